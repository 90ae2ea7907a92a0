"""What the hall board shows for each table: a tile computed by the engine from the table's state, cheap to
tick every second. The states come from the session, which folds only what each table's log gained since
its snapshot (store/snapshots.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from referee_app.ops.changes import Changes, table_changed, tables_changed
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.table.actions import ClockPause, ClockResume, ClockStart, Recovery, RefereeCall, TableAct

if TYPE_CHECKING:
    from referee_app.rules.ruleset import Ruleset
    from referee_app.rules.table.state import TableState

Alert = Literal["time_expired", "result_missing", "referee_called", "dispute"]
Phase = Literal["not_started", "playing", "penultimate_round", "last_round", "extra_round", "sdadata",
                "closing_turn", "closing_round", "ended", "confirmed"]


@dataclass(frozen=True)
class TableTile:
    table_id: int
    number: int
    players: tuple[str, ...]
    phase: Phase = "not_started"
    remaining: float = 0.0
    expires_at: float | None = None
    paused: bool = False
    next_player: str | None = None
    ending_sums: tuple[int, ...] | None = None
    alerts: tuple[Alert, ...] = ()

    def remaining_at(self, now: float) -> float:
        """Seconds left at `now`: counts down only while the clock runs (expires_at is then known)."""
        if self.expires_at is None or self.paused:
            return self.remaining
        return max(0.0, self.expires_at - now)

    def expired_at(self, now: float) -> bool:
        return self.expires_at is not None and not self.paused and now >= self.expires_at


@dataclass(frozen=True)
class HallChange:
    """What a hall-wide clock action did: how many tables it changed, of how many, how many it skipped
    because their game is over, and the change for the other pages."""
    changed: int
    finished: int
    tables: int
    changes: Changes


def round_expiry(tiles: Sequence[TableTile]) -> float | None:
    """When the round's clock runs out: the instant most running tables expire at (they started together at
    the hall's start and were paused together), or None when no table runs. The projector shows it once, large,
    and then only the tables that differ from it."""
    running = Counter(t.expires_at for t in tiles if follows_clock(t))
    return running.most_common(1)[0][0] if running else None


def follows_clock(tile: TableTile, expiry: float | None = None) -> bool:
    """Playing and running (and, given `expiry`, on that very clock): nothing to tell the players about it. A
    desk alert (a referee called, a dispute) is not theirs: such a table stays among those on the clock."""
    plain = tile.phase == "playing" and not tile.paused and tile.expires_at is not None
    return plain and (expiry is None or tile.expires_at == expiry)


def number_ranges(numbers: Sequence[int]) -> str:
    """Table numbers as runs: 1–4, 7, 9–12 (the projector lists the tables on the round's clock)."""
    runs: list[list[int]] = []
    for n in sorted(set(numbers)):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}–{r[-1]}" for r in runs)


def clock_text(seconds: float) -> str:
    """mm:ss, or h:mm:ss beyond an hour; rounded up so 0:00 shows only when time is really over."""
    whole = int(-(-seconds // 1))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


class HallOperations:
    """The hall board's controller: tiles from the engine, clock actions through the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    def tiles(self) -> list[TableTile]:
        current = self.session.current_round()
        if current is None:
            return []
        ruleset = self.session.ruleset
        now = self.session.clock()
        states = self.session.round_states(current.id)
        return [tile_for(table.id, table.number, states[table.id], ruleset, now)
                for table in self.session.tables(current.id)]

    def _all(self, act: TableAct, only: Callable[[TableState], bool]) -> HallChange:
        """`act` on every table of the round in view that `only` accepts; finished tables are never touched
        (their clocks have stopped). Refused, writing nothing, when no table qualifies."""
        current = self.session.current_round()
        if current is None:
            raise InputError("round", "no round has been drawn yet", code="no_round")
        states = self.session.round_states(current.id)
        entries = [(t, act) for t, state in states.items() if not state.finished and only(state)]
        finished = sum(1 for state in states.values() if state.finished)
        if not entries:
            raise InputError("tables", "no table is in a state for this", code="no_table_for_this")
        changes = tables_changed({a.table_id for a in self.session.record_many(entries)})
        return HallChange(changed=len(entries), finished=finished, tables=len(states), changes=changes)

    def start_all(self) -> HallChange:
        now = self.session.clock()
        return self._all(ClockStart(), lambda s: not s.clock(self.session.ruleset, now).started)

    def pause_all(self) -> HallChange:
        now = self.session.clock()
        return self._all(ClockPause("hall"), lambda s: s.clock(self.session.ruleset, now).running)

    def resume_all(self) -> HallChange:
        now = self.session.clock()
        return self._all(ClockResume("hall"),
                         lambda s: s.clock(self.session.ruleset, now).paused and s.pause_scope == "hall")

    # One table's clock from the board: the session's writer, as for the whole hall (the engine checks it once
    # when it folds it). A ruling or a penalty, which the table service completes first, is not the hall's.
    def _one(self, table_id: int, act: TableAct) -> Changes:
        return table_changed(self.session.record(table_id, act))

    def pause_table(self, table_id: int) -> Changes:
        return self._one(table_id, ClockPause())

    def resume_table(self, table_id: int) -> Changes:
        return self._one(table_id, ClockResume())

    def add_recovery(self, table_id: int, recovery: Recovery) -> Changes:
        return self._one(table_id, recovery)

    def call_referee(self, table_id: int, called: bool) -> Changes:
        return self._one(table_id, RefereeCall(called))


def tile_for(table_id: int, number: int, state: TableState, ruleset: Ruleset, now: float) -> TableTile:
    """The engine's view of one table, as the hall board shows it."""
    clock = state.clock(ruleset, now)
    alerts: list[Alert] = []
    if clock.expired and state.expired_during is None and not state.ended:
        alerts.append("time_expired")
    if state.ended and state.result is None:
        alerts.append("result_missing")
    if state.referee_called:
        alerts.append("referee_called")
    phase: Phase = "confirmed" if state.result is not None else state.phase(ruleset, now)
    return TableTile(table_id=table_id, number=number, players=state.players, phase=phase,
                     remaining=clock.remaining, expires_at=clock.expires_at if clock.running else None,
                     paused=clock.paused, next_player=state.next_player(), ending_sums=state.ending_sums(),
                     alerts=tuple(alerts))
