"""A working session: one open database, the event in hand, the referee at the keyboard.

Every table action goes the same way: the engine folds it onto the table's current state first (so an
illegal action is refused with the field at fault and nothing is written), then the store appends it
durably, and only then does the caller show it as done.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from referee_app.ops.game_clock import GameClock
from referee_app.rules.errors import InputError
from referee_app.store import log, once
from referee_app.store.records import Action, ActionId, Event, Player, Round, Table
from referee_app.store.store import Store

if TYPE_CHECKING:
    from referee_app.rules.board import Board
    from referee_app.rules.ruleset import Ruleset
    from referee_app.rules.table.state import TableAction, TableState

# The engine (the ruleset, the table's fold) is imported by the methods that fold: a start whose hall board
# shows the tiles kept at the last close (ops/hall.py) needs none of it before the window is ready.


def epoch(at: str) -> float:
    return dt.datetime.fromisoformat(at).timestamp()


def to_table_action(action: Action) -> TableAction:
    """The engine's view of a log entry. Its time is the one the session recorded in the payload (the
    store's own timestamp only for entries without one), so a state folded as actions are recorded and a
    state replayed from the log are the same."""
    from referee_app.rules.table.state import TableAction

    at = action.payload.get("at")
    when = float(at) if isinstance(at, (int, float)) and not isinstance(at, bool) else epoch(action.at)
    return TableAction(action.kind, action.payload, when, action.referee)


@dataclass(frozen=True)
class TableLog:
    """A table's log as read so far and the state folded from it: `head` is the last entry's seq."""
    head: int
    entries: tuple[Action, ...]
    state: TableState

    @property
    def in_force(self) -> tuple[Action, ...]:
        return tuple(log.resolve(self.entries).in_force)


# Entries that change which earlier entries are in force: the state is then rebuilt from the whole log.
_REWRITING = frozenset(log.CONTROL_KINDS) | {"correction"}


@dataclass(frozen=True)
class SeatedPlayer:
    seat: int
    player: Player
    colour: str


class Session:
    def __init__(self, store: Store, event_id: int, referee: str = "",
                 clock: Callable[[], float] | None = None) -> None:
        self.store = store
        self.event_id = event_id
        self.referee = referee or "arbitro"
        self.clock = clock if clock is not None else GameClock(store.latest_time())
        self._logs: dict[int, TableLog] = {}
        self._tables: dict[int, tuple[Table, Round]] = {}
        self._memos: dict[int, dict[int, Any]] = {}
        self.event  # noqa: B018  (fail early on an unknown event)

    @classmethod
    def open(cls, db_path: str | Path | None, event_id: int, referee: str = "") -> Session:
        return cls(Store.open(db_path), event_id, referee)

    @cached_property
    def event(self) -> Event:
        return self.store.event(self.event_id)

    @cached_property
    def ruleset(self) -> Ruleset:
        return self.event.ruleset()

    @cached_property
    def board(self) -> Board:
        return self.event.board()

    # ---- players and rounds ------------------------------------------------------------------------------
    def players(self) -> list[Player]:
        return self.store.players(self.event_id)

    def player_names(self) -> dict[int, str]:
        return {p.id: p.name for p in self.players()}

    def rounds(self) -> list[Round]:
        return self.store.rounds(self.event_id)

    def current_round(self) -> Round | None:
        rounds = self.rounds()
        return rounds[-1] if rounds else None

    def tables(self, round_id: int) -> list[Table]:
        return self.store.tables(round_id)

    def seated(self, table: Table) -> list[SeatedPlayer]:
        by_id = {p.id: p for p in self.players()}
        return [SeatedPlayer(s.seat, by_id[s.player_id], s.colour) for s in table.seats]

    def seat_names(self, table: Table, names: dict[int, str] | None = None) -> tuple[str, ...]:
        names = names if names is not None else self.player_names()
        return tuple(names[s.player_id] for s in table.seats)

    def round(self, round_id: int) -> Round:
        """A round of this event; InputError("round") for any other id."""
        for rnd in self.rounds():
            if rnd.id == round_id:
                return rnd
        raise InputError("round", f"round id {round_id} is not in this event")

    def round_by_number(self, number: int | None = None) -> Round:
        """Round `number` of the event (the latest when None); InputError("round") when there is none."""
        rounds = self.rounds()
        if not rounds:
            raise InputError("round", "no round has been drawn yet", code="no_round")
        if number is None:
            return rounds[-1]
        for rnd in rounds:
            if rnd.number == number:
                return rnd
        raise InputError("round", f"no round {number}; rounds: {', '.join(str(r.number) for r in rounds)}")

    def table(self, table_id: int) -> Table:
        """A table of this event; InputError("table") for an unknown id or another event's table. Kept once
        read: a table's round never changes and its seats only before its first action (`forget`)."""
        return self._table_and_round(table_id)[0]

    def table_round(self, table_id: int) -> Round:
        """The round a table of this event belongs to."""
        return self._table_and_round(table_id)[1]

    def _table_and_round(self, table_id: int) -> tuple[Table, Round]:
        known = self._tables.get(table_id)
        if known is not None:
            return known
        try:
            table = self.store.table(table_id)
        except InputError:
            raise InputError("table", f"no table with id {table_id!r}") from None
        rnd = next((r for r in self.rounds() if r.id == table.round_id), None)
        if rnd is None:
            raise InputError("table", f"table id {table_id} belongs to another event")
        self._tables[table_id] = (table, rnd)
        return table, rnd

    def table_by_number(self, number: int, round_id: int | None = None) -> Table:
        """Table `number` of a round of the event (the current round by default)."""
        rnd = self.round_by_number() if round_id is None else self.round(round_id)
        tables = self.tables(rnd.id)
        for table in tables:
            if table.number == number:
                return table
        raise InputError("table", f"round {rnd.number} has no table {number} ({len(tables)} tables)")

    # ---- table actions -----------------------------------------------------------------------------------
    def table_log(self, table_id: int) -> TableLog:
        """The table's log and folded state, kept between calls: one query for what was written since; new
        entries are folded onto the kept state, an undo, redo or correction rebuilds it from the whole log."""
        from referee_app.rules.table.state import fold, initial_state

        kept = self._logs.get(table_id)
        if kept is not None:
            new = self.store.actions_after(table_id, kept.head)
            if not new:
                return kept
            if not any(a.kind in _REWRITING for a in new):
                state = kept.state
                for action in new:
                    state = fold(self.ruleset, state, to_table_action(action))
                kept = TableLog(new[-1].seq, kept.entries + tuple(new), state)
                self._logs[table_id] = kept
                return kept
        entries = tuple(self.store.actions(table_id))
        state = initial_state(self.seat_names(self.table(table_id)))
        for action in log.resolve(entries).in_force:
            state = fold(self.ruleset, state, to_table_action(action))
        kept = TableLog(entries[-1].seq if entries else 0, entries, state)
        self._logs[table_id] = kept
        return kept

    def forget(self, table_id: int | None = None) -> None:
        """Drop the kept state of one table (or all): the next read rebuilds it from the log."""
        if table_id is None:
            self._logs.clear()
            self._tables.clear()
            self._memos.clear()
        else:
            self._logs.pop(table_id, None)
            self._tables.pop(table_id, None)
            self._memos.pop(table_id, None)

    def memo(self, table_id: int) -> dict[int, Any]:
        """What a caller worked out once per log entry of a table (entries never change), by seq."""
        return self._memos.setdefault(table_id, {})

    def table_state(self, table_id: int) -> TableState:
        return self.table_log(table_id).state

    def round_states(self, round_id: int) -> dict[int, TableState]:
        """Every table of a round: kept states where the log has not moved, the rest from one read."""
        tables = self.tables(round_id)
        if all(t.id in self._logs for t in tables):
            heads = self.store.log_heads(round_id)
            moved = {t.id for t in tables if heads.get(t.id, 0) != self._logs[t.id].head}
            if len(moved) <= len(tables) // 4:
                # a few tables wrote (a phone's action, a click): fold just what they wrote since, not the round
                return {t.id: (self.table_log(t.id) if t.id in moved else self._logs[t.id]).state for t in tables}
        from referee_app.rules.table.state import fold, initial_state

        names = self.player_names()
        states: dict[int, TableState] = {}
        logs = self.store.round_log(round_id)
        for table in tables:
            entries = tuple(logs.get(table.id, ()))
            state = initial_state(self.seat_names(table, names))
            for action in log.resolve(entries).in_force:
                state = fold(self.ruleset, state, to_table_action(action))
            self._logs[table.id] = TableLog(entries[-1].seq if entries else 0, entries, state)
            states[table.id] = state
        return states

    def _checked(self, table_id: int, kind: str, payload: dict[str, Any], at: float) -> dict[str, Any]:
        from referee_app.rules.table.state import TableAction, fold

        payload = {**payload, "at": payload.get("at", at)}
        fold(self.ruleset, self.table_state(table_id), TableAction(kind, payload, float(payload["at"]),
                                                                    self.referee))
        return payload

    def record(self, table_id: int, kind: str, payload: dict[str, Any]) -> ActionId:
        """Check the action against the engine, then write it durably; returns once it is on disk."""
        payload = self._checked(table_id, kind, payload, self.clock())
        return self.store.append(table_id, kind, payload, self.referee)

    def record_many(self, entries: Iterable[tuple[int, str, dict[str, Any]]]) -> list[ActionId]:
        """Several tables at once (a general pause): all are checked first, then written in one
        transaction, so either every table has the action or none has."""
        now = self.clock()
        checked = []
        for table_id, kind, payload in entries:
            try:
                checked.append((table_id, kind, self._checked(table_id, kind, payload, now)))
            except InputError as exc:
                raise exc.at(f"table {self.store.table(table_id).number}") from None
        return self.store.append_many(checked, self.referee)

    def confirm(self, table_id: int, result: dict[str, Any], final_state: dict[str, Any] | None) -> ActionId:
        """Log the final state (when given, checked by the engine) and the confirmed result in one
        transaction."""
        final = None if final_state is None else self._checked(table_id, "final_state", final_state, self.clock())
        return self.store.confirm_result(table_id, result, self.referee, final)

    def once(self, key: str, request: Mapping[str, Any], write: Callable[[], Mapping[str, Any]]) -> dict[str, Any]:
        """Do an intended action once for its idempotency `key`: `write` runs and its answer is kept with the
        entries it wrote, in one transaction; the same key and `request` again get that answer and write
        nothing (after a restart too); the same key with another request raises KeyReused (store/once.py)."""
        try:
            return self.store.write_once(key, once.digest(request), write)[0]
        except BaseException:
            self.forget()  # a state folded inside the rolled-back transaction must not outlive it
            raise

    def correct(self, table_id: int, result: dict[str, Any], pin: str, reason: str) -> ActionId:
        self.forget(table_id)
        return self.store.correct_result(table_id, result, self.referee, pin, reason)

    def undo(self, table_id: int) -> ActionId:
        self.forget(table_id)
        return self.store.undo(table_id, self.referee)

    def redo(self, table_id: int) -> ActionId:
        self.forget(table_id)
        return self.store.redo(table_id, self.referee)
