"""Reading a final table state from JSON (docs/cli.md `rules score`), every error naming its field.

This only checks shapes and resolves names; what must hold across the whole table (each territory exactly
once, statuses that agree with holdings ...) is `table.check`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any, cast

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError
from referee_app.rules.final_state import STATUSES, PlayerFinal, Status, TableFinal
from referee_app.rules.objectives import ObjectiveDeck, objective_territories
from referee_app.rules.table.sheet import SheetTotals, sheet_from_dict

_KNOWN_PLAYER_KEYS = {"name", "objective", "territories", "cards", "status", "eliminated_order", "die", "sheet"}


def _whole(value: Any, field: str, minimum: int, allow_none: bool = False) -> int | None:
    if value is None and allow_none:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(field, f"expected a whole number, got {value!r}", code="not_whole", value=str(value))
    if value < minimum:
        raise InputError(field, f"must be at least {minimum}, got {value}",
                         code="below_minimum", minimum=str(minimum), value=str(value))
    return value


def _held(raw: Any, board: Board, field: str) -> dict[str, int]:
    """Territory -> armies, canonical names, each territory once, at least one army each."""
    if raw is None:
        return {}
    if not isinstance(raw, Mapping):
        raise InputError(field, f"expected an object of territory -> armies, got {raw!r}")
    held: dict[str, int] = {}
    for typed, armies in raw.items():
        key = f"{field}.{typed}"
        name = board.resolve(str(typed), key)
        if name in held:
            raise InputError(key, f'"{name}" is listed twice', code="listed_twice", name=name)
        if isinstance(armies, bool) or not isinstance(armies, int):
            raise InputError(key, f"expected a whole number of armies, got {armies!r}")
        if armies < 1:
            raise InputError(key, f'"{name}" must hold at least 1 army, got {armies}',
                             code="armies_below_1", name=name, armies=str(armies))
        held[name] = armies
    return held


def _objective(raw: Any, board: Board, deck: ObjectiveDeck | None, field: str) -> tuple[str, ...]:
    if isinstance(raw, int) and not isinstance(raw, bool):
        raw = str(raw)  # a card's number
    if isinstance(raw, str):
        if deck is None:
            raise InputError(field, f'"{raw}" looks like a card name but no deck was given; '
                                    "list the objective's territories instead")
        return deck.card(raw, field)
    return objective_territories(raw, board, field)


def _sheet(raw: Mapping[str, Any], survives: bool, field: str) -> SheetTotals:
    """A sheet-form player's totals; an eliminated player without a row has zeros. `cards` may be blank."""
    if raw.get("territories"):
        raise InputError(f"{field}.territories", "give either the sheet's totals or the territories, not both")
    if raw.get("sheet") is None:
        if survives:
            raise InputError(f"{field}.sheet", "missing required field (the other players give sheet totals)",
                             code="missing_field")
        return SheetTotals(*(0,) * 7)
    cards = _whole(raw.get("cards"), f"{field}.cards", 0, allow_none=True)
    return replace(sheet_from_dict(raw["sheet"], f"{field}.sheet"), cards=cards)


def _player(raw: Any, board: Board, deck: ObjectiveDeck | None, field: str, by_sheet: bool) -> PlayerFinal:
    if not isinstance(raw, Mapping):
        raise InputError(field, f"expected an object, got {raw!r}")
    for key in raw:
        if key not in _KNOWN_PLAYER_KEYS:
            raise InputError(f"{field}.{key}", f"unknown field, expected one of {sorted(_KNOWN_PLAYER_KEYS)}")
    name = raw.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InputError(f"{field}.name", f"expected a player name, got {name!r}")
    status = raw.get("status", "active")
    if status not in STATUSES:
        raise InputError(f"{field}.status", f"unknown status {status!r}, expected one of {', '.join(STATUSES)}")
    survives = status in ("active", "withdrawn")
    sheet = _sheet(raw, survives, field) if by_sheet else None
    if raw.get("objective") is None:
        if survives and sheet is None:
            raise InputError(f"{field}.objective", "missing required field", code="missing_field")
        objective: tuple[str, ...] = ()
    else:
        objective = _objective(raw["objective"], board, deck, f"{field}.objective")
    die = _whole(raw.get("die"), f"{field}.die", 1, allow_none=True)
    if die is not None and die > 6:
        raise InputError(f"{field}.die", f"a die shows 1..6, got {die}", code="die_range", value=str(die))
    return PlayerFinal(
        name=name,
        objective=objective,
        territories=_held(raw.get("territories"), board, f"{field}.territories"),
        cards=(sheet.cards or 0) if sheet is not None else _whole(raw.get("cards", 0), f"{field}.cards", 0) or 0,
        status=cast(Status, status),
        eliminated_order=_whole(raw.get("eliminated_order"), f"{field}.eliminated_order", 1, allow_none=True),
        die=die,
        sheet=sheet,
    )


def table_from_dict(data: Mapping[str, Any], board: Board, deck: ObjectiveDeck | None = None) -> TableFinal:
    """The final state of one table from docs/cli.md's `rules score` input."""
    raw_players = data.get("players")
    if not isinstance(raw_players, list):
        raise InputError("players", "missing required field" if raw_players is None
                         else f"expected a list of players, got {raw_players!r}")
    by_sheet = "neutral_points" in data or any(isinstance(p, Mapping) and p.get("sheet") is not None
                                                for p in raw_players)
    if by_sheet and data.get("neutral"):
        raise InputError("neutral", "give either the sheet's neutral_points or the neutral territories, not both")
    players = tuple(_player(p, board, deck, f"players[{i}]", by_sheet) for i, p in enumerate(raw_players))
    risiko = data.get("risiko")
    if risiko is not None and not isinstance(risiko, str):
        raise InputError("risiko", f"expected a player name or null, got {risiko!r}")
    return TableFinal(
        players=players,
        neutral=_held(data.get("neutral"), board, "neutral"),
        risiko=risiko,
        table_size=_whole(data.get("table_size"), "table_size", 2, allow_none=True),
        neutral_points=(_whole(data.get("neutral_points", 0), "neutral_points", 0) or 0) if by_sheet else None,
    )
