"""Runs every hand-checked scenario in tests/golden/draws/ through `rules draw` (in process)."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli.rules_draw import draw
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import load_ruleset

GOLDEN = sorted((Path(__file__).parent / "golden" / "draws").glob("*.json"))


def _value(row: dict[str, Any], attr: str) -> Any:
    if attr == "winner_or_first":
        return row.get("winner", row.get("place") == 1)
    return row.get(attr)


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden(path: Path) -> None:
    case = json.loads(path.read_text("utf-8"))
    ruleset, expect = load_ruleset(case["ruleset"]), case["expect"]
    if "error" in expect:
        with pytest.raises(InputError) as info:
            draw(ruleset, case["input"])
        assert f"error: {info.value}" == expect["error"]
        return
    out = draw(ruleset, case["input"])
    assert out == draw(ruleset, case["input"]), "same input, same answer"
    for key in ("table_sizes", "constraints", "broken", "lower_bound", "proved_best"):
        if key in expect:
            assert out[key] == expect[key], key
    tables = out["tables"]
    names = [[p["name"] for p in t["players"]] for t in tables]
    if "tables" in expect:
        assert names == expect["tables"]
    if "tables_any_order" in expect:
        assert sorted(sorted(t) for t in names) == sorted(sorted(t) for t in expect["tables_any_order"])
    if "violation_constraints" in expect:
        assert sorted(v["constraint"] for v in out["violations"]) == sorted(expect["violation_constraints"])
    if "violations" in expect:
        got = [{k: v[k] for k in ("constraint", "table", "players", "count")} for v in out["violations"]]
        assert got == expect["violations"]
    if "reason_contains" in expect:
        assert any(expect["reason_contains"] in v["reason"] for v in out["violations"])
    for attr in expect.get("distinct_at_every_table", []):
        for t in tables:
            values = [p[attr] for p in t["players"]]
            assert len(set(values)) == len(values), (attr, t)
    for check in expect.get("per_table", []):
        for t in tables:
            count = sum(1 for p in t["players"] if _value(p, check["attr"]) == check["value"])
            assert count == check["count"], (check, t)
    if "seats" in expect:
        got_seats = [[[p["name"], p["seat"], p["colour"]] for p in t["players"]] for t in tables]
        assert got_seats == expect["seats"]
    if "colours_in_seat_order" in expect:
        for t in tables:
            assert [p["seat"] for p in t["players"]] == list(range(1, len(t["players"]) + 1))
            assert [p["colour"] for p in t["players"]] == expect["colours_in_seat_order"]
    if expect.get("rank_bands_per_table"):
        lowest, count = min(p["rank"] for t in tables for p in t["players"]), len(tables)
        for t in tables:
            assert sorted((p["rank"] - lowest) // count for p in t["players"]) == list(range(len(t["players"])))
    if "explanation" in expect:
        assert all(t["explanation"] == expect["explanation"] for t in tables)
    total = Counter(n for t in names for n in t)
    assert all(c == 1 for c in total.values())
