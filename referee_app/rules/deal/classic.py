"""The box-rules deal (docs/rules.md §2; RISK box rules, and the Editrice Giochi 1997 box rules with the jolly removed).

The whole deck goes round by the deal sequence with no 50% rule; a jolly card gives its receiver no
territory, so who drew one simply holds one territory fewer.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee_app.rules.board import Board
from referee_app.rules.deal.check import cap_violations
from referee_app.rules.deal.deck import JOLLY, check_cards, check_players
from referee_app.rules.deal.result import DealResult
from referee_app.rules.deal.sequence import deal_sequence


def replay_classic(board: Board, players: Sequence[str], cards: Sequence[str], jolly_cards: int = 2) -> DealResult:
    seats = check_players(players)
    drawn = check_cards(board, cards, jolly_cards)
    due = deal_sequence(seats, len(drawn))
    hands = {p: tuple(card for card, to in zip(drawn, due) if to == p and card != JOLLY) for p in seats}
    jollies = {p: sum(1 for card, to in zip(drawn, due) if to == p and card == JOLLY) for p in seats}
    return DealResult(seats, hands, "none", violations=tuple(cap_violations(board, seats, hands)),
                      jollies=jollies, cards=drawn)
