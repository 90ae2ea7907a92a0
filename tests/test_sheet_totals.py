"""A table from the score sheet's totals ranks exactly as from the full map; bad totals are refused naming
the cell (rules/table/sheet.py, `rules score` with `sheet` and `neutral_points`)."""

from __future__ import annotations

import copy
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings

from referee_app.rules.board import classic_board
from referee_app.rules.errors import InputError
from referee_app.rules.final_state import TableFinal, measure
from referee_app.rules.ruleset import builtin
from referee_app.rules.scoring import TableScore, score_table
from referee_app.rules.table.sheet import SHEET_FIELDS, SheetTotals, sheet_columns
from referee_app.rules.table.parse import table_from_dict
from tests.cli_helpers import rules, rules_error
from tests.score_tables import base_input
from tests.test_score_properties import ruleset_and_table
from tests.coded import coded

BOARD = classic_board()
MARSALA = builtin("marsala-2011")


def as_sheet(table: TableFinal) -> TableFinal:
    """The same table as a referee copies it from the score sheet: totals, no map."""
    players = []
    for p in table.players:
        m = measure(p, BOARD)
        totals = SheetTotals(**{k: getattr(m, k) for k in SHEET_FIELDS}, cards=p.cards)
        players.append(replace(p, territories={}, sheet=totals))
    neutral = sum(BOARD.value(t) for t in table.neutral)
    return replace(table, players=tuple(players), neutral={}, neutral_points=neutral)


def rows(score: TableScore) -> list[tuple[Any, ...]]:
    return [(p.name, p.place, p.decided_by, p.points, p.score, p.measures.objective_points,
             p.measures.outside_points, p.measures.all_armies, p.shared_with) for p in score.ranking]


@settings(max_examples=60, deadline=None)
@given(ruleset_and_table())
def test_sheet_ranks_as_the_map(case: Any) -> None:
    ruleset, table = case
    # a player out of the game hands his cards over: the sheet has zeros in his row
    table = replace(table, players=tuple(p if p.survives else replace(p, cards=0) for p in table.players))
    by_map = score_table(table, ruleset.scoring, BOARD)
    by_sheet = score_table(as_sheet(table), ruleset.scoring, BOARD)
    assert rows(by_sheet) == rows(by_map)
    assert by_sheet.unresolved == by_map.unresolved
    assert by_sheet.check.total_value == by_map.check.total_value == 164
    assert [n.code for n in by_sheet.check.notes] == [n.code for n in by_map.check.notes]


def sheet_input() -> dict[str, Any]:
    """base_input() copied to the sheet: same players, totals instead of territories."""
    data = base_input()
    table = table_from_dict(data, BOARD)
    for raw, player in zip(data["players"], table.players, strict=True):
        m = measure(player, BOARD)
        raw["sheet"] = {k: getattr(m, k) for k in SHEET_FIELDS}
        del raw["territories"]  # the objective may stay: it gives objective_value as on the map
    del data["neutral"]
    data["neutral_points"] = 0
    return data


def test_cli_sheet_output_equals_map_output() -> None:
    by_map, by_sheet = rules("score", base_input()), rules("score", sheet_input())
    assert by_sheet["ranking"] == by_map["ranking"]
    assert by_sheet["unresolved_ties"] == by_map["unresolved_ties"] == [["Anna", "Carla"], ["Bruno", "Dario"]]
    assert by_sheet["tie_needs"] == ["die", "die"]
    assert by_sheet["check"] == by_map["check"]
    # the sheet alone: the objective is worth the ruleset's 86
    alone = rules("score", {**sheet_input(), "players": [{k: v for k, v in r.items() if k != "objective"}
                                                         for r in sheet_input()["players"]]})
    assert {r["objective_value"] for r in alone["ranking"]} == {86}
    assert [{**r, "objective_value": m["objective_value"]} for r, m in zip(alone["ranking"], by_map["ranking"],
                                                                         strict=True)] == by_map["ranking"]


def test_cli_refuses_totals_not_adding_up() -> None:
    data = sheet_input()
    data["players"][0]["sheet"]["outside_points"] += 5
    assert rules_error("score", data) == "error: players: points add up to 169, expected 164"
    data = sheet_input()
    data["neutral_points"] = 3
    assert rules_error("score", data) == "error: players: points add up to 167, expected 164"


