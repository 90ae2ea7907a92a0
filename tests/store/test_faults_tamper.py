"""Fault injection, tampering (issue 14, fault 6): what a confirmed result depends on is covered by the chain
(the event's rules and PIN hash, the seats), the chain head is anchored outside the file (in every backup,
and as a short code on printed sheets) so a cut log shows, and a restore needs the head referee's PIN of the
backup and is logged in the restored file. PINs: six digits for new events, a growing wait after wrong
ones, a deliberate hash cost."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store import Store, WrongPin
from referee_app.store import pin as pinmod
from tests.cli_helpers import run_cli
from tests.store.helpers import PIN, make_event, snapshot


def _tamper(path: Path, *statements: str) -> None:
    """Edit the file behind the program's back, as anyone with a SQLite tool can."""
    conn = sqlite3.connect(path)
    for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
        conn.execute(f"DROP TRIGGER {name}")
    for statement in statements:
        conn.executescript(statement)
    conn.commit()
    conn.close()


def _played(path: Path, entries: int = 4) -> int:
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
        for n in range(entries):
            store.append(table, "note", {"n": n}, "Anna")
        store.confirm_result(table, {"ranking": [{"name": "Giocatore 0", "seat": 1, "place": 1}]}, "Anna")
    return table


def _broken(path: Path) -> list[str]:
    with Store.open(path) as store:
        report = store.verify_chain()
        return store.describe_breaks(report)


@pytest.mark.parametrize("edit, words", [
    ("UPDATE events SET pin_hash = 'scrypt$256$8$1$00$00'", "PIN"),
    ("UPDATE events SET ruleset = replace(ruleset, '\"sdadata\"', '\"sdadata_x\"')", "rules"),
    ("UPDATE seats SET seat = CASE seat WHEN 1 THEN 2 WHEN 2 THEN 1 ELSE seat END + 10; UPDATE seats SET seat = seat - 10",
     "seats"),
], ids=["replaced-pin-hash", "edited-frozen-ruleset", "swapped-seats"])
def test_fault6_edits_the_chain_used_to_miss_are_reported(tmp_path: Path, edit: str, words: str) -> None:
    path = tmp_path / "torneo.db"
    _played(path)
    assert _broken(path) == []
    _tamper(path, edit)
    broken = _broken(path)
    assert len(broken) == 1 and words in broken[0]


