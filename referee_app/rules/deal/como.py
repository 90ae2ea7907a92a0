"""The Como deal, forced abandonment and re-occupation (docs/rules.md §2; Variante Como §3-5).

The cards go round by the deal sequence with no 50% rule; with 4 or 5 players the last two cards stay
neutral. Afterwards whoever holds more than half of a continent gives up territories there down to the
continent's maximum, then everybody gives up territories of his choice down to the count of whoever holds
fewest. The freed territories are taken back one at a time, counterclockwise, starting from the biggest
exceeder (ties: the latest seat); nobody may take one that puts him above a maximum unless every free
territory would.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee_app.rules.board import Board
from referee_app.rules.deal.check import cap_violations
from referee_app.rules.deal.deck import check_cards, check_players
from referee_app.rules.deal.result import DealResult
from referee_app.rules.deal.sequence import deal_sequence
from referee_app.rules.errors import InputError


def replay_como(board: Board, players: Sequence[str], cards: Sequence[str], neutral: int = 0) -> DealResult:
    """Deal `cards`; the last `neutral` of them become neutral territories."""
    seats = check_players(players)
    drawn = check_cards(board, cards)
    dealt = drawn[:len(drawn) - neutral]
    due = deal_sequence(seats, len(dealt))
    hands = {p: tuple(card for card, to in zip(dealt, due) if to == p) for p in seats}
    return DealResult(seats, hands, "abandonment", violations=tuple(cap_violations(board, seats, hands)),
                      neutral=drawn[len(dealt):], cards=drawn)


@dataclass(frozen=True)
class Abandonment:
    """What one player must give up: `forced` per continent above its maximum, then `to_level` more of his
    choice so that he keeps exactly the plan's `level`."""
    player: str
    forced: Mapping[str, int]
    to_level: int

    @property
    def excess(self) -> int:
        return sum(self.forced.values())

    @property
    def total(self) -> int:
        return self.excess + self.to_level


@dataclass(frozen=True)
class ComoPlan:
    """Every player's abandonment (seat order), the count each keeps, and who re-occupies each freed
    territory in turn."""
    players: tuple[str, ...]
    abandonments: tuple[Abandonment, ...]
    level: int | None
    starter: str
    order: tuple[str, ...]

    def of(self, player: str) -> Abandonment:
        return next(a for a in self.abandonments if a.player == player)


def plan_abandonment(board: Board, players: Sequence[str], hands: Mapping[str, Sequence[str]],
                     to_half: bool = True, to_fewest: bool = True) -> ComoPlan:
    """Who must abandon how many territories and where, and the re-occupation order.

    When nobody is above a maximum the re-occupation starts from seat n, the first in the deal sequence."""
    seats = tuple(players)
    forced: dict[str, dict[str, int]] = {p: {} for p in seats}
    if to_half:
        for v in cap_violations(board, seats, hands):
            forced[v.player][v.continent] = v.count - v.max
    kept = {p: len(hands.get(p, ())) - sum(forced[p].values()) for p in seats}
    level = min(kept.values()) if to_fewest else None
    abandonments = tuple(Abandonment(p, forced[p], kept[p] - level if level is not None else 0) for p in seats)
    # the latest seat wins ties, so scan seats from last to first and keep the first strict maximum
    starter = max(reversed(abandonments), key=lambda a: a.excess).player
    start = seats.index(starter)
    total = sum(a.total for a in abandonments)
    order = tuple(seats[(start - i) % len(seats)] for i in range(total))
    return ComoPlan(seats, abandonments, level, starter, order)


def check_abandonment(board: Board, plan: ComoPlan, hands: Mapping[str, Sequence[str]],
                      abandoned: Mapping[str, Sequence[str]]) -> dict[str, tuple[str, ...]]:
    """Check each player's abandoned territories (canonical or loose names) against the plan; returns the
    hands each player keeps."""
    for player in abandoned:
        if player not in plan.players:
            raise InputError(f"abandoned.{player}", f'"{player}" is not one of the players')
    kept: dict[str, tuple[str, ...]] = {}
    for player in plan.players:
        field = f"abandoned.{player}"
        own = tuple(hands.get(player, ()))
        given: list[str] = []
        for i, raw in enumerate(abandoned.get(player, ())):
            name = board.resolve(raw, f"{field}[{i}]")
            if name not in own:
                raise InputError(f"{field}[{i}]", f'"{player}" does not hold "{name}"')
            if name in given:
                raise InputError(f"{field}[{i}]", f'"{name}" abandoned twice')
            given.append(name)
        need = plan.of(player)
        if len(given) != need.total:
            raise InputError(field, f'"{player}" must abandon {need.total} territories, got {len(given)}')
        counts = board.continent_counts(given)
        for continent, count in need.forced.items():
            if counts[continent] < count:
                raise InputError(field, f'"{player}" must abandon {count} in {continent}, got {counts[continent]}')
        kept[player] = tuple(t for t in own if t not in given)
    return kept


def reoccupation_options(board: Board, hand: Sequence[str], free: Sequence[str]) -> tuple[str, ...]:
    """The free territories a player may take: those within every maximum, or any when none is."""
    counts = board.continent_counts(hand)
    within = tuple(t for t in free
                   if counts[board.continent_of(t)] < board.continents[board.continent_of(t)].max_at_deal)
    return within or tuple(free)


def check_reoccupation(board: Board, plan: ComoPlan, kept: Mapping[str, Sequence[str]], free: Sequence[str],
                       choices: Sequence[str]) -> dict[str, tuple[str, ...]]:
    """Check the re-occupation choices, in order (`choices[i]` is taken by `plan.order[i]`); returns the
    final hands."""
    hands = {p: list(kept.get(p, ())) for p in plan.players}
    left = list(free)
    if len(choices) != len(plan.order):
        raise InputError("reoccupied", f"expected {len(plan.order)} territories re-occupied, got {len(choices)}")
    for i, raw in enumerate(choices):
        player = plan.order[i]
        name = board.resolve(raw, f"reoccupied[{i}]")
        if name not in left:
            raise InputError(f"reoccupied[{i}]", f'"{name}" is not free')
        options = reoccupation_options(board, hands[player], left)
        if name not in options:
            continent = board.continent_of(name)
            most = board.continents[continent].max_at_deal
            raise InputError(f"reoccupied[{i}]", f'"{player}" would hold more than {most} '
                             f"in {continent} while {', '.join(options)} are free")
        left.remove(name)
        hands[player].append(name)
    return {p: tuple(h) for p, h in hands.items()}
