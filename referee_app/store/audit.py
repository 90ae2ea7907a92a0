"""Checking the hash chains of stored tables (whole file, or one event): every link, the seals over the
events and seats (seals.py), and the chain heads anchored in the backups (anchors.py)."""

from __future__ import annotations

from pathlib import Path

from referee_app.rules.errors import InputError
from referee_app.store import anchors, log, seals
from referee_app.store.chain import BrokenLink, ChainReport, first_break, genesis
from referee_app.store.events import chain_origin
from referee_app.store.said import Fact, Said
from referee_app.store.db import Reader


def verify(db: Reader, event_id: int | None = None, backups: Path | None = None,
           db_path: Path | None = None) -> ChainReport:
    if event_id is None:
        ids = [int(r[0]) for r in db.execute("SELECT id FROM tables ORDER BY id")]
    else:
        ids = [int(r[0]) for r in db.execute(
            "SELECT t.id FROM tables t JOIN rounds r ON r.id = t.round_id WHERE r.event_id = ? ORDER BY t.id",
            [event_id])]
    # Entries whose table is gone (only possible by editing the file) would escape the per-table walk.
    orphans = db.execute("SELECT id, table_id, seq FROM actions WHERE table_id NOT IN (SELECT id FROM tables) "
                         "ORDER BY id LIMIT 1").fetchone() if event_id is None else None
    broken: dict[int, BrokenLink] = {}
    if orphans:
        broken[int(orphans[1])] = BrokenLink(int(orphans[1]), int(orphans[2]), int(orphans[0]),
                                             Said("entry of a missing table", "orphan_entry"))
    entries = 0
    for table_id in ids:
        event_uuid, round_number, table_number, _ = chain_origin(db, table_id)
        count, link = first_break(table_id, genesis(event_uuid, round_number, table_number),
                                  log.rows(db, "table_id = ?", [table_id]))
        entries += count
        link = link or seals.broken_table(db, table_id)
        if link is not None:
            broken[table_id] = link
    if backups is not None:
        for link in anchors.check(db, backups, event_id, db_path):
            broken.setdefault(link.table_id, link)  # a table's own break says more than the anchor's
    return ChainReport(len(ids), entries, tuple(broken[k] for k in sorted(broken)),
                       seals.broken_events(db, event_id))


def describe(db: Reader, report: ChainReport) -> list[str]:
    """One line per broken table, naming its round, table and entry, for a referee to look up."""
    lines: list[str] = []
    for event_id, reason in report.events_broken:
        lines.append(Said(f"event {event_id}: {reason}", "event_broken", event=event_id, reason=reason))
    for link in report.broken:
        entry = f"entry {link.seq} (row {link.action_id}): {link.reason}"
        facts: dict[str, Fact] = {"table_id": link.table_id, "seq": link.seq, "row": link.action_id,
                                  "reason": link.reason}
        try:
            _, round_number, table_number, _ = chain_origin(db, link.table_id)
            lines.append(Said(f"round {round_number}, table {table_number} (table id {link.table_id}), {entry}",
                              "table_broken", round=round_number, table=table_number, **facts))
        except InputError:
            lines.append(Said(f"table id {link.table_id}, {entry}", "table_id_broken", **facts))
    return lines
