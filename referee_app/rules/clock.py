"""The game clock (docs/rules.md §3) computed from logged events and "now": no sleeping, no wall clock.

Times are seconds on any scale the caller chooses (epoch seconds in the app). An event with `table=None`
concerns the whole hall (the hall start, a general pause); one with a table name concerns that table only.
A table starts at its own start event when it has one (Marsala 2011: its first reinforcement), else at the hall's.
A table is paused while the hall or the table is paused. Recovery minutes lengthen the allowance and may be
given only before time expires; every pause, resume and recovery is kept in the clock's log.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Literal

from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset

ClockEventKind = Literal["start", "pause", "resume", "recovery"]


@dataclass(frozen=True)
class ClockEvent:
    kind: ClockEventKind
    at: float
    table: str | None = None
    minutes: float = 0.0
    reason: str = ""


@dataclass(frozen=True)
class ClockAdjustment:
    """One line of the clock's log: what happened, and the time left right after it.

    `recorded_at` is set when the event carried a time earlier than the one before it (the computer's clock
    went back): the event then counts at `at`, the previous event's time, and `recorded_at` keeps what was
    written, so the referee sees what happened instead of a table that no longer computes."""
    at: float
    kind: ClockEventKind
    table: str | None
    minutes: float
    reason: str
    remaining: float
    recorded_at: float | None = None


@dataclass(frozen=True)
class ClockState:
    """A table's clock (or the hall's, `table=None`) at the instant `now`. Seconds throughout."""
    table: str | None
    now: float
    duration: float
    recovery: float
    started_at: float | None
    elapsed: float
    paused: bool
    expired_at: float | None
    log: tuple[ClockAdjustment, ...]
    stopped: bool = False  # the table's game is over (ended or confirmed): the clock stood still since then

    @property
    def started(self) -> bool:
        return self.started_at is not None

    @property
    def running(self) -> bool:
        """Counting down right now: started, not paused, time not yet expired."""
        return self.started and not self.paused and not self.stopped and self.expired_at is None

    @property
    def allowance(self) -> float:
        return self.duration + self.recovery

    @property
    def remaining(self) -> float:
        return max(0.0, self.allowance - self.elapsed)

    @property
    def expired(self) -> bool:
        return self.expired_at is not None

    @property
    def out_of_order(self) -> tuple[ClockAdjustment, ...]:
        """The log lines whose recorded time went back (see ClockAdjustment.recorded_at)."""
        return tuple(line for line in self.log if line.recorded_at is not None)

    @property
    def expires_at(self) -> float | None:
        """When time runs out: the past instant once expired, a forecast while running, None when paused."""
        if self.expired_at is not None:
            return self.expired_at
        return self.now + self.remaining if self.running else None


def clock_state(events: Sequence[ClockEvent], now: float, duration_minutes: float,
                table: str | None = None, stopped_at: float | None = None) -> ClockState:
    """The clock of `table` at `now`, from the whole event log (events after `now` are not yet real).
    `stopped_at`: when the table's game ended; the clock shows what was left then, for ever after.

    Events count in log order. One whose time is earlier than the previous event's (a wall clock that
    jumped back) counts at the previous event's time and is marked in the log; the table never stops
    computing because of it. A `now` earlier than the last event counts as that event's instant."""
    stopped = stopped_at is not None and now >= stopped_at
    if stopped_at is not None:
        now = min(now, stopped_at)
    mine = [(i, e) for i, e in enumerate(events) if e.table is None or e.table == table]
    own_start = any(e.kind == "start" and e.table == table for _, e in mine)
    if own_start and table is not None:
        mine = [(i, e) for i, e in mine if not (e.kind == "start" and e.table is None)]
    walk = _Walk(duration=duration_minutes * 60.0)
    last_at: float | None = None
    for i, event in mine:
        recorded_at = None
        if last_at is not None and event.at < last_at:
            recorded_at, event = event.at, replace(event, at=last_at)
        last_at = event.at
        if event.at > now:
            break
        walk.advance(event.at)
        walk.apply(event, f"events[{i}]", recorded_at)
    walk.advance(now)
    return ClockState(table=table, now=now, duration=walk.duration, recovery=walk.recovery,
                      started_at=walk.started_at, elapsed=walk.elapsed, paused=bool(walk.paused),
                      expired_at=walk.expired_at, log=tuple(walk.log), stopped=stopped)


def ruleset_clock(ruleset: Ruleset, events: Sequence[ClockEvent], now: float,
                  table: str | None = None, stopped_at: float | None = None) -> ClockState:
    """`clock_state` with the regulation time of `ruleset`."""
    return clock_state(events, now, ruleset.clock.duration_minutes, table, stopped_at)


class _Walk:
    """The mutable fold behind `clock_state`; never leaves this module."""

    def __init__(self, duration: float) -> None:
        self.duration = duration
        self.recovery = 0.0
        self.started_at: float | None = None
        self.elapsed = 0.0
        self.paused: set[str | None] = set()
        self.expired_at: float | None = None
        self.log: list[ClockAdjustment] = []
        self.at = 0.0

    def advance(self, to: float) -> None:
        to = max(to, self.at)  # time never runs backwards inside the fold
        if self.started_at is not None and not self.paused and self.expired_at is None:
            left = self.duration + self.recovery - self.elapsed
            if to - self.at >= left:
                self.expired_at = self.at + left
                self.elapsed += left
            else:
                self.elapsed += to - self.at
        self.at = to

    def apply(self, event: ClockEvent, field: str, recorded_at: float | None = None) -> None:
        scope = event.table
        where = "the hall" if scope is None else f'table "{scope}"'
        scoped = {"scope": scope or ""}  # empty: the whole hall
        if event.kind == "start":
            if self.started_at is not None:
                raise InputError(field, f"the clock of {where} already started at {self.started_at}",
                                 code="clock_started_twice", **scoped)
            self.started_at = event.at
        elif self.started_at is None:
            raise InputError(field, f"cannot {event.kind} the clock of {where} before it "
                                                              "starts",
                                                              code="clock_not_started", kind=event.kind, **scoped)
        elif event.kind == "pause":
            if scope in self.paused:
                raise InputError(field, f"{where} is already paused", code="already_paused", **scoped)
            self.paused.add(scope)
        elif event.kind == "resume":
            if scope not in self.paused:
                raise InputError(field, f"{where} is not paused", code="not_paused", **scoped)
            self.paused.discard(scope)
        else:
            if event.minutes <= 0:
                raise InputError(f"{field}.minutes", f"recovery must be more than 0 minutes, got {event.minutes}")
            if self.expired_at is not None:
                raise InputError(field, f"time already expired at {self.expired_at}: no recovery after that",
                                 code="recovery_after_expiry", expired_at=str(self.expired_at), **scoped)
            self.recovery += event.minutes * 60.0
        self.log.append(ClockAdjustment(at=event.at, kind=event.kind, table=scope, minutes=event.minutes,
                                        reason=event.reason,
                                        remaining=max(0.0, self.duration + self.recovery - self.elapsed),
                                        recorded_at=recorded_at))
