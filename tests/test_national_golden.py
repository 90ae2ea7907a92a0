"""Golden whole events of the national formula (tests/golden/events, docs/rules.md §7): qualifiers, the plan the
entrants choose, the semifinals drawn by `referee-app rules draw`, the finals and the final standings, all
through the command line (`rules standings`, `rules draw`) as docs/cli.md documents them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_helpers import run_main
from tests.national_events import draw_players, played, qualifier_games

EVENTS = sorted((Path(__file__).parent / "golden" / "events").glob("*.json"))


def _rules(command: str, ruleset: str, data: dict[str, Any]) -> dict[str, Any]:
    done = run_main("rules", command, "--ruleset", ruleset, stdin=data)
    assert done.returncode == 0, done.stderr
    out: dict[str, Any] = json.loads(done.stdout)
    return out


def play(scenario: dict[str, Any]) -> dict[str, Any]:
    """The whole event; returns what each step showed."""
    ruleset = scenario["ruleset"]
    early = scenario.get("withdraw_before_semifinals", [])
    late = scenario.get("withdraw_before_final", [])
    games = qualifier_games(scenario)
    after_qualifiers = _rules("standings", ruleset, {"games": games, "withdrawn": early})
    semis = after_qualifiers["cut"]
    semi_draw = _rules("draw", ruleset, {"game": "semifinal", "seed": 1, "players": draw_players(semis)})
    games += played(semi_draw["tables"], 3)
    after_semis = _rules("standings", ruleset, {"games": games, "withdrawn": early + late})
    final = after_semis["cut"]
    final_draw = _rules("draw", ruleset, {"game": "final", "seed": 1,
                                           "players": draw_players(final, clubs=False)})
    games += played(final_draw["tables"], 4)
    end = _rules("standings", ruleset, {"games": games, "withdrawn": early + late})
    return {"qualifiers": after_qualifiers, "semis": semis, "semi_draw": semi_draw, "final": final,
            "final_draw": final_draw, "end": end}


def summary(run: dict[str, Any]) -> dict[str, Any]:
    semis, final, end = run["semis"], run["final"], run["end"]
    return {
        "phase_after_qualifiers": run["qualifiers"]["phase"],
        "semifinalists": len(semis["qualified"]),
        "semifinal_places": semis["places"],
        "semifinal_tables": len(run["semi_draw"]["tables"]),
        "groups": [g["players"] for g in semis["groups"]],
        "direct_finalists": semis["direct_finalists"],
        "finals": len(run["final_draw"]["tables"]),
        "finalists": [g["players"] for g in final["groups"]],
        "winners": [s["name"] for s in end["standings"] if s["rank"] == 1],
        "top": [[s["rank"], s["name"], s["reached"]] for s in end["standings"][:4 * len(final["groups"]) + 2]],
        "phase_at_end": end["phase"],
    }


@pytest.mark.parametrize("path", EVENTS, ids=[p.stem for p in EVENTS])
def test_event(path: Path) -> None:
    scenario = json.loads(path.read_text("utf-8"))
    run = play(scenario)
    assert summary(run) == scenario["expect"]
    # every semifinal table: one group, one player per band, four players
    band = {p["name"]: (p["group"], p["band"]) for p in draw_players(run["semis"])}
    for table in run["semi_draw"]["tables"]:
        seats = [band[p["name"]] for p in table["players"]]
        assert len(seats) == 4 and len({g for g, _ in seats}) == 1, table
        assert sorted(b for _, b in seats) == [1, 2, 3, 4], table


def test_the_scenarios_cover_the_thresholds_edges() -> None:
    counts = {json.loads(p.read_text("utf-8"))["entrants"] for p in EVENTS if "raduno-nazionale" in p.stem}
    assert {36, 37, 76, 77, 80, 104, 116, 117, 200} <= counts
