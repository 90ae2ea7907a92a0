"""Opening a file: pragmas, default path, integrity, newer-version refusal, backup before migration."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from referee_app.store import CorruptDatabaseError, NotARefereeDatabase, SchemaTooNewError, Store
from referee_app.store import db as dbmod
from referee_app.store import migrations as mig
from sqlite_utils import Database
from tests.store.helpers import make_event, snapshot


def test_a_new_file_has_the_schema_the_shipped_migrations_wrote(tmp_path: Path) -> None:
    """A new file gets, byte for byte, the schema every existing file has (tests/golden/schema.sql was dumped
    from a file the shipped migrations created through sqlite-utils)."""
    Store.open(tmp_path / "a.db").close(backup=False)
    conn = sqlite3.connect(tmp_path / "a.db")
    try:
        ddl = [str(r[0]) for r in conn.execute("SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid")]
    finally:
        conn.close()
    golden = Path(__file__).parent.parent / "golden" / "schema.sql"
    assert ";\n".join(ddl) + ";\n" == golden.read_text("utf-8")


def test_pragmas_durable_mode(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "a.db")
    try:
        conn = store.db.conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        assert dbmod.user_version(conn) == len(mig.MIGRATIONS)
    finally:
        store.close(backup=False)


def test_default_path_is_in_the_user_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("platformdirs.user_data_dir", lambda name, appauthor: str(tmp_path / "data" / name))
    assert dbmod.default_path() == tmp_path / "data" / "referee-app" / "referee.db"
    store = Store.open()
    try:
        assert store.path == tmp_path / "data" / "referee-app" / "referee.db"
    finally:
        store.close(backup=False)
    assert (tmp_path / "data" / "referee-app" / "referee.db").is_file()


def test_reopen_keeps_data(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
        store.append(table, "note", {"text": "ciao"}, "Anna")
    with Store.open(path) as store:
        assert [a.payload for a in store.actions(table)] == [{"text": "ciao"}]


def test_newer_schema_is_refused_untouched_and_unlocked(tmp_path: Path) -> None:
    path = tmp_path / "new.db"
    with Store.open(path) as store:
        make_event(store)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {len(mig.MIGRATIONS) + 5}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(SchemaTooNewError) as info:
        Store.open(path)
    message = str(info.value)
    assert "versione più recente" in message and "newer version" in message
    assert info.value.found == len(mig.MIGRATIONS) + 5
    assert path.read_bytes() == before
    with pytest.raises(SchemaTooNewError):  # the lock was released: the same error, not DatabaseLocked
        Store.open(path)


def test_backup_is_taken_before_a_migration(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    with Store.open(path, migrations=mig.MIGRATIONS[:1]) as store:  # a file from the version-1 app
        _, _, _, table = make_event(store)
        store.append(table, "note", {"n": 1}, "Anna")
    old_rows = snapshot(path)
    with Store.open(path) as store:
        assert dbmod.user_version(store.db.conn) == len(mig.MIGRATIONS)
        assert store.actions(table)[0].payload == {"n": 1}
    backups = sorted((tmp_path / "old-backups").glob("pre-migration-*-v1-*.db"))
    assert len(backups) == 1
    conn = sqlite3.connect(backups[0])
    assert dbmod.user_version(conn) == 1
    conn.close()
    assert snapshot(backups[0]) == old_rows


def test_no_migration_backup_for_a_new_file(tmp_path: Path) -> None:
    Store.open(tmp_path / "fresh.db").close(backup=False)
    assert not list((tmp_path).glob("fresh-backups/pre-migration-*"))


def test_migrations_are_all_or_nothing(tmp_path: Path) -> None:
    def broken(db: Database) -> None:
        db.execute("CREATE TABLE half_done (x)")  # succeeds, then the migration fails
        raise RuntimeError("migration bug")
    path = tmp_path / "m.db"
    Store.open(path).close(backup=False)
    with pytest.raises(RuntimeError):
        Store.open(path, migrations=(*mig.MIGRATIONS, broken))
    conn = sqlite3.connect(path)
    assert dbmod.user_version(conn) == len(mig.MIGRATIONS)
    assert "half_done" not in dbmod.user_tables(conn)
    conn.close()
    Store.open(path).close(backup=False)  # still opens with the current app


def test_garbage_file_is_reported_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(CorruptDatabaseError, match="danneggiato"):
        Store.open(path)


def test_damaged_page_fails_integrity_check(tmp_path: Path) -> None:
    path = tmp_path / "dmg.db"
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
        for i in range(300):
            store.append(table, "note", {"text": f"entry {i} " * 5}, "Anna")
    # Scribble over the middle of the file (leaving the header intact): b-tree pages no longer add up.
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(page * 3, len(data) - page, page * 2):
        data[offset + 8: offset + 200] = b"\xff" * 192
    path.write_bytes(bytes(data))
    with pytest.raises(CorruptDatabaseError):
        Store.open(path)


def test_foreign_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE contacts (name)")
    conn.commit()
    conn.close()
    with pytest.raises(NotARefereeDatabase):
        Store.open(path)


def test_log_is_append_only_for_plain_sql(tmp_path: Path) -> None:
    with Store.open(tmp_path / "a.db") as store:
        _, _, _, table = make_event(store)
        store.append(table, "note", {}, "Anna")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            store.db.execute("UPDATE actions SET payload = '{}'")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            store.db.execute("DELETE FROM actions")
        with pytest.raises(sqlite3.IntegrityError, match="frozen"):
            store.db.execute("UPDATE events SET ruleset = '{}'")
