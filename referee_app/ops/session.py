"""A working session: one open database, the event in hand, the referee at the keyboard.

Every table action goes the same way: the engine folds it onto the table's current state first (so an
illegal action is refused with the field at fault and nothing is written), then the store appends it
durably, and only then does the caller show it as done.
"""

from __future__ import annotations

import datetime as dt
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset
from referee_app.rules.table.state import TableAction, TableState, fold, initial_state
from referee_app.store.records import Action, ActionId, Event, Player, Round, Table
from referee_app.store.store import Store


def epoch(at: str) -> float:
    return dt.datetime.fromisoformat(at).timestamp()


def to_table_action(action: Action) -> TableAction:
    return TableAction(action.kind, action.payload, epoch(action.at), action.referee)


@dataclass(frozen=True)
class SeatedPlayer:
    seat: int
    player: Player
    colour: str


class Session:
    def __init__(self, store: Store, event_id: int, referee: str = "",
                 clock: Callable[[], float] = time.time) -> None:
        self.store = store
        self.event_id = event_id
        self.referee = referee or "arbitro"
        self.clock = clock
        self.event  # fail early on an unknown event

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

    # ---- table actions -----------------------------------------------------------------------------------
    def table_state(self, table_id: int) -> TableState:
        table = self.store.table(table_id)
        start = initial_state(self.seat_names(table))
        return self.store.replay(table_id, lambda s, a: fold(self.ruleset, s, to_table_action(a)), start)

    def round_states(self, round_id: int) -> dict[int, TableState]:
        """Every table of a round rebuilt from one read of the logs."""
        names = self.player_names()
        seats = {t.id: self.seat_names(t, names) for t in self.tables(round_id)}
        states: dict[int, TableState] = {}
        for table_id, actions in self.store.round_actions(round_id).items():
            state = initial_state(seats[table_id])
            for action in actions:
                state = fold(self.ruleset, state, to_table_action(action))
            states[table_id] = state
        return states

    def record(self, table_id: int, kind: str, payload: dict[str, Any]) -> ActionId:
        """Check the action against the engine, then write it durably; returns once it is on disk."""
        payload = {**payload, "at": payload.get("at", self.clock())}
        fold(self.ruleset, self.table_state(table_id), TableAction(kind, payload, float(payload["at"])))
        return self.store.append(table_id, kind, payload, self.referee)

    def record_many(self, entries: Iterable[tuple[int, str, dict[str, Any]]]) -> list[ActionId]:
        """Several tables at once (a general pause): all are checked first, then written in one
        transaction, so either every table has the action or none has."""
        now = self.clock()
        checked = []
        for table_id, kind, payload in entries:
            payload = {**payload, "at": payload.get("at", now)}
            try:
                fold(self.ruleset, self.table_state(table_id), TableAction(kind, payload, float(payload["at"])))
            except InputError as exc:
                raise exc.at(f"table {self.store.table(table_id).number}") from None
            checked.append((table_id, kind, payload))
        return self.store.append_many(checked, self.referee)

    def undo(self, table_id: int) -> ActionId:
        return self.store.undo(table_id, self.referee)

    def redo(self, table_id: int) -> ActionId:
        return self.store.redo(table_id, self.referee)
