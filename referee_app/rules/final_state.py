"""The board at the end of a game and the per-player measures the scoring reads (docs/rules.md §6).

A table's final state lists the players in play order (seat 1 first) with the territories they hold, and the
neutral territories. An excluded player's territories are neutral (docs/rules.md §5) so he holds none; a player
who withdrew for force majeure keeps ranking by the territories he left (neutral in play, listed under him
here) until they are all taken, when he counts as eliminated.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, get_args

from referee_app.rules.board import Board
from referee_app.rules.table.sheet import SHEET_FIELDS, SheetTotals

Status = Literal["active", "eliminated", "excluded", "withdrawn"]
STATUSES: tuple[str, ...] = get_args(Status)
SURVIVING: frozenset[str] = frozenset({"active", "withdrawn"})


@dataclass(frozen=True)
class PlayerFinal:
    """One player at the end: canonical territory names -> armies; `die` only for a last tie-break."""
    name: str
    objective: tuple[str, ...]
    territories: Mapping[str, int] = field(default_factory=dict)
    cards: int = 0
    status: Status = "active"
    eliminated_order: int | None = None
    die: int | None = None
    sheet: SheetTotals | None = None  # the score sheet's totals in place of `territories` (table/sheet.py)

    @property
    def survives(self) -> bool:
        return self.status in SURVIVING


@dataclass(frozen=True)
class TableFinal:
    """A whole table at the end; `risiko` names the player who completed his objective, if any."""
    players: tuple[PlayerFinal, ...]
    neutral: Mapping[str, int] = field(default_factory=dict)
    risiko: str | None = None
    table_size: int | None = None
    neutral_points: int | None = None  # from the score sheet, in place of `neutral`

    @property
    def by_sheet(self) -> bool:
        return any(p.sheet is not None for p in self.players) or self.neutral_points is not None

    @property
    def size(self) -> int:
        return self.table_size if self.table_size is not None else len(self.players)

    def seat(self, name: str) -> int:
        return next(i for i, p in enumerate(self.players, start=1) if p.name == name)


@dataclass(frozen=True)
class Measures:
    """What a player holds at the end, split by his objective."""
    objective_points: int
    outside_points: int
    armies_inside: int
    armies_outside: int
    territories_inside: int
    territories_outside: int
    cards: int
    objective_value: int
    objective_complete: bool
    unknown: frozenset[str] = frozenset()  # sheet columns left blank: their criteria cannot decide yet

    @property
    def all_armies(self) -> int:
        return self.armies_inside + self.armies_outside

    def known(self, name: str) -> int | None:
        """A measure by name, None when the sheet left it blank (`all_armies` needs both army cells)."""
        if name in self.unknown or (name == "all_armies" and {"armies_inside", "armies_outside"} & self.unknown):
            return None
        value: int = getattr(self, name)
        return value

    @property
    def owned_points(self) -> int:
        return self.objective_points + self.outside_points


def measure(player: PlayerFinal, board: Board, objective_total: int | None = None) -> Measures:
    """Objective/outside points, armies and territory counts of one player on `board` (from his score sheet
    row when he has one; `objective_total` is then his objective's value unless his card is known)."""
    if player.sheet is not None:
        return _from_sheet(player, board, objective_total)
    wanted = set(player.objective)
    inside = {t: a for t, a in player.territories.items() if t in wanted}
    outside = {t: a for t, a in player.territories.items() if t not in wanted}
    return Measures(
        objective_points=sum(board.value(t) for t in inside),
        outside_points=sum(board.value(t) for t in outside),
        armies_inside=sum(inside.values()),
        armies_outside=sum(outside.values()),
        territories_inside=len(inside),
        territories_outside=len(outside),
        cards=player.cards,
        objective_value=sum(board.value(t) for t in wanted),
        objective_complete=bool(wanted) and wanted <= set(player.territories),
    )


def _from_sheet(player: PlayerFinal, board: Board, objective_total: int | None) -> Measures:
    sheet = player.sheet
    assert sheet is not None
    value = sum(board.value(t) for t in player.objective) if player.objective else (objective_total or 0)
    filled = sheet.filled()
    return Measures(
        objective_points=filled.get("objective_points", 0), outside_points=filled.get("outside_points", 0),
        armies_inside=filled.get("armies_inside", 0), armies_outside=filled.get("armies_outside", 0),
        territories_inside=filled.get("territories_inside", 0),
        territories_outside=filled.get("territories_outside", 0), cards=filled.get("cards", 0),
        objective_value=value, objective_complete=value > 0 and filled.get("objective_points") == value,
        unknown=frozenset(k for k in (*SHEET_FIELDS, "cards") if k not in filled))
