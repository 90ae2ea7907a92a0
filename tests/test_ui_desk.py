"""The desk of a head referee at many tables: the table page's forms follow the table after any change (an
undo, a phone's write), Ctrl+Z reaches the app's undo where the focused field has nothing to undo, a table
without a recorded game end is confirmed with Enter and asked about once, a half-typed score sheet survives
Escape, and every tab has its own letter with the page's shortcuts working right after it is shown."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.ops.table_ops import TableOperations
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.window.settings import Settings
from referee_app.rules.table.actions import CardsInHand, ClockPause, ClockResume, TimeExpired
from referee_app.rules.sdadata import TurnEvent
from tests.table_helpers import Clock, seed_event
from tests.ui_fixtures import Questions


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store.open(tmp_path / "t.db")
    seed_event(opened)
    yield opened
    opened.close(backup=False)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    return shown


def _window(qtbot: QtBot, tmp_path: Path, store: Store):  # type: ignore[no-untyped-def]
    from referee_app.ui.app import build_window

    window = build_window(_settings(tmp_path), store)
    window.context.clock = Clock()  # type: ignore[attr-defined]
    qtbot.addWidget(window)
    window.resize(1366, 740)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    return window


def _table_page(window):  # type: ignore[no-untyped-def]
    window.show_page("TablePage")
    return window.page_named("TablePage")


# ---- 2: every form of the table page follows the table's state -------------------------------------------
def test_the_turn_form_proposes_the_right_player_after_an_undo_and_a_phones_write(
        qtbot: QtBot, tmp_path: Path, store: Store, warnings: list[str]) -> None:
    window = _window(qtbot, tmp_path, store)
    page = _table_page(window)
    form = page.turn_form
    page.clock_box.start_button.click()
    assert form.turn_player.currentText() == "Anna"
    form.conquered.setValue(2)
    page.end_turn_action.trigger()
    assert form.turn_player.currentText() == "Bruno"
    window.undo_stack.undo()  # Edit > Undo: Anna's turn end is gone, so the turn is hers again
    assert form.turn_player.currentText() == "Anna", "after the undo the form must propose Anna again"
    window.tabs.setCurrentIndex(0)  # a tab switch and back changes nothing
    window.show_page("TablePage")
    assert form.turn_player.currentText() == "Anna"
    window.undo_stack.redo()
    assert form.turn_player.currentText() == "Bruno"
    form.conquered.setValue(3)  # the referee starts typing Bruno's turn...
    ops = TableOperations(window.context.session, page.ops.table_id)
    window.context.changed(ops.act(ClockPause()))  # ...a write that does not change whose turn it is keeps it
    assert form.turn_player.currentText() == "Bruno" and form.conquered.value() == 3
    # a phone records Bruno's turn end: the form moves to Carla, with nothing of Bruno's turn left in it
    window.context.changed(ops.act(ClockResume()))
    window.context.changed(ops.act(TurnEvent(player="Bruno", conquered=1, eliminated=[], excluded=[], withdrawn=[],
                                        objective=False, roll=None, missed_roll=False)))
    assert form.turn_player.currentText() == "Carla" and form.conquered.value() == 0
    assert not warnings
    window.close()


# ---- 3: Ctrl+Z reaches the app's undo when the field has nothing of its own to undo -----------------------
def test_ctrl_z_undoes_the_turn_end_from_the_conquered_field(qtbot: QtBot, tmp_path: Path, store: Store,
                                                              warnings: list[str]) -> None:
    window = _window(qtbot, tmp_path, store)
    page = _table_page(window)
    page.clock_box.start_button.click()
    field = page.turn_form.conquered
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClick(field, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert page.current.log[-1].parts[0].args == ("Anna",)
    assert page.turn_form.turn_player.currentText() == "Bruno"
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.turn_form.turn_player.currentText() == "Anna", "Ctrl+Z must undo the turn end"
    assert page.current.redo_seq is not None  # undone, so it can be redone
    # a field with typing of its own keeps Ctrl+Z for itself
    page.turn_form.conquered.setFocus()
    line = page.turn_form.conquered.lineEdit()
    line.selectAll()
    qtbot.keyClicks(line, "4")
    assert page.turn_form.conquered.value() == 4
    undo_index = window.undo_stack.index()
    qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.undo_stack.index() == undo_index and page.turn_form.conquered.value() == 0
    assert not warnings
    window.close()


# ---- 4: no recorded game end: Enter confirms, and the desk is asked once ---------------------------------
def test_confirming_without_a_recorded_end_defaults_to_confirm_and_asks_once(
        qtbot: QtBot, tmp_path: Path, questions: Questions) -> None:
    from referee_app.ui.result.dialog import ResultDialog
    from tests.results_data import table_ids
    from tests.test_ui_result_sheet import ROWS
    from tests.ui_results_helpers import make_context

    context = make_context(tmp_path)
    first, second = table_ids(context.require_session())
    for table in (first, second):
        dialog = ResultDialog(context, table)
        qtbot.addWidget(dialog)
        for row, (objective, outside) in enumerate(ROWS):
            dialog.sheet.cells[(row, "objective_points")].setText(objective)
            dialog.sheet.cells[(row, "outside_points")].setText(outside)
        assert dialog.confirm() and context.store.result(table) is not None
    assert len(questions.asked) == 1, "the desk is asked once, not at every table"
    assert questions.defaults == [True], "Enter confirms: the sheet is the evidence the game ended"
    context.store.close(backup=False)


def test_the_question_box_has_the_action_as_its_default_when_asked(qtbot: QtBot) -> None:
    from referee_app.ui.widgets.confirm import question_box

    box, go = question_box(None, "T", "what", "Do it", default_action=True)
    assert box.defaultButton() is go
    box, go = question_box(None, "T", "what", "Do it")
    assert box.defaultButton() is not go and box.escapeButton() is box.defaultButton()


# ---- 6: Escape keeps a half-typed score sheet as the table's draft ---------------------------------------
def test_escape_keeps_the_half_typed_sheet_until_confirmed_or_discarded(qtbot: QtBot, tmp_path: Path) -> None:
    from referee_app.ui.result.dialog import ResultDialog
    from tests.results_data import table_ids
    from tests.test_ui_result_sheet import ROWS
    from tests.ui_results_helpers import make_context

    context = make_context(tmp_path)
    first, second = table_ids(context.require_session())
    dialog = ResultDialog(context, first)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.sheet.cells[(0, "objective_points")].setText("41")
    dialog.sheet.cells[(0, "outside_points")].setText("12")
    qtbot.keyClick(dialog.sheet.cells[(0, "outside_points")], Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    again = ResultDialog(context, first)
    qtbot.addWidget(again)
    assert again.sheet.cells[(0, "objective_points")].text() == "41", "Escape must not lose the typing"
    assert again.sheet.cells[(0, "outside_points")].text() == "12"
    assert again.draft_label.isVisibleTo(again) and again.discard_button.isVisibleTo(again)
    other = ResultDialog(context, second)  # the draft is this table's only
    qtbot.addWidget(other)
    assert other.sheet.cells[(0, "objective_points")].text() == ""
    again.discard_button.click()  # explicitly discarded: empty again, and so at the next opening
    assert again.sheet.cells[(0, "objective_points")].text() == ""
    again.reject()
    third = ResultDialog(context, first)
    qtbot.addWidget(third)
    assert third.sheet.cells[(0, "objective_points")].text() == ""
    for row, (objective, outside) in enumerate(ROWS):  # typed, closed, reopened, confirmed: no draft left
        third.sheet.cells[(row, "objective_points")].setText(objective)
        third.sheet.cells[(row, "outside_points")].setText(outside)
    third.reject()
    fourth = ResultDialog(context, first)
    qtbot.addWidget(fourth)
    assert fourth.confirm()
    fifth = ResultDialog(context, first)
    qtbot.addWidget(fifth)
    assert not fifth.draft_label.isVisibleTo(fifth)
    context.store.close(backup=False)


# ---- 7: each tab its own letter; a page's shortcuts work right after Alt+letter ----------------------------
def _letter(title: str) -> str:
    found = re.search(r"&(\w)", title)
    assert found is not None, title
    return found.group(1).lower()


def test_every_tab_and_menu_has_its_own_letter(qtbot: QtBot, tmp_path: Path, store: Store, language: str) -> None:
    window = _window(qtbot, tmp_path, store)
    tabs = [_letter(window.tabs.tabText(i)) for i in range(window.tabs.count())]
    menus = [_letter(a.text()) for a in window.menuBar().actions()]
    assert len(set(tabs + menus)) == len(tabs + menus), (tabs, menus)
    window.close()


def test_page_shortcuts_work_right_after_alt_letter(qtbot: QtBot, tmp_path: Path, store: Store,
                                                    language: str, warnings: list[str]) -> None:
    window = _window(qtbot, tmp_path, store)
    titles = [window.tabs.tabText(i) for i in range(window.tabs.count())]

    def alt(class_name: str) -> None:
        index = next(i for i in range(window.tabs.count())
                     if window.tabs.widget(i).spec.class_name == class_name)
        qtbot.keyClick(window.focusWidget() or window, _letter(titles[index]), Qt.KeyboardModifier.AltModifier)
        assert window.tabs.currentIndex() == index, titles[index]

    alt("CasisticaPage")
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    casistica = window.page_named("CasisticaPage")
    assert casistica.search.hasFocus(), "Ctrl+K right after Alt+letter"
    alt("PlayersPage")
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    players = window.page_named("PlayersPage")
    assert players.search.hasFocus(), "Ctrl+F right after Alt+letter"
    alt("TablePage")
    table = window.page_named("TablePage")
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert table.current is not None and not table.current.clock.started
    assert len(warnings) == 1  # reached the page: refused, nothing to pause before the start
    table.clock_box.start_button.click()
    alt("HallTab")
    alt("TablePage")
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert table.current.clock.paused, "Ctrl+P right after Alt+letter"
    window.close()


# ---- 11: card-count penalties at the table page and from a phone, through the one operation -----------------
def test_card_count_penalties_show_their_consequence_and_record_from_page_and_phone(
        qtbot: QtBot, tmp_path: Path, questions: Questions, warnings: list[str]) -> None:
    from referee_app.net.actions import table_act
    from referee_app.ui.table.page import TablePage

    store = Store.open(tmp_path / "r.db")
    seed_event(store, "raduno")
    context = AppContext(store, _settings(tmp_path), clock=Clock())
    page = TablePage(context)
    qtbot.addWidget(page)
    panel = page.penalty_panel
    panel.select_penalty("cards_in_hand", "Bruno")
    panel.cards_count.setValue(8)
    # Raduno: found with 8 or more, he discards them all; said before anything is written
    assert panel.consequence.text() == "Discards all his 8 cards (limit 7)"
    before = len(page.current.penalties)
    assert panel.apply_penalty()
    assert questions.asked[-1][1] == "Penalty to Bruno at table 1: Discards all his 8 cards (limit 7)."
    assert len(page.current.penalties) == before + 1 and page.current.penalties[-1].player == "Bruno"

    panel.select_penalty("wrong_set_value", "Carla")
    panel.set_combination.setCurrentIndex(panel.set_combination.findData("one_of_each"))
    panel.set_claimed.setValue(14)
    assert panel.consequence.text().startswith("10 armies due, 4 in excess")

    panel.select_penalty("reinforcement_count", "Dario")
    panel.count_territories.setValue(12)
    panel.count_placed.setValue(9)
    assert panel.consequence.text().startswith("4 armies due, 5 in excess")
    next(iter(panel.continent_checks.values())).setChecked(True)  # a whole continent: its bonus is due too
    assert not panel.consequence.text().startswith("4 armies due")

    # a phone's penalty form: the same operation, the same consequence in the table's log
    ops = page.ops
    line = ops.preview_penalty(CardsInHand("Anna", count=9))
    changes = ops.act(table_act("penalty", {"kind": "cards_in_hand", "player": "Anna", "facts": {"count": 9}}))
    context.changed(changes)
    assert page.current.penalties[-1].player == "Anna" and page.current.penalties[-1].consequence == line.consequence
    assert not warnings
    store.close(backup=False)


# ---- 8: the Turni page finds a player's table -----------------------------------------------------------------
def test_the_rounds_page_finds_a_players_table(qtbot: QtBot, tmp_path: Path, store: Store) -> None:
    from referee_app.ui.rounds.page import RoundsPage

    context = AppContext(store, _settings(tmp_path), clock=Clock())
    page = RoundsPage(context)
    qtbot.addWidget(page)
    page.search.setText("fab")
    assert page.found.text() == "Fabio — saved round: table 2"
    assert page.saved_view.selectionModel().selectedRows()[0].row() == 1
    seats = page.saved_model.index(1, 1).data()
    assert seats == "Elena · Fabio · Gina · Ugo"  # one line a table; the colours are in its tooltip
    page.search.setText("")
    assert page.found.text() == ""


# ---- 12: points as the sheets write them ------------------------------------------------------------------------
def test_points_keep_both_decimals() -> None:
    from referee_app.texts.numbers import points_text

    assert [points_text(v) for v in (7.3, 12.4, 12.41, 12, 0, None, -0.0)] == ["7.30", "12.40", "12.41", "12", "0", "",
                                                                                "0"]


def test_a_bad_rank_names_the_files_own_column(tmp_path: Path) -> None:
    from referee_app.ops.import_words import line_text
    from referee_app.ops.players_ops import classify
    from referee_app.store.csv_import import parse_players_csv

    preview = parse_players_csv(b"nome;classifica\nAnna Rossi;primo\n")
    problem = classify(preview.errors[0].line, preview.errors[0].message)
    assert line_text("it", problem) == "classifica: un numero intero da 1, non «primo»"


# ---- 10: a ruling's casistica entry found as one types; the Casistica tab's ruling starts on the table in view ----
def test_the_table_page_searches_the_casistica_and_the_ruling_dialog_starts_on_its_table(
        qtbot: QtBot, tmp_path: Path, store: Store, warnings: list[str]) -> None:
    from referee_app.ui.casistica.page import CasisticaPage
    from referee_app.ui.table.page import TablePage

    context = AppContext(store, _settings(tmp_path), clock=Clock())
    page = TablePage(context)
    qtbot.addWidget(page)
    box = page.ruling_box
    everything = box.ruling_entry.count()
    box.ruling_search.setText("dado fuori dal tavolo")
    assert 1 < box.ruling_entry.count() < everything  # only the rulings that match, the best one chosen
    assert box.ruling_entry.currentData() == "dice-off-field-or-tilted"
    second = page.table_combo.itemData(1)
    page.show_table(second)
    assert box.ruling_search.text() == ""  # another table: an empty ruling
    casistica = CasisticaPage(context)
    qtbot.addWidget(casistica)
    casistica.show_entry_id("dice-off-field-or-tilted")
    dialog = casistica.open_ruling_dialog()
    assert dialog is not None and dialog.choice() is not None and dialog.choice().table_id == second
    dialog.reject()


# ---- 12: a finished game's clock stops and says so; without sdadata, the organiser's rule ----------------------
def _hall_phase(window, table_number: int) -> tuple[str, str, bool]:  # type: ignore[no-untyped-def]
    """What the hall board's tile and the projector say of a table: (desk phase, projector phase, running)."""
    board = window.page_named("HallTab").board
    board.refresh()
    tile = next(x for x in board.model.tiles() if x.number == table_number)
    board.show_projector()
    projector = board.projector
    assert projector is not None
    words = projector.delegate.short_phase(tile)
    projector.close()
    return board.delegate.phase_text(tile), words, tile.expires_at is not None


