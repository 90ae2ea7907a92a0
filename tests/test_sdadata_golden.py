"""Every scenario in tests/golden/sdadata/, hand-checked against RULES.md §3, through the real command."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.cli_helpers import rules

GOLDEN = Path(__file__).parent / "golden" / "sdadata"
FILES = sorted(GOLDEN.glob("*.json"))


def _subset(expected: Any, actual: Any, where: str) -> None:
    """Every key the golden file gives must match; extra output fields are allowed (CLI.md)."""
    if isinstance(expected, dict):
        assert isinstance(actual, dict), f"{where}: expected an object, got {actual!r}"
        for key, value in expected.items():
            assert key in actual, f"{where}.{key} missing"
            _subset(value, actual[key], f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), f"{where}: {actual!r}"
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            _subset(e, a, f"{where}[{i}]")
    else:
        assert actual == expected, f"{where}: expected {expected!r}, got {actual!r}"


def test_every_ruleset_with_sdadata_has_scenarios() -> None:
    used = {json.loads(f.read_text("utf-8"))["ruleset"] for f in FILES}
    assert used == {"marsala-2011", "raduno", "nostra-passione-2018", "como-2000"}


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_golden(path: Path, tmp_path: Path) -> None:
    case = json.loads(path.read_text("utf-8"))
    ruleset = case["ruleset"]
    if "ruleset_overrides" in case:
        custom = tmp_path / "custom.json"
        custom.write_text(json.dumps({"extends": ruleset, **case["ruleset_overrides"]}), "utf-8")
        ruleset = str(custom)
    _subset(case["expected"], rules("sdadata", case["input"], ruleset=ruleset), "output")
