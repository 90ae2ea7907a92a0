"""The standings' what-if column against a brute-force enumeration of the remaining rounds (docs/standings.md):
every player's remaining games take the least and the most a game can give, in every combination; "through"
must hold in each (fewer than the seats tie or beat him), "out" too (at least the seats beat him)."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.rules.params import PhaseParams, PhasePlan, StandingsParams
from referee_app.rules.ruleset import builtin
from referee_app.rules.standings import Game, GameResult
from referee_app.rules.what_if import counted_total, max_game_points, what_if

SCORING = builtin("campionato").scoring
TOP = max_game_points(SCORING)


def _params(rounds: int, counted: int, seats: int) -> StandingsParams:
    final = PhaseParams("final", (1, seats), 1, ("place",))
    return StandingsParams("cumulative", qualifier_rounds=rounds, counted_rounds=counted,
                           tie_break=("best_single", "die"), phase_plans=(PhasePlan((final,)),))


def _games(points: list[list[float | None]]) -> list[Game]:
    """points[p][r]: player p's score in round r+1 (None: absent), one table per round."""
    games = []
    for r in range(len(points[0])):
        seated = [(f"P{p}", row[r]) for p, row in enumerate(points) if row[r] is not None]
        results = tuple(GameResult(n, float(s or 0), 0.0, 0.0, k + 1) for k, (n, s) in enumerate(seated))
        games.append(Game(r + 1, 1, results))
    return games


def _brute(points: list[list[float | None]], remaining: int, counted: int, seats: int,
           withdrawn: set[str]) -> tuple[dict[str, str], dict[str, float], dict[str, bool]]:
    names = [f"P{p}" for p in range(len(points))]
    played = {n: [s for s in row if s is not None] for n, row in zip(names, points, strict=True)}
    free = [n for n in names if n not in withdrawn]
    through = dict.fromkeys(names, True)
    out = dict.fromkeys(names, True)
    target = dict.fromkeys(names, float("-inf"))  # the highest the seats-th of the others ever gets
    sure = dict.fromkeys(names, True)  # playing his best, he is through whatever the others do
    for outcome in itertools.product((0.0, TOP), repeat=remaining * len(free)):
        extra = {n: list(outcome[i * remaining:(i + 1) * remaining]) for i, n in enumerate(free)}
        totals = {n: counted_total(played[n] + extra.get(n, []), counted) for n in names}
        for n in names:
            if sum(1 for m in names if m != n and totals[m] >= totals[n]) >= seats:
                through[n] = False
            if sum(1 for m in names if m != n and totals[m] > totals[n]) < seats:
                out[n] = False
            if all(x == TOP for x in extra.get(n, [])) and \
                    sum(1 for m in names if m != n and totals[m] >= totals[n]) >= seats:
                sure[n] = False
            target[n] = max(target[n], sorted((totals[m] for m in names if m != n), reverse=True)[seats - 1])
    return {n: "through" if through[n] else "out" if out[n] else "open" for n in names}, target, sure


scores = st.one_of(st.none(), st.sampled_from([0.0, 20.0, 45.0, 60.0, 95.0, 110.0, 150.0]))


@settings(max_examples=60, deadline=None)
@given(data=st.data(), players=st.integers(4, 6), played=st.integers(1, 3), remaining=st.integers(1, 2),
       seats=st.integers(1, 3))
def test_what_if_matches_brute_force(data: st.DataObject, players: int, played: int, remaining: int,
                                     seats: int) -> None:
    points = [data.draw(st.lists(scores, min_size=played, max_size=played)) for _ in range(players)]
    seats = min(seats, players - 1)
    for r in range(played):  # every round was played by somebody
        if all(row[r] is None for row in points):
            points[0][r] = 30.0
    for row in points:  # everybody played at least once
        if all(s is None for s in row):
            row[0] = 10.0
    counted = data.draw(st.integers(1, played + remaining))
    withdrawn = set(data.draw(st.lists(st.sampled_from([f"P{p}" for p in range(players)]), max_size=1)))
    params = _params(played + remaining, counted, seats)
    column = {w.name: w for w in what_if(params, SCORING, _games(points), withdrawn)}
    expected, target, sure = _brute(points, remaining, counted, seats, withdrawn)
    assert {n: w.status for n, w in column.items()} == expected
    # an open player is sure once his total is above the highest the seats-th of the others can reach
    assert {n: w.needs_above for n, w in column.items() if w.status == "open"} == \
        {n: target[n] for n, status in expected.items() if status == "open"}
    # and whether his own best games are enough for that, or it depends on the others
    assert {n: w.can_be_sure for n, w in column.items() if w.status == "open"} == \
        {n: sure[n] for n, status in expected.items() if status == "open"}


def test_no_column_once_the_rounds_are_played_or_without_a_cut() -> None:
    points: list[list[float | None]] = [[100.0, 50.0], [20.0, 150.0], [0.0, 0.0]]
    assert what_if(_params(2, 2, 2), SCORING, _games(points)) == ()
    open_rules = builtin("open")
    assert what_if(open_rules.standings, open_rules.scoring, _games(points)) == ()
