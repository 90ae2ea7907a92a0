"""What the hall board shows for each table: a snapshot computed by the engine, cheap to tick every second.

The tiles shown at the last close are kept in the file (store/hall_tiles.py); the next start shows them
while every table's log still ends where it did then, so the window is ready before the engine loads
(docs/operations.md, *Start-up*). Anything else, and every later refresh, folds the logs.
"""

from __future__ import annotations

from collections import Counter
import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING, Literal

from referee_app.ops.changes import Changes, tables_changed
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError, RulesError
from referee_app.store.errors import StoreError

if TYPE_CHECKING:
    from referee_app.ops.table_ops import TableOperations
    from referee_app.rules.ruleset import Ruleset
    from referee_app.rules.table.state import TableState

Alert = Literal["time_expired", "result_missing", "referee_called", "dispute"]
Phase = Literal["not_started", "playing", "penultimate_round", "last_round", "extra_round", "sdadata", "ended",
                "confirmed"]


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

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str) -> TableTile:
        """A tile kept by `to_json`; ValueError when the text is not one (the logs then decide)."""
        try:
            data = json.loads(text)
            tile = cls(**{**data, "players": tuple(data["players"]), "alerts": tuple(data["alerts"]),
                          "ending_sums": None if data["ending_sums"] is None else tuple(data["ending_sums"])})
        except (TypeError, KeyError, json.JSONDecodeError) as exc:
            raise ValueError(f"not a kept tile: {exc}") from None
        if not all(isinstance(p, str) for p in tile.players) or not isinstance(tile.number, int):
            raise ValueError("not a kept tile")
        return tile


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
    """Playing, running, no alert (and, given `expiry`, on that very clock): nothing to tell about it."""
    plain = tile.phase == "playing" and not tile.paused and not tile.alerts and tile.expires_at is not None
    return plain and (expiry is None or tile.expires_at == expiry)


def clock_text(seconds: float) -> str:
    """mm:ss, or h:mm:ss beyond an hour; rounded up so 0:00 shows only when time is really over."""
    whole = int(-(-seconds // 1))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"


class HallOperations:
    """The hall board's controller: tiles from the engine, clock actions through the session."""

    def __init__(self, session: Session, *, kept_first: bool = False) -> None:
        """`kept_first`: the first tiles asked may be those kept at the last close (the window's start; a
        phone's request always folds, onto the states the session keeps)."""
        self.session = session
        self._first = kept_first

    def tiles(self) -> list[TableTile]:
        current = self.session.current_round()
        if current is None:
            return []
        first, self._first = self._first, False
        kept = self.kept_tiles(current.id) if first else None
        if kept is not None:
            return kept
        ruleset = self.session.ruleset
        now = self.session.clock()
        states = self.session.round_states(current.id)
        return [tile_for(table.id, table.number, states[table.id], ruleset, now)
                for table in self.session.tables(current.id)]

    def _all(self, kind: str, payload: dict[str, object], only: Callable[[TableState], bool]) -> HallChange:
        """`kind` on every table of the round in view that `only` accepts; finished tables are never touched
        (their clocks have stopped). Refused, writing nothing, when no table qualifies."""
        current = self.session.current_round()
        if current is None:
            raise InputError("round", "no round has been drawn yet", code="no_round")
        states = self.session.round_states(current.id)
        entries = [(t, kind, dict(payload)) for t, state in states.items() if not state.finished and only(state)]
        finished = sum(1 for state in states.values() if state.finished)
        if not entries:
            raise InputError("tables", "no table is in a state for this", code="no_table_for_this")
        changes = tables_changed({a.table_id for a in self.session.record_many(entries)})
        return HallChange(changed=len(entries), finished=finished, tables=len(states), changes=changes)

    def start_all(self) -> HallChange:
        now = self.session.clock()
        return self._all("clock_start", {}, lambda s: not s.clock(self.session.ruleset, now).started)

    def pause_all(self) -> HallChange:
        now = self.session.clock()
        return self._all("clock_pause", {"scope": "hall"}, lambda s: s.clock(self.session.ruleset, now).running)

    def resume_all(self) -> HallChange:
        now = self.session.clock()
        return self._all("clock_resume", {"scope": "hall"},
                         lambda s: s.clock(self.session.ruleset, now).paused and s.pause_scope == "hall")

    def kept_tiles(self, round_id: int) -> list[TableTile] | None:
        """The tiles kept at the last close for a round, if they still say what the logs say: every table's
        log ends where it did then, the same players sit at it, no running clock has run out since and the
        clock has not gone back. None otherwise."""
        kept = {table_id: (head, kept_at, text) for table_id, head, kept_at, text in
                self.session.store.kept_tiles(round_id)}
        tables = self.session.tables(round_id)
        if not tables or set(kept) != {t.id for t in tables}:
            return None
        heads = self.session.store.log_heads(round_id)
        names = self.session.player_names()
        now = self.session.clock()
        tiles = []
        for table in tables:
            head, kept_at, text = kept[table.id]
            try:
                tile = TableTile.from_json(text)
            except ValueError:
                return None
            ran_out = tile.expires_at is not None and not tile.paused and kept_at < tile.expires_at <= now
            if (head != heads.get(table.id, 0) or (tile.table_id, tile.number) != (table.id, table.number)
                    or tile.players != self.session.seat_names(table, names) or ran_out or now < kept_at):
                return None
            # a running clock's seconds left, now (what the engine would say: its expiry has not moved)
            tiles.append(replace(tile, remaining=tile.remaining_at(now)))
        return tiles

    def keep_for_next_start(self) -> bool:
        """Keep the current round's tiles in the file for the next start, unless those kept still hold (then
        the engine is not even loaded). False when nothing was kept: no round, or a file that takes no write
        (damaged, read-only, full), which the next start then folds as always."""
        store = self.session.store
        current = self.session.current_round()
        if store.read_only or current is None or self.kept_tiles(current.id) is not None:
            return False
        now = self.session.clock()  # before the tiles: a clock running out meanwhile voids them at the next start
        self._first = False
        try:
            tiles = self.tiles()
            heads = store.log_heads(current.id)
            store.keep_tiles([(t.table_id, heads.get(t.table_id, 0), now, t.to_json()) for t in tiles])
        except (StoreError, RulesError, OSError, sqlite3.Error):  # a cache: never a reason to stop the close
            return False
        return True

    # One table's actions are the table service's (one writer, one set of checks).
    def pause_table(self, table_id: int) -> Changes:
        return _table_service(self.session, table_id).pause_clock()

    def resume_table(self, table_id: int) -> Changes:
        return _table_service(self.session, table_id).resume_clock()

    def add_recovery(self, table_id: int, minutes: int, reason: str) -> Changes:
        return _table_service(self.session, table_id).recovery(minutes, reason)

    def call_referee(self, table_id: int, called: bool) -> Changes:
        return _table_service(self.session, table_id).referee_call(called)


def _table_service(session: Session, table_id: int) -> TableOperations:
    # Imported on a table's first action: the table service brings the rulings and the casistica search,
    # which the hall board, the window's first screen, does not need to show the tables.
    from referee_app.ops.table_ops import TableOperations

    return TableOperations(session, table_id)


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
