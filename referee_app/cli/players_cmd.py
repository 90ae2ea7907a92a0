"""`referee-app [--db FILE] players import FILE [--event ID] [--lang it|en]`: the players of a CSV file or of
the national circuit's workbook (.xls, .xlsx, .ods: its Iscritti sheet) into an event.

All or nothing, as in the Players tab: a file with any bad line imports nobody and prints one line per
problem (`riga N: ...`, in Italian unless `--lang en`) and exits 2; otherwise prints how many players came
in. The event defaults to the latest one of the database.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from referee_app.cli.jsonio import EXIT_BAD_INPUT, fail, strict
from referee_app.cli.session_arg import open_session, positive
from referee_app.ops import players_ops
from referee_app.ops.import_words import line_text
from referee_app.rules.errors import RulesError
from referee_app.texts import text


def add_arguments(players: argparse.ArgumentParser) -> None:
    sub = players.add_subparsers(dest="players_command", required=True)
    parser = strict(sub.add_parser("import", help="import players from CSV or the circuit's workbook"))
    parser.add_argument("file", help="a CSV file or a ModuloTorneo workbook (.xls, .xlsx, .ods)")
    parser.add_argument("--event", dest="players_event", type=positive, metavar="ID",
                        help="event id (default: the latest event)")
    parser.add_argument("--lang", dest="players_lang", choices=["it", "en"], default="it",
                        help="language of the problems listed (default it)")
    parser.set_defaults(run=run_players)


def run_players(args: argparse.Namespace, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    source = Path(args.file)
    if not source.is_file():
        fail(f"file: {args.file!r} does not exist")

    session = open_session(args.db, args.players_event, referee="command line")
    out, err = stdout or sys.stdout, stderr or sys.stderr
    try:
        preview = players_ops.preview_players_file(session, source)
        if not preview.valid:
            for problem in preview.problems:
                err.write(text(args.players_lang, "players.cli_line", problem.line,
                               line_text(args.players_lang, problem)) + "\n")
            err.write(text(args.players_lang, "players.cli_nothing_imported", len(preview.problems)) + "\n")
            return EXIT_BAD_INPUT
        created = players_ops.import_players_file(session, source)
    except RulesError as exc:
        fail(str(exc))
    finally:
        session.store.close(backup=False)
    out.write(text(args.players_lang, "players.cli_imported", len(created.value)) + "\n")
    return 0
