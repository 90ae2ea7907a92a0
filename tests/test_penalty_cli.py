"""`referee-app rules penalty`: the CLI.md examples, every golden file, and every bad-input path (exit 2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli.rules_penalty import KINDS, penalty
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import BUILTIN_IDS, builtin
from tests.cli_helpers import rules, rules_error

GOLDEN = Path(__file__).parent / "golden"


def _cases(area: str) -> list[tuple[str, str, dict[str, Any]]]:
    out = []
    for path in sorted((GOLDEN / area).glob("*.json")):
        data = json.loads(path.read_text("utf-8"))
        out += [(data["ruleset"], case["name"], case) for case in data["cases"]]
    return out


def test_golden_files_cover_every_ruleset() -> None:
    for area in ("penalty", "sets"):
        assert sorted(p.stem for p in (GOLDEN / area).glob("*.json")) == sorted(BUILTIN_IDS)


@pytest.mark.parametrize(("ruleset_id", "name", "case"), _cases("penalty"), ids=lambda v: v if isinstance(v, str) else "")
def test_penalty_golden(ruleset_id: str, name: str, case: dict[str, Any]) -> None:
    assert penalty(builtin(ruleset_id), case["input"]) == case["output"], name


@pytest.mark.parametrize(("ruleset_id", "name", "case"), _cases("sets"), ids=lambda v: v if isinstance(v, str) else "")
def test_sets_golden(ruleset_id: str, name: str, case: dict[str, Any]) -> None:
    data = {"kind": "set_value", **case["input"]}
    if "error" in case:
        with pytest.raises(InputError) as info:
            penalty(builtin(ruleset_id), data)
        assert info.value.field == case["error"], name
    else:
        assert penalty(builtin(ruleset_id), data) == case["output"], name


def test_every_kind_has_a_golden_case() -> None:
    used = {case["input"]["kind"] for _, _, case in _cases("penalty")} | {"set_value"}
    assert used == set(KINDS)


# The examples of CLI.md, through the real command line.
@pytest.mark.parametrize(("ruleset_id", "data", "expected"), [
    ("marsala-2011", {"kind": "excess_reinforcement", "excess": 3, "self_declared": False}, {"remove": 6}),
    ("raduno", {"kind": "excess_reinforcement", "excess": 3, "self_declared": True}, {"remove": 3}),
    ("marsala-2011", {"kind": "army_cap", "armies_on_board": 134, "cap": 130, "self_declared": False},
     {"remove": 8, "cap": 126}),
    ("marsala-2011", {"kind": "army_cap", "armies_on_board": 134, "cap": 130, "self_declared": True},
     {"remove": 4, "cap": 130}),
    ("raduno", {"kind": "army_cap", "armies_on_board": 130, "cap": 130, "self_declared": False},
     {"remove": 0, "cap": 130}),
    ("raduno", {"kind": "army_cap", "armies_on_board": 120, "cap": 130, "self_declared": True},
     {"remove": 0, "cap": 130}),
    ("marsala-2011", {"kind": "missed_sdadata_roll", "previous_warnings": 0}, {"sanction": "warning"}),
    ("marsala-2011", {"kind": "missed_sdadata_roll", "previous_warnings": 1}, {"sanction": "exclusion"}),
    ("raduno", {"kind": "cards_in_hand", "count": 8}, {"sanction": "discard_all"}),
    ("raduno", {"kind": "cards_in_hand", "count": 5}, {"sanction": "none"}),
    ("marsala-2011", {"kind": "cards_in_hand", "count": 7}, {"sanction": "none"}),
    ("nostra-passione-2018", {"kind": "army_cap", "armies_on_board": 134, "cap": 130, "self_declared": False},
     {"sanction": "none", "remove": 0}),
    ("editrice-1997", {"kind": "missed_sdadata_roll", "previous_warnings": 1}, {"sanction": "none", "remove": 0}),
])
def test_cli_contract_examples(ruleset_id: str, data: dict[str, Any], expected: dict[str, Any]) -> None:
    out = rules("penalty", data, ruleset_id)
    assert {k: out[k] for k in expected} == expected


def test_cli_set_value_and_reinforcements() -> None:
    out = rules("penalty", {"kind": "set_value", "owned": ["cina"],
                            "cards": [{"symbol": "jolly"}, {"symbol": "cannon", "territory": "Cina"},
                                      {"symbol": "cannon", "territory": "Siam"}]}, "marsala-2011")
    assert out["value"] == 14 and out["bonus_territories"] == ["Cina"]
    out = rules("penalty", {"kind": "reinforcements", "territories": ["Cina", "India", "Siam"]}, "risk-classic")
    assert out["total"] == 3 and out["minimum_applied"] is True


BAD_INPUT = [
    ({"excess": 3}, "kind"),
    ({"kind": 4}, "kind"),
    ({"kind": "dance"}, "kind"),
    ({"kind": "excess_reinforcement", "self_declared": False}, "excess"),
    ({"kind": "excess_reinforcement", "excess": -1, "self_declared": False}, "excess"),
    ({"kind": "excess_reinforcement", "excess": "3", "self_declared": False}, "excess"),
    ({"kind": "excess_reinforcement", "excess": 2.5, "self_declared": False}, "excess"),
    ({"kind": "excess_reinforcement", "excess": True, "self_declared": False}, "excess"),
    ({"kind": "excess_reinforcement", "excess": 3}, "self_declared"),
    ({"kind": "excess_reinforcement", "excess": 3, "self_declared": "no"}, "self_declared"),
    ({"kind": "excess_reinforcement", "excess": 3, "self_declared": False, "placed": 2}, "excess"),
    ({"kind": "excess_reinforcement", "excess": 3, "self_declared": False, "placed": -4}, "placed"),
    ({"kind": "army_cap", "self_declared": False}, "armies_on_board"),
    ({"kind": "army_cap", "armies_on_board": -134, "self_declared": False}, "armies_on_board"),
    ({"kind": "army_cap", "armies_on_board": 134, "cap": -1, "self_declared": False}, "cap"),
    ({"kind": "army_cap", "armies_on_board": 134, "cap": "130", "self_declared": False}, "cap"),
    ({"kind": "army_cap", "armies_on_board": 134}, "self_declared"),
    ({"kind": "missed_sdadata_roll"}, "previous_warnings"),
    ({"kind": "missed_sdadata_roll", "previous_warnings": -1}, "previous_warnings"),
    ({"kind": "missed_sdadata_roll", "previous_warnings": [1]}, "previous_warnings"),
    ({"kind": "missed_sdadata_roll", "previous_warnings": 0, "next_turn_over": 1}, "next_turn_over"),
    ({"kind": "cards_in_hand"}, "count"),
    ({"kind": "cards_in_hand", "count": -8}, "count"),
    ({"kind": "cards_in_hand", "count": "8"}, "count"),
    ({"kind": "elimination_cards", "victim_cards": 3}, "hand"),
    ({"kind": "elimination_cards", "hand": 3, "victim_cards": -3}, "victim_cards"),
    ({"kind": "set_value"}, "cards"),
    ({"kind": "set_value", "cards": [{"symbol": "cannon"}] * 2}, "cards"),
    ({"kind": "set_value", "cards": [{"territory": "Cina"}, {"symbol": "cannon"}, {"symbol": "cannon"}]},
     "cards[0].symbol"),
    ({"kind": "set_value", "cards": [{"symbol": "cannon"}] * 3, "reinforcements_placed": True},
     "reinforcements_placed"),
    ({"kind": "set_value", "cards": [{"symbol": "cannon"}] * 3, "reinforcements_placed": "yes"},
     "reinforcements_placed"),
    ({"kind": "set_value", "cards": [{"symbol": "cannon"}] * 3, "owned": ["Narnia"]}, "owned[0]"),
    ({"kind": "reinforcements"}, "territories"),
    ({"kind": "reinforcements", "territories": "Cina"}, "territories"),
    ({"kind": "reinforcements", "territories": ["Cina", 3]}, "territories[1]"),
    ({"kind": "reinforcements", "territories": ["Cina", "Atlantide"]}, "territories[1]"),
    ({"kind": "reinforcements", "territories": ["Cina", "cina"]}, "territories[1]"),
    ({"kind": "reinforcements", "territories": ["Cina"], "set_value": -4}, "set_value"),
    ({"kind": "reinforcements", "territories": ["Cina"], "attacks": "yes"}, "attacks"),
    ({"kind": "withdrawal"}, "reason"),
    ({"kind": "withdrawal", "reason": "bored"}, "reason"),
    ({"kind": "forgotten_draw"}, "next_player_done_placing"),
    ({"kind": "free_sanction"}, "reason"),
    ({"kind": "free_sanction", "reason": "  "}, "reason"),
    ({"kind": "free_sanction", "reason": "rude", "points": -1}, "points"),
    ({"kind": "free_sanction", "reason": "rude", "points": "1"}, "points"),
    ({"kind": "free_sanction", "reason": "rude", "disqualification": 1}, "disqualification"),
]


@pytest.mark.parametrize(("data", "field"), BAD_INPUT, ids=lambda v: v if isinstance(v, str) else "")
def test_cli_bad_input_exits_2(data: dict[str, Any], field: str) -> None:
    # nostra-passione-2018 has every optional rule that reads more fields (free sanctions); marsala the rest.
    ruleset = "nostra-passione-2018" if data.get("kind") == "free_sanction" else "marsala-2011"
    line = rules_error("penalty", data, ruleset)
    assert line.startswith(f"error: {field}: "), line


@pytest.mark.parametrize("raw", ["{not json", "[1, 2]", ""])
def test_cli_malformed_input_exits_2(raw: str) -> None:
    rules_error("penalty", raw=raw)


@pytest.mark.parametrize("ruleset_id", BUILTIN_IDS)
def test_no_rule_answer_is_exact(ruleset_id: str) -> None:
    r = builtin(ruleset_id)
    out = penalty(r, {"kind": "army_cap", "armies_on_board": 200, "self_declared": False})
    if r.penalties.army_cap is None:
        assert out == {"sanction": "none", "remove": 0}
    else:
        assert out["remove"] > 0 and out["cap"] < r.penalties.army_cap
