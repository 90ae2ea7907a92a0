"""Export one event to a standalone SQLite file and import it elsewhere, chains intact."""

from __future__ import annotations

import sqlite3
from functools import reduce
from pathlib import Path

import pytest

from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.log import resolve
from referee_app.store import Store
from tests.store.helpers import make_event, snapshot, total_fold


def test_round_trip_keeps_everything(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.db") as store:
        store.create_event("Altro evento", "2026-01-01", "", builtin("raduno"), "999900")
        event, _, _, table = make_event(store)
        for n in range(5):
            store.append(table, "roll", {"n": n}, "Anna")
        store.undo(table, "Anna")
        store.confirm_result(table, {"ranking": ["x"]}, "Anna")
        exported = store.export_event(event, tmp_path / "out" / "torneo.referee.db")
        state = reduce(total_fold, resolve(store.actions(table)).in_force, {})
        players = [(p.name, p.club, p.region) for p in store.players(event)]
    conn = sqlite3.connect(exported)
    assert conn.execute("SELECT count(*) FROM events").fetchone()[0] == 1
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
    conn.close()
    with Store.open(tmp_path / "b.db") as other:
        make_event(other)  # ids in the destination are already taken
        new_event = other.import_event(exported)
        assert other.verify_chain().ok
        new_round = other.rounds(new_event)[0].id
        new_table = other.tables(new_round)[0].id
        assert new_table != table
        assert reduce(total_fold, resolve(other.actions(new_table)).in_force, {}) == state
        assert [(p.name, p.club, p.region) for p in other.players(new_event)] == players
        assert other.result(new_table) == {"ranking": ["x"]}
        assert other.event(new_event).ruleset_id == "marsala-2011"
        before = snapshot(tmp_path / "b.db")
        with pytest.raises(InputError, match="already in this database"):
            other.import_event(exported)
        assert snapshot(tmp_path / "b.db") == before


def test_tampered_export_is_refused(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.db") as store:
        event, _, _, table = make_event(store)
        store.append(table, "roll", {"n": 1}, "Anna")
        exported = store.export_event(event, tmp_path / "e.db")
    conn = sqlite3.connect(exported)
    conn.execute("DROP TRIGGER actions_append_only_update")
    conn.execute("UPDATE actions SET payload = '{\"n\":6}'")
    conn.commit()
    conn.close()
    with Store.open(tmp_path / "b.db") as other:
        with pytest.raises(InputError, match="broken at entry 1"):
            other.import_event(exported)
        assert other.events() == []


@pytest.mark.parametrize("content", [b"", b"not sqlite" * 50])
def test_bad_import_file(tmp_path: Path, content: bytes) -> None:
    bad = tmp_path / "bad.db"
    bad.write_bytes(content)
    with Store.open(tmp_path / "b.db") as other:
        with pytest.raises(InputError):
            other.import_event(bad)
        with pytest.raises(InputError, match="does not exist"):
            other.import_event(tmp_path / "missing.db")
        assert other.events() == []
