"""One physical table during the game: the referee's actions, each one `Session.record` (the engine checks
it first, nothing is written on bad input), and `TableView`, the snapshot the table page shows.

No Qt here: texts that depend on the engine's answer leave as `Phrase`s (an English template with %1, %2
placeholders and its arguments) which the window translates; `Phrase.text` is the English line.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, get_args

from referee_app.ops.changes import Changes, table_changed
from referee_app.ops.rulings import record_ruling
from referee_app.ops.session import Session
from referee_app.ops.table_phrases import LogLine as LogLine  # TableView's log lines, for its readers
from referee_app.ops.table_phrases import Phrase, consequence, log_line
from referee_app.rules.board import Board
from referee_app.rules.params import SET_KINDS as _SET_KINDS
from referee_app.rules.errors import InputError
from referee_app.rules.sdadata import NoRollReason, Phase, TurnEvent, turn_plan
from referee_app.rules.table.actions import (PENALTY_KINDS as PENALTY_KINDS, Penalty, ReinforcementCount, Ruling,
                                             TableAct, WrongSetValue)
from referee_app.rules.table.state import (PenaltyRecord, TableAction, TablePhase, TableState, closes_the_game,
                                           fold)
from referee_app.store import log
from referee_app.store.records import Action, Table

SET_KINDS = _SET_KINDS  # the combinations a set may be (the wrong set value's calculator offers them)

def board_continent(board: Board, name: str, field: str) -> str:
    """A continent of the event's map by its name (any case), or InputError naming `field`."""
    found = next((c for c in board.continents if c.casefold() == name.strip().casefold()), None)
    if found is None:
        raise InputError(field, f"unknown continent {name!r}; known: {', '.join(board.continents)}")
    return found


# ---- the snapshot ----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class SeatView:
    seat: int
    name: str
    colour: str
    status: str  # active / withdrawn / eliminated / excluded
    warnings: int
    cap: int | None
    is_next: bool
    is_anchor: bool


@dataclass(frozen=True)
class ClockView:
    started: bool
    running: bool
    paused: bool
    expired: bool
    remaining: float
    expires_at: float | None
    recovery_minutes: float
    paused_by_hall: bool
    went_back: int = 0  # clock events whose recorded time went back, counted at the previous one's time
    stopped: bool = False  # the game is over (ended or confirmed): the clock stood still since then


@dataclass(frozen=True)
class PenaltyLine:
    player: str
    kind: str
    code: str
    remove: int
    cap: int | None
    consequence: Phrase
    at: float


@dataclass(frozen=True)
class TableView:
    table_id: int
    number: int
    round_number: int
    seats: tuple[SeatView, ...]
    clock: ClockView
    phase: TablePhase
    expiry_pending: bool  # the clock ran out and "time expired during X's turn" is not recorded yet
    expired_during: str | None
    anchor: str | None
    next_player: str | None
    rolls: bool
    ending_sums: tuple[int, ...] | None
    probability_text: str | None
    sdadata_round: int | None
    ended: bool
    end: str | None  # "sdadata" / "objective" / "time" (no sdadata: the organiser's rule closed it)
    penalties: tuple[PenaltyLine, ...]
    rulings: tuple[Mapping[str, Any], ...]
    referee_called: bool
    final_entered: bool
    result_confirmed: bool
    log: tuple[LogLine, ...]
    can_undo: bool
    can_redo: bool
    undo_seq: int | None
    redo_seq: int | None

    def seat(self, name: str) -> SeatView:
        for seat in self.seats:
            if seat.name == name:
                return seat
        raise KeyError(name)


@dataclass(frozen=True)
class TurnForecast:
    """Does this turn roll, before the dice: the engine's `turn_plan` for the facts entered so far."""
    sdadata: bool  # False before time expired: no turn rolls then
    rolls: bool
    phase: Phase | None
    ending_sums: tuple[int, ...] | None
    probability_text: str | None
    rolled_by: str | None
    no_roll_reason: NoRollReason | None
    without_sdadata: bool = False  # the ruleset has none
    closes: bool = False  # no sdadata, time is up: by the organiser's rule this turn's end ends the game


