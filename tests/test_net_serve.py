"""`referee-app serve` as the head referee runs it: tokens from the command line, and a kill -9 while floor
referees write loses no action whose 2xx answer was sent."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from referee_app.net.tokens import issue
from referee_app.ops.session import Session
from referee_app.store.store import Store
from tests.cli_helpers import ROOT
from tests.net_helpers import serve_process, call, make_db


def _cli(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "referee_app", "--db", str(db), "serve", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_tokens_from_the_command_line(tmp_path: Path) -> None:
    db = make_db(tmp_path / "t.db")
    issued = _cli(db, "--new-token", "Luca Bianchi")
    assert issued.returncode == 0, issued.stderr
    token = issued.stdout.strip().splitlines()[-1]
    assert len(token) >= 20 and " " not in token
    assert _cli(db, "--revoke", "Luca Bianchi").returncode == 0
    assert _cli(db, "--tokens").stdout == "Luca Bianchi\trevoked\n"
    again = _cli(db, "--revoke", "Luca Bianchi")
    assert again.returncode == 2 and again.stderr == "error: name: no valid token for 'Luca Bianchi'\n"


def _rulings(db: Path) -> list[str]:
    with Store.open(db) as store:
        table = store.tables(store.rounds(store.events()[-1].id)[0].id)[0]
        return [str(a.payload["text"]) for a in store.actions(table.id) if a.kind == "ruling"]


def test_kill_9_during_writes_loses_no_acknowledged_action(tmp_path: Path) -> None:
    db = make_db(tmp_path / "t.db")
    with Store.open(db) as store:
        session = Session(store, store.events()[-1].id)
        tokens = [issue(session, name) for name in ("Luca", "Piero")]
    acknowledged: list[str] = []
    for kill in range(3):
        proc, base = serve_process(db)
        stop = threading.Event()

        def write(token: str, who: int) -> None:
            n = 0
            while not stop.is_set():
                text = f"kill {kill} referee {who} #{n}"
                try:
                    reply = call(f"{base}/api/tables/1/actions", "POST", {"action": "ruling", "text": text},
                                 token, timeout=5)
                except OSError:
                    return  # the server died under us: this one was never acknowledged
                if reply.status == 200:
                    acknowledged.append(text)
                n += 1

        writers = [threading.Thread(target=write, args=(t, i)) for i, t in enumerate(tokens)]
        for w in writers:
            w.start()
        deadline = time.monotonic() + 10
        while len([a for a in acknowledged if a.startswith(f"kill {kill} ")]) < 4 and time.monotonic() < deadline:
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        stop.set()
        for w in writers:
            w.join(10)
        if proc.stdout:
            proc.stdout.close()
        if proc.stderr:
            proc.stderr.close()
    stored = _rulings(db)
    assert len(acknowledged) >= 12
    assert set(acknowledged) <= set(stored), "an acknowledged action was lost"
    assert len(stored) == len(set(stored)), "an action was written twice"
