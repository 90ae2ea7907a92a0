from __future__ import annotations

import sqlite3
from pathlib import Path

from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from tests.cli_helpers import run_cli


def _database(path: Path) -> int:
    with Store.open(path) as store:
        event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
        ids = [store.add_player(event, n) for n in ("Anna", "Bruno", "Carla", "Dario")]
        round_id = store.add_round(event, 1)
        table = store.add_table(round_id, 1, list(zip(ids, ["rosso", "blu", "giallo", "verde"])))
        store.append(table, "note", {"text": "prima"}, "Mario")
        return table


def test_backup_list_verify_and_restore(tmp_path: Path) -> None:
    db = tmp_path / "r.db"
    table = _database(db)
    backup = run_cli("--db", str(db), "db", "backup")
    assert backup.returncode == 0, backup.stderr
    made = Path(backup.stdout.strip())
    assert made.exists()
    listed = run_cli("--db", str(db), "db", "backups")
    assert str(made) in listed.stdout
    verify = run_cli("--db", str(db), "db", "verify")
    assert verify.returncode == 0 and verify.stdout.startswith("ok: 1 tables")
    with Store.open(db) as store:
        store.append(table, "note", {"text": "dopo il backup"}, "Mario")
    restored = run_cli("--db", str(db), "db", "restore", str(made), "--pin", "123400")
    assert restored.returncode == 0, restored.stderr
    with Store.open(db) as store:
        assert [a.payload["text"] for a in store.actions(table)] == ["prima"]


def test_verify_reports_a_tampered_log(tmp_path: Path) -> None:
    db = tmp_path / "r.db"
    _database(db)
    conn = sqlite3.connect(db)
    conn.execute("DROP TRIGGER IF EXISTS actions_append_only_update")
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    conn.execute("UPDATE actions SET payload = '{\"text\": \"falso\"}'")
    conn.commit()
    conn.close()
    verify = run_cli("--db", str(db), "db", "verify")
    assert verify.returncode == 1 and "BROKEN" in verify.stderr


def test_bad_arguments(tmp_path: Path) -> None:
    missing = run_cli("--db", str(tmp_path / "none.db"), "db", "verify")
    assert missing.returncode == 2 and missing.stderr.startswith("error: --db:")
    no_file = run_cli("--db", str(tmp_path / "x.db"), "db", "restore")
    assert no_file.returncode == 2 and "backup_file" in no_file.stderr


def test_a_database_name_that_is_no_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    for name, words in ((str(tmp_path), "cartella"), ("x" * 5000, "cartella"), (" ", "give the database file")):
        for command in (("db", "verify"), ("print", "tables", "-o", str(tmp_path / "t.pdf")), ("--quit-when-ready",)):
            proc = run_cli("--db", name, *command)
            lines = proc.stderr.strip().splitlines()
            assert proc.returncode == 2 and len(lines) == 1, (name[:20], command, proc.stderr[-300:])
            assert lines[0].startswith("error: --db: ") and words in lines[0], lines
    assert list(tmp_path.iterdir()) == []  # nothing written into the folder given as a database
