"""The documentation cannot drift: every command and JSON example in README.md and docs/ runs.

- `$ ...` lines (console examples) run in-process through `main(argv)`; the output shown must be part of the
  real output (for JSON: every field shown, with its value; lists element by element).
- `referee-app ...` lines of command blocks run against a demo event in a scratch folder (exit 0), except the
  ones that open the window or read a file the page does not give, which must at least parse.
- JSON blocks parse; an `Input` block under a `rules COMMAND` heading is accepted by that command.
- The README's system packages are exactly the window packages `.ci/run` installs.
"""

from __future__ import annotations

import io
import json
import re
import shlex
import sys
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli.main import main, parse_args
from tests.cli_helpers import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCK = re.compile(r"^```(\w*)\n(.*?)^```", re.S | re.M)


def _blocks() -> list[tuple[str, int, str, str, str]]:
    """(page, line, language, body, text before the block) of every fenced block."""
    out = []
    for page in PAGES:
        text = page.read_text("utf-8")
        for match in BLOCK.finditer(text):
            line = text.count("\n", 0, match.start()) + 1
            out.append((page.name, line, match.group(1), match.group(2), text[:match.start()]))
    return out


def _console_examples() -> list[Any]:
    cases = []
    for page, line, _lang, body, _before in _blocks():
        if not body.lstrip().startswith("$ "):
            continue
        joined = body.replace("\\\n", " ")
        steps = re.split(r"^\$ ", joined, flags=re.M)[1:]
        for k, step in enumerate(steps):
            command, _, output = step.partition("\n")
            cases.append(pytest.param(command.strip(), output.strip(), id=f"{page}:{line}:{k}"))
    return cases


def _command_lines() -> list[Any]:
    cases = []
    for page, line, lang, body, _before in _blocks():
        if lang not in ("", "bash", "sh") or body.lstrip().startswith("$ "):
            continue
        for k, raw in enumerate(body.splitlines()):
            command = raw.split("  #")[0].strip()
            if command.startswith("referee-app") and not re.search(r"[\[|]|\bKIND\b|\bFILE\b", command):
                cases.append(pytest.param(command, id=f"{page}:{line + 1 + k}"))
    return cases


def _json_blocks() -> list[Any]:
    cases = []
    for page, line, lang, body, before in _blocks():
        if lang == "json":
            heading = re.findall(r"^#+ .*$", before, re.M)
            command = re.search(r"`(?:referee-app )?rules ([a-z-]+)", heading[-1]) if heading else None
            runs = command.group(1) if command and before.rstrip().splitlines()[-1].startswith("Input") else None
            cases.append(pytest.param(body, runs, id=f"{page}:{line}"))
    return cases


def _run(argv: list[str], stdin: str, capsys: pytest.CaptureFixture[str],
         monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    try:
        code = main(argv)
    except SystemExit as stop:
        code = stop.code if isinstance(stop.code, int) else 1
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def _contains(actual: Any, shown: Any) -> bool:
    if isinstance(shown, dict):
        return isinstance(actual, dict) and all(k in actual and _contains(actual[k], v) for k, v in shown.items())
    if isinstance(shown, list):
        return isinstance(actual, list) and len(actual) >= len(shown) and all(
            _contains(a, s) for a, s in zip(actual, shown))
    return bool(actual == shown)


def _argv(command: str) -> tuple[list[str], str]:
    """`echo 'JSON' | referee-app ARGS` -> (ARGS, JSON)."""
    stdin = ""
    if command.startswith("echo "):
        echo, _, command = command.partition("|")
        stdin = shlex.split(echo)[1]
    words = shlex.split(command.strip())
    assert words[0] == "referee-app", command
    return words[1:], stdin


@pytest.mark.parametrize(("command", "output"), _console_examples())
def test_console_example_runs_as_shown(command: str, output: str, capsys: pytest.CaptureFixture[str],
                                       monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.chdir(tmp_path)
    argv, stdin = _argv(command)
    code, out, err = _run(argv, stdin, capsys, monkeypatch)
    assert code == 0, err
    if output.startswith(("{", "[")):
        assert _contains(json.loads(out), json.loads(output)), out[:2000]
    else:
        assert output in out


def _opens_window(argv: list[str]) -> bool:
    args = parse_args(argv)
    return args.area is None or (args.area == "demo" and not args.demo_no_window)


@pytest.mark.parametrize("command", _command_lines())
def test_documented_command_runs(command: str, demo_event: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                 monkeypatch: pytest.MonkeyPatch) -> None:
    argv = shlex.split(command.split(" < ")[0])[1:]
    if _opens_window(argv) or " < " in command:
        return  # parsed: the window is tried by the UI tests, and the input file is the reader's own
    monkeypatch.chdir(tmp_path)
    if "--db" not in argv:
        target = tmp_path / "demo.db" if argv[:1] == ["demo"] else demo_event
        argv = ["--db", str(target), *argv]
    code, _out, err = _run(argv, "", capsys, monkeypatch)
    assert code == 0, err


@pytest.mark.parametrize(("body", "command"), _json_blocks())
def test_json_example_is_valid(body: str, command: str | None, capsys: pytest.CaptureFixture[str],
                               monkeypatch: pytest.MonkeyPatch) -> None:
    json.loads(body)
    if command is not None:
        code, _out, err = _run(["rules", command], body, capsys, monkeypatch)
        assert code == 0, err


def test_readme_names_the_packages_ci_installs() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    line = next(x for x in readme.splitlines() if x.startswith("sudo apt-get install"))
    documented = {word for word in line.split()[3:] if not word.startswith("-")} - {"python3-venv"}
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    installed = set(re.search(r"window_packages=\((.*?)\)", ci, re.S).group(1).split())  # type: ignore[union-attr]
    assert documented == installed
