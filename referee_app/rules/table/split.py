"""How many tables of which size a round needs (docs/rules.md §8).

The ruleset lists the allowed table sizes best first (`table.sizes_preferred`). A split uses as few tables
of the least-preferred size as it can, then as few of the next-least-preferred, and so on: `marsala-2011`
(4, 5) seats everyone at 4s and adds 5s only when the count needs them (Marsala 2011), `raduno` (4) has 4s only
(Raduno),
`como-2000` (5, 4, 6, 3) fills 5s and falls back to 4s before 6s and 3s (Variante Como §2). Late arrivals and
withdrawals between rounds simply change the count given for the next round.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from referee_app.rules.errors import InputError


class TableSplitError(InputError):
    """A player count that the allowed table sizes cannot seat; `drop` / `add` say the nearest fixes."""

    def __init__(self, players: int, sizes: tuple[int, ...], drop: int | None, add: int | None) -> None:
        self.players = players
        self.sizes = sizes
        self.drop = drop
        self.add = add
        allowed = " or ".join(str(s) for s in sorted(sizes))
        options = []
        if drop:
            options.append(f"drop {drop}")
        if add:
            options.append(f"add {add}")
        fixes = " or ".join(options)
        if drop:
            detail = f"{drop} player{'s' if drop > 1 else ''} too many: {fixes}"
        else:
            detail = f"too few players: {fixes}" if fixes else "no split possible"
        super().__init__("players", f"{players} players cannot sit at tables of {allowed}: {detail}")


def split_tables(players: int, sizes_preferred: Sequence[int]) -> tuple[int, ...]:
    """Table sizes for `players`, largest tables first (table 1 is the first listed).

    Raises TableSplitError naming how many players to drop or add when no split exists.
    """
    preferred = tuple(dict.fromkeys(sizes_preferred))
    if not preferred or any(s < 2 for s in preferred):
        raise ValueError(f"table sizes must be 2 or more, got {sizes_preferred!r}")
    best = _best_counts(players, preferred)
    if best is None:
        raise TableSplitError(players, preferred, _nearest(players, preferred, -1),
                              _nearest(players, preferred, +1))
    sizes: list[int] = []
    for size, count in zip(preferred, best, strict=True):
        sizes.extend([size] * count)
    return tuple(sorted(sizes, reverse=True))


def can_split(players: int, sizes_preferred: Sequence[int]) -> bool:
    return players > 0 and _best_counts(players, tuple(dict.fromkeys(sizes_preferred))) is not None


def _nearest(players: int, preferred: tuple[int, ...], step: int) -> int | None:
    """How many players to remove (step -1) or add (+1) to reach a count that splits."""
    for delta in range(1, 2 * max(preferred) + 1):
        n = players + step * delta
        if n <= 0:
            return None
        if _best_counts(n, preferred) is not None:
            return delta
    return None


@cache
def _best_counts(players: int, preferred: tuple[int, ...]) -> tuple[int, ...] | None:
    """Count of tables per preferred size, or None. Fixes the count of the least-preferred size first, as
    small as still leaves a feasible remainder, then the next-least-preferred, and so on."""
    if players <= 0 or not _feasible(players, preferred):
        return None
    counts = [0] * len(preferred)
    left = players
    for i in range(len(preferred) - 1, -1, -1):
        size, others = preferred[i], preferred[:i]
        count = 0
        while not _feasible(left - count * size, others):
            count += 1
        counts[i] = count
        left -= count * size
    return tuple(counts)


@cache
def _feasible(players: int, sizes: tuple[int, ...]) -> bool:
    if players == 0:
        return True
    if players < 0 or not sizes:
        return False
    return any(_feasible(players - s, sizes[: i + 1]) for i, s in enumerate(sizes))
