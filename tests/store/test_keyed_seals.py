"""Keyed seals (issue 28, item 1): seals an editor of the file cannot recompute without the head referee's PIN.
Before them, replacing the PIN hash with that of 000000 and recomputing the plain seal let a correction with
000000 through and `db verify` said ok; a fake `restore` record switched the backups' check off."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from referee_app.store import Store, WrongPin
from referee_app.store import migrations as mig
from referee_app.store.errors import SealBroken
from referee_app.store.pin import hash_pin
from tests.cli_helpers import run_main
from tests.store.helpers import PIN, make_event, snapshot
from tests.store.test_threat_model import Edit, _edit, _reseal_plain

RESULT = {"ranking": [{"name": "Giocatore 0", "seat": 1, "place": 1}]}
OTHER = {"ranking": [{"name": "Giocatore 1", "seat": 2, "place": 1}]}


def _confirmed(path: Path) -> tuple[int, int]:
    with Store.open(path) as store:
        event, _, _, table = make_event(store)
        store.confirm_result(table, RESULT, "Anna")
        store.close(backup=False)
    return event, table


def _verify(path: Path, *pin: str) -> tuple[int, str]:
    result = run_main("--db", str(path), "db", "verify", *pin)
    return result.returncode, result.stdout + result.stderr


def _swap_pin(conn: sqlite3.Connection) -> None:
    conn.execute("UPDATE events SET pin_hash = ?", [hash_pin("000000")])
    _reseal_plain(conn)


def test_a_swapped_pin_hash_is_refused_as_tampering_not_accepted(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    _, table = _confirmed(path)
    _edit(path, _swap_pin)
    before = snapshot(path)
    with Store.open(path) as store:
        with pytest.raises(SealBroken) as swapped:  # before: accepted, and the result changed
            store.correct_result(table, OTHER, "Capo", "000000", "dadi")
        assert swapped.value.code == "seal_broken" and "modificato fuori dal programma" in str(swapped.value)
        with pytest.raises(SealBroken):  # the real PIN opens the key, not the hash: tampering, not a typo
            store.correct_result(table, OTHER, "Capo", PIN, "dadi")
        with pytest.raises(WrongPin):
            store.correct_result(table, OTHER, "Capo", "999999", "dadi")
        store.close(backup=False)
    assert snapshot(path) == before
    code, out = _verify(path)
    assert code == 0 and "keyed seals: not checked" in out
    code, out = _verify(path, "--pin", PIN)
    assert code == 1 and "PIN hash was replaced" in out


def test_a_fake_restore_record_no_longer_switches_the_backups_off_under_the_pin(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    event, table = _confirmed(path)
    with Store.open(path) as store:
        for n in range(3):
            store.append(store.add_table(store.add_round(event, 2 + n), 1, [(p.id, c) for p, c in zip(
                store.players(event), ("rosso", "blu", "giallo", "verde"))]), "note", {"n": n}, "Anna")
        store.correct_result(table, OTHER, "Capo", PIN, "dadi")  # a PIN act: everything sealed
        store.backup()
        store.close(backup=False)
    _edit(path, lambda conn: conn.execute("DELETE FROM actions WHERE table_id = ? AND kind = 'correction'", [table]))
    assert _verify(path)[0] == 1  # the backup sees the cut
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO event_records (event_id, kind, payload, referee, at) VALUES (?, 'restore', '{}', "
                 "'capo arbitro (PIN)', '2100-01-01T00:00:00+00:00')", [event])
    conn.commit()
    conn.close()
    assert _verify(path)[0] == 0  # without the PIN the record is taken at its word (the table says so)
    code, out = _verify(path, "--pin", PIN)
    assert code == 1 and "not written with the PIN" in out and "cut" in out


def test_a_backup_after_a_pin_act_seals_the_confirmations_in_the_file_too(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    with Store.open(path) as store:
        event, pids, rnd, first = make_event(store)
        store.confirm_result(first, RESULT, "Anna")
        store.correct_result(first, OTHER, "Capo", PIN, "dadi")  # the key is held from now on, in memory
        second = store.add_table(store.add_round(event, 2), 1, list(zip(pids, ("rosso", "blu", "giallo", "verde"))))
        store.confirm_result(second, RESULT, "Anna")
        store.close()  # its backup seals the event in the file too
    assert _verify(path, "--pin", PIN)[0] == 0
    shutil.rmtree(tmp_path / "torneo-backups")  # the editor deletes the backups as well
    _edit(path, lambda conn: conn.execute("DELETE FROM actions WHERE table_id = ? AND kind = 'result_confirmed'",
                                          [second]))
    code, out = _verify(path, "--pin", PIN)
    assert code == 1 and "round 2, table 1: entry 1 was removed" in out
    assert _verify(path)[0] == 0  # no backup, no PIN: the plain chain cannot see its own last entry go


def test_an_older_file_is_keyed_at_its_first_pin_entry_and_verify_says_so(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    with Store.open(path, migrations=mig.MIGRATIONS[:12]) as store:  # a file from before keyed seals
        event, _, _, table = make_event(store)
        store.close(backup=False)
    with Store.open(path) as store:  # migrated (the result's row needs the later schema): the event pending
        store.confirm_result(table, RESULT, "Anna")
        store.close(backup=False)
    code, out = _verify(path, "--pin", PIN)
    assert code == 1 and f"NOT KEYED: event {event}" in out
    with Store.open(path) as store:
        store.correct_result(table, OTHER, "Capo", PIN, "dadi")
        store.close(backup=False)
    code, out = _verify(path, "--pin", PIN)
    assert code == 0 and f"keyed seal: event {event} holds under this PIN" in out


def test_a_pin_change_seals_under_the_new_pin_and_a_restore_is_sealed(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    event, table = _confirmed(path)
    with Store.open(path) as store:
        old = store.backup()
        store.change_pin(event, PIN, "246813")
        store.close(backup=False)
    assert _verify(path, "--pin", "246813")[0] == 0
    code, out = _verify(path, "--pin", PIN)
    assert code == 1 and "NOT OPENED" in out
    Store.restore(old, path, pin=PIN)
    code, out = _verify(path, "--pin", PIN)
    assert code == 0 and "holds under this PIN" in out  # its restore record is inside the seal
    _edit(path, fake_restore_of_event(event))
    assert _verify(path, "--pin", PIN)[0] == 1


def fake_restore_of_event(event: int) -> Edit:
    def edit(conn: sqlite3.Connection) -> None:
        conn.execute("INSERT INTO event_records (event_id, kind, payload, referee, at) VALUES (?, 'restore', '{}', "
                     "'capo arbitro (PIN)', '2100-01-01T00:00:00+00:00')", [event])
    return edit


def test_verify_pin_alone_asks_on_a_terminal_and_refuses_a_script(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    _confirmed(path)
    result = run_main("--db", str(path), "db", "verify", "--pin")
    assert result.returncode == 2 and "--pin" in result.stderr and result.stdout == ""


def test_an_unplayed_round_sealed_by_a_pin_act_may_still_be_reseated_or_taken_back(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    with Store.open(path) as store:
        event, pids, _, table = make_event(store)
        store.confirm_result(table, RESULT, "Anna")
        second = store.add_table(store.add_round(event, 2), 1, list(zip(pids, ("rosso", "blu", "giallo", "verde"))))
        third = store.add_round(event, 3)
        store.add_table(third, 1, list(zip(pids, ("rosso", "blu", "giallo", "verde"))))
        store.correct_result(table, OTHER, "Capo", PIN, "dadi")  # seals rounds 2 and 3, nobody seated yet
        store.close(backup=False)
    with Store.open(path) as store:  # a new run: the key is not held
        store.set_seats(second, list(zip(reversed(pids), ("rosso", "blu", "giallo", "verde"))))
        store.remove_round(third)
        store.correct_result(table, RESULT, "Capo", PIN, "dadi riletti")  # before: refused as tampering
        store.close(backup=False)
    assert _verify(path, "--pin", PIN)[0] == 0
