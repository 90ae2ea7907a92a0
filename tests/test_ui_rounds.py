"""The rounds screen driven like a referee: draw, swap with its live warning, confirm, undo, seat order; and
its bad-input paths (impossible split, nobody checked in, no event): a clear message and nothing saved."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.ops import rounds as ops
from referee_app.ops.changes import ROUNDS, Changes
from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store.records import Table
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.rounds.page import RoundsPage
from referee_app.ui.rounds.models import EntrantColumn
from referee_app.ui.window.guarded_undo import undo_with_question
from referee_app.ui.window.settings import Settings
from referee_app.rules.table.actions import read_action
from tests.ui_fixtures import Questions

NAMES = ["Anna Ødegård", "Bruno Čita", "Carla Rossi", "Dario Bianchi", "Elena Verdi", "Fabio Neri",
         "Gina Russo", "Ugo Ferri", "Ivo Galli", "Luca Conti", "Marta Greco", "Nino Costa", "Olga Riva",
         "Pia Fontana"]
CLUBS = ["Marsala", "Trapani", "Palermo", "Catania"]


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []

    def record(_parent: object, _title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        shown.append(text)
        return QMessageBox.StandardButton.Ok
    monkeypatch.setattr(QMessageBox, "warning", record)
    return shown


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "t.db")
    yield s
    s.close(backup=False)


def make_page(qtbot: QtBot, tmp_path: Path, store: Store, players: int = 8, present: int | None = None,
              ruleset: str = "raduno") -> tuple[RoundsPage, AppContext]:
    event = store.create_event("Torneo di Marsala", "2026-11-22", "Marsala", builtin(ruleset), "123400")
    for i, name in enumerate(NAMES[:players]):
        store.add_player(event, name, club=CLUBS[i % 4], region="Sicilia" if i % 2 else "Lazio",
                         present=present is None or i < present)
    context = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    page = RoundsPage(context)
    qtbot.addWidget(page)
    return page, context


def confirmed(qtbot: QtBot, tmp_path: Path, store: Store) -> tuple[RoundsPage, AppContext, Session, list[Table]]:
    """A page whose first round has just been drawn and confirmed."""
    page, context = make_page(qtbot, tmp_path, store)
    page.draw()
    page.confirm()
    session = context.require_session()
    return page, context, session, session.tables(session.rounds()[0].id)


def press(page: RoundsPage, keys: str) -> None:
    """The page's shortcut for `keys`, as the referee's keystroke triggers it."""
    actions = [a for a in page.actions() if keys in [k.toString() for k in a.shortcuts()]]
    assert len(actions) == 1, f"no single shortcut {keys}"
    actions[0].trigger()


def test_draw_swap_confirm_and_undo(qtbot: QtBot, tmp_path: Path, store: Store, warnings: list[str]) -> None:
    page, context = make_page(qtbot, tmp_path, store)
    assert "1" in page.heading.text() and page.entrant_model.rowCount() == 8
    assert page.draw_button.isEnabled() and not page.confirm_button.isEnabled()
    page.seed.setValue(11)
    press(page, "Ctrl+D")
    assert page.proposal is not None and page.proposal.seed == 11
    assert page.proposal_box.proposal_model.rowCount() == 2
    first = page.proposal_box.proposal_model.index(0, 0)
    assert page.proposal_box.proposal_model.rowCount(first) == 4 + len(page.proposal.draw.constraints)  # players + lines
    assert page.proposal_box.violation_model.rowCount() == len(page.proposal.violations)
    assert "11" in page.proposal_box.summary.text()

    # select two players of the same club at different tables: the warning comes before the swap
    t1, t2 = (t.players for t in page.proposal.draw.tables)
    clubs = {e.label: e.player.club for e in page.entrants.values()}
    a = t1[0]
    b = next(n for n in t2 if clubs[n] != clubs[a] and any(clubs[m] == clubs[n] for m in t1 if m != a))
    page.proposal_box.select_players(a, b)
    assert page.selected_players() == [a, b] and page.swap_button.isEnabled()
    assert "breaks" in page.proposal_box.swap_warning.text() and "club" in page.proposal_box.swap_warning.text().lower()
    press(page, "Ctrl+W")
    assert b in page.proposal.draw.tables[0].players
    assert any(v.constraint == "no_same_club" for v in page.fresh)
    assert any(page.proposal_box.violation_model.violation(r).constraint == "no_same_club"
               for r in range(page.proposal_box.violation_model.rowCount()))
    violations = page.proposal_box.violation_model
    reasons = [violations.index(r, 3).data() for r in range(violations.rowCount())
               if violations.violation(r) in page.fresh]
    assert reasons and all(r.endswith("broken by the manual swap, not by the draw") for r in reasons)
    assert "broken by the manual swap)" in page.proposal_box.summary.text()  # not "the best the search found"
    assert store.rounds(context.require_session().event_id) == []  # nothing saved before confirming

    with qtbot.waitSignal(context.opsChanged) as heard:
        press(page, "Ctrl+Shift+Return")
    session = context.require_session()
    rounds = session.rounds()
    assert len(rounds) == 1 and page.proposal is None
    assert heard.args == [ROUNDS, page]  # what confirming returned, handed on as it is, by the page
    command = context.undo_stack.command(0)
    assert command.saved == ops.saved_round(session, rounds[0].id)  # the round confirming returned, as stored
    saved = [set(ops.table_labels(session, t)) for t in session.tables(rounds[0].id)]
    assert saved[0] == set(t1) - {a} | {b}
    assert page.saved_model.rowCount() == 2 and "no confirmed result" in page.status.text()
    assert warnings == []

    context.undo_stack.undo()
    assert session.rounds() == [] and page.saved_model.rowCount() == 0
    context.undo_stack.redo()
    assert len(session.rounds()) == 1
    assert command.saved.id == session.rounds()[0].id  # the redo's new round is the one a next undo removes


def test_undo_is_refused_once_a_table_has_played(qtbot: QtBot, tmp_path: Path, store: Store,
                                                  warnings: list[str]) -> None:
    page, context, session, tables = confirmed(qtbot, tmp_path, store)
    session.record(tables[0].id, read_action("note", {"text": "si gioca"}))
    context.undo_stack.undo()
    assert len(session.rounds()) == 1
    assert warnings and "1" in warnings[-1]
    assert context.undo_stack.count() == 0  # the command that cannot be undone is dropped


def test_impossible_split_says_the_options_and_saves_nothing(qtbot: QtBot, tmp_path: Path, store: Store,
                                                              warnings: list[str]) -> None:
    page, context = make_page(qtbot, tmp_path, store, players=14)
    page.draw()
    assert page.proposal is None and len(warnings) == 1
    assert "14" in warnings[0] and "2" in warnings[0] and "withdraw" in warnings[0]
    page.confirm()
    assert context.require_session().rounds() == []


def test_nobody_checked_in(qtbot: QtBot, tmp_path: Path, store: Store, warnings: list[str]) -> None:
    page, context = make_page(qtbot, tmp_path, store, present=0)
    assert not page.draw_button.isEnabled()
    assert "check" in page.status.text().lower()
    page.draw()
    assert warnings and "checked in" in warnings[-1]
    assert context.require_session().rounds() == []


def test_check_in_box_changes_who_is_drawn(qtbot: QtBot, tmp_path: Path, store: Store,
                                           warnings: list[str]) -> None:
    page, context = make_page(qtbot, tmp_path, store, players=9, present=8)
    late = next(r for r in range(page.entrant_model.rowCount()) if not page.entrant_model.entrant(r).player.present)
    index = page.entrant_model.index(late, EntrantColumn.CHECKED_IN)
    assert page.entrant_model.flags(index) & Qt.ItemFlag.ItemIsUserCheckable
    with qtbot.waitSignal(context.opsChanged):
        page.entrant_model.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert "9" in page.status.text() and not page.draw_button.isEnabled()
    page.draw()
    assert warnings and "9" in warnings[-1]  # 9 players cannot sit at tables of 4


def test_no_event_open_shows_a_hint(qtbot: QtBot, tmp_path: Path, store: Store, warnings: list[str]) -> None:
    context = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    page = RoundsPage(context)
    qtbot.addWidget(page)
    assert context.session is None and "event" in page.status.text().lower()
    assert not page.draw_button.isEnabled()
    page.draw()
    page.confirm()
    assert len(warnings) == 2


def test_seat_order_dialog_dice_tie_then_save(qtbot: QtBot, tmp_path: Path, store: Store,
                                              warnings: list[str]) -> None:
    page, context, session, _ = confirmed(qtbot, tmp_path, store)
    page.saved_view.selectRow(0)
    table = page.saved_model.table(0)
    dialog = page.seat_dialog(table)
    qtbot.addWidget(dialog)
    names = list(dialog.names)
    a, b, c, d = names
    save = dialog.buttons.button(QDialogButtonBox.StandardButton.Save)
    dialog.set_rolls({a: "4", b: "6", c: "6"})
    dialog.order_by_dice()
    assert d in dialog.message.text() and not save.isEnabled()
    dialog.set_rolls({a: "4", b: "6", c: "6", d: "1"})
    dialog.order_by_dice()
    assert b in dialog.message.text() and c in dialog.message.text() and "again" in dialog.message.text()
    assert not save.isEnabled()
    dialog.set_rolls({a: "4", b: "6 2", c: "6 5", d: "1"})
    dialog.order_by_dice()
    assert dialog.message.text() == "" and save.isEnabled()
    assert [s.player for s in dialog.seats] == [c, b, a, d]
    save.click()
    saved = session.tables(session.rounds()[0].id)[0]
    assert ops.table_labels(session, saved) == (c, b, a, d)
    assert [s.colour for s in saved.seats] == ["rosso", "blu", "giallo", "verde"]
    assert page.saved_model.table(0).seats[0] == (c, "rosso")


def test_seat_order_bad_roll_and_app_draw(qtbot: QtBot, tmp_path: Path, store: Store, warnings: list[str]) -> None:
    page, context, session, _ = confirmed(qtbot, tmp_path, store)
    table = page.saved_model.table(1)
    dialog = page.seat_dialog(table)
    qtbot.addWidget(dialog)
    first = dialog.names[0]
    dialog.set_rolls({n: "19" if n == first else "3" for n in dialog.names})
    dialog.order_by_dice()
    assert first in dialog.message.text() and "18" in dialog.message.text()
    dialog.set_rolls({n: "x" if n == first else "3" for n in dialog.names})
    dialog.order_by_dice()
    assert first in dialog.message.text()
    dialog.seed.setValue(3)
    dialog.order_by_app()
    expected = [s.player for s in ops.seats_drawn([n for n, _ in table.seats], 3)]
    assert [s.player for s in dialog.seats] == expected
    dialog.accept()
    assert list(ops.table_labels(session, session.tables(session.rounds()[0].id)[1])) == expected


def test_seat_order_refused_after_play_started(qtbot: QtBot, tmp_path: Path, store: Store,
                                               warnings: list[str]) -> None:
    page, context, session, tables = confirmed(qtbot, tmp_path, store)
    session.record(tables[0].id, read_action("note", {"text": "via"}))
    context.changed(Changes(tables=frozenset({tables[0].id})))
    page.saved_view.selectRow(0)
    page.seat_order()
    assert warnings and "fixed" in warnings[-1]


def test_confirming_and_removing_a_round_ask_first(qtbot: QtBot, tmp_path: Path, store: Store,
                                                   questions: Questions) -> None:
    page, context = make_page(qtbot, tmp_path, store)
    page.draw()
    questions.answer = False
    page.confirm()
    session = context.require_session()
    assert session.rounds() == [] and page.proposal is not None  # cancelled: nothing saved, the draw kept
    title, what, action = questions.asked[-1]
    assert what.startswith("Round 1 is saved with its 2 tables") and action == "Confirm round 1"
    questions.answer = True
    page.confirm()
    assert len(session.rounds()) == 1
    questions.answer = False
    assert not undo_with_question(context.undo_stack, page)
    assert len(session.rounds()) == 1  # Ctrl+Z asked, the referee said no: the round stays
    title, what, action = questions.asked[-1]
    assert action == "Remove the round" and "Confirm round 1" in what and "draw is lost" in what
    questions.answer = True
    assert undo_with_question(context.undo_stack, page)
    assert session.rounds() == []
    # the keys: confirming a round is not the table page's routine Ctrl+Return
    keys = {k.toString() for a in page.actions() for k in a.shortcuts()}
    assert "Ctrl+Return" not in keys and "Ctrl+Shift+Return" in keys
