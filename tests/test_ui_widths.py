"""At 1366x768, with an 80-table, 320-player event and the longest names of the test data, in Italian (the
longer language) and in English: no page or dialog of the window is wider than the screen, none scrolls
sideways (the window would grow past the screen instead, pushing buttons out of reach) and no text is cut
(tests/ui_clipping.py says how a cut is found)."""

from __future__ import annotations

import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QScrollArea, QWidget, QWizard
from pytestqt.qtbot import QtBot

from referee_app.ops.round_bands import next_round_bands
from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.app import build_window
from referee_app.ui.deal.dialog import DealDialog
from referee_app.ui.widgets.fit_columns import fitted
from referee_app.ui.hall.tiles import tile_grid
from referee_app.ui.window.i18n import install_language
from referee_app.ui.event.deck_dialog import DeckDialog
from referee_app.ui.event.wizard import ChangePinDialog, EventWizard
from referee_app.ui.players.dialogs import CsvImportDialog, PlayerDialog
from referee_app.ui.printing.dialog import PrintDialog
from referee_app.ui.result.dialog import ResultDialog
from referee_app.ui.result.widgets import CorrectionDialog
from referee_app.ui.rounds.band_dialog import BandDialog
from referee_app.ui.rounds.seat_dialog import SeatOrderDialog
from referee_app.ui.printing.saved_notice import SavedNotice
from referee_app.rules.table.actions import read_action
from tests.ui_clipping import clipped_texts, cut_cells
from tests.ui_fixtures import temp_settings

WIDTH = 1366
FIRST = ["Maria Antonietta", "Giovanni Battista", "Anna", "Čita", "Nils", "Pierluigi"]
LAST = ["Scarpellini-Bonaventura", "Dell'Acqua Santangelo", "Ødegård", "Lo Presti", "Perù"]
COLOURS = ["rosso", "blu", "giallo", "verde"]


