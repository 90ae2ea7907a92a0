"""The deal sequence and the sequential deal with the 50% rule (docs/rules.md §2; Marsala 2011 and Raduno Casistica).

Seat 1 deals starting from the player on his right, counterclockwise: seat n, n-1, ..., 1, n, ...
Replay keeps the recipients still to be served (the rest of the sequence, in order); each card goes to
the first of them who may take it. A card that fits nobody pending is exchanged with the latest earlier
card that makes both holders legal (the casistica's last-card swap, applied to any stuck card).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

from referee_app.rules.board import Board
from referee_app.rules.deal.check import cap_violations, counts_fit_caps
from referee_app.rules.deal.deck import check_cards, check_players
from referee_app.rules.deal.result import DealResult, Skip, Swap


def deal_sequence(players: Sequence[str], cards: int) -> tuple[str, ...]:
    """Who is due each of `cards` cards: seat n first, then counterclockwise, round after round."""
    order = tuple(reversed(players))
    return tuple(order[i % len(order)] for i in range(cards))


def implied_counts(players: Sequence[str], cards: int) -> dict[str, int]:
    """How many cards each player receives from `cards` dealt by the sequence (4 players, 42 cards: seats 4
    and 3 get 11, seats 2 and 1 get 10)."""
    counts = dict.fromkeys(players, 0)
    for player in deal_sequence(players, cards):
        counts[player] += 1
    return counts


@dataclass
class _Table:
    """Mutable replay state, private to one replay."""
    board: Board
    maxima: Mapping[str, int]
    owner: dict[str, str]
    held: dict[str, dict[str, int]]  # player -> continent -> count

    def fits(self, player: str, card: str, giving_back: str | None = None) -> bool:
        continent = self.board.territories[card].continent
        count = self.held[player][continent]
        if giving_back is not None and self.board.territories[giving_back].continent == continent:
            count -= 1
        return count < self.maxima[continent]

    def give(self, player: str, card: str) -> None:
        previous = self.owner.get(card)
        if previous is not None:
            self.held[previous][self.board.territories[card].continent] -= 1
        self.owner[card] = player
        self.held[player][self.board.territories[card].continent] += 1


@dataclass(frozen=True)
class SequentialStep:
    """What one card did in a sequential deal: `to` received it, passing over `skipped` (its due recipients,
    in order), each already holding `held` territories of the card's continent; or, when it fitted nobody
    pending, `swap` says which earlier card it was exchanged with."""
    index: int
    card: str
    to: str
    skipped: tuple[str, ...] = ()
    held: tuple[int, ...] = ()
    swap: Swap | None = None


def sequential_steps(board: Board, seats: Sequence[str], drawn: Sequence[str], total: int,
                     last_card_swap: bool = True) -> Iterator[SequentialStep]:
    """Deal `drawn` (canonical names; the first cards of a deck of `total`) card by card. Each card's fate
    depends only on the cards before it, so a deal in progress is replayed exactly as far as it goes."""
    table = _Table(board, {c.name: c.max_at_deal for c in board.continents.values()}, {},
                   {p: dict.fromkeys(board.continents, 0) for p in seats})
    pending = list(deal_sequence(seats, total))
    for index, card in enumerate(drawn):
        continent = board.territories[card].continent
        skipped: list[str] = []
        for position, player in enumerate(pending):
            if table.fits(player, card):
                del pending[position]
                table.give(player, card)
                yield SequentialStep(index, card, player, tuple(skipped),
                                     tuple(table.held[p][continent] for p in skipped))
                break
            if player not in skipped:
                skipped.append(player)
        else:
            swap = _find_swap(table, drawn[:index], card, pending) if last_card_swap else None
            if swap is None:
                due = pending.pop(0)
                table.give(due, card)  # nothing legal exists: the excess is reported as unavoidable
                yield SequentialStep(index, card, due)
                continue
            holder, receiver = swap.players
            pending.remove(receiver)
            table.give(receiver, swap.with_card)
            table.give(holder, card)
            yield SequentialStep(index, card, holder, swap=swap)


def replay_sequential(board: Board, players: Sequence[str], cards: Sequence[str],
                      last_card_swap: bool = True) -> DealResult:
    """Replay a sequential deal of `cards` (every territory once, in the order drawn)."""
    seats = check_players(players)
    drawn = check_cards(board, cards)
    owner: dict[str, str] = {}
    skips: list[Skip] = []
    swaps: list[Swap] = []
    for step in sequential_steps(board, seats, drawn, len(drawn), last_card_swap):
        owner[step.card] = step.to
        if step.swap is not None:
            owner[step.swap.with_card] = step.swap.players[1]
            swaps.append(step.swap)
        elif step.skipped:
            skips.append(Skip(step.card, step.skipped, step.to, step.index))
    hands = {p: tuple(c for c in drawn if owner[c] == p) for p in seats}
    violations = tuple(cap_violations(board, seats, hands, unavoidable=True))
    return DealResult(seats, hands, "enforced", tuple(skips), tuple(swaps), violations, cards=drawn,
                      cap_unavoidable=bool(violations)
                      and not counts_fit_caps(board, implied_counts(seats, len(drawn))))


def _find_swap(table: _Table, earlier: Sequence[str], card: str, pending: Sequence[str]) -> Swap | None:
    """The latest earlier card whose holder may take `card` in its place while a pending player (the
    first due who can) takes it."""
    receivers = list(dict.fromkeys(pending))
    for with_card in reversed(earlier):
        holder = table.owner[with_card]
        if not table.fits(holder, card, giving_back=with_card):
            continue
        for receiver in receivers:
            if receiver != holder and table.fits(receiver, with_card):
                return Swap(card, with_card, (holder, receiver))
    return None
