from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app.rules.errors import RulesetError
from referee_app.rules.ruleset import BUILTIN_IDS, builtin, load_ruleset, ruleset_from_dict
from tests.cli_helpers import rules, rules_error


@pytest.mark.parametrize("ruleset_id", BUILTIN_IDS)
def test_builtin_round_trips(ruleset_id: str) -> None:
    r = builtin(ruleset_id)
    assert r.id == ruleset_id
    assert ruleset_from_dict(r.to_dict()) == r


def test_sdadata_thresholds() -> None:
    assert builtin("marsala-2011").sdadata is not None
    marsala = builtin("marsala-2011").sdadata
    assert marsala is not None
    assert [max(marsala.sums_for_round(k)) for k in range(6)] == [4, 5, 6, 7, 7, 7]
    como = builtin("como-2000").sdadata
    assert como is not None
    assert como.sums_for_round(0) == (4,)
    assert como.sums_for_round(3) == (4, 7)
    assert builtin("risk-classic").sdadata is None


def test_custom_ruleset_reports_exact_bad_key(tmp_path: Path) -> None:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"extends": "marsala-2011", "sdadata": {"ending_sums": [[2, 3, 13]]}}), "utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert info.value.key == "sdadata.ending_sums[0][2]"
    path.write_text(json.dumps({"extends": "marsala-2011", "clock": {"duration_minute": 80}}), "utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert info.value.key == "clock.duration_minute"
    path.write_text(json.dumps({"extends": "raduno", "penalties": {"army_cap": "lots"}}), "utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert info.value.key == "penalties.army_cap"


def test_custom_ruleset_extends_builtin(tmp_path: Path) -> None:
    path = tmp_path / "short.json"
    path.write_text(json.dumps({"extends": "marsala-2011", "id": "club-60", "clock": {"duration_minutes": 60}}),
                    "utf-8")
    r = load_ruleset(path)
    assert r.id == "club-60" and r.clock.duration_minutes == 60
    assert r.penalties.army_cap == 130


def test_missing_key_is_named() -> None:
    data = builtin("raduno").to_dict()
    del data["clock"]["starts_at"]
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict(data)
    assert info.value.key == "clock.starts_at"


def test_cli_rulesets_lists_all_with_parameters() -> None:
    out = rules("rulesets")
    ids = [r["id"] for r in out["rulesets"]]
    assert ids == list(BUILTIN_IDS)
    for r in out["rulesets"]:
        assert r["name"] and r["source"] and isinstance(r["parameters"], dict)
    marsala = out["rulesets"][0]["parameters"]
    assert marsala["penalties"]["army_cap"] == 130


def test_cli_unknown_ruleset_is_bad_input() -> None:
    line = rules_error("rulesets", ruleset="no-such-thing")
    assert "--ruleset" in line and "no-such-thing" in line


def test_settings_are_the_sections_of_parameters_without_decisions_or_absent_sections() -> None:
    box = builtin("editrice-1997")
    assert box.parameters()["sdadata"] is None and "decisions" in box.parameters()
    settings = box.settings()
    assert "sdadata" not in settings and "decisions" not in settings
    assert settings["table"] == box.parameters()["table"]
    assert set(builtin("marsala-2011").settings()) == set(builtin("marsala-2011").parameters()) - {"decisions", "circuit_type"}


def _bad_ruleset_files(tmp: Path) -> dict[str, tuple[str, str]]:
    """Each file argument a hurried or careless user can give, and the words its one line must carry."""
    (tmp / "deep.json").write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    (tmp / "latin1.json").write_bytes('{"id": "città"}'.encode("latin-1"))
    (tmp / "utf16.json").write_bytes('{"id": "x"}'.encode("utf-16"))
    (tmp / "huge.json").write_text(" " * 1_000_001 + "{}", "utf-8")
    return {"folder": (str(tmp), "folder"), "empty": ("", "no ruleset given"), "blank": ("   ", "no ruleset given"),
            "over-long": ("x" * 5000, "cannot be read"), "deep": (str(tmp / "deep.json"), "nested too deeply"),
            "latin-1": (str(tmp / "latin1.json"), "not UTF-8"), "utf-16": (str(tmp / "utf16.json"), "not UTF-8"),
            "huge": (str(tmp / "huge.json"), "at most"), "missing": (str(tmp / "nope.json"), "neither")}


def test_every_bad_ruleset_file_is_one_ruleset_error(tmp_path: Path) -> None:
    for name, (ref, words) in _bad_ruleset_files(tmp_path).items():
        with pytest.raises(RulesetError) as info:
            load_ruleset(ref)
        assert words in str(info.value), name
        assert len(str(info.value)) < 200, name


def test_a_bad_ruleset_file_exits_2_with_one_line(tmp_path: Path) -> None:
    from tests.cli_helpers import run_cli
    for name in ("folder", "empty", "over-long", "deep", "latin-1"):
        ref, words = _bad_ruleset_files(tmp_path)[name]
        proc = run_cli("rules", "score", "--ruleset", ref, stdin={})
        assert proc.returncode == 2, (name, proc.stderr)
        lines = proc.stderr.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: --ruleset: ") and words in lines[0], (name, lines)
