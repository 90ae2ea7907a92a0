"""Keyed seals: what an editor of the file cannot recompute without the head referee's PIN.

The plain seals (seals.py) and the hash chain (chain.py) catch slips and careless edits, but anyone holding
the file can recompute them. So each event also has a row in `event_keys`: the parameters of a key derived
from the head referee's PIN (scrypt with a salt of its own, as slow as checking the PIN; the key itself is
never stored), a check value that tells whether a PIN opens the key, and an HMAC (SHA-256) under that key
over the event's **sealed state**: its frozen rules, board and PIN hash, every table's chain head and
seats, its event records (restores, renames, dice, deck) and its players' names, at the moment of sealing.

The state is sealed again at every act that takes the PIN (a correction, a PIN change, a restore, a
takeover, the outcome changes of ops) and, while this program run holds the key (after such an act), at
every backup (every few minutes and at close). Normal play never needs the PIN. Every PIN act first checks
the keyed seal (`problems`), so a replaced PIN hash or a log cut below the sealed heads is refused as
tampering instead of accepted, and `referee-app db verify --pin` runs the same check. A file from before
keyed seals (or an imported event) has a pending row: its first PIN entry keys it.
"""

from __future__ import annotations

import hashlib
import hmac
import json
from collections import Counter
from typing import Any

from referee_app.store.chain import canonical_json, sha256_hex
from referee_app.store.db import Reader
from referee_app.store.pin import derive_key, new_key_kdf, verify_pin
from referee_app.store.said import Said
from referee_app.store.seals import EVENT_FIELDS

RESTORE, RENAMED = "restore", "player_renamed"
KEYED, PENDING, MISSING = "keyed", "pending", "missing"
HELD, NOT_OPENED, BROKEN = "held", "not opened", "broken"  # what `db verify --pin` found for an event
_WORDS = {"uuid": "identity", "ruleset_id": "ruleset", "ruleset": "ruleset", "board_id": "board",
          "board": "board", "pin_hash": "head referee PIN hash"}


def mac(key: bytes, value: object) -> str:
    return hmac.new(key, canonical_json(value).encode("utf-8"), hashlib.sha256).hexdigest()


def _check_value(key: bytes, uuid: str) -> str:
    return mac(key, {"opens": uuid})


def status(db: Reader, event_id: int) -> str:
    row = db.execute("SELECT key_check FROM event_keys WHERE event_id = ?", [event_id]).fetchone()
    return MISSING if row is None else PENDING if row[0] is None else KEYED


def add_pending(db: Reader, event_id: int) -> None:
    """An event that nobody has keyed yet (a file from before keyed seals, an import): its first PIN entry
    keys it (the caller holds the transaction)."""
    db.execute("INSERT OR REPLACE INTO event_keys (event_id, kdf) VALUES (?, ?)", [event_id, new_key_kdf()])


def opens(db: Reader, event_id: int, pin: str, held: bytes | None = None) -> bytes | None:
    """The event's key if `pin` opens it (or derives it, for a pending row); None otherwise. `held`: the key
    this run already derived (after a PIN act), used without the slow derivation when it still opens."""
    row = db.execute("SELECT e.uuid, k.kdf, k.key_check FROM events e JOIN event_keys k ON k.event_id = e.id "
                     "WHERE e.id = ?", [event_id]).fetchone()
    if row is None:
        return None
    if held is not None and row[2] is not None and hmac.compare_digest(_check_value(held, str(row[0])), str(row[2])):
        return held
    key = derive_key(pin, str(row[1]))
    if row[2] is not None and not hmac.compare_digest(_check_value(key, str(row[0])), str(row[2])):
        return None
    return key


def new_key(pin: str) -> tuple[str, bytes]:
    """Fresh parameters and the key they give for `pin` (a new event, a new PIN)."""
    kdf = new_key_kdf()
    return kdf, derive_key(pin, kdf)


