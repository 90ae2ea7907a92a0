"""`rules deal-check` against the CLI.md contract, including every bad-input path (exit 2)."""

from __future__ import annotations

from typing import Any

import pytest

from referee_app.rules.board import classic_board
from tests.cli_helpers import rules, rules_error

P4 = ["Anna", "Bruno", "Carla", "Dario"]
CARDS = list(classic_board().names)


def test_replay_output_has_the_contract_fields() -> None:
    out = rules("deal-check", {"players": P4, "cards": CARDS})
    assert {"valid", "hands", "skips", "swaps", "violations"} <= set(out)
    assert out["valid"] is True
    assert list(out["hands"]) == P4
    assert sorted(t for h in out["hands"].values() for t in h) == sorted(CARDS)


def test_validate_output_has_the_contract_fields() -> None:
    hands = rules("deal-check", {"players": P4, "cards": CARDS})["hands"]
    out = rules("deal-check", {"players": P4, "hands": {p: [t.upper() for t in h] for p, h in hands.items()}},
                "raduno")
    assert out["valid"] is True and out["hands"] == hands  # loose names in, canonical out
    assert out["skips"] == [] and out["swaps"] == [] and out["violations"] == []


@pytest.mark.parametrize(("data", "field"), [
    ({"players": P4, "cards": CARDS[:3] + ["Atlantide"] + CARDS[4:]}, "cards[3]"),
    ({"players": P4, "cards": CARDS[:41] + ["Alaska"]}, "cards[41]"),
    ({"players": P4, "cards": CARDS[:40]}, "cards"),
    ({"players": P4, "cards": CARDS[:5] + [7] + CARDS[6:]}, "cards[5]"),
    ({"players": P4, "cards": "Alaska"}, "cards"),
    ({"players": P4}, "cards"),
    ({"players": P4, "cards": CARDS, "hands": {}}, "cards"),
    ({"cards": CARDS}, "players"),
    ({"players": ["Anna"], "cards": CARDS}, "players"),
    ({"players": ["Anna", "Anna"], "cards": CARDS}, "players[1]"),
    ({"players": P4, "hands": {"Zoe": ["Alaska"]}}, "hands.Zoe"),
    ({"players": P4, "hands": {"Anna": ["Alaska"], "Bruno": ["alaska"]}}, "hands.Bruno[0]"),
    ({"players": P4, "hands": {"Anna": ["Narnia"]}}, "hands.Anna[0]"),
    ({"players": P4, "hands": {"Anna": "Alaska"}}, "hands.Anna"),
    ({"players": P4, "hands": {"Anna": CARDS}, "abandoned": {}}, "abandoned"),
    ({"players": P4, "hands": {"Anna": CARDS[:41]}}, "hands"),
    ({"players": P4, "hands": []}, "hands"),
])
def test_bad_input_exits_2_naming_the_field(data: dict[str, Any], field: str) -> None:
    line = rules_error("deal-check", data)
    assert line.startswith(f"error: {field}: "), line


def test_unknown_territory_suggests_the_nearest() -> None:
    line = rules_error("deal-check", {"players": P4, "cards": ["Alsaka"] + CARDS[1:]})
    assert line.startswith("error: cards[0]: ") and "Alaska" in line


def test_malformed_json() -> None:
    assert rules_error("deal-check", raw="{players").startswith("error: input: ")


def test_como_bad_reoccupation_exits_2() -> None:
    hands = {"Anna": CARDS[:10], "Bruno": CARDS[10:20], "Carla": CARDS[20:30], "Dario": CARDS[30:40]}
    line = rules_error("deal-check", {"players": P4, "hands": hands, "reoccupied": []}, "como-2000")
    assert line.startswith("error: abandoned: ")
    out = rules("deal-check", {"players": P4, "hands": hands}, "como-2000")
    assert out["neutral"] == CARDS[40:]
    # Anna (all of Nord America) and Bruno (3 of Sud America, all of Europa) both exceed by 5: the later seat
    # starts; everybody keeps the 5 they are left with
    plan = out["abandonment"]
    assert plan["starter"] == "Bruno" and plan["level"] == 5
    assert [(p["forced"], p["to_level"]) for p in plan["players"]] == [
        ({"Nord America": 5}, 0), ({"Sud America": 1, "Europa": 4}, 0), ({"Africa": 3}, 2), ({"Asia": 2}, 3)]
    assert plan["order"][:5] == ["Bruno", "Anna", "Dario", "Carla", "Bruno"] and len(plan["order"]) == 20


def test_classic_counts_jolly_cards() -> None:
    out = rules("deal-check", {"players": P4, "cards": CARDS + ["Jolly", "Jolly"]}, "risk-classic")
    # cards 43 and 44 go to Bruno and Anna (sequence Dario, Carla, Bruno, Anna)
    assert out["jollies"] == {"Anna": 1, "Bruno": 1, "Carla": 0, "Dario": 0}
    assert [len(out["hands"][p]) for p in P4] == [10, 10, 11, 11]
    assert out["valid"] is True and out["cap"] == "none"
    # no 50% rule in the box rules: excesses are listed but do not invalidate; two jolly cards may fall to Dario
    hands = {"Anna": CARDS[:11], "Bruno": CARDS[11:22], "Carla": CARDS[22:33], "Dario": CARDS[33:]}
    out = rules("deal-check", {"players": P4, "hands": hands}, "risk-classic")
    assert out["valid"] is True and out["violations"][0] == {
        "player": "Anna", "continent": "Nord America", "count": 9, "max": 4, "unavoidable": False}
    hands["Dario"], hands["Anna"] = hands["Dario"][:8], hands["Anna"] + hands["Dario"][8:]
    out = rules("deal-check", {"players": P4, "hands": hands}, "risk-classic")
    assert out["valid"] is False and out["count_errors"] == [
        {"player": "Anna", "count": 12, "expected_min": 9, "expected_max": 11},
        {"player": "Dario", "count": 8, "expected_min": 9, "expected_max": 11}]
    line = rules_error("deal-check", {"players": P4, "cards": CARDS + ["Jolly"]}, "risk-classic")
    assert line.startswith("error: cards: expected 44 cards")
