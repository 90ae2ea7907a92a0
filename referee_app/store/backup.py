"""Consistent copies of a live database with SQLite's backup API, rotating, and restore.

A copy is written to `<name>.tmp` and renamed into place, so a crash mid-backup never leaves a truncated
file with a valid-looking name; what a kill leaves behind (`*.tmp`, `*.tmp-journal`) is swept at the next
rotation. Copies rotate by the order they were taken, a number in the name (`auto-000042-<utc stamp>.db`),
never by the time in the name: a computer clock set back a day must not make every new copy look oldest.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import sqlite3
from collections.abc import Callable, Iterable
from pathlib import Path

BACKUP_SUFFIX = ".db"
TEMPORARY = ("*.tmp", "*.tmp-journal", "*.tmp-wal", "*.tmp-shm")
KEEP_PRE_MIGRATION = 3  # copies taken before a migration: the newest few, each a whole database
_NUMBER = re.compile(r"[a-z]+(?:-[a-z]+)*-(\d{6})-")  # right after the prefix


def backup_dir_for(db_path: Path) -> Path:
    return db_path.with_name(db_path.stem + "-backups")


def copy_to(conn: sqlite3.Connection, dest: Path, finish: Callable[[sqlite3.Connection], None] | None = None) -> Path:
    """Write a consistent snapshot of `conn` to `dest` (replacing it atomically); `finish` may add to the
    copy before it is renamed into place. A failed copy (a full disk) leaves no file behind."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".tmp")
    tmp.unlink(missing_ok=True)
    try:
        target = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            conn.backup(target)
            target.execute("PRAGMA journal_mode=DELETE")  # a backup is one self-contained file
            if finish is not None:
                finish(target)
        finally:
            target.close()
        fsync_file(tmp)
        os.replace(tmp, dest)
    except BaseException:
        tmp.unlink(missing_ok=True)
        tmp.with_name(tmp.name + "-journal").unlink(missing_ok=True)
        raise
    fsync_dir(dest.parent)
    return dest


def stamp() -> str:
    return dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S-%f")


class RotatingBackups:
    """`take()` writes `<prefix>-<number>-<utc stamp>.db` in `directory` and keeps the `keep` taken last."""

    def __init__(self, directory: Path, prefix: str = "auto", keep: int = 10) -> None:
        if keep < 1:
            raise ValueError("keep must be at least 1")
        self.directory = directory
        self.prefix = prefix
        self.keep = keep

    def take(self, conn: sqlite3.Connection, finish: Callable[[sqlite3.Connection], None] | None = None,
             label: str = "") -> Path:
        # Pruning only after the new copy is complete: a failed copy never costs an old one.
        existing = self.existing()
        number = max((taken_as(p) for p in existing), default=0) + 1
        name = f"{self.prefix}-{number:06d}-{label}{stamp()}{BACKUP_SUFFIX}"
        path = copy_to(conn, self.directory / name, finish)
        self.prune()
        return path

    def existing(self) -> list[Path]:
        """In the order they were taken, oldest first (copies from before the numbering first, by name)."""
        if not self.directory.exists():
            return []
        return in_order(self.directory.glob(f"{self.prefix}-*{BACKUP_SUFFIX}"))

    def prune(self) -> None:
        sweep(self.directory)
        for old in self.existing()[:-self.keep]:
            old.unlink(missing_ok=True)


def taken_as(path: Path) -> int:
    """The copy's number in the order taken (0 for a copy named before the numbering: older than any)."""
    found = _NUMBER.match(path.name)
    return int(found.group(1)) if found else 0


def in_order(paths: Iterable[Path]) -> list[Path]:
    return sorted(paths, key=lambda p: (taken_as(p), p.name))


def sweep(directory: Path) -> None:
    """Remove what killed copies left behind. Only the store's own thread writes here (the file lock makes
    it the only process), and never while it sweeps, so no copy in progress is touched."""
    if directory.is_dir():
        for pattern in TEMPORARY:
            for stale in directory.glob(pattern):
                stale.unlink(missing_ok=True)


def fsync_file(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def fsync_dir(path: Path) -> None:
    if os.name == "nt":  # directories cannot be opened for fsync on Windows
        return
    fsync_file(path)
