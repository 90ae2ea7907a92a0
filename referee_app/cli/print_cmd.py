"""`referee-app print KIND [--event ID] [--round N] [--table N] [--lang it|en] [--blank --size N] -o FILE.pdf`.

KIND: score-sheets, result, deal, tables, standings, log (docs/printing.md). The event defaults to the latest
one of the database (`--db`), the round to the latest round. Prints the path written; bad arguments or a
printout that cannot be made (no such table, no confirmed result, ...) exit 2 with one `error:` line.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from referee_app.cli.jsonio import fail, strict
from referee_app.cli.session_arg import open_session, positive
from referee_app.rules.errors import RulesError
from referee_app.ops.printing import print_report

KINDS = ("score-sheets", "result", "deal", "tables", "standings", "log")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    strict(parser)
    parser.add_argument("kind", choices=KINDS, help="what to print: " + ", ".join(KINDS))
    parser.add_argument("--event", dest="print_event", type=positive, metavar="ID",
                        help="event id (default: the latest event)")
    parser.add_argument("--round", dest="print_round", type=positive, metavar="N",
                        help="round number (default: the latest round)")
    parser.add_argument("--table", dest="print_table", type=positive, metavar="N", help="table number")
    parser.add_argument("--lang", dest="print_lang", choices=["it", "en"], default="it",
                        help="language of the printout (default it)")
    parser.add_argument("--blank", dest="print_blank", action="store_true",
                        help="score sheets without names, to fill in by hand")
    parser.add_argument("--size", dest="print_size", type=positive, metavar="N",
                        help="players per blank score sheet (default: the table's, or the ruleset's usual)")
    parser.add_argument("-o", "--output", dest="print_output", required=True, metavar="FILE.pdf",
                        help="the PDF file to write")
    parser.set_defaults(run=run_print)


def _check_arguments(args: argparse.Namespace) -> Path:
    output = Path(args.print_output)
    if output.suffix.lower() != ".pdf":
        fail(f"-o: expected a .pdf file name, got {args.print_output!r}")
    if not output.parent.is_dir():
        fail(f"-o: folder {str(output.parent)!r} does not exist")
    if args.print_size is not None and not args.print_blank:
        fail("--size: only with --blank")
    if args.print_blank and args.kind != "score-sheets":
        fail("--blank: only for score-sheets")
    if args.kind in ("standings", "log"):
        for option, value in (("--round", args.print_round), ("--table", args.print_table)):
            if value is not None:
                fail(f"{option}: not used: {args.kind} covers the whole event")
    if args.kind in ("result", "deal") and args.print_table is None:
        fail(f"--table: the {args.kind} sheet is for one table")
    return output


def run_print(args: argparse.Namespace, stdout: TextIO | None = None) -> int:
    output = _check_arguments(args)
    session = open_session(args.db, args.print_event)
    try:
        round_id = table_id = None
        hand_filled_only = args.print_blank and not session.rounds() and args.print_round is None \
            and args.print_table is None  # blank sheets before any draw: no round to number them by
        if args.kind not in ("standings", "log") and not hand_filled_only:
            rnd = session.round_by_number(args.print_round)
            round_id = rnd.id
            if args.print_table is not None:
                table_id = session.table_by_number(args.print_table, rnd.id).id
        path = print_report(session, args.kind, output, args.print_lang, round_id, table_id, args.print_blank,
                            args.print_size)
    except RulesError as exc:
        fail(str(exc))
    finally:
        session.store.close(backup=False)
    (stdout or sys.stdout).write(f"{path}\n")
    return 0
