"""The rulesets of today's circuit formats (docs/rules.md §6-§8): bad files refused at the exact key, the
shared win, the one line the wizard and `rules rulesets` show, the circuit's tournament type."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.rules.errors import RulesetError
from referee_app.rules.ruleset import builtin, builtins, load_ruleset
from tests.cli_helpers import rules


def _refused(tmp_path: Path, data: dict[str, Any]) -> str:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    return info.value.key


@pytest.mark.parametrize(("national", "key"), [
    ({"thresholds": [36, 116, 76]}, "standings.national.thresholds[2]"),
    ({"thresholds": [36, 36]}, "standings.national.thresholds[1]"),
    ({"thresholds": [8, 76]}, "standings.national.thresholds[0]"),
    ({"thresholds": [12, 76], "group_tables": 4}, "standings.national.group_tables"),
    ({"thresholds": [36], "small_plan_min_players": 6}, "standings.national.small_plan_min_players"),
    ({"thresholds": []}, "standings.national.thresholds"),
])
def test_bad_national_plans_are_refused_at_their_key(tmp_path: Path, national: dict[str, Any], key: str) -> None:
    assert _refused(tmp_path, {"extends": "raduno-nazionale", "standings": {"national": national}}) == key


def test_a_national_plan_needs_the_national_method(tmp_path: Path) -> None:
    assert _refused(tmp_path, {"extends": "raduno", "standings": {"national": {"thresholds": [36]}}}) \
        == "standings.national"


def test_plan_sizes_by_entrants() -> None:
    plan = builtin("raduno-nazionale").standings
    assert plan.national is not None
    tables = {n: plan.plan_for(n)[0].tables for n in (36, 37, 76, 77, 116, 117, 156, 157, 196, 197, 400)}
    assert tables == {36: 4, 37: 4, 76: 4, 77: 8, 116: 8, 117: 12, 156: 12, 157: 16, 196: 16, 197: 20, 400: 20}
    assert [plan.national.groups_for(n) for n in (36, 37, 77, 117, 157, 197)] == [0, 1, 2, 3, 4, 5]


def _sheet(objective: int, outside: int, inside: int, out: int) -> dict[str, int]:
    return {"objective_points": objective, "outside_points": outside, "armies_inside": 2 * inside,
            "armies_outside": 2 * out, "territories_inside": inside, "territories_outside": out}


def test_shared_win_splits_the_bonus(tmp_path: Path) -> None:
    rows = (("Anna", 50, 10, 11, 3), ("Bruno", 50, 20, 10, 7), ("Carla", 20, 10, 6, 3), ("Dario", 0, 4, 0, 2))
    table = {"players": [{"name": n, "sheet": _sheet(*values), "cards": 0, "status": "active"}
                         for n, *values in rows],
             "neutral_points": 0}
    sole = {r["name"]: r["points"] for r in rules("score", table, ruleset="raduno-nazionale")["ranking"]}
    assert sole == {"Bruno": 100, "Anna": 50, "Carla": 20, "Dario": 0}
    path = tmp_path / "shared.json"
    path.write_text(json.dumps({"extends": "raduno-nazionale", "scoring": {"shared_win": True}}), "utf-8")
    shared = {r["name"]: r["points"] for r in rules("score", table, ruleset=str(path))["ranking"]}
    assert shared == {"Bruno": 75, "Anna": 75, "Carla": 20, "Dario": 0}


def test_rulesets_say_when_to_choose_them_and_their_circuit_type() -> None:
    out = {r["id"]: r for r in rules("rulesets")["rulesets"]}
    assert all(r["choose_when"] for r in out.values())
    assert out["raduno-nazionale"]["circuit_type"] == "Raduno Nazionale"
    assert out["raduno"]["circuit_type"] is None  # the written regulation is not what the circuit runs today
    assert len({r.choose_when for r in builtins()}) == len(builtins())
