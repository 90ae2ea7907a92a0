"""A working session: one open database, the event in hand, the referee at the keyboard.

Every table action goes the same way: the engine folds it onto the table's current state first (so an
illegal action is refused with the field at fault and nothing is written), then the store appends it
durably, and only then does the caller show it as done.
"""

from __future__ import annotations

import datetime as dt
import uuid
from contextlib import AbstractContextManager
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any, Generic, TypeVar, cast

from referee_app.ops.game_clock import GameClock
from referee_app.rules.board import Board
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset
from referee_app.rules.table.snapshot import ENGINE, read_state, state_text
from referee_app.rules.table.actions import FinalState, TableAct, read_action
from referee_app.rules.table.state import TableAction, TableState, fold, initial_state
from referee_app.store import log, once
from referee_app.store.errors import CorruptDatabaseError
from referee_app.store.records import Action, ActionId, Event, Player, Round, Table
from referee_app.store.snapshots import Tail
from referee_app.store.store import Store
from referee_app.store.table_log import Snapshot


T = TypeVar("T")

def epoch(at: str) -> float:
    return dt.datetime.fromisoformat(at).timestamp()


def to_table_action(action: Action, path: str = "") -> TableAction:
    """The engine's view of a log entry: its action read by the one reader (rules/table/actions.py) and its
    time, the one the session recorded in the payload (the store's own timestamp only for entries without
    one), so a state folded as actions are recorded and a state replayed from the log are the same. An entry
    whose text damage made unreadable is the file's damage (`path`), not the referee's input."""
    if set(action.payload) == {log.UNREADABLE}:
        raise CorruptDatabaseError(path, [f"entry {action.seq} of a table's log is unreadable"])
    data = dict(action.payload)
    at = data.pop("at", None)
    when = float(at) if isinstance(at, (int, float)) and not isinstance(at, bool) else epoch(action.at)
    return TableAction(read_action(action.kind, data), when, action.referee)


@dataclass(frozen=True)
class TableLog:
    """A table's log as read so far and the state folded from it: `head` is the last entry's seq."""
    head: int
    entries: tuple[Action, ...]
    state: TableState

    @property
    def in_force(self) -> tuple[Action, ...]:
        return tuple(log.resolve(self.entries).in_force)


@dataclass(frozen=True)
class _Kept:
    """What the session keeps of a table: the state folded up to entry `head`, never the entries (a day's
    log would grow the session by every write: a caller that shows the log reads it, `table_log`)."""
    head: int
    state: TableState
    seen: int = -1  # the store's write count when this was last known to be the table's state now


# Tables whose log lines (`Session.log_lines`) are kept: the ones looked at last. A desk or a server showing
# every table's log in turn keeps a few tables' lines, not the whole hall's day.
MEMO_TABLES = 8


L = TypeVar("L", bound=log.Entry)


