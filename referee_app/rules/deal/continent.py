"""The per-continent deal (docs/rules.md §2; La nostra passione 2018): six decks, shuffled separately, dealt
one after the other.

Each deck goes round the table by the deal sequence, which continues from where the previous deck stopped,
so each player gets either the floor or the ceiling of deck size / players from each deck: with 3 to 6
players that never exceeds the 50% rule. With 2 players it cannot be helped, and it is reported so.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee_app.rules.board import Board
from referee_app.rules.deal.check import cap_violations, counts_fit_caps
from referee_app.rules.deal.deck import check_cards, check_players
from referee_app.rules.deal.result import DealResult
from referee_app.rules.deal.sequence import deal_sequence, implied_counts
from referee_app.rules.errors import InputError


def deck_order(board: Board, continent_order: Sequence[str] = ()) -> tuple[str, ...]:
    """The continents in dealing order: the ruleset's order, then any continent it does not name (a custom
    board) in board order."""
    for i, name in enumerate(continent_order):
        if name not in board.continents:
            raise InputError(f"deal.continent_order[{i}]", f'unknown continent "{name}" on board {board.id}')
    return tuple(continent_order) + tuple(c for c in board.continents if c not in continent_order)


def stack_decks(board: Board, cards: Sequence[str], continent_order: Sequence[str] = ()) -> tuple[str, ...]:
    """Cards drawn in any interleaving, regrouped deck by deck: the order within each deck is kept."""
    return tuple(card for continent in deck_order(board, continent_order)
                 for card in cards if board.territories[card].continent == continent)


def replay_per_continent(board: Board, players: Sequence[str], cards: Sequence[str],
                         continent_order: Sequence[str] = ()) -> DealResult:
    """Deal `cards` deck by deck; `cards` gives the order within each deck (see `stack_decks`)."""
    seats = check_players(players)
    drawn = stack_decks(board, check_cards(board, cards), continent_order)
    due = deal_sequence(seats, len(drawn))
    hands = {p: tuple(card for card, to in zip(drawn, due) if to == p) for p in seats}
    # the procedure leaves no choice, so any excess is the procedure's own
    violations = tuple(cap_violations(board, seats, hands, unavoidable=True))
    return DealResult(seats, hands, "enforced", violations=violations, cards=drawn,
                      cap_unavoidable=bool(violations)
                      and not counts_fit_caps(board, implied_counts(seats, len(drawn))))
