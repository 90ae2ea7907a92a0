"""Table snapshots and the results index: the rows kept beside the log so that reading a table's state or an
event's results does not read every log entry. The log stays the truth: each row names the entry it was made
with (seq and hash), and a row that does not match the chain is not used (docs/store.md, *Table snapshots*).

- `table_snapshots`: one row per table, the folded state (text of rules/table/snapshot.py) after entry `seq`,
  written in the transaction that wrote that entry; `digest` is the SHA-256 of the entry's hash, the engine
  that folded it and the state, so a row changed on disk, a row of another engine or a row left behind by
  a different entry reads as no snapshot. `at` is the entry's game time (its payload's `at`), so a start
  finds the latest game time without reading the entries (`latest_time`).
- `table_results`: one row per table with a confirmed result, naming the entry in force (the confirmation
  or the latest correction), written in that entry's transaction, with what the standings count of its
  ranking (`ranking`: each row's `COUNTED` fields) and a `digest` of the entry's hash and that text, so the
  standings read no log entry; a row whose text was changed on disk reads as no row.

The raw SQL that reads them lives here, in one place.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from referee_app.store import log
from referee_app.store.chain import BrokenLink, canonical_json, sha256_hex
from referee_app.store.db import Reader
from referee_app.store.records import Action
from referee_app.store.said import Said

# What the standings count of a ranking row (ops/confirmed_result.py, `ConfirmedResult.game_results`): the
# results index keeps these fields of each row; the rest stays in the entry.
COUNTED = ("name", "seat", "place", "points", "objective_points", "outside_points")
RANKING = "ranking"  # what the text of a results index row is, in its digest


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
    """The SHA-256 binding a kept text to the entry it was made with (and what made it: an engine's name, or
    `RANKING` for a results index row)."""
    return sha256_hex(f"{entry_hash}\n{engine}\n{state}".encode())


def put(db: Reader, table_id: int, seq: int, entry_hash: str, engine: str, state: str, at: float | None) -> None:
    """Keep the state after entry `seq` with that entry's game time `at` (`game_time` of its payload), in the
    caller's transaction, the one that wrote the entry."""
    db.execute("INSERT INTO table_snapshots (table_id, seq, engine, state, digest, at) VALUES (?, ?, ?, ?, ?, ?) "
               "ON CONFLICT(table_id) DO UPDATE SET seq = excluded.seq, engine = excluded.engine, "
               "state = excluded.state, digest = excluded.digest, at = excluded.at",
               [table_id, seq, engine, state, digest(entry_hash, engine, state), at])


def game_time(payload: Mapping[str, Any]) -> float | None:
    """An entry's game time (epoch seconds, its payload's `at`), None when it has none."""
    at = payload.get("at")
    return float(at) if isinstance(at, (int, float)) and not isinstance(at, bool) else None


def put_result(db: Reader, table_id: int, seq: int, entry_hash: str, payload: str) -> None:
    """Name the result entry `seq` (its `payload` text) as the table's result in force, with what the standings
    count of its ranking (in the caller's transaction, the one that wrote the entry)."""
    ranking = ranking_text(payload)
    db.execute("INSERT INTO table_results (table_id, seq, entry_hash, ranking, digest) VALUES (?, ?, ?, ?, ?) "
               "ON CONFLICT(table_id) DO UPDATE SET seq = excluded.seq, entry_hash = excluded.entry_hash, "
               "ranking = excluded.ranking, digest = excluded.digest",
               [table_id, seq, entry_hash, ranking, None if ranking is None else digest(entry_hash, RANKING, ranking)])


def index_results(db: Reader, table_ids: Iterable[int]) -> None:
    """Fill the results index of `table_ids` from their logs (each one's latest result entry): tables whose
    logs were copied in under new row ids (an event imported or exported)."""
    for table_id in table_ids:
        row = db.execute(f"SELECT seq, hash, payload FROM actions WHERE table_id = ? AND kind IN ({_KINDS}) "
                         "ORDER BY seq DESC LIMIT 1", [table_id]).fetchone()
        if row is not None:
            put_result(db, table_id, int(row[0]), str(row[1]), str(row[2]))