def test_time_up_without_sdadata_says_the_organisers_rule_until_its_turn_ends_the_game(
        qtbot: QtBot, tmp_path: Path, warnings: list[str]) -> None:
    store = Store.open(tmp_path / "c.db")
    seed_event(store, "risk-classic")
    window = _window(qtbot, tmp_path, store)
    page = _table_page(window)
    clock = window.context.clock
    window.context.require_session().clock = clock  # the session's clock too: the test moves it
    page.clock_box.start_button.click()
    assert page.phase_box.phase_label.text() == "Playing"
    assert page.turn_form.forecast_label.text() == "This ruleset has no sdadata"
    clock.now += 91 * 60  # time is up: the clock stands at zero and the ruleset's rule is said, not "Playing"
    page.refresh()
    assert page.phase_box.phase_label.text() == "Time is up: the game ends with the turn in progress (the " \
                                                "organiser's rule: this ruleset has no sdadata)"
    assert page.phase_box.next_label.text() == "Time is up: record during whose turn (Ctrl+T)"
    assert _hall_phase(window, 1) == ("Time up: last turn", "Last turn", False)
    session = window.context.require_session()
    ops = TableOperations(session, session.tables(session.current_round().id)[0].id)
    ops.act(TimeExpired("Anna"))
    page.refresh()
    page.turn_form.turn_player.setCurrentText("Anna")
    assert page.turn_form.forecast_label.text() == "Time is up: the end of this turn ends the game"
    clock.now += 60
    page.end_turn_action.trigger()  # Anna's turn was the one in progress: the game is over
    assert page.phase_box.phase_label.text() == "Game over — closed as time ran out"
    assert page.clock_box.clock_state.text() == "Game over"
    assert not page.clock_box.recovery_button.isEnabled() and not page.clock_box.pause_button.isEnabled()
    assert _hall_phase(window, 1) == ("Game over", "Game over", False)
    assert not warnings


