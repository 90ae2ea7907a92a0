"""Two-dice sums: how many of the 36 throws give each sum, and the chance of a set of sums (docs/rules.md §3)."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

THROWS = 36
SUMS = range(2, 13)


def ways(total: int) -> int:
    """How many of the 36 throws of two dice add up to `total` (0 outside 2..12)."""
    return 6 - abs(total - 7) if total in SUMS else 0


def throws_in(sums: Iterable[int]) -> int:
    """How many of the 36 throws end on one of `sums` (each sum counted once)."""
    return sum(ways(s) for s in set(sums))


def chance(sums: Iterable[int]) -> Fraction:
    """The exact probability that a throw of two dice lands on one of `sums`."""

    return Fraction(throws_in(sums), THROWS)


def chance_text(sums: Iterable[int]) -> str:
    """The chance as the table reads it, over 36 and unreduced: "6/36" for sums up to 4."""
    return f"{throws_in(sums)}/{THROWS}"
