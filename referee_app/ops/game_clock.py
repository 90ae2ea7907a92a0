"""The time the app writes on clock events: the hall's time, through a laptop's suspend and a hand-set clock.

Three clocks, each wrong in its own way:
- the wall clock (`time.time`) jumps when someone sets it (NTP, a dead CMOS battery, a referee fixing the
  time by a day);
- the monotonic clock (`time.monotonic`, CLOCK_MONOTONIC on Linux) never jumps but stops while the machine
  is suspended: a 10-minute sleep would leave every running table 10 minutes behind the hall;
- the boot clock (`boottime`: CLOCK_BOOTTIME on Linux, CLOCK_MONOTONIC on macOS, which counts sleep there;
  `time.monotonic` elsewhere) never jumps either and keeps counting through a suspend.

Game time therefore advances with the boot clock from the instant the run started, so a suspend is counted
and a hand-set wall clock is not. Across runs it starts from the wall clock, but never earlier than the latest
time already in the log, so a clock set back between two runs cannot write a pause before the start it
follows; how far the wall clock lagged is kept for the window to tell the referee (docs/store.md, *Time*).

`check()` tells the two events apart, from the deltas since its previous call: boot - monotonic is the time
the machine slept (both are immune to a hand-set clock, only one stops in a suspend); wall - boot is how far
the wall clock was moved by hand (during a suspend both wall and boot run on, so a sleep is not taken for a
set clock). Tested with injected clocks in tests/faults/test_clock_jumps.py.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from dataclasses import dataclass


def boottime() -> float:
    """Seconds on a clock that neither jumps nor stops while the machine sleeps (see the module's notes)."""
    if sys.platform.startswith("linux"):
        return time.clock_gettime(time.CLOCK_BOOTTIME)
    if sys.platform == "darwin":
        return time.clock_gettime(time.CLOCK_MONOTONIC)
    return time.monotonic()


# Below this, a difference between two clocks' deltas is the noise of reading them one after the other.
NOISE_SECONDS = 2.0


@dataclass(frozen=True)
class Jumps:
    """What happened since the previous check: `slept` seconds of suspend (counted by the game clock), the
    wall clock `moved` by hand by that many seconds, forward or back (not counted)."""
    slept: float
    moved: float


class GameClock:
    """Callable like `time.time`: seconds since the epoch, as far as the wall clock can be trusted."""

    def __init__(self, floor: float | None = None, *, wall: Callable[[], float] = time.time,
                 monotonic: Callable[[], float] = time.monotonic, boot: Callable[[], float] = boottime) -> None:
        now = wall()
        self._base = now if floor is None else max(now, floor)
        self.behind_by = 0.0 if floor is None else max(0.0, floor - now)
        """Seconds by which the wall clock was behind the log when the run started (0 when it was not)."""
        self._wall, self._monotonic, self._boot = wall, monotonic, boot
        self._started = boot()
        self._seen = (now, monotonic(), self._started)

    def __call__(self) -> float:
        return self._base + (self._boot() - self._started)

    def check(self) -> Jumps:
        """The suspend and the hand-set clock since the previous check (or the start), told apart."""
        now = (self._wall(), self._monotonic(), self._boot())
        d_wall, d_awake, d_boot = (b - a for a, b in zip(self._seen, now))
        self._seen = now
        slept = d_boot - d_awake
        moved = d_wall - d_boot
        return Jumps(slept if slept > NOISE_SECONDS else 0.0, moved if abs(moved) > NOISE_SECONDS else 0.0)


def lag_text(behind_by: float) -> str:
    """How far the wall clock is behind the log, for the referee ("48 h 00 min", "7 min"); '' under a second."""
    if behind_by < 1.0:
        return ""
    minutes = round(behind_by / 60)
    if minutes >= 60:
        return f"{minutes // 60} h {minutes % 60:02d} min"
    return f"{minutes} min" if minutes else f"{round(behind_by)} s"
