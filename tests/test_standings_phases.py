"""Phase arithmetic (RULES.md §7): raduno's 130-entrant threshold, quarterfinals, elimination rounds."""

from __future__ import annotations

from typing import Any

import pytest

from referee_app.cli.rules_standings import standings
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import _merge, builtin, ruleset_from_dict
from tests.standings_data import qualifier_games

RADUNO = builtin("raduno")


def _players(n: int) -> dict[str, list[float]]:
    """P001..Pn; P_k scores 300 - k in both qualifiers, so his total is 600 - 2k and his rank is k."""
    return {f"P{k:03d}": [300 - k, 300 - k] for k in range(1, n + 1)}


def _names(*ks: int) -> list[str]:
    return [f"P{k:03d}" for k in ks]


def test_exactly_130_entrants_go_straight_to_16_semifinalists() -> None:
    out = standings(RADUNO, {"games": qualifier_games(_players(130))})
    assert out["entrants"] == 130
    assert out["phase"] == "semifinals"
    assert [p["phase"] for p in out["phases"]] == ["semifinals", "final"]
    cut = out["cut"]
    assert cut["places"] == [1, 16]
    assert cut["qualified"] == _names(*range(1, 17))
    assert cut["bands"] == [_names(1, 2, 3, 4), _names(5, 6, 7, 8), _names(9, 10, 11, 12), _names(13, 14, 15, 16)]


def test_131_entrants_add_quarterfinals_for_places_11_to_34() -> None:
    out = standings(RADUNO, {"games": qualifier_games(_players(131))})
    assert out["entrants"] == 131
    assert out["phase"] == "quarterfinals"
    assert [p["phase"] for p in out["phases"]] == ["quarterfinals", "semifinals", "final"]
    cut = out["cut"]
    assert cut["places"] == [11, 34]
    assert cut["qualified"] == _names(*range(11, 35))
    assert cut["bands"] == [_names(*range(11, 17)), _names(*range(17, 23)), _names(*range(23, 29)),
                            _names(*range(29, 35))]


def test_entrants_are_counted_at_game_1() -> None:
    players = _players(131)
    players["P131"] = [None, 300 - 131]  # type: ignore[list-item]  # joined in round 2: not an entrant
    out = standings(RADUNO, {"games": qualifier_games(players)})
    assert out["entrants"] == 130 and out["phase"] == "semifinals"
    assert standings(RADUNO, {"games": qualifier_games(players), "entrants": 131})["phase"] == "quarterfinals"


def _quarterfinals() -> list[dict[str, Any]]:
    """Table t (1..6) seats P(10+t), P(16+t), P(22+t), P(28+t). Band-4 players win tables 1-3, band-1
    players tables 4-6; a winner scores 100, the others 10."""
    games = []
    for t in range(1, 7):
        seats = [10 + t, 16 + t, 22 + t, 28 + t]
        winner = seats[3] if t <= 3 else seats[0]
        order = [winner] + [k for k in seats if k != winner]
        games.append({"round": 3, "table": t, "results": [
            {"name": f"P{k:03d}", "points": 100 if k == winner else 10, "objective_points": 0,
             "outside_points": 0, "place": i + 1} for i, k in enumerate(order)]})
    return games


def test_quarterfinal_winners_become_places_11_to_16_by_three_game_totals() -> None:
    out = standings(RADUNO, {"games": qualifier_games(_players(131)) + _quarterfinals()})
    # Winners' 3-game totals: P014 672, P015 670, P016 668, P029 642, P030 640, P031 638.
    rows = out["standings"]
    assert [r["name"] for r in rows[:16]] == _names(*range(1, 11), 14, 15, 16, 29, 30, 31)
    assert [r["decided_by"] for r in rows[9:17]] == ["seeding"] + ["phase_total"] * 5 + ["advanced",
                                                                                          "phase_total"]
    # Non-winners follow by their 3-game totals (their qualifier order), then place 35 on as before.
    losers = [k for k in range(11, 35) if k not in (14, 15, 16, 29, 30, 31)]
    assert [r["name"] for r in rows[16:34]] == _names(*losers)
    assert rows[33]["decided_by"] == "phase" and rows[34]["name"] == "P035"
    assert [r["rank"] for r in rows] == list(range(1, 132))
    assert out["phase"] == "semifinals"
    cut = out["cut"]
    assert cut["qualified"] == _names(*range(1, 11), 14, 15, 16, 29, 30, 31)
    assert cut["bands"] == [_names(1, 2, 3, 4), _names(5, 6, 7, 8), _names(9, 10, 14, 15), _names(16, 29, 30, 31)]
    assert rows[10]["reached"] == "quarterfinals" and rows[0]["reached"] == "qualifiers"


