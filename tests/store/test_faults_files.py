"""Fault injection, damaged files (issue 14, faults 1, 2 and 4): an empty or foreign file is refused in one line
pointing at `db restore` and never rotates good backups away; restore works precisely when the current file
is truncated, zeroed or not SQLite; random bytes inside a log entry are reported by `db verify` as one line
naming the entry."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from referee_app.cli.main import main
from referee_app.store import CorruptDatabaseError, NotARefereeDatabase, Store
from tests.store.helpers import PIN, make_event, scribble_over_fourth_note, table_with_notes


def _good(path: Path, notes: int = 3) -> tuple[int, list[Path]]:
    """A database with a table of `notes` entries and one backup after each; returns (table, backups)."""
    taken = []
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
        for n in range(notes):
            store.append(table, "note", {"n": n}, "Anna")
            taken.append(store.backup())
    return table, taken


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:
        code = int(exc.code or 0)
    out = capsys.readouterr()
    return code, out.out, out.err


# ---- fault 1: an empty or foreign file ---------------------------------------------------------------------
def test_fault1_zero_length_file_is_refused_in_one_line_pointing_at_restore(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    path.write_bytes(b"")
    with pytest.raises(NotARefereeDatabase) as info:
        Store.open(path)
    message = str(info.value)
    assert "\n" not in message and str(path) in message and "vuoto" in message and "db restore" in message
    assert path.read_bytes() == b""  # not turned into a new empty database


def test_fault1_empty_files_never_rotate_good_backups_away(tmp_path: Path,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "torneo.db"
    _, taken = _good(path)
    good = sorted((tmp_path / "torneo-backups").glob("*.db"))
    path.write_bytes(b"")  # a failed copy left an empty file where the database was
    for _ in range(12):  # more runs than backups kept
        with pytest.raises(NotARefereeDatabase):
            Store.open(path)
        code, out, err = _cli(capsys, "--db", str(path), "db", "verify")
        assert code == 2 and out == "" and err.count("\n") == 1 and "db restore" in err
    assert sorted((tmp_path / "torneo-backups").glob("*.db")) == good
    assert taken[-1] in good


def test_fault1_verify_takes_no_backup_and_an_event_less_file_is_not_backed_up(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "torneo.db"
    _good(path)
    before = sorted((tmp_path / "torneo-backups").glob("*.db"))
    for _ in range(3):
        code, out, _ = _cli(capsys, "--db", str(path), "db", "verify")
        assert code == 0 and out.startswith("ok:")
    assert sorted((tmp_path / "torneo-backups").glob("*.db")) == before
    Store.open(tmp_path / "vuoto.db").close()  # a database with no event: nothing worth a copy
    assert not list((tmp_path / "vuoto-backups").glob("auto-*.db"))


@pytest.mark.parametrize("content", [b"\x00" * 8192, b"Nome;Club\nAnna;Roma\n" * 50])
def test_fault1_foreign_content_is_refused_pointing_at_restore(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "torneo.db"
    path.write_bytes(content)
    with pytest.raises(CorruptDatabaseError, match="db restore"):
        Store.open(path)
    assert path.read_bytes() == content


@pytest.mark.parametrize("version", range(1, 8))
def test_fault1_another_programs_sqlite_file_with_a_user_version_is_refused_untouched(
        tmp_path: Path, version: int) -> None:
    path = tmp_path / "note.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        conn.execute("INSERT INTO notes (text) VALUES ('spesa')")
        conn.execute(f"PRAGMA user_version = {version}")
    conn.close()
    content = path.read_bytes()
    with pytest.raises(NotARefereeDatabase):
        Store.open(path)
    assert path.read_bytes() == content  # not switched to WAL, not migrated
    assert sorted(p.name for p in tmp_path.iterdir()) == ["note.db", "note.db.lock"]  # no copy beside it


def test_the_core_tables_are_those_of_the_first_migration() -> None:
    import sqlite_utils

    from referee_app.store import migrations

    db = sqlite_utils.Database(memory=True)
    migrations.m001_core_tables(db)
    assert set(db.table_names()) == migrations.CORE_TABLES


# ---- fault 2: restore precisely when the current file is broken -------------------------------------------
def _truncate(path: Path) -> None:
    path.write_bytes(path.read_bytes()[:3000])


def _zero_header(path: Path) -> None:
    data = bytearray(path.read_bytes())
    data[:100] = b"\x00" * 100
    path.write_bytes(bytes(data))


def _not_sqlite(path: Path) -> None:
    path.write_text("questo non è un database\n" * 200, encoding="utf-8")


@pytest.mark.parametrize("damage", [_truncate, _zero_header, _not_sqlite, lambda p: p.write_bytes(b"")],
                         ids=["truncated", "zeroed-header", "not-sqlite", "empty"])
def test_fault2_restore_works_on_a_damaged_file_and_keeps_it_aside(tmp_path: Path, damage: object,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "torneo.db"
    table, taken = _good(path)
    damage(path)  # type: ignore[operator]
    broken = path.read_bytes()
    code, out, err = _cli(capsys, "--db", str(path), "db", "restore", str(taken[1]), "--pin", PIN)
    assert code == 0, err
    aside = next(tmp_path.glob("torneo-backups/damaged-*.db"))
    assert f"damaged, kept as): {aside}" in out
    assert aside.read_bytes() == broken
    with Store.open(path) as store:
        assert [a.payload["n"] for a in store.actions(table)] == [0, 1]
        assert store.verify_chain().ok
        logged = store.event_records(store.events()[0].id, "restore")
        assert logged[-1].payload["damaged"] is True and logged[-1].payload["backup"] == str(taken[1])


def test_fault2_restore_of_a_missing_file_and_with_a_stale_wal(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    table, taken = _good(path)
    shutil.copyfile(taken[0], tmp_path / "copia.db")
    path.unlink()
    outcome = Store.restore(tmp_path / "copia.db", path, pin=PIN)
    assert outcome.kept_aside is None
    # a WAL left by a crash belongs to the replaced file: it must not be replayed onto the restored one
    with Store.open(path) as store:
        store.append(table, "note", {"n": 99}, "Anna")
        store.db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        shutil.copyfile(path.with_name("torneo.db-wal"), tmp_path / "stale-wal")
    shutil.copyfile(tmp_path / "stale-wal", path.with_name("torneo.db-wal"))
    Store.restore(taken[0], path, pin=PIN)
    with Store.open(path) as store:
        assert [a.payload["n"] for a in store.actions(table)] == [0]


# ---- fault 4: random bytes inside a log entry ------------------------------------------------------------
def test_fault4_random_bytes_in_an_entry_are_reported_by_verify_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "torneo.db"
    with Store.open(path) as store:
        table_with_notes(store)
    scribble_over_fourth_note(path)
    conn = sqlite3.connect(path)
    assert [r[0] for r in conn.execute("PRAGMA integrity_check")] == ["ok"]  # SQLite sees nothing wrong
    conn.close()
    code, out, err = _cli(capsys, "--db", str(path), "db", "verify")
    assert code == 1 and out == ""
    assert err.count("\n") == 1
    assert "round 1, table 1" in err and "entry 4" in err and "not text" in err


def test_a_page_of_the_log_damaged_on_disk_makes_the_start_s_latest_time_the_file_s_damage(tmp_path: Path) -> None:
    """The game clock's floor, read at every start before any page: a log page whose cell pointers were
    overwritten is the file's damage (CorruptDatabaseError, which the window's start answers with the
    restore), never SQLite's bare error escaping the start."""
    path = tmp_path / "t.db"
    with Store.open(path) as store:
        table_with_notes(store)
        store.close(backup=False)
    conn = sqlite3.connect(path)
    page = conn.execute("SELECT pageno FROM dbstat WHERE name = 'actions' AND pagetype = 'leaf'").fetchone()[0]
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    data = bytearray(path.read_bytes())
    start = (page - 1) * size + 8  # a leaf page's cell pointers follow its 8-byte header
    data[start:start + 16] = b"\xff" * 16
    path.write_bytes(bytes(data))
    with Store.open(path, check_later=True) as store:  # as the window opens it: the check comes after
        with pytest.raises(CorruptDatabaseError, match="latest time"):
            store.latest_time()
        store.close(backup=False)
