"""`referee-app db backup|backups|restore FILE|verify|takeover COPY|copy-to FOLDER`: the database's safety net
from the command line.

Backups are also taken automatically (every five minutes while the window is open, and on close); this
command takes one on demand, lists them, puts one back (head referee's PIN of the backup: `--pin`, else
asked; the current file is kept as `pre-restore-*`, or `damaged-*` when unreadable), and verifies the hash
chains of every table log (`verify` writes nothing, not even a backup; `--code` checks a code printed on a
result or standings sheet). `copy-to FOLDER` chooses the continuous copy's folder (another device; `off`
stops it; alone it says where it goes) and `takeover COPY` carries on from that copy on another computer
(docs/store.md, *The continuous copy*).
"""

from __future__ import annotations

import argparse
import getpass
import sys
from pathlib import Path

from referee_app.cli.jsonio import fail, strict
from referee_app.store.db import default_path
from referee_app.rules.errors import InputError
from referee_app.store.errors import StoreError
from referee_app.store.backup import backup_dir_for, in_order
from referee_app.store.store import Store
from referee_app.store import keeper, keys
from referee_app.store.chain import ChainReport


def add_arguments(parser: argparse.ArgumentParser) -> None:
    strict(parser)
    parser.add_argument("db_action", choices=["backup", "backups", "restore", "verify", "takeover", "copy-to"])
    parser.add_argument("backup_file", nargs="?", help="with restore: the backup file to put back; with "
                        "takeover: the continuous copy to carry on from; with copy-to: the folder of the "
                        "continuous copy (on another device), or 'off'")
    parser.add_argument("--pin", nargs="?", const="", help="with restore or takeover: the head referee's PIN of "
                        "the copy (else asked); with verify: check the keyed seals too, with this PIN (alone: asked)")
    parser.add_argument("--code", help="with verify: a code printed on a result or standings sheet (XXXX-XXXX)")
    parser.set_defaults(run=run_db)


def _path(args: argparse.Namespace) -> Path:

    return Path(args.db) if args.db else default_path()


def _pin(args: argparse.Namespace) -> str:
    if args.pin:
        return str(args.pin)
    if not sys.stdin.isatty():
        fail("--pin: give the head referee's PIN (PIN del capo arbitro): --pin PIN")
    return getpass.getpass("PIN del capo arbitro / head referee's PIN: ")


def run_db(args: argparse.Namespace) -> int:

    path = _path(args)
    try:
        if args.db_action in ("restore", "takeover"):
            if not args.backup_file:
                fail(f"backup_file: name the copy to {args.db_action} from (see `referee-app db backups`)")
            if args.db_action == "takeover":
                return _takeover(Path(args.backup_file), path, _pin(args))
            return _restore(Path(args.backup_file), path, _pin(args))
        if args.db_action == "copy-to":
            return _copy_to(path, args.backup_file)
        if args.backup_file:
            fail(f"backup_file: only restore, takeover and copy-to take one, not {args.db_action}")
        if args.pin is not None and args.db_action != "verify":
            fail(f"--pin: only restore, takeover and verify take a PIN, not {args.db_action}")
        if args.pin is not None and args.code is not None:
            fail("--pin: verify checks a printed --code or the keyed seals, not both at once")
        if args.code is not None and args.db_action != "verify":
            fail(f"--code: only verify takes a code, not {args.db_action}")
        if args.db_action == "backups":

            for backup in in_order(backup_dir_for(path).glob("*.db")):
                print(backup)
            return 0
        if not path.exists():
            fail(f"--db: {path} does not exist")
        if args.db_action == "backup":
            return _backup(path)
        return _verify(path, args.code, None if args.pin is None else _pin(args))
    except (InputError, StoreError) as exc:
        fail(str(exc))
    return 0


def _restore(backup: Path, path: Path, pin: str) -> int:

    outcome = Store.restore(backup, path, pin=pin)
    print(f"restored {backup} into {outcome.target}")
    if outcome.kept_aside is not None:
        state = "damaged, kept as" if outcome.damaged else "kept as"
        print(f"the replaced file ({state}): {outcome.kept_aside}")
    if outcome.dropped_entries:
        print(f"the backup lacks {outcome.dropped_entries} log entries of the replaced file "
              f"({outcome.dropped_results} results or corrections): they are only in {outcome.kept_aside}")
    return 0


def _takeover(copy: Path, path: Path, pin: str) -> int:

    outcome = Store.takeover(copy, path, pin=pin)
    with Store.open(outcome.target) as store:
        entries = store.conn.execute("SELECT COUNT(*), COALESCE(MAX(at), '') FROM actions").fetchone()
    print(f"took over from {copy} into {outcome.target}: {entries[0]} log entries, the last at {entries[1]}")
    if outcome.kept_aside is not None:
        print(f"the file that was there is kept as {outcome.kept_aside}")
    return 0


def _copy_to(path: Path, folder: str | None) -> int:

    if folder is None:
        where = keeper.copy_folder(path)
        print(f"continuous copy: {keeper.copy_path(where, path)}" if where else "continuous copy: off")
        return 0
    if folder == "off":
        keeper.choose_folder(path, None)
        print("continuous copy: off")
        return 0
    target = Path(folder)
    if not target.is_dir():
        fail(f"copy-to: {target} is not a folder (plug the device in, or create the folder)")
    keeper.choose_folder(path, target)
    print(f"continuous copy: {keeper.copy_path(target.resolve(), path)} (after every write, while the program runs)")
    return 0


def _backup(path: Path) -> int:

    with Store.open(path) as store:
        print(store.backup())
    return 0


def _verify(path: Path, code: str | None, pin: str | None) -> int:

    store = Store.open(path)
    try:
        if code is not None:
            found = store.find_code(code)
            if found is None:
                print(f"NOT FOUND: no state of this database's logs ends in {code}: the log the sheet was printed "
                      "from was changed or cut since, or the sheet comes from another database", file=sys.stderr)
                return 1
            print(f"ok: {code} is the {found}")
            return 0
        report = store.verify_chain(pin=pin)
        for line in store.describe_breaks(report):
            print(f"BROKEN: {line}", file=sys.stderr)
        if report.ok:
            print(f"ok: {report.tables_checked} tables, {report.entries_checked} entries, every link holds")
        return _keyed_lines(report, pin) if report.ok else 1
    finally:
        store.close(backup=False)  # verifying writes nothing: a damaged file must not rotate good copies away


def _keyed_lines(report: ChainReport, pin: str | None) -> int:
    """What the keyed checks found (after a sound unkeyed check): 0 when every event the PIN opens holds."""
    if pin is None:
        print("keyed seals: not checked (give --pin, the head referee's PIN, to check them)")
        return 0
    held = [eid for eid, outcome in report.keyed if outcome == keys.HELD]
    for eid, outcome in report.keyed:
        if outcome == keys.HELD:
            print(f"keyed seal: event {eid} holds under this PIN")
        elif outcome == keys.PENDING:
            print(f"NOT KEYED: event {eid} has no keyed seal yet (written before keyed seals, or imported): the "
                  "first PIN entry in the program (a correction, a PIN change) keys it", file=sys.stderr)
        else:
            print(f"keyed seal: event {eid} not checked (this PIN is not its head referee's)")
    if not report.keyed or all(outcome == keys.NOT_OPENED for _, outcome in report.keyed):
        print("NOT OPENED: this PIN opens no event of this file (a wrong PIN, or the event's PIN hash and keyed "
              "seal were both replaced: compare with a backup or the continuous copy)", file=sys.stderr)
        return 1
    return 0 if held and all(o != keys.PENDING for _, o in report.keyed) else 1
