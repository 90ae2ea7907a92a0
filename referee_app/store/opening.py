"""Opening a database file, refusing the ones that must not be opened, with one line saying what to do.

A new database is built beside its final name and renamed into place once migrated, so a file at the
database's path is always a complete database: a zero-length file there is damage (a failed copy, a full
disk), not a new installation, and is refused instead of being silently started afresh (which would also
let its empty backups rotate the good ones away).
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from referee_app.store import db as dbmod
from referee_app.store import faults
from referee_app.store import migrations as mig
from referee_app.store.backup import KEEP_PRE_MIGRATION, RotatingBackups, backup_dir_for, fsync_dir, fsync_file
from referee_app.store.errors import CorruptDatabaseError, NotARefereeDatabase
from referee_app.store.lock import FileLock

SQLITE_HEADER = b"SQLite format 3\x00"


def open_database(db_path: Path, migrations: Sequence[mig.Migration],
                  check_later: bool = False) -> tuple[sqlite3.Connection, FileLock, bool]:
    """Lock, refuse unusable files, check (integrity, version), back up if a migration is due, migrate.
    With `check_later` SQLite's integrity check is left to the damage check after start-up (store/damage.py)
    unless a migration is due (a migration writes: the file is checked first). Returns the connection, the
    lock and whether the integrity check is still to run."""
    try:
        db_path.parent.mkdir(parents=True, exist_ok=True)
        faults.check_writable(db_path)
        lock = FileLock(db_path)
        lock.acquire()
    except OSError as exc:
        raise faults.translate(exc, db_path) from None
    try:
        try:
            conn, unchecked = _open_locked(db_path, migrations, check_later)
            return conn, lock, unchecked
        except (OSError, sqlite3.Error) as exc:
            translated = faults.translate(exc, db_path)
            if translated is exc:
                raise
            raise translated from None
    except BaseException:
        lock.release()
        raise


def _open_locked(db_path: Path, migrations: Sequence[mig.Migration],
                 check_later: bool) -> tuple[sqlite3.Connection, bool]:
    """The open connection, the file checked (or its integrity check left for later) and migrated; and
    whether the integrity check is still to run."""
    if not db_path.exists():
        create(db_path, migrations)
    refuse_unusable(db_path)
    conn = dbmod.raw_connect(db_path)
    try:
        if not check_later:
            dbmod.check_integrity(conn, db_path)
        due = _pending(conn, db_path, migrations, checked=not check_later)
        if check_later and due:  # the migration writes: the file is checked before
            dbmod.check_integrity(conn, db_path)
        unchecked = check_later and not due
        if due and dbmod.user_version(conn) > 0:
            version = dbmod.user_version(conn)
            RotatingBackups(backup_dir_for(db_path), "pre-migration", KEEP_PRE_MIGRATION).take(
                conn, label=f"v{version}-")
        if dbmod.user_version(conn) == 0:
            raise NotARefereeDatabase(str(db_path), empty=True)
        dbmod.enable_durability(conn, db_path)
        if due:
            mig.migrate(dbmod.wrap(conn), migrations)
    except BaseException:
        conn.close()
        raise
    return conn, unchecked


def _pending(conn: sqlite3.Connection, db_path: Path, migrations: Sequence[mig.Migration], checked: bool) -> int:
    """The migrations due. A file not yet checked that SQLite cannot read that far is damaged: the integrity
    check then says how (and raises), as it would have before."""
    try:
        return mig.pending(conn, db_path, migrations)
    except (sqlite3.DatabaseError, UnicodeDecodeError):
        if not checked:
            dbmod.check_integrity(conn, db_path)
        raise


def refuse_unusable(path: Path) -> None:
    """An empty file, or one that does not start as SQLite (zeroed or overwritten header), is refused
    before SQLite sees it: SQLite would take an empty file for a new database."""
    with open(path, "rb") as f:
        head = f.read(len(SQLITE_HEADER))
    if not head:
        raise NotARefereeDatabase(str(path), empty=True)
    if head != SQLITE_HEADER:
        raise CorruptDatabaseError(str(path), ["the file does not start as a SQLite database"])


def create(db_path: Path, migrations: Sequence[mig.Migration]) -> None:
    """A new database, fully migrated under a temporary name, then renamed to `db_path`."""
    tmp = db_path.with_name(db_path.name + ".new")
    for leftover in (tmp, tmp.with_name(tmp.name + "-journal")):
        leftover.unlink(missing_ok=True)
    db = dbmod.wrap(dbmod.raw_connect(tmp))
    try:
        mig.migrate(db, migrations)
    finally:
        db.close()
    fsync_file(tmp)
    os.replace(tmp, db_path)
    fsync_dir(db_path.parent)
