"""The store's thin layer over one sqlite3 connection: statements, rows as dicts, one transaction, and the
four table helpers the store uses (insert, insert many, update by id, select with a WHERE).

This replaced sqlite-utils, whose import (click, dateutil, pluggy and a scan of every installed package's
metadata for plugins) cost about 130 ms of every start of the window for these few calls. The connection
is opened with `isolation_level=None` (db.raw_connect): no implicit transactions, only `atomic()`.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from itertools import count
from typing import Any

Params = Sequence[Any] | Mapping[str, Any]
_savepoints = count(1)


def quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


class Database:
    """One open file: `execute` returns the cursor, `query` yields each row as a dict."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def execute(self, sql: str, params: Params | None = None) -> sqlite3.Cursor:
        return self.conn.execute(sql) if params is None else self.conn.execute(sql, params)

    def query(self, sql: str, params: Params | None = None) -> Iterator[dict[str, Any]]:
        cursor = self.execute(sql, params)
        keys = [d[0] for d in cursor.description or ()]
        return (dict(zip(keys, row)) for row in cursor)

    @contextmanager
    def atomic(self) -> Iterator[Database]:
        """One transaction (a savepoint inside an open one): committed when the block ends, rolled back
        when it raises."""
        if self.conn.in_transaction:
            name = f"store_{next(_savepoints)}"
            self.conn.execute(f"SAVEPOINT {name}")
            try:
                yield self
            except BaseException:
                if self.conn.in_transaction:  # a RAISE(ROLLBACK) may already have ended it
                    self.conn.execute(f"ROLLBACK TO SAVEPOINT {name}")
                    self.conn.execute(f"RELEASE SAVEPOINT {name}")
                raise
            self.conn.execute(f"RELEASE SAVEPOINT {name}")
            return
        self.conn.execute("BEGIN")
        try:
            yield self
            self.conn.execute("COMMIT")
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise

    def table(self, name: str) -> Table:
        return Table(self, name)

    def close(self) -> None:
        self.conn.close()


class Table:
    def __init__(self, db: Database, name: str) -> None:
        self.db = db
        self.name = name

    def insert(self, row: Mapping[str, Any]) -> int:
        """Insert one row; its rowid (the `id` of every table that has one)."""
        columns = ", ".join(quote(c) for c in row)
        marks = ", ".join("?" for _ in row)
        cursor = self.db.execute(f"INSERT INTO {quote(self.name)} ({columns}) VALUES ({marks})", list(row.values()))
        rowid = cursor.lastrowid
        if rowid is None:
            raise sqlite3.DatabaseError(f"{self.name}: the insert returned no row id")
        return rowid

    def insert_all(self, rows: Sequence[Mapping[str, Any]]) -> None:
        for row in rows:
            self.insert(row)

    def update(self, row_id: int, values: Mapping[str, Any]) -> None:
        sets = ", ".join(f"{quote(c)} = ?" for c in values)
        self.db.execute(f"UPDATE {quote(self.name)} SET {sets} WHERE id = ?", [*values.values(), row_id])

    def rows_where(self, where: str | None = None, params: Params | None = None,
                   order_by: str | None = None) -> Iterator[dict[str, Any]]:
        sql = f"SELECT * FROM {quote(self.name)}"
        if where:
            sql += f" WHERE {where}"
        if order_by:
            sql += f" ORDER BY {order_by}"
        return self.db.query(sql, params)
