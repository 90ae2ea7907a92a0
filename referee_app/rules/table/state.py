"""A table's state rebuilt from its action log: the pure fold the store's `replay` runs (docs/rules.md §3, §5).

The log holds the referee's facts (the clock was paused, time expired during Carla's turn, Bruno was
spotted with 134 armies); this fold asks the engine what they mean (the clock, the sdadata machine, the
penalty and the lowered cap), so a corrected rule corrects every table on the next replay.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Literal, get_args

from referee_app.rules.clock import ClockEvent, ClockState, ruleset_clock
from referee_app.rules.errors import InputError, Location
from referee_app.rules.ruleset import Ruleset
from referee_app.rules.sdadata import PlayerStatus, SdadataState, TurnEvent, apply_turn, start
from referee_app.rules import penalties
from referee_app.rules.cards import check_hand
from referee_app.rules.reinforcements import placed_excess
from referee_app.rules.sets import claimed_excess
from referee_app.rules.table.actions import (ArmyCap, CardsInHand, ClockPause, Correction, Elimination,
                                             ExcessReinforcement, Exclusion, FreeSanction, MissedSdadataRoll,
                                             Penalty, RefereeCall, ReinforcementCount, Recovery, ResultConfirmed,
                                             TableAct, TimeExpired, Withdrawal, WrongSetValue, kind_of, payload)

# closing_turn / closing_round: time is up in a ruleset without sdadata, the organiser's rule
# (`clock.ends_without_sdadata`) ends the game with the turn or the round of turns in progress
TablePhase = Literal["not_started", "playing", "penultimate_round", "last_round", "extra_round", "sdadata",
                     "closing_turn", "closing_round", "ended"]


@dataclass(frozen=True)
class TableAction:
    """One log entry as the fold sees it: the referee's action (rules/table/actions.py), when it happened in
    epoch seconds, and who logged it."""
    act: TableAct
    at: float
    referee: str = ""

    @property
    def kind(self) -> str:
        return kind_of(self.act)

    def facts(self) -> dict[str, Any]:
        """The action's JSON as logged, with its time (what a penalty's record and a ruling keep)."""
        return {**payload(self.act), "at": self.at}


@dataclass(frozen=True)
class PenaltyRecord:
    """A penalty as the engine worked it out when replayed: the facts and the consequence."""
    kind: str
    player: str
    facts: Mapping[str, Any]
    code: str
    remove: int = 0
    cap: int | None = None
    at: float = 0.0


@dataclass(frozen=True)
class TableState:
    players: tuple[str, ...]
    clock_events: tuple[ClockEvent, ...] = ()
    left: Mapping[str, PlayerStatus] = field(default_factory=dict)
    expired_during: str | None = None
    sdadata: SdadataState | None = None
    ended_by_objective: str | None = None
    warnings: Mapping[str, int] = field(default_factory=dict)
    caps: Mapping[str, int] = field(default_factory=dict)
    penalties: tuple[PenaltyRecord, ...] = ()
    rulings: tuple[Mapping[str, Any], ...] = ()
    referee_called: bool = False
    pause_scope: str | None = None
    final: Mapping[str, Any] | None = None
    result: Mapping[str, Any] | None = None
    deal: Mapping[str, Any] | None = None  # the app-generated deal in force: seed and cards in the order drawn
    stopped_at: float | None = None  # when the game ended or its result was confirmed: the clock stops there
    ended_by_time: bool = False  # no sdadata: the turn (or round) the organiser's rule closes was played

    @property
    def ended(self) -> bool:
        return self.ended_by_objective is not None or self.ended_by_time or \
            (self.sdadata is not None and self.sdadata.ended)

    def status(self, player: str) -> PlayerStatus:
        return self.left.get(player, "active")

    def clock(self, ruleset: Ruleset, now: float) -> ClockState:
        return ruleset_clock(ruleset, self.clock_events, now, stopped_at=self.stopped_at)

    @property
    def finished(self) -> bool:
        """Ended at the table or confirmed: nothing of the clock concerns it any more."""
        return self.stopped_at is not None

    def phase(self, ruleset: Ruleset, now: float) -> TablePhase:
        if self.ended:
            return "ended"
        if self.sdadata is not None:
            return self.sdadata.phase or "ended"
        clock = self.clock(ruleset, now)
        if ruleset.sdadata is None and (self.expired_during is not None or clock.expired):
            return "closing_turn" if ruleset.clock.expiry_end == "turn" else "closing_round"
        return "playing" if clock.started else "not_started"

    def next_player(self) -> str | None:
        return None if self.sdadata is None else self.sdadata.next_player

    def ending_sums(self) -> tuple[int, ...] | None:
        return None if self.sdadata is None else self.sdadata.ending_sums


def initial_state(players: tuple[str, ...]) -> TableState:
    return TableState(players=players)


def _seated(state: TableState, name: str, key: str | Location = "player") -> str:
    if name not in state.players:
        raise InputError(key, f"{name!r} does not sit at this table", code="not_seated", name=name)
    return name


def _names(state: TableState, names: tuple[str, ...], key: str) -> tuple[str, ...]:
    for i, name in enumerate(names):
        if name not in state.players:
            raise InputError((key, i), f"{name!r} does not sit at this table")
    return names


def _count(value: int, key: str) -> int:
    """A count of the action, >= 0; InputError naming the key when negative."""
    if value < 0:
        raise InputError(key, f"must not be negative, got {value}")
    return value


def _clock(kind: Literal["start", "pause", "resume", "recovery"]) -> Callable[..., TableState]:
    def fold(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
        act = action.act
        minutes, reason = (act.minutes, act.reason) if isinstance(act, Recovery) else (0, "")
        event = ClockEvent(kind, action.at, None, float(minutes), reason)
        events = (*state.clock_events, event)
        ruleset_clock(ruleset, events, event.at)  # refuses a pause while paused, recovery after expiry ...
        # A general pause is lifted by the general resume; a table paused on its own stays paused.
        scope = act.scope if isinstance(act, ClockPause) else (None if kind == "resume" else state.pause_scope)
        return replace(state, clock_events=events, pause_scope=scope)
    return fold


def _time_expired(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    assert isinstance(action.act, TimeExpired)
    player = _seated(state, action.act.player)
    if state.expired_during is not None:
        raise InputError("player", f"time already expired during {state.expired_during}'s turn",
                         code="time_expired_twice", player=state.expired_during)
    machine = None
    if ruleset.sdadata is not None:
        by = {status: tuple(p for p, s in state.left.items() if s == status)
              for status in ("eliminated", "excluded", "withdrawn")}
        machine = start(ruleset.sdadata, state.players, player, eliminated=by["eliminated"],
                        excluded=by["excluded"], withdrawn=by["withdrawn"])
    return replace(state, expired_during=player, sdadata=machine)


def _turn_end(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    event = action.act
    assert isinstance(event, TurnEvent)
    _seated(state, event.player)
    _count(event.conquered, "conquered")
    if event.roll is not None:
        _count(event.roll, "roll")
    for key in ("eliminated", "excluded", "withdrawn"):
        _names(state, getattr(event, key), key)
    if state.ended:
        raise InputError("player", "the game has already ended", code="game_ended")
    left = _leavers(state, event)
    machine = state.sdadata
    if machine is not None:
        machine = apply_turn(machine, event)
    ended_by = event.player if event.objective else state.ended_by_objective
    return replace(state, sdadata=machine, left=left, ended_by_objective=ended_by,
                   ended_by_time=closes_the_game(ruleset, state, event.player, left))


def closes_the_game(ruleset: Ruleset, state: TableState, player: str, left: Mapping[str, PlayerStatus]) -> bool:
    """Without sdadata, once time expired: the turn the organiser's rule ends the game with. `turn`: the turn
    in progress at expiry (the player it expired with); `round`: the turn of the last seat still in the game."""
    if ruleset.sdadata is not None or state.expired_during is None:
        return False
    if ruleset.clock.expiry_end == "turn":
        return player == state.expired_during
    in_game = [p for p in state.players if left.get(p, "active") not in _OUT_OF_PLAY]
    return bool(in_game) and player == in_game[-1]


_OUT_OF_PLAY: tuple[PlayerStatus, ...] = ("eliminated", "excluded")


def _leave(left: dict[str, PlayerStatus], name: str, status: PlayerStatus, field: str) -> None:
    """`name` leaves with `status`, unless he is already out: a withdrawn player's armies stay on the board,
    so he can still be eliminated or excluded, but nobody leaves twice (the sdadata machine's rule too)."""
    current = left.get(name, "active")
    allowed: tuple[PlayerStatus, ...] = ("active",) if status == "withdrawn" else ("active", "withdrawn")
    if current not in allowed:
        raise InputError(field, f'"{name}" is already {current}', code="already_out", name=name, status=current)
    left[name] = status


def _leavers(state: TableState, event: TurnEvent) -> dict[str, PlayerStatus]:
    """Who is out after this turn, checked as the sdadata machine checks it after time expires, before it
    too: nobody out plays a turn, nobody eliminates himself."""
    left = dict(state.left)
    current = left.get(event.player, "active")
    if current in _OUT_OF_PLAY:
        raise InputError("player", f'"{event.player}" is already {current}',
                         code="already_out", name=event.player, status=current)
    changes: tuple[tuple[str, PlayerStatus, tuple[str, ...]], ...] = (
        ("eliminated", "eliminated", event.eliminated), ("excluded", "excluded", event.excluded),
        ("withdrawn", "withdrawn", event.withdrawn))
    for key, status, names in changes:
        for i, name in enumerate(names):
            if status == "eliminated" and name == event.player:
                raise InputError(f"{key}[{i}]", f'"{name}" cannot eliminate himself',
                                 code="eliminates_himself", name=name)
            _leave(left, name, status, f"{key}[{i}]")
    return left


def _left(status: PlayerStatus) -> Callable[[Ruleset, TableState, TableAction], TableState]:
    def fold(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
        assert isinstance(action.act, (Elimination, Exclusion, Withdrawal))
        player = _seated(state, action.act.player)
        if state.sdadata is not None:
            raise InputError("player", "after time expires, record who left with the turn in which it happened",
                             code="left_after_expiry")
        left = dict(state.left)
        _leave(left, player, status, "player")
        return replace(state, left=left)
    return fold


def _penalty(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    act = action.act
    assert isinstance(act, get_args(Penalty))
    player = _seated(state, act.player)
    params = ruleset.penalties
    facts = action.facts()
    if isinstance(act, ExcessReinforcement):
        removal = penalties.excess_reinforcement(params, _count(act.excess, "excess"), act.self_declared)
        record = PenaltyRecord(act.kind, player, facts, removal.code, removal.remove, at=action.at)
        return replace(state, penalties=(*state.penalties, record))
    if isinstance(act, ArmyCap):
        removal = penalties.army_cap(params, _count(act.armies_on_board, "armies_on_board"), act.self_declared,
                                     state.caps.get(player))
        record = PenaltyRecord(act.kind, player, facts, removal.code, removal.remove, removal.cap, at=action.at)
        caps = dict(state.caps)
        if removal.cap is not None:
            caps[player] = removal.cap
        return replace(state, penalties=(*state.penalties, record), caps=caps)
    if isinstance(act, (WrongSetValue, ReinforcementCount)):
        # counted at the table: the armies placed beyond what is due are excess reinforcements
        if isinstance(act, WrongSetValue):
            due, excess = claimed_excess(ruleset.sets, act.combination, _count(act.claimed, "claimed"),
                                         _count(act.bonus_territories, "bonus_territories"),
                                         _count(act.sets_traded_before or 0, "sets_traded_before"))
        else:
            due, excess = placed_excess(ruleset.reinforcements, _count(act.territories, "territories"),
                                        _count(act.continent_armies or 0, "continent_armies"),
                                        _count(act.set_armies, "set_armies"), _count(act.placed, "placed"))
        removal = penalties.excess_reinforcement(params, excess, act.self_declared)
        record = PenaltyRecord(act.kind, player, {**facts, "due": due, "excess": excess}, removal.code,
                               removal.remove, at=action.at)
        return replace(state, penalties=(*state.penalties, record))
    if isinstance(act, CardsInHand):
        hand = check_hand(ruleset.cards, _count(act.count, "count"))
        record = PenaltyRecord(act.kind, player, facts, hand.sanction, hand.discard, hand.limit, at=action.at)
        return replace(state, penalties=(*state.penalties, record))
    if isinstance(act, MissedSdadataRoll):
        missed = penalties.missed_sdadata_roll(params, state.warnings.get(player, 0))
        record = PenaltyRecord(act.kind, player, facts, missed.code, at=action.at)
        warnings = {**state.warnings, player: state.warnings.get(player, 0) + 1}
        return replace(state, penalties=(*state.penalties, record), warnings=warnings)
    assert isinstance(act, FreeSanction)
    sanction = penalties.free_sanction(params, act.reason, float(act.points), act.disqualification)
    record = PenaltyRecord(act.kind, player, facts, sanction.code, at=action.at)
    return replace(state, penalties=(*state.penalties, record))


def _ruling(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    return replace(state, rulings=(*state.rulings, action.facts()))


def _referee_call(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    assert isinstance(action.act, RefereeCall)
    return replace(state, referee_called=action.act.called)


def _final_state(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    return replace(state, final=action.facts())


def _result(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    assert isinstance(action.act, (ResultConfirmed, Correction))
    return replace(state, result=dict(action.act.result), referee_called=False)


def _deal(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    """A deal the app generated; a later one (a re-deal) replaces it. The cards replay it by the ruleset."""
    return replace(state, deal=action.facts())


def _ignore(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    return state


FOLDS: dict[str, Callable[[Ruleset, TableState, TableAction], TableState]] = {
    "clock_start": _clock("start"), "clock_pause": _clock("pause"), "clock_resume": _clock("resume"),
    "recovery_minutes": _clock("recovery"), "time_expired": _time_expired, "turn_end": _turn_end,
    "elimination": _left("eliminated"), "exclusion": _left("excluded"), "withdrawal": _left("withdrawn"),
    "penalty": _penalty, "ruling": _ruling, "referee_call": _referee_call, "final_state": _final_state,
    "result_confirmed": _result, "correction": _result, "note": _ignore, "warning": _ignore, "deal": _deal,
}


def fold(ruleset: Ruleset, state: TableState, action: TableAction) -> TableState:
    """One more logged action; InputError (naming the action's field) when it cannot apply."""
    kind = action.kind
    handler = FOLDS[kind]
    if state.stopped_at is not None and kind in _CLOCK_KINDS:
        raise InputError("kind", "the game at this table is over: its clock has stopped", code="table_finished")
    after = handler(ruleset, state, action)
    if after.stopped_at is None and (after.ended or after.result is not None):
        after = replace(after, stopped_at=action.at)
    return after


_CLOCK_KINDS = frozenset({"clock_start", "clock_pause", "clock_resume", "recovery_minutes"})


def replay(ruleset: Ruleset, players: tuple[str, ...], actions: list[TableAction]) -> TableState:
    state = initial_state(players)
    for action in actions:
        state = fold(ruleset, state, action)
    return state