def state(db: Reader, event_id: int) -> dict[str, Any]:
    """What the keyed seal covers, without row ids of tables or records (JSON-ready)."""
    row = db.execute(f"SELECT {', '.join(EVENT_FIELDS)} FROM events WHERE id = ?", [event_id]).fetchone()
    seats: dict[int, list[list[Any]]] = {}
    for table_id, seat, player_id, colour in db.execute(
            "SELECT s.table_id, s.seat, s.player_id, s.colour FROM seats s JOIN tables t ON t.id = s.table_id "
            "JOIN rounds r ON r.id = t.round_id WHERE r.event_id = ? ORDER BY s.table_id, s.seat", [event_id]):
        seats.setdefault(int(table_id), []).append([seat, player_id, colour])
    tables: dict[str, list[Any]] = {}
    for table_id, rnd, tbl, seq, digest in db.execute(
            "SELECT t.id, r.number, t.number, h.seq, h.hash FROM tables t JOIN rounds r ON r.id = t.round_id "
            "LEFT JOIN actions h ON h.id = (SELECT id FROM actions WHERE table_id = t.id ORDER BY seq DESC LIMIT 1) "
            "WHERE r.event_id = ?", [event_id]).fetchall():
        tables[f"{rnd}|{tbl}"] = [int(seq or 0), str(digest or ""), seats.get(int(table_id), [])]
    records = [[str(kind), str(at), sha256_hex(str(payload).encode("utf-8"))] for kind, at, payload in db.execute(
        "SELECT kind, at, payload FROM event_records WHERE event_id = ? ORDER BY id", [event_id])]
    players = {str(pid): str(name) for pid, name in db.execute(
        "SELECT id, name FROM players WHERE event_id = ?", [event_id])}
    return {"event": dict(zip(EVENT_FIELDS, row)), "tables": tables, "records": records, "players": players}


def seal(db: Reader, event_id: int, key: bytes, at: str, kdf: str | None = None) -> None:
    """Seal the event's state now under `key` (with new parameters `kdf` after a PIN change); the caller
    holds the transaction. A file still at an older schema (an import's copy being migrated, a test of an
    older version) has no keyed seals yet: migration 13 leaves its events pending."""
    if db.execute("SELECT 1 FROM sqlite_master WHERE name = 'event_keys'").fetchone() is None:
        return
    if kdf is None:
        found = db.execute("SELECT kdf FROM event_keys WHERE event_id = ?", [event_id]).fetchone()
        kdf = str(found[0]) if found is not None else new_key_kdf()
    uuid = str(db.execute("SELECT uuid FROM events WHERE id = ?", [event_id]).fetchone()[0])
    check = _check_value(key, uuid)
    text = canonical_json(state(db, event_id))
    db.execute("INSERT OR REPLACE INTO event_keys (event_id, kdf, key_check, state, seal, sealed_at) "
               "VALUES (?, ?, ?, ?, ?, ?)", [event_id, kdf, check, text, _seal_mac(key, kdf, check, text, at), at])


def _seal_mac(key: bytes, kdf: str, check: str, text: str, at: str) -> str:
    return mac(key, {"kdf": kdf, "check": check, "state": text, "at": at})


def _sealed(db: Reader, event_id: int, key: bytes) -> tuple[dict[str, Any], str] | Said:
    row = db.execute("SELECT kdf, key_check, state, seal, sealed_at FROM event_keys WHERE event_id = ?",
                     [event_id]).fetchone()
    if row is None:
        return Said("its keyed seal is gone (removed outside the program)", "key_missing")
    kdf, check, text, sealed, at = (str(x) if x is not None else "" for x in row)
    if not hmac.compare_digest(_seal_mac(key, kdf, check, text, at), sealed):
        return Said("its keyed seal does not hold: the sealed record was changed outside the program", "key_changed")
    return json.loads(text), at


def trusted_restores(db: Reader, event_id: int, key: bytes) -> set[str]:
    """The times of the event's restore records that the keyed seal covers (the others were not written with
    the PIN and must not switch off the backups' anchors)."""
    sealed = _sealed(db, event_id, key)
    if isinstance(sealed, Said):
        return set()
    return {at for kind, at, _ in sealed[0]["records"] if kind == RESTORE}


