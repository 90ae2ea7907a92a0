"""Checking a finished distribution against the 50% rule and the counts a procedure implies (docs/rules.md §2).

Whether the cap could have been respected at all is a transport problem: players supply their card
counts, continents absorb their size, each player-continent pair carries at most the continent's maximum.
The largest flow is the most territories that can sit within the caps; the rest is unavoidable excess.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from referee_app.rules.board import Board
from referee_app.rules.deal.result import CountError, Violation


def cap_violations(board: Board, players: Sequence[str], hands: Mapping[str, Sequence[str]],
                   unavoidable: bool = False) -> Iterator[Violation]:
    """Every (player, continent) above the continent's maximum, players in seat order, continents in
    board order."""
    for player in players:
        counts = board.continent_counts(hands.get(player, ()))
        for continent in board.continents.values():
            if counts[continent.name] > continent.max_at_deal:
                yield Violation(player, continent.name, counts[continent.name], continent.max_at_deal, unavoidable)


def total_excess(violations: Sequence[Violation]) -> int:
    return sum(v.count - v.max for v in violations)


def least_excess(board: Board, counts: Mapping[str, int]) -> int:
    """The fewest territories above the caps that any distribution with these per-player counts must have
    (0 when the caps can all be respected)."""
    players = list(counts)
    continents = list(board.continents.values())
    # node 0 source, 1..P players, then continents, then sink
    size = 2 + len(players) + len(continents)
    sink = size - 1
    capacity = [[0] * size for _ in range(size)]
    for i, player in enumerate(players, start=1):
        capacity[0][i] = counts[player]
        for j, continent in enumerate(continents, start=1 + len(players)):
            capacity[i][j] = continent.max_at_deal
    for j, continent in enumerate(continents, start=1 + len(players)):
        capacity[j][sink] = continent.size
    flow = 0
    while (pushed := _augment(capacity, 0, sink, [False] * size, float("inf"))) > 0:
        flow += int(pushed)
    return sum(counts.values()) - flow


def _augment(capacity: list[list[int]], node: int, sink: int, seen: list[bool], limit: float) -> float:
    if node == sink:
        return limit
    seen[node] = True
    for nxt, room in enumerate(capacity[node]):
        if room > 0 and not seen[nxt]:
            pushed = _augment(capacity, nxt, sink, seen, min(limit, room))
            if pushed > 0:
                capacity[node][nxt] -= int(pushed)
                capacity[nxt][node] += int(pushed)
                return pushed
    return 0


def counts_fit_caps(board: Board, counts: Mapping[str, int]) -> bool:
    return least_excess(board, counts) == 0


def count_errors(hands: Mapping[str, Sequence[str]], players: Sequence[str],
                 expected: Mapping[str, tuple[int, int]]) -> tuple[CountError, ...]:
    """Players whose number of territories is outside the (least, most) the procedure gives them."""
    errors = []
    for player in players:
        low, high = expected[player]
        count = len(hands.get(player, ()))
        if not low <= count <= high:
            errors.append(CountError(player, count, low, high))
    return tuple(errors)