def ranking_text(payload: str) -> str | None:
    """The results index's text for a result entry's payload: its ranking rows cut to `COUNTED`, canonical
    JSON; None when the payload holds no ranking list (the row is then left empty and the log is read)."""
    try:
        rows = json.loads(payload)["result"]["ranking"]
    except (ValueError, KeyError, TypeError):
        return None
    return canonical_json(_counted(rows)) if isinstance(rows, list) else None


def _counted(rows: Any) -> Any:
    """A ranking cut to what the standings count; anything that is not rows of objects is kept as it is, so
    the one reader of a ranking (ConfirmedResult) refuses it as it would the whole one."""
    if not isinstance(rows, list):
        return rows
    return [{k: row[k] for k in COUNTED if k in row} if isinstance(row, dict) else row for row in rows]


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


# The game time of the entries `a`, where their payload has one (entries that are not valid JSON: none).
_TIME = ("CASE WHEN json_valid(a.payload) AND json_type(a.payload, '$.at') IN ('integer', 'real') "
         "THEN CAST(json_extract(a.payload, '$.at') AS REAL) END")
_GAME_KINDS = ", ".join(f"'{k}'" for k in log.GAME_KINDS)


def latest_time(db: Reader) -> float | None:
    """The latest game time in any table's log (epoch seconds), None when no entry has one. The game time
    only moves on (ops/game_clock.py), so a table's latest is its snapshot's (`at`: the game time of the
    entry it was made with) or in the entries after it that can carry one (the game kinds: a result, an
    undo or a redo has none); a table without a snapshot time is read from its whole log. No entry is read
    but those after the snapshots (none, as a rule) and the one whose time wins, checked against the log:
    a snapshot time that is not its entry's is passed over for its table's whole log."""
    latest = db.execute(
        f"SELECT max({_TIME}) FROM tables t CROSS JOIN actions a INDEXED BY idx_actions_table_id_seq "
        f"ON a.table_id = t.id AND a.seq > COALESCE((SELECT s.seq FROM table_snapshots s WHERE s.table_id = t.id "
        f"AND s.at IS NOT NULL), 0) AND a.kind IN ({_GAME_KINDS})").fetchone()[0]
    # The snapshots' times, latest first, from their index (m015): as a rule only the first is looked at.
    for table_id, seq, at in db.execute("SELECT table_id, seq, at FROM table_snapshots INDEXED BY "
                                        "idx_table_snapshots_at WHERE at IS NOT NULL ORDER BY at DESC"):
        if latest is not None and at <= latest:
            break
        if _time_of(db, "a.table_id = ? AND a.seq = ?", [table_id, seq]) == at:
            return float(at)
        whole = _time_of(db, f"a.table_id = ? AND a.kind IN ({_GAME_KINDS})", [table_id])
        latest = whole if latest is None or (whole is not None and whole > latest) else latest
    return None if latest is None else float(latest)


def _time_of(db: Reader, where: str, params: list[Any]) -> float | None:
    """The latest game time of the entries `where` picks (on `actions a`)."""
    value = db.execute(f"SELECT max({_TIME}) FROM actions a WHERE {where}", params).fetchone()[0]
    return None if value is None else float(value)


_KINDS = ", ".join(f"'{k}'" for k in log.RESULT_KINDS)
# The result entry a results index row `r` names, when the log has it with that hash, and whether a result
# entry of table `t` follows it (or any, when the row names none): probes of the log's index of its result
# entries (m014), which holds (table_id, seq, hash), so neither reads a log entry.
_NAMED = (f"LEFT JOIN actions a INDEXED BY idx_actions_results ON a.table_id = r.table_id AND a.seq = r.seq "
          f"AND a.hash = r.entry_hash AND a.kind IN ({_KINDS})")
