"""Seals: hashes over what a table's log depends on but does not contain.

The chain covers every entry of a log, results included; a confirmed result also depends on who sat where
(a ranking row names its seat) and on the event's frozen rules, and a correction on the head referee's PIN
hash. Each event row carries `seal` = SHA-256 of its uuid, rules, board and PIN hash; each table row
carries `seal` = SHA-256 of its chain origin and its seats. The program rewrites a seal only where it
legitimately changes what is sealed (a new PIN, a new seat order before play, an import under new row ids);
an edit made with any other tool leaves a seal that no longer matches, which `verify_chain` reports.
"""

from __future__ import annotations

from referee_app.store.chain import BrokenLink, canonical_json, genesis, sha256_hex
from referee_app.store.said import Said
from referee_app.store.db import Reader

EVENT_FIELDS = ("uuid", "ruleset_id", "ruleset", "board_id", "board", "pin_hash")


def _digest(value: object) -> str:
    return sha256_hex(canonical_json(value).encode("utf-8"))


def event_seal(db: Reader, event_id: int) -> str:
    row = db.execute(f"SELECT {', '.join(EVENT_FIELDS)} FROM events WHERE id = ?", [event_id]).fetchone()
    return _digest(dict(zip(EVENT_FIELDS, row)))


def table_seal(db: Reader, table_id: int) -> str:
    origin = db.execute("SELECT e.uuid, r.number, t.number FROM tables t JOIN rounds r ON r.id = t.round_id "
                        "JOIN events e ON e.id = r.event_id WHERE t.id = ?", [table_id]).fetchone()
    seats = [list(r) for r in db.execute("SELECT seat, player_id, colour FROM seats WHERE table_id = ? "
                                         "ORDER BY seat", [table_id])]
    return _digest({"origin": genesis(str(origin[0]), int(origin[1]), int(origin[2])), "seats": seats})


def _sealed(db: Reader, table: str) -> bool:
    # A file still at an older schema (opened with fewer migrations, e.g. by an import) has no seals yet:
    # migration 5 seals every row when it gets there.
    return any(r[1] == "seal" for r in db.execute(f"PRAGMA table_info({table})"))


def seal_event(db: Reader, event_id: int) -> None:
    """Write the event's seal (the caller holds the transaction)."""
    if not _sealed(db, "events"):
        return
    db.execute("UPDATE events SET seal = ? WHERE id = ?", [event_seal(db, event_id), event_id])


def seal_table(db: Reader, table_id: int) -> None:
    if not _sealed(db, "tables"):
        return
    db.execute("UPDATE tables SET seal = ? WHERE id = ?", [table_seal(db, table_id), table_id])


def broken_events(db: Reader, event_id: int | None = None) -> tuple[tuple[int, str], ...]:
    """(event id, reason) for each event whose rules, board or PIN hash changed outside the program."""
    where, params = ("WHERE id = ?", [event_id]) if event_id is not None else ("", [])
    out = []
    for eid, seal in db.execute(f"SELECT id, seal FROM events {where} ORDER BY id", params).fetchall():
        if seal != event_seal(db, int(eid)):
            out.append((int(eid), Said("its rules, board or head referee PIN hash were changed outside the program",
                                       "event_sealed")))
    return tuple(out)


def broken_table(db: Reader, table_id: int) -> BrokenLink | None:
    row = db.execute("SELECT seal FROM tables WHERE id = ?", [table_id]).fetchone()
    if row is None or row[0] == table_seal(db, table_id):
        return None
    return BrokenLink(table_id, 0, 0, Said("its seats (who sat where, colours) were changed outside the program",
                                           "seats_sealed"))
