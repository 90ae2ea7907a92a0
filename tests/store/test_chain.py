"""The hash chain: tampering with the file through raw sqlite3 is found, at the first broken entry."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from referee_app.store import Store
from referee_app.store.chain import entry_body, entry_hash
from tests.store.helpers import make_event


def _store_with_log(path: Path, entries: int = 6) -> int:
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
        for n in range(1, entries + 1):
            store.append(table, "roll", {"n": n}, "Anna")
        assert store.verify_chain().ok
    return table


def _tamper(path: Path, *sql: str) -> None:
    conn = sqlite3.connect(path)
    conn.execute("DROP TRIGGER actions_append_only_update")  # an attacker can do this too
    conn.execute("DROP TRIGGER actions_append_only_delete")
    for statement in sql:
        conn.execute(statement)
    conn.commit()
    conn.close()


def _first_broken(path: Path) -> tuple[int, str]:
    with Store.open(path) as store:
        report = store.verify_chain()
    assert not report.ok and report.first_broken is not None
    return report.first_broken.seq, report.first_broken.reason


def test_untouched_log_verifies(tmp_path: Path) -> None:
    _store_with_log(tmp_path / "a.db")
    with Store.open(tmp_path / "a.db") as store:
        report = store.verify_chain()
    assert report.ok and report.entries_checked == 6 and report.tables_checked == 1


def test_edited_payload_breaks_that_entry(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _store_with_log(path)
    _tamper(path, "UPDATE actions SET payload = '{\"n\":40}' WHERE seq = 3")
    assert _first_broken(path) == (3, "its content does not match its hash (the entry was changed)")


def test_edited_referee_or_time_breaks_that_entry(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _store_with_log(path)
    _tamper(path, "UPDATE actions SET referee = 'Mallory' WHERE seq = 5")
    assert _first_broken(path)[0] == 5


def test_rehashed_entry_breaks_the_next_link(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _store_with_log(path)
    conn = sqlite3.connect(path)
    row = conn.execute("SELECT seq, kind, referee, at, target, prev_hash FROM actions WHERE seq = 2").fetchone()
    payload = json.dumps({"n": 99}, separators=(",", ":"))
    new_hash = entry_hash(row[5], entry_body(row[0], row[1], payload, row[2], row[3], row[4]))
    conn.close()
    _tamper(path, f"UPDATE actions SET payload = '{payload}', hash = '{new_hash}' WHERE seq = 2")
    seq, reason = _first_broken(path)
    assert seq == 3 and "previous entry" in reason


def test_deleted_entry_is_found(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _store_with_log(path)
    _tamper(path, "DELETE FROM actions WHERE seq = 4")
    seq, reason = _first_broken(path)
    assert seq == 5 and "missing" in reason


def test_swapped_entries_are_found(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    _store_with_log(path)
    _tamper(path, "UPDATE actions SET seq = -1 WHERE seq = 2", "UPDATE actions SET seq = 2 WHERE seq = 3",
            "UPDATE actions SET seq = 3 WHERE seq = -1")
    assert _first_broken(path)[0] == 2


def test_entry_moved_to_another_table_is_found(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    with Store.open(path) as store:
        _, pids, rnd, table = make_event(store, players=8)
        other = store.add_table(rnd, 2, list(zip(pids[4:], ("rosso", "blu", "giallo", "verde"))))
        store.append(table, "roll", {"n": 1}, "Anna")
        store.append(other, "roll", {"n": 1}, "Anna")
    _tamper(path, f"UPDATE actions SET table_id = -5 WHERE table_id = {table}",
            f"UPDATE actions SET table_id = {table} WHERE table_id = {other}",
            f"UPDATE actions SET table_id = {other} WHERE table_id = -5")
    with Store.open(path) as store:
        report = store.verify_chain()
    assert {b.table_id for b in report.broken} == {table, other}


def test_the_store_keeps_working_after_a_check(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    table = _store_with_log(path)
    with Store.open(path) as store:
        store.undo(table, "Anna")
        store.append(table, "note", {}, "Anna")
        assert store.verify_chain().entries_checked == 8
        assert store.verify_chain().ok


@pytest.mark.parametrize("event_only", [True, False])
def test_verify_scope(tmp_path: Path, event_only: bool) -> None:
    path = tmp_path / "a.db"
    _store_with_log(path)
    with Store.open(path) as store:
        event = store.events()[0].id
        assert store.verify_chain(event if event_only else None).ok


def test_chain_head_changes_with_every_entry(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.db") as store:
        _, _, _, table = make_event(store)
        empty = store.chain_head(table)
        store.append(table, "note", {}, "Anna")
        first = store.chain_head(table)
        store.undo(table, "Anna")
        assert len({empty, first, store.chain_head(table)}) == 3
        assert store.chain_head(table) == store.actions(table)[-1].hash
