"""Every golden scenario of tests/golden/standings: hand-checked standings per ruleset (RULES.md §7)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from referee_app.cli.rules_standings import standings
from tests.standings_data import GOLDEN, load_golden

CASES = sorted(GOLDEN.glob("*.json"))
CUT_KEYS = ("phase", "round", "places", "status", "qualified", "unresolved", "bands", "winners")


def test_every_ruleset_with_standings_rules_has_golden_files() -> None:
    rulesets = {load_golden(p)[0].id for p in CASES}
    assert {"marsala-2011", "raduno", "nostra-passione-2018", "como-2000", "editrice-1997"} <= rulesets


def _subset(actual: dict[str, Any], expected: dict[str, Any]) -> dict[str, Any]:
    return {k: actual[k] for k in expected if k in CUT_KEYS}


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_golden(path: Path) -> None:
    ruleset, data, expected = load_golden(path)
    out = standings(ruleset, data)
    rows = [[s["rank"], s["name"], s["total"], s["counted_rounds"], s["decided_by"]] for s in out["standings"]]
    assert rows == expected["standings"]
    for key in ("unresolved_ties", "phase", "entrants"):
        if key in expected:
            assert out[key] == expected[key], key
    if "cut" in expected:
        if expected["cut"] is None:
            assert out["cut"] is None
        else:
            assert _subset(out["cut"], expected["cut"]) == expected["cut"]
    if "phases" in expected:
        assert [_subset(a, e) for a, e in zip(out["phases"], expected["phases"], strict=True)] == expected["phases"]
    if "teams" in expected:
        teams = None if out["teams"] is None else \
            [[t["rank"], t["team"], t["total"], t["decided_by"], t["players"]] for t in out["teams"]]
        assert teams == expected["teams"]
    reached = {s["name"]: s["reached"] for s in out["standings"]}
    for name, phase in expected.get("reached", {}).items():
        assert reached[name] == phase, name
