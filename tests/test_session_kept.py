"""The session keeps what it folded: a recorded action's state is the table's state without asking the file
or folding it again; the store's write count tells the session when something was written (no query per
read); a read-only reader (the public pages) sees what the writer committed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from referee_app.net.reader import read_only_store
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.table import state as table_state
from referee_app.store.store import Store
from referee_app.rules.sdadata import TurnEvent
from referee_app.rules.table.actions import ClockPause, ClockStart, Ruling
from tests.table_helpers import Clock, seed_event


@contextmanager
def statements(store: Store) -> Iterator[list[str]]:
    seen: list[str] = []
    store.conn.set_trace_callback(seen.append)
    try:
        yield seen
    finally:
        store.conn.set_trace_callback(None)


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    store = Store.open(tmp_path / "t.db")
    event = seed_event(store)
    yield Session(store, event, referee="Mario", clock=Clock())
    store.close(backup=False)


def _folds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    counted: list[str] = []
    real = table_state.fold

    def fold(*args: object) -> object:
        counted.append("fold")
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr("referee_app.ops.session.fold", fold)
    return counted


def test_a_recorded_action_is_the_tables_state_without_a_query_or_a_second_fold(
        session: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    table_id = session.tables(session.rounds()[0].id)[0].id
    ops = TableOperations(session, table_id)
    ops.act(ClockStart())
    session.table_state(table_id)
    folds = _folds(monkeypatch)
    with statements(session.store) as seen:
        ops.act(ClockPause())
    assert folds == ["fold"]  # the check's fold, kept
    with statements(session.store) as seen:
        state = session.table_state(table_id)
        again = session.table_state(table_id)
    assert seen == [] and folds == ["fold"] and state is again
    assert [e.kind for e in state.clock_events] == ["start", "pause"]
    assert session.table_log(table_id).entries[-1].kind == "clock_pause"  # the log as written, for the page


def test_a_write_elsewhere_is_seen_and_nothing_is_read_while_nothing_is_written(session: Session) -> None:
    table_id = session.tables(session.rounds()[0].id)[0].id
    session.table_state(table_id)
    with statements(session.store) as seen:
        session.table_state(table_id)
        ResultOperations(session).deck()
        ResultOperations(session).deck()
    assert not any("actions" in s for s in seen)  # the table's log is not asked again
    assert sum("event_records" in s for s in seen) == 1  # the deck is read once, then kept until a write
    other = Session(session.store, session.event_id, referee="Luca", clock=session.clock)
    TableOperations(other, table_id).act(ClockStart())  # written by another session on the same store
    assert session.table_state(table_id).clock_events  # the clock started elsewhere is seen


def test_a_write_at_another_table_asks_nothing_about_this_one(session: Session) -> None:
    """The writer says which table's log took an entry: a table's kept state stays, with no query, while
    only other tables are written (a phone at table 2, a ruling at table 1); a write at this table, by this
    session or another on the same store, is read and folded on."""
    first, second = (t.id for t in session.tables(session.rounds()[0].id))
    session.table_state(first)
    TableOperations(session, second).act(ClockStart())
    session.store.append(second, "note", {"text": "altrove"}, "Luca")
    with statements(session.store) as seen:
        state = session.table_state(first)
    assert seen == [] and state.clock_events == ()
    other = Session(session.store, session.event_id, referee="Luca", clock=session.clock)
    TableOperations(other, first).act(ClockStart())
    with statements(session.store) as seen:
        assert session.table_state(first).clock_events  # written here by the other session: read and folded
    assert any("FROM actions" in s for s in seen)


def test_the_read_only_reader_sees_what_the_writer_committed(session: Session) -> None:
    table_id = session.tables(session.rounds()[0].id)[0].id
    reader = read_only_store(session.store.path)
    try:
        public = Session(reader, session.event_id, referee="lan")
        assert public.table_state(table_id).clock_events == ()
        TableOperations(session, table_id).act(ClockStart())
        assert public.table_state(table_id).clock_events  # committed by the writer: seen by the reader
    finally:
        reader.conn.close()


def _reachable(root: object, skip: object) -> list[object]:
    """Every object `root` holds, directly or not, except through `skip` (the store and its connection)."""
    import gc

    seen, out, todo = {id(skip)}, [], [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, type):
            continue
        seen.add(id(obj))
        out.append(obj)
        todo.extend(gc.get_referents(obj))
    return out


def test_the_session_keeps_states_not_logs_so_its_memory_does_not_grow_with_the_writes(
        session: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    from referee_app.ops.table_phrases import LogLine
    from referee_app.store.records import Action

    tables = [t.id for t in session.tables(session.rounds()[0].id)]
    for n in range(30):  # a phone writes and looks at its table, as on the LAN
        ops = TableOperations(session, tables[n % 2])
        ops.act(Ruling(f"decisione {n}"))
        view = ops.view()
    assert [line.text for line in view.log][-1].endswith("decisione 29")  # the page still shows the whole log
    held = _reachable(session, session.store)
    assert not [o for o in held if isinstance(o, Action)]  # no log entry kept once the view is made
    assert len([o for o in held if isinstance(o, LogLine)]) <= 30  # the lines of the tables looked at
    monkeypatch.setattr("referee_app.ops.session.MEMO_TABLES", 1)  # lines of the table looked at last only
    TableOperations(session, tables[0]).view()
    held = _reachable(session, session.store)
    assert {o.text for o in held if isinstance(o, LogLine)} == {f"Ruling: decisione {n}" for n in range(0, 30, 2)}


def test_a_turn_end_and_the_pages_refresh_read_only_the_new_entry(session: Session) -> None:
    """The table page after a turn end (the view, whose turn it is, the forecast): the state as recorded and
    the log's lines kept, the one entry written read back for its line; nothing at all the second time."""
    table_id = session.tables(session.rounds()[0].id)[0].id
    ops = TableOperations(session, table_id)
    ops.act(ClockStart())
    ops.act(TurnEvent("Anna"))
    ops.view()
    with statements(session.store) as seen:
        ops.act(TurnEvent(ops.likely_turn() or ""))
        view = ops.view()
        ops.forecast(TurnEvent(ops.likely_turn() or ""))
    selects = [s for s in seen if s.startswith("SELECT")]
    assert [s for s in selects if "FROM actions WHERE" in s and "seq >" in s] == selects[-1:]
    assert len(selects) == 3  # the write's two (the chain's head, no result yet) and the entry read back
    assert [line.kind for line in view.log] == ["clock_start", "turn_end", "turn_end"]
    assert ops.likely_turn() == "Carla"
    with statements(session.store) as seen:
        ops.view()
    assert seen == []
    ops.undo()  # an undo: the undone line shows as not in force, the turn goes back
    assert [line.in_force for line in ops.view().log] == [True, True, False, False]  # the undo: a control entry
    assert ops.likely_turn() == "Bruno"
