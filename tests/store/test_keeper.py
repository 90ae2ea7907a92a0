"""The keeper (store/keeper.py): after every commit, the acknowledged heads beside the lock and the continuous
copy on another device; a device pulled out is told and the copy resumes; a deleted -wal that lost
acknowledged entries is found by `db verify`."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from referee_app.store import keeper
from referee_app.store.store import Store
from tests.cli_helpers import ROOT
from tests.store.helpers import make_event


def _copying_to_stick(db: Path) -> Path:
    """A removable folder beside `db`, chosen as its continuous copy's folder (the copy starts with the keeper)."""
    stick = db.parent / "stick"
    stick.mkdir()
    keeper.choose_folder(db, stick)
    return stick


def _until(condition: Callable[[], object], seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "not within the time allowed"
        time.sleep(0.02)


def test_every_commit_reaches_the_copy_and_a_pulled_device_is_told_until_it_is_back(tmp_path: Path) -> None:
    stick = _copying_to_stick(tmp_path / "k.db")
    store = Store.open(tmp_path / "k.db")
    try:
        _, _, _, table = make_event(store)
        kept = store.start_keeper(batch=0.05)
        for n in range(5):
            store.append(table, "note", {"n": n}, "Anna")
        acknowledged = time.time()
        _until(lambda: (kept.status().good_at or 0) > acknowledged)
        copy = keeper.copy_path(stick, tmp_path / "k.db")
        with Store.open(copy) as opened:
            assert [a.payload["n"] for a in opened.actions(table)] == [0, 1, 2, 3, 4]
            assert opened.verify_chain().ok
        heads = keeper.kept_heads(tmp_path / "k.db")
        assert heads is not None and [h[3] for h in heads[1]] == [5], "the acknowledged head beside the lock"

        shutil.rmtree(stick)  # the stick is pulled out
        started = time.monotonic()
        store.append(table, "note", {"n": 5}, "Anna")
        assert time.monotonic() - started < 0.5, "a write never waits for the copy"
        _until(lambda: kept.status().error is not None)
        assert "unplugged" in str(kept.status().error) and kept.status().good_at is not None

        stick.mkdir()  # plugged back: the next attempt (within seconds, without a write) copies again
        _until(lambda: kept.status().error is None)
        with Store.open(copy) as opened:
            assert len(opened.actions(table)) == 6
    finally:
        store.close(backup=False)


_WRITER = """
import sys, time
from pathlib import Path
from referee_app.store import keeper
from referee_app.store.store import Store
store = Store.open(Path(sys.argv[1]))
kept = store.start_keeper(batch=0.05)
table = store.tables(store.rounds(store.events()[0].id)[0].id)[0].id
for n in range(20):
    store.append(table, "note", {"n": n}, "Anna")
done = time.time()
while True:
    heads = keeper.kept_heads(store.path)
    if heads and heads[1] and heads[1][0][3] == 20 and (kept.status().good_at or 0) > done:
        break
    time.sleep(0.02)
print("acknowledged", flush=True)
time.sleep(60)
"""


def test_a_deleted_wal_that_lost_acknowledged_entries_is_found(tmp_path: Path) -> None:
    path = tmp_path / "w.db"
    with Store.open(path) as store:
        make_event(store)
    _copying_to_stick(path)
    proc = subprocess.Popen([sys.executable, "-c", _WRITER, str(path)], stdout=subprocess.PIPE, text=True,
                            cwd=ROOT)
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "acknowledged"
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        if proc.stdout is not None:
            proc.stdout.close()
    wal = path.with_name(path.name + "-wal")
    assert wal.stat().st_size > 0, "the 20 entries are in the WAL only"
    wal.unlink()
    path.with_name(path.name + "-shm").unlink(missing_ok=True)
    with Store.open(path) as store:  # reopened and served: the evidence and the good copy are not overwritten
        kept = store.start_keeper(batch=0.05)
        _until(lambda: kept.status().error == keeper.BEHIND)
    verify = subprocess.run([sys.executable, "-m", "referee_app", "--db", str(path), "db", "verify"],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert verify.returncode == 1
    assert "behind what it had acknowledged: entries 1 to 20 are missing (w.db.head" in verify.stderr, verify.stderr
    keeper.head_path(path).unlink()  # the continuous copy, which the reopened file did not overwrite, says so too
    verify = subprocess.run([sys.executable, "-m", "referee_app", "--db", str(path), "db", "verify"],
                            capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert "entries 1 to 20 are missing (the backup w-copy.db has them)" in verify.stderr, verify.stderr


def test_idle_the_copy_is_up_to_date_until_a_write_is_waiting(tmp_path: Path) -> None:
    import sqlite3

    _copying_to_stick(tmp_path / "i.db")
    store = Store.open(tmp_path / "i.db")
    try:
        make_event(store)
        now = [1000.0]
        kept = keeper.Keeper(store.path, wall=lambda: now[0])
        conn = sqlite3.connect(f"file:{store.path}?mode=ro", uri=True, isolation_level=None)
        kept.round(conn)
        assert kept.status().good_at == 1000.0
        now[0] = 1060.0
        kept._look_for_device()
        assert kept.status().good_at == 1060.0, "nothing written since: nothing to lose up to now"
        kept.poke()  # a write acknowledged, not yet copied
        now[0] = 1100.0
        kept._look_for_device()
        assert kept.status().good_at == 1060.0
        conn.close()
    finally:
        store.close(backup=False)
