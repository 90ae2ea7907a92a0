"""The held-out casistica sets (tests/casistica_heldout/*.json) are only measured, by bench/casistica_heldout.py,
never asserted on here: a set the suite checks the search against would end up tuning it (docs/casistica.md,
*Measuring*). What the suite does check is that each set still fits the index: every ruling a query accepts
exists, and every query names a language and a ruleset the app has."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app.rules.casistica_search import CasisticaIndex
from referee_app.rules.ruleset import builtins

HELDOUT = Path(__file__).parent / "casistica_heldout"
SETS = sorted(HELDOUT.glob("*.json"))


def test_the_held_out_folder_holds_the_spent_sets_and_the_measuring_set() -> None:
    assert [path.name for path in SETS] == ["set1.json", "set2.json", "set3.json"]


@pytest.mark.parametrize("path", SETS, ids=lambda path: path.stem)
def test_every_accepted_ruling_of_every_held_out_set_exists(path: Path) -> None:
    data = json.loads(path.read_text("utf-8"))
    assert {"what", "written", "queries"} <= set(data)
    rulings = {entry.id for entry in CasisticaIndex().entries()}
    rulesets = {ruleset.id for ruleset in builtins()}
    queries = data["queries"]
    assert len(queries) == 60
    missing = []
    for number, case in enumerate(queries, 1):
        assert case["lang"] in ("it", "en"), number
        assert case["ruleset"] is None or case["ruleset"] in rulesets, number
        assert case["query"].strip() and case["about"].strip() and case["source"].strip(), number
        assert case["accept"], number
        missing += [(number, ruling) for ruling in case["accept"] if ruling not in rulings]
    assert missing == []
