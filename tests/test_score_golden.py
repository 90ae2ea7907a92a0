"""Every golden table under tests/golden/score/ scored in-process; expectations were computed by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli.rules_score import score
from referee_app.rules.ruleset import Ruleset, builtin, ruleset_from_dict

GOLDEN = Path(__file__).parent / "golden" / "score"
FILES = sorted(GOLDEN.glob("*.json"))
CONTRACT = ("name", "place", "objective_points", "outside_points", "points", "decided_by")


def ruleset_of(ref: str | dict[str, Any]) -> Ruleset:
    return builtin(ref) if isinstance(ref, str) else ruleset_from_dict(ref)


def base_id(ref: str | dict[str, Any]) -> str:
    return ref if isinstance(ref, str) else str(ref["extends"])


def docs() -> list[dict[str, Any]]:
    return [json.loads(f.read_text("utf-8")) for f in FILES]


def test_there_is_a_golden_file_per_ruleset() -> None:
    used = {base_id(doc["ruleset"]) for doc in docs()}
    assert {"marsala-2011", "raduno", "nostra-passione-2018", "editrice-1997", "como-2000"} <= used


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_golden(path: Path) -> None:
    doc = json.loads(path.read_text("utf-8"))
    out = score(ruleset_of(doc["ruleset"]), doc["input"])
    expected = doc["expected"]
    assert [{k: row[k] for k in CONTRACT} for row in out["ranking"]] == expected["ranking"]
    assert out["unresolved_ties"] == expected["unresolved_ties"]
    for key, value in expected["check"].items():
        assert out["check"][key] == value


def test_golden_files_reach_every_criterion_of_every_chain() -> None:
    """Each criterion of each chain used decides at least one place somewhere in the golden files."""
    decided: dict[str, set[str]] = {}
    chains: dict[str, set[str]] = {}
    for doc in docs():
        chain = ruleset_of(doc["ruleset"]).scoring.ranking
        chains.setdefault(base_id(doc["ruleset"]), set()).update(chain)
        found = {r["decided_by"] for r in doc["expected"]["ranking"] if r["decided_by"]}
        assert found <= set(chain)
        decided.setdefault(base_id(doc["ruleset"]), set()).update(found)
    assert decided == chains
