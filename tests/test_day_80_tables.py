"""A hall day at 80 tables through the real window: 320 players imported with their ranking, check-in, the
first draw by bands cut from the ranking, start all, every table's result typed from its score sheet with key
events, standings, the second draw, the round's score sheets printed. It counts the key presses and clicks
of a table's result (docs/throughput.md quotes them with this test's wall time)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from referee_app.ops import rounds
from referee_app.ops.results import ResultOperations
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.app import build_window
from referee_app.ui.hall.page import HallTab
from referee_app.ui.players.dialogs import CsvImportDialog
from referee_app.ui.players.page import PlayersPage
from referee_app.ui.rounds.page import RoundsPage
from referee_app.ui.standings.page import StandingsPage
from referee_app.ui.printing.dialog import PrintDialog
from referee_app.ui.result.dialog import ResultDialog
from tests.test_ui_result_sheet import Keys
from tests.ui_fixtures import capture_warnings, temp_settings

PLAYERS = 320
CLUBS = [f"Club {k:02d}" for k in range(1, 41)]


def players_csv(path: Path) -> Path:
    lines = ["nome;club;regione;ranking;presente"]
    for k in range(PLAYERS):
        # two players arrive late: checked in at the desk
        lines.append(f"Giocatore {k + 1:03d};{CLUBS[k % 40]};Regione {k % 20};{PLAYERS - k};"
                     f"{'no' if k in (5, 6) else 'sì'}")
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


def page(window: QWidget, cls: type) -> QWidget:
    """The tab's page, brought forward (pages are built when first shown)."""
    window.show_page(cls.__name__)  # type: ignore[attr-defined]
    found = window.page_named(cls.__name__)  # type: ignore[attr-defined]
    assert isinstance(found, cls), cls.__name__
    return found


def sheet_rows(table_number: int) -> list[tuple[str, str]]:
    """A filled score sheet: 164 points, no tie, the winner's seat turning with the table number."""
    rows = [("41", "12"), ("40", "11"), ("39", "10"), ("6", "5")]
    turn = table_number % 4
    return rows[turn:] + rows[:turn]


def test_a_day_of_80_tables(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started = time.perf_counter()
    warnings = capture_warnings(monkeypatch)
    store = Store.open(tmp_path / "day.db")
    event = store.create_event("Torneo di Marsala", "2026-11-22", "Marsala", builtin("marsala-2011"), "432109")
    window = build_window(temp_settings(tmp_path), store)
    qtbot.addWidget(window)
    context = window.context  # type: ignore[attr-defined]
    context.open_event(event)
    window.resize(1366, 768)
    window.show()

    # import: the organiser's list with its ranking column
    players = page(window, PlayersPage)
    qtbot.mouseClick(players.import_button, Qt.MouseButton.LeftButton)
    importer = players.import_dialog
    assert isinstance(importer, CsvImportDialog)
    importer.load(players_csv(tmp_path / "giocatori.csv"))
    qtbot.mouseClick(importer.import_button, Qt.MouseButton.LeftButton)
    session = context.require_session()
    assert len(session.players()) == PLAYERS
    # check-in of the two late arrivals: select the row, Space
    for late in ("Giocatore 006", "Giocatore 007"):
        players.search.setText(late)
        players.view.setFocus()
        players.view.setCurrentIndex(players.proxy.index(0, 0))
        qtbot.keyClick(players.view, Qt.Key.Key_Space)
    assert all(p.present for p in session.players())

    # the first draw: bands cut from the ranking, one player of each per table
    desk = page(window, RoundsPage)
    assert desk.band_button.isVisible() and desk.can_draw, desk.status.text()
    qtbot.mouseClick(desk.draw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(desk.confirm_button, Qt.MouseButton.LeftButton)
    first = session.current_round()
    assert first is not None and len(session.tables(first.id)) == 80

    hall = page(window, HallTab).board  # type: ignore[attr-defined]
    qtbot.mouseClick(hall.start_button, Qt.MouseButton.LeftButton)

    # every table's result from its score sheet, keyboard only
    presses: list[int] = []
    for table in session.tables(first.id):
        dialog = ResultDialog(context, table.id, window)
        dialog.show()
        qtbot.waitUntil(lambda d=dialog: d.focusWidget() is not None)  # type: ignore[misc]
        keys = Keys(qtbot, dialog)
        for objective, outside in sheet_rows(table.number):
            keys.type(objective)
            keys.press(Qt.Key.Key_Tab)
            keys.type(outside)
            keys.press(Qt.Key.Key_Return)
        keys.press(Qt.Key.Key_Return)  # on Confirm
        assert not dialog.isVisible(), dialog.error_label.text()
        presses.append(keys.count)
        dialog.deleteLater()
    assert ResultOperations(session).missing() == []

    standings = page(window, StandingsPage)
    standings.refresh()
    assert standings.model.rowCount() == PLAYERS

    desk = page(window, RoundsPage)
    assert desk.can_draw, desk.status.text()
    qtbot.mouseClick(desk.draw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(desk.confirm_button, Qt.MouseButton.LeftButton)
    second = session.current_round()
    assert second is not None and second.number == 2
    assert sum(len(t.seats) for t in session.tables(second.id)) == PLAYERS

    pdf = tmp_path / "turno2"
    printer = PrintDialog(context, window, ask_path=lambda _parent, _name: str(pdf), open_file=lambda _path: None)
    qtbot.addWidget(printer)
    qtbot.mouseClick(printer.save_button, Qt.MouseButton.LeftButton)
    assert printer.written is not None and printer.written.stat().st_size > 0
    assert warnings == []
    assert max(presses) <= 40
    elapsed = time.perf_counter() - started
    print(f"80-table day: {len(presses)} results, {max(presses)} key presses and 0 clicks per table result, "
          f"{sum(presses)} key presses in all; wall time {elapsed:.1f} s")
    assert rounds.round_started(session, first.id)
