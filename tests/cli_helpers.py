"""Run `referee-app` from the source tree: `run_cli` as a subprocess (the real entry point, for the tests that
need a process of their own), `run_main` in-process through `main(argv)` with the same stdin, stdout, stderr
and exit status; `rules` and `rules_error` use the latter, which saves a Python start-up per call."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from referee_app.cli.main import main

ROOT = Path(__file__).resolve().parent.parent


def _text(stdin: Any, raw: str | None) -> str:
    return raw if raw is not None else (json.dumps(stdin) if stdin is not None else "")


def run_cli(*args: str, stdin: Any = None, raw: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "referee_app", *args], input=_text(stdin, raw),
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def run_main(*args: str, stdin: Any = None, raw: str | None = None) -> subprocess.CompletedProcess[str]:
    out, err = io.StringIO(), io.StringIO()
    saved = sys.stdin
    sys.stdin = io.StringIO(_text(stdin, raw))
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(args))
            except SystemExit as stop:
                code = stop.code if isinstance(stop.code, int) else 1
    finally:
        sys.stdin = saved
    return subprocess.CompletedProcess(list(args), code, out.getvalue(), err.getvalue())


def rules(command: str, data: Any = None, ruleset: str = "marsala-2011") -> dict[str, Any]:
    """Run `rules COMMAND` and return its JSON; fails the test on a non-zero exit."""
    proc = run_main("rules", command, "--ruleset", ruleset, stdin=data)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def rules_error(command: str, data: Any = None, ruleset: str = "marsala-2011", raw: str | None = None) -> str:
    """Run `rules COMMAND` expecting bad input: exit 2, empty stdout, one stderr line. Returns that line."""
    proc = run_main("rules", command, "--ruleset", ruleset, stdin=data, raw=raw)
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("error: ")
    return lines[0]
