"""Properties of the standings: listing order is irrelevant, more points never cost a place."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.cli.rules_standings import standings
from referee_app.rules.ruleset import builtin

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elsa", "Furio", "Greta", "Italo", "Lia"]
QUALIFIER_RULESETS = {"marsala-2011": 3, "raduno": 2, "como-2000": 4, "nostra-passione-2018": 4,
                      "editrice-1997": 3}


@st.composite
def tournaments(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    ruleset_id = draw(st.sampled_from(sorted(QUALIFIER_RULESETS)))
    rounds = draw(st.integers(1, QUALIFIER_RULESETS[ruleset_id]))
    players = draw(st.lists(st.sampled_from(NAMES), min_size=2, max_size=len(NAMES), unique=True))
    games = []
    for rnd in range(1, rounds + 1):
        present = [p for p in players if draw(st.booleans()) or rnd == 1]
        for t in range(0, len(present), 4):
            seated = present[t:t + 4]
            # Few distinct values, so that ties (and the criteria after the total) happen often.
            games.append({"round": rnd, "table": t // 4 + 1, "results": [
                {"name": n, "points": draw(st.sampled_from([0, 3, 5.25, 7, 12.1, 12.3])),
                 "objective_points": draw(st.integers(0, 3)) * 10, "outside_points": draw(st.integers(0, 2)) * 5,
                 "place": i + 1} for i, n in enumerate(seated)]})
    dice = draw(st.dictionaries(st.sampled_from(players), st.integers(1, 6)))
    return ruleset_id, {"games": games, "dice": dice}


@settings(max_examples=150, deadline=None)
@given(tournaments(), st.randoms(use_true_random=False))
def test_listing_order_does_not_matter(case: tuple[str, dict[str, Any]], rnd: random.Random) -> None:
    ruleset_id, data = case
    shuffled = [{**g, "results": rnd.sample(g["results"], len(g["results"]))}
                for g in rnd.sample(data["games"], len(data["games"]))]
    dice = dict(rnd.sample(sorted(data["dice"].items()), len(data["dice"])))
    ruleset = builtin(ruleset_id)
    assert standings(ruleset, {"games": shuffled, "dice": dice}) == standings(ruleset, data)


@settings(max_examples=150, deadline=None)
@given(tournaments(), st.data())
def test_more_points_never_lower_a_rank(case: tuple[str, dict[str, Any]], data: st.DataObject) -> None:
    ruleset_id, tournament = case
    ruleset = builtin(ruleset_id)
    g = data.draw(st.integers(0, len(tournament["games"]) - 1))
    r = data.draw(st.integers(0, len(tournament["games"][g]["results"]) - 1))
    extra = data.draw(st.sampled_from([0.01, 1, 4.75, 50]))
    name = tournament["games"][g]["results"][r]["name"]
    richer = [{**game, "results": [dict(x) for x in game["results"]]} for game in tournament["games"]]
    richer[g]["results"][r]["points"] += extra

    def rank(games: list[dict[str, Any]]) -> int:
        rows = standings(ruleset, {"games": games, "dice": tournament["dice"]})["standings"]
        return next(int(row["rank"]) for row in rows if row["name"] == name)

    assert rank(richer) <= rank(tournament["games"])
