"""`referee-app db backup|backups|restore FILE|verify`: the database's safety net from the command line.

Backups are also taken automatically (every five minutes while the window is open, and on close); this
command takes one on demand, lists them, puts one back (the current file is kept as `pre-restore-*`), and
verifies the hash chains of every table log.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from referee_app.cli.casistica_cmd import _strict
from referee_app.cli.jsonio import fail


def add_parser(subparsers: Any) -> None:
    parser = _strict(subparsers.add_parser("db", help="back up, list backups, restore, verify the database"))
    parser.add_argument("db_action", choices=["backup", "backups", "restore", "verify"])
    parser.add_argument("backup_file", nargs="?", help="with restore: the backup file to put back")
    parser.set_defaults(run=run_db)


def _path(args: argparse.Namespace) -> Path:
    from referee_app.store.db import default_path

    return Path(args.db) if args.db else default_path()


def run_db(args: argparse.Namespace) -> int:
    from referee_app.rules.errors import InputError
    from referee_app.store.backup import backup_dir_for
    from referee_app.store.errors import StoreError
    from referee_app.store.store import Store

    path = _path(args)
    try:
        if args.db_action == "restore":
            if not args.backup_file:
                fail("backup_file: name the backup to restore (see `referee-app db backups`)")
            target = Store.restore(args.backup_file, path)
            print(f"restored {args.backup_file} into {target}")
            return 0
        if args.backup_file:
            fail(f"backup_file: only restore takes a file, not {args.db_action}")
        if args.db_action == "backups":
            for backup in sorted(backup_dir_for(path).glob("*.db")):
                print(backup)
            return 0
        if not path.exists():
            fail(f"--db: {path} does not exist")
        with Store.open(path) as store:
            if args.db_action == "backup":
                print(store.backup())
                return 0
            report = store.verify_chain()
            if report.ok:
                print(f"ok: {report.tables_checked} tables, {report.entries_checked} entries, every link holds")
                return 0
            broken = report.first_broken
            print(f"BROKEN: {broken}", file=sys.stderr)
            return 1
    except (InputError, StoreError) as exc:
        fail(str(exc))
    return 0
