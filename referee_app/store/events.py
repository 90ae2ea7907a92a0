"""Events, rounds (with their phase), tables and seats. Callers hold the transaction."""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from typing import Any

from sqlite_utils import Database

from referee_app.rules.errors import InputError
from referee_app.store import keys, seals
from referee_app.store import validate as v
from referee_app.store.chain import canonical_json
from referee_app.store.db import Reader, insert, rows
from referee_app.store.pin import check_new_pin, hash_pin
from referee_app.store.records import Event, Round, Seat, Table
from referee_app.rules.board import Board
from referee_app.rules.ruleset import Ruleset
import uuid

PHASES = ("qualifier", "quarterfinal", "semifinal", "final")
MIN_SEATS, MAX_SEATS = 2, 6


def now() -> str:
    return dt.datetime.now(dt.UTC).isoformat(timespec="microseconds")


def insert_event(db: Database, name: Any, date: Any, venue: Any, ruleset: Any, board: Any,
                 head_pin: Any) -> int:

    if not isinstance(ruleset, Ruleset):
        raise InputError("ruleset", "expected a Ruleset (referee_app.rules.ruleset)")
    if not isinstance(board, Board):
        raise InputError("board", "expected a Board (referee_app.rules.board)")

    row = {"uuid": str(uuid.uuid4()), "name": v.text("name", name), "date": v.iso_date("date", date),
           "venue": v.text("venue", venue, required=False), "ruleset_id": ruleset.id,
           "ruleset": canonical_json(ruleset.to_dict()), "board_id": board.id,
           "board": canonical_json(board.to_dict()), "pin_hash": hash_pin(check_new_pin("head_pin", head_pin)),
           "created_at": now()}
    event_id = insert(db, "events", row)
    seals.seal_event(db, event_id)
    kdf, key = keys.new_key(head_pin)
    keys.seal(db, event_id, key, row["created_at"], kdf)
    return event_id


def get_event(db: Reader, event_id: Any) -> Event:
    v.row_id("event_id", event_id)
    found = rows(db, "SELECT * FROM events WHERE id = ?", [event_id])
    if not found:
        raise InputError("event_id", f"no event {event_id}")
    return Event.from_row(found[0])


def insert_round(db: Database, event_id: Any, number: Any, phase: Any) -> int:
    get_event(db, event_id)
    v.positive_int("number", number)
    if phase not in PHASES:
        raise InputError("phase", f"expected one of {', '.join(PHASES)}, got {phase!r}")
    if db.execute("SELECT 1 FROM rounds WHERE event_id = ? AND number = ?", [event_id, number]).fetchone():
        raise InputError("number", f"round {number} already exists in this event")
    return insert(db, "rounds", {"event_id": event_id, "number": number, "phase": phase})


def get_round(db: Reader, round_id: Any) -> Round:
    v.row_id("round_id", round_id)
    row = db.execute("SELECT id, event_id, number, phase FROM rounds WHERE id = ?", [round_id]).fetchone()
    if row is None:
        raise InputError("round_id", f"no round {round_id}")
    return Round(*row)


def insert_table(db: Database, round_id: Any, number: Any,
                 seats: Sequence[tuple[int, str]]) -> int:
    rnd = get_round(db, round_id)
    v.positive_int("number", number)
    if db.execute("SELECT 1 FROM tables WHERE round_id = ? AND number = ?", [round_id, number]).fetchone():
        raise InputError("number", f"table {number} already exists in round {rnd.number}")
    checked = _check_seats(db, rnd, seats)
    table_id = insert(db, "tables", {"round_id": round_id, "number": number})
    db.table("seats").insert_all([{"table_id": table_id, "seat": i, "player_id": pid, "colour": colour}
                            for i, (pid, colour) in enumerate(checked, start=1)])
    seals.seal_table(db, table_id)
    return table_id


