"""Every hand-checked scenario under tests/golden/deal/ through `deal_check`, plus a few through the CLI."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli.rules_deal import deal_check
from referee_app.rules.ruleset import builtin
from tests.cli_helpers import rules

GOLDEN = sorted((Path(__file__).parent / "golden" / "deal").glob("*.json"))


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def test_golden_files_exist() -> None:
    assert len(GOLDEN) >= 10


@pytest.mark.parametrize("path", GOLDEN, ids=lambda p: p.stem)
def test_golden(path: Path) -> None:
    case = _load(path)
    out = deal_check(builtin(case["ruleset"]), case["input"])
    for key, expected in case["expected"].items():
        assert out[key] == expected, key
    if "hands" in case["expected"]:
        # "in the order received" is part of the contract: players in seat order, cards in draw order
        assert list(out["hands"]) == case["input"]["players"]


@pytest.mark.parametrize("name", ["seq_double_skip", "seq_swap_with_earlier_card_5_players",
                                  "como_abandonment_and_reoccupation"])
def test_golden_through_cli(name: str) -> None:
    case = _load(Path(__file__).parent / "golden" / "deal" / f"{name}.json")
    out = rules("deal-check", case["input"], case["ruleset"])
    for key, expected in case["expected"].items():
        assert out[key] == expected, key
