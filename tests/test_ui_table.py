from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.table.page import TablePage
from referee_app.ui.window.settings import Settings
from referee_app.rules.table.actions import ClockPause
from tests.table_helpers import Clock, seed_event
from tests.ui_fixtures import Questions

@pytest.fixture
def context(tmp_path: Path) -> Iterator[AppContext]:
    store = Store.open(tmp_path / "t.db")
    seed_event(store)
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    ctx = AppContext(store, settings, clock=Clock())
    yield ctx
    store.close(backup=False)


class Warnings:
    def __init__(self) -> None:
        self.shown: list[str] = []

    def __call__(self, parent: object, title: str, text: str, *args: object) -> None:
        self.shown.append(text)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> Warnings:
    seen = Warnings()
    monkeypatch.setattr(QMessageBox, "warning", seen)
    return seen


@pytest.fixture
def page(qtbot: QtBot, context: AppContext, warnings: Warnings) -> TablePage:
    widget = TablePage(context)
    qtbot.addWidget(widget)
    return widget


def _clock(page: TablePage) -> Clock:
    return page.context.clock  # type: ignore[return-value]


def _entries(page: TablePage) -> int:
    assert page.ops is not None
    return len(page.context.store.actions(page.ops.table_id))


def _end_turn(page: TablePage, player: str, conquered: int = 0, roll: int | None = None,
              eliminated: tuple[str, ...] = ()) -> None:
    assert page.turn_form.turn_player.currentText() == player, "the form is prefilled with the next player"
    page.turn_form.conquered.setValue(conquered)
    for name in eliminated:
        page.turn_form.eliminated[name].setChecked(True)
    if roll is not None:
        assert page.turn_form.roll.isEnabled(), f"{player}'s turn should roll"
        page.turn_form.roll.setValue(roll)
    else:
        assert not page.turn_form.roll.isEnabled(), f"{player}'s turn should not roll"
    page.end_turn_action.trigger()


def test_empty_without_event(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "e.db")
    ctx = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    page = TablePage(ctx)
    qtbot.addWidget(page)
    assert page.stack.currentWidget() is page.hint and "event" in page.hint.text().lower()
    page.end_turn()
    page.toggle_pause()
    store.close(backup=False)


def test_opens_on_the_first_table_and_follows_requests(page: TablePage, context: AppContext,
                                                       qtbot: QtBot) -> None:
    assert page.stack.currentWidget() is page.scroller
    assert page.ops is not None and page.seats_box.seats_model.rowCount() == 4
    assert page.seats_box.seats_model.index(0, 1).data() == "Anna"
    second = page.table_combo.itemData(1)
    with qtbot.waitSignal(context.pageRequested) as requested:
        context.tableRequested.emit(second)
        context.pageRequested.emit("TablePage")
    assert requested.args == ["TablePage"]
    assert page.ops.table_id == second and page.seats_box.seats_model.index(0, 1).data() == "Elena"


def test_full_sdadata_through_the_form(page: TablePage, context: AppContext, warnings: Warnings) -> None:
    clock = _clock(page)
    page.clock_box.start_button.click()
    assert page.current is not None and page.current.clock.running
    clock.now += 90 * 60 + 3
    page.tick()
    assert "Ctrl+T" in page.phase_box.phase_label.text()  # time is up, not yet recorded
    page.record_time_expired("Dario")
    assert page.phase_box.phase_label.text() == "Penultimate round"
    assert "Anchor: Dario" in page.phase_box.anchor_label.text()
    _end_turn(page, "Dario")
    for player in ("Anna", "Bruno", "Carla"):
        assert page.phase_box.phase_label.text() == "Last round"
        _end_turn(page, player, conquered=1)
    assert page.phase_box.next_label.text() == "Next: Dario, rolls: ends on ≤ 4 (6/36)"
    assert not page.turn_form.eliminated["Dario"].isEnabled()  # his own turn
    page.turn_form.conquered.setValue(3)  # three conquests: the engine says no roll, before the dice
    assert not page.turn_form.roll.isEnabled() and "No roll" in page.turn_form.forecast_label.text()
    page.turn_form.conquered.setValue(2)
    assert page.turn_form.roll.isEnabled() and "6/36" in page.turn_form.forecast_label.text()
    _end_turn(page, "Dario", conquered=2, roll=9)
    assert page.phase_box.phase_label.text() == "Sdadata: ends on ≤ 4 (6/36)"
    _end_turn(page, "Anna", roll=8)
    _end_turn(page, "Bruno", roll=11)
    page.turn_form.eliminated["Dario"].setChecked(True)  # Carla takes the anchor's place: round 1 starts with her
    assert "10/36" in page.turn_form.forecast_label.text()
    page.turn_form.eliminated["Dario"].setChecked(False)
    _end_turn(page, "Carla", roll=10, eliminated=("Dario",))
    assert page.phase_box.phase_label.text() == "Sdadata: ends on ≤ 5 (10/36)"
    assert "Anchor: Carla" in page.phase_box.anchor_label.text()
    assert page.seats_box.seats_model.index(3, 3).data() == "eliminated"
    _end_turn(page, "Anna", roll=5)
    assert page.phase_box.phase_label.text().startswith("Game over")
    assert warnings.shown == []
    log = page.log_box.log_model
    assert log.index(log.rowCount() - 1, 3).data() == "End of Anna's turn; rolled 5"


