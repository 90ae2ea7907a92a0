"""What the disk and the folder do to a database, turned into one message a referee can act on.

SQLite and the OS report a full disk, a read-only file or folder with terse codes ("database or disk is
full", "attempt to write a readonly database", EROFS); `translate` maps them to the store's own errors
(errors.EnvironmentFault), which name the file and the fix. Anything else is left as it is.
"""

from __future__ import annotations

import errno
import os
import shutil
import sqlite3
from pathlib import Path

from referee_app.store.errors import DiskFull, ReadOnlyFile, ReadOnlyFolder, StoreError, UnusablePath

_FULL = ("database or disk is full", "disk is full", "no space left")
_READ_ONLY = ("readonly database", "read-only", "readonly")
_NO_FOLDER = ("unable to open database file",)


# OS refusals that say the name itself is wrong, not the disk or the file.
_UNUSABLE_NAME = (errno.EISDIR, errno.ENAMETOOLONG, errno.ENOTDIR, errno.EINVAL)


def translate(exc: BaseException, path: Path) -> BaseException:
    """The store error for an OS or SQLite failure on `path` (the exception itself if none fits)."""
    if isinstance(exc, StoreError):
        return exc
    if isinstance(exc, OSError):
        if exc.errno in (errno.ENOSPC, errno.EDQUOT):
            return DiskFull(str(path))
        if exc.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            return readonly(path)
        if exc.errno in _UNUSABLE_NAME:
            return UnusablePath(str(path))
        return exc
    if isinstance(exc, sqlite3.Error):
        text = str(exc).lower()
        if any(m in text for m in _FULL) or getattr(exc, "sqlite_errorcode", None) == 13:  # SQLITE_FULL
            return DiskFull(str(path))
        if any(m in text for m in _READ_ONLY) or any(m in text for m in _NO_FOLDER) and not writable(path.parent):
            return readonly(path)
        if "disk i/o error" in text and not writable(path.parent):
            return readonly(path)
    if isinstance(exc, (sqlite3.Error, OSError)) and nearly_full(path.parent):
        return DiskFull(str(path))  # SQLite says "disk I/O error" when it cannot grow its -shm/-wal files
    return exc


def nearly_full(folder: Path) -> bool:
    try:
        return shutil.disk_usage(folder).free < 256 * 1024
    except OSError:
        return False


def readonly(path: Path) -> StoreError:
    """Read-only folder or read-only file: the folder is what to fix first (the -wal file goes there)."""
    if not writable(path.parent):
        return ReadOnlyFolder(str(path), str(path.parent))
    return ReadOnlyFile(str(path))


def writable(path: Path) -> bool:
    # os.access also sees a read-only mount (EROFS) for root, who otherwise ignores permission bits.
    return os.access(path, os.W_OK)


def check_writable(path: Path) -> None:
    """Refuse up front a folder or an existing file we could not write: better than failing at the first
    action after the window is open."""
    if not writable(path.parent):
        raise ReadOnlyFolder(str(path), str(path.parent))
    if path.exists() and not writable(path):
        raise ReadOnlyFile(str(path))
