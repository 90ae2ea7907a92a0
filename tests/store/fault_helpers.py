"""Environment faults for the fault-injection tests: a small tmpfs that fills up, read-only files and folders.

Root ignores permission bits, so as root a read-only file or folder is a read-only mount (tmpfs or a bind
mount), which needs the right to mount; without it (a container without CAP_SYS_ADMIN) the test is
skipped with that reason. As an ordinary user, permission bits are enough.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

ROOT = os.geteuid() == 0 if hasattr(os, "geteuid") else False


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(list(args), capture_output=True, text=True, check=False)


@contextmanager
def tmpfs(folder: Path, size_kb: int) -> Iterator[Path]:
    """A tmpfs of `size_kb` mounted on `folder` (skips when this machine does not allow mounting)."""
    folder.mkdir(parents=True, exist_ok=True)
    mounted = _run("mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(folder))
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({mounted.stderr.strip()}); the injected-error test covers it")
    try:
        yield folder
    finally:
        _run("umount", "-l", str(folder))


@contextmanager
def writable_folder(folder: Path) -> Iterator[Path]:
    """A folder that `read_only_folder` can later make read-only (a tmpfs when running as root)."""
    if ROOT:
        with tmpfs(folder, 4096):
            yield folder
    else:
        folder.mkdir(parents=True, exist_ok=True)
        yield folder


@contextmanager
def read_only_folder(folder: Path) -> Iterator[Path]:
    if ROOT:
        if _run("mount", "-o", "remount,ro", str(folder)).returncode != 0:
            pytest.skip("cannot remount read-only here (root ignores permission bits)")
        try:
            yield folder
        finally:
            _run("mount", "-o", "remount,rw", str(folder))
    else:
        folder.chmod(0o555)
        try:
            yield folder
        finally:
            folder.chmod(0o755)


@contextmanager
def read_only_file(path: Path) -> Iterator[Path]:
    if ROOT:
        if _run("mount", "--bind", str(path), str(path)).returncode != 0:
            pytest.skip("cannot bind-mount here (root ignores permission bits)")
        try:
            if _run("mount", "-o", "remount,ro,bind", str(path)).returncode != 0:
                pytest.skip("cannot remount read-only here (root ignores permission bits)")
            yield path
        finally:
            _run("umount", "-l", str(path))
    else:
        path.chmod(0o444)
        try:
            yield path
        finally:
            path.chmod(0o644)
