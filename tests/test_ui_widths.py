"""At 1366x768, with an 80-table, 320-player event and the longest names of the test data, no page of the
window is wider than the screen and none scrolls sideways (the window would grow past the screen instead,
pushing buttons out of reach)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QScrollArea
from pytestqt.qtbot import QtBot

from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.app import build_window
from tests.ui_fixtures import temp_settings

FIRST = ["Maria Antonietta", "Giovanni Battista", "Anna", "Čita", "Nils", "Pierluigi"]
LAST = ["Scarpellini-Bonaventura", "Dell'Acqua Santangelo", "Ødegård", "Lo Presti", "Perù"]
COLOURS = ["rosso", "blu", "giallo", "verde"]


def _big_event(store: Store) -> None:
    event = store.create_event("13° Torneo Nazionale La guerra solo per gioco — Marsala", "2026-11-22",
                               "Marsala, Baglio Anselmi", builtin("raduno"), "432100")
    ids = [store.add_player(event, f"{FIRST[i % 6]} {LAST[i % 5]} {i}", club="Associazione Ludica Carri Armati",
                            region="Friuli-Venezia Giulia", band=1 + i // 80) for i in range(320)]
    round_id = store.add_round(event, 1)
    tables = [store.add_table(round_id, table + 1, list(zip(ids[table * 4:table * 4 + 4], COLOURS)))
              for table in range(80)]
    # the table page opens on table 1: in its last rounds, the long names in the end-of-game lines
    session = Session(store, event)
    session.record(tables[0], "clock_start", {})
    session.record(tables[0], "time_expired", {"player": session.seat_names(store.table(tables[0]))[1]})


def test_every_page_fits_1366_with_80_tables(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "big.db")
    _big_event(store)
    window = build_window(temp_settings(tmp_path), store)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    too_wide = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        page = window.page(index)
        name = type(page).__name__
        if page.minimumSizeHint().width() > 1366:
            too_wide.append((name, page.minimumSizeHint().width()))
        for area in page.findChildren(QScrollArea):
            widget = area.widget()
            if area.isVisible() and widget is not None and \
                    widget.minimumSizeHint().width() > area.viewport().width():
                too_wide.append((name + " scrolls sideways", widget.minimumSizeHint().width()))
    assert window.width() <= 1366 and too_wide == []
    window.close()
    store.close(backup=False)
