"""The repechage of a phase (docs/rules.md §7, `campionato`/`open`): the last `repechage_seats` places of a
phase go to the best single qualifier games of the players below its direct seats who played at least
`repechage_min_games`, rather than to the next places of the standings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee_app.rules.params import PhaseParams
from referee_app.rules.ranking import Chain, rank_groups

Played = Sequence[tuple[int, Any]]  # (round, GameResult) pairs, as standings.Played


def repechage(phase: PhaseParams, chain: Chain, by_player: Mapping[str, Played],
              ineligible: set[str]) -> tuple[list[str], list[str], list[str]]:
    """(sure seats, players tied across the direct seats' cut line, the phase's players in entering order) once
    the last `repechage_seats` are given by best single game; among equal best games the higher in the
    standings goes."""
    first, direct_last = phase.places[0] - 1, phase.places[1] - phase.repechage_seats - 1
    direct: list[str] = []
    tied: list[str] = []
    for group in rank_groups(chain):
        names = [chain[i][0] for i in group if chain[i][0] not in ineligible]
        inside = [i for i in group if first <= i <= direct_last]
        if len(inside) == len(group):
            direct.extend(names)
        elif inside:
            tied.extend(names)
    below = [n for n, _ in chain[direct_last + 1:] if n not in ineligible and n not in tied
             and len(by_player.get(n, [])) >= phase.repechage_min_games]

    def best(name: str) -> float:
        return float(max((r.points for _, r in by_player[name]), default=float("-inf")))

    below.sort(key=lambda n: -best(n))  # stable: the higher in the standings among equal best games
    taken = below[:phase.repechage_seats]
    return direct + taken, tied, direct + taken + [n for n in tied if n not in direct]
