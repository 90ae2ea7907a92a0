"""`referee-app [--db FILE] export ranking -o FILE.xls [--event ID] [--lang it|en] [--overwrite]`: the event in
the national circuit's workbook (ModuloTorneo) for the ranking.

The pipeline's checks run first: anything left to fix is listed one line each (Italian unless `--lang en`,
with where to fix it) and the command exits 2 writing nothing. An existing file is replaced only with
`--overwrite`. Prints the file written.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from referee_app.cli.jsonio import EXIT_BAD_INPUT, fail, strict
from referee_app.cli.session_arg import open_session, positive
from referee_app.ops import ranking_export
from referee_app.ops.ranking_words import check_line
from referee_app.rules.errors import RulesError
from referee_app.texts import text


def add_arguments(export: argparse.ArgumentParser) -> None:
    sub = export.add_subparsers(dest="export_kind", required=True)
    parser = strict(sub.add_parser("ranking", help="the circuit's workbook (.xls) for the national ranking"))
    parser.add_argument("-o", "--output", dest="export_output", required=True, metavar="FILE.xls",
                        help="the .xls file to write")
    parser.add_argument("--event", dest="export_event", type=positive, metavar="ID",
                        help="event id (default: the latest event)")
    parser.add_argument("--lang", dest="export_lang", choices=["it", "en"], default="it",
                        help="language of the checks listed (default it)")
    parser.add_argument("--overwrite", dest="export_overwrite", action="store_true",
                        help="replace the file if it exists")
    parser.set_defaults(run=run_export)


def run_export(args: argparse.Namespace, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    output = Path(args.export_output)
    if output.suffix.lower() != ".xls":
        fail(f"-o: expected a .xls file name, got {args.export_output!r}")
    if not output.parent.is_dir():
        fail(f"-o: folder {str(output.parent)!r} does not exist")

    lang = args.export_lang
    out, err = stdout or sys.stdout, stderr or sys.stderr
    if output.exists() and not args.export_overwrite:
        err.write(text(lang, "ranking.exists", path=str(output)) + "\n")
        return EXIT_BAD_INPUT
    session = open_session(args.db, args.export_event)
    try:
        items = ranking_export.checks(session)
        left = ranking_export.blocking(items)
        for item in left or items:  # what stops the export; else the notes (a round left out, a shared place)
            err.write(check_line(lang, item) + "\n")
        if left:
            err.write(text(lang, "ranking.not_ready", count=len(left)) + "\n")
            return EXIT_BAD_INPUT
        path = ranking_export.export(session, output)
    except RulesError as exc:
        fail(str(exc))
    finally:
        session.store.close(backup=False)
    out.write(text(lang, "ranking.written", path=str(path)) + "\n")
    return 0
