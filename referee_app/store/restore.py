"""Putting a backup back: the documented recovery, so it must work precisely when the current file is broken.

The backup is checked first (integrity, version, ours) and so is the head referee's PIN, against the PIN
hash inside the backup (the current file may be unreadable, and the backup's PIN is the one that will be in
force). The current file is never read through SQLite unless it is healthy: a healthy one is saved with the
backup API as `pre-restore-<stamp>.db`, a damaged one (truncated, zeroed header, not SQLite) is moved aside
byte for byte as `damaged-<stamp>.db` (with its `-wal`). The backup is then written under a temporary name
and renamed over the database, after the stale `-wal`/`-shm` are gone (SQLite would replay an old WAL
onto the new file).
"""

from __future__ import annotations

import os
import shutil
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from referee_app.rules.errors import InputError
from referee_app.store import db as dbmod
from referee_app.store import faults
from referee_app.store import migrations as mig
from referee_app.store.backup import backup_dir_for, copy_to, fsync_dir, fsync_file, stamp
from referee_app.store.errors import NotARefereeDatabase, StoreError, WrongPin
from referee_app.store.lock import FileLock
from referee_app.store.opening import refuse_unusable
from referee_app.store.pin import GUARD


@dataclass(frozen=True)
class RestoreOutcome:
    target: Path
    kept_aside: Path | None     # where the replaced file now is (None: there was no file)
    damaged: bool               # the replaced file could not be read as a database
    dropped_entries: int        # log entries the replaced file had beyond the backup (if readable)
    dropped_results: int        # of which confirmations and corrections


class TargetTries:
    """The restore's wrong PINs, counted in the database being replaced when it is a healthy file of ours
    (table pin_tries), so a script trying PINs one process at a time waits longer each time; in memory when
    that file is missing, damaged or foreign (then the scrypt cost alone bounds the guesses)."""

    def __init__(self, target: Path | None) -> None:
        self.target = target

    def _connect(self) -> sqlite3.Connection | None:
        if self.target is None or not self.target.is_file():
            return None
        try:
            refuse_unusable(self.target)
            conn = sqlite3.connect(self.target, timeout=2.0)
            if conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'pin_tries'").fetchone() is None:
                conn.close()
                return None
            return conn
        except (OSError, StoreError, sqlite3.Error):
            return None

    def get(self, key: str) -> tuple[int, float]:
        conn = self._connect()
        if conn is None:
            return GUARD.memory.get(key)
        try:
            row = conn.execute("SELECT failures, at FROM pin_tries WHERE key = ?", [key]).fetchone()
            return (int(row[0]), float(row[1])) if row else GUARD.memory.get(key)
        except sqlite3.Error:
            return GUARD.memory.get(key)
        finally:
            conn.close()

    def put(self, key: str, failures: int, at: float) -> None:
        conn = self._connect()
        try:
            if conn is None:
                raise sqlite3.OperationalError("no database to count in")
            with conn:
                conn.execute("INSERT OR REPLACE INTO pin_tries (key, failures, at) VALUES (?, ?, ?)",
                             [key, failures, at])
        except sqlite3.Error:
            GUARD.memory.put(key, failures, at)
        finally:
            if conn is not None:
                conn.close()


def check_backup(source: Path, pin: str, target: Path | None = None) -> None:
    """Refuse a missing, damaged, newer or foreign backup, or a PIN that no event of the backup has."""
    if not source.is_file():
        raise InputError("backup_path", f"{source} does not exist")
    refuse_unusable(source)
    check = dbmod.connect(source)  # integrity first: never restore a damaged copy
    try:
        mig.pending(check, source)
        if dbmod.user_version(check) == 0:
            raise NotARefereeDatabase(str(source), empty=True)
        hashes = [str(r[0]) for r in check.execute("SELECT pin_hash FROM events ORDER BY id")]
    finally:
        check.close()
    if not hashes:
        raise NotARefereeDatabase(str(source), empty=True)
    if not GUARD.check_any(pin, hashes, TargetTries(target)):  # a wrong one makes the next try wait longer
        raise WrongPin()


def restore(source: Path, target: Path, pin: str) -> RestoreOutcome:
    check_backup(source, pin, target)
    lock = FileLock(target)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)  # a second laptop may have no data folder yet
        lock.acquire()
    except OSError as exc:
        raise faults.translate(exc, target) from None
    try:
        aside, damaged, dropped = _set_aside(target, source)
        _write_over(source, target)
    except (OSError, sqlite3.Error) as exc:
        translated = faults.translate(exc, target)
        if translated is exc:
            raise
        raise translated from None
    finally:
        lock.release()
    return RestoreOutcome(target, aside, damaged, *dropped)


def _set_aside(target: Path, source: Path) -> tuple[Path | None, bool, tuple[int, int]]:
    if not target.exists():
        return None, False, (0, 0)
    folder = backup_dir_for(target)
    try:
        refuse_unusable(target)
        conn = dbmod.raw_connect(target)
        try:
            dbmod.check_integrity(conn, target)
            if dbmod.user_version(conn) == 0:
                raise NotARefereeDatabase(str(target), empty=True)
            dropped = _dropped(conn, source)
            return copy_to(conn, folder / f"pre-restore-{stamp()}.db"), False, dropped
        finally:
            conn.close()
    except (StoreError, sqlite3.Error):
        pass
    folder.mkdir(parents=True, exist_ok=True)
    aside = folder / f"damaged-{stamp()}.db"
    shutil.copyfile(target, aside)
    wal = target.with_name(target.name + "-wal")
    if wal.exists():
        shutil.copyfile(wal, aside.with_name(aside.name + "-wal"))
    fsync_file(aside)
    fsync_dir(folder)
    return aside, True, (0, 0)


def _dropped(conn: sqlite3.Connection, source: Path) -> tuple[int, int]:
    """How many entries (and results) the current file has that the backup lacks, table by table."""
    query = ("SELECT e.uuid || '|' || r.number || '|' || t.number, COUNT(a.id), "
             "SUM(a.kind IN ('result_confirmed', 'correction')) FROM actions a JOIN tables t ON t.id = a.table_id "
             "JOIN rounds r ON r.id = t.round_id JOIN events e ON e.id = r.event_id GROUP BY 1")
    try:
        current = {k: (int(n), int(res or 0)) for k, n, res in conn.execute(query)}
        other = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
        try:
            backup = {k: (int(n), int(res or 0)) for k, n, res in other.execute(query)}
        finally:
            other.close()
    except sqlite3.Error:
        return 0, 0
    entries = sum(max(0, n - backup.get(k, (0, 0))[0]) for k, (n, _) in current.items())
    results = sum(max(0, r - backup.get(k, (0, 0))[1]) for k, (_, r) in current.items())
    return entries, results


def _write_over(source: Path, target: Path) -> None:
    tmp = target.with_name(target.name + ".restoring")
    tmp.unlink(missing_ok=True)
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        dest = sqlite3.connect(str(tmp), isolation_level=None)
        try:
            src.backup(dest)
            dest.execute("PRAGMA journal_mode=DELETE")
        finally:
            dest.close()
    finally:
        src.close()
    fsync_file(tmp)
    for stale in ("-wal", "-shm", "-journal"):
        target.with_name(target.name + stale).unlink(missing_ok=True)
    os.replace(tmp, target)
    fsync_dir(target.parent)
