"""Rotating backups (SQLite backup API), backup on close, and restore."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from referee_app.rules.errors import InputError
from referee_app.store import CorruptDatabaseError, DatabaseLocked, SchemaTooNewError, Store
from tests.store.helpers import PIN, make_event


def test_rotation_keeps_the_newest_n(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "r.db", keep_backups=3)
    try:
        _, _, _, table = make_event(store)
        taken = []
        for n in range(5):
            store.append(table, "note", {"n": n}, "Anna")
            taken.append(store.backup())
        (store.backups.directory / "auto-19990101-000000-000000.db.tmp").write_bytes(b"half a backup")
        store.backup()
        kept = store.backups.existing()
        assert len(kept) == 3 and taken[-1] in kept and taken[0] not in kept
        assert not list(store.backups.directory.glob("*.tmp"))
        with Store.open(taken[-1]) as copy:  # a backup is a complete, openable database
            assert [a.payload["n"] for a in copy.actions(table)] == [0, 1, 2, 3, 4]
            assert copy.verify_chain().ok
    finally:
        store.close(backup=False)


def test_what_kills_left_and_old_pre_migration_copies_are_cleaned_at_the_next_backup(tmp_path: Path) -> None:
    """The folder a season of kills and upgrades left: half-written copies and their journals go, the copies
    taken before migrations are rotated to the newest few (by the order taken, the unnumbered ones oldest)."""
    store = Store.open(tmp_path / "k.db")
    try:
        make_event(store)
        folder = store.backups.directory
        folder.mkdir(exist_ok=True)
        for n in range(6):
            (folder / f"auto-2026010{n}-000000-000000.db.tmp-journal").write_bytes(b"journal")
            (folder / f"pre-migration-v{n}-2026010{n}-000000-000000.db").write_bytes(b"an old copy")
        (folder / "auto-20260101-000000-000000.db.tmp").write_bytes(b"half a backup")
        store.backup()
        assert not list(folder.glob("*.tmp*")), "no temporary file is left"
        kept = sorted(p.name for p in folder.glob("pre-migration-*.db"))
        assert kept == [f"pre-migration-v{n}-2026010{n}-000000-000000.db" for n in (3, 4, 5)]
        assert len(store.backups.existing()) == 1
    finally:
        store.close(backup=False)


def test_close_takes_a_backup_and_due_backups(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "c.db")
    make_event(store)
    assert store.backup_if_due(interval_seconds=3600) is None
    assert store.backup_if_due(interval_seconds=0) is not None
    store.close()
    assert len(list((tmp_path / "c-backups").glob("auto-*.db"))) == 2


def test_restore_replaces_the_file_and_saves_the_current_one(tmp_path: Path) -> None:
    path = tmp_path / "main.db"
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
        store.append(table, "note", {"n": 1}, "Anna")
        good = store.backup()
        store.append(table, "note", {"n": 2}, "Anna")
    with Store.open(path) as store, pytest.raises(DatabaseLocked):
        Store.restore(good, path, pin=PIN)
    Store.restore(good, path, pin=PIN)
    with Store.open(path) as store:
        assert [a.payload["n"] for a in store.actions(table)] == [1]
        assert store.verify_chain().ok
    saved = list((tmp_path / "main-backups").glob("pre-restore-*.db"))
    assert len(saved) == 1
    with Store.open(saved[0]) as old:
        assert [a.payload["n"] for a in old.actions(table)] == [1, 2]


def test_restore_into_a_data_folder_that_does_not_exist_yet(tmp_path: Path) -> None:
    """A second laptop that never ran the program has no data folder: a restore (and so a takeover) makes it."""
    with Store.open(tmp_path / "main.db") as store:
        _, _, _, table = make_event(store)
        store.append(table, "note", {"n": 1}, "Anna")
        good = store.backup()
    fresh = tmp_path / "second" / "referee-app" / "referee.db"
    Store.takeover(good, fresh, pin=PIN)
    with Store.open(fresh) as store:
        assert [a.payload["n"] for a in store.actions(table)] == [1]


def test_restore_refuses_bad_backups(tmp_path: Path) -> None:
    path = tmp_path / "main.db"
    with Store.open(path) as store:
        make_event(store)
        newer = store.backup()
    conn = sqlite3.connect(newer)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(SchemaTooNewError):
        Store.restore(newer, path, pin=PIN)
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"junk" * 1000)
    with pytest.raises(CorruptDatabaseError):
        Store.restore(junk, path, pin=PIN)
    with pytest.raises(InputError):
        Store.restore(tmp_path / "nope.db", path, pin=PIN)
    assert path.read_bytes() == before
