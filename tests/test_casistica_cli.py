"""`referee-app casistica search` (CLI.md): the JSON contract, the text list, and the exit-2 contract."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from typing import Any

import pytest

from referee_app.cli.main import parse_args
from tests.cli_helpers import ROOT, run_main


def _search(*args: str) -> dict[str, Any]:
    proc = run_main("casistica", "search", *args, "--json")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def _error(*args: str) -> str:
    """The bad-input contract: exit 2, nothing on stdout, exactly one `error: ...` line on stderr."""
    proc = run_main("casistica", *args)
    assert (proc.returncode, proc.stdout, proc.stderr.count("\n")) == (2, "", 1), proc.stderr
    assert proc.stderr.startswith("error: ") and proc.stderr.endswith("\n")
    return proc.stderr


def test_json_contract() -> None:
    result = _search("dado bilico", "--ruleset", "raduno", "--lang", "it", "--limit", "3")
    assert list(result) == ["results"]
    assert 1 <= len(result["results"]) <= 3
    first = result["results"][0]
    assert set(first) == {"id", "title", "text", "source", "rulesets", "score"}
    assert first["id"] == "dice-off-field-or-tilted"
    assert first["title"] == "Dado fuori dal campo, sul bordo o in bilico"
    assert "<b>" not in first["text"] and "bilico" in first["text"]
    assert first["source"].startswith("Regolamento Marsala 2011, Casistica")
    assert first["rulesets"] == ["marsala-2011", "raduno", "raduno-nazionale", "master", "open", "campionato"]
    scores = [r["score"] for r in result["results"]]
    assert all(isinstance(s, float) for s in scores) and scores == sorted(scores, reverse=True)


def test_accent_insensitive_and_prefix_as_the_contract_says() -> None:
    assert _search("bilic")["results"][0]["id"] == "dice-off-field-or-tilted"
    assert _search("PERCHÉ")["results"] == _search("perche")["results"]


def test_lang_en_and_default_both() -> None:
    english = _search("forgot to roll", "--lang", "en", "--limit", "1")["results"][0]
    assert english["id"] == "forgotten-sdadata-roll" and english["title"] == "Forgotten sdadata roll"
    assert _search("forgot to roll", "--limit", "1")["results"][0]["title"] == "Forgotten sdadata roll"
    assert _search("sdadata dimenticata", "--limit", "1")["results"][0]["title"] == "Sdadata dimenticata"


def test_ruleset_changes_the_order() -> None:
    assert _search("troppe carte", "--ruleset", "raduno")["results"][0]["id"] == "eight-cards-discard"
    assert _search("troppe carte", "--ruleset", "marsala-2011")["results"][0]["id"] == "card-limit-seven"


def test_topic_filter_and_no_results() -> None:
    results = _search("carte", "--topic", "sdadata", "--limit", "50")["results"]
    assert results and all(r["id"] != "forgotten-card-draw" for r in results)
    assert _search("zzzzqqq") == {"results": []}


def test_text_output_is_readable() -> None:
    proc = run_main("casistica", "search", "otto carte", "--ruleset", "raduno", "--limit", "2")
    assert proc.returncode == 0 and proc.stderr == ""
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("1. Otto o più carte in mano  [eight-cards-discard, score ")
    assert lines[2].startswith("   source: Regolamento Raduno, Casistica")
    assert any(line.startswith("2. ") for line in lines)
    none = run_main("casistica", "search", "zzzzqqq")
    assert none.returncode == 0 and none.stdout == "no ruling matches 'zzzzqqq'\n"


@pytest.mark.parametrize(("args", "needle"), [
    (["search", "dadi", "--lang", "fr"], "--lang"),
    (["search", "dadi", "--ruleset", "marsala-2012"], "--ruleset"),
    (["search", "dadi", "--limit", "0"], "--limit"),
    (["search", "dadi", "--limit", "many"], "--limit"),
    (["search", "dadi", "--topic", "weather"], "--topic"),
    (["search", "   "], "query"),
    (["search"], "query"),
    (["search", "dadi", "--colour"], "--colour"),
    ([], "casistica_command"),
    (["find", "dadi"], "find"),
])
def test_bad_arguments_exit_2_with_one_line(args: list[str], needle: str) -> None:
    assert needle in _error(*args)


def test_in_process_run_returns_exit_code() -> None:
    args = parse_args(["casistica", "search", "ritiro forza maggiore", "--json", "--limit", "1"])
    out = io.StringIO()
    from referee_app.cli.casistica_cmd import run_search
    assert run_search(args, stdout=out) == 0
    assert json.loads(out.getvalue())["results"][0]["id"] == "force-majeure-withdrawal"
    assert args.run is run_search


def test_a_reader_that_leaves_early_gets_no_traceback() -> None:
    """`referee-app casistica search … | head`: the pipe's reader is gone before the list is written."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # no reader at all: the first write fails, deterministically
    try:
        proc = subprocess.run([sys.executable, "-m", "referee_app", "casistica", "search", "dado"], cwd=ROOT,
                              stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60, check=False)
    finally:
        os.close(write_end)
    assert proc.returncode == 1
    assert proc.stderr == ""  # before the fix: a BrokenPipeError traceback
