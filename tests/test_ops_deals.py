"""Recording deals in a table's log: the app's deal and the deal made by hand at the table."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.ops.deals import deal_table, logged_deal, record_table_deal
from referee_app.ops.session import Session
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.errors import InputError
from tests.print_data import build_event

GOLDEN = Path(__file__).parent / "golden" / "deal" / "seq_skip_then_two_places_on.json"


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    s = build_event(tmp_path / "t.db")
    yield s
    s.store.close(backup=False)


def test_a_table_deal_is_replayed_logged_and_undone(session: Session) -> None:
    table_id = session.table_by_number(2, session.round_by_number(2).id).id
    cards = json.loads(GOLDEN.read_text("utf-8"))["input"]["cards"]
    recorded = record_table_deal(session, table_id, cards)
    assert recorded.result.valid and len(recorded.result.skips) == 2
    logged = logged_deal(session, table_id)
    assert logged.seed is None and logged == recorded.logged
    line = TableOperations(session, table_id).view().log[-1]
    assert line.text == "Deal made at the table, checked by the referee"
    session.undo(table_id)
    with pytest.raises(InputError):
        logged_deal(session, table_id)


def test_an_incomplete_or_bad_table_deal_writes_nothing(session: Session) -> None:
    table_id = session.table_by_number(2, session.round_by_number(2).id).id
    before = len(session.store.actions(table_id))
    cards = json.loads(GOLDEN.read_text("utf-8"))["input"]["cards"]
    for bad in (cards[:41], [*cards[:41], "Brasilia"]):
        with pytest.raises(InputError):
            record_table_deal(session, table_id, bad)
    assert len(session.store.actions(table_id)) == before


def test_the_app_deal_returns_its_log_entry(session: Session) -> None:
    table_id = session.table_by_number(2, session.round_by_number(2).id).id
    recorded = deal_table(session, table_id, seed=5)
    assert logged_deal(session, table_id) == recorded.logged  # what it returned is what the log replays
    assert recorded.logged.seed == 5 and recorded.changes.table(table_id)
    assert session.store.actions(table_id)[-1].seq == recorded.action.seq
    session.undo(table_id)
    with pytest.raises(InputError):
        logged_deal(session, table_id)
