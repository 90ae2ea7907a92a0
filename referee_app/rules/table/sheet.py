"""A table's result from the paper score sheet: each player's totals instead of the whole map (`rules score`,
docs/scoring.md "From the score sheet").

The sheet carries what the players counted at the table: objective and outside points, armies and
territories inside and outside the objective, cards; the neutral territories' points for the table. A
column the ruleset's chain reaches only on a tie may stay blank (None): the ranking then leaves a tie that
reaches it unresolved, exactly as for a die not rolled yet, and names the column to fill in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any

from referee_app.rules.errors import InputError
from referee_app.rules.params import ScoringParams

POINTS = ("objective_points", "outside_points")
SHEET_FIELDS = ("objective_points", "outside_points", "armies_inside", "armies_outside", "territories_inside",
                "territories_outside")
COLUMNS = ("objective_points", "outside_points", "armies_inside", "armies_outside", "cards", "territories_inside",
           "territories_outside")
# The chain's criteria each sheet column serves (`cards` is the player's own field, as on the map).
_SERVES: dict[str, tuple[str, ...]] = {
    "armies_inside": ("armies_inside", "all_armies"), "armies_outside": ("armies_outside", "all_armies"),
    "territories_inside": ("territories_inside",), "territories_outside": ("territories_outside",),
}


@dataclass(frozen=True)
class SheetTotals:
    """One player's row of the score sheet; None is a cell left blank."""
    objective_points: int | None = None
    outside_points: int | None = None
    armies_inside: int | None = None
    armies_outside: int | None = None
    territories_inside: int | None = None
    territories_outside: int | None = None
    cards: int | None = None  # the player's `cards` field; blank only on the sheet, never in `sheet`

    def get(self, column: str) -> int | None:
        value: int | None = getattr(self, column)
        return value

    @property
    def points(self) -> int:
        return (self.objective_points or 0) + (self.outside_points or 0)

    def filled(self) -> dict[str, int]:
        return {f.name: v for f in fields(self) if (v := getattr(self, f.name)) is not None}


def sheet_columns(params: ScoringParams) -> tuple[str, ...]:
    """The sheet columns this ruleset asks, in the printed order: the points always, then what its chain
    or its game score reads (no armies column for a ruleset that never uses armies)."""
    used = set(params.ranking)

    def asked(column: str) -> bool:
        if column == "cards":
            return "cards" in used
        return bool(used.intersection(_SERVES[column])) or \
            (column.startswith("armies") and params.army_points != "none")
    return (*POINTS, *(c for c in COLUMNS[2:] if asked(c)))


def required_columns(params: ScoringParams) -> tuple[str, ...]:
    """Columns every surviving player must fill: those the points are computed from."""
    armies = () if params.army_points == "none" else ("armies_inside", "armies_outside")
    return (*POINTS, *armies)


def sheet_from_dict(raw: Any, field: str) -> SheetTotals:
    """A player's `sheet` object: whole numbers >= 0, or null / absent for a blank cell."""
    if not isinstance(raw, Mapping):
        raise InputError(field, f"expected an object of sheet totals, got {raw!r}")
    for key in raw:
        if key not in SHEET_FIELDS:
            raise InputError(f"{field}.{key}", f"unknown sheet column, expected one of {', '.join(SHEET_FIELDS)}")
    values: dict[str, int | None] = {}
    for key in SHEET_FIELDS:
        value = raw.get(key)
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            raise InputError(f"{field}.{key}", f"expected a whole number, got {value!r}",
                             code="sheet_not_number", value=str(value))
        if value is not None and value < 0:
            raise InputError(f"{field}.{key}", f"must not be negative, got {value}",
                             code="sheet_negative", value=str(value))
        values[key] = value
    return SheetTotals(**values)


@dataclass(frozen=True)
class SheetRow:
    """What the sheet check needs of a player (kept apart from final_state to avoid an import cycle)."""
    name: str
    survives: bool
    sheet: SheetTotals
    objective_value: int | None


def check_sheet_rows(rows: Sequence[SheetRow], neutral_points: int, board_total: int, territories: int,
                     params: ScoringParams, risiko: str | None) -> None:
    """Raise an InputError naming the cell for a sheet that cannot stand: a survivor's points missing or
    zero, an eliminated player's cell not zero, counts that contradict the points, a RisiKo! claim whose
    objective points are not the objective's value, points that do not add up to the board's total."""
    required = required_columns(params)
    for i, row in enumerate(rows):
        field = f"players[{i}].sheet"
        sheet = row.sheet
        if not row.survives:
            for key, value in sheet.filled().items():
                if value:
                    where = f"players[{i}].cards" if key == "cards" else f"{field}.{key}"
                    raise InputError(where, f"{row.name} is out of the game: {key} must be 0, got {value}",
                                     code="sheet_eliminated_not_zero", player=row.name, value=str(value))
            continue
        for key in required:
            if sheet.get(key) is None:
                raise InputError(f"{field}.{key}", f"{row.name}: {key} is missing",
                                 code="sheet_missing", player=row.name)
        if sheet.points == 0:
            raise InputError(f"{field}.outside_points", f"{row.name} is still in the game but holds no points",
                             code="sheet_survivor_no_points", player=row.name)
        _check_counts(sheet, field, row.name)
        if row.name == risiko:
            expected = row.objective_value if row.objective_value is not None else params.objective_total
            if expected is not None and sheet.objective_points != expected:
                raise InputError(f"{field}.objective_points",
                                 f"{row.name} completed the objective: objective points must be {expected}, "
                                 f"got {sheet.objective_points}",
                                 code="sheet_risiko_points", player=row.name, expected=str(expected),
                                 value=str(sheet.objective_points))
        elif row.objective_value is not None and (sheet.objective_points or 0) > row.objective_value:
            raise InputError(f"{field}.objective_points", f"{row.name}'s objective is worth {row.objective_value}, got "
                             f"{sheet.objective_points}",
                             code="sheet_above_objective", player=row.name, expected=str(row.objective_value),
                             value=str(sheet.objective_points))
    total = sum(row.sheet.points for row in rows) + neutral_points
    if total != board_total:
        raise InputError("players", f"points add up to {total}, expected {board_total}",
                         code="sheet_points_total", total=str(total), board_total=str(board_total))
    counts = [row.sheet.get(k) for row in rows for k in ("territories_inside", "territories_outside")]
    if all(c is not None for c in counts) and neutral_points == 0 and sum(c or 0 for c in counts) != territories:
        raise InputError("players", f"with no neutral territory the players hold all {territories} territories, the "
                         f"sheet counts {sum(c or 0 for c in counts)}",
                         code="sheet_territories_total", total=str(sum(c or 0 for c in counts)),
                         territories=str(territories))


def _check_counts(sheet: SheetTotals, field: str, name: str) -> None:
    """Points without territories (or the reverse) and fewer armies than territories cannot be."""
    for side in ("inside", "outside"):
        points = sheet.get("objective_points" if side == "inside" else "outside_points")
        count, armies = sheet.get(f"territories_{side}"), sheet.get(f"armies_{side}")
        if count is not None and points is not None and (count == 0) != (points == 0):
            raise InputError(f"{field}.territories_{side}", f"{name}: {count} territories {side} but {points} points",
                             code="sheet_count_points", player=name, count=str(count), points=str(points))
        if count is not None and armies is not None and armies < count:
            raise InputError(f"{field}.armies_{side}", f"{name}: {armies} armies on {count} territories {side}",
                             code="sheet_armies_below_count", player=name, armies=str(armies), count=str(count))