@pytest.mark.parametrize("change, field", [
    (lambda d: d["players"][1].update(territories={"Alaska": 1}), "players[1].territories"),
    (lambda d: d.update(neutral={"Alaska": 1}), "neutral"),
    (lambda d: d["players"][2].pop("sheet"), "players[2].sheet"),
    (lambda d: d["players"][0]["sheet"].update(armies_inside=-1), "players[0].sheet.armies_inside"),
    (lambda d: d["players"][0]["sheet"].update(cards=2), "players[0].sheet.cards"),
    (lambda d: d["players"][3]["sheet"].update(outside_points="12"), "players[3].sheet.outside_points"),
])
def test_mixed_or_malformed_sheet_input_names_the_field(change: Any, field: str) -> None:
    data = sheet_input()
    change(data)
    with pytest.raises(InputError) as caught:
        score_table(table_from_dict(data, BOARD), MARSALA.scoring, BOARD)
    assert caught.value.field == field


def test_cells_that_cannot_be() -> None:
    def code(data: dict[str, Any]) -> tuple[str, str]:
        with pytest.raises(InputError, check=coded) as caught:
            score_table(table_from_dict(data, BOARD), MARSALA.scoring, BOARD)
        return caught.value.field, caught.value.code

    out = sheet_input()
    out["players"][3].update(status="eliminated", eliminated_order=1)
    assert code(out) == ("players[3].sheet.objective_points", "sheet_eliminated_not_zero")
    claim = sheet_input()
    claim["risiko"] = "Anna"
    assert code(claim) == ("players[0].sheet.objective_points", "sheet_risiko_points")
    few = sheet_input()
    few["players"][1]["sheet"]["armies_outside"] = 2
    assert code(few) == ("players[1].sheet.armies_outside", "sheet_armies_below_count")
    counted = sheet_input()
    counted["players"][1]["sheet"]["territories_outside"] += 1
    counted["players"][1]["sheet"]["armies_outside"] += 1
    assert code(counted) == ("players", "sheet_territories_total")


def test_eliminated_player_without_a_row_and_a_risiko_claim_of_86() -> None:
    def row(name: str, inside: int, outside: int) -> dict[str, Any]:
        # territories columns left blank: asked only when a tie reaches them
        return {"name": name, "cards": 1, "sheet": {"objective_points": inside, "outside_points": outside,
                                                    "armies_inside": 20, "armies_outside": 10}}
    data = {"players": [row("Anna", 86, 10), row("Bruno", 30, 10), row("Carla", 20, 8),
                        {"name": "Dario", "status": "eliminated", "eliminated_order": 1}],
            "neutral_points": 0, "risiko": "Anna"}
    result = rules("score", data)
    assert [r["name"] for r in result["ranking"]] == ["Anna", "Bruno", "Carla", "Dario"]
    assert result["ranking"][0]["decided_by"] == "risiko"
    assert result["ranking"][0]["objective_complete"] is True
    assert result["ranking"][1]["territories_inside"] is None


def test_a_tie_reaching_a_blank_column_asks_for_it() -> None:
    data = copy.deepcopy(sheet_input())
    for row in data["players"]:
        row["sheet"].update(armies_inside=None, armies_outside=None)
    result = rules("score", data)
    assert result["unresolved_ties"] == [["Anna", "Bruno", "Carla", "Dario"]]
    assert result["tie_needs"] == ["armies_inside"]


def test_columns_follow_the_chain() -> None:
    assert sheet_columns(MARSALA.scoring) == ("objective_points", "outside_points", "armies_inside",
                                              "armies_outside", "cards", "territories_inside", "territories_outside")
    plain = replace(MARSALA.scoring, ranking=("risiko", "elimination", "objective_points", "outside_points", "die"))
    assert sheet_columns(plain) == ("objective_points", "outside_points")
    scored_armies = replace(plain, army_points="all")
    assert sheet_columns(scored_armies) == ("objective_points", "outside_points", "armies_inside", "armies_outside")
