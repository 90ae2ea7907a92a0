"""The game clock: computed from its events and "now" (RULES.md §3)."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from referee_app.rules.clock import ClockEvent, clock_state, ruleset_clock
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin

MIN = 60.0


def test_not_started() -> None:
    clock = clock_state([], now=1000, duration_minutes=90)
    assert not clock.started and not clock.running and clock.remaining == 90 * MIN and clock.expires_at is None


def test_runs_down_and_expires_at_the_exact_instant() -> None:
    events = [ClockEvent("start", 100)]
    clock = clock_state(events, now=100 + 30 * MIN, duration_minutes=90)
    assert clock.running and clock.remaining == 60 * MIN and clock.expires_at == 100 + 90 * MIN
    late = clock_state(events, now=100 + 200 * MIN, duration_minutes=90)
    assert late.expired and not late.running and late.remaining == 0 and late.expired_at == 100 + 90 * MIN


def test_ruleset_duration() -> None:
    events = [ClockEvent("start", 0)]
    assert ruleset_clock(builtin("nostra-passione-2018"), events, now=0).remaining == 120 * MIN
    assert ruleset_clock(builtin("marsala-2011"), events, now=0).remaining == 90 * MIN


def test_hall_pause_and_table_pause_and_recovery_are_logged() -> None:
    events = [
        ClockEvent("start", 0),
        ClockEvent("pause", 10 * MIN, reason="fire drill"),
        ClockEvent("pause", 12 * MIN, table="T3", reason="dispute"),
        ClockEvent("resume", 15 * MIN),
        ClockEvent("resume", 20 * MIN, table="T3"),
        ClockEvent("recovery", 30 * MIN, table="T3", minutes=4, reason="lost time"),
    ]
    hall = clock_state([e for e in events if e.table is None], now=40 * MIN, duration_minutes=90)
    assert hall.remaining == (90 - 35) * MIN
    table = clock_state(events, now=40 * MIN, duration_minutes=90, table="T3")
    # running 0-10, paused 10-20 (hall then table), running 20-40: 30 minutes gone, 4 given back.
    assert table.remaining == (90 - 30 + 4) * MIN
    assert table.recovery == 4 * MIN
    assert [(e.kind, e.table) for e in table.log] == [
        ("start", None), ("pause", None), ("pause", "T3"), ("resume", None), ("resume", "T3"), ("recovery", "T3")]
    assert table.log[-1].remaining == (90 - 20 + 4) * MIN and table.log[1].reason == "fire drill"
    other = clock_state(events, now=40 * MIN, duration_minutes=90, table="T1")
    assert other.remaining == hall.remaining
    assert clock_state(events, now=40 * MIN, duration_minutes=90).remaining == hall.remaining


def test_paused_clock_has_no_expiry_forecast() -> None:
    clock = clock_state([ClockEvent("start", 0), ClockEvent("pause", 60)], now=500, duration_minutes=90)
    assert clock.paused and not clock.running and clock.expires_at is None and clock.remaining == 90 * MIN - 60


def test_table_start_overrides_the_hall_start() -> None:
    events = [ClockEvent("start", 0), ClockEvent("start", 5 * MIN, table="T2")]
    assert clock_state(events, now=10 * MIN, duration_minutes=90, table="T2").remaining == 85 * MIN
    assert clock_state(events, now=10 * MIN, duration_minutes=90, table="T1").remaining == 80 * MIN


def test_future_events_are_not_yet_real() -> None:
    events = [ClockEvent("start", 0), ClockEvent("pause", 100)]
    assert clock_state(events, now=50, duration_minutes=90).running


@pytest.mark.parametrize(("events", "field", "message"), [
    ([ClockEvent("pause", 0)], "events[0]", "before it starts"),
    ([ClockEvent("start", 0), ClockEvent("start", 1)], "events[1]", "already started"),
    ([ClockEvent("start", 0), ClockEvent("resume", 1)], "events[1]", "not paused"),
    ([ClockEvent("start", 0), ClockEvent("pause", 1), ClockEvent("pause", 2)], "events[2]", "already paused"),
    ([ClockEvent("start", 0), ClockEvent("recovery", 1, minutes=0)], "events[1].minutes", "more than 0"),
    ([ClockEvent("start", 0), ClockEvent("recovery", 91 * MIN, minutes=5)], "events[1]", "already expired"),
])
def test_bad_events_are_named(events: list[ClockEvent], field: str, message: str) -> None:
    with pytest.raises(InputError) as info:
        clock_state(events, now=100 * MIN, duration_minutes=90)
    assert info.value.field == field and message in info.value.message


def test_a_time_that_went_back_counts_at_the_previous_event_and_is_marked() -> None:
    """A laptop clock set back 5 minutes: the pause was written before the start. The table keeps its clock."""
    events = [ClockEvent("start", 10 * MIN), ClockEvent("pause", 5 * MIN), ClockEvent("resume", 8 * MIN)]
    clock = clock_state(events, now=20 * MIN, duration_minutes=90)
    assert clock.started_at == 10 * MIN and not clock.paused
    assert clock.elapsed == 10 * MIN  # the pause and the resume both count at 10:00, so 10 minutes ran since
    assert [(line.kind, line.at, line.recorded_at) for line in clock.out_of_order] == \
        [("pause", 10 * MIN, 5 * MIN), ("resume", 10 * MIN, 8 * MIN)]
    assert clock_state(events[:1], now=20 * MIN, duration_minutes=90).out_of_order == ()


def test_now_before_the_last_event_never_runs_time_backwards() -> None:
    events = [ClockEvent("start", 0), ClockEvent("pause", 30 * MIN), ClockEvent("resume", 40 * MIN)]
    assert clock_state(events, now=50 * MIN, duration_minutes=90).elapsed == 40 * MIN
    # asked with a "now" behind the resume (a clock that jumped back): still the elapsed time at the resume
    back = clock_state([*events, ClockEvent("pause", 45 * MIN)], now=35 * MIN, duration_minutes=90)
    assert back.elapsed == 30 * MIN and back.remaining == 60 * MIN


@given(st.lists(st.floats(-1e6, 1e6, allow_nan=False), min_size=1, max_size=12), st.floats(-1e6, 2e6))
def test_any_times_in_any_order_fold_without_error(times: list[float], now: float) -> None:
    """Start, then alternating pause/resume at arbitrary (even decreasing) times: never raises, never negative."""
    events = [ClockEvent("start", times[0])] + \
        [ClockEvent("pause" if i % 2 else "resume", t) for i, t in enumerate(times[1:], start=1)]
    clock = clock_state(events, now=now, duration_minutes=90)
    assert 0 <= clock.elapsed <= 90 * MIN and clock.remaining >= 0


# --- properties ---------------------------------------------------------------------------------------------

@st.composite
def logs(draw: st.DrawFn) -> list[ClockEvent]:
    """A valid event log: hall start, then pauses/resumes of the hall and table T, and recoveries."""
    at = draw(st.integers(0, 600))
    events = [ClockEvent("start", at)]
    paused: set[str | None] = set()
    for _ in range(draw(st.integers(0, 12))):
        at += draw(st.integers(0, 1800))
        scope = draw(st.sampled_from([None, "T"]))
        kind = draw(st.sampled_from(["toggle", "toggle", "recovery"]))
        if kind == "recovery":
            # Recovery is refused once time expired: only keep it where table T's clock is still running.
            if not clock_state(events, at, 90, "T").expired:
                events.append(ClockEvent("recovery", at, table=scope, minutes=draw(st.integers(1, 10))))
        elif scope in paused:
            events.append(ClockEvent("resume", at, table=scope))
            paused.discard(scope)
        else:
            events.append(ClockEvent("pause", at, table=scope))
            paused.add(scope)
    return events


times = st.integers(0, 40000)


@settings(max_examples=200, deadline=None)
@given(logs(), times, times)
def test_remaining_never_increases_without_recovery_between(events: list[ClockEvent], a: int, b: int) -> None:
    t1, t2 = min(a, b), max(a, b)
    assume(not any(e.kind == "recovery" and t1 < e.at <= t2 for e in events))
    first, second = clock_state(events, t1, 90, "T"), clock_state(events, t2, 90, "T")
    assert second.remaining <= first.remaining
    if first.running and not any(t1 < e.at <= t2 for e in events):
        assert second.remaining == max(0.0, first.remaining - (t2 - t1))


@settings(max_examples=200, deadline=None)
@given(logs(), times, st.integers(0, 5000))
def test_pausing_freezes_the_clock(events: list[ClockEvent], t: int, wait: int) -> None:
    last = max(e.at for e in events)
    open_pauses: set[str | None] = set()
    for e in events:
        if e.kind in ("pause", "resume"):
            (open_pauses.add if e.kind == "pause" else open_pauses.discard)(e.table)
    free = [scope for scope in (None, "T") if scope not in open_pauses]
    paused = [*events, ClockEvent("pause", last + t, table=free[0])] if free else list(events)
    frozen = clock_state(paused, last + t, 90, "T")
    later = clock_state(paused, last + t + wait, 90, "T")
    assert later.remaining == frozen.remaining and not later.running
    assert later.expires_at is None or later.expired


@settings(max_examples=200, deadline=None)
@given(logs(), st.integers(0, 3000), st.integers(1, 15), st.integers(0, 3000))
def test_recovery_adds_exactly_its_minutes(events: list[ClockEvent], dt: int, minutes: int, wait: int) -> None:
    at = max(e.at for e in events) + dt
    now = at + wait
    before = clock_state(events, now, 90, "T")
    assume(not before.expired)
    after = clock_state([*events, ClockEvent("recovery", at, table="T", minutes=minutes)], now, 90, "T")
    assert after.remaining == before.remaining + minutes * MIN
    assert after.log[-1].kind == "recovery" and after.log[-1].minutes == minutes
