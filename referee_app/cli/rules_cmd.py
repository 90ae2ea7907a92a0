"""`referee-app rules COMMAND [--ruleset ID|FILE]`: the rules engine, one JSON object on stdin (for the
commands that read one) and one on stdout (docs/cli.md). Each command is a function of its own module,
taking (ruleset, input object) and returning the output object; only the one that runs is imported."""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable
from typing import Any

from referee_app.cli.jsonio import fail, read_object, write_object
from referee_app.rules.errors import RulesError
from referee_app.rules.ruleset import Ruleset, load_ruleset

# command -> (module, function, reads stdin)
RULES_COMMANDS: dict[str, tuple[str, str, bool]] = {
    "rulesets": ("referee_app.cli.rules_info", "rulesets", False),
    "board": ("referee_app.cli.rules_info", "board", False),
    "deal-check": ("referee_app.cli.rules_deal", "deal_check", True),
    "sdadata": ("referee_app.cli.rules_sdadata", "sdadata", True),
    "penalty": ("referee_app.cli.rules_penalty", "penalty", True),
    "score": ("referee_app.cli.rules_score", "score", True),
    "standings": ("referee_app.cli.rules_standings", "standings", True),
    "draw": ("referee_app.cli.rules_draw", "draw", True),
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("command", choices=sorted(RULES_COMMANDS))
    parser.add_argument("--ruleset", default="marsala-2011", help="built-in id or ruleset file")
    parser.set_defaults(run=lambda args: run_rules(args.command, args.ruleset))


def run_rules(command: str, ruleset_ref: str, stdin: Any = None, stdout: Any = None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    module_name, function_name, reads_input = RULES_COMMANDS[command]
    handler: Callable[[Ruleset, dict[str, Any]], dict[str, Any]]
    try:
        ruleset = load_ruleset(ruleset_ref)
    except RulesError as exc:
        fail(f"--ruleset: {exc}")
    try:
        handler = getattr(importlib.import_module(module_name), function_name)
        data = read_object(stdin) if reads_input else {}
        result = handler(ruleset, data)
    except RulesError as exc:
        fail(str(exc))
    write_object(result, stdout)
    return 0
