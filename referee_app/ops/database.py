"""The referee's database as the window holds it: opened, backed up and closed through here, so the window
never imports the store. `Database` is the open file; every read and write goes through the operations
(`event_ops` for the events in it, a `Session` for one event)."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from referee_app.ops import store_messages
from referee_app.store import faults
from referee_app.store.backup import backup_dir_for
from referee_app.store.errors import CorruptDatabaseError, NotARefereeDatabase, StoreError
from referee_app.store.keeper import CopyStatus
from referee_app.store.store import Store

Database = Store
DatabaseError = StoreError

__all__ = ["CopyStatus", "Database", "DatabaseError", "backup_folder", "backup_if_due", "choose_copy_folder",
           "close_database", "copy_status", "damage", "fault_text", "keep_copies", "open_database",
           "open_read_only", "restore_backup", "restore_file", "can_be_restored", "take_over"]


def fault_text(exc: BaseException, path: Path, language: str) -> str | None:
    """The one line for a database fault (a refusal, the disk, the folder, a damaged file) in `language`; ""
    for a database error the store has no words for (the caller says it generally); None when `exc` is no
    database fault."""
    if isinstance(exc, StoreError):
        return store_messages.fault(exc, language)
    if isinstance(exc, (sqlite3.Error, OSError)):
        translated = faults.translate(exc, path)
        return "" if translated is exc else store_messages.fault(translated, language)
    return None


def damage(db: Database) -> str | None:
    """The first broken entry of the database's logs, as one line (None when every chain holds)."""
    report = db.verify_chain()
    return None if report.ok else db.describe_breaks(report)[0]


def open_read_only(path: Path, problem: str) -> Database:
    db = Store.open(path)
    db.set_read_only(problem)
    return db


def restore_file(path: Path, backup: str | Path, pin: str) -> tuple[Database, Any]:
    """Put a backup (or the continuous copy) in place of a file that cannot even be opened, and open it:
    (database, the restore's outcome). The damaged file is kept aside byte for byte (store/restore.py)."""
    outcome = Store.restore(backup, path, pin=pin)
    return Store.open(path), outcome


def can_be_restored(exc: BaseException) -> bool:
    """A file refused for what is in it (damaged, emptied, not ours), which a restore mends; not one refused
    for where it is (locked, read-only, a full disk, a newer program), which a restore cannot mend."""
    return isinstance(exc, (CorruptDatabaseError, NotARefereeDatabase))


def backup_folder(db: Database) -> Path:
    return backup_dir_for(db.path)


def backup_dir_for_path(path: Path) -> Path:
    """Where the backups of the database at `path` are, even when it cannot be opened."""
    return backup_dir_for(path)


def restore_backup(db: Database, backup: str | Path, pin: str) -> tuple[Database, Any]:
    """Close `db`, put the backup in its place (the backup's head referee PIN) and open it: (database, the
    restore's outcome with `kept_aside`). A refusal raises; the caller reopens the damaged file read-only."""
    path = db.path
    db.close(backup=False)
    outcome = Store.restore(backup, path, pin=pin)
    return Store.open(path), outcome


def keep_copies(db: Database) -> None:
    """From now on, after every write: the acknowledged heads beside the file and the continuous copy."""
    if not db.read_only:
        db.start_keeper()


def copy_status(db: Database) -> CopyStatus | None:
    """The continuous copy's state for the status bar (None: not kept in this window)."""
    return None if db.keeper is None else db.keeper.status()


def choose_copy_folder(db: Database, folder: str | Path | None) -> None:
    """The folder (on another device) of the continuous copy, None for none; copied to at once."""
    keeper = db.start_keeper()
    keeper.choose(None if folder is None else Path(folder))


def take_over(db: Database, copy: str | Path, pin: str) -> tuple[Database, Any]:
    """Close `db`, make the continuous copy `copy` (taken on another computer) the database in its place (the
    copy's head referee PIN; the replaced file kept aside) and open it: (database, the outcome). A refusal
    raises; the caller reopens the file it had."""
    path = db.path
    db.close(backup=False)
    outcome = Store.takeover(copy, path, pin=pin)
    return Store.open(path), outcome


def event_ids(db: Database) -> list[int]:
    """The ids of the events in this database, oldest first (one query: no counts)."""
    return [e.id for e in db.events()]


def open_database(path: str | Path | None, check_later: bool = False) -> Database:
    """Open (creating it if new) the database at `path`; DatabaseError when the file cannot be used.
    `check_later` (the window's start): the file opens with its writes held until the damage check, which
    runs after start-up (`start_damage_check`) and includes SQLite's integrity check of the whole file."""
    return Store.open(path, check_later=check_later)


def backup_if_due(db: Database) -> None:
    db.backup_if_due()


def close_database(db: Database) -> None:
    """Close and take the last backup, so the state on disk is the one the referee saw."""
    db.close()
