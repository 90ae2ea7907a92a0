"""What the store hands back: frozen snapshots of rows, never live cursors."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from referee_app.rules.ruleset import ruleset_from_dict
from referee_app.rules.board import board_from_dict

if TYPE_CHECKING:
    from referee_app.rules.board import Board
    from referee_app.rules.ruleset import Ruleset


@dataclass(frozen=True)
class Event:
    id: int
    uuid: str
    name: str
    date: str
    venue: str
    ruleset_id: str
    ruleset_data: dict[str, Any] = field(repr=False)
    board_data: dict[str, Any] = field(repr=False)
    # what the national circuit's workbook asks (ops/circuit.py): "" / 0 / () while not given
    organiser: str = ""
    tournament_type: str = ""
    declared_rounds: int = 0
    round_dates: tuple[str, ...] = ()  # ISO, round 1 first

    def ruleset(self) -> Ruleset:
        """The ruleset as frozen at creation (later edits of the built-in profiles do not leak in)."""

        return ruleset_from_dict(self.ruleset_data)

    def board(self) -> Board:

        return board_from_dict(self.board_data)

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Event:
        return cls(row["id"], row["uuid"], row["name"], row["date"], row["venue"], row["ruleset_id"],
                   json.loads(row["ruleset"]), json.loads(row["board"]), str(row.get("organiser") or ""),
                   str(row.get("tournament_type") or ""), int(row.get("declared_rounds") or 0),
                   tuple(json.loads(row.get("round_dates") or "[]")))


@dataclass(frozen=True)
class Player:
    id: int
    event_id: int
    name: str
    club: str
    region: str
    team: str
    band: int | None
    present: bool
    # as the national circuit knows him (rules/people.py); the birth date is ISO, "" when not known
    first_name: str = ""
    surname: str = ""
    nickname: str = ""
    birth_date: str = ""
    national_id: str = ""

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Player:
        return cls(row["id"], row["event_id"], row["name"], row["club"], row["region"], row["team"],
                   row["band"], bool(row["present"]), *(str(row.get(f) or "") for f in IDENTITY))


IDENTITY = ("first_name", "surname", "nickname", "birth_date", "national_id")


@dataclass(frozen=True)
class Round:
    id: int
    event_id: int
    number: int
    phase: str


@dataclass(frozen=True)
class Seat:
    seat: int
    player_id: int
    colour: str


@dataclass(frozen=True)
class Table:
    id: int
    round_id: int
    number: int
    seats: tuple[Seat, ...]


@dataclass(frozen=True, order=True)
class ActionId:
    """An entry of a table's log: the table and its position (1 = first entry)."""
    table_id: int
    seq: int


@dataclass(frozen=True)
class Action:
    id: int
    table_id: int
    seq: int
    kind: str
    payload: dict[str, Any]
    referee: str
    at: str
    target: int | None
    hash: str

    @property
    def ref(self) -> ActionId:
        return ActionId(self.table_id, self.seq)

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Action:
        return cls(row["id"], row["table_id"], row["seq"], row["kind"], json.loads(row["payload"]),
                   row["referee"], row["at"], row["target"], row["hash"])


@dataclass(frozen=True)
class EventRecord:
    """An event-level record (Store.add_event_record): append-only, the latest of a kind is in force."""
    id: int
    kind: str
    payload: dict[str, Any]
    referee: str
    at: str
