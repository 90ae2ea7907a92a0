"""The `rules sdadata` contract of CLI.md: output fields and every bad-input path (exit 2, one stderr line)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.cli_helpers import rules, rules_error

PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]


def game(*turns: dict[str, Any], expiry: str = "Carla", **extra: Any) -> dict[str, Any]:
    return {"players": PLAYERS, "expired_during_turn_of": expiry, "turns": list(turns), **extra}


# Marsala, expiry in Carla's turn: Carla, Dario | Anna, Bruno, Carla, Dario (rolls) | sdadata from Anna.
REGULAR = [{"player": p} for p in ("Carla", "Dario", "Anna", "Bruno", "Carla")]


def test_output_has_every_contract_field() -> None:
    out = rules("sdadata", game(*REGULAR))
    assert set(out) >= {"ended", "end", "anchor", "turns", "next"}
    assert out["ended"] is False and out["end"] is None and out["anchor"] == "Dario"
    for turn in out["turns"]:
        assert set(turn) >= {"player", "phase", "rolls", "ending_sums", "roll", "ended_game"}
    assert out["next"] == {"player": "Dario", "phase": "last_round", "rolls": True, "ending_sums": [2, 3, 4],
                           "probability": "6/36", "sdadata_round": 0, "rolled_by": "Dario",
                           "no_roll_reason": None}


def test_no_turns_yet_forecasts_the_expiry_turn() -> None:
    out = rules("sdadata", game())
    assert out["turns"] == []
    assert out["next"]["player"] == "Carla" and out["next"]["phase"] == "penultimate_round"
    assert out["next"]["rolls"] is False and out["next"]["ending_sums"] is None


def test_output_is_deterministic() -> None:
    data = game(*REGULAR, {"player": "Dario", "roll": 9})
    assert rules("sdadata", data) == rules("sdadata", data)


def test_turn_out_of_order_matches_the_contract_example() -> None:
    turns = [*REGULAR, {"player": "Dario", "roll": 9}, {"player": "Anna", "roll": 8}, {"player": "Carla"}]
    line = rules_error("sdadata", game(*turns))
    assert line == 'error: turns[7].player: expected "Bruno" to play, got "Carla"'


def test_eliminated_player_has_no_turn() -> None:
    line = rules_error("sdadata", game({"player": "Carla", "eliminated": ["Dario"]}, {"player": "Dario"}))
    assert line == 'error: turns[1].player: expected "Anna" to play, got "Dario"'


def test_missing_roll() -> None:
    line = rules_error("sdadata", game(*REGULAR, {"player": "Dario"}))
    assert line.startswith('error: turns[5].roll: missing: "Dario" must roll')
    assert "2, 3, 4" in line


def test_roll_given_when_not_rolling_is_set_aside() -> None:
    out = rules("sdadata", game({"player": "Carla", "roll": 3}))
    assert out["turns"][0]["roll"] is None and out["turns"][0]["ignored_roll"] == 3
    assert out["ended"] is False


def test_cli_md_example_input_is_accepted() -> None:
    out = rules("sdadata", {"players": ["Anna", "Bruno", "Carla", "Dario"], "expired_during_turn_of": "Carla",
                            "turns": [{"player": "Carla"}, {"player": "Dario", "conquered": 1},
                                      {"player": "Anna", "conquered": 3, "eliminated": ["Dario"]},
                                      {"player": "Bruno", "roll": 9}]})
    # Dario, the anchor, is eliminated in the last round: Carla before him becomes the anchor and rolls
    # at the end of the last regular turn (003/004 casistica).
    assert out["anchor"] == "Carla" and out["ended"] is False
    assert out["turns"][3]["ignored_roll"] == 9
    assert out["next"] == {**out["next"], "player": "Carla", "rolls": True, "ending_sums": [2, 3, 4]}


def test_roll_given_after_too_many_conquests_does_not_end_the_game() -> None:
    out = rules("sdadata", game(*REGULAR, {"player": "Dario", "conquered": 3, "roll": 3}))
    last = out["turns"][5]
    assert (last["rolls"], last["no_roll_reason"], last["ignored_roll"]) == (False, "conquest_limit", 3)
    assert out["ended"] is False


def test_como_has_no_conquest_limit() -> None:
    turns = [{"player": p} for p in ("Carla", "Dario", "Anna", "Bruno") * 2]
    out = rules("sdadata", game(*turns, {"player": "Carla", "conquered": 9, "roll": 4}), ruleset="como-2000")
    assert out["end"] == "sdadata" and out["turns"][-1]["ending_sums"] == [4]


@pytest.mark.parametrize("roll", [1, 13, 0, -4])
def test_dice_sum_outside_2_to_12(roll: int) -> None:
    line = rules_error("sdadata", game(*REGULAR, {"player": "Dario", "roll": roll}))
    assert line == f"error: turns[5].roll: a sum of two dice is 2..12, got {roll}"


def test_unknown_player_in_a_turn() -> None:
    line = rules_error("sdadata", game({"player": "Zeno"}))
    assert line == 'error: turns[0].player: unknown player "Zeno"'


def test_unknown_expiry_player() -> None:
    line = rules_error("sdadata", game(expiry="Zeno"))
    assert line == 'error: expired_during_turn_of: unknown player "Zeno"'


def test_unknown_eliminated_player() -> None:
    line = rules_error("sdadata", game({"player": "Carla", "eliminated": ["Dario", "Zeno"]}))
    assert line == 'error: turns[0].eliminated[1]: unknown player "Zeno"'


def test_eliminated_twice() -> None:
    line = rules_error("sdadata", game({"player": "Carla", "eliminated": ["Dario"]},
                                       {"player": "Anna", "eliminated": ["Dario"]}))
    assert line == 'error: turns[1].eliminated[0]: "Dario" is already eliminated'


def test_cannot_eliminate_himself() -> None:
    line = rules_error("sdadata", game({"player": "Carla", "eliminated": ["Carla"]}))
    assert line == 'error: turns[0].eliminated[0]: "Carla" cannot eliminate himself'


def test_expiry_player_already_out() -> None:
    line = rules_error("sdadata", game(eliminated=["Carla"]))
    assert line == 'error: expired_during_turn_of: "Carla" is eliminated and has no turns'


def test_withdrawn_player_cannot_conquer() -> None:
    line = rules_error("sdadata", game({"player": "Carla", "withdrawn": ["Dario"]},
                                       {"player": "Dario", "conquered": 1}))
    assert line == 'error: turns[1].conquered: "Dario" withdrew and cannot conquer'


def test_turn_after_the_game_ended() -> None:
    line = rules_error("sdadata", game(*REGULAR, {"player": "Dario", "roll": 3}, {"player": "Anna", "roll": 9}))
    assert line == "error: turns[6]: the game already ended at turns[5] (sdadata)"


def test_turn_after_objective() -> None:
    line = rules_error("sdadata", game({"player": "Carla", "objective": True}, {"player": "Dario"}))
    assert line == "error: turns[1]: the game already ended at turns[0] (objective)"


def test_roll_with_objective_is_set_aside() -> None:
    out = rules("sdadata", game(*REGULAR, {"player": "Dario", "objective": True, "roll": 3}))
    assert out["end"] == "objective" and out["turns"][5]["ignored_roll"] == 3


def test_missed_roll_only_where_a_roll_was_due() -> None:
    line = rules_error("sdadata", game({"player": "Carla", "missed_roll": True}))
    assert line.startswith('error: turns[0].missed_roll: "Carla" had no roll to miss')
    line = rules_error("sdadata", game(*REGULAR, {"player": "Dario", "missed_roll": True, "roll": 5}))
    assert line == "error: turns[5].missed_roll: a missed roll has no dice sum"


@pytest.mark.parametrize(("data", "expected"), [
    ({"expired_during_turn_of": "Carla", "turns": []}, "error: players: missing required field"),
    ({"players": PLAYERS, "turns": []}, "error: expired_during_turn_of: missing required field"),
    ({"players": PLAYERS, "expired_during_turn_of": "Carla"}, "error: turns: missing required field"),
    (game(expiry=3), "error: expired_during_turn_of: expected text, got 3"),
    ({**game(), "turns": {"player": "Carla"}}, "error: turns: expected a list, got {'player': 'Carla'}"),
    (game(7), "error: turns[0]: expected an object, got 7"),
    (game({}), "error: turns[0].player: missing required field"),
    (game({"player": "Carla", "conquered": "two"}), "error: turns[0].conquered: expected a whole number, got 'two'"),
    (game({"player": "Carla", "conquered": True}), "error: turns[0].conquered: expected a whole number, got True"),
    (game({"player": "Carla", "conquered": -1}), "error: turns[0].conquered: must be 0 or more, got -1"),
    (game({"player": "Carla", "roll": "7"}), "error: turns[0].roll: expected a whole number, got '7'"),
    (game({"player": "Carla", "objective": "yes"}), "error: turns[0].objective: expected true or false, got 'yes'"),
    (game({"player": "Carla", "eliminated": "Dario"}), "error: turns[0].eliminated: expected a list, got 'Dario'"),
    (game({"player": "Carla", "eliminated": [4]}), "error: turns[0].eliminated[0]: expected text, got 4"),
    ({**game(), "players": ["Anna", "Anna"]}, 'error: players[1]: player "Anna" listed twice'),
    (game(withdrawn=["Zeno"]), 'error: withdrawn[0]: unknown player "Zeno"'),
])
def test_malformed_fields(data: dict[str, Any], expected: str) -> None:
    assert rules_error("sdadata", data) == expected


def test_malformed_json() -> None:
    line = rules_error("sdadata", raw='{"players": [')
    assert line.startswith("error: ")


@pytest.mark.parametrize("ruleset", ["risk-classic", "editrice-1997"])
def test_ruleset_without_sdadata(ruleset: str) -> None:
    line = rules_error("sdadata", game(), ruleset=ruleset)
    assert line.startswith("error: --ruleset: ") and f'"{ruleset}" has no sdadata' in line