@dataclass
class _Lines(Generic[L]):
    """What a caller made of each entry of a table's log (a page's log line), in log order, up to `head`."""
    head: int = 0
    lines: list[L] = field(default_factory=list)


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
        if clock is not None:
            self.clock = clock
        self._logs: dict[int, _Kept] = {}
        self._tables: dict[int, tuple[Table, Round]] = {}
        self._lines: dict[int, _Lines[Any]] = {}
        self._reads: dict[str, tuple[int, Any]] = {}  # name -> (the store's write count, what was read)
        self.event  # noqa: B018  (fail early on an unknown event)

    @contextmanager
    def acting(self, referee: str) -> Iterator[Session]:
        """This session with what it writes logged under `referee` until the block ends: one session per event
        (its kept states, tables and memos shared), the referee given per call (a phone's job on the writer's
        thread: net/desk.py)."""
        before = self.referee
        self.referee = referee or before
        try:
            yield self
        finally:
            self.referee = before

    @classmethod
    def open(cls, db_path: str | Path | None, event_id: int, referee: str = "") -> Session:
        return cls(Store.open(db_path), event_id, referee)

    @cached_property
    def clock(self) -> Callable[[], float]:
        """The game's time (ops/game_clock.py), from the latest time in the logs: read at the first need,
        so a session that only reads (the standings, a printout) does not look for it."""
        return GameClock(self.store.latest_time())

    @cached_property
    def event(self) -> Event:
        return self.store.event(self.event_id)

    def reload_event(self) -> None:
        """Read the event's row again at the next use (its circuit facts changed; the rules never do)."""
        self.__dict__.pop("event", None)

    @cached_property
    def ruleset(self) -> Ruleset:
        return self.event.ruleset()

    @cached_property
    def board(self) -> Board:
        return self.event.board()

    # ---- players and rounds ------------------------------------------------------------------------------
    def players(self) -> list[Player]:
        """The event's players, read once until the next write (the standings ask for them twice)."""
        return list(self.unchanged("players", lambda: tuple(self.store.players(self.event_id))))

    def player_names(self) -> dict[int, str]:
        """The players' names by id (the tiles, the seats), read once until the next write."""
        return dict(self.unchanged("player names", lambda: self.store.player_names(self.event_id)))

    def rounds(self) -> list[Round]:
        """The event's rounds, read once until the next write (the hall, a phone's table, the window's title
        each ask for the current round)."""
        return list(self.unchanged("rounds", lambda: tuple(self.store.rounds(self.event_id))))

    def current_round(self) -> Round | None:
        rounds = self.rounds()
        return rounds[-1] if rounds else None

    def tables(self, round_id: int) -> list[Table]:
        """A round's tables with their seats, read once until the next write."""
        return list(self.unchanged(f"tables of round {round_id}", lambda: tuple(self.store.tables(round_id))))

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
        """The table's state (kept) and whole log (read: one indexed query, not kept, so the session's
        memory does not grow with the day's writes). The log read is the one the state was folded from:
        an entry written in between folds the state on again."""
        while True:
            kept = self._current(table_id)
            entries = tuple(self.store.actions(table_id))
            if (entries[-1].seq if entries else 0) == kept.head:
                return TableLog(kept.head, entries, kept.state)
            self._logs.pop(table_id, None)  # pragma: no cover  (another program wrote in between)

    def _current(self, table_id: int) -> _Kept:
        """The table's state now: the kept one with what was written since folded on, else its snapshot
        with the entries after it, else its whole log."""
        kept = self._logs.get(table_id)
        written = self.store.written
        if kept is not None and kept.seen == written:
            return kept  # nothing was written since: no query
        if kept is not None and self.store.log_unchanged_since(table_id, kept.seen):
            kept = self._logs[table_id] = replace(kept, seen=written)
            return kept  # the writer says this table's log took nothing since (other tables did): no query
        if kept is not None:
            kept = self._advance(table_id, kept, self.store.actions_after(table_id, kept.head))
        else:
            tail = self.store.tails(ENGINE, table_id=table_id)[table_id]
            kept = self._from_tail(self.table(table_id), tail, None)
        kept = self._logs[table_id] = replace(kept, seen=written)
        return kept

    def _advance(self, table_id: int, kept: _Kept, new: Sequence[Action]) -> _Kept:
        """`kept` with the entries written since folded on; an undo, redo or correction among them changes
        which earlier entries are in force, so the state is then folded from the whole log."""
        if not new:
            return kept
        if any(a.kind in _REWRITING for a in new):
            kept = self._whole(self.table(table_id), tuple(self.store.actions(table_id)))
        else:
            state = kept.state
            for action in new:
                state = fold(self.ruleset, state, to_table_action(action, str(self.store.path)))
            kept = _Kept(new[-1].seq, state)
        self._logs[table_id] = kept
        return kept

    def _from_tail(self, table: Table, tail: Tail, names: dict[int, str] | None) -> _Kept:
        """The state from the table's snapshot and the entries after it; from the whole log when there is no
        snapshot, or it does not read back, or it is of other players, or an entry after it rewrites the
        log (an undo), or the tail does not fold onto it."""
        seated = self.seat_names(table, names)
        snapshot = tail.snapshot
        if snapshot is not None and not any(a.kind in _REWRITING for a in tail.entries):
            try:
                state = read_state(snapshot.state)
                if state.players == seated:
                    for action in tail.entries:
                        state = fold(self.ruleset, state, to_table_action(action, str(self.store.path)))
                    return _Kept(tail.entries[-1].seq if tail.entries else snapshot.seq, state)
            except ValueError:  # a snapshot damaged on disk: the log decides
                pass
        entries = tail.entries if snapshot is None else tuple(self.store.actions(table.id))
        return self._whole(table, entries, seated)

    def _whole(self, table: Table, entries: tuple[Action, ...], seated: tuple[str, ...] | None = None) -> _Kept:
        state = initial_state(seated if seated is not None else self.seat_names(table))
        for action in log.resolve(entries).in_force:
            state = fold(self.ruleset, state, to_table_action(action, str(self.store.path)))
        return _Kept(entries[-1].seq if entries else 0, state)

    def forget(self, table_id: int | None = None) -> None:
        """Drop the kept state of one table (or all): the next read rebuilds it from the file."""
        if table_id is None:
            self._logs.clear()
            self._tables.clear()
            self._lines.clear()
            self._reads.clear()
        else:
            self._logs.pop(table_id, None)
            self._tables.pop(table_id, None)
            self._lines.pop(table_id, None)

    def unchanged(self, name: str, read: Callable[[], T]) -> T:
        """What `read()` returned, kept under `name` until the store writes anything (its write count says,
        no query asks): e.g. the event's objective deck, read once for every keystroke of a score sheet."""
        written = self.store.written
        found = self._reads.get(name)
        if found is not None and found[0] == written:
            return cast(T, found[1])
        value = read()
        self._reads[name] = (written, value)
        return value

    def log_lines(self, table_id: int, line: Callable[[Action], L]) -> tuple[TableState, tuple[L, ...]]:
        """The table's state and its whole log as `line` makes each entry (a page's log line), consistent
        with each other. Each entry is made once (entries never change) and the lines are kept for the
        tables looked at last (`MEMO_TABLES`), never the entries: after a write only the entries after the
        last line are read (one indexed query), and nothing while nothing was written. An undo or a redo
        is one more line: which lines are in force is `log.resolve(lines)`."""
        while True:
            kept = self._current(table_id)
            found = self._lines.pop(table_id, None)
            known: _Lines[L] = found if found is not None else _Lines()
            while len(self._lines) >= MEMO_TABLES:  # the table looked at longest ago goes first
                del self._lines[next(iter(self._lines))]
            self._lines[table_id] = known  # the latest at the end
            if known.head < kept.head:
                new = self.store.actions_after(table_id, known.head)
                known.lines.extend(line(action) for action in new)
                known.head = new[-1].seq if new else known.head
            if known.head == kept.head:
                return kept.state, tuple(known.lines)
            self._logs.pop(table_id, None)  # pragma: no cover  (another program wrote in between)

    def table_state(self, table_id: int) -> TableState:
        return self._current(table_id).state

    def round_states(self, round_id: int) -> dict[int, TableState]:
        """Every table of a round: the kept states with what was written since folded on (two queries), or
        each table's snapshot and the entries after it (two queries; the whole log of a table without one)."""
        tables = self.tables(round_id)
        if tables and all(t.id in self._logs for t in tables):
            heads = self.store.log_heads(round_id)
            moved = {t.id: self._logs[t.id].head for t in tables if heads.get(t.id, 0) != self._logs[t.id].head}
            new = self.store.entries_after(moved) if moved else {}
            return {t.id: self._advance(t.id, self._logs[t.id], new.get(t.id, ())).state for t in tables}
        names = self.player_names()
        tails = self.store.tails(ENGINE, round_id=round_id)
        for table in tables:
            self._logs[table.id] = self._from_tail(table, tails[table.id], names)
        return {t.id: self._logs[t.id].state for t in tables}

    def _folded(self, table_id: int, act: TableAct, at: float) -> tuple[TableAction, TableState]:
        """The action as it will be logged (with its time) and the table's state after it; InputError when the
        engine refuses it."""
        action = TableAction(act, at, self.referee)
        return action, fold(self.ruleset, self.table_state(table_id), action)

    def record(self, table_id: int, act: TableAct) -> ActionId:
        """Check the action against the engine, then write it durably (with the table's state after it);
        returns once it is on disk. The state folded for the check is kept as the table's state: the next
        read neither asks the file what was written nor folds it again."""
        before = self._current(table_id)
        action, after = self._folded(table_id, act, self.clock())
        written = self.store.append(table_id, action.kind, action.facts(), self.referee,
                                    Snapshot(ENGINE, state_text(after)))
        if written.seq == before.head + 1:
            self._logs[table_id] = _Kept(written.seq, after, self.store.written)
        else:  # pragma: no cover  (one writer: nothing else can write in between)
            self.forget(table_id)
        return written

    def record_many(self, entries: Iterable[tuple[int, TableAct]]) -> list[ActionId]:
        """Several tables at once (a general pause): all are checked first, then written in one
        transaction, so either every table has the action or none has."""
        now = self.clock()
        checked: list[tuple[int, str, dict[str, Any], Snapshot | None]] = []
        states = []
        for table_id, act in entries:
            try:
                action, after = self._folded(table_id, act, now)
            except InputError as exc:
                raise exc.at(f"table {self.store.table(table_id).number}") from None
            checked.append((table_id, action.kind, action.facts(), Snapshot(ENGINE, state_text(after))))
            states.append(after)
        written = self.store.append_many(checked, self.referee)
        for ref, after in zip(written, states, strict=True):  # the states folded for the check are kept
            kept = self._logs.get(ref.table_id)
            if kept is not None and kept.head == ref.seq - 1:
                self._logs[ref.table_id] = _Kept(ref.seq, after, self.store.written)
        return written

    def confirm(self, table_id: int, result: dict[str, Any], final_state: FinalState | None) -> ActionId:
        """Log the final state (when given, checked by the engine, with the table's state after it) and the
        confirmed result in one transaction; the result's own entry is folded from the log at the next read."""
        if final_state is None:
            return self.store.confirm_result(table_id, result, self.referee)
        action, after = self._folded(table_id, final_state, self.clock())
        return self.store.confirm_result(table_id, result, self.referee, action.facts(),
                                         Snapshot(ENGINE, state_text(after)))

    def intended(self) -> AbstractContextManager[None]:
        """The desk's intended action (the window's `run_op`): its writes carry a key of their own,
        `desk-<random>#<n>`, kept with their entries (store/once.py); the phones' come with theirs (`once`)."""
        return self.store.intended("desk-" + uuid.uuid4().hex)

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