@dataclass(frozen=True)
class TableChoice:
    table_id: int
    round_number: int
    table_number: int
    players: tuple[str, ...]


def table_choices(session: Session) -> list[TableChoice]:
    """Every table of every round of the event, in round then table order."""
    names = session.player_names()
    return [TableChoice(t.id, r.number, t.number, session.seat_names(t, names))
            for r in session.rounds() for t in session.tables(r.id)]


# ---- operations ------------------------------------------------------------------------------------------

class TableOperations:
    """The referee's actions at one table. Each returns what changed (`Changes`, with the log entry written
    as `action`); InputError (field + message) when the engine refuses, and then nothing is written."""

    def __init__(self, session: Session, table_id: int) -> None:
        self.session = session
        self.table_id = table_id
        self.table: Table = session.table(table_id)

    @property
    def players(self) -> tuple[str, ...]:
        return self.session.table_state(self.table_id).players

    def state(self) -> TableState:
        return self.session.table_state(self.table_id)

    def act(self, act: TableAct) -> Changes:
        """Record one action at the table (rules/table/actions.py), as the window, a phone or a script built
        it: the engine checks it once, then it is written. A ruling goes through `ops.rulings.record_ruling`
        (its checks, for every caller); a penalty has its facts completed first (`completed`)."""
        if isinstance(act, Ruling):
            return record_ruling(self.session, self.table_id, act)
        if isinstance(act, get_args(Penalty)):
            act = self.completed(act)
        return table_changed(self.session.record(self.table_id, act))

    def forecast(self, turn: TurnEvent) -> TurnForecast:
        """Whether this turn rolls and on which sums, as the facts stand before the dice (its roll ignored)."""
        state = self.state()
        if state.ended:
            raise InputError("player", "the game has already ended", code="game_ended")
        machine = state.sdadata
        if machine is None:
            ruleset = self.session.ruleset
            return TurnForecast(False, False, None, None, None, None, None, ruleset.sdadata is None,
                                closes_the_game(ruleset, state, turn.player, state.left))
        plan = turn_plan(machine, replace(turn, roll=None, missed_roll=False))
        return TurnForecast(True, plan.rolls, plan.phase, plan.ending_sums, plan.probability_text, plan.rolled_by,
                            plan.no_roll_reason)

    # penalties
    def completed(self, penalty: Penalty) -> Penalty:
        """The penalty as it is logged: what the event's rules add to the facts found at the table (the sets
        traded before, where set values escalate; the continents' bonus on the event's map)."""
        if isinstance(penalty, WrongSetValue):
            before = (penalty.sets_traded_before or 0) if self.session.ruleset.sets.escalating_on else None
            return replace(penalty, sets_traded_before=before)
        if isinstance(penalty, ReinforcementCount):
            board = self.session.board
            names = tuple(board_continent(board, name, f"continents[{i}]")
                          for i, name in enumerate(penalty.continents))
            return replace(penalty, continents=names,
                           continent_armies=sum(board.continents[name].bonus for name in names))
        return penalty

    def preview_penalty(self, penalty: Penalty) -> PenaltyLine:
        """What the penalty would mean now, worked out by the engine exactly as recording it would."""
        now = self.session.clock()
        after = fold(self.session.ruleset, self.state(), TableAction(self.completed(penalty), now))
        return self._line(after.penalties[-1])

    def _line(self, record: PenaltyRecord) -> PenaltyLine:
        return PenaltyLine(record.player, record.kind, record.code, record.remove, record.cap,
                           consequence(record, self.session.ruleset.penalties.army_cap), record.at)

    # undo / redo of the table's log
    def undo(self, expected_seq: int | None = None) -> Changes:
        """Undo the table's latest action in force; with `expected_seq`, only if it is that entry."""
        self._expect(log.resolve(self.session.table_log(self.table_id).entries).undo_candidate, expected_seq,
                     "undo")
        return table_changed(self.session.undo(self.table_id), rulings=True)

    def redo(self, expected_seq: int | None = None) -> Changes:
        self._expect(log.resolve(self.session.table_log(self.table_id).entries).redo_candidate, expected_seq,
                     "redo")
        return table_changed(self.session.redo(self.table_id), rulings=True)

    def _expect(self, candidate: Action | None, expected_seq: int | None, what: str) -> None:
        if expected_seq is not None and (candidate is None or candidate.seq != expected_seq):
            raise InputError("table", f"entry {expected_seq} is no longer the last one to "
                             f"{what} at table {self.table.number}: a later action came in between",
                             code=f"{what}_moved", seq=str(expected_seq), table=str(self.table.number))

    # the snapshot
    def likely_turn(self) -> str | None:
        """Whose turn it probably is: the next player of the sdadata, else the one after the last turn end."""
        state, lines = self._state_and_lines()
        if state.sdadata is not None:
            return state.next_player()
        active = [p for p in state.players if state.status(p) in ("active", "withdrawn")]
        if not active:
            return None
        last = next((line.player for line in reversed(log.resolve(lines).in_force) if line.kind == "turn_end"),
                    None)
        if last not in state.players:
            return active[0]
        seat = state.players.index(last)
        for k in range(1, len(state.players) + 1):
            name = state.players[(seat + k) % len(state.players)]
            if name in active:
                return name
        return active[0]

    def _state_and_lines(self) -> tuple[TableState, tuple[LogLine, ...]]:
        """The table's state and its log's lines (each entry's line is worked out once: entries never
        change; whether it is in force is looked at each time)."""
        return self.session.log_lines(self.table_id, lambda action: log_line(action, True))

    def view(self, last: int | None = None) -> TableView:
        """The table as its page shows it; with `last`, only the log's last `last` lines (a phone's page)."""
        session = self.session
        ruleset = session.ruleset
        now = session.clock()
        state, lines = self._state_and_lines()
        clock = state.clock(ruleset, now)
        machine = state.sdadata
        plan = machine.next_turn if machine is not None else None
        anchor = machine.anchor if machine is not None and not machine.ended else None
        default_cap = ruleset.penalties.army_cap
        # the state names the players in seat order (as the log was folded): no query for their names
        seats = tuple(SeatView(s.seat, name, s.colour, state.status(name), state.warnings.get(name, 0),
                               state.caps.get(name, default_cap), name == state.next_player(), name == anchor)
                      for s, name in zip(self.table.seats, state.players, strict=True))
        resolution = log.resolve(lines)
        in_force = {line.seq for line in resolution.in_force}
        round_number = session.table_round(self.table_id).number
        return TableView(
            table_id=self.table_id, number=self.table.number, round_number=round_number, seats=seats,
            clock=ClockView(clock.started, clock.running, clock.paused, clock.expired, clock.remaining,
                            clock.expires_at, clock.recovery / 60.0, state.pause_scope == "hall",
                            len(clock.out_of_order), clock.stopped),
            phase=state.phase(ruleset, now),
            expiry_pending=clock.expired and state.expired_during is None and not state.ended,
            expired_during=state.expired_during, anchor=anchor, next_player=state.next_player(),
            rolls=plan is not None and plan.rolls, ending_sums=plan.ending_sums if plan else None,
            probability_text=plan.probability_text if plan else None,
            sdadata_round=plan.sdadata_round if plan else None, ended=state.ended,
            end="objective" if state.ended_by_objective else ("time" if state.ended_by_time else
                                                              (machine.end if machine else None)),
            penalties=tuple(self._line(p) for p in state.penalties), rulings=state.rulings,
            referee_called=state.referee_called, final_entered=state.final is not None,
            result_confirmed=state.result is not None,
            log=tuple(line if line.seq in in_force else replace(line, in_force=False)
                      for line in (lines if last is None else lines[-last:])),
            can_undo=resolution.undo_candidate is not None, can_redo=resolution.redo_candidate is not None,
            undo_seq=resolution.undo_candidate.seq if resolution.undo_candidate else None,
            redo_seq=resolution.redo_candidate.seq if resolution.redo_candidate else None)
