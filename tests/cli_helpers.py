"""Run `referee-app` as a subprocess from the source tree, as the acceptance tests do."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def run_cli(*args: str, stdin: Any = None, raw: str | None = None) -> subprocess.CompletedProcess[str]:
    text = raw if raw is not None else (json.dumps(stdin) if stdin is not None else "")
    return subprocess.run([sys.executable, "-m", "referee_app", *args], input=text, capture_output=True,
                          text=True, cwd=ROOT, timeout=60)


def rules(command: str, data: Any = None, ruleset: str = "marsala-2011") -> dict[str, Any]:
    """Run `rules COMMAND` and return its JSON; fails the test on a non-zero exit."""
    proc = run_cli("rules", command, "--ruleset", ruleset, stdin=data)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    result: dict[str, Any] = json.loads(proc.stdout)
    return result


def rules_error(command: str, data: Any = None, ruleset: str = "marsala-2011", raw: str | None = None) -> str:
    """Run `rules COMMAND` expecting bad input: exit 2, empty stdout, one stderr line. Returns that line."""
    proc = run_cli("rules", command, "--ruleset", ruleset, stdin=data, raw=raw)
    assert proc.returncode == 2, (proc.returncode, proc.stdout, proc.stderr)
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert lines[0].startswith("error: ")
    return lines[0]
