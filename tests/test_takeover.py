"""The desk dies mid-round: `referee-app serve` writes the continuous copy to another device while two floor
referees play a round from their phones; it is killed with SIGKILL; a second laptop takes over from the
copy (`db takeover`) in its own data folder and finds every action acknowledged before the copy's time, the
clocks where they were and the referees' tokens still valid."""

from __future__ import annotations

import datetime as dt
import os
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from referee_app.net import tokens
from referee_app.net.actions import table_by_number
from referee_app.ops.session import Session
from referee_app.store import keeper
from referee_app.store.store import Store
from tests.cli_helpers import ROOT
from tests.net_helpers import call, make_db, serve_process

PIN = "123400"  # tests/table_helpers.seed_event's head referee PIN


def _copied_at(copy: Path) -> dt.datetime | None:
    """The instant the copy's snapshot was taken (its anchored heads' time); None before a first copy."""
    if not copy.exists():
        return None
    conn = sqlite3.connect(f"file:{copy}?mode=ro", uri=True)
    try:
        row = conn.execute("SELECT MAX(taken_at) FROM chain_anchor").fetchone()
    finally:
        conn.close()
    return dt.datetime.fromisoformat(row[0]) if row and row[0] else None


def test_the_desk_dies_and_a_second_laptop_carries_on_from_the_copy(tmp_path: Path) -> None:
    (tmp_path / "desk").mkdir()
    desk_db = make_db(tmp_path / "desk" / "referee.db")
    stick = tmp_path / "stick"
    stick.mkdir()
    keeper.choose_folder(desk_db, stick)
    with Store.open(desk_db) as store:
        session = Session(store, store.events()[-1].id)
        phones = [tokens.issue(session, name) for name in ("Luca", "Piero")]
    copy = keeper.copy_path(stick, desk_db)

    proc, base = serve_process(desk_db)
    acknowledged: list[tuple[dt.datetime, int, str]] = []  # (answered at, table, ruling text)
    try:
        for number, token in ((1, phones[0]), (2, phones[1])):
            assert call(f"{base}/api/tables/{number}/actions", "POST", {"action": "start"}, token).status == 200

        def play(number: int, token: str) -> None:
            for n in range(12):
                text = f"tavolo {number} decisione {n}"
                body = {"action": "ruling", "text": text, "request_id": f"t{number}-{n}"}
                if call(f"{base}/api/tables/{number}/actions", "POST", body, token).status == 200:
                    acknowledged.append((dt.datetime.now(dt.UTC), number, text))
                time.sleep(0.15)

        phones_playing = [threading.Thread(target=play, args=(n, t)) for n, t in ((1, phones[0]), (2, phones[1]))]
        for phone in phones_playing:
            phone.start()
        for phone in phones_playing:
            phone.join()
        last = acknowledged[-1][0]
        deadline = time.monotonic() + 30
        while (_copied_at(copy) or last) <= last and time.monotonic() < deadline:
            time.sleep(0.05)  # the copy after the last action (a few seconds at most)
        late = call(f"{base}/api/tables/1/actions", "POST", {"action": "pause"}, phones[0])
        assert late.status == 200  # answered, then the desk dies before it is copied (or just after)
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        told = proc.stdout.read() if proc.stdout is not None else ""
        for stream in (proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()

    assert f"continuous copy: {stick.resolve()}" in told, "serve says where the copy goes"
    copied_at = _copied_at(copy)
    assert copied_at is not None and copied_at > acknowledged[-1][0]
    second = tmp_path / "second" / "referee.db"
    second.parent.mkdir()
    took = subprocess.run([sys.executable, "-m", "referee_app", "--db", str(second), "db", "takeover", str(copy),
                           "--pin", PIN], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert took.returncode == 0, took.stderr
    assert took.stdout.startswith(f"took over from {copy} into {second}: ")

    with Store.open(second) as store:
        session = Session(store, store.events()[-1].id)
        for number in (1, 2):
            table = table_by_number(session, number)
            rulings = [str(a.payload["text"]) for a in store.actions(table.id) if a.kind == "ruling"]
            assert rulings == [text for at, n, text in acknowledged if n == number and at < copied_at], \
                "every action acknowledged before the copy's time, once, in order"
            clock = session.table_state(table.id).clock(session.ruleset, session.clock())
            assert clock.started, "the clocks are where they were: started at the desk"
        assert store.verify_chain().ok
        assert all(tokens.check(session, t).status == "valid" for t in phones), "the phones' tokens still work"
