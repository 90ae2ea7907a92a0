"""Seeded random deals for every procedure: practice tables, tests and benchmarks (docs/rules.md §2).

Everything draws from one `random.Random(seed)`, so the same seed, ruleset and players always give the same
deal. A shuffle whose replay cannot respect the 50% rule (possible only in freak orders) is reshuffled.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee_app.rules.board import Board
from referee_app.rules.deal.procedure import replay_deal
from referee_app.rules.deal.como import ComoPlan, reoccupation_options
from referee_app.rules.deal.deck import full_deck
from referee_app.rules.deal.result import DealResult
from referee_app.rules.errors import RulesError
from referee_app.rules.params import DealParams

MAX_SHUFFLES = 100


def shuffled_deck(deal: DealParams, board: Board, rng: random.Random) -> list[str]:
    deck = list(full_deck(board, deal.jolly_cards if deal.procedure == "classic" else 0))
    rng.shuffle(deck)
    return deck


def random_deal(deal: DealParams, board: Board, players: Sequence[str], seed: int | str) -> DealResult:
    """A valid deal of a shuffled deck; `result.cards` holds the order drawn, so it can be replayed."""
    rng = random.Random(seed)
    best: DealResult | None = None
    for _ in range(MAX_SHUFFLES):
        result = replay_deal(deal, board, players, shuffled_deck(deal, board, rng))
        if result.valid:
            return result
        best = best or result
    raise RulesError(f"no valid deal found in {MAX_SHUFFLES} shuffles (seed {seed!r}); first try: {best}")


@dataclass(frozen=True)
class ComoResolution:
    """One way the players may carry out a Como plan: what each abandons and the territories re-occupied in
    the plan's order."""
    abandoned: Mapping[str, tuple[str, ...]]
    reoccupied: tuple[str, ...]


def random_como_resolution(board: Board, plan: ComoPlan, hands: Mapping[str, Sequence[str]],
                           seed: int | str) -> ComoResolution:
    """Random but legal choices: forced abandonments from the continents above their maximum, the rest
    anywhere, then each re-occupation among the allowed options."""
    rng = random.Random(seed)
    abandoned: dict[str, tuple[str, ...]] = {}
    kept: dict[str, list[str]] = {}
    for a in plan.abandonments:
        own = list(hands.get(a.player, ()))
        given: list[str] = []
        for continent, count in a.forced.items():
            given += rng.sample([t for t in own if board.continent_of(t) == continent], count)
        given += rng.sample([t for t in own if t not in given], a.to_level)
        abandoned[a.player] = tuple(given)
        kept[a.player] = [t for t in own if t not in given]
    free = [t for given in abandoned.values() for t in given]
    reoccupied: list[str] = []
    for player in plan.order:
        choice = rng.choice(reoccupation_options(board, kept[player], free))
        free.remove(choice)
        kept[player].append(choice)
        reoccupied.append(choice)
    return ComoResolution(abandoned, tuple(reoccupied))
