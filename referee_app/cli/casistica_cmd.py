"""`referee-app casistica search "words" [--ruleset ID] [--lang it|en] [--limit N] [--topic T] [--json]`.

With --json prints `{"results": [{"id", "title", "text", "source", "rulesets", "score"}]}` best first
(docs/cli.md); without it a readable list. Bad arguments exit 2 with one `error:` line on stderr.
Without --lang both languages are searched and each ruling is shown in the language that matched best.
"""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from referee_app.cli.jsonio import fail, strict, write_object
from referee_app.rules.casistica import TOPICS
from referee_app.rules.ruleset import BUILTIN_IDS
from referee_app.rules.casistica_search import CasisticaIndex


def add_arguments(casistica: argparse.ArgumentParser) -> None:
    strict(casistica)
    commands = casistica.add_subparsers(dest="casistica_command", required=True)
    search = strict(commands.add_parser("search", help="rulings matching some words, best first"))
    search.add_argument("query", help='what happened at the table, e.g. "dado in bilico"')
    search.add_argument("--ruleset", dest="search_ruleset", choices=BUILTIN_IDS, metavar="ID",
                        help="put this ruleset's rulings first: " + ", ".join(BUILTIN_IDS))
    search.add_argument("--lang", dest="search_lang", choices=["it", "en"],
                        help="search and show this language only (default: both)")
    search.add_argument("--limit", dest="search_limit", type=int, default=10, metavar="N",
                        help="at most this many (default 10)")
    search.add_argument("--topic", dest="search_topic", choices=sorted(TOPICS), metavar="TOPIC",
                        help="only rulings of this topic: " + ", ".join(sorted(TOPICS)))
    search.add_argument("--json", dest="search_json", action="store_true", help="print JSON (docs/cli.md contract)")
    search.set_defaults(run=run_search)


def run_search(args: argparse.Namespace, stdout: TextIO | None = None) -> int:
    stdout = stdout or sys.stdout
    if not args.query.strip():
        fail("query: empty search")
    if args.search_limit < 1:
        fail(f"--limit: expected a positive number, got {args.search_limit}")

    hits = CasisticaIndex().search(args.query, ruleset=args.search_ruleset, lang=args.search_lang or "both",
                                   limit=args.search_limit, topic=args.search_topic, marks=("", ""))
    if args.search_json:
        write_object({"results": [hit.to_json() for hit in hits]}, stdout)
        return 0
    if not hits:
        stdout.write(f"no ruling matches {args.query!r}\n")
    for rank, hit in enumerate(hits, 1):
        stdout.write(f"{rank}. {hit.title}  [{hit.id}, score {hit.score:g}]\n"
                     f"   {hit.text}\n"
                     f"   source: {hit.entry.source}\n"
                     f"   rulesets: {', '.join(hit.entry.rulesets)}\n")
    return 0