def test_fault6_deleting_the_last_entries_shows_against_the_backups(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    table = _played(path)  # closing took a backup: it anchors the table's chain head
    _tamper(path, f"DELETE FROM actions WHERE table_id = {table} AND seq >= 4")
    broken = _broken(path)
    assert len(broken) == 1 and "round 1, table 1" in broken[0] and "cut" in broken[0]


def test_fault6_printed_codes_check_against_the_file(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    table = _played(path)
    with Store.open(path) as store:
        event = store.events()[0].id
        table_code, event_code = store.table_code(table), store.event_code(event)
        assert len(table_code) == 9 and table_code[4] == "-"
        assert store.find_code(table_code) and store.find_code(event_code)
        assert not store.find_code("0000-0000")
    _tamper(path, f"DELETE FROM actions WHERE table_id = {table} AND seq = 5")
    with Store.open(path) as store:
        assert not store.find_code(table_code) and not store.find_code(event_code)


def test_fault6_restore_needs_the_backups_pin_and_is_logged(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    with Store.open(path) as store:
        event, _, _, table = make_event(store)
        store.confirm_result(table, {"ranking": [{"name": "Giocatore 0", "seat": 1, "place": 1}]}, "Anna")
        old = store.backup()
        store.correct_result(table, {"ranking": [{"name": "Giocatore 1", "seat": 2, "place": 1}]}, "Capo", PIN,
                             "dadi letti male")
        store.change_pin(event, PIN, "246813")
    before = snapshot(path)
    with pytest.raises(WrongPin):
        Store.restore(old, path, pin="246813")  # the current PIN is not the backup's
    assert snapshot(path) == before  # nothing but the wrong PIN's count (pin_tries) was written
    outcome = Store.restore(old, path, pin=PIN)
    assert (outcome.dropped_entries, outcome.dropped_results) == (1, 1)  # the correction is not silently gone
    with Store.open(path) as store:
        record = store.event_records(event, "restore")[-1]
        assert record.payload["dropped_results"] == 1 and record.payload["kept_aside"] == str(outcome.kept_aside)


def test_fault6_new_pins_have_six_digits_and_wrong_ones_wait_longer(tmp_path: Path) -> None:
    with Store.open(tmp_path / "torneo.db") as store:
        for short in ("4711", "12345", "abcdef"):
            with pytest.raises(InputError):
                store.create_event("E", "2026-01-01", "", builtin("raduno"), short)
        event = store.create_event("E", "2026-01-01", "", builtin("raduno"), "135790")
        with pytest.raises(InputError):
            store.change_pin(event, "135790", "1234")
    guard, waits = _timed_guard()
    stored = pinmod.hash_pin("135790", log2n=4)
    assert [guard.check("000000", stored) for _ in range(5)] == [False] * 5
    assert waits == [0.5, 1.0, 2.0, 4.0, 4.0]
    assert guard.check("135790", stored) and guard.delay(0) == 0.0
    guard.check("000000", stored)
    assert waits[-1] == 0.5  # a right PIN starts the count again


def _timed_guard() -> tuple[pinmod.PinGuard, list[float]]:
    """A PinGuard on a clock that only its own waits move, and the list of those waits."""
    now = [1_000_000.0]
    waits: list[float] = []

    def sleep(seconds: float) -> None:
        waits.append(round(seconds, 6))
        now[0] += seconds

    return pinmod.PinGuard(base=0.5, cap=4.0, sleep=sleep, clock=lambda: now[0]), waits


def test_fault7_wrong_pins_are_counted_in_the_database_across_program_runs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    guard, waits = _timed_guard()
    monkeypatch.setattr(pinmod, "GUARD", guard)
    monkeypatch.setattr("referee_app.store.base.GUARD", guard)
    with Store.open(tmp_path / "torneo.db") as store:
        event = store.create_event("E", "2026-01-01", "", builtin("raduno"), "135790")
    for expected in ([0.5], [0.5, 1.0], [0.5, 1.0, 2.0]):  # each run a new Store: a new process's view
        guard.memory = pinmod.MemoryTries()
        with Store.open(tmp_path / "torneo.db") as store, pytest.raises(WrongPin):
            store.change_pin(event, "000000", "246810")
        assert waits == expected
    with Store.open(tmp_path / "torneo.db") as store:
        assert store.conn.execute("SELECT failures FROM pin_tries").fetchone()[0] == 3
        guard.clock = lambda: 1_000_000.0 + 3.5 - 1.0  # a try one second before the last wait is over
        store.change_pin(event, "135790", "246810")
        assert waits[-1] == 1.0  # waited out the rest before the PIN was even checked
        assert store.conn.execute("SELECT count(*) FROM pin_tries").fetchone()[0] == 0  # a right PIN: count gone


def test_fault7_restore_counts_wrong_pins_in_the_file_it_would_replace(tmp_path: Path) -> None:
    db = tmp_path / "torneo.db"
    with Store.open(db) as store:
        store.create_event("E", "2026-01-01", "", builtin("raduno"), "135790")
        backup = store.backup()
    for _ in range(2):
        proc = run_cli("--db", str(db), "db", "restore", str(backup), "--pin", "000000")
        assert proc.returncode == 2 and "PIN" in proc.stderr
    with sqlite3.connect(db) as conn:
        assert conn.execute("SELECT failures FROM pin_tries").fetchone()[0] == 2


def test_fault6_pin_hash_cost_defaults_to_the_deliberate_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(pinmod.COST_VARIABLE, raising=False)
    stored = pinmod.hash_pin("135790")
    assert stored.split("$")[1] == str(2 ** pinmod.DEFAULT_LOG2N)  # bench/pin.py: about 250 ms
    assert pinmod.verify_pin("135790", stored) and not pinmod.verify_pin("135791", stored)
