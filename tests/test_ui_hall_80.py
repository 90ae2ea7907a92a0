"""An 80-table round on a 1366x768 desk: every tile on the screen at once, its number, clock and alert drawn
whole in text no smaller than the documented minimum (docs/hall.md); the filter of the tables with alerts; the
status line and the window's title name the event and the round."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSettings
from pytestqt.qtbot import QtBot

from referee_app.store.store import Store
from referee_app.ui.window.settings import Settings

# A window maximised on a 1366x768 screen: the title bar above it takes the rest.
DESK = (1366, 740)


@pytest.fixture(scope="module")
def hall80(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from referee_app.ops.demo import build_demo

    path = tmp_path_factory.mktemp("hall80") / "demo.db"
    build_demo(path, 80)
    return path


def test_every_tile_of_80_tables_is_on_a_1366_desk_and_legible(qtbot: QtBot, tmp_path: Path, hall80: Path,
                                                                 language: str) -> None:
    from referee_app.ui.app import build_window
    from referee_app.ui.hall.delegate import DESK_MIN_PX
    from referee_app.ui.hall.model import TILE_ROLE, needs_the_referee

    shutil.copy(hall80, tmp_path / "d.db")
    store = Store.open(tmp_path / "d.db")
    window = build_window(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)), store)
    qtbot.addWidget(window)
    window.resize(*DESK)
    window.show()
    window.show_page("HallTab")
    board = window.page_named("HallTab").board
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: board.delegate.compact)  # chosen by itself: 80 large tiles do not fit
    view = board.view
    qtbot.wait(50)  # the view lays the tiles out after the resize
    assert board.shown.rowCount() == 80
    assert view.verticalScrollBar().maximum() == 0, "nothing to scroll to"
    viewport = view.viewport().rect()
    now = board.model.now
    with_alerts = 0
    for row in range(board.shown.rowCount()):
        index = board.shown.index(row, 0)
        rect = view.visualRect(index)
        tile = index.data(TILE_ROLE)
        assert viewport.contains(rect), f"table {tile.number} at {rect} is outside {viewport}"
        number, clock, second, third = board.delegate.compact_parts(tile, now, QRectF(rect).adjusted(3, 3, -3, -3),
                                                                    view.font())
        for part in (number, clock, second, third):
            assert part.font.pixelSize() >= DESK_MIN_PX
            assert QRectF(rect).contains(part.rect)
        assert number.fits and clock.fits and number.text == str(tile.number)
        if needs_the_referee(tile, now):
            with_alerts += 1
            assert third.fits and third.colour == "#b71c1c", f"table {tile.number}: {third.text}"
    assert with_alerts >= 5  # the demo's round 2 has calls, missing results, expired clocks
    image = view.viewport().grab()  # painted without error
    assert not image.isNull()

    # the status line and the title name the event and the round; the summary counts the tiles on show
    heading = window.context.heading()  # type: ignore[attr-defined]
    assert heading and heading in window.windowTitle() and board.status.text().startswith(heading)
    assert "80" in board.status.text()

    # only the tables with alerts: those, in large tiles again if they fit
    board.only_alerts.setChecked(True)
    assert board.shown.rowCount() == with_alerts
    assert all(needs_the_referee(board.shown.index(r, 0).data(TILE_ROLE), now) for r in range(with_alerts))
    board.only_alerts.setChecked(False)
    assert board.shown.rowCount() == 80

    # switchable: large tiles on demand (then the board scrolls), back to automatic
    board.density.setCurrentIndex(board.density.findData("large"))
    assert not board.delegate.compact
    board.density.setCurrentIndex(board.density.findData("auto"))
    assert board.delegate.compact
    window.close()
    store.close(backup=False)
