"""Fault: hostile JSON on the `rules` commands. Every input ends in exit 0 with valid UTF-8 JSON on stdout,
or in exit 2 with one `error:` line and nothing on stdout; never a traceback, never `Infinity`.

Before: deep nesting raised RecursionError, 5000-digit integers ValueError, a lone surrogate in a name
UnicodeEncodeError on output, huge armies summed to `"total": Infinity` with exit 0, and raw non-UTF-8 bytes
were echoed to stdout. The fuzz runs in-process through `run_rules`, the function `main` calls.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.cli.rules_cmd import RULES_COMMANDS, run_rules
from referee_app.rules.ruleset import BUILTIN_IDS

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
INPUT_COMMANDS = sorted(c for c, (_, _, reads) in RULES_COMMANDS.items() if reads)
FOLDER_COMMAND = {"score": "score", "sdadata": "sdadata", "standings": "standings", "draws": "draw",
                  "deal": "deal-check", "penalty": "penalty"}
EXAMPLES = 300  # per test below; the notes quote the total


def _seeds() -> list[tuple[str, str, dict[str, Any]]]:
    """(command, ruleset, valid input) from the golden scenario files."""
    seeds = []
    for folder, command in FOLDER_COMMAND.items():
        for path in sorted((GOLDEN / folder).glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            cases = data.get("cases") or [data]
            for case in cases[:3]:
                ruleset = next((r for r in (case.get("ruleset"), data.get("ruleset")) if isinstance(r, str)), "")
                if isinstance(case.get("input"), dict) and ruleset in BUILTIN_IDS:
                    seeds.append((command, ruleset, case["input"]))
    return seeds


SEEDS = _seeds()

HOSTILE: list[Any] = [
    10 ** 15, -(10 ** 15), 1e15, -1, 0, 2 ** 31, 1.5, -0.0, True, None, "", "x" * 5000, "\u202eAnna", "Anna\x00",
    "Ødegård", [], {}, [[[[[]]]]], {"": {"": {}}}, "\ud7ff", ["Alaska"] * 50, {"Alaska": 10 ** 15},
]


def run(command: str, ruleset: str, raw: bytes) -> tuple[int, bytes, str]:
    stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8", errors="surrogateescape")
    out = io.BytesIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8")
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        try:
            code = run_rules(command, ruleset, stdin=stdin, stdout=stdout)
        except SystemExit as exc:
            code = exc.code  # type: ignore[assignment]
    stdout.flush()
    return code, out.getvalue(), err.getvalue()


def assert_contract(code: int, out: bytes, err: str) -> None:
    if code == 0:
        def no_constant(name: str) -> None:
            raise AssertionError(f"{name} in the output")
        json.loads(out.decode("utf-8"), parse_constant=no_constant)
        assert err == ""
    else:
        assert code == 2, (code, err)
        assert out == b""
        lines = err.splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: "), err
        err.encode("utf-8")


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:6]):
            found += _paths(value, (*prefix, i))
    return found


def _replace(root: dict[str, Any], path: tuple[Any, ...], value: Any) -> Any:
    if not path:
        return value
    node = root
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return root


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_golden_inputs_with_one_hostile_value(data: st.DataObject) -> None:
    command, ruleset, seed = data.draw(st.sampled_from(SEEDS))
    doc = copy.deepcopy(seed)
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_paths(doc)))
        value = data.draw(st.one_of(st.sampled_from(HOSTILE), st.integers(), st.floats(allow_nan=False),
                                    st.text(max_size=12)))
        doc = _replace(doc, path, copy.deepcopy(value))
    raw = json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")
    assert_contract(*run(command, ruleset, raw))


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                                max_size=4), max_leaves=20)


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.sampled_from(INPUT_COMMANDS), st.sampled_from(BUILTIN_IDS),
       st.dictionaries(st.sampled_from(["players", "name", "tables", "turns", "deck", "territories", "round"]),
                       JSON, max_size=4))
def test_random_documents(command: str, ruleset: str, doc: dict[str, Any]) -> None:
    raw = json.dumps(doc, ensure_ascii=False).encode("utf-8", "surrogatepass")
    assert_contract(*run(command, ruleset, raw))


@settings(max_examples=EXAMPLES, deadline=None)
@given(st.sampled_from(INPUT_COMMANDS), st.binary(max_size=64))
def test_random_bytes(command: str, raw: bytes) -> None:
    assert_contract(*run(command, "marsala-2011", raw))


@pytest.mark.parametrize("command", INPUT_COMMANDS)
@pytest.mark.parametrize(("raw", "says"), [
    (b'{"players": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested"),
    (b'{"players": [' + b"9" * 5000 + b"]}", "number too large"),
    (b'{"players": [{"name": "\\ud800Anna"}]}', "invalid character"),
    (b'{"players": [{"name": "Anna\xff\xfe"}]}', "not UTF-8"),
    (b'{"players": [], "armies": 1e999}', "number too large"),
    (b'{"players": [], "armies": NaN}', "NaN"),
    (b'{"players": [], "armies": -Infinity}', "Infinity"),
    (b'{"players": null, "deck": "\\u0000"}', "error: "),  # once found by test_random_documents
])
def test_each_reported_hostile_input_is_one_error_line(command: str, raw: bytes, says: str) -> None:
    code, out, err = run(command, "marsala-2011", raw)
    assert_contract(code, out, err)
    assert code == 2 and says in err


def test_huge_armies_never_add_up_to_infinity() -> None:
    command, ruleset, seed = next(s for s in SEEDS if s[0] == "score")
    doc = copy.deepcopy(seed)
    for player in doc["players"]:
        if isinstance(player.get("territories"), dict):
            player["territories"] = dict.fromkeys(player["territories"], 10 ** 300)
    code, out, err = run(command, ruleset, json.dumps(doc).encode())
    assert_contract(code, out, err)
    assert code == 2 and "too large" in err
