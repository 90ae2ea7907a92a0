"""Fault: the laptop's wall clock jumps back (NTP, a dead CMOS battery, a referee fixing the time).

Before: the pause was written before the clock's start and every later read of the table, the hall tiles
and resume raised "out of time order". Now game time is steady within a run, starts no earlier than the log
across runs, and a time that did go back (an old database) is counted at the previous event and explained.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from referee_app.ops.game_clock import GameClock, Jumps, lag_text
from referee_app.ops.hall import HallOperations
from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store import backup
from referee_app.store.store import Store

T0 = 1_800_000_000.0


class Jumpy:
    """The wall, monotonic and boot clocks, moved by hand: `tick` is time passing, `jump` a wall clock set by
    hand (only the wall moves), `sleep` a suspend (the monotonic clock stops, wall and boot run on)."""

    def __init__(self) -> None:
        self.wall_now = T0
        self.mono_now = 50.0
        self.boot_now = 80.0

    def wall(self) -> float:
        return self.wall_now

    def monotonic(self) -> float:
        return self.mono_now

    def boot(self) -> float:
        return self.boot_now

    def tick(self, seconds: float) -> None:
        self.wall_now += seconds
        self.mono_now += seconds
        self.boot_now += seconds

    def jump(self, seconds: float) -> None:
        self.wall_now += seconds

    def sleep(self, seconds: float) -> None:
        self.wall_now += seconds
        self.boot_now += seconds

    def clock(self, floor: float | None) -> GameClock:
        return GameClock(floor, wall=self.wall, monotonic=self.monotonic, boot=self.boot)


def _event(path: Path) -> tuple[Store, int]:
    store = Store.open(path)
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123456")
    ids = [store.add_player(event, n) for n in ["Anna", "Bruno", "Carla", "Dario"]]
    round_id = store.add_round(event, 1)
    store.add_table(round_id, 1, list(zip(ids, ["rosso", "blu", "giallo", "verde"])))
    return store, event


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Path]:
    store, _ = _event(tmp_path / "t.db")
    store.close(backup=False)
    yield tmp_path / "t.db"


def _session(path: Path, jumpy: Jumpy) -> Session:
    store = Store.open(path)
    clock = jumpy.clock(store.latest_time())
    return Session(store, store.events()[0].id, referee="Mario", clock=clock)


def test_wall_clock_set_back_within_a_run_changes_nothing(db: Path) -> None:
    jumpy = Jumpy()
    session = _session(db, jumpy)
    hall = HallOperations(session)
    hall.start_all()
    jumpy.tick(600)
    jumpy.jump(-3600)  # the laptop's clock goes back an hour mid-game
    hall.pause_all()
    jumpy.tick(120)
    hall.resume_all()
    jumpy.tick(60)
    tile = hall.tiles()[0]
    assert tile.phase == "playing" and not tile.paused
    assert tile.remaining == 90 * 60 - 660  # 600 s before the pause, 60 s after: the jump did not count
    session.store.close(backup=False)


def test_wall_clock_behind_the_log_at_the_next_start_continues_from_the_log(db: Path) -> None:
    jumpy = Jumpy()
    session = _session(db, jumpy)
    HallOperations(session).start_all()
    jumpy.tick(900)
    HallOperations(session).pause_all()
    session.store.close(backup=False)

    jumpy.jump(-2 * 86400)  # restarted on a laptop whose battery died: two days behind
    jumpy.tick(30)
    again = _session(db, jumpy)
    assert isinstance(again.clock, GameClock) and again.clock.behind_by > 86400
    hall = HallOperations(again)
    hall.resume_all()
    jumpy.tick(60)
    tile = hall.tiles()[0]
    assert tile.phase == "playing" and tile.remaining == 90 * 60 - 960
    assert lag_text(again.clock.behind_by) == "48 h 00 min"
    again.store.close(backup=False)


def test_a_log_that_already_went_back_still_computes_and_says_so(db: Path) -> None:
    """A database written by an older version with a pause before the start: the table lives on."""
    store = Store.open(db)
    session = Session(store, store.events()[0].id, referee="Mario", clock=lambda: T0 + 1000)
    table_id = session.tables(session.current_round().id)[0].id  # type: ignore[union-attr]
    store.append(table_id, "clock_start", {"at": T0}, "Mario")
    # what an older version wrote when time.time() had gone back 5 minutes since the start
    store.append(table_id, "clock_pause", {"at": T0 - 300, "scope": "table"}, "Mario")
    state = session.table_state(table_id)
    clock = state.clock(session.ruleset, T0 + 1000)
    assert clock.paused and clock.elapsed == 0.0
    assert [(line.kind, line.recorded_at, line.at) for line in clock.out_of_order] == [("pause", T0 - 300, T0)]
    hall = HallOperations(session)
    assert hall.tiles()[0].paused
    hall.resume_table(table_id)  # no "out of time order": the table can be resumed
    assert not hall.tiles()[0].paused
    store.close(backup=False)


def test_game_clock_is_monotonic_and_reports_no_lag_when_the_wall_clock_is_ahead() -> None:
    jumpy = Jumpy()
    clock = jumpy.clock(T0 - 10)
    assert clock() == T0 and clock.behind_by == 0 and lag_text(clock.behind_by) == ""
    readings = []
    for step in (5, -100, 7, -1000, 3):
        (jumpy.tick if step > 0 else jumpy.jump)(abs(step) if step > 0 else step)
        readings.append(clock())
    assert readings == sorted(readings) and readings[-1] == T0 + 15


def test_the_window_says_when_the_computer_clock_is_behind_the_log(qtbot: object, tmp_path: Path) -> None:
    import time

    from PySide6.QtCore import QSettings, QTimer
    from PySide6.QtWidgets import QLabel

    from referee_app.ui.app import build_window
    from referee_app.ui.window.settings import Settings

    store, event = _event(tmp_path / "w.db")
    table_id = store.tables(store.rounds(event)[0].id)[0].id
    store.append(table_id, "clock_start", {"at": time.time() + 3 * 3600}, "Mario")  # written by a clock 3 h ahead
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = build_window(settings, store)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    texts = [label.text() for label in window.statusBar().findChildren(QLabel)]
    assert any("3 h 00 min" in t and "clock" in t for t in texts), texts
    window.context.require_session()  # the table's log still reads
    window.close()
    for timer in window.findChildren(QTimer):  # the periodic backup must not fire on the closed store later
        timer.stop()
    store.close(backup=False)


def test_a_suspend_counts_a_hand_set_clock_does_not_and_no_backup_is_lost(db: Path,
                                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A 10-minute suspend, then the wall clock set back a day and forward two: the running table keeps the
    hall's time (the suspend counted, neither setting), `check` names each event, and the rotation keeps the
    copies taken last, whatever time their names carry."""
    jumpy = Jumpy()
    monkeypatch.setattr(backup, "stamp", lambda: dt.datetime.fromtimestamp(jumpy.wall_now, dt.UTC)
                        .strftime("%Y%m%d-%H%M%S-%f"))
    store = Store.open(db, keep_backups=3)
    clock = jumpy.clock(store.latest_time())
    hall = HallOperations(Session(store, store.events()[0].id, referee="Mario", clock=clock))
    hall.start_all()
    taken = []

    def after(step: Callable[[], None], played: float) -> Jumps:
        step()
        jumps = clock.check()
        jumpy.tick(30)
        taken.append(store.backup())
        assert hall.tiles()[0].remaining == 90 * 60 - played, jumps
        return jumps

    assert after(lambda: jumpy.tick(300), 330) == Jumps(0.0, 0.0)
    assert after(lambda: jumpy.sleep(600), 960) == Jumps(600.0, 0.0), "the suspend is counted"
    assert after(lambda: jumpy.jump(-86400), 990) == Jumps(0.0, -86400.0), "a day back is not"
    assert after(lambda: jumpy.tick(5), 1025) == Jumps(0.0, 0.0)
    assert after(lambda: jumpy.jump(2 * 86400), 1055) == Jumps(0.0, 2 * 86400.0), "two days on are not"
    assert store.backups.existing() == taken[-3:], "the three taken last stay, the day-old names included"
    by_stamp = sorted(taken, key=lambda p: p.name.split("-", 2)[2])
    assert by_stamp[-3:] != taken[-3:], "rotating by the names' time would have dropped the day-back copies"
    store.close(backup=False)
