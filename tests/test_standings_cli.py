"""`referee-app rules standings`: the JSON contract of CLI.md, run as a subprocess, and every bad input."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from referee_app.rules.errors import RulesetError
from referee_app.rules.ruleset import _merge, builtin, ruleset_from_dict
from tests.cli_helpers import rules, rules_error
from tests.standings_data import GOLDEN, load_golden


def _game(rnd: int = 1, *rows: tuple[str, float, int]) -> dict[str, Any]:
    return {"round": rnd, "table": 1, "results": [
        {"name": n, "points": p, "objective_points": 10, "outside_points": 5, "place": place}
        for n, p, place in rows]}


BASE = {"games": [_game(1, ("Anna", 12.4, 1), ("Bruno", 7.2, 2), ("Carla", 5.1, 3), ("Dario", 3.05, 4))]}


def test_contract_fields() -> None:
    out = rules("standings", BASE, "marsala-2011")
    assert [r["name"] for r in out["standings"]] == ["Anna", "Bruno", "Carla", "Dario"]
    first = out["standings"][0]
    assert {"rank", "name", "total", "counted_rounds", "decided_by"} <= set(first)
    assert first == {**first, "rank": 1, "total": 12.4, "counted_rounds": [1], "decided_by": "total"}
    assert out["standings"][-1]["decided_by"] is None
    assert out["unresolved_ties"] == [] and out["phase"] == "qualifiers"
    assert out["cut"]["phase"] == "final" and out["cut"]["qualified"] == ["Anna", "Bruno", "Carla", "Dario"]


def test_golden_file_through_the_command_line() -> None:
    ruleset, data, expected = load_golden(GOLDEN / "nostra_passione_teams.json")
    out = rules("standings", data, ruleset.id)
    assert [[s["rank"], s["name"]] for s in out["standings"]] == [[r[0], r[1]] for r in expected["standings"]]
    assert [t["team"] for t in out["teams"]] == ["Rossi", "Neri", "Verdi", "Bianchi"]


def test_same_input_same_output() -> None:
    assert rules("standings", BASE, "raduno") == rules("standings", BASE, "raduno")


def _with(path: str, value: Any) -> dict[str, Any]:
    """BASE with the value at a path like `games.0.results.1.points` replaced (None: key removed)."""
    data = copy.deepcopy(BASE)
    *parents, last = path.split(".")
    node: Any = data
    for p in parents:
        node = node[int(p)] if p.isdigit() else node[p]
    if value is None:
        del node[int(last) if last.isdigit() else last]
    else:
        node[int(last) if last.isdigit() else last] = value
    return data


BAD = [
    ({}, "games", "missing"),
    ({"games": {}}, "games", "list"),
    (_with("games.0.round", None), "games[0].round", "missing"),
    (_with("games.0.round", 0), "games[0].round", "positive"),
    (_with("games.0.round", -2), "games[0].round", "positive"),
    (_with("games.0.round", 1.5), "games[0].round", "whole number"),
    (_with("games.0.round", "1"), "games[0].round", "whole number"),
    (_with("games.0.round", True), "games[0].round", "whole number"),
    (_with("games.0.table", None), "games[0].table", "missing"),
    (_with("games.0.results", []), "games[0].results", "no results"),
    (_with("games.0", "table one"), "games[0]", "object"),
    (_with("games.0.results.1.name", None), "games[0].results[1].name", "missing"),
    (_with("games.0.results.1.name", " "), "games[0].results[1].name", "empty"),
    (_with("games.0.results.1.points", None), "games[0].results[1].points", "missing"),
    (_with("games.0.results.1.points", "7.2"), "games[0].results[1].points", "number"),
    (_with("games.0.results.1.points", False), "games[0].results[1].points", "number"),
    (_with("games.0.results.1.objective_points", None), "games[0].results[1].objective_points", "missing"),
    (_with("games.0.results.1.outside_points", "x"), "games[0].results[1].outside_points", "number"),
    (_with("games.0.results.1.place", None), "games[0].results[1].place", "missing"),
    (_with("games.0.results.1.place", 5), "games[0].results[1].place", "table of 4"),
    (_with("games.0.results.1.place", 0), "games[0].results[1].place", "positive"),
    (_with("games.0.results.3.name", "Anna"), "games[0].results[3].name", "twice"),
    ({**BASE, "dice": {"Anna": 7}}, "dice.Anna", "1..6"),
    ({**BASE, "dice": {"Anna": 0}}, "dice.Anna", "1..6"),
    ({**BASE, "dice": {"Anna": "6"}}, "dice.Anna", "whole number"),
    ({**BASE, "dice": {"Zeno": 3}}, "dice.Zeno", "played no game"),
    ({**BASE, "dice": [3]}, "dice", "object"),
    ({**BASE, "entrants": 0}, "entrants", "positive"),
    ({**BASE, "teams": {"Anna": "Rossi"}}, "teams.Bruno", "no team"),
    ({**BASE, "teams": {"Anna": "", "Bruno": "R", "Carla": "R", "Dario": "R"}}, "teams.Anna", "empty"),
]


@pytest.mark.parametrize(("data", "field", "words"), BAD, ids=[f"{b[1]}-{b[2]}" for b in BAD])
def test_bad_input_exits_2_naming_the_field(data: dict[str, Any], field: str, words: str) -> None:
    line = rules_error("standings", data, "marsala-2011")
    assert line.startswith(f"error: {field}: "), line
    assert words in line


def test_player_twice_in_one_round_at_two_tables() -> None:
    data = {"games": [BASE["games"][0], {**_game(1, ("Anna", 3, 1), ("Elsa", 1, 2)), "table": 2}]}
    line = rules_error("standings", data, "raduno")
    assert line.startswith("error: games[1].results[0].name: ") and "games[0]" in line


def test_non_finite_points_and_malformed_json() -> None:
    assert "finite" in rules_error("standings", raw='{"games": [{"round": 1, "table": 1, "results": [{"name": "A", '
                                   '"points": NaN, "objective_points": 0, "outside_points": 0, "place": 1}]}]}')
    assert rules_error("standings", raw='{"games": [').startswith("error: input: ")


def test_too_many_teams_for_the_ruleset() -> None:
    data = {"games": [_game(1, ("A", 12, 1), ("B", 9, 2), ("C", 6, 3), ("D", 3, 4)),
                      {**_game(1, ("E", 12, 1)), "table": 2}],
            "teams": {"A": "t1", "B": "t2", "C": "t3", "D": "t4", "E": "t5"}}
    line = rules_error("standings", data, "nostra-passione-2018")
    assert line.startswith("error: teams: ") and "5 teams" in line


@pytest.mark.parametrize(("change", "key"), [
    ({"tie_break": ["best_single", "coin"]}, "standings.tie_break[1]"),
    ({"counted_rounds": 0}, "standings.counted_rounds"),
    ({"phase_plans": [{"phases": [{"name": "f", "places": [1, 4], "tables": 3, "order": []}]}]},
     "standings.phase_plans[0].phases[0]"),
    ({"phase_plans": [{"phases": [{"name": "f", "places": [5, 4], "tables": 1, "order": []}]}]},
     "standings.phase_plans[0].phases[0]"),
    ({"phase_plans": [{"phases": [{"name": "f", "places": [1, 4], "tables": 1, "order": ["luck"]}]}]},
     "standings.phase_plans[0].phases[0]"),
    ({"qualifier_rounds": None}, "standings.phase_plans"),
    ({"method": "elimination"}, "standings.phase_plans"),
])
def test_bad_standings_section_names_the_key(change: dict[str, Any], key: str) -> None:
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict(_merge(builtin("marsala-2011").to_dict(), {"standings": change}))
    assert info.value.key == key


def test_phase_plan_is_chosen_by_entrants() -> None:
    params = builtin("raduno").standings
    assert [p.name for p in params.plan_for(130)] == ["semifinals", "final"]
    assert [p.name for p in params.plan_for(131)] == ["quarterfinals", "semifinals", "final"]
    assert builtin("editrice-1997").standings.plan_for(500) == ()