def _big_event(store: Store) -> None:
    event = store.create_event("13° Torneo Nazionale La guerra solo per gioco — Marsala", "2026-11-22",
                               "Marsala, Baglio Anselmi", builtin("marsala-2011"), "432100")
    ids = [store.add_player(event, f"{FIRST[i % 6]} {LAST[i % 5]} {i}", club="Associazione Ludica Carri Armati",
                            region="Friuli-Venezia Giulia", band=1 + i // 80) for i in range(320)]
    round_id = store.add_round(event, 1)
    tables = [store.add_table(round_id, table + 1, list(zip(ids[table * 4:table * 4 + 4], COLOURS)))
              for table in range(80)]
    # the table page opens on table 1: in its last rounds, the long names in the end-of-game lines
    session = Session(store, event)
    session.record(tables[0], read_action("clock_start", {}))
    session.record(tables[0], read_action("time_expired", {"player": session.seat_names(store.table(tables[0]))[1]}))


def _sideways(name: str, top: QWidget) -> list[tuple[str, int]]:
    """Scrolling areas under `top` whose content is wider than their view."""
    found = []
    for area in top.findChildren(QAbstractScrollArea):
        if not area.isVisibleTo(top):
            continue
        widget = area.widget() if isinstance(area, QScrollArea) else None
        if widget is not None and widget.minimumSizeHint().width() > area.viewport().width():
            found.append((f"{name} {type(area).__name__} scrolls sideways", widget.minimumSizeHint().width()))
        elif widget is None and area.horizontalScrollBar().maximum() > 0:
            found.append((f"{name} {type(area).__name__} {area.objectName()} scrolls sideways",
                          area.horizontalScrollBar().maximum()))
    return found


def _check(name: str, top: QWidget) -> list[tuple[str, int]]:
    """Too wide for the screen, scrolling sideways or with a text cut: what a referee would see."""
    QApplication.processEvents()
    found = [(f"{name} wider than the screen", top.minimumSizeHint().width())] \
        if top.minimumSizeHint().width() > WIDTH else []
    return found + _sideways(name, top) + [(f"{name}: {text}", 0) for text in clipped_texts(top)]


def _dialogs(window: QWidget, store: Store, tmp_path: Path) -> Iterator[tuple[str, Callable[[], QWidget]]]:
    context = window.context  # type: ignore[attr-defined]
    session = context.require_session()
    table = session.tables(session.rounds()[-1].id)[0]
    names = session.seat_names(table)
    yield "PrintDialog", lambda: PrintDialog(context, window)
    yield "DealDialog", lambda: DealDialog(context, table.id, window)
    yield "ResultDialog", lambda: ResultDialog(context, table.id, window)
    yield "CorrectionDialog", lambda: CorrectionDialog(window)
    yield "SeatOrderDialog", lambda: SeatOrderDialog(table.number, names, lambda seats: None, window)
    yield "SavedNotice", lambda: SavedNotice(tmp_path / "schede-punteggio-turno-1.pdf", lambda path: None, window)
    yield "ChangePinDialog", lambda: ChangePinDialog(store, session.event_id, window)
    yield "PlayerDialog", lambda: PlayerDialog(lambda details, more: None, None, window)
    yield "CsvImportDialog", lambda: CsvImportDialog(session, window)
    yield "DeckDialog", lambda: DeckDialog(context, window)
    yield "EventWizard", lambda: EventWizard(store, "Mario Rossi", window)
    casistica = window.page_named("CasisticaPage")  # type: ignore[attr-defined]
    yield "BandDialog", lambda: BandDialog(context, lambda: next_round_bands(session), str, window)
    yield "RulingDialog", casistica.open_ruling_dialog
    yield "EventEntryDialog", casistica.open_entry_dialog


def test_every_page_and_dialog_fits_1366_with_80_tables(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    store = Store.open(tmp_path / "big.db")
    _big_event(store)
    window = build_window(temp_settings(tmp_path), store)
    qtbot.addWidget(window)
    window.resize(WIDTH, 768)
    window.show()
    found = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        page = window.page(index)
        assert page is not None
        found += _check(type(page).__name__, page)
    found += [("window wider than the screen", window.width())] if window.width() > WIDTH else []
    board = window.page_named("HallTab").board  # type: ignore[attr-defined]
    gap, tile = board.view.spacing(), board.delegate.tile_size.width()
    room = board.view.viewport().width() - gap
    if room % (tile + gap) > 30:  # five 230-pixel tiles a row left 170 pixels empty at 1366
        found.append(("HallTab: a band of the board left empty", room % (tile + gap)))
    for name, build in _dialogs(window, store, tmp_path):
        dialog = build()
        assert dialog is not None, name
        dialog.show()
        dialog.resize(min(dialog.width(), WIDTH), dialog.height())  # what the window manager allows
        found += _check(name, dialog)
        for step in dialog.pageIds()[1:] if isinstance(dialog, QWizard) else []:
            dialog.setStartId(step)  # each step without the checks of the ones before
            dialog.restart()
            found += _check(f"{name} step {step}", dialog)
        dialog.close()
    window.close()
    store.close(backup=False)
    assert found == [], "\n".join(map(str, found))


def _desk(qtbot: QtBot, tmp_path: Path, store: Store, page_name: str) -> tuple[Any, Any]:
    """The window at 1366x768 on `store`, showing the page of that class name: (window, page)."""
    window = build_window(temp_settings(tmp_path), store)
    qtbot.addWidget(window)
    window.resize(WIDTH, 768)
    window.show()
    window.show_page(page_name)  # type: ignore[attr-defined]
    return window, window.page_named(page_name)  # type: ignore[attr-defined]


def test_a_drawn_round_fits_1366(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """The draw proposal of 80 tables (names, clubs, regions, bands) on the Rounds page."""
    store = Store.open(tmp_path / "draw.db")
    event = store.create_event("13° Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "432100")
    for i in range(320):
        store.add_player(event, f"{FIRST[i % 6]} {LAST[i % 5]} {i}", club=f"Associazione Ludica Carri Armati {i % 9}",
                         region="Friuli-Venezia Giulia", band=1 + i // 80)
    window, page = _desk(qtbot, tmp_path, store, "RoundsPage")
    assert "(80 × 4)" in page.status.text()  # not eighty "4 +" in a row
    page.draw()
    qtbot.waitUntil(lambda: page.proposal_box.proposal_model.rowCount() == 80)
    QApplication.processEvents()
    found = _check("RoundsPage with a draw", page)
    cells, cut = cut_cells(page)
    assert cut > 0  # the clubs are trimmed before the names: "Associazione Ludica Ca…", whole in the tip
    found += [(f"RoundsPage with a draw: {cell}", 0) for cell in cells]
    window.close()
    store.close(backup=False)
    assert found == [], "\n".join(map(str, found))


def test_rounds_names_read_from_their_beginning(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    """The players' list beside a saved round of 80 tables, the narrowest it gets at 1366: a long name is cut
    at its end, never in its middle ("Giova…ssi"), and pointing at it shows it whole."""
    store = Store.open(tmp_path / "big.db")
    _big_event(store)
    window, page = _desk(qtbot, tmp_path, store, "RoundsPage")
    QApplication.processEvents()
    found, cut = cut_cells(page.entrant_view)
    window.close()
    store.close(backup=False)
    assert cut > 0  # "Maria Antonietta Scarpellini-Bonaventura 0" is longer than the list is wide
    assert found == [], "\n".join(found)


def test_standings_every_column_in_view_at_1366(qtbot: QtBot, tmp_path: Path, demo_event: Path,
                                                language: str) -> None:
    """The demo's standings (clubs, the criterion deciding each place, the ranking estimate, what the rounds
    left can bring): every column inside the view at 1366, none behind a sideways scroll; a long text is cut
    at its end, whole in its tip."""
    shutil.copy(demo_event, tmp_path / "demo.db")
    store = Store.open(tmp_path / "demo.db")
    window, page = _desk(qtbot, tmp_path, store, "StandingsPage")
    QApplication.processEvents()
    view, header = page.view, page.view.horizontalHeader()
    shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
    assert page.model.rowCount() == 40 and len(shown) == header.count()  # every column, the what-if too
    outside = [(page.model.headers()[c], header.sectionViewportPosition(c) + header.sectionSize(c))
               for c in shown if header.sectionViewportPosition(c) + header.sectionSize(c) > view.viewport().width()]
    found, _cut = cut_cells(page)
    assert not view.horizontalScrollBar().maximum() and not page.team_view.horizontalScrollBar().maximum()
    spare = view.viewport().width() - header.length()
    window.close()
    store.close(backup=False)
    assert outside == [], f"past the view's {view.viewport().width()} pixels"
    assert found == [], "\n".join(found)
    assert 0 <= spare < len(shown)  # the names take the room the others leave: no empty band at the right


@pytest.mark.parametrize("area", [QSize(1358, 600), QSize(1912, 870)])
def test_projector_tiles_fill_their_rows(area: QSize) -> None:
    """49 tiles (the tables that differ from the round clock) under the projector's clock: rows as wide as
    the screen (a band of about a tile was left empty), every tile on it."""
    gap = 3
    size = tile_grid(49, area, gap=gap)
    columns = (area.width() - gap) // (size.width() + gap)
    assert columns * ((area.height() - gap) // (size.height() + gap)) >= 49
    assert area.width() - columns * (size.width() + gap) < size.width() // 4


def test_columns_trimmed_widest_first_names_last() -> None:
    # names 300, club 215, region 140, band 50, rank 70, last place 120 in a 600-pixel view
    widths = fitted([300, 215, 140, 50, 70, 120], 600, kept=0)
    assert sum(widths) <= 600 and widths[0] >= 300 and widths[3] == 50  # the names whole, the band untouched
    assert fitted([100, 50], 600, kept=0) == [550, 50]  # room enough: nothing trimmed, the names take the rest
    assert fitted([50, 100], 600, kept=1) == [50, 550]
    assert sum(fitted([500, 400, 300], 600, kept=0)) <= 600  # not even the names fit: they are trimmed too