def test_the_clock_stops_and_says_game_over_when_the_sdadata_ends_the_game(
        qtbot: QtBot, tmp_path: Path, store: Store, warnings: list[str]) -> None:
    window = _window(qtbot, tmp_path, store)
    page = _table_page(window)
    clock = window.context.clock
    window.context.require_session().clock = clock  # the session's clock too: the test moves it
    page.clock_box.start_button.click()
    session = window.context.require_session()
    ops = TableOperations(session, session.tables(session.current_round().id)[0].id)
    clock.now += 30 * 60
    ops.act(TimeExpired("Anna"))  # declared with an hour left on the hall's clock
    while not session.table_state(ops.table_id).ended:
        player = ops.likely_turn()
        assert player is not None
        clock.now += 60
        ops.act(TurnEvent(player, roll=3 if ops.forecast(TurnEvent(player)).rolls else None))
    page.refresh()
    figures = page.clock_box.clock_label.text()
    assert page.clock_box.clock_state.text() == "Game over" and figures != "00:00"
    clock.now += 10 * 60  # ten minutes later the figures have not moved
    page.refresh()
    assert page.clock_box.clock_label.text() == figures
    assert not page.clock_box.recovery_button.isEnabled() and not page.clock_box.pause_button.isEnabled()
    assert _hall_phase(window, 1) == ("Game over", "Game over", False)
    from referee_app.net.views import table as phone_table

    phone = phone_table(session, 1)
    assert phone["phase"] == "ended" and phone["ended"] and not phone["clock"]["running"]
    assert phone["clock"]["text"] == figures
    assert not warnings


# ---- 12: Tab leaves the wizard's date whole, to the venue --------------------------------------------------------
def test_tab_goes_from_the_date_to_the_venue(qtbot: QtBot) -> None:
    from referee_app.ui.event.wizard import DetailsStep

    step = DetailsStep()
    qtbot.addWidget(step)
    step.show()
    step.activateWindow()
    qtbot.waitUntil(step.isActiveWindow, timeout=3000)
    step.date.setFocus()
    qtbot.waitUntil(step.date.hasFocus)
    qtbot.keyClick(step.date, Qt.Key.Key_Tab)
    assert step.venue.hasFocus(), "one Tab from the date reaches the venue"
    qtbot.keyClicks(step.venue, "Marsala")
    assert step.venue.text() == "Marsala"