def test_a_player_outside_the_phase_places_is_refused() -> None:
    games = qualifier_games(_players(131)) + _quarterfinals()
    games[-1]["results"][0]["name"] = "P035"
    with pytest.raises(InputError) as info:
        standings(RADUNO, {"games": games})
    assert info.value.field == f"games[{len(games) - 1}].results[0].name"
    assert "11-34" in info.value.message and "quarterfinals" in info.value.message


def test_a_phase_after_an_incomplete_one_is_refused() -> None:
    games = qualifier_games(_players(131)) + _quarterfinals()[:5]
    games.append({"round": 4, "table": 1, "results": [
        {"name": "P001", "points": 50, "objective_points": 0, "outside_points": 0, "place": 1}]})
    with pytest.raises(InputError) as info:
        standings(RADUNO, {"games": games})
    assert info.value.field == f"games[{len(games) - 1}].round"
    assert "quarterfinals" in info.value.message


def test_an_incomplete_phase_is_in_progress_and_changes_nothing() -> None:
    before = standings(RADUNO, {"games": qualifier_games(_players(131))})
    out = standings(RADUNO, {"games": qualifier_games(_players(131)) + _quarterfinals()[:5]})
    def order(result: dict[str, Any]) -> list[tuple[int, str, str | None]]:
        return [(r["rank"], r["name"], r["decided_by"]) for r in result["standings"]]

    assert order(out) == order(before)
    assert out["cut"]["status"] == "in_progress" and out["phase"] == "quarterfinals"
    assert [p["status"] for p in out["phases"]] == ["in_progress", "pending", "pending"]


def test_a_round_beyond_the_last_phase_is_refused() -> None:
    games = qualifier_games(_players(8))
    games.append({"round": 5, "table": 1, "results": [
        {"name": "P001", "points": 50, "objective_points": 0, "outside_points": 0, "place": 1}]})
    with pytest.raises(InputError) as info:
        standings(RADUNO, {"games": games})
    assert info.value.field == f"games[{len(games) - 1}].round"


def test_too_few_games_take_no_final_seat() -> None:
    marsala = builtin("marsala-2011")
    players = {"A": [12.5, None, None], "B": [7, 7, 7], "C": [5, 5, 5], "D": [3, 3, 3], "E": [1, 3, 1]}
    out = standings(marsala, {"games": qualifier_games(players)})  # type: ignore[arg-type]
    assert [r["name"] for r in out["standings"]] == ["B", "C", "D", "E", "A"]
    assert out["standings"][3]["decided_by"] == "games_played"
    assert out["cut"]["qualified"] == ["B", "C", "D", "E"]


def test_elimination_in_progress_names_the_next_round() -> None:
    ruleset = ruleset_from_dict(_merge(builtin("editrice-1997").to_dict(), {"standings": {"method": "elimination"}}))
    games = qualifier_games({"A": [80], "B": [50], "C": [30], "D": [10], "E": [70], "F": [50], "G": [90],
                             "H": [60]})
    out = standings(ruleset, {"games": games})
    assert out["phase"] == "round 2"
    assert out["cut"]["qualified"] == ["G", "A"]  # table winners, best first
    games.append({"round": 2, "table": 1, "results": [
        {"name": "B", "points": 80, "objective_points": 0, "outside_points": 0, "place": 1}]})
    with pytest.raises(InputError) as info:
        standings(ruleset, {"games": games})
    assert info.value.field == "games[2].results[0].name" and "did not win" in info.value.message
