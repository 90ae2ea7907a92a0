"""Ranking by a chain of named criteria: the players of a table and the tournament standings alike.

Each entrant carries a key, `(criterion, value)` pairs compared in order, the higher value first (a criterion
where fewer wins is negated by the caller). A value of None means "not known yet", a die the referee has not
rolled: a group still tied when it reaches such a value stays tied and shares its rank, because the referee
must roll, never the program. Entrants tied to the end of their keys share a rank too.

One vocabulary for what decided each place (`decided_by`): the criterion that first separates an entrant
from the next one, `unresolved` when the next one shares his rank, None for the last entrant.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import NamedTuple

Value = int | float | Fraction
Key = tuple[tuple[str, Value | None], ...]

UNRESOLVED = "unresolved"
DIE = "die"


class Ranked(NamedTuple):
    """One place of a ranking. A NamedTuple rather than a frozen dataclass: standings of hundreds of players
    are ranked again after every table."""
    name: str
    rank: int
    decided_by: str | None


@dataclass(frozen=True)
class Ranking:
    ranked: tuple[Ranked, ...]
    unresolved_ties: tuple[tuple[str, ...], ...]

    def names(self) -> list[str]:
        return [r.name for r in self.ranked]

    def shared_with(self) -> dict[str, tuple[str, ...]]:
        """Each entrant's group of equal rank, himself included (a group of one when nobody ties him)."""
        out: dict[str, tuple[str, ...]] = {r.name: (r.name,) for r in self.ranked}
        for group in self.unresolved_ties:
            out.update(dict.fromkeys(group, group))
        return out


Chain = list[tuple[str, str | None]]  # names best first, each with what puts him above the next


def rank(entrants: Iterable[tuple[str, Key]]) -> Ranking:
    """Rank `(name, key)` pairs best first; entrants that stay tied keep their given order and share a rank.
    Every key lists the same criteria in the same order."""
    chain: Chain = []

    def split(group: Sequence[tuple[str, Key]], level: int) -> None:
        # Appends the group to `chain`; its last entry's reason is left for the caller, who knows what follows.
        if len(group) == 1 or level == len(group[0][1]) or any(key[level][1] is None for _, key in group):
            chain.extend((name, UNRESOLVED) for name, _ in group)
            return
        buckets: dict[Value, list[tuple[str, Key]]] = {}
        for entrant in group:
            value = entrant[1][level][1]
            assert value is not None  # checked above
            buckets.setdefault(value, []).append(entrant)
        criterion = group[0][1][level][0]
        for k, value in enumerate(sorted(buckets, reverse=True)):
            if k:
                chain[-1] = (chain[-1][0], criterion)
            split(buckets[value], level + 1)

    entrants = list(entrants)
    if entrants:
        split(entrants, 0)
        chain[-1] = (chain[-1][0], None)
    return Ranking(ranked=tuple(with_ranks(chain)), unresolved_ties=tied_groups(chain))


def with_ranks(chain: Sequence[tuple[str, str | None]]) -> list[Ranked]:
    """Ranks from a best-first chain: an entry whose predecessor is `unresolved` shares its rank."""
    out: list[Ranked] = []
    for i, (name, reason) in enumerate(chain):
        shares = i > 0 and out[-1].decided_by == UNRESOLVED
        out.append(Ranked(name=name, rank=out[-1].rank if shares else i + 1, decided_by=reason))
    return out


def rank_groups(chain: Sequence[tuple[str, str | None]]) -> list[list[int]]:
    """Positions of a best-first chain grouped by shared rank."""
    groups: list[list[int]] = []
    for i in range(len(chain)):
        if i and chain[i - 1][1] == UNRESOLVED:
            groups[-1].append(i)
        else:
            groups.append([i])
    return groups


def tied_groups(chain: Sequence[tuple[str, str | None]]) -> tuple[tuple[str, ...], ...]:
    """The names of each group of a best-first chain that shares a rank, best first."""
    return tuple(tuple(chain[i][0] for i in g) for g in rank_groups(chain) if len(g) > 1)
