"""`referee-app`: no arguments opens the window; `rules`, `casistica` and `print` work headless."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any
from referee_app.cli.jsonio import fail, read_object, write_object
from referee_app.rules.errors import RulesError
from referee_app.rules.ruleset import load_ruleset
from referee_app.store.errors import UnusablePath

if TYPE_CHECKING:
    from referee_app.rules.ruleset import Ruleset

# The other commands' modules, each adding its parser (`add_parser`).
COMMAND_MODULES = ("referee_app.cli.casistica_cmd", "referee_app.cli.print_cmd", "referee_app.cli.db_cmd",
                   "referee_app.cli.demo_cmd", "referee_app.cli.serve_cmd", "referee_app.cli.players_cmd",
                   "referee_app.cli.export_cmd")

# command -> (module, function, reads stdin). Each function takes (ruleset, input object) and returns the
# output object; the module is imported when its command runs.
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


def _rules_parser(sub: Any) -> None:
    rules = sub.add_parser("rules", help="the rules engine, JSON on stdin and stdout")
    rules.add_argument("command", choices=sorted(RULES_COMMANDS))
    rules.add_argument("--ruleset", default="marsala-2011", help="built-in id or ruleset file")


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


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="referee-app", description="Referee assistant for RisiKo! tournaments")
    parser.add_argument("--db", help="database file (default: the per-user data folder)")
    parser.add_argument("--lang", choices=["it", "en"], help="interface language")
    parser.add_argument("--quit-when-ready", action="store_true",
                        help="print 'ready' and exit once the window can be used (benchmarks, smoke tests)")
    sub = parser.add_subparsers(dest="area")
    _rules_parser(sub)
    for extra in COMMAND_MODULES:
        try:
            module = importlib.import_module(extra)
        except ModuleNotFoundError as exc:
            if exc.name != extra:
                raise
            continue
        module.add_parser(sub)
    _db_after_the_command(parser)
    return parser


def _db_after_the_command(parser: argparse.ArgumentParser) -> None:
    """Every command also takes --db after its name (`referee-app demo --db FILE`, as it reads in the
    README): the same option, kept only when given, so one before the command still counts."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for child in {id(c): c for c in action.choices.values()}.values():
                if not any("--db" in a.option_strings for a in child._actions):
                    child.add_argument("--db", default=argparse.SUPPRESS, help="database file (as before the command)")
                _db_after_the_command(child)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else list(argv))
    refuse_unusable_db_name(args.db)
    if args.area is not None:
        try:
            result: int = run_rules(args.command, args.ruleset) if args.area == "rules" else args.run(args)
            sys.stdout.flush()  # inside the try: a reader that left shows up here, not at interpreter exit
        except BrokenPipeError:
            return _reader_left()
        return result
    # Qt is imported only for the window: the headless commands run where there is no display or no Qt.
    from referee_app.ui.app import run_gui  # noqa: PLC0415

    exit_code: int = run_gui(db=args.db, lang=args.lang, quit_when_ready=args.quit_when_ready)
    return exit_code


def refuse_unusable_db_name(db: str | None) -> None:
    """--db names a file or nothing: a folder, a blank or a name the system refuses is one line, exit 2."""
    if db is None:
        return

    if not db.strip():
        fail("--db: give the database file's name, e.g. --db torneo.db")
    try:
        folder = Path(db).is_dir()
    except OSError:  # e.g. a name longer than the system allows
        folder = True
    if folder:
        fail(f"--db: {UnusablePath(db)}")


def _reader_left() -> int:
    """`referee-app casistica search … | head`: the reader closed the pipe, which is not an error worth a
    traceback. Point stdout at /dev/null so the final flush at exit stays quiet too (Python's own advice)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # stdout is not a real file (e.g. captured in-process): nothing to flush
        pass
    return 1
