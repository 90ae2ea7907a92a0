"""Checking the hash chains of stored tables (whole file, or one event): every link, the seals over the
events and seats (seals.py), the results index against the entries it names (snapshots.py), and the chain
heads anchored in the backups (anchors.py)."""

from __future__ import annotations

from pathlib import Path

from referee_app.rules.errors import InputError
from referee_app.store import anchors, keys, log, seals, snapshots
from referee_app.store.chain import BrokenLink, ChainReport, first_break, genesis
from referee_app.store.events import chain_origin
from referee_app.store.said import Fact, Said
from referee_app.store.db import Reader


def verify(db: Reader, event_id: int | None = None, backups: Path | None = None,
           db_path: Path | None = None, pin: str | None = None) -> ChainReport:
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
        link = link or seals.broken_table(db, table_id) or snapshots.broken_result_row(db, table_id)
        if link is not None:
            broken[table_id] = link
    events_broken = list(seals.broken_events(db, event_id))
    keyed, since = _keyed(db, event_id, pin, events_broken)
    if backups is not None:
        for link in anchors.check(db, backups, event_id, db_path, since):
            broken.setdefault(link.table_id, link)  # a table's own break says more than the anchor's
    return ChainReport(len(ids), entries, tuple(broken[k] for k in sorted(broken)), tuple(events_broken),
                       tuple(keyed))


def _keyed(db: Reader, event_id: int | None, pin: str | None,
           events_broken: list[tuple[int, str]]) -> tuple[list[tuple[int, str]], str]:
    """The keyed checks (keys.py): a missing keyed seal always; with the PIN, each event it opens against
    its seal. Returns what was found per event and the time of the latest restore record that may switch
    off older anchors: with the PIN, only a restore its event's keyed seal covers counts."""
    where, params = ("WHERE id = ?", [event_id]) if event_id is not None else ("", [])
    keyed: list[tuple[int, str]] = []
    restores: list[str] = []
    for eid, pin_hash in db.execute(f"SELECT id, pin_hash FROM events {where} ORDER BY id", params).fetchall():
        eid = int(eid)
        times = [str(r[0]) for r in db.execute("SELECT at FROM event_records WHERE event_id = ? AND kind = ?",
                                               [eid, keys.RESTORE])]
        if pin is None:
            if keys.status(db, eid) == keys.MISSING:
                events_broken.append((eid, Said("its keyed seal is gone (removed outside the program)",
                                                "key_missing")))
            restores.extend(times)
            continue
        outcome, found, key = keys.check_with_pin(db, eid, pin, str(pin_hash))
        keyed.append((eid, outcome))
        events_broken.extend((eid, problem) for problem in found)
        trusted = keys.trusted_restores(db, eid, key) if key is not None else set(times)
        restores.extend(t for t in times if t in trusted)
    return keyed, max(restores, default="")


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
