"""One entry point per question, whatever the ruleset's deal procedure (docs/rules.md §2).

`replay_deal` deals a known card order, `check_distribution` validates hands dealt at a real table, and
`expected_counts` says how many territories each seat must end with. The GUI, the deal sheet and the CLI
call these; the procedure modules stay independent of the ruleset.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee_app.rules.board import Board
from referee_app.rules.deal.check import cap_violations, count_errors, least_excess, total_excess
from referee_app.rules.deal.classic import replay_classic
from referee_app.rules.deal.como import replay_como
from referee_app.rules.deal.continent import replay_per_continent
from referee_app.rules.deal.deck import check_hands, check_players
from referee_app.rules.deal.result import CapPolicy, DealResult, Violation
from referee_app.rules.deal.sequence import implied_counts, replay_sequential
from referee_app.rules.params import DealParams

CAP_POLICY: Mapping[str, CapPolicy] = {"sequential": "enforced", "per_continent": "enforced",
                                       "como": "abandonment", "classic": "none"}


def neutral_count(deal: DealParams, players: int) -> int:
    """Territories left neutral at the deal (Como: the last two cards with 4 or 5 players)."""
    return deal.neutral_cards.get(players, 0) if deal.procedure == "como" else 0


def deck_size(deal: DealParams, board: Board) -> int:
    return len(board.territories) + (deal.jolly_cards if deal.procedure == "classic" else 0)


def expected_counts(deal: DealParams, board: Board, players: Sequence[str]) -> dict[str, tuple[int, int]]:
    """The (least, most) territories each player ends the deal with: exact, except that a jolly in the box
    rules costs its receiver a territory."""
    dealt = deck_size(deal, board) - neutral_count(deal, len(players))
    jollies = deal.jolly_cards if deal.procedure == "classic" else 0
    return {p: (max(0, n - jollies), n) for p, n in implied_counts(players, dealt).items()}


def replay_deal(deal: DealParams, board: Board, players: Sequence[str], cards: Sequence[str]) -> DealResult:
    """Deal `cards` (names as typed; in the order drawn) to `players` (seat 1 first) by the procedure."""
    if deal.procedure == "sequential":
        return replay_sequential(board, players, cards, deal.last_card_swap)
    if deal.procedure == "per_continent":
        return replay_per_continent(board, players, cards, deal.continent_order)
    if deal.procedure == "como":
        return replay_como(board, players, cards, neutral_count(deal, len(players)))
    return replay_classic(board, players, cards, deal.jolly_cards)


def check_distribution(deal: DealParams, board: Board, players: Sequence[str],
                       hands: Mapping[str, Sequence[str]]) -> DealResult:
    """Validate hands dealt at a table: bad names, a territory held twice, or a wrong number left unheld are
    InputError; wrong counts and cap excesses are reported in the result."""
    seats = check_players(players)
    canonical, unheld = check_hands(board, seats, hands, neutral_count(deal, len(seats)))
    policy = CAP_POLICY[deal.procedure]
    violations: tuple[Violation, ...] = tuple(cap_violations(board, seats, canonical))
    # no excess at all needs no flow: the least possible is then 0
    least = least_excess(board, {p: len(canonical[p]) for p in seats}) if violations else 0
    if policy == "enforced" and violations and total_excess(violations) == least:
        violations = tuple(cap_violations(board, seats, canonical, unavoidable=True))
    return DealResult(seats, canonical, policy, violations=violations,
                      count_errors=count_errors(canonical, seats, expected_counts(deal, board, seats)),
                      neutral=unheld, cap_unavoidable=least > 0)
