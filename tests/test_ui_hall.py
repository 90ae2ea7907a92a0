from __future__ import annotations

from PySide6.QtCore import QRectF

from referee_app.ui.hall.model import TILE_ROLE
from referee_app.ui.hall.projector import projector_min_px

from dataclasses import replace

from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from referee_app.ops.changes import Changes
from referee_app.ops.hall import HallChange, TableTile, clock_text
from referee_app.ui.hall.board import HallBoard
from referee_app.ui.hall.tiles import tile_grid


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class RecordingController:
    """Stands in for the operations layer: keeps tiles and records the calls the page makes."""

    def __init__(self, tiles: list[TableTile]) -> None:
        self._tiles = tiles
        self.calls: list[tuple[str, tuple[object, ...]]] = []

    def tiles(self) -> list[TableTile]:
        return list(self._tiles)

    def start_all(self) -> HallChange:
        self.calls.append(("start_all", ()))
        return HallChange(len(self._tiles), 0, len(self._tiles), Changes())

    def pause_all(self) -> HallChange:
        self.calls.append(("pause_all", ()))
        self._tiles = [replace(t, paused=True) for t in self._tiles]
        return HallChange(len(self._tiles) - 1, 1, len(self._tiles), Changes())

    def resume_all(self) -> HallChange:
        self.calls.append(("resume_all", ()))
        return HallChange(len(self._tiles), 0, len(self._tiles), Changes())

    def pause_table(self, table_id: int) -> None:
        self.calls.append(("pause_table", (table_id,)))

    def resume_table(self, table_id: int) -> None:
        self.calls.append(("resume_table", (table_id,)))

    def add_recovery(self, table_id: int, minutes: int, reason: str) -> None:
        self.calls.append(("add_recovery", (table_id, minutes, reason)))

    def call_referee(self, table_id: int, called: bool) -> None:
        self.calls.append(("call_referee", (table_id, called)))


def test_clock_text() -> None:
    assert clock_text(0) == "00:00"
    assert clock_text(59.2) == "01:00"
    assert clock_text(90 * 60) == "1:30:00"


def test_tile_counts_down_only_while_running() -> None:
    running = TableTile(1, 1, ("A",), "playing", remaining=600, expires_at=1600)
    assert running.remaining_at(1000) == 600
    assert running.remaining_at(1300) == 300
    assert running.expired_at(1600) and not running.expired_at(1599)
    paused = replace(running, paused=True, expires_at=None, remaining=250)
    assert paused.remaining_at(5000) == 250


def test_a_desk_alert_keeps_a_playing_table_on_the_projectors_clock() -> None:
    from referee_app.ops.hall import follows_clock, round_expiry

    running = TableTile(1, 1, ("A",), "playing", remaining=600, expires_at=1600)
    called = replace(running, number=2, alerts=("referee_called",))  # the players see no desk alert
    paused = replace(running, number=3, paused=True, expires_at=None)
    assert round_expiry([running, called, paused]) == 1600
    assert [follows_clock(t, 1600) for t in (running, called, paused)] == [True, True, False]


def test_projector_grid_fits_80_tables_on_full_hd() -> None:
    size = tile_grid(80, QSize(1920, 1080))
    columns = 1920 // size.width()
    rows = 1080 // size.height()
    assert columns * rows >= 80
    assert size.height() >= 120  # the clock digits are a third of a tile: about 4 cm on a 3 m screen


def test_hall_ticks_and_alerts_once_at_expiry(qtbot: QtBot) -> None:
    clock = FakeClock()
    tiles = [TableTile(10 + n, n, ("A", "B", "C", "D"), "playing", remaining=60 * n, expires_at=1000 + 60 * n)
             for n in range(1, 4)]
    controller = RecordingController(tiles)
    page = HallBoard(controller, clock=clock)
    qtbot.addWidget(page)
    page.timer.stop()
    assert page.model.rowCount() == 3
    with qtbot.waitSignal(page.model.expired) as blocker:
        clock.now = 1061
        page.tick()
    assert blocker.args == [[1]]
    assert "1" in page.status.text()
    with qtbot.assertNotEmitted(page.model.expired):
        clock.now = 1062
        page.tick()


def test_global_buttons_call_operations_and_refresh(qtbot: QtBot) -> None:
    controller = RecordingController([TableTile(1, 1, ("A",), "playing", remaining=60, expires_at=2000)])
    page = HallBoard(controller, clock=FakeClock())
    qtbot.addWidget(page)
    page.pause_button.click()
    # the round as it stands now, then what the action did (until the next refresh)
    assert page.status.text() == ("1 tables: 0 not started, 1 playing (1 paused), 0 finished; 0 with alerts"
                                  " · Tables paused: 0 of 1 (1 finished, left alone)")
    page.refresh()
    assert "Tables paused" not in page.status.text()
    page.start_button.click()
    assert [c[0] for c in controller.calls] == ["pause_all", "start_all"]
    assert page.model.tile(0).paused