_LATER = (f"EXISTS (SELECT 1 FROM actions x INDEXED BY idx_actions_results WHERE x.table_id = t.id "
          f"AND x.kind IN ({_KINDS}) AND x.seq > COALESCE(a.seq, 0))")


@dataclass(frozen=True)
class Ranked:
    """A confirmed table's ranking in force as the standings count it: its rows cut to `COUNTED`, as stored
    (ops' ConfirmedResult is their one reader)."""
    table_id: int
    round: int  # the round's number
    table: int  # the table's number
    rows: Any


_RANKINGS = (f"SELECT t.id, rd.number, t.number, CAST(r.ranking AS BLOB), r.digest, a.hash, {_LATER} "
             f"FROM tables t JOIN rounds rd ON rd.id = t.round_id LEFT JOIN table_results r ON r.table_id = t.id "
             f"{_NAMED} WHERE ")


def rankings(db: Reader, where: str, params: list[Any]) -> list[Ranked]:
    """The confirmed tables `where` (on `tables t` and `rounds rd`) picks, in round and table order, with
    their rankings, in one query of the results index: a row is used when the entry it names is there with
    its hash, no result entry follows it and its text matches its digest. Any other table's ranking is
    read from the log (`result_parts`) and cut the same way."""
    held: dict[int, Any] = {}
    numbers: dict[int, tuple[int, int]] = {}
    from_log = []
    for table_id, rnd, number, raw, kept, entry_hash, later in db.execute(
            _RANKINGS + where + " ORDER BY rd.number, t.number", params):
        numbers[table_id] = (int(rnd), int(number))
        text = _text(raw)
        if entry_hash is not None and not later and text is not None and kept == digest(entry_hash, RANKING, text):
            held[table_id] = json.loads(text)
        elif entry_hash is not None or later:
            from_log.append(int(table_id))
    for table_id, ranking in result_parts(db, from_log, "$.result.ranking").items():
        if ranking is not None:
            held[table_id] = _counted(ranking)
    return [Ranked(t, *numbers[t], held[t]) for t in numbers if t in held]


def _text(raw: bytes | None) -> str | None:
    """A row's text read as bytes: None when there is none, or it is not text (damaged on disk)."""
    try:
        return None if raw is None else raw.decode()
    except UnicodeDecodeError:
        return None


def broken_result_row(db: Reader, table_id: int) -> BrokenLink | None:
    """A results index row that `rankings` would use (it names an entry there with its hash and its text
    matches its digest) but whose ranking is not the one that entry holds: written outside the program,
    with the public digest recomputed. None when the table's row is sound or would not be used."""
    row = db.execute(f"SELECT r.seq, r.ranking, r.digest, a.id, a.hash, a.payload FROM table_results r {_NAMED} "
                     "WHERE r.table_id = ? AND a.id IS NOT NULL", [table_id]).fetchone()
    if row is None:
        return None
    seq, text, kept, action_id, entry_hash, payload = row
    if not isinstance(text, str) or kept != digest(entry_hash, RANKING, text) or text == ranking_text(payload):
        return None
    return BrokenLink(table_id, int(seq), int(action_id), Said(
        "its ranking in the results index is not the one its result entry holds (changed outside the program)",
        "results_index"))


def result_parts(db: Reader, table_ids: Iterable[int], path: str = "$.result") -> dict[int, Any]:
    """The result in force of each table (None: no confirmed result), or the part of it at JSON `path`, from
    the results index where it matches the chain: the entry it names is there with its hash, and no result
    entry follows it. A table whose index row is missing or does not match is read from its log."""
    ids = list(table_ids)
    out: dict[int, Any] = dict.fromkeys(ids)
    if not ids:
        return out
    try:
        rows = db.execute(
            f"SELECT t.id, a.seq, json_extract(a.payload, ?), {_LATER} FROM tables t "
            f"LEFT JOIN table_results r ON r.table_id = t.id {_NAMED} "
            f"WHERE t.id IN ({', '.join('?' for _ in ids)})", [path, *ids]).fetchall()
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
