"""What every deal procedure reports (docs/rules.md §2): the hands and how the referee got there.

One frozen `DealResult` serves the CLI, the GUI deal screen and the printed deal sheet, whatever the
procedure: fields that a procedure never fills stay empty.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

# How a procedure treats the 50% rule: checked card by card, settled afterwards by abandonment (Como),
# or not part of the rules at all (box rules).
CapPolicy = Literal["enforced", "abandonment", "none"]


@dataclass(frozen=True)
class Skip:
    """A card that passed over `skipped` (its due recipients, in order) and went to `to`."""
    card: str
    skipped: tuple[str, ...]
    to: str
    index: int  # position of the card in the order drawn, 0-based


@dataclass(frozen=True)
class Swap:
    """A card that fitted nobody pending, exchanged with `with_card` dealt earlier.

    `players[0]` (who held `with_card`) receives `card`; `players[1]` (the pending recipient) receives
    `with_card`."""
    card: str
    with_card: str
    players: tuple[str, str]


@dataclass(frozen=True)
class Violation:
    """A player above a continent's maximum at the deal."""
    player: str
    continent: str
    count: int
    max: int
    unavoidable: bool = False


@dataclass(frozen=True)
class CountError:
    """A player holding a number of territories the procedure cannot give him."""
    player: str
    count: int
    expected_min: int
    expected_max: int


@dataclass(frozen=True)
class DealResult:
    """A finished distribution. `hands` lists each player's territories in the order drawn."""
    players: tuple[str, ...]
    hands: Mapping[str, tuple[str, ...]]
    cap: CapPolicy
    skips: tuple[Skip, ...] = ()
    swaps: tuple[Swap, ...] = ()
    violations: tuple[Violation, ...] = ()
    count_errors: tuple[CountError, ...] = ()
    neutral: tuple[str, ...] = ()
    jollies: Mapping[str, int] = field(default_factory=dict)
    cards: tuple[str, ...] = ()  # the order drawn, when known (jolly cards included)
    cap_unavoidable: bool = False  # nobody could have dealt these counts within the caps

    @property
    def valid(self) -> bool:
        """Counts as the procedure implies and, where the procedure enforces the 50% rule, nobody above a
        cap unless the procedure left no way round it."""
        if self.count_errors:
            return False
        if self.cap != "enforced":
            return True
        return all(v.unavoidable for v in self.violations)

    def to_json(self) -> dict[str, Any]:
        """The `deal-check` output of docs/cli.md, plus the extra fields of docs/deal.md."""
        return {
            "valid": self.valid,
            "hands": {p: list(self.hands[p]) for p in self.players},
            "skips": [{"card": s.card, "skipped": list(s.skipped), "to": s.to, "index": s.index}
                      for s in self.skips],
            "swaps": [{"card": s.card, "with_card": s.with_card, "players": list(s.players)} for s in self.swaps],
            "violations": [{"player": v.player, "continent": v.continent, "count": v.count, "max": v.max,
                            "unavoidable": v.unavoidable} for v in self.violations],
            "count_errors": [{"player": c.player, "count": c.count, "expected_min": c.expected_min,
                              "expected_max": c.expected_max} for c in self.count_errors],
            "cap": self.cap,
            "cap_unavoidable": self.cap_unavoidable,
            "neutral": list(self.neutral),
            "jollies": {p: self.jollies.get(p, 0) for p in self.players},
        }
