"""Table snapshots (store/snapshots.py, rules/table/snapshot.py): a table's state read from its snapshot and
the entries after it is the state folded from its whole log; a snapshot that does not match the chain, does
not read back or was folded by another engine is passed over for the log; a start after a kill -9 reads
the snapshots written up to the kill; the standings read results from their own rows, and the log when a
row is missing or stale."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session, to_table_action
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.errors import InputError
from referee_app.rules.table.snapshot import ENGINE, read_state, state_text
from referee_app.rules.table.state import TableAction, TableState, fold, replay
from referee_app.store import log
from referee_app.store.snapshots import digest
from referee_app.store.store import Store
from referee_app.rules.table.actions import (ArmyCap, ClockPause, ClockResume, ClockStart, RefereeCall, Ruling,
                                             TimeExpired, Withdrawal, read_action)
from referee_app.rules.sdadata import TurnEvent
from tests.table_helpers import NAMES, Clock, seed_event


def full_fold(store: Store, table_id: int) -> TableState:
    """The state from the whole log, folded here without the session (the reference)."""
    event = store.events()[0]
    names = {p.id: p.name for p in store.players(event.id)}
    players = tuple(names[s.player_id] for s in store.table(table_id).seats)
    in_force = log.resolve(store.actions(table_id)).in_force
    return replay(event.ruleset(), players, [to_table_action(a) for a in in_force])


def read_afresh(store: Store, table_id: int) -> TableState:
    """The state as a start reads it: a new session, snapshot and tail."""
    return Session(store, store.events()[0].id).table_state(table_id)


def snapshot_seq(store: Store, table_id: int) -> int | None:
    held = store.tails(ENGINE, table_id=table_id)[table_id].snapshot
    return None if held is None else held.seq


def played(path: Path, turns: int = 6) -> tuple[Store, Session, int]:
    store = Store.open(path)
    clock = Clock()
    session = Session(store, seed_event(store), referee="Arbitro", clock=clock)
    table = session.tables(session.rounds()[0].id)[0].id
    ops = TableOperations(session, table)
    ops.act(ClockStart())
    for k in range(turns):
        clock.now += 60
        ops.act(TurnEvent(NAMES[k % 4], conquered=k % 3))
    return store, session, table


# ---- snapshot + tail == the whole log ---------------------------------------------------------------------
STEP = st.one_of(
    st.tuples(st.just("turn"), st.integers(0, 3), st.integers(0, 4), st.sampled_from([None, 2, 7, 9, 12])),
    st.tuples(st.sampled_from(["pause", "resume", "undo", "redo", "expire", "raw", "call", "ruling", "penalty",
                               "withdraw"]), st.integers(0, 3), st.integers(0, 4), st.none()),
)


def _step(store: Store, session: Session, ops: TableOperations, clock: Clock,
          step: tuple[str, int, int, int | None]) -> None:
    what, who, n, roll = step
    name = NAMES[who]
    clock.now += 45
    actions = {
        "turn": lambda: ops.act(TurnEvent(name, conquered=n, roll=roll)),
        "pause": lambda: ops.act(ClockPause()), "resume": lambda: ops.act(ClockResume()), "undo": ops.undo, "redo": ops.redo,
        "expire": lambda: ops.act(TimeExpired(name)), "call": lambda: ops.act(RefereeCall(bool(n % 2))),
        "ruling": lambda: ops.act(Ruling(f"decisione {n}", [name])),
        "penalty": lambda: ops.act(ArmyCap(name, armies_on_board=130 + 3 * n)),
        "withdraw": lambda: ops.act(Withdrawal(name)),
        "raw": lambda: _without_snapshot(store, session, ops.table_id, *RAW[n](name), clock.now),
    }
    try:
        actions[what]()
    except InputError:  # the engine refused it: nothing written
        pass


RAW = [lambda name: ("turn_end", {"player": name, "conquered": 1}),
       lambda name: ("ruling", {"text": "decisione", "players": [name], "entries": []}),
       lambda name: ("clock_pause", {"scope": "table"}), lambda name: ("clock_resume", {}),
       lambda name: ("referee_call", {"called": True})]


def _without_snapshot(store: Store, session: Session, table_id: int, kind: str, payload: dict[str, object],
                      at: float) -> None:
    """An action the engine accepts, written without a snapshot (by another program, an older version): the
    entries after the snapshot."""
    fold(session.ruleset, full_fold(store, table_id), TableAction(read_action(kind, payload), at))
    store.append(table_id, kind, {**payload, "at": at}, "Arbitro")


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(steps=st.lists(STEP, min_size=1, max_size=40))
def test_snapshot_and_tail_fold_to_the_whole_log(tmp_path_factory: pytest.TempPathFactory,
                                                 steps: list[tuple[str, int, int, int | None]]) -> None:
    store = Store.open(tmp_path_factory.mktemp("snap") / "t.db")
    try:
        clock = Clock()
        session = Session(store, seed_event(store), referee="Arbitro", clock=clock)
        table = session.tables(session.rounds()[0].id)[0].id
        ops = TableOperations(session, table)
        ops.act(ClockStart())
        for k, step in enumerate(steps):
            _step(store, session, ops, clock, step)
            if k % 7 == 6 or k == len(steps) - 1:
                whole = full_fold(store, table)
                assert read_afresh(store, table) == whole
                assert session.table_state(table) == whole
        held = store.tails(ENGINE, table_id=table)[table].snapshot
        assert held is not None  # the clock's start at least wrote one
        assert read_state(held.state) == replay(session.ruleset, tuple(NAMES[:4]), [
            to_table_action(a) for a in log.resolve(store.actions(table)[:held.seq]).in_force])
    finally:
        store.close(backup=False)


def test_a_start_folds_only_what_came_after_the_snapshot(tmp_path: Path) -> None:
    store, session, table = played(tmp_path / "t.db")
    head = len(store.actions(table))
    assert snapshot_seq(store, table) == head
    store.append(table, "note", {"text": "scritta da un altro programma"}, "Arbitro")
    tail = store.tails(ENGINE, table_id=table)[table]
    assert [a.kind for a in tail.entries] == ["note"]
    expected = full_fold(store, table)
    fresh = Session(store, session.event_id)
    reads: list[int] = []
    whole = store.actions
    store.actions = lambda t: reads.append(t) or whole(t)  # type: ignore[method-assign, func-returns-value]
    try:
        assert fresh.table_state(table) == expected
        assert Session(store, session.event_id).round_states(session.rounds()[0].id)[table] == expected
    finally:
        del store.actions
    assert reads == []  # no table's whole log was read
    assert store.latest_time() == max(a.payload["at"] for a in store.actions(table) if "at" in a.payload)
    store.close(backup=False)


# ---- a snapshot that does not hold is passed over ---------------------------------------------------------
def _damage(store: Store, table_id: int, how: str) -> None:
    row = store.conn.execute("SELECT seq, state FROM table_snapshots WHERE table_id = ?", [table_id]).fetchone()
    seq, text = int(row[0]), str(row[1])
    entry_hash = store.conn.execute("SELECT hash FROM actions WHERE table_id = ? AND seq = ?",
                                    [table_id, seq]).fetchone()[0]
    if how == "bytes":
        store.conn.execute("UPDATE table_snapshots SET state = ? WHERE table_id = ?",
                           [text.replace('"conquered"', '"conquista"', 1)[:-9], table_id])
    elif how == "not_a_state":
        bad = '{"players": "nessuno"}'
        store.conn.execute("UPDATE table_snapshots SET state = ?, digest = ? WHERE table_id = ?",
                           [bad, digest(entry_hash, ENGINE, bad), table_id])
    elif how == "other_players":
        other = state_text(TableState(players=("Elena", "Fabio", "Gina", "Ugo")))
        store.conn.execute("UPDATE table_snapshots SET state = ?, digest = ? WHERE table_id = ?",
                           [other, digest(entry_hash, ENGINE, other), table_id])
    elif how == "other_engine":
        store.conn.execute("UPDATE table_snapshots SET engine = 'referee-app 0.0.1', digest = ? WHERE table_id = ?",
                           [digest(entry_hash, "referee-app 0.0.1", text), table_id])
    elif how == "other_entry":  # a row left from another entry: its seq names one whose hash differs
        store.conn.execute("UPDATE table_snapshots SET seq = seq - 1 WHERE table_id = ?", [table_id])
    elif how == "gone":
        store.conn.execute("DELETE FROM table_snapshots WHERE table_id = ?", [table_id])


@pytest.mark.parametrize("how", ["bytes", "not_a_state", "other_players", "other_engine", "other_entry", "gone"])
def test_a_damaged_or_missing_snapshot_falls_back_to_the_log(tmp_path: Path, how: str) -> None:
    store, session, table = played(tmp_path / "t.db")
    whole = full_fold(store, table)
    _damage(store, table, how)
    assert read_afresh(store, table) == whole
    assert Session(store, session.event_id).round_states(session.rounds()[0].id)[table] == whole
    # the next action writes a good snapshot again
    session.forget()
    TableOperations(session, table).act(ClockPause())
    assert snapshot_seq(store, table) == len(store.actions(table))
    assert read_afresh(store, table) == full_fold(store, table)
    store.close(backup=False)


def test_an_undo_after_the_snapshot_folds_the_whole_log(tmp_path: Path) -> None:
    store, session, table = played(tmp_path / "t.db")
    session.undo(table)
    assert store.tails(ENGINE, table_id=table)[table].entries[-1].kind == "undo"
    assert read_afresh(store, table) == full_fold(store, table)
    store.close(backup=False)


# ---- a start after a kill -9 --------------------------------------------------------------------------------
def _referee_until_killed(path: Path, write_end: int) -> None:
    store = Store.open(path)
    session = Session(store, store.events()[0].id, referee="Arbitro")
    tables = [t.id for t in session.tables(session.rounds()[0].id)]
    rng = random.Random(os.getpid())
    os.write(write_end, b"go\n")
    while True:
        table = rng.choice(tables)
        ops = TableOperations(session, table)
        try:
            if rng.random() < 0.1:
                ops.act(ClockPause()) if ops.state().clock(session.ruleset, session.clock()).running \
                    else ops.act(ClockResume())
            else:
                ops.act(TurnEvent(NAMES[(table - 1) * 4 + rng.randint(0, 3)], conquered=rng.randint(0, 3)))
        except InputError:
            continue


@pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL are POSIX")
def test_a_start_after_a_kill_reads_the_snapshots_written_before_it(tmp_path: Path) -> None:
    path = tmp_path / "t.db"
    store = Store.open(path)
    session = Session(store, seed_event(store), referee="Arbitro")
    for table in session.tables(session.rounds()[0].id):
        TableOperations(session, table.id).act(ClockStart())
    store.close(backup=False)
    rng = random.Random(29)
    for _ in range(4):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # the child: a referee at the desk, until killed
            os.close(read_end)
            try:
                _referee_until_killed(path, write_end)
            finally:
                os._exit(1)
        os.close(write_end)
        assert os.read(read_end, 3) == b"go\n"
        time.sleep(rng.uniform(0.05, 0.4))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(read_end)
        store = Store.open(path)
        try:
            assert store.verify_chain().ok
            round_id = store.rounds(store.events()[0].id)[0].id
            for table in store.tables(round_id):
                head = len(store.actions(table.id))
                assert snapshot_seq(store, table.id) == head  # written with the entry, or not at all
                assert read_afresh(store, table.id) == full_fold(store, table.id)
        finally:
            store.close(backup=False)


# ---- results from their own rows ------------------------------------------------------------------------------
def _confirmed(tmp_path: Path) -> tuple[Store, Session, int, ResultOperations]:
    store, session, table = played(tmp_path / "t.db", turns=0)
    results = ResultOperations(session)
    final = results.draft(table)
    names = list(session.board.territories)
    for k, entry in enumerate(final["players"]):
        held = names[k::4]
        entry.update(territories=dict.fromkeys(held, 2), objective=held[:8], cards=k % 3, die=6 - k)
    results.confirm(table, final)
    return store, session, table, results


def test_results_are_read_from_their_rows_and_from_the_log_when_a_row_does_not_hold(tmp_path: Path) -> None:
    store, session, table, results = _confirmed(tmp_path)
    confirmed = store.result(table)
    assert confirmed is not None
    other = session.tables(session.rounds()[0].id)[1].id
    assert store.results_of([table, other]) == {table: confirmed, other: None}
    reads: list[int] = []
    whole = store.actions
    store.actions = lambda t: reads.append(t) or whole(t)  # type: ignore[method-assign, func-returns-value]
    try:
        assert store.result(table) == confirmed
        assert reads == []
        store.conn.execute("DELETE FROM table_results")
        assert store.result(table) == confirmed  # the log still says it
    finally:
        del store.actions
    store.conn.execute("INSERT INTO table_results (table_id, seq, entry_hash) SELECT table_id, seq, hash "
                       "FROM actions WHERE kind = 'result_confirmed'")
    final = results.draft(table)
    final["players"][0]["cards"] = 2
    results.correct(table, final, "123400", "errore di trascrizione")
    corrected = store.result(table)
    assert corrected is not None and corrected != confirmed
    # a row left at the confirmation (stale: a correction follows it) is passed over for the log
    store.conn.execute("UPDATE table_results SET seq = (SELECT seq FROM actions WHERE table_id = ? AND "
                       "kind = 'result_confirmed'), entry_hash = (SELECT hash FROM actions WHERE table_id = ? AND "
                       "kind = 'result_confirmed') WHERE table_id = ?", [table, table, table])
    assert store.result(table) == corrected
    store.close(backup=False)


def test_a_keystroke_of_the_sheet_reads_nothing_after_the_first_preview(tmp_path: Path) -> None:
    store, session, table = played(tmp_path / "t.db", turns=0)
    results = ResultOperations(session)
    final = results.draft(table)
    names = list(session.board.territories)
    for k, entry in enumerate(final["players"]):
        entry.update(territories=dict.fromkeys(names[k::4], 2), objective=names[k::4][:8], cards=0, die=6 - k)
    seats = results.seat_names(table)
    first = results.preview(table, final, seats)
    statements: list[str] = []
    store.conn.set_trace_callback(statements.append)
    try:
        final["players"][0]["cards"] = 2
        again = results.preview(table, final, seats)
    finally:
        store.conn.set_trace_callback(None)
    assert statements == []
    assert again.final != first.final
    TableOperations(session, table).act(ClockPause())  # a write since: confirming reads the table afresh
    statements.clear()
    store.conn.set_trace_callback(statements.append)
    try:
        results.preview(table, final, seats)
    finally:
        store.conn.set_trace_callback(None)
    assert any(s.startswith("SELECT") for s in statements)
    store.close(backup=False)


# ---- the latest game time from the snapshots' own rows ------------------------------------------------------
def _log_latest(store: Store) -> float:
    """The reference: the latest game time of every entry of every table, read from the whole logs."""
    times = [a.payload["at"] for t in _all_tables(store) for a in store.actions(t)
             if isinstance(a.payload.get("at"), (int, float))]
    return float(max(times))


def _all_tables(store: Store) -> list[int]:
    return [int(r[0]) for r in store.conn.execute("SELECT id FROM tables ORDER BY id")]


def test_a_confirmation_keeps_the_state_after_its_final_board_and_a_start_reads_one_entry_for_its_time(
        tmp_path: Path) -> None:
    store, session, table, _ = _confirmed(tmp_path)
    final = [a for a in store.actions(table) if a.kind == "final_state"][-1]
    seq, at = store.conn.execute("SELECT seq, at FROM table_snapshots WHERE table_id = ?", [table]).fetchone()
    assert (seq, at) == (final.seq, final.payload["at"])  # written with the final board, its time beside it
    assert read_afresh(store, table) == full_fold(store, table)  # the result entry is the tail
    statements: list[str] = []
    store.conn.set_trace_callback(statements.append)
    try:
        latest = store.latest_time()
    finally:
        store.conn.set_trace_callback(None)
    assert latest == _log_latest(store) == final.payload["at"]
    assert sum("payload" in s for s in statements) == 2  # the entries after the snapshots, the winner's own
    store.close(backup=False)


def test_a_snapshot_time_changed_on_disk_is_passed_over_for_its_tables_log(tmp_path: Path) -> None:
    store, session, table = played(tmp_path / "t.db", turns=5)
    truth = store.latest_time()
    assert truth == _log_latest(store)
    store.conn.execute("UPDATE table_snapshots SET at = at + 86400 WHERE table_id = ?", [table])  # a day ahead
    assert store.latest_time() == truth  # not its entry's time: the table's log says
    store.conn.execute("UPDATE table_snapshots SET at = NULL WHERE table_id = ?", [table])
    assert store.latest_time() == truth  # no time kept: the table's log again
    store.close(backup=False)


def test_a_file_from_before_the_snapshot_times_gets_them_from_their_entries(tmp_path: Path) -> None:
    store, session, table, _ = _confirmed(tmp_path)
    path = store.path
    truth = store.latest_time()
    kept = store.conn.execute("SELECT table_id, seq, at FROM table_snapshots ORDER BY table_id").fetchall()
    store.close(backup=False)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("DROP INDEX idx_table_snapshots_at")
    conn.execute("ALTER TABLE table_snapshots DROP COLUMN at")
    conn.execute("DROP TABLE result_drafts")  # version 16's
    conn.execute("PRAGMA user_version = 14")
    conn.close()
    with Store.open(path) as again:
        assert again.conn.execute("SELECT table_id, seq, at FROM table_snapshots ORDER BY table_id").fetchall() == kept
        assert again.latest_time() == truth
        again.close(backup=False)
