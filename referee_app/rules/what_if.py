"""The standings' what-if column (docs/standings.md): during the qualifier rounds of a season, who already holds
one of the first phase's seats by the standings whatever the remaining rounds give, who can no longer reach
one, and for everybody else the total that makes him sure.

Each remaining round may give a player anything from 0 to the most one game can give under the ruleset
(`max_game_points`), independently of the others (who sits at which table is not known yet): so "through"
and "out" hold for every real outcome, and a tie is never counted as won. Withdrawn players score nothing
more. The seats are the first phase's places up to its last direct one (a repechage seat is not counted: a
player out of the direct seats may still be repechaged).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from referee_app.rules.params import ScoringParams, StandingsParams
from referee_app.rules.standings import Game, played_by_player, sum_points

Outlook = Literal["through", "out", "open"]


@dataclass(frozen=True)
class WhatIf:
    """`status`; `needs_above`: a total above this is sure of a seat whatever the others do (null when
    through or out); `best_total`: the most his total can still reach."""
    name: str
    status: Outlook
    needs_above: float | None
    best_total: float

    @property
    def can_be_sure(self) -> bool:
        """Open, and his best still clears `needs_above`: playing well is enough. When his best cannot clear
        it, he may still get a seat, but only if others do worse: nothing he does alone makes him sure."""
        return self.needs_above is not None and self.best_total > self.needs_above


def max_game_points(scoring: ScoringParams) -> float:
    """The most one game can give a player under the scoring rules (a RisiKo! or the best table)."""
    top_score = float(scoring.objective_total or 86) if scoring.game_score == "objective_points" else 164.0
    if scoring.risiko_score is not None:
        top_score = max(top_score, float(scoring.risiko_score))
    factor = max(scoring.table_size_factor.values(), default=1.0)
    place = max((points[0] for points in scoring.place_points.values() if points), default=0)
    weighted = scoring.score_weight * top_score
    if scoring.factor_on_score_only:
        scaled = weighted * factor
        if scoring.score_points_cap is not None:
            scaled = min(scaled, scoring.score_points_cap)
        best = place + scoring.winner_bonus + scaled
    else:
        best = (place + scoring.winner_bonus + weighted) * factor
    return max(best, float(scoring.risiko_points or 0.0))


def seats_by_standings(params: StandingsParams, entrants: int) -> int:
    """How many standings places reach the first phase (or skip it) directly; 0 when nothing is cut."""
    phases = params.plan_for(entrants)
    if not phases:
        return 0
    return phases[0].places[1] - phases[0].repechage_seats


def what_if(params: StandingsParams, scoring: ScoringParams, games: Sequence[Game],
            withdrawn: Collection[str] = (), entrants: int | None = None) -> tuple[WhatIf, ...]:
    """The what-if column, by player name order; empty when the ruleset cuts nothing or the qualifier rounds
    are over (the standings then say it all)."""
    if params.qualifier_rounds is None or params.method != "cumulative":
        return ()
    qualifiers = [g for g in games if g.round <= params.qualifier_rounds]
    played_rounds = {g.round for g in qualifiers}
    remaining = params.qualifier_rounds - len(played_rounds)
    entrants = entrants if entrants is not None else len({r.name for g in games if g.round == 1 for r in g.results})
    seats = seats_by_standings(params, entrants)
    if remaining <= 0 or seats <= 0:
        return ()
    scores = {name: [r.points for _, r in played] for name, played in played_by_player(qualifiers).items()}
    top = max_game_points(scoring)
    worst = {n: counted_total(s, params.counted_rounds) for n, s in scores.items()}
    best = {n: worst[n] if n in withdrawn else counted_total(s + [top] * remaining, params.counted_rounds)
            for n, s in scores.items()}
    return tuple(outlook(n, worst, best, seats) for n in sorted(scores))


def counted_total(scores: Sequence[float], counted: int | None) -> float:
    ordered = sorted(scores, reverse=True)
    return sum_points(ordered[:counted] if counted else ordered)


def outlook(name: str, worst: Mapping[str, float], best: Mapping[str, float], seats: int) -> WhatIf:
    """Through: fewer than `seats` others can reach his lowest total. Out: at least `seats` others are already
    above his highest. Otherwise he is sure above the seats-th highest total the others can reach."""
    others = [n for n in worst if n != name]
    if sum(1 for n in others if best[n] >= worst[name]) < seats:
        return WhatIf(name, "through", None, best[name])
    if sum(1 for n in others if worst[n] > best[name]) >= seats:
        return WhatIf(name, "out", None, best[name])
    reach = sorted((best[n] for n in others), reverse=True)
    return WhatIf(name, "open", reach[seats - 1], best[name])


__all__ = ["WhatIf", "counted_total", "max_game_points", "outlook", "what_if"]
