"""The players of an event: the display name, club and draw facts, and the circuit's identity fields."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlite_utils import Database

from referee_app.rules.errors import InputError
from referee_app.store import validate as v
from referee_app.store.db import Reader, insert, rows
from referee_app.store.records import IDENTITY, Player


def player_row(event_id: int, name: Any, club: Any = "", region: Any = "", team: Any = "",
               band: Any = None, present: Any = True, identity: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """A players row; `identity` = the circuit's fields (records.IDENTITY), each "" when missing; without
    it the row leaves them out (their default on insert, unchanged on update)."""
    base = {"event_id": event_id, "name": v.text("name", name), "club": v.text("club", club, required=False),
            "region": v.text("region", region, required=False), "team": v.text("team", team, required=False),
            "band": v.optional_positive_int("band", band), "present": int(v.flag("present", present))}
    if identity is None:
        return base
    extra = dict(identity)
    unknown = set(extra) - set(IDENTITY)
    if unknown:
        raise InputError(sorted(unknown)[0], "not a player field")
    circuit = {f: v.text(f, extra.get(f, ""), required=False) for f in IDENTITY}
    if circuit["birth_date"]:
        circuit["birth_date"] = v.iso_date("birth_date", circuit["birth_date"])
    return {**base, **circuit}


def identity_of(player: Player) -> dict[str, str]:
    return {f: str(getattr(player, f)) for f in IDENTITY}


def insert_players(db: Database, rows: list[dict[str, Any]]) -> list[int]:
    return [insert(db, "players", row) for row in rows]


def set_present(db: Reader, player_id: Any, present: Any) -> None:
    v.row_id("player_id", player_id)
    flag = v.flag("present", present)
    if db.execute("UPDATE players SET present = ? WHERE id = ?", [int(flag), player_id]).rowcount != 1:
        raise InputError("player_id", f"no player {player_id}")


def list_players(db: Reader, event_id: int) -> list[Player]:
    return [Player.from_row(r) for r in rows(db, "SELECT * FROM players WHERE event_id = ? ORDER BY id", [event_id])]


def player_names(db: Reader, event_id: int) -> dict[int, str]:
    """The event's players' display names by id: what a tile or a table's seats show, without the rest."""
    return dict(db.execute("SELECT id, name FROM players WHERE event_id = ? ORDER BY id", [event_id]).fetchall())


def get_player(db: Reader, player_id: Any) -> Player:
    v.row_id("player_id", player_id)
    found = rows(db, "SELECT * FROM players WHERE id = ?", [player_id])
    if not found:
        raise InputError("player_id", f"no player {player_id}")
    return Player.from_row(found[0])
