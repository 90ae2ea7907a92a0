"""Opening one SQLite file the way the store needs it: WAL, synchronous=FULL, foreign keys, checked.

WAL + synchronous=FULL makes every COMMIT durable when it returns (the WAL is fsynced at each commit), and a
crash mid-transaction leaves the previous committed state, which SQLite recovers on the next open.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Protocol

from sqlite_utils import Database

from referee_app.store import faults
from referee_app.store.errors import CorruptDatabaseError, EnvironmentFault
import platformdirs

APP_DIR_NAME = "referee-app"
DB_FILE_NAME = "referee.db"


def default_path() -> Path:
    """The installation's database: `<user data dir>/referee-app/referee.db`."""

    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False)) / DB_FILE_NAME


class Reader(Protocol):
    """What a read needs: the `sqlite3.Connection` or sqlite-utils' `Database` on it (inside a write), which
    run a statement the same way."""

    def execute(self, sql: str, parameters: Any = ..., /) -> sqlite3.Cursor: ...


def rows(db: Reader, sql: str, parameters: Any = ()) -> list[dict[str, Any]]:
    """The rows of a query as dicts keyed by column name (what sqlite-utils' `rows_where` gives)."""
    cursor = db.execute(sql, parameters)
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row)) for row in cursor.fetchall()]


def raw_connect(path: Path) -> sqlite3.Connection:
    # isolation_level=None: no implicit BEGIN from the driver; transactions are explicit (Database.atomic).
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=5.0)
    conn.execute("PRAGMA foreign_keys=ON")
    return conn


def connect(path: Path) -> sqlite3.Connection:
    """Open (creating if needed) and run `PRAGMA integrity_check`; raise CorruptDatabaseError if damaged.

    Nothing is written yet, so a file refused afterwards (e.g. from a newer app) is left untouched.
    """
    conn = raw_connect(path)
    try:
        check_integrity(conn, path)
    except BaseException:
        conn.close()
        raise
    return conn


def wrap(conn: sqlite3.Connection) -> Database:
    """sqlite-utils' `Database` on `conn`. No plugins: the store uses none, and looking for them scans every
    installed package's metadata (tens of ms)."""

    return Database(conn, execute_plugins=False)


def enable_durability(conn: sqlite3.Connection, path: Path) -> None:
    """WAL journal (persistent in the file) and an fsync of the WAL at every commit."""
    mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        raise CorruptDatabaseError(str(path), [f"cannot switch to WAL mode (got {mode})"])
    conn.execute("PRAGMA synchronous=FULL")


@contextmanager
def lenient_text(conn: sqlite3.Connection) -> Iterator[None]:
    """Text that is not UTF-8 (damage) reads with replacement characters meanwhile, instead of stopping the
    read: a check must report damage, never fail on it."""
    before = conn.text_factory
    conn.text_factory = lambda raw: raw.decode("utf-8", "replace")
    try:
        yield
    finally:
        conn.text_factory = before


def check_integrity(conn: sqlite3.Connection, path: Path) -> None:
    try:
        with lenient_text(conn):  # SQLite's report quotes the damaged bytes
            rows = [str(r[0]) for r in conn.execute("PRAGMA integrity_check")]
    except sqlite3.DatabaseError as exc:
        translated = faults.translate(exc, path)
        if isinstance(translated, EnvironmentFault):  # a full disk is not a damaged file: no restore needed
            raise translated from None
        raise CorruptDatabaseError(str(path), [str(exc)]) from None
    except UnicodeDecodeError:  # SQLite's own message quotes damaged bytes (e.g. a broken schema's text)
        raise CorruptDatabaseError(str(path), ["the file's schema is damaged (SQLite's message is unreadable)"]) \
            from None
    if rows != ["ok"]:
        raise CorruptDatabaseError(str(path), rows)


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def user_tables(conn: sqlite3.Connection) -> list[str]:
    return [str(r[0]) for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]


def insert(db: Database, table: str, row: dict[str, Any]) -> int:
    """Insert one row (in the caller's transaction) and return its id."""
    pk = db.table(table).insert(row).last_pk
    if not isinstance(pk, int):
        raise TypeError(f"{table}: expected an integer id, got {pk!r}")
    return pk
