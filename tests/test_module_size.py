"""Small modules with one job: none of the package's modules grows past 450 lines (split it by
responsibility instead, as `rules/params.py` was split from `rules/ruleset.py`)."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "referee_app"
LIMIT = 450


def test_no_module_is_over_the_limit() -> None:
    sizes = {str(p.relative_to(PACKAGE)): len(p.read_text("utf-8").splitlines()) for p in PACKAGE.rglob("*.py")}
    assert len(sizes) > 100
    assert {name: lines for name, lines in sizes.items() if lines > LIMIT} == {}
