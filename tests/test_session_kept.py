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
    ops.start_clock()
    session.table_state(table_id)
    folds = _folds(monkeypatch)
    with statements(session.store) as seen:
        ops.pause_clock()
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
    TableOperations(other, table_id).start_clock()  # written by another session on the same store
    assert session.table_state(table_id).clock_events  # the clock started elsewhere is seen


def test_the_read_only_reader_sees_what_the_writer_committed(session: Session) -> None:
    table_id = session.tables(session.rounds()[0].id)[0].id
    reader = read_only_store(session.store.path)
    try:
        public = Session(reader, session.event_id, referee="lan")
        assert public.table_state(table_id).clock_events == ()
        TableOperations(session, table_id).start_clock()
        assert public.table_state(table_id).clock_events  # committed by the writer: seen by the reader
    finally:
        reader.conn.close()
