"""One writer per database: an exclusive OS lock on `<db>.lock`.

SQLite's own locks only serialise single transactions; two copies of the app appending to the same log
would each believe they own the table's chain. The OS releases the lock when the holder dies (even on
SIGKILL or power loss), so a stale lock file never blocks a restart; the file itself is never deleted
(deleting lock files races with a second opener).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from referee_app.store.errors import DatabaseLocked


def lock_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + ".lock")


class FileLock:
    """Held from `acquire()` until `release()`; raises DatabaseLocked if someone else holds it."""

    def __init__(self, db_path: Path) -> None:
        self.path = lock_path(db_path)
        self._db_path = db_path
        self._fd: int | None = None

    def acquire(self) -> None:
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            _lock(fd)
        except OSError:
            holder = _read_holder(fd)
            os.close(fd)
            raise DatabaseLocked(str(self._db_path), holder) from None
        os.ftruncate(fd, 0)
        os.lseek(fd, 0, os.SEEK_SET)
        # in no language: the message around it is Italian or English ("pid 12994, vm")
        os.write(fd, f"pid {os.getpid()}, {_host()}".encode())
        self._fd = fd

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            _unlock(fd)
        finally:
            os.close(fd)

    @property
    def held(self) -> bool:
        return self._fd is not None


def _read_holder(fd: int) -> str:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        return os.read(fd, 200).decode("utf-8", "replace").strip()
    except OSError:
        return ""


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(fd: int) -> None:
        # Lock a byte far past the text we write so reading the holder's pid is not blocked.
        os.lseek(fd, 1 << 20, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 1 << 20, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _host() -> str:
    """The computer's name for the lock file's note (os.uname, not socket: no network module at start-up)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    return os.environ.get("COMPUTERNAME", "")
