"""Fault injection, the environment (issue 14, fault 5): a read-only file, a read-only folder, a stale lock in a
read-only folder, a full disk at open and mid-session. Each is one Italian (and English) line naming the file
and the fix, and nothing acknowledged is lost when the disk fills."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from referee_app.store import Store
from referee_app.store.errors import DiskFull, ReadOnlyFile, ReadOnlyFolder
from tests.store.fault_helpers import read_only_file, read_only_folder, tmpfs, writable_folder
from tests.store.helpers import make_event


def _one_line(exc: BaseException, path: Path, *words: str) -> None:
    message = str(exc)
    assert "\n" not in message and str(path) in message
    for word in words:
        assert word in message


def test_fault5_read_only_file_is_refused_naming_the_file_and_the_fix(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    with Store.open(path) as store:
        make_event(store)
    with read_only_file(path), pytest.raises(ReadOnlyFile) as info:
        Store.open(path)
    _one_line(info.value, path, "sola lettura", "togli la sola lettura")
    Store.open(path).close(backup=False)  # the lock was released


def test_fault5_read_only_folder_and_a_stale_lock_in_it(tmp_path: Path) -> None:
    with writable_folder(tmp_path / "chiavetta") as folder:
        path = folder / "torneo.db"
        with Store.open(path) as store:
            make_event(store)
        assert (folder / "torneo.db.lock").exists()  # left by the last run, as always
        with read_only_folder(folder):
            with pytest.raises(ReadOnlyFolder) as info:
                Store.open(path)
            _one_line(info.value, path, "non è scrivibile", "cartella scrivibile")
            with pytest.raises(ReadOnlyFolder):
                Store.open(folder / "nuovo.db")


def test_fault5_disk_full_mid_session_injected_loses_nothing_acknowledged(tmp_path: Path) -> None:
    path = tmp_path / "torneo.db"
    store = Store.open(path)
    _, _, _, table = make_event(store)
    acked = []
    pages = store.db.execute("PRAGMA page_count").fetchone()[0]
    store.db.execute(f"PRAGMA max_page_count = {pages + 2}")  # the disk has room for two more pages
    with pytest.raises(DiskFull) as info:
        for n in range(500):
            store.append(table, "note", {"n": n, "text": "x" * 300}, "Anna")
            acked.append(n)
    _one_line(info.value, path, "pieno", "libera spazio")
    assert acked  # some entries went in before the disk filled
    with pytest.raises(DiskFull):
        store.append(table, "note", {"n": -1}, "Anna")
    store.close()  # closing on a full disk neither raises nor loses anything
    with Store.open(path) as again:
        assert [a.payload["n"] for a in again.actions(table)] == acked
        again.append(table, "note", {"n": "after"}, "Anna")  # space again: work goes on
        assert again.verify_chain().ok


def test_fault5_full_tmpfs_mid_session_and_at_open(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "piccolo", 400) as folder:
        path = folder / "torneo.db"
        store = Store.open(path)
        _, _, _, table = make_event(store)
        acked = []
        with pytest.raises(DiskFull) as info:
            for n in range(5000):
                store.append(table, "note", {"n": n, "text": "y" * 400}, "Anna")
                acked.append(n)
        _one_line(info.value, path, "pieno")
        with pytest.raises(DiskFull):
            store.backup()
        assert not list((folder / "torneo-backups").glob("*.tmp"))  # a failed copy leaves nothing behind
        store.close()
        with pytest.raises(DiskFull) as at_open:
            Store.open(folder / "nuovo.db")  # no room for a new database either
        _one_line(at_open.value, folder / "nuovo.db", "pieno")
        for copy in (folder / "torneo-backups").glob("*"):  # the referee frees some space
            copy.unlink()
        with Store.open(path) as again:
            assert [a.payload["n"] for a in again.actions(table)] == acked


def test_fault5_full_tmpfs_when_opening_an_existing_database(tmp_path: Path) -> None:
    with tmpfs(tmp_path / "piena", 600) as folder:
        path = folder / "torneo.db"
        with Store.open(path) as store:
            _, _, _, table = make_event(store)
            store.append(table, "note", {"n": 1}, "Anna")
        for copy in (folder / "torneo-backups").glob("*"):
            copy.unlink()
        filler = folder / "film.mkv"  # someone's download took the rest of the disk
        fd = os.open(filler, os.O_WRONLY | os.O_CREAT)
        try:
            while os.write(fd, b"\0" * 4096):
                pass
        except OSError:
            pass
        finally:
            os.close(fd)
        with pytest.raises(DiskFull) as info:
            Store.open(path)
        _one_line(info.value, path, "pieno", "libera spazio")
        filler.unlink()
        with Store.open(path) as again:
            assert [a.payload["n"] for a in again.actions(table)] == [1]