def test_hall_buttons_follow_the_controller_of_the_event_in_view(qtbot: QtBot) -> None:
    first, second = RecordingController([]), RecordingController([])
    page = HallBoard(first, clock=FakeClock())
    qtbot.addWidget(page)
    page.controller = second  # what the hall tab does when another event is opened
    page.start_button.click()
    page.pause_button.click()
    page.resume_button.click()
    assert first.calls == []
    assert [c[0] for c in second.calls] == ["start_all", "pause_all", "resume_all"]


def test_phase_texts(qtbot: QtBot) -> None:
    page = HallBoard(RecordingController([]), clock=FakeClock())
    qtbot.addWidget(page)
    d = page.delegate
    tile = TableTile(1, 1, (), "sdadata", ending_sums=(2, 3, 4, 5))
    assert d.phase_text(tile) == "Sdadata: ends on ≤ 5"
    assert d.sums_text((4, 7)) == "4 or 7"
    assert d.sums_text((4,)) == "4"


def test_a_tile_is_painted_selected_when_the_view_selects_it(qtbot: QtBot) -> None:
    tiles = [TableTile(1, n, (), "playing") for n in (1, 2, 3)]
    page = HallBoard(RecordingController(tiles), clock=FakeClock())
    qtbot.addWidget(page)
    page.view.setCurrentIndex(page.shown.index(1, 0))
    assert [page.delegate.is_selected(page.shown.index(row, 0)) for row in range(3)] == [False, True, False]


def _hall_of_80(now: float) -> list[TableTile]:
    """80 tables: half on the round's clock, the rest paused, in the sdadata, finished or with recovery minutes."""
    tiles = []
    for n in range(1, 81):
        tile = TableTile(n, n, ("Maria Antonietta Scarpellini-Bonaventura", "B", "C", "D"), "playing",
                         remaining=1800, expires_at=now + 1800)
        kind = n % 8
        if kind == 1:
            tile = replace(tile, paused=True, expires_at=None, remaining=1500)
        elif kind == 2:
            tile = replace(tile, phase="sdadata", ending_sums=(2, 3, 4), next_player="B", expires_at=None, remaining=0)
        elif kind == 3:
            tile = replace(tile, phase="confirmed", expires_at=None, remaining=600)
        elif kind == 4:
            tile = replace(tile, expires_at=now + 1980, remaining=1980)  # recovery minutes: its own clock
        tiles.append(tile)
    return tiles


def test_projector_fits_every_differing_table_of_80_on_one_screen(qtbot: QtBot) -> None:
    clock = FakeClock()
    page = HallBoard(RecordingController(_hall_of_80(clock.now)), clock=clock)
    qtbot.addWidget(page)
    page.show_projector()
    projector = page.projector
    assert projector is not None
    for width, height in ((1366, 768), (1920, 1080)):
        projector.showNormal()
        projector.setFixedSize(width, height)
        qtbot.wait(20)
        projector.fit()
        projector.view.doItemsLayout()
        assert projector.clock.text() == "30:00"
        assert projector.differing.rowCount() == 40  # the 40 on the round's clock are only counted
        # the tables on the big clock by number (the fifth, sixth, seventh and eighth of every eight)
        assert projector.caption.text().startswith("On this clock: tables 5–8, 13–16, 21–24")
        assert projector.caption.text().endswith("Below, the 40 tables with a different time")
        least = projector_min_px(height)
        assert projector.caption.font().pixelSize() >= least
        viewport = projector.view.viewport().rect()
        for row in range(projector.differing.rowCount()):
            index = projector.differing.index(row, 0)
            rect = projector.view.visualRect(index)
            assert viewport.contains(rect), (width, row, rect, viewport)
            tile = index.data(TILE_ROLE)
            parts = projector.delegate.compact_parts(tile, clock.now, QRectF(rect).adjusted(3, 3, -3, -3),
                                                     projector.view.font())
            assert all(p.font.pixelSize() >= least for p in parts), (width, tile.number)
            assert parts[0].fits and parts[1].fits and parts[2].fits, (width, tile.number, parts[2].text)
            assert "Maria" not in parts[2].text + parts[3].text  # no names on the hall's screen
        assert projector.clock.font().pixelSize() >= 120
    projector.close()
