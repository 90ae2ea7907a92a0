"""Table snapshots and the results index: the rows kept beside the log so that reading a table's state or an
event's results does not read every log entry. The log stays the truth: each row names the entry it was made
with (seq and hash), and a row that does not match the chain is not used (docs/store.md, *Table snapshots*).

- `table_snapshots`: one row per table, the folded state (text of rules/table/snapshot.py) after entry `seq`,
  written in the transaction that wrote that entry; `digest` is the SHA-256 of the entry's hash, the engine
  that folded it and the state, so a row changed on disk, a row of another engine or a row left behind by
  a different entry reads as no snapshot.
- `table_results`: one row per table with a confirmed result, naming the entry in force (the confirmation
  or the latest correction), written in that entry's transaction.

The raw SQL that reads them lives here, in one place.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from referee_app.store import log
from referee_app.store.chain import sha256_hex
from referee_app.store.db import Reader
from referee_app.store.records import Action


@dataclass(frozen=True)
class Snapshot:
    """A checked snapshot: the state's text after entry `seq`, folded by `engine`."""
    seq: int
    engine: str
    state: str


@dataclass(frozen=True)
class Tail:
    """What a reader needs to know a table's state: the snapshot (None when there is none that holds) and
    the log entries after it (the whole log without one)."""
    snapshot: Snapshot | None
    entries: tuple[Action, ...]


def digest(entry_hash: str, engine: str, state: str) -> str:
    return sha256_hex(f"{entry_hash}\n{engine}\n{state}".encode())


def put(db: Reader, table_id: int, seq: int, entry_hash: str, engine: str, state: str) -> None:
    """Keep the state after entry `seq` (in the caller's transaction, the one that wrote the entry)."""
    db.execute("INSERT INTO table_snapshots (table_id, seq, engine, state, digest) VALUES (?, ?, ?, ?, ?) "
               "ON CONFLICT(table_id) DO UPDATE SET seq = excluded.seq, engine = excluded.engine, "
               "state = excluded.state, digest = excluded.digest",
               [table_id, seq, engine, state, digest(entry_hash, engine, state)])


def put_result(db: Reader, table_id: int, seq: int, entry_hash: str) -> None:
    db.execute("INSERT INTO table_results (table_id, seq, entry_hash) VALUES (?, ?, ?) ON CONFLICT(table_id) "
               "DO UPDATE SET seq = excluded.seq, entry_hash = excluded.entry_hash", [table_id, seq, entry_hash])


_SNAPSHOTS = ("SELECT t.id, s.seq, s.engine, s.state, s.digest, a.hash FROM tables t "
              "LEFT JOIN table_snapshots s ON s.table_id = t.id "
              "LEFT JOIN actions a ON a.table_id = s.table_id AND a.seq = s.seq WHERE ")


def tails(db: Reader, where: str, params: list[Any], engine: str) -> dict[int, Tail]:
    """The tables `where` (on `tables t`) picks: each one's snapshot, if it holds, and the entries after it."""
    held: dict[int, Snapshot | None] = {}
    for table_id, seq, made_by, state, kept_digest, entry_hash in db.execute(_SNAPSHOTS + where, params):
        ok = (seq is not None and entry_hash is not None and made_by == engine and isinstance(state, str)
              and kept_digest == digest(entry_hash, engine, state))
        held[int(table_id)] = Snapshot(int(seq), engine, state) if ok else None
    after = {t: (s.seq if s is not None else 0) for t, s in held.items()}
    entries: dict[int, list[Action]] = {t: [] for t in held}
    if held:
        for action in after_heads(db, after):
            entries[action.table_id].append(action)
    return {t: Tail(held[t], tuple(entries[t])) for t in held}


def after_heads(db: Reader, after: dict[int, int]) -> list[Action]:
    """Every listed table's entries after its seq, in one query per 400 tables (a VALUES list joined on the
    log's (table_id, seq) index)."""
    pairs = list(after.items())
    found: list[Action] = []
    for start in range(0, len(pairs), 400):
        chunk = pairs[start:start + 400]
        values = ", ".join("(?, ?)" for _ in chunk)
        found += log.decoded(db.execute(
            f"SELECT {log.COLUMNS_OF_A} FROM (VALUES {values}) AS w JOIN actions a ON a.table_id = w.column1 "
            "AND a.seq > w.column2 ORDER BY a.table_id, a.seq", [v for pair in chunk for v in pair]).fetchall())
    return found


def latest_time(db: Reader) -> float | None:
    """The latest game time in any table's log (epoch seconds), None when no entry has one. The game time
    only moves on (ops/game_clock.py), so each table's is in the entries from its snapshot's on: the log
    is read from there (the index on table and seq), not from its start. Entries that are not valid JSON
    are passed over."""
    row = db.execute(
        "SELECT max((SELECT max(CAST(json_extract(a.payload, '$.at') AS REAL)) FROM actions a "
        "WHERE a.table_id = t.id AND a.seq >= COALESCE((SELECT s.seq FROM table_snapshots s "
        "WHERE s.table_id = t.id), 0) AND json_valid(a.payload) "
        "AND json_type(a.payload, '$.at') IN ('integer', 'real'))) FROM tables t").fetchone()
    return None if row is None or row[0] is None else float(row[0])


def result_parts(db: Reader, table_ids: Iterable[int], path: str = "$.result") -> dict[int, Any]:
    """The result in force of each table (None: no confirmed result), or the part of it at JSON `path`, from
    the results index where it matches the chain: the entry it names is there with its hash, and no result
    entry follows it. A table whose index row is missing or does not match is read from its log."""
    ids = list(table_ids)
    out: dict[int, Any] = dict.fromkeys(ids)
    if not ids:
        return out
    kinds = ", ".join(f"'{k}'" for k in log.RESULT_KINDS)
    try:
        rows = db.execute(
            f"SELECT t.id, a.seq, json_extract(a.payload, ?), EXISTS (SELECT 1 FROM actions x INDEXED BY "
            f"idx_actions_table_id_kind WHERE x.table_id = t.id AND x.kind IN ({kinds}) "
            f"AND x.seq > COALESCE(a.seq, 0)) FROM tables t LEFT JOIN table_results r ON r.table_id = t.id "
            f"LEFT JOIN actions a ON a.table_id = r.table_id AND a.seq = r.seq AND a.hash = r.entry_hash "
            f"AND a.kind IN ({kinds}) WHERE t.id IN ({', '.join('?' for _ in ids)})", [path, *ids]).fetchall()
    except sqlite3.OperationalError:  # a payload damaged on disk (read-only session): every table from its log
        rows = [(t, None, None, True) for t in ids]
    decode = json.JSONDecoder().decode
    for table_id, seq, part, later in rows:
        if later:  # the fallback: the table's whole log
            entries = [a for a in log.actions(db, "table_id = ?", [table_id]) if a.kind in log.RESULT_KINDS]
            out[int(table_id)] = _at(entries[-1].payload, path) if entries else None
        elif seq is not None:
            out[int(table_id)] = decode(part) if isinstance(part, str) else part
    return out


def _at(payload: dict[str, Any], path: str) -> Any:
    value: Any = payload
    for key in path.removeprefix("$.").split("."):
        value = value.get(key) if isinstance(value, dict) else None
    return value
