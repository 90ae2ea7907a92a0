"""The results index keeps each confirmed table's ranking as the standings count it (store/snapshots.py): the
standings read it in one query and no log entry; a row changed on disk, damaged or left behind is passed
over for the log; one changed with its public digest recomputed is damage `verify` reports; a correction
replaces the row; a file from before the index (version 13) gets it filled and gives the same standings."""

from __future__ import annotations

import json
import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.ops.confirmed_result import ConfirmedResult
from referee_app.ops.demo import DEMO_PIN
from referee_app.ops.session import Session
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.rules.standings import Standings
from referee_app.rules.table.snapshot import ENGINE
from referee_app.store import Store
from referee_app.store.chain import canonical_json
from referee_app.store.errors import TableClosed
from referee_app.store.snapshots import COUNTED, RANKING, Ranked, digest


@pytest.fixture
def demo(demo_event: Path, tmp_path: Path) -> Iterator[Store]:
    path = tmp_path / "torneo.db"
    shutil.copyfile(demo_event, path)
    store = Store.open(path)
    yield store
    store.close(backup=False)


def standings(store: Store) -> Standings:
    return StandingsOperations(Session(store, store.events()[0].id)).standings()


def from_the_log(store: Store) -> Standings:
    """The reference: the standings with the results index emptied, so every ranking comes from the log."""
    store.conn.execute("SAVEPOINT reference")
    try:
        store.conn.execute("DELETE FROM table_results")
        return standings(store)
    finally:
        store.conn.execute("ROLLBACK TO reference")
        store.conn.execute("RELEASE reference")


def confirmed(store: Store) -> list[int]:
    return [int(r[0]) for r in store.conn.execute("SELECT table_id FROM table_results ORDER BY table_id")]


def row(store: Store, table_id: int) -> tuple[int, str, str, str]:
    seq, entry_hash, ranking, kept = store.conn.execute(
        "SELECT seq, entry_hash, ranking, digest FROM table_results WHERE table_id = ?", [table_id]).fetchone()
    return int(seq), str(entry_hash), str(ranking), str(kept)


def more_points(ranking: str) -> str:
    """The ranking with 100 points more for its first row's player: a change the standings show."""
    rows = json.loads(ranking)
    rows[0]["points"] += 100
    return canonical_json(rows)


def traced(store: Store, event: int) -> tuple[list[Ranked], list[str]]:
    """The event's rankings and the statements their read ran."""
    statements: list[str] = []
    store.conn.set_trace_callback(statements.append)
    try:
        return store.rankings(event_id=event), statements
    finally:
        store.conn.set_trace_callback(None)


def test_the_standings_read_the_index_in_one_query_and_count_what_the_whole_result_counts(demo: Store) -> None:
    event = demo.events()[0].id
    ranked, statements = traced(demo, event)
    assert statements[0].startswith("SELECT * FROM events")  # the event is there
    assert len(statements) == 2 and "payload" not in statements[1]  # one query, no log entry read
    assert [r.table_id for r in ranked] == confirmed(demo) and len(ranked) >= 10
    holders = demo.seat_names(event)
    for r in ranked:
        whole = demo.result(r.table_id)
        assert whole is not None
        assert r.rows == [{k: v for k, v in line.items() if k in COUNTED} for line in whole["ranking"]]
        seats = holders[r.table_id]
        assert (ConfirmedResult.from_json({"ranking": r.rows}).game_results(seats)
                == ConfirmedResult.from_json(whole).game_results(seats))
    assert standings(demo) == from_the_log(demo)


def test_a_ranking_changed_on_disk_is_read_from_the_log(demo: Store) -> None:
    before = standings(demo)
    table = confirmed(demo)[0]
    _, entry_hash, ranking, _ = row(demo, table)
    demo.conn.execute("UPDATE table_results SET ranking = ? WHERE table_id = ?", [more_points(ranking), table])
    assert standings(demo) == before
    assert demo.verify_chain().ok  # the index is not the record: a row the reader passes over is no damage
    demo.conn.execute("UPDATE table_results SET ranking = CAST(X'FFFE80' AS TEXT) WHERE table_id = ?", [table])
    assert standings(demo) == before  # bytes that are not text: the log again
    demo.conn.execute("UPDATE table_results SET ranking = NULL, digest = NULL WHERE table_id = ?", [table])
    assert standings(demo) == before
    demo.conn.execute("UPDATE table_results SET ranking = ?, digest = ? WHERE table_id = ?",
                      [more_points(ranking), digest(entry_hash, RANKING, more_points(ranking)), table])
    assert standings(demo) != before  # the edit whose digest is recomputed is believed: verify's case below


