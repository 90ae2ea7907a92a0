"""Crash test: a session killed with SIGKILL at random points loses nothing it acknowledged.

Each session is a child process (forked, so it starts in milliseconds instead of re-importing Python) that
runs `crash_session.run` and reports every durable entry on a pipe; the parent kills it with SIGKILL after a
random delay, then checks the file: integrity_check ok, every acknowledged entry present as reported, the
chain verifies and the table replays. One more session runs as a separate program to prove the script
itself works end to end.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from functools import reduce
from pathlib import Path
from typing import Any

import pytest

from referee_app.store import Store
from referee_app.store.log import resolve
from tests.cli_helpers import ROOT
from tests.store import crash_session
from tests.store.helpers import total_fold

KILLS = 110
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL are POSIX")


def _acks(stdout: str) -> list[tuple[int, str, Any]]:
    out = []
    for line in stdout.splitlines(keepends=True):
        if line.startswith("ack ") and line.endswith("\n"):
            _, seq, kind, payload = line.rstrip("\n").split(" ", 3)
            out.append((int(seq), kind, json.loads(payload)))
    return out


def _check(path: Path, acked: dict[int, tuple[str, Any]]) -> int:
    """Assert the file is sound and holds every acknowledged entry; return the log length."""
    if not path.exists():
        assert not acked
        return 0
    conn = sqlite3.connect(path)
    try:
        assert [r[0] for r in conn.execute("PRAGMA integrity_check")] == ["ok"]
    finally:
        conn.close()
    store = Store.open(path)
    try:
        events = store.events()
        tables = [t.id for r in store.rounds(events[0].id) for t in store.tables(r.id)] if events else []
        if not tables:
            assert not acked
            return 0
        log = {a.seq: a for a in store.actions(tables[0])}
        for seq, (kind, payload) in acked.items():
            assert seq in log, f"acknowledged entry {seq} lost"
            assert log[seq].kind == kind
            if payload is not None:
                assert log[seq].payload == payload
        assert store.verify_chain().ok
        in_force = resolve(store.actions(tables[0])).in_force
        state = reduce(total_fold, in_force, {})
        assert sum(v for k, v in state.items() if k != "sum") == len(in_force)
        return len(log)
    finally:
        store.close(backup=False)


def _forked_session(path: Path, seed: int, acks: int, delay: float) -> str:
    """Kill the session `delay` seconds after its `acks`-th acknowledged entry (0: after `start`, so maybe
    during set-up). Counting acknowledgements rather than sleeping a fixed time keeps the test writing
    between kills however loaded the machine is, while the extra delay still lands the kill anywhere."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: run until killed
        try:
            os.close(read_fd)
            crash_session.run(str(path), seed, os.fdopen(write_fd, "w"))
        finally:
            os._exit(1)
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        seen = [pipe.readline()]  # "start"
        while seen[-1] and sum(line.startswith("ack ") for line in seen) < acks:
            seen.append(pipe.readline())  # "" at end of file if the child died: the assert below says why
        time.sleep(delay)
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        output = "".join(seen) + pipe.read()
    assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL, output  # killed, not crashed
    return output


def test_kill_at_random_points_loses_nothing_acknowledged(tmp_path: Path) -> None:
    rng = random.Random(20260501)
    path = tmp_path / "crash.db"
    acked: dict[int, tuple[str, Any]] = {}
    entries = 0
    for kill in range(KILLS):
        output = _forked_session(path, kill, rng.randint(0, 6), rng.uniform(0.0, 0.02))
        for seq, kind, payload in _acks(output):
            acked[seq] = (kind, payload)
        entries = _check(path, acked)
    assert len(acked) > 100  # the sessions really wrote between kills
    assert entries >= len(acked)


def test_session_script_killed_as_a_separate_program(tmp_path: Path) -> None:
    path = tmp_path / "exec.db"
    acked: dict[int, tuple[str, Any]] = {}
    for kill in range(3):
        proc = subprocess.Popen([sys.executable, str(Path(crash_session.__file__)), str(path), str(kill)],
                                cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        assert proc.stdout is not None and proc.stdout.readline() == "start\n"
        first = proc.stdout.readline()  # kill only once the session has acknowledged something
        time.sleep(0.02 * kill)
        proc.send_signal(signal.SIGKILL)
        rest, err = proc.communicate(timeout=60)
        rest = first + rest
        assert proc.returncode == -signal.SIGKILL, err
        acked.update((seq, (kind, payload)) for seq, kind, payload in _acks(rest))
        _check(path, acked)
    assert acked