def test_refused_turn_records_nothing_and_names_the_field(page: TablePage, warnings: Warnings) -> None:
    page.clock_box.start_button.click()
    page.record_time_expired("Bruno")
    before = _entries(page)
    page.turn_form.turn_player.setCurrentText("Carla")  # Bruno's turn, not Carla's
    page.end_turn()
    assert _entries(page) == before
    assert warnings.shown and warnings.shown[-1].startswith("Player:") and "Bruno" in warnings.shown[-1]
    page.record_time_expired("Anna")  # already recorded
    assert _entries(page) == before and "already expired" in warnings.shown[-1]


def test_clock_buttons_recovery_and_shortcut(page: TablePage, warnings: Warnings) -> None:
    assert page.clock_box.start_button.isEnabled() and not page.clock_box.pause_button.isEnabled()
    page.clock_box.start_button.click()
    _clock(page).now += 60
    page.pause_action.trigger()
    assert page.current is not None and page.current.clock.paused and page.clock_box.resume_button.isEnabled()
    assert page.clock_box.clock_state.text() == "Paused"
    page.toggle_pause()
    assert page.current.clock.running
    before = _entries(page)
    assert not page.add_recovery(3, "")
    assert _entries(page) == before and warnings.shown[-1].startswith("Reason:")
    assert page.add_recovery(3, "dadi caduti")
    assert page.clock_box.clock_label.text() == "1:32:00"


def test_penalty_calculator_shows_the_consequence_before_applying(page: TablePage, context: AppContext,
                                                                  warnings: Warnings) -> None:
    page.handle_action("penalty:army_cap")
    assert page.penalty_panel.penalty_kind.currentData() == "army_cap"
    page.penalty_panel.penalty_player.setCurrentText("Bruno")
    page.penalty_panel.armies.setValue(134)
    assert page.penalty_panel.consequence.text() == "Remove 8 armies; new cap 126"
    assert _entries(page) == 0
    assert page.penalty_panel.apply_button.click() is None and _entries(page) == 1
    assert page.seats_box.seats_model.index(1, 5).data() == "126"
    assert page.penalty_panel.penalty_list.item(0).text() == "Bruno: Remove 8 armies; new cap 126"
    page.handle_action("penalty:free_sanction")
    page.penalty_panel.reason.setText("   ")
    assert page.penalty_panel.consequence.text().startswith("Reason:")
    assert not page.apply_penalty() and _entries(page) == 1 and warnings.shown[-1].startswith("Reason:")
    page.handle_action("penalty:no_such_penalty")  # not a table penalty: nothing changes
    assert page.penalty_panel.penalty_kind.currentData() == "free_sanction"


def test_missed_roll_brings_up_its_penalty(page: TablePage) -> None:
    page.clock_box.start_button.click()
    page.record_time_expired("Dario")
    for player in ("Dario", "Anna", "Bruno", "Carla"):
        _end_turn(page, player)
    page.turn_form.missed_roll.setChecked(True)
    assert not page.turn_form.roll.isEnabled()
    page.end_turn()
    assert page.penalty_panel.penalty_kind.currentData() == "missed_sdadata_roll"
    assert page.penalty_panel.penalty_player.currentText() == "Dario"
    assert page.penalty_panel.consequence.text() == "Verbal warning"
    page.apply_penalty()
    assert page.seats_box.seats_model.index(3, 4).data() == "1"
    assert page.penalty_panel.consequence.text().startswith("Excluded from the game")