def test_a_ranking_changed_with_its_digest_recomputed_is_damage(demo: Store) -> None:
    table = confirmed(demo)[1]
    seq, entry_hash, ranking, _ = row(demo, table)
    changed = more_points(ranking)
    assert demo.verify_chain().ok
    demo.conn.execute("UPDATE table_results SET ranking = ?, digest = ? WHERE table_id = ?",
                      [changed, digest(entry_hash, RANKING, changed), table])
    report = demo.verify_chain()
    assert [(b.table_id, b.seq, b.reason.code) for b in report.broken] == [(table, seq, "results_index")]
    assert "results index" in demo.describe_breaks(report)[0]


def test_a_correction_replaces_the_row_and_a_stale_row_is_passed_over(demo: Store) -> None:
    table = confirmed(demo)[2]
    seq, _, _, _ = row(demo, table)
    with pytest.raises(TableClosed):
        demo.undo(table, "Arbitro")
    assert row(demo, table)[0] == seq
    result = demo.result(table)
    assert result is not None
    result["ranking"][0]["points"] += 7
    demo.correct_result(table, result, "Capo", DEMO_PIN, "punti ricontati")
    new_seq, new_hash, ranking, kept = row(demo, table)
    assert new_seq > seq and kept == digest(new_hash, RANKING, ranking)
    assert json.loads(ranking)[0]["points"] == result["ranking"][0]["points"]
    corrected = standings(demo)
    assert corrected == from_the_log(demo) and corrected != from_the_log_before(demo, table, seq)
    # the row put back at the confirmation (its own digest still holds): a correction follows it, so the log
    old = demo.actions(table)[seq - 1]
    demo.conn.execute("UPDATE table_results SET seq = ?, entry_hash = ?, ranking = ?, digest = ? WHERE table_id = ?",
                      [seq, old.hash, _cut(old.payload), digest(old.hash, RANKING, _cut(old.payload)), table])
    assert standings(demo) == corrected


def from_the_log_before(store: Store, table: int, seq: int) -> Standings:
    """The standings as they were with the table's confirmation in force (the log cut after it, undone)."""
    store.conn.execute("SAVEPOINT before")
    try:
        for (name,) in store.conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger' AND "
                                          "tbl_name = 'actions'").fetchall():
            store.conn.execute(f"DROP TRIGGER {name}")
        store.conn.execute("DELETE FROM actions WHERE table_id = ? AND seq > ?", [table, seq])
        store.conn.execute("DELETE FROM table_results")
        return standings(store)
    finally:
        store.conn.execute("ROLLBACK TO before")
        store.conn.execute("RELEASE before")


def _cut(payload: dict[str, object]) -> str:
    result = payload["result"]
    assert isinstance(result, dict)
    return canonical_json([{k: v for k, v in line.items() if k in COUNTED} for line in result["ranking"]])


def test_a_file_from_before_the_index_is_filled_and_gives_the_same_standings(demo_event: Path,
                                                                             tmp_path: Path) -> None:
    """The file the app wrote at version 13: the same log and results rows, the index's columns and the
    log's result index not there yet."""
    path = tmp_path / "v13.db"
    shutil.copyfile(demo_event, path)
    with Store.open(path) as store:
        now = standings(store)
        rows = {t: row(store, t) for t in confirmed(store)}
        store.close(backup=False)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP INDEX idx_actions_results")
    conn.execute("ALTER TABLE table_results DROP COLUMN ranking")
    conn.execute("ALTER TABLE table_results DROP COLUMN digest")
    conn.execute("DROP INDEX idx_table_snapshots_at")  # version 15's
    conn.execute("ALTER TABLE table_snapshots DROP COLUMN at")
    conn.execute("DROP TABLE result_drafts")  # version 16's
    conn.execute("PRAGMA user_version = 13")
    conn.close()
    with Store.open(path) as store:
        assert {t: row(store, t) for t in confirmed(store)} == rows
        assert standings(store) == now
        store.close(backup=False)


def test_an_event_exported_and_imported_has_its_results_index(demo: Store, tmp_path: Path) -> None:
    event = demo.events()[0].id
    exported = demo.export_event(event, tmp_path / "evento.db")
    with Store.open(tmp_path / "altro.db") as other:
        ranked, statements = traced(other, other.import_event(exported))
        assert not any("payload" in s for s in statements)  # from the rows, no log entry
        assert [(r.round, r.table, r.rows) for r in ranked] == [
            (r.round, r.table, r.rows) for r in demo.rankings(event_id=event)]
        assert len(ranked) == len(confirmed(demo))
        assert standings(other) == standings(demo)
        assert other.latest_time() == demo.latest_time()  # the snapshots came along, with their times
        held = other.tails(ENGINE, round_id=other.rounds(other.events()[0].id)[-1].id)
        assert all(tail.snapshot is not None for tail in held.values())
        other.close(backup=False)
