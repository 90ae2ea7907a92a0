"""The time the app writes on clock events: steady within a run, never behind what is already recorded.

A laptop's wall clock jumps (NTP, a dead CMOS battery, a referee fixing the time). Within one run the game
time therefore advances with the monotonic clock from the instant the run started; across runs it starts
from the wall clock, but never earlier than the latest time already in the log, so a clock set back between
two runs cannot write a pause before the start it follows. How far the wall clock lagged is kept, so the
window can tell the referee to check the computer's date and time (docs/faults.md).
"""

from __future__ import annotations

import time
from collections.abc import Callable


class GameClock:
    """Callable like `time.time`: seconds since the epoch, as far as the wall clock can be trusted."""

    def __init__(self, floor: float | None = None, *, wall: Callable[[], float] = time.time,
                 monotonic: Callable[[], float] = time.monotonic) -> None:
        now = wall()
        self._base = now if floor is None else max(now, floor)
        self.behind_by = 0.0 if floor is None else max(0.0, floor - now)
        """Seconds by which the wall clock was behind the log when the run started (0 when it was not)."""
        self._monotonic = monotonic
        self._started = monotonic()

    def __call__(self) -> float:
        return self._base + (self._monotonic() - self._started)


def lag_text(behind_by: float) -> str:
    """How far the wall clock is behind the log, for the referee ("48 h 00 min", "7 min"); '' under a second."""
    if behind_by < 1.0:
        return ""
    minutes = round(behind_by / 60)
    if minutes >= 60:
        return f"{minutes // 60} h {minutes % 60:02d} min"
    return f"{minutes} min" if minutes else f"{round(behind_by)} s"
