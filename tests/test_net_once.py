"""Exactly-once writes: an action sent with the same idempotency key (`request_id`) from 20 threads at once,
again after the server restarts and again after a kill -9 of `referee-app serve`, is in the table's log
once, and every sender gets the first answer; the same key with another action is a 409."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

from referee_app.net import actions
from referee_app.net.guard import RateLimit
from referee_app.net.tokens import issue
from referee_app.ops.session import Session
from referee_app.store.store import Store
from referee_app.rules.table.actions import ClockStart
from tests.cli_helpers import ROOT
from tests.net_helpers import serve_process, Reply, Served, call, make_db, served

LOOSE = RateLimit(rate=1000.0, burst=1000)


def _rulings(db: Path) -> list[str]:
    with Store.open(db) as store:
        table = store.tables(store.rounds(store.events()[-1].id)[0].id)[0]
        return [str(a.payload["text"]) for a in store.actions(table.id) if a.kind == "ruling"]


def _at_once(srv: Served, body: dict[str, object], token: str, n: int = 20) -> list[Reply]:
    replies: list[Reply] = []
    gate = threading.Barrier(n)

    def send() -> None:
        gate.wait()
        replies.append(srv.post(1, body, token))

    threads = [threading.Thread(target=send) for _ in range(n)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return replies


def _kill_9(proc: subprocess.Popen[str]) -> None:
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(10)
    for stream in (proc.stdout, proc.stderr):
        if stream is not None:
            stream.close()


def test_the_same_key_from_20_threads_after_a_restart_and_after_a_kill_9_is_written_once(tmp_path: Path) -> None:
    db = make_db(tmp_path / "t.db")
    with Store.open(db) as store:
        token = issue(Session(store, store.events()[-1].id), "Luca")
    ruling = {"action": "ruling", "text": "dado in bilico", "request_id": "luca-1"}
    with served(db, LOOSE) as srv:
        replies = _at_once(srv, ruling, token)
    assert [r.status for r in replies] == [200] * 20
    first = replies[0].json()
    assert all(r.json() == first for r in replies) and first["seq"] == 1, "every sender gets the first answer"
    assert _rulings(db) == ["dado in bilico"]

    with served(db, LOOSE) as srv:  # the server restarted: the key is on disk, not in memory
        assert all(r.json() == first for r in _at_once(srv, ruling, token))
        other = srv.post(1, {**ruling, "text": "dado storto"}, token)
        english = call(f"{srv.base}/api/tables/1/actions?lang=en", "POST", {**ruling, "text": "x"}, token)
    assert other.status == 409 and "already used for a different request" in other.json()["error"]
    assert "un'altra azione già registrata" in other.json()["message"], "the page's language: Italian"
    assert english.status == 409 and english.json()["message"].startswith("This request carries the key")
    assert _rulings(db) == ["dado in bilico"], "a refused key writes nothing"

    proc, base = serve_process(db)
    try:
        again = call(f"{base}/api/tables/1/actions", "POST", ruling, token)
        second = {"action": "ruling", "text": "carro armato caduto", "request_id": "luca-2"}
        answered = call(f"{base}/api/tables/1/actions", "POST", second, token)
    finally:
        _kill_9(proc)  # right after the answer: nothing was closed, the key is in the WAL
    assert again.json() == first and answered.status == 200
    proc, base = serve_process(db)
    try:
        replayed = [call(f"{base}/api/tables/1/actions", "POST", body, token) for body in (ruling, second)]
    finally:
        _kill_9(proc)
    assert [r.json() for r in replayed] == [first, answered.json()]
    assert _rulings(db) == ["dado in bilico", "carro armato caduto"]


def test_a_key_is_kept_with_the_entries_or_not_at_all(tmp_path: Path) -> None:
    """A refused action keeps no key (the same key may carry the corrected action); a kept key is in the
    transaction of its entry."""
    db = make_db(tmp_path / "t.db")
    with Store.open(db) as store:
        session = Session(store, store.events()[-1].id)
        table = actions.table_by_number(session, 1)

        def refused() -> dict[str, object]:
            actions.apply(session, 1, {"action": "turn_end", "player": "Nessuno"})
            return {}

        try:
            session.once("k", {"a": 1}, refused)
        except Exception as exc:  # the engine's refusal, nothing written
            assert "Nessuno" in str(exc)
        assert store.conn.execute("SELECT COUNT(*) FROM write_keys").fetchone()[0] == 0
        reply = session.once("k", {"a": 2}, lambda: actions.apply(session, 1, {"action": "start"}).reply)
        assert reply["seq"] == 1 and [a.kind for a in store.actions(table.id)] == ["clock_start"]
        assert session.once("k", {"a": 2}, lambda: {"never": "run"}) == reply


def test_a_desk_action_carries_a_key_of_its_own_kept_with_its_entry(tmp_path: Path) -> None:
    """The window's actions go through run_op: each intended action's writes carry its key (desk-...#n)."""
    from referee_app.ops.table_ops import TableOperations
    from referee_app.ui.operation import run_op

    db = make_db(tmp_path / "t.db")
    with Store.open(db) as store:
        session = Session(store, store.events()[-1].id)
        table = actions.table_by_number(session, 1).id

        class Window:  # what run_op reads of the window's context
            undo_stack = None

            def __init__(self) -> None:
                self.session = session

            def changed(self, changes: object, initiator: object = None) -> None:
                pass

        assert run_op(lambda: TableOperations(session, table).act(ClockStart()), context=Window())  # type: ignore[arg-type]
        kept = store.conn.execute("SELECT key, digest FROM write_keys").fetchall()
        assert len(kept) == 1 and kept[0][0].startswith("desk-") and kept[0][0].endswith("#1") and kept[0][1] == "desk"
        refused = run_op(lambda: TableOperations(session, table).act(ClockStart()), context=Window(),  # type: ignore[arg-type]
                         failure=lambda error: None)
        assert not refused and store.conn.execute("SELECT COUNT(*) FROM write_keys").fetchone()[0] == 1
