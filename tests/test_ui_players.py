from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.qtbot import QtBot

from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.players.model import Column
from referee_app.ui.players.page import PlayersPage
from tests.ui_fixtures import PinRequests, temp_settings, warnings


@pytest.fixture
def context(tmp_path: Path) -> AppContext:
    store = Store.open(tmp_path / "t.db")
    settings = temp_settings(tmp_path)
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
    for name, club in (("Anna Rossi", "Marsala"), ("Čita Horvat", "Zagreb"), ("Nils Ødegård", "Oslo")):
        store.add_player(event, name, club=club)
    ctx = AppContext(store, settings)
    ctx.open_event(event)
    yield ctx
    store.close(backup=False)


@pytest.fixture
def page(qtbot: QtBot, context: AppContext) -> PlayersPage:
    p = PlayersPage(context)
    qtbot.addWidget(p)
    p.resize(1000, 600)
    p.show()
    return p


def _names(context: AppContext) -> list[str]:
    return [p.name for p in context.require_session().players()]


def _select(page: PlayersPage, name: str) -> int:
    player = next(p for p in page.context.require_session().players() if p.name == name)
    page.select(player.id)
    assert page.selected_id() == player.id
    return player.id


def test_table_shows_players_sorted_with_counts(page: PlayersPage) -> None:
    assert page.proxy.rowCount() == 3
    shown = [page.proxy.index(r, Column.NAME).data() for r in range(3)]
    assert shown == ["Anna Rossi", "Čita Horvat", "Nils Ødegård"]  # accent-insensitive order
    assert page.counts.text() == "Present: 3 / 3"
    assert page.model.headerData(Column.PRESENT, Qt.Orientation.Horizontal) == "Present"


def test_search_ignores_case_and_accents(qtbot: QtBot, page: PlayersPage) -> None:
    qtbot.keyClicks(page.search, "cita")
    assert page.proxy.rowCount() == 1
    assert page.proxy.index(0, Column.NAME).data() == "Čita Horvat"
    page.search.setText("OSLO")
    assert page.proxy.index(0, Column.NAME).data() == "Nils Ødegård"
    page.search.setText("zzz")
    assert page.proxy.rowCount() == 0
    page.search.clear()
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.search.hasFocus()


def test_add_through_dialog_then_undo_redo(page: PlayersPage, context: AppContext, warnings: list[str]) -> None:
    page.add_player()
    dialog = page.dialog
    assert dialog is not None
    dialog.name.setText("Giulia Bianchi")
    dialog.club.setText("Trapani")
    dialog.band.setValue(2)
    dialog.accept()
    assert warnings == [] and not dialog.isVisible()
    assert "Giulia Bianchi" in _names(context)
    assert page.counts.text() == "Present: 4 / 4"
    assert context.undo_stack.undoText() == "Add Giulia Bianchi"
    context.undo_stack.undo()
    assert "Giulia Bianchi" not in _names(context) and page.counts.text() == "Present: 3 / 3"
    context.undo_stack.redo()
    added = next(p for p in context.require_session().players() if p.name == "Giulia Bianchi")
    assert (added.club, added.band) == ("Trapani", 2)


@pytest.mark.parametrize("name, expected", [
    ("", "cannot be empty"),
    ("anna ROSSI", "already a player"),
])
def test_bad_player_keeps_dialog_open_and_saves_nothing(page: PlayersPage, context: AppContext,
                                                        warnings: list[str], name: str, expected: str) -> None:
    page.add_player()
    dialog = page.dialog
    assert dialog is not None
    dialog.name.setText(name)
    dialog.accept()
    assert expected in warnings[-1]
    assert dialog.isVisible()
    assert len(_names(context)) == 3 and context.undo_stack.count() == 0


def test_edit_with_enter_then_undo(qtbot: QtBot, page: PlayersPage, context: AppContext,
                                   warnings: list[str]) -> None:
    pid = _select(page, "Čita Horvat")
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Return)
    dialog = page.dialog
    assert dialog is not None and dialog.name.text() == "Čita Horvat"
    dialog.name.setText("Anna Rossi")  # taken
    dialog.accept()
    assert "already a player" in warnings[-1]
    dialog.name.setText("Čita Horvat-Kos")
    dialog.region.setText("Estero")
    dialog.accept()
    assert context.store.player(pid).name == "Čita Horvat-Kos"
    assert page.selected_id() == pid
    context.undo_stack.undo()
    assert (context.store.player(pid).name, context.store.player(pid).region) == ("Čita Horvat", "")