def test_undo_and_redo_through_the_stack_and_the_buttons(page: TablePage, context: AppContext) -> None:
    page.clock_box.start_button.click()
    page.record_time_expired("Dario")
    assert context.undo_stack.count() == 2 and page.log_box.undo_button.isEnabled()
    context.undo_stack.undo()  # the main window's Ctrl+Z
    assert page.current is not None and page.current.expired_during is None and page.log_box.redo_button.isEnabled()
    context.undo_stack.redo()
    assert page.current.expired_during == "Dario"
    page.log_box.undo_button.click()
    assert page.current.expired_during is None
    page.log_box.redo_button.click()
    assert page.current.expired_during == "Dario"
    # after a restart the stack is empty, the table's log can still be undone from the page
    context.undo_stack.clear()
    page.log_box.undo_button.click()
    assert page.current.expired_during is None and context.undo_stack.count() == 1
    context.undo_stack.undo()  # undoing the page's undo puts the entry back
    assert page.current.expired_during == "Dario"


def test_stale_undo_is_refused_and_dropped(page: TablePage, context: AppContext, warnings: Warnings) -> None:
    page.clock_box.start_button.click()
    assert page.ops is not None
    page.ops.act(ClockPause())  # recorded elsewhere (the hall): the stack's command is no longer the last entry
    context.undo_stack.undo()
    assert warnings.shown and "no longer the last" in warnings.shown[-1]
    assert page.current is not None and page.current.clock.paused and page.current.clock.started


def test_ruling_and_referee_call(page: TablePage, warnings: Warnings) -> None:
    page.record_ruling()
    assert warnings.shown[-1].startswith("Decision:") and _entries(page) == 0
    page.ruling_box.ruling_text.setText("Dado fuori dal tavolo: si ritira")
    page.ruling_box.ruling_players.item(0).setCheckState(Qt.CheckState.Checked)
    page.ruling_box.ruling_entry.setCurrentIndex(page.ruling_box.ruling_entry.findData("dice-off-field-or-tilted"))
    assert page.record_ruling()
    assert page.current is not None and page.current.rulings[0]["players"] == ["Anna"]
    assert page.ruling_box.ruling_text.text() == ""
    page.clock_box.call_button.click()
    assert page.current.referee_called and page.clock_box.call_button.isChecked()
    page.clock_box.call_button.click()
    assert not page.current.referee_called


def test_players_leaving_before_expiry(page: TablePage, warnings: Warnings) -> None:
    assert page.record_player_left("Carla", "withdrawn")
    assert page.seats_box.seats_model.index(2, 3).data() == "withdrew"
    page.record_time_expired("Dario")
    before = _entries(page)
    assert not page.record_player_left("Anna", "excluded")  # after expiry it goes with the turn end
    assert _entries(page) == before and warnings.shown[-1].startswith("Player:")


def test_result_area_opens_the_result_dialog_of_this_table(page: TablePage, qtbot: QtBot) -> None:
    assert page.ops is not None
    page.result_box.result_button.click()
    dialog = page.result_dialog
    assert dialog.isVisible() and dialog.table_id == page.ops.table_id
    dialog.close()


def test_hall_double_click_opens_the_table(qtbot: QtBot, context: AppContext) -> None:
    from referee_app.ui.hall.page import HallTab

    hall = HallTab(context)
    qtbot.addWidget(hall)
    seen: list[object] = []
    context.tableRequested.connect(seen.append)
    context.pageRequested.connect(seen.append)
    hall.board.view.doubleClicked.emit(hall.board.model.index(1, 0))
    # the page first (a page is built when first shown), then the table it is to show
    assert seen == ["TablePage", hall.board.model.tile(1).table_id]


