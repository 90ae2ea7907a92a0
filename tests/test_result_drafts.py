"""A half-typed score sheet survives a crash of the program: the desk's typing is kept on disk as the table's
draft (store/drafts.py) within a second of a keystroke, offered back when that table's entry opens again,
even in a new process, and gone once the result is confirmed or the referee discards it. It is no log entry:
the chains, the results and the standings never see it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from referee_app.ops.results import ResultOperations
from referee_app.ops.rounds import remove_round
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.store.store import Store
from referee_app.ui.app import build_window
from referee_app.ui.result.dialog import ResultDialog
from tests.results_data import NAMES, final, make_session, table_ids
from tests.store.helpers import snapshot
from tests.test_ui_result_sheet import ROWS
from tests.ui_fixtures import temp_settings
from tests.ui_results_helpers import make_context

TYPED = {"mode": 0, "cells": {"0:objective_points": "41", "0:outside_points": "1"}, "risiko": None}


def _crash_copy(path: Path, to: Path) -> Path:
    """The file as a kill -9 leaves it on disk: the database and its write-ahead log as they are now (the
    program holding it never closes it)."""
    to.mkdir()
    for suffix in ("", "-wal"):
        if Path(f"{path}{suffix}").exists():
            shutil.copy(f"{path}{suffix}", to / f"{path.name}{suffix}")
    return to / path.name


def test_typing_outlives_a_kill_and_goes_with_the_confirmation(qtbot: QtBot, tmp_path: Path) -> None:
    context = make_context(tmp_path)
    session = context.require_session()
    first, second = table_ids(session)
    entries = session.store.conn.execute("SELECT count(*) FROM actions").fetchone()[0]
    dialog = ResultDialog(context, first)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.sheet.cells[(0, "objective_points")], "41")
    qtbot.keyClicks(dialog.sheet.cells[(0, "outside_points")], "12")
    # on disk within a second of the last keystroke, the dialog still open (no Esc, no Close)
    qtbot.waitUntil(lambda: session.store.result_draft(first) is not None, timeout=2000)
    assert session.store.result_draft(first)["cells"]["0:outside_points"] == "12"  # type: ignore[index]
    assert session.store.conn.execute("SELECT count(*) FROM actions").fetchone()[0] == entries  # not logged
    assert session.store.verify_chain().ok and session.store.result(first) is None

    crashed = _crash_copy(session.store.path, tmp_path / "after-kill")  # the process dies here
    store = Store.open(crashed)  # a new process, a new window on that file
    window = build_window(temp_settings(tmp_path, "restart.ini"), store)
    qtbot.addWidget(window)
    again = ResultDialog(window.context, first)  # type: ignore[attr-defined]
    qtbot.addWidget(again)
    assert again.sheet.cells[(0, "objective_points")].text() == "41"
    assert again.sheet.cells[(0, "outside_points")].text() == "12"
    assert again.draft_label.isVisibleTo(again) and again.discard_button.isVisibleTo(again)
    other = ResultDialog(window.context, second)  # type: ignore[attr-defined]
    qtbot.addWidget(other)
    assert other.sheet.cells[(0, "objective_points")].text() == "" and not other.draft_label.isVisibleTo(other)
    for row, (objective, outside) in enumerate(ROWS):
        again.sheet.cells[(row, "objective_points")].setText(objective)
        again.sheet.cells[(row, "outside_points")].setText(outside)
    assert again.confirm()
    assert store.result_draft(first) is None and store.result(first) is not None
    confirmed = ResultDialog(window.context, first)  # type: ignore[attr-defined]
    qtbot.addWidget(confirmed)
    assert not confirmed.draft_label.isVisibleTo(confirmed)
    window.close()
    store.close(backup=False)
    context.store.close(backup=False)


def test_a_discarded_draft_is_gone_from_the_disk(qtbot: QtBot, tmp_path: Path) -> None:
    context = make_context(tmp_path)
    store = context.store
    first = table_ids(context.require_session())[0]
    dialog = ResultDialog(context, first)
    qtbot.addWidget(dialog)
    dialog.sheet.cells[(1, "objective_points")].setText("40")
    qtbot.keyClick(dialog.sheet.cells[(1, "objective_points")], Qt.Key.Key_Escape)  # closed: kept at once
    assert store.result_draft(first) is not None
    again = ResultDialog(context, first)
    qtbot.addWidget(again)
    again.discard_button.click()
    assert store.result_draft(first) is None and again.sheet.cells[(1, "objective_points")].text() == ""
    again.sheet.cells[(1, "objective_points")].setText("9")
    again.sheet.cells[(1, "objective_points")].setText("")  # typed back to what the log holds: no draft
    again.reject()
    assert store.result_draft(first) is None
    store.close(backup=False)


@pytest.fixture
def session(tmp_path: Path) -> Session:
    return make_session(tmp_path / "t.db")


def test_a_draft_is_kept_beside_the_log_and_goes_with_its_table(session: Session, tmp_path: Path) -> None:
    store, ops = session.store, ResultOperations(session)
    first, second = table_ids(session)
    ops.keep_typed(first, TYPED)
    ops.keep_typed(first, {**TYPED, "risiko": 2})  # replaced, not added
    assert ops.typed(first) == {**TYPED, "risiko": 2} and ops.typed(second) is None
    assert store.conn.execute("SELECT count(*) FROM result_drafts").fetchone()[0] == 1
    before = snapshot(store.path)
    for bad in ({"cells": {1: "x"}}, {"cells": "x" * 70_000}):
        with pytest.raises(InputError):
            ops.keep_typed(first, bad)
    with pytest.raises(InputError):
        store.keep_result_draft(999, TYPED)
    assert snapshot(store.path) == before  # nothing half-written
    assert store.verify_chain().ok and store.conn.execute("SELECT count(*) FROM actions").fetchone()[0] == 0
    # a phone confirming the table drops the desk's draft in the confirmation's transaction
    ops.confirm(first, final(NAMES[:4], {"Anna": 6, "Carla": 1}))
    assert store.result_draft(first) is None and ops.typed(first) is None
    ops.keep_typed(second, TYPED)
    store.set_seats(second, [(s.player_id, s.colour) for s in reversed(store.table(second).seats)])
    assert store.result_draft(second) is None  # typed by seat: a new seat order drops it


def test_a_round_taken_back_takes_its_drafts(session: Session) -> None:
    first, _second = table_ids(session)
    ResultOperations(session).keep_typed(first, TYPED)
    remove_round(session, session.rounds()[-1].id)
    assert session.store.conn.execute("SELECT count(*) FROM result_drafts").fetchone()[0] == 0


def test_keeping_a_draft_leaves_what_the_session_read_and_no_desk_key(session: Session) -> None:
    """The window keeps the sheet about once per 0.7 s while the referee types: such a write is set aside
    (store/base.py `_write(aside=True)`), so the preview's next keystroke reads nothing again, and it is no
    intended action of the desk (no write key is kept with it)."""
    store, ops = session.store, ResultOperations(session)
    first, _second = table_ids(session)
    deck = session.unchanged("deck", lambda: object())  # a read kept until the next write
    keys = store.conn.execute("SELECT count(*) FROM write_keys").fetchone()[0]
    written = store.written
    with session.intended():  # as the window's run_op runs it
        ops.keep_typed(first, TYPED)
    with session.intended():
        ops.drop_typed(first)
    assert store.result_draft(first) is None
    assert store.written == written and session.unchanged("deck", lambda: object()) is deck
    assert store.conn.execute("SELECT count(*) FROM write_keys").fetchone()[0] == keys
    # a write of the tournament still moves the count and carries the desk's key
    with session.intended():
        store.append(first, "note", {"text": "arbitro chiamato"}, "Mario")
    assert store.written != written and session.unchanged("deck", lambda: object()) is not deck
    assert store.conn.execute("SELECT count(*) FROM write_keys").fetchone()[0] == keys + 1


def test_a_saved_final_state_takes_the_draft_in_its_own_transaction(session: Session) -> None:
    """Saving the final board without confirming logs it: the draft goes with that entry, in its write (the
    store does it, so the entry and the draft's end are on disk together or not at all)."""
    store, ops = session.store, ResultOperations(session)
    first, second = table_ids(session)
    ops.keep_typed(first, TYPED)
    ops.keep_typed(second, TYPED)
    seen: list[str] = []
    store.conn.set_trace_callback(seen.append)
    try:
        ops.save_final_state(first, final(NAMES[:4], {"Anna": 6, "Carla": 1}))
    finally:
        store.conn.set_trace_callback(None)
    assert store.result_draft(first) is None and store.result_draft(second) == TYPED
    begins = [i for i, sql in enumerate(seen) if sql.startswith("BEGIN")]
    deletes = [i for i, sql in enumerate(seen) if sql.startswith("DELETE FROM result_drafts")]
    commits = [i for i, sql in enumerate(seen) if sql.startswith("COMMIT")]
    assert len(begins) == 1 and len(deletes) == 1 and begins[0] < deletes[0] < commits[0]
