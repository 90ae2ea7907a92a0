"""Armies a player takes at the start of his turn (docs/rules.md §4).

Territories / divisor (rounded down) plus the bonus of every whole continent held plus any set played.
`risk-classic` (RISK box rules): the territory armies are at least 3, and a player who chooses to attack in the
turn takes no territory armies at all (continent bonuses and sets still count). `como-2000` (Variante Como §5.2):
a player with no whole continent and fewer than 6 territories still takes 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError
from referee_app.rules.params import ReinforcementParams


@dataclass(frozen=True)
class Reinforcement:
    territories: int
    territory_armies: int
    minimum_applied: bool
    continents: tuple[str, ...]
    continent_armies: int
    set_armies: int

    @property
    def total(self) -> int:
        return self.territory_armies + self.continent_armies + self.set_armies


def owned_territories(board: Board, names: Sequence[str], field: str = "territories") -> tuple[str, ...]:
    """Canonical names of a player's territories; unknown or repeated names are bad input."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        canonical = board.resolve(name, f"{field}[{i}]")
        if canonical in seen:
            raise InputError(f"{field}[{i}]", f'"{canonical}" already listed at {field}[{seen[canonical]}]')
        seen[canonical] = i
    return tuple(seen)


def whole_continents(board: Board, territories: Sequence[str]) -> tuple[str, ...]:
    counts = board.continent_counts(territories)
    return tuple(c.name for c in board.continents.values() if counts[c.name] == c.size)


def territory_armies(params: ReinforcementParams, territories: int, holds_continent: bool) -> tuple[int, bool]:
    """(armies for the territories, whether the minimum raised them)."""
    if territories < 0:
        raise InputError("territories", f"must not be negative, got {territories}")
    base = territories // params.territory_divisor
    threshold = params.minimum_needs_no_continent_and_fewer_than
    minimum_applies = threshold is None or (not holds_continent and territories < threshold)
    if minimum_applies and base < params.minimum:
        return params.minimum, True
    return base, False


def reinforcements(board: Board, params: ReinforcementParams, territories: Sequence[str], *,
                   attacks: bool = False, set_armies: int = 0) -> Reinforcement:
    """The armies due at the start of a turn. `territories` are canonical names (see `owned_territories`);
    `attacks` matters only where the ruleset withholds territory armies from an attacking player."""
    if set_armies < 0:
        raise InputError("set_value", f"must not be negative, got {set_armies}")
    continents = whole_continents(board, territories)
    armies, minimum_applied = territory_armies(params, len(territories), bool(continents))
    if attacks and params.no_territory_armies_after_attack:
        armies, minimum_applied = 0, False
    return Reinforcement(
        territories=len(territories), territory_armies=armies, minimum_applied=minimum_applied,
        continents=continents, continent_armies=sum(board.continents[c].bonus for c in continents),
        set_armies=set_armies)


def neutral_army_share(due: Reinforcement) -> int:
    """Two-player classic variant (RISK box rules): the neutral army takes half of the player's territory armies
    and half of his extra armies (continents and sets), each half rounded down."""
    return due.territory_armies // 2 + (due.continent_armies + due.set_armies) // 2


def placed_excess(params: ReinforcementParams, territories: int, continent_armies: int, set_armies: int,
                  placed: int) -> tuple[int, int]:
    """Reinforcements counted at the table: (the armies due for `territories` held, the continents' bonus and
    the set's armies, the armies placed beyond them)."""
    for field, number in (("continent_armies", continent_armies), ("set_armies", set_armies), ("placed", placed)):
        if number < 0:
            raise InputError(field, f"must not be negative, got {number}")
    armies, _ = territory_armies(params, territories, continent_armies > 0)
    due = armies + continent_armies + set_armies
    return due, max(0, placed - due)
