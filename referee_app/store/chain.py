"""The hash chain over each table's action log.

Every entry's hash is SHA-256 of the previous entry's hash and the entry's canonical JSON (sorted keys, no
spaces, UTF-8). The first entry links to a genesis hash derived from the event's uuid and the round and
table numbers, so a chain stays valid when an event is exported and imported (row ids change, these don't)
and an entry cannot be moved to another table unnoticed. Editing, deleting or reordering an entry breaks
the link at that entry or the next one.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from referee_app.store.said import Said
import hashlib


def canonical_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def sha256_hex(data: bytes) -> str:

    return hashlib.sha256(data).hexdigest()


def genesis(event_uuid: str, round_number: int, table_number: int) -> str:
    seed = f"referee-app|{event_uuid}|round {round_number}|table {table_number}"
    return sha256_hex(seed.encode("utf-8"))


def entry_body(seq: int, kind: str, payload_json: str, referee: str, at: str, target: int | None) -> str:
    # payload_json is already canonical; embedding it as text keeps the body independent of re-parsing.
    return canonical_json({"seq": seq, "kind": kind, "payload": payload_json, "referee": referee, "at": at,
                           "target": target})


def entry_hash(prev_hash: str, body: str) -> str:
    return sha256_hex(f"{prev_hash}\n{body}".encode())


@dataclass(frozen=True)
class BrokenLink:
    """The first entry of a table whose chain does not hold, and why."""
    table_id: int
    seq: int
    action_id: int
    reason: str


@dataclass(frozen=True)
class ChainReport:
    tables_checked: int
    entries_checked: int
    broken: tuple[BrokenLink, ...]
    events_broken: tuple[tuple[int, str], ...] = ()  # (event id, reason): its sealed rules or PIN changed
    # (event id, what the keyed check found: keys.HELD, PENDING, NOT_OPENED); empty when no PIN was given
    keyed: tuple[tuple[int, str], ...] = ()

    @property
    def ok(self) -> bool:
        return not self.broken and not self.events_broken

    @property
    def first_broken(self) -> BrokenLink | None:
        return self.broken[0] if self.broken else None


def first_break(table_id: int, start: str, rows: Iterable[dict[str, Any]]) -> tuple[int, BrokenLink | None]:
    """Walk one table's rows (ordered by seq); return how many were checked and the first broken link."""
    prev = start
    count = 0
    for count, row in enumerate(rows, start=1):
        reason = _link_problem(count, prev, row)
        if reason:
            return count, BrokenLink(table_id, int(row["seq"]), int(row["id"]), reason)
        prev = row["hash"]
    return count, None


def _link_problem(expected_seq: int, prev: str, row: dict[str, Any]) -> str:
    if row.get("unreadable"):
        columns = tuple(row["unreadable"])
        return Said(f"its {', '.join(columns)} holds bytes that are not text (the file is damaged on disk)",
                    "unreadable", columns=columns)
    if row["seq"] != expected_seq:
        return Said(f"expected entry {expected_seq}, found entry {row['seq']} (entries missing or reordered)",
                    "out_of_order", expected=expected_seq, found=int(row["seq"]))
    if row["prev_hash"] != prev:
        return Said("does not link to the previous entry (an earlier entry was changed or removed)", "unlinked")
    body = entry_body(row["seq"], row["kind"], row["payload"], row["referee"], row["at"], row["target"])
    if entry_hash(prev, body) != row["hash"]:
        return Said("its content does not match its hash (the entry was changed)", "changed")
    return ""