def problems(db: Reader, event_id: int, key: bytes) -> list[Said]:
    """Every way the event differs from its keyed seal (empty: it holds), for a key that opens it."""
    sealed = _sealed(db, event_id, key)
    if isinstance(sealed, Said):
        return [sealed]
    then, at = sealed
    now = state(db, event_id)
    out = [Said(f"its {_WORDS[f]} was changed outside the program (sealed at {at})", "key_event_changed",
                field=f, at=at) for f in EVENT_FIELDS if then["event"].get(f) != now["event"].get(f)]
    for where, (seq, digest, seats) in sorted(then["tables"].items()):
        out.extend(_table_problems(db, event_id, where, int(seq), str(digest), seats, now["tables"].get(where), at))
    have = Counter(tuple(r) for r in now["records"])
    for record in then["records"]:
        if have[tuple(record)] <= 0:
            out.append(Said(f"its {record[0]} record of {record[1]} was removed or changed (sealed at {at})",
                            "key_record_gone", kind=record[0], when=record[1], at=at))
        have[tuple(record)] -= 1
    sealed_restores = {r[1] for r in then["records"] if r[0] == RESTORE}
    for kind, when, _ in now["records"]:
        if kind == RESTORE and when not in sealed_restores:
            out.append(Said(f"its restore record of {when} was not written with the PIN", "key_fake_restore",
                            when=when))
    out.extend(_name_problems(db, event_id, then["players"], now["players"], at))
    return out


def _table_problems(db: Reader, event_id: int, where: str, seq: int, digest: str, seats: list[Any],
                    live: list[Any] | None, at: str) -> list[Said]:
    rnd, tbl = (int(x) for x in where.split("|"))
    if not seq:  # nobody had played there yet: the round may still be taken back, its seats redrawn
        return []
    if live is None:
        return [Said(f"round {rnd}, table {tbl} is gone (it had {seq} entries, sealed at {at})", "key_table_gone",
                     round=rnd, table=tbl, entries=seq, at=at)]
    out = []
    found = db.execute("SELECT a.hash FROM actions a JOIN tables t ON t.id = a.table_id JOIN rounds r ON "
                       "r.id = t.round_id WHERE r.event_id = ? AND r.number = ? AND t.number = ? AND a.seq = ?",
                       [event_id, rnd, tbl, seq]).fetchone()
    if found is None:
        first = int(live[0]) + 1
        which = f"entry {seq} was" if first == seq else f"entries {first} to {seq} were"
        out.append(Said(f"round {rnd}, table {tbl}: {which} removed (sealed at {at})", "key_log_cut",
                        round=rnd, table=tbl, first=first, last=seq, at=at))
    elif str(found[0]) != digest:
        out.append(Said(f"round {rnd}, table {tbl}: entry {seq} was rewritten (sealed at {at})",
                        "key_log_rewritten", round=rnd, table=tbl, seq=seq, at=at))
    if live[2] != seats:
        out.append(Said(f"round {rnd}, table {tbl}: who sat where was changed (sealed at {at})", "key_seats",
                        round=rnd, table=tbl, at=at))
    return out


def _name_problems(db: Reader, event_id: int, then: dict[str, str], now: dict[str, str], at: str) -> list[Said]:
    renamed: dict[str, str] = {}
    for (payload,) in db.execute("SELECT payload FROM event_records WHERE event_id = ? AND kind = ? AND at > ? "
                                 "ORDER BY id", [event_id, RENAMED, at]):
        try:
            data = json.loads(payload)
            renamed[str(data["player_id"])] = str(data["to"])
        except (ValueError, KeyError, TypeError):
            continue
    out = []
    for pid, name in sorted(then.items()):
        current = now.get(pid)
        if current is not None and current != name and renamed.get(pid) != current:
            out.append(Said(f"player {name!r} is now called {current!r} with no rename logged (sealed at {at})",
                            "key_name", before=name, after=current, at=at))
    return out


def check_with_pin(db: Reader, event_id: int, pin: str, pin_hash: str) -> tuple[str, list[Said], bytes | None]:
    """(HELD | PENDING | NOT_OPENED | BROKEN, the problems, the key) of one event under `pin`."""
    right = verify_pin(pin, pin_hash)
    found = status(db, event_id)
    if found == MISSING:
        return BROKEN, [Said("its keyed seal is gone (removed outside the program)", "key_missing")], None
    if found == PENDING:
        return (PENDING if right else NOT_OPENED), [], None
    key = opens(db, event_id, pin)
    if key is None:
        if not right:
            return NOT_OPENED, [], None
        return BROKEN, [Said("its head referee PIN hash was replaced: the PIN it names does not open its keyed seal",
                             "key_pin_swapped")], None
    out = problems(db, event_id, key)
    if not right:
        out.insert(0, Said("its head referee PIN hash was replaced: the PIN that opens its keyed seal is not the one "
                           "the hash names", "key_pin_replaced"))
    return (BROKEN if out else HELD), out, key
