"""`referee-app [--db FILE] demo [--tables N] [--no-window]`: build the demo event and open it.

With `--db` the demo goes into FILE, which must not exist yet (a real database is never overwritten).
Without it, the demo file is `demo.db` beside the default database, rebuilt at every run (refused while
another window has it open). Prints the file and the head referee's PIN; then opens the window on it
unless `--no-window`.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from referee_app.cli.jsonio import fail, strict
from referee_app.store.db import default_path
from referee_app.store.errors import DatabaseLocked
from referee_app.store.lock import FileLock
from referee_app.ops.demo import DEMO_PIN, build_demo

DEMO_FILE = "demo.db"


def _tables(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if not 2 <= value <= 80:
        raise argparse.ArgumentTypeError(f"the demo has 2 to 80 tables, got {value}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    strict(parser)
    parser.add_argument("--tables", dest="demo_tables", type=_tables, default=10, metavar="N",
                        help="tables per round, 2 to 80 (default 10; 80 is a full hall)")
    parser.add_argument("--no-window", dest="demo_no_window", action="store_true",
                        help="only build the file, do not open the window")
    parser.set_defaults(run=run_demo)


def default_demo_path() -> Path:

    return default_path().with_name(DEMO_FILE)


def _clear_old_demo(path: Path) -> None:
    """Remove the previous default demo, unless a window holds it."""

    if not path.exists():
        return
    lock = FileLock(path)
    try:
        lock.acquire()
    except DatabaseLocked:
        fail(f"--db: the demo {path} is open in another window: close it first")
    try:
        for leftover in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            leftover.unlink(missing_ok=True)
    finally:
        lock.release()


def run_demo(args: argparse.Namespace) -> int:

    if args.db:
        path = Path(args.db)
        if path.exists():
            fail(f"--db: {path} already exists: the demo is built in a new file")
        if not path.parent.is_dir():
            fail(f"--db: folder {str(path.parent)!r} does not exist")
    else:
        path = default_demo_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        _clear_old_demo(path)
    started = time.monotonic()
    demo = build_demo(path, args.demo_tables)
    print(f"demo: {demo.players} players, {demo.tables} tables, in {path} "
          f"({time.monotonic() - started:.0f} s); head referee PIN {DEMO_PIN}")
    if args.demo_no_window:
        return 0
    from referee_app.ui.app import run_gui  # noqa: PLC0415  (Qt only for the window: the commands run headless)

    exit_code: int = run_gui(db=str(path), lang=args.lang)
    return exit_code
