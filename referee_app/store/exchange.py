"""One event in one file for the organiser: a standalone SQLite file with the store's own schema.

The export holds the event, its players, rounds, tables, seats and the full action log with its hashes. The
hash chain does not depend on row ids, so it verifies in the exported file and again after import.
Import works on a private copy of the file (migrated if older), verifies the chains, then copies everything
in one transaction under new row ids; an event whose uuid is already present is refused.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from referee_app.rules.errors import InputError
from referee_app.store import audit, keys, migrations, seals, snapshots
from referee_app.store import db as dbmod
from referee_app.store.errors import StoreError
from sqlite_utils import Database


def copy_event(src: Database, dst: Database, event_id: int) -> int:
    """Copy one event with everything under it; the caller holds the destination's transaction."""
    event = dict(next(iter(src.table("events").rows_where("id = ?", [event_id]))))
    if dst.execute("SELECT 1 FROM events WHERE uuid = ?", [event["uuid"]]).fetchone():
        raise InputError("event", f"event {event['name']!r} ({event['uuid']}) is already in this database")
    del event["id"]
    new_event = dbmod.insert(dst, "events", event)
    keys.add_pending(dst, new_event)  # its keyed seal covers row ids that change here: keyed again by the PIN
    players = _copy(src, dst, "players", "SELECT * FROM players WHERE event_id = ?", [event_id],
                    {"event_id": {event_id: new_event}})
    rounds = _copy(src, dst, "rounds", "SELECT * FROM rounds WHERE event_id = ?", [event_id],
                   {"event_id": {event_id: new_event}})
    tables = _copy(src, dst, "tables", "SELECT * FROM tables WHERE round_id IN "
                   "(SELECT id FROM rounds WHERE event_id = ?)", [event_id], {"round_id": rounds})
    in_event = "(SELECT t.id FROM tables t JOIN rounds r ON r.id = t.round_id WHERE r.event_id = ?)"
    _copy(src, dst, "seats", f"SELECT * FROM seats WHERE table_id IN {in_event}", [event_id],
          {"table_id": tables, "player_id": players})
    for table_id in tables.values():  # the seal covers player ids, which are new here
        seals.seal_table(dst, table_id)
    _copy(src, dst, "actions", f"SELECT * FROM actions WHERE table_id IN {in_event} ORDER BY id", [event_id],
          {"table_id": tables})
    snapshots.index_results(dst, tables.values())  # the standings read the copied results from their rows
    # The snapshots name their entries by seq and hash, which the copy keeps: each is checked when read.
    _copy(src, dst, "table_snapshots", f"SELECT * FROM table_snapshots WHERE table_id IN {in_event}", [event_id],
          {"table_id": tables})
    _copy(src, dst, "event_casistica", "SELECT * FROM event_casistica WHERE event_id = ? ORDER BY id", [event_id],
          {"event_id": {event_id: new_event}})
    _copy(src, dst, "event_records", "SELECT * FROM event_records WHERE event_id = ? ORDER BY id", [event_id],
          {"event_id": {event_id: new_event}})
    return new_event


def _copy(src: Database, dst: Database, table: str, sql: str, params: list[Any],
          remap: dict[str, dict[int, int]]) -> dict[int, int]:
    mapping: dict[int, int] = {}
    for row in src.query(sql, params):
        old_id = row.pop("id", None)
        for column, ids in remap.items():
            row[column] = ids[row[column]]
        new_id = dbmod.insert(dst, table, row)
        if old_id is not None:
            mapping[int(old_id)] = new_id
    return mapping


def export_event(src: Database, event_id: int, dest: Path) -> Path:
    dest.parent.mkdir(parents=True, exist_ok=True)
    tmp = dest.with_name(dest.name + ".tmp")
    tmp.unlink(missing_ok=True)
    out = Database(dbmod.raw_connect(tmp), execute_plugins=False)
    try:
        migrations.migrate(out)
        with out.atomic():
            copy_event(src, out, event_id)
        out.execute("PRAGMA journal_mode=DELETE")
    finally:
        out.close()
    with open(tmp, "rb+") as fh:
        os.fsync(fh.fileno())
    os.replace(tmp, dest)
    return dest


def import_event(dst: Database, source: Path) -> int:
    """Import the single event of an exported file; returns its new id in `dst`."""
    if not source.is_file():
        raise InputError("file", f"{source} does not exist")
    with tempfile.TemporaryDirectory() as tmpdir:
        copy = Path(tmpdir) / "import.db"
        shutil.copyfile(source, copy)
        try:
            src = dbmod.wrap(dbmod.connect(copy))
        except StoreError as exc:
            raise InputError("file", str(exc)) from None
        try:
            return _import_checked(src, dst, source, copy)
        finally:
            src.close()


def _import_checked(src: Database, dst: Database, source: Path, copy: Path) -> int:
    try:
        migrations.pending(src.conn, source)
        migrations.migrate(src)
        ids = [int(r[0]) for r in src.execute("SELECT id FROM events")]
    except (StoreError, sqlite3.DatabaseError) as exc:
        raise InputError("file", f"{source.name}: {exc}") from None
    if len(ids) != 1:
        raise InputError("file", f"{source.name} holds {len(ids)} events; an export holds exactly one")
    report = audit.verify(src, ids[0])
    if not report.ok and report.first_broken is not None:
        link = report.first_broken
        raise InputError("file", f"{source.name}: table log broken at entry {link.seq}: {link.reason}")
    with dst.atomic():
        return copy_event(src, dst, ids[0])