def test_keyboard_shortcuts(page: TablePage, qtbot: QtBot) -> None:
    page.show()
    qtbot.waitExposed(page)
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=3000)
    page.turn_form.conquered.setFocus()
    qtbot.keyClick(page.turn_form.conquered, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert page.current is not None and not page.current.clock.started  # nothing to pause: refused
    page.clock_box.start_button.click()
    qtbot.keyClick(page.turn_form.conquered, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert page.current.clock.paused
    before = _entries(page)
    qtbot.keyClick(page.turn_form.conquered, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert _entries(page) == before + 1 and page.current.log[-1].parts[0].args == ("Anna",)
    page.penalty_panel.reason.setFocus()  # typing a sanction's reason: Ctrl+T still asks whose turn it was
    asked: list[str] = []
    page._choose = lambda title, label, items, current: asked.append(label) or items[current]  # type: ignore
    qtbot.keyClick(page.penalty_panel.reason, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert asked and page.current.expired_during == "Bruno"  # the one after Anna's recorded turn


def test_reopening_the_event_rebuilds_the_page(page: TablePage, context: AppContext) -> None:
    assert page.ops is not None
    old = page.ops
    table_id = old.table_id
    context.open_event(context.require_session().event_id)
    assert page.ops is not None and page.ops is not old and page.ops.table_id == table_id
    assert page.ops.session is context.session


def test_per_table_forms_start_empty_on_another_table(page: TablePage) -> None:
    panel, ruling, form = page.penalty_panel, page.ruling_box, page.turn_form
    page.handle_action("penalty:army_cap")
    panel.penalty_player.setCurrentText("Bruno")
    panel.armies.setValue(138)
    panel.armies_declared.setChecked(True)
    ruling.ruling_text.setText("dado caduto dal tavolo: si ritira")
    ruling.ruling_players.item(1).setCheckState(Qt.CheckState.Checked)
    form.conquered.setValue(4)
    page.table_combo.setCurrentIndex(1)  # table 2: other players
    assert page.current is not None and page.current.number == 2
    assert panel.penalty_kind.currentIndex() == 0 and panel.penalty_player.currentText() == "Elena"
    assert panel.armies.value() == 0 and not panel.armies_declared.isChecked()
    assert "Bruno" not in panel.consequence.text()
    assert ruling.ruling_text.text() == ""
    assert all(ruling.ruling_players.item(i).checkState() == Qt.CheckState.Unchecked
               for i in range(ruling.ruling_players.count()))
    assert form.conquered.value() == 0


def test_a_penalty_names_its_player_and_table_before_it_applies(page: TablePage, questions: Questions) -> None:
    page.handle_action("penalty:army_cap")
    page.penalty_panel.penalty_player.setCurrentText("Bruno")
    page.penalty_panel.armies.setValue(134)
    questions.answer = False
    assert not page.apply_penalty() and _entries(page) == 0  # cancelled: nothing written
    title, what, action = questions.asked[-1]
    assert what == "Penalty to Bruno at table 1: Remove 8 armies; new cap 126."
    assert action == "Apply the penalty"
    questions.answer = True
    assert page.apply_penalty() and _entries(page) == 1


def test_time_expiry_with_time_left_asks_first(page: TablePage, questions: Questions) -> None:
    page.clock_box.start_button.click()
    _clock(page).now += 90 * 60 - 89  # 1:29 left on the clock
    questions.answer = False
    assert not page.record_time_expired("Dario") and _entries(page) == 1  # only the clock start
    title, what, action = questions.asked[-1]
    assert what.startswith("The clock of table 1 still shows 01:29") and "Dario" in what
    questions.answer = True
    assert page.record_time_expired("Dario") and _entries(page) == 2
    asked = len(questions.asked)
    _clock(page).now += 90 * 60
    page.table_combo.setCurrentIndex(1)
    page.clock_box.start_button.click()
    _clock(page).now += 90 * 60 + 1  # time is really over at table 2: nothing to ask
    assert page.record_time_expired("Elena") and len(questions.asked) == asked


def test_the_turn_form_says_time_is_up_before_the_expiry_is_recorded(page: TablePage) -> None:
    page.clock_box.start_button.click()
    assert page.turn_form.forecast_label.text() == "Time has not expired: no sdadata roll yet"
    _clock(page).now += 91 * 60
    page.refresh()
    assert page.turn_form.forecast_label.text() == "Time is up: record during whose turn (Ctrl+T)"
