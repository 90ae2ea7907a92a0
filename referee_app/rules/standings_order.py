"""Ordering players (or teams) by a chain of named criteria, then a die the referee rolled.

Every standings list of docs/rules.md §7 is built with this one function: each entry carries a key, a tuple of
`(criterion, value)` pairs compared in order, larger is better. Dice come from the input and are never
invented: a tie that only dice can break stays a shared rank until every tied entry has a die, and entries
that rolled the same number stay tied (docs/rules.md §6, last line).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

Key = tuple[tuple[str, float], ...]

UNRESOLVED = "unresolved"
DIE = "die"


class Ranked(NamedTuple):
    """One place of an ordering. `decided_by` names what put this entry above the next one: a criterion,
    `die`, `unresolved` (the next entry shares his rank) or None for the last entry. A NamedTuple rather than
    a frozen dataclass: orderings of hundreds of players are rebuilt after every phase."""
    name: str
    rank: int
    decided_by: str | None


@dataclass(frozen=True)
class Ordering:
    ranked: tuple[Ranked, ...]
    unresolved_ties: tuple[tuple[str, ...], ...]

    def names(self) -> list[str]:
        return [r.name for r in self.ranked]


def _first_difference(upper: Key, lower: Key) -> str | None:
    for (criterion, a), (_, b) in zip(upper, lower, strict=True):
        if a != b:
            return criterion
    return None


def order(keys: Mapping[str, Key], dice: Mapping[str, int], use_dice: bool = True) -> Ordering:
    """Order `keys` best first. Equal keys are broken by `dice` when `use_dice` and every tied entry rolled;
    otherwise they share a rank and are reported in `unresolved_ties`. Names break nothing: they only fix
    the listing order inside a shared rank so the output is deterministic."""
    names = sorted(keys, key=lambda n: (tuple(-v for _, v in keys[n]), n))
    groups: list[list[str]] = []
    for name in names:
        if groups and keys[groups[-1][0]] == keys[name]:
            groups[-1].append(name)
        else:
            groups.append([name])
    # Each entry: (name, reason it beats the next entry), built group by group.
    chain: list[tuple[str, str | None]] = []
    unresolved: list[tuple[str, ...]] = []
    for g, group in enumerate(groups):
        nxt = groups[g + 1][0] if g + 1 < len(groups) else None
        boundary = _first_difference(keys[group[0]], keys[nxt]) if nxt is not None else None
        for sub, reason in _split_by_dice(group, dice, use_dice):
            if len(sub) > 1:
                unresolved.append(tuple(sub))
            chain.extend((name, UNRESOLVED) for name in sub[:-1])
            chain.append((sub[-1], reason))
        if chain:
            chain[-1] = (chain[-1][0], boundary)
    return Ordering(ranked=tuple(with_ranks(chain)), unresolved_ties=tuple(unresolved))


def _split_by_dice(group: list[str], dice: Mapping[str, int],
                   use_dice: bool) -> list[tuple[list[str], str | None]]:
    """The tied group cut into sub-groups by die, best first, each with the reason it beats the next."""
    if len(group) == 1:
        return [(group, None)]
    if not use_dice or any(name not in dice for name in group):
        return [(group, None)]
    by_die: dict[int, list[str]] = {}
    for name in group:
        by_die.setdefault(dice[name], []).append(name)
    return [(by_die[d], DIE) for d in sorted(by_die, reverse=True)]


def with_ranks(chain: Sequence[tuple[str, str | None]]) -> list[Ranked]:
    """Ranks from a best-first chain: an entry whose predecessor is `unresolved` shares its rank."""
    out: list[Ranked] = []
    for i, (name, reason) in enumerate(chain):
        shares = i > 0 and out[-1].decided_by == UNRESOLVED
        out.append(Ranked(name=name, rank=out[-1].rank if shares else i + 1, decided_by=reason))
    return out
