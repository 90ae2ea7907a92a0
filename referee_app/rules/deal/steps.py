"""A deal followed card by card as the referee types it (docs/rules.md §2; docs/deal.md): who receives each card
drawn so far, and whom the 50% rule passed over, by the ruleset's procedure.

Every procedure decides a card from the cards before it alone, so the steps of the first k cards are those
of any complete deal that starts with them: the GUI shows them live and `replay_deal` takes over at the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from referee_app.rules.board import Board
from referee_app.rules.deal.procedure import deck_size, neutral_count
from referee_app.rules.deal.continent import deck_order
from referee_app.rules.deal.deck import JOLLY, check_players, resolve_cards
from referee_app.rules.deal.result import Swap
from referee_app.rules.deal.sequence import deal_sequence, sequential_steps
from referee_app.rules.params import DealParams


@dataclass(frozen=True)
class Passed:
    """A due recipient the 50% rule passed over: he already held `held` territories of the continent."""
    player: str
    held: int


@dataclass(frozen=True)
class DealStep:
    """One card drawn: `to` received it (None when it stays neutral); `passed` lists whom it skipped;
    `swap` is set when it fitted nobody pending and was exchanged with an earlier card."""
    index: int
    card: str
    to: str | None
    passed: tuple[Passed, ...] = ()
    swap: Swap | None = None

    @property
    def jolly(self) -> bool:
        return self.card == JOLLY


def deal_steps(deal: DealParams, board: Board, players: Sequence[str], cards: Sequence[str]) -> tuple[DealStep, ...]:
    """The fate of each card drawn so far (names as typed, at most a whole deck; InputError on an unknown
    name or a card drawn twice)."""
    seats = check_players(players)
    jollies = deal.jolly_cards if deal.procedure == "classic" else 0
    drawn = resolve_cards(board, cards, jollies)
    total = deck_size(deal, board)
    if deal.procedure == "sequential":
        return tuple(DealStep(s.index, s.card, s.to, tuple(Passed(p, n) for p, n in zip(s.skipped, s.held)), s.swap)
                     for s in sequential_steps(board, seats, drawn, total, deal.last_card_swap))
    due = deal_sequence(seats, total)
    if deal.procedure == "per_continent":
        return _per_continent(deal, board, drawn, due)
    dealt = total - neutral_count(deal, len(seats))
    return tuple(DealStep(i, card, due[i] if i < dealt else None) for i, card in enumerate(drawn))


def _per_continent(deal: DealParams, board: Board, drawn: Sequence[str], due: Sequence[str]) -> tuple[DealStep, ...]:
    """Each deck starts where the decks before it end (their sizes are fixed), so a card's place in the
    deal is its deck's start plus the cards of its deck drawn before it, whatever the interleaving."""
    start: dict[str, int] = {}
    offset = 0
    for continent in deck_order(board, deal.continent_order):
        start[continent] = offset
        offset += board.continents[continent].size
    seen = dict.fromkeys(start, 0)
    steps = []
    for i, card in enumerate(drawn):
        continent = board.continent_of(card)
        steps.append(DealStep(i, card, due[start[continent] + seen[continent]]))
        seen[continent] += 1
    return tuple(steps)


def hands_so_far(players: Sequence[str], steps: Sequence[DealStep]) -> dict[str, tuple[str, ...]]:
    """Each player's territories after these steps (a swap moves the earlier card too); in the order drawn,
    jolly cards and neutral territories left out."""
    owner: dict[str, str | None] = {}
    for step in steps:
        owner[step.card] = step.to
        if step.swap is not None:
            owner[step.swap.with_card] = step.swap.players[1]
    return {p: tuple(card for card, who in owner.items() if who == p and card != JOLLY) for p in players}