def test_space_and_checkbox_toggle_presence_undoably(qtbot: QtBot, page: PlayersPage,
                                                      context: AppContext) -> None:
    pid = _select(page, "Anna Rossi")
    page.view.setFocus()
    qtbot.keyClick(page.view, Qt.Key.Key_Space)
    assert not context.store.player(pid).present
    assert page.counts.text() == "Present: 2 / 3"
    index = page.proxy.index(page.view.currentIndex().row(), Column.PRESENT)
    assert index.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    page.proxy.setData(index, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert context.store.player(pid).present
    assert context.undo_stack.count() == 2
    context.undo_stack.undo()
    assert not context.store.player(pid).present
    context.undo_stack.undo()
    assert context.store.player(pid).present
    assert page.counts.text() == "Present: 3 / 3"


def test_undo_of_an_add_refused_once_seated(page: PlayersPage, context: AppContext, warnings: list[str]) -> None:
    page.add_player()
    assert page.dialog is not None
    page.dialog.name.setText("Dario")
    page.dialog.accept()
    session = context.require_session()
    ids = [p.id for p in session.players()]
    round_id = context.store.add_round(session.event_id, 1)
    context.store.add_table(round_id, 1, list(zip(ids, ["rosso", "blu", "giallo", "verde"])))
    context.undo_stack.undo()
    assert "already seated" in warnings[-1]
    assert "Dario" in _names(context)


GOOD = "nome;club;fascia;presente\nDario Neri;Trapani;1;sì\nElena Blu;Palermo;;no\n"
BAD = "nome;club;fascia\nDario Neri;Trapani;uno\n;Palermo;2\nanna rossi;Marsala;1\n"


def test_csv_import_clean_file(tmp_path: Path, page: PlayersPage, context: AppContext) -> None:
    path = tmp_path / "iscritti.csv"
    path.write_text(GOOD, "utf-8")
    page.import_csv()
    dialog = page.import_dialog
    assert dialog is not None
    dialog.load(path)
    assert dialog.rows_model.rowCount() == 2 and dialog.import_button.isEnabled()
    assert dialog.errors_model.rowCount() == 0
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel)  # exists
    dialog.import_button.click()
    assert _names(context)[-2:] == ["Dario Neri", "Elena Blu"]
    assert page.counts.text() == "Present: 4 / 5"
    assert "2 players imported" in page.hint.text()


def test_csv_import_with_bad_lines_is_blocked(tmp_path: Path, page: PlayersPage, context: AppContext) -> None:
    path = tmp_path / "iscritti.csv"
    path.write_text(BAD, "utf-8")
    page.import_csv()
    dialog = page.import_dialog
    assert dialog is not None
    dialog.load(path)
    assert not dialog.import_button.isEnabled()
    problems = [(dialog.errors_model.item(r, 0).text(), dialog.errors_model.item(r, 1).text())
                for r in range(dialog.errors_model.rowCount())]
    assert problems == [("2", "band: a whole number from 1 to 999, not “uno”"), ("3", "empty name"),
                        ("4", "Anna Rossi is already a player of this event")]
    assert "3 bad line(s)" in dialog.summary.text()
    dialog.accept()  # Import refused even if forced
    assert len(_names(context)) == 3


def test_page_without_event(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "empty.db")
    try:
        settings = temp_settings(tmp_path, "e.ini")
        ctx = AppContext(store, settings)
        page = PlayersPage(ctx)
        qtbot.addWidget(page)
        assert "No event is open" in page.hint.text()
        assert not page.add_button.isEnabled()
        page.add_player()
        assert page.dialog is None
    finally:
        store.close(backup=False)


def test_shortcuts(page: PlayersPage) -> None:
    keys = {a.shortcut().toString() for a in page.actions()}
    assert {"Ctrl+Shift+N", "Ctrl+Shift+I", "Ctrl+F"} <= keys


def test_renaming_a_player_of_a_confirmed_table_asks_the_pin_and_undoes_with_it(
        qtbot: QtBot, page: PlayersPage, context: AppContext, pin_requests: PinRequests) -> None:
    store, session = context.store, context.require_session()
    anna, cita = (p.id for p in session.players()[:2])
    table = store.add_table(store.add_round(session.event_id, 1), 1, [(anna, "rosso"), (cita, "blu")])
    store.confirm_result(table, {"ranking": [{"name": "Anna Rossi", "seat": 1, "place": 1}]}, "Capo")
    _select(page, "Anna Rossi")
    page.edit_player()
    dialog = page.dialog
    assert dialog is not None
    dialog.name.setText("Anna Rossi Bianchi")
    dialog.accept()  # asked, cancelled: nothing changes
    assert pin_requests.asked and store.player(anna).name == "Anna Rossi"
    pin_requests.answer = "123400"
    dialog.accept()
    assert store.player(anna).name == "Anna Rossi Bianchi"
    context.undo_stack.undo()  # with the PIN given for the change
    assert store.player(anna).name == "Anna Rossi"
    _select(page, "Nils Ødegård")  # never seated: no PIN
    page.edit_player()
    asked = len(pin_requests.asked)
    assert page.dialog is not None
    page.dialog.name.setText("Nils Ødegård Berg")
    page.dialog.accept()
    assert len(pin_requests.asked) == asked and "Nils Ødegård Berg" in _names(context)
