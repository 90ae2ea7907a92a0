"""The append-only action log of a table, and how undo/redo resolve into the actions in force.

Undo and redo are entries too: `undo` names (by `target` = seq) the entry it reverts, `redo` the undone entry
it re-applies. Nothing is ever updated or deleted, so the log shows every slip and every second thought.
Resolution, entry by entry: an ordinary entry comes into force and clears the redo stack; `undo` takes its
target out of force and pushes it on the redo stack; `redo` pops it back into force. A confirmed result and
its corrections cannot be undone (only `correct_result` with the head referee's PIN changes a result).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from referee_app.store.chain import entry_body, entry_hash
from referee_app.store.records import Action
from referee_app.store.db import Reader

GAME_KINDS = (
    "clock_start", "clock_pause", "clock_resume", "recovery_minutes",
    "time_expired", "turn_end", "roll", "elimination", "withdrawal", "exclusion",
    "penalty", "warning", "ruling", "note", "final_state", "referee_call", "deal",
)
RESULT_KINDS = ("result_confirmed", "correction")
CONTROL_KINDS = ("undo", "redo")
ALL_KINDS = GAME_KINDS + RESULT_KINDS + CONTROL_KINDS

COLUMNS = "id, table_id, seq, kind, payload, referee, at, target, prev_hash, hash"
COLUMNS_OF_A = ", ".join(f"a.{c}" for c in COLUMNS.split(", "))  # the same, on a join's `actions a`


class Entry(Protocol):
    @property
    def seq(self) -> int: ...
    @property
    def kind(self) -> str: ...
    @property
    def target(self) -> int | None: ...


E = TypeVar("E", bound=Entry)


@dataclass(frozen=True)
class Resolution(Generic[E]):
    in_force: tuple[E, ...]
    redo_stack: tuple[E, ...]

    @property
    def undo_candidate(self) -> E | None:
        last = self.in_force[-1] if self.in_force else None
        return last if last is not None and last.kind not in RESULT_KINDS else None

    @property
    def redo_candidate(self) -> E | None:
        return self.redo_stack[-1] if self.redo_stack else None


def resolve(entries: Iterable[E]) -> Resolution[E]:
    by_seq: dict[int, E] = {}
    in_force: dict[int, E] = {}  # by seq; insertion order = log order (a redo always re-adds the newest)
    redo: list[int] = []
    for entry in entries:
        by_seq[entry.seq] = entry
        if entry.kind == "undo":
            target = _target(entry)
            del in_force[target]
            redo.append(target)
        elif entry.kind == "redo":
            target = _target(entry)
            redo.remove(target)
            in_force[target] = by_seq[target]
        else:
            in_force[entry.seq] = entry
            redo.clear()
    return Resolution(tuple(in_force.values()), tuple(by_seq[s] for s in redo))


def _target(entry: Entry) -> int:
    if entry.target is None:
        raise ValueError(f"log entry {entry.seq} ({entry.kind}) has no target")
    return entry.target


def write_entry(db: Reader, table_id: int, genesis_hash: str, kind: str, payload_json: str,
                referee: str, at: str, target: int | None) -> tuple[int, str]:
    """Insert the next entry of the table's chain; the caller holds the transaction."""
    last = db.execute("SELECT seq, hash FROM actions WHERE table_id = ? ORDER BY seq DESC LIMIT 1",
                      [table_id]).fetchone()
    seq, prev = (int(last[0]) + 1, str(last[1])) if last else (1, genesis_hash)
    digest = entry_hash(prev, entry_body(seq, kind, payload_json, referee, at, target))
    db.execute("INSERT INTO actions (table_id, seq, kind, payload, referee, at, target, prev_hash, hash) "
               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
               [table_id, seq, kind, payload_json, referee, at, target, prev, digest])
    return seq, digest


TEXT_COLUMNS = ("kind", "payload", "referee", "at", "prev_hash", "hash")
UNREADABLE = "unreadable"


def rows(db: Reader, where: str, params: Sequence[Any]) -> list[dict[str, Any]]:
    """The raw rows for checking the chain. Text is read as bytes and decoded here: bytes scribbled into an
    entry on disk pass SQLite's integrity check but are not text, and must be reported, not crash the
    reader. Such a row gets `UNREADABLE` naming its damaged columns."""
    columns = ", ".join(f"CAST({c} AS BLOB) AS {c}" if c in TEXT_COLUMNS else c for c in COLUMNS.split(", "))
    cursor = db.execute(f"SELECT {columns} FROM actions WHERE {where} ORDER BY table_id, seq", list(params))
    names = [d[0] for d in cursor.description]
    out = []
    for raw in cursor.fetchall():
        row = dict(zip(names, raw))
        damaged = []
        for column in TEXT_COLUMNS:
            value = row[column]
            if isinstance(value, bytes):
                try:
                    row[column] = value.decode("utf-8")
                except UnicodeDecodeError:
                    row[column] = value.decode("utf-8", "replace")
                    damaged.append(column)
        row[UNREADABLE] = tuple(damaged)
        out.append(row)
    return out


def actions(db: Reader, where: str, params: Sequence[Any]) -> list[Action]:
    """The same rows as `rows`, decoded (the fast path used by replays)."""
    return decoded(db.execute(f"SELECT {COLUMNS} FROM actions WHERE {where} ORDER BY table_id, seq",
                              list(params)).fetchall())


def decoded(found: Sequence[Sequence[Any]]) -> list[Action]:
    """Rows of `COLUMNS`, as actions."""
    decode = json.JSONDecoder().decode
    try:
        return [Action(r[0], r[1], r[2], r[3], decode(r[4]), r[5], r[6], r[7], r[9]) for r in found]
    except ValueError:  # a payload damaged on disk (read-only session): show the rest, mark that one
        return [Action(r[0], r[1], r[2], r[3], _payload(r[4]), r[5], r[6], r[7], r[9]) for r in found]


def _payload(text: str) -> dict[str, Any]:
    try:
        value = json.loads(text)
    except ValueError:
        return {"unreadable": text}
    return value if isinstance(value, dict) else {"unreadable": text}


