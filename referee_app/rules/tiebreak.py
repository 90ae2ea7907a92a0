"""Ranking by a chain of criteria, recording which criterion separated each player from the next.

Generic over criterion names: each entrant carries one comparable value per criterion, higher first. A value
of None means "not known yet" (a die not rolled): a group still tied when it reaches such a criterion is
left unresolved and shares its place, because the referee must roll, never the program (docs/rules.md §6).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

Value = int | Fraction


@dataclass(frozen=True)
class Entrant:
    name: str
    values: Mapping[str, Value | None]


@dataclass(frozen=True)
class Placed:
    """`place` is shared by every member of an unresolved group (1, 2, 2, 4); `decided_by` is the criterion
    that put this entrant above the next one, None for the last and inside an unresolved group."""
    name: str
    place: int
    decided_by: str | None
    group: tuple[str, ...]


@dataclass(frozen=True)
class Ranking:
    placed: tuple[Placed, ...]
    unresolved: tuple[tuple[str, ...], ...]


def rank(entrants: Sequence[Entrant], chain: Sequence[str]) -> Ranking:
    """Order `entrants` by `chain`; equal entrants keep their given order inside an unresolved group."""
    groups: list[tuple[Entrant, ...]] = []
    splits: list[str] = []  # splits[i] separates groups[i] from groups[i + 1]

    def split(group: tuple[Entrant, ...], level: int, boundary: str) -> None:
        # `boundary` is the criterion that separates this group's first entrant from the one before it
        values = [e.values[chain[level]] for e in group] if level < len(chain) and len(group) > 1 else []
        known = [v for v in values if v is not None]
        if not values or len(known) < len(values):
            if groups:
                splits.append(boundary)
            groups.append(group)
            return
        buckets: dict[Value, list[Entrant]] = {}
        for entrant, value in zip(group, known, strict=True):
            buckets.setdefault(value, []).append(entrant)
        for k, value in enumerate(sorted(buckets, reverse=True)):
            split(tuple(buckets[value]), level + 1, boundary if k == 0 else chain[level])

    split(tuple(entrants), 0, "")
    placed: list[Placed] = []
    position = 1
    for i, group in enumerate(groups):
        names = tuple(e.name for e in group)
        for j, entrant in enumerate(group):
            last_of_group = j == len(group) - 1
            decided = splits[i] if last_of_group and i < len(splits) else None
            placed.append(Placed(entrant.name, position, decided, names))
        position += len(group)
    unresolved = tuple(tuple(e.name for e in g) for g in groups if len(g) > 1)
    return Ranking(tuple(placed), unresolved)

