"""The score sheet as typed, made into the engine's final state: one function for the desk's sheet mode
(ui/result/sheet.py) and for a floor referee's phone (net/actions.py), so the same sheet confirms the same
result wherever it is typed.

A sheet is one row of cells per player in seat order (`keys` below), the neutral territories' points and who
declared RisiKo!. A cell is as typed: blank is None, a whole number an int, anything else is passed on as
typed so the engine refuses it naming the cell (`players[2].sheet.outside_points`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from referee_app.rules.errors import InputError

# the cells a row has besides the ruleset's sheet columns; the objective card first when the event has a deck
ROW_END = ("eliminated_order", "die")
_NOT_SHEET = ("card", "cards", "eliminated_order", "die")


def sheet_keys(columns: Sequence[str], with_card: bool) -> list[str]:
    """A row's cells in the printed order: the card (events with a deck), the ruleset's columns, then the
    elimination order and the tie-break die."""
    return (["card"] if with_card else []) + list(columns) + list(ROW_END)


def typed(value: Any) -> Any:
    """A cell as the engine takes it: blank (or null) is None, a whole number an int, anything else as typed."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if not text:
        return None
    return int(text) if re.fullmatch(r"-?\d+", text) else text


def base_statuses(statuses: Sequence[str]) -> list[str]:
    """What the table's log says of each seat that the sheet does not: excluded and withdrawn players stay so;
    an elimination is the sheet's own (its order cell)."""
    return [s if s in ("excluded", "withdrawn") else "active" for s in statuses]


def sheet_final(players: Sequence[str], keys: Sequence[str], rows: Sequence[Mapping[str, Any]],
                statuses: Sequence[str], neutral_points: Any, risiko: str | None) -> dict[str, Any]:
    """The engine's final state (`rules score` with `sheet` and `neutral_points`) from the typed rows."""
    base = base_statuses(statuses)
    out = []
    for r, name in enumerate(players):
        row = rows[r] if r < len(rows) else {}
        value = {key: typed(row.get(key)) for key in keys if key != "card"}
        card = row.get("card") if "card" in keys else None
        order = value.get("eliminated_order")
        out.append({
            "name": name, "objective": (str(card).strip() or None) if card is not None else None,
            "cards": value.get("cards"),
            "sheet": {k: value[k] for k in keys if k not in _NOT_SHEET},
            "status": "eliminated" if order is not None else base[r],
            "eliminated_order": order, "die": value.get("die")})
    return {"players": out, "neutral_points": typed(neutral_points), "risiko": risiko}


def rows_from_json(players: Sequence[str], keys: Sequence[str], sheet: Mapping[str, Any]) -> \
        tuple[list[Mapping[str, Any]], Any, str | None]:
    """A phone's sheet (`{"rows": [{cell: value}], "neutral_points": n, "risiko": name}`), its shape checked:
    the rows, the neutral points and the RisiKo! player. InputError naming the field otherwise."""
    rows = sheet.get("rows")
    if not isinstance(rows, list) or len(rows) != len(players) or not all(isinstance(r, Mapping) for r in rows):
        raise InputError("sheet.rows", f"one row per player in seat order: {len(players)} rows",
                         code="sheet_rows", rows=str(len(players)))
    for r, row in enumerate(rows):
        for key, value in row.items():
            if key not in keys:
                raise InputError(f"sheet.rows[{r}].{key}", f"not a cell of this score sheet; cells: {', '.join(keys)}",
                                 code="sheet_cell_unknown", cell=str(key))
            if value is not None and not isinstance(value, (str, int)) or isinstance(value, bool):
                raise InputError(f"sheet.rows[{r}].{key}", "a number or blank", code="sheet_cell_value")
    risiko = sheet.get("risiko")
    if risiko is not None and risiko not in players:
        raise InputError("sheet.risiko", f"{risiko!r} is not seated at this table", code="not_seated", name=str(risiko))
    neutral = sheet.get("neutral_points", 0)
    if neutral is not None and not isinstance(neutral, (str, int)) or isinstance(neutral, bool):
        raise InputError("sheet.neutral_points", "a number or blank", code="sheet_cell_value")
    return list(rows), neutral, risiko
