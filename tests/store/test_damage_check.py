"""The damage check off the start-up path (store/damage.py): the window opens the file with its writes held,
the check runs later in a thread, and a damaged file still never takes a write or a backup."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee_app.ops.store_messages import said
from referee_app.store import Store
from referee_app.store.errors import CorruptDatabaseError, ReadOnlySession
from tests.store.helpers import index_out_of_step, make_event, scribble_over_fourth_note, table_with_notes


def _damaged(path: Path) -> int:
    """A file whose 4th log entry holds bytes that are not text (SQLite's integrity check passes)."""
    with Store.open(path) as store:
        table = table_with_notes(store)
    scribble_over_fourth_note(path)
    return table


def _backups(path: Path) -> list[Path]:
    return sorted((path.parent / f"{path.stem}-backups").glob("auto-*.db"))


def test_a_write_before_the_check_started_runs_it_first_and_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    table = _damaged(path)
    before = _backups(path)
    store = Store.open(path)
    try:
        store.hold_writes_for_damage_check()
        assert store.damage_check_pending() and not store.read_only
        assert len(store.actions(table)) == 5  # reads work meanwhile, the damaged text included
        with pytest.raises(ReadOnlySession, match="entry 4"):
            store.append(table, "note", {"text": "nuova"}, "Anna")
        assert store.read_only and not store.damage_check_pending()
    finally:
        store.close()
    assert _backups(path) == before  # a damaged file is never copied over the good backups
    with Store.open(path) as again:  # nothing was written
        assert again.db.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == 5


def test_the_check_in_its_thread_gives_the_same_verdict(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    table = _damaged(path)
    store = Store.open(path)
    try:
        store.hold_writes_for_damage_check()
        store.start_damage_check()
        problem = store.settle_damage_check()
        assert problem is not None and "entry 4" in problem and "not text" in problem
        assert store.read_only_reason == problem
        assert store.backup_if_worth() is None
        with pytest.raises(ReadOnlySession):
            store.append(table, "note", {"text": "nuova"}, "Anna")
    finally:
        store.close()


def test_a_clean_file_writes_once_the_verdict_is_in(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
    before = _backups(path)
    store = Store.open(path)
    try:
        store.hold_writes_for_damage_check()
        store.start_damage_check()
        store.append(table, "note", {"text": "dopo il controllo"}, "Anna")  # waits for the verdict, then writes
        assert not store.read_only and not store.damage_check_pending()
        assert store.settle_damage_check() is None
        assert [a.payload["text"] for a in store.actions(table)] == ["dopo il controllo"]
    finally:
        store.close()
    assert len(_backups(path)) == len(before) + 1  # the close's backup, once the file was found clean


def test_the_window_s_open_leaves_the_integrity_check_to_the_check_after_start(tmp_path: Path) -> None:
    """A file only SQLite's integrity check finds damaged (an index out of step with its table): the command
    line's open refuses it; the window's open (`check_later`) opens it with its writes held, and the check
    after start finds it, so the file takes no write and no backup, as a damaged log entry."""
    path = tmp_path / "torneo.db"
    with Store.open(path) as store:
        table = table_with_notes(store)
    index_out_of_step(path)
    before = _backups(path)
    with pytest.raises(CorruptDatabaseError, match="missing from index"):
        Store.open(path)
    store = Store.open(path, check_later=True)
    try:
        assert store.damage_check_pending() and not store.read_only
        assert len(store.actions(table)) == 5  # nothing the start reads is wrong
        store.start_damage_check()
        problem = store.settle_damage_check()
        assert problem is not None and "integrity check" in problem and "missing from index" in problem
        assert said(problem, "it").startswith("il controllo di integrità di SQLite trova il file danneggiato")
        with pytest.raises(ReadOnlySession, match="integrity check"):
            store.append(table, "note", {"text": "nuova"}, "Anna")
    finally:
        store.close()
    assert _backups(path) == before


def test_a_sound_file_opened_for_the_check_after_start_writes_after_its_verdict(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
    store = Store.open(path, check_later=True)
    try:
        assert store.damage_check_pending()
        store.append(table, "note", {"text": "dopo il controllo"}, "Anna")  # runs the check here, then writes
        assert not store.read_only and not store.damage_check_pending()
    finally:
        store.close()
