"""`referee-app`: no arguments opens the window; the commands (`rules`, `casistica`, `print`...) work headless."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from referee_app.cli.jsonio import fail
from referee_app.store.errors import UnusablePath

# command -> (its module, its one line of help). A command's module adds its arguments to the parser made for
# it (`add_arguments(parser)`, setting `run`); it is imported only when its command is the one given, so
# opening the window or running one command loads no other command's libraries.
COMMANDS: dict[str, tuple[str, str]] = {
    "rules": ("referee_app.cli.rules_cmd", "the rules engine, JSON on stdin and stdout"),
    "casistica": ("referee_app.cli.casistica_cmd", "look up the practical rulings (casistica)"),
    "print": ("referee_app.cli.print_cmd", "print score sheets, results, deals, lists as PDF"),
    "db": ("referee_app.cli.db_cmd", "back up, list backups, restore, verify the database"),
    "demo": ("referee_app.cli.demo_cmd", "build a demo tournament and open it"),
    "serve": ("referee_app.cli.serve_cmd", "the hall's LAN server: pages for players and referees"),
    "players": ("referee_app.cli.players_cmd", "the players of an event"),
    "export": ("referee_app.cli.export_cmd", "the event for the national ranking"),
}


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line: the window's options and every command with its help; `command`'s own arguments
    too (the other commands are listed, not built)."""
    parser = argparse.ArgumentParser(prog="referee-app", description="Referee assistant for RisiKo! tournaments")
    parser.add_argument("--db", help="database file (default: the per-user data folder)")
    parser.add_argument("--lang", choices=["it", "en"], help="interface language")
    parser.add_argument("--quit-when-ready", action="store_true",
                        help="print 'ready' and exit once the window can be used (benchmarks, smoke tests)")
    sub = parser.add_subparsers(dest="area")
    for name, (module, help_text) in COMMANDS.items():
        if name == command:
            importlib.import_module(module).add_arguments(sub.add_parser(name, help=help_text))
        else:
            sub.add_parser(name, help=help_text, add_help=False)
    _db_after_the_command(parser)
    return parser


def parse_args(argv: Sequence[str]) -> argparse.Namespace:
    """argparse reads the line twice: first with the commands listed, which tells which one was given (its
    arguments left unread), then with that command built, which reads and checks them all."""
    given, _unread = build_parser().parse_known_args(argv)
    return build_parser(given.area).parse_args(argv)


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
    args = parse_args(sys.argv[1:] if argv is None else list(argv))
    refuse_unusable_db_name(args.db)
    if args.area is not None:
        try:
            result: int = args.run(args)
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