def _check_seats(db: Reader, rnd: Round, seats: Any) -> list[tuple[int, str]]:
    if not isinstance(seats, Sequence) or isinstance(seats, str):
        raise InputError("seats", "expected a list of (player_id, colour), seat 1 first")
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise InputError("seats", f"a table seats {MIN_SEATS} to {MAX_SEATS} players, got {len(seats)}")
    out: list[tuple[int, str]] = []
    for i, seat in enumerate(seats):
        field = f"seats[{i}]"
        if not isinstance(seat, Sequence) or isinstance(seat, str) or len(seat) != 2:
            raise InputError(field, "expected (player_id, colour)")
        pid = v.row_id(f"{field}.player_id", seat[0])
        colour = v.text(f"{field}.colour", seat[1], max_len=30).lower()
        owner = db.execute("SELECT event_id FROM players WHERE id = ?", [pid]).fetchone()
        if owner is None or owner[0] != rnd.event_id:
            raise InputError(f"{field}.player_id", f"no player {pid} in this event")
        if any(pid == p for p, _ in out):
            raise InputError(f"{field}.player_id", f"player {pid} is seated twice")
        if any(colour == c for _, c in out):
            raise InputError(f"{field}.colour", f"colour {colour!r} is taken at this table")
        busy = db.execute("SELECT t.number FROM seats s JOIN tables t ON t.id = s.table_id "
                          "WHERE t.round_id = ? AND s.player_id = ?", [rnd.id, pid]).fetchone()
        if busy:
            raise InputError(f"{field}.player_id", f"player {pid} already sits at table {busy[0]} this round")
        out.append((pid, colour))
    return out


def get_table(db: Reader, table_id: Any) -> Table:
    v.row_id("table_id", table_id)
    row = db.execute("SELECT id, round_id, number FROM tables WHERE id = ?", [table_id]).fetchone()
    if row is None:
        raise InputError("table_id", f"no table {table_id}")
    seats = tuple(Seat(*r) for r in db.execute(
        "SELECT seat, player_id, colour FROM seats WHERE table_id = ? ORDER BY seat", [table_id]))
    return Table(row[0], row[1], row[2], seats)


def round_tables(db: Reader, round_id: int) -> list[Table]:
    """Every table of a round with its seats, in two queries (80 tables are asked for at every hall refresh)."""
    return _tables(db, "t.round_id = ?", round_id)


def seat_names(db: Reader, event_id: int) -> dict[int, dict[int, str]]:
    """{table id: {seat: the name of the player sitting there, as it is now}} for every table of an event,
    in one query (the standings: a player renamed later keeps the places of his seats)."""
    out: dict[int, dict[int, str]] = {}
    for table_id, seat, name in db.execute(
            "SELECT s.table_id, s.seat, p.name FROM seats s JOIN players p ON p.id = s.player_id "
            "WHERE s.table_id IN (SELECT t.id FROM tables t JOIN rounds r ON r.id = t.round_id "
            "WHERE r.event_id = ?)", [event_id]):
        out.setdefault(table_id, {})[seat] = name
    return out


def _tables(db: Reader, where: str, value: int) -> list[Table]:
    seats: dict[int, list[Seat]] = {}
    for table_id, seat, player_id, colour in db.execute(
            "SELECT s.table_id, s.seat, s.player_id, s.colour FROM seats s JOIN tables t ON t.id = s.table_id "
            f"WHERE {where} ORDER BY s.table_id, s.seat", [value]):
        seats.setdefault(table_id, []).append(Seat(seat, player_id, colour))
    return [Table(r[0], r[1], r[2], tuple(seats.get(r[0], ()))) for r in db.execute(
        "SELECT t.id, t.round_id, t.number FROM tables t JOIN rounds r ON r.id = t.round_id "
        f"WHERE {where} ORDER BY r.number, t.number", [value])]


def latest_round_table(db: Reader, event_id: int, number: int) -> tuple[Round, int | None] | None:
    """The event's latest round and the id of its table `number` (None when the round has no such table), or
    None when no round is drawn: one indexed query, whatever the size of the hall (a phone names its table
    at every request)."""
    row = db.execute("SELECT r.id, r.event_id, r.number, r.phase, t.id FROM rounds r LEFT JOIN tables t "
                     "ON t.round_id = r.id AND t.number = ? WHERE r.event_id = ? ORDER BY r.number DESC LIMIT 1",
                     [number, event_id]).fetchone()
    return None if row is None else (Round(*row[:4]), None if row[4] is None else int(row[4]))


def table_ids(db: Reader, round_id: int) -> list[int]:
    return [int(r[0]) for r in db.execute("SELECT id FROM tables WHERE round_id = ? ORDER BY number",
                                          [round_id])]


def chain_origin(db: Reader, table_id: int) -> tuple[str, int, int, int]:
    """(event uuid, round number, table number, event id) that seed a table's hash chain."""
    row = db.execute("SELECT e.uuid, r.number, t.number, e.id FROM tables t JOIN rounds r ON r.id = t.round_id "
                     "JOIN events e ON e.id = r.event_id WHERE t.id = ?", [table_id]).fetchone()
    if row is None:
        raise InputError("table_id", f"no table {table_id}")
    return str(row[0]), int(row[1]), int(row[2]), int(row[3])
