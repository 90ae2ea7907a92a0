"""The referee's database as the window holds it: opened, backed up and closed through here, so the window
never imports the store. `Database` is the open file; every read and write goes through the operations
(`event_ops` for the events in it, a `Session` for one event)."""

from __future__ import annotations

from pathlib import Path

from referee_app.store.errors import StoreError
from referee_app.store.store import Store

Database = Store
DatabaseError = StoreError

__all__ = ["Database", "DatabaseError", "backup_if_due", "close_database", "open_database"]


def open_database(path: str | Path | None) -> Database:
    """Open (creating it if new) the database at `path`; DatabaseError when the file cannot be used."""
    return Store.open(path)


def backup_if_due(db: Database) -> None:
    db.backup_if_due()


def close_database(db: Database) -> None:
    """Close and take the last backup, so the state on disk is the one the referee saw."""
    db.close()
