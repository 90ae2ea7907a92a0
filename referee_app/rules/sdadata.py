"""The end of a game after time expires (docs/rules.md §3): a pure state machine fed one turn at a time.

`start()` opens the machine at the expiry turn; `apply_turn(state, event)` returns the next state or raises
`InputError` naming the bad field of the event (`player`, `roll`, `eliminated[0]` ...). Every ruleset is the
same machine driven by its `SdadataParams`:

- the phases after expiry each end with the anchor's turn (`rounds_after_expiry`), then the sdadata;
- the sdadata round counter moves on at each anchor turn: before his roll when rounds start at the anchor
  (Marsala 2011 and Raduno), after it when rounds end at the anchor (La nostra passione 2018, Variante Como);
- when the anchor leaves the game the previous player still taking turns becomes the anchor, so the
  boundary falls at that player's next turn end (Marsala 2011 and Raduno Casistica).

Withdrawn players keep their turns (the previous active player throws their dice, Marsala 2011 and Raduno Casistica);
eliminated and excluded players have none.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Literal

from referee_app.rules import dice
from referee_app.rules.errors import InputError
from referee_app.rules.params import AnchorRule, SdadataParams
from referee_app.rules.schema import MISSING_CODE, OMIT

if TYPE_CHECKING:
    from fractions import Fraction

PlayerStatus = Literal["active", "withdrawn", "eliminated", "excluded"]
Phase = Literal["penultimate_round", "last_round", "extra_round", "sdadata"]
End = Literal["sdadata", "objective"]
NoRollReason = Literal["not_rolling_turn", "conquest_limit", "objective", "excluded"]

OUT_OF_GAME: frozenset[PlayerStatus] = frozenset({"eliminated", "excluded"})


@dataclass(frozen=True)
class TurnEvent:
    """What happened in one turn that matters for the end of the game.

    `eliminated`, `excluded`, `withdrawn` name the players who left the game (or withdrew) during the turn;
    `roll` is the sdadata dice sum, given exactly when the turn rolls, unless `missed_roll` says the player
    forgot to roll and the moment passed (docs/rules.md §5).
    """
    player: str = field(metadata={MISSING_CODE: "choose_player"})
    conquered: int = 0
    eliminated: tuple[str, ...] = field(default=(), metadata=OMIT)
    excluded: tuple[str, ...] = field(default=(), metadata=OMIT)
    withdrawn: tuple[str, ...] = field(default=(), metadata=OMIT)
    roll: int | None = field(default=None, metadata=OMIT)
    objective: bool = field(default=False, metadata=OMIT)
    missed_roll: bool = field(default=False, metadata=OMIT)


@dataclass(frozen=True)
class TurnPlan:
    """A turn as the table sees it: its phase, whether it rolls and on which sums.

    For the next turn this is a forecast: it assumes he conquers no more than the limit and eliminates
    nobody (eliminating the anchor can change his sums, as in the Marsala 2011 and Raduno Casistica)."""
    player: str
    phase: Phase
    rolls: bool
    ending_sums: tuple[int, ...] | None
    sdadata_round: int | None
    rolled_by: str | None
    no_roll_reason: NoRollReason | None = None

    @property
    def probability(self) -> Fraction | None:
        """Exact chance that this turn ends the game by dice (None when he does not roll)."""
        return None if self.ending_sums is None else dice.chance(self.ending_sums)

    @property
    def probability_text(self) -> str | None:
        return None if self.ending_sums is None else dice.chance_text(self.ending_sums)


@dataclass(frozen=True)
class TurnResult:
    """A played turn: the event, what it meant, and the anchor once it was over."""
    event: TurnEvent
    plan: TurnPlan
    anchor: str
    ended_game: bool


@dataclass(frozen=True)
class SdadataState:
    """The end-of-game machine between two turns. Build it with `start`, advance it with `apply_turn`."""
    params: SdadataParams
    players: tuple[str, ...]
    statuses: tuple[PlayerStatus, ...]
    expiry_player: str
    anchor: str
    next_player: str | None
    regular_phases_done: int
    sdadata_round: int
    end: End | None
    turns: tuple[TurnResult, ...] = ()

    @property
    def ended(self) -> bool:
        return self.end is not None

    @property
    def next_turn(self) -> TurnPlan | None:
        """The forecast for the next turn, or None once the game has ended."""
        if self.next_player is None:
            return None
        return _plan(self, self.next_player, conquered=0)

    @property
    def phase(self) -> Phase | None:
        plan = self.next_turn
        return None if plan is None else plan.phase

    @property
    def rolls(self) -> bool:
        plan = self.next_turn
        return plan is not None and plan.rolls

    @property
    def ending_sums(self) -> tuple[int, ...] | None:
        plan = self.next_turn
        return None if plan is None else plan.ending_sums

    @property
    def probability(self) -> Fraction | None:
        plan = self.next_turn
        return None if plan is None else plan.probability

    def status(self, player: str) -> PlayerStatus:
        return self.statuses[self._seat(player)]

    def takes_turns(self, player: str) -> bool:
        return _takes_turns(self.params, self.status(player))

    def _seat(self, player: str) -> int:
        try:
            return self.players.index(player)
        except ValueError:
            raise InputError("player", f'unknown player "{player}"') from None


# --- seat order ---------------------------------------------------------------------------------------------

def _takes_turns(params: SdadataParams, status: PlayerStatus) -> bool:
    return status == "active" or (status == "withdrawn" and params.withdrawn_keep_turns)


def _seats_taking_turns(params: SdadataParams, statuses: Sequence[PlayerStatus]) -> list[bool]:
    return [_takes_turns(params, s) for s in statuses]


def _step(flags: Sequence[bool], seat: int, direction: int) -> int | None:
    """The nearest seat in `direction` (+1 next, -1 previous, cyclic, `seat` itself last) whose flag is set."""
    n = len(flags)
    for k in range(1, n + 1):
        other = (seat + direction * k) % n
        if flags[other]:
            return other
    return None


def _last_seat(takes: Sequence[bool], expiry: int) -> int:
    return max(i for i, t in enumerate(takes) if t)


def _expiry_player(takes: Sequence[bool], expiry: int) -> int:
    return expiry


def _player_before_expiry(takes: Sequence[bool], expiry: int) -> int:
    seat = _step(takes, expiry, -1)
    return expiry if seat is None else seat


# The first anchor, by the ruleset's rule; the argument lists who takes turns and the expiry seat.
ANCHOR_RULES: dict[AnchorRule, Callable[[Sequence[bool], int], int]] = {
    "last_seat": _last_seat,
    "expiry_player": _expiry_player,
    "player_before_expiry": _player_before_expiry,
}


# --- the machine --------------------------------------------------------------------------------------------

def start(params: SdadataParams, players: Sequence[str], expiry_player: str, *,
          eliminated: Iterable[str] = (), excluded: Iterable[str] = (),
          withdrawn: Iterable[str] = ()) -> SdadataState:
    """The machine when time expires during `expiry_player`'s turn; the lists name who already left."""
    players = tuple(players)
    if not players:
        raise InputError("players", "no players")
    for i, name in enumerate(players):
        if name in players[:i]:
            raise InputError(f"players[{i}]", f'player "{name}" listed twice')
    statuses = _mark(players, ["active"] * len(players), _changes(eliminated, excluded, withdrawn))
    expiry = _known_seat(players, expiry_player, "expired_during_turn_of")
    takes = _seats_taking_turns(params, statuses)
    if not takes[expiry]:
        raise InputError("expired_during_turn_of", f'"{expiry_player}" is {statuses[expiry]} and has no turns')
    anchor = ANCHOR_RULES[params.anchor](takes, expiry)
    return SdadataState(params=params, players=players, statuses=tuple(statuses), expiry_player=expiry_player,
                        anchor=players[anchor], next_player=expiry_player, regular_phases_done=0,
                        sdadata_round=0, end=None)


def apply_turn(state: SdadataState, event: TurnEvent) -> SdadataState:
    """The state after one more turn; InputError (field relative to the turn) when the turn cannot be."""
    _check_turn(state, event)
    player = event.player
    after = _leave(state, event)
    plan = _plan(after, player, event.conquered, objective=event.objective)
    _check_roll(plan, event, state.params.max_conquests_to_roll)
    ended: End | None = None
    if event.objective:
        ended = "objective"
    elif plan.ending_sums is not None and event.roll in plan.ending_sums:
        ended = "sdadata"
    done, round_ = _boundary(after, player)
    seat = after.players.index(player)
    following = _step(_seats_taking_turns(after.params, after.statuses), seat, +1)
    if following is None:
        raise InputError("excluded", "nobody would be left to play", code="nobody_left")
    result = TurnResult(event=event, plan=plan, anchor=after.anchor, ended_game=ended is not None)
    return replace(after, regular_phases_done=done, sdadata_round=round_, end=ended,
                   next_player=None if ended else after.players[following], turns=(*after.turns, result))


def turn_plan(state: SdadataState, event: TurnEvent) -> TurnPlan:
    """What a turn with these facts means (does he roll, on which sums) before its roll is known."""
    _check_turn(state, event)
    return _plan(_leave(state, event), event.player, event.conquered, objective=event.objective)


def replay(params: SdadataParams, players: Sequence[str], expiry_player: str, events: Iterable[TurnEvent],
           **left: Iterable[str]) -> SdadataState:
    """`start` then every event; errors name the turn as `turns[i]`."""
    state = start(params, players, expiry_player, **left)
    for i, event in enumerate(events):
        try:
            state = apply_turn(state, event)
        except InputError as exc:
            raise exc.at(f"turns[{i}]") from None
    return state


def _known_seat(players: Sequence[str], name: str, field: str) -> int:
    if name not in players:
        raise InputError(field, f'unknown player "{name}"')
    return players.index(name)


def _changes(eliminated: Iterable[str], excluded: Iterable[str],
             withdrawn: Iterable[str]) -> tuple[tuple[str, PlayerStatus, tuple[str, ...]], ...]:
    return (("eliminated", "eliminated", tuple(eliminated)), ("excluded", "excluded", tuple(excluded)),
            ("withdrawn", "withdrawn", tuple(withdrawn)))


def _mark(players: Sequence[str], statuses: list[PlayerStatus],
          changes: Iterable[tuple[str, PlayerStatus, tuple[str, ...]]], player: str | None = None
          ) -> list[PlayerStatus]:
    """`statuses` with each named player moved to his new status; `player` is whose turn it is."""
    for key, status, names in changes:
        for i, name in enumerate(names):
            field = f"{key}[{i}]"
            seat = _known_seat(players, name, field)
            if status == "eliminated" and name == player:
                raise InputError(field, f'"{name}" cannot eliminate himself', code="eliminates_himself", name=name)
            allowed: tuple[PlayerStatus, ...] = ("active",) if status == "withdrawn" else ("active", "withdrawn")
            if statuses[seat] not in allowed:
                raise InputError(field, f'"{name}" is already {statuses[seat]}',
                                 code="already_out", name=name, status=statuses[seat])
            statuses[seat] = status
    return statuses


def _check_turn(state: SdadataState, event: TurnEvent) -> None:
    if state.end is not None:
        raise InputError("", f"the game already ended at turns[{len(state.turns) - 1}] "
                                                f"({state.end})",
                                                code="game_ended", turn=str(len(state.turns) - 1), end=str(state.end))
    if event.player not in state.players:
        raise InputError("player", f'unknown player "{event.player}"')
    if event.player != state.next_player:
        raise InputError("player", f'expected "{state.next_player}" to play, got "{event.player}"',
                         code="turn_order", expected=str(state.next_player), player=event.player)
    if event.conquered < 0:
        raise InputError("conquered", f"must be 0 or more, got {event.conquered}")
    if state.status(event.player) != "withdrawn":
        return
    # A withdrawn player's territories only defend (docs/rules.md §5): his turn is only the sdadata roll.
    if event.conquered:
        raise InputError("conquered", f'"{event.player}" withdrew and cannot conquer',
                         code="withdrawn_conquers", player=event.player)
    if event.eliminated:
        raise InputError("eliminated", f'"{event.player}" withdrew and cannot eliminate anyone',
                         code="withdrawn_eliminates", player=event.player)
    if event.objective:
        raise InputError("objective", f'"{event.player}" withdrew and cannot complete his objective',
                         code="withdrawn_objective", player=event.player)


def _leave(state: SdadataState, event: TurnEvent) -> SdadataState:
    """The state once the players who left during the turn are gone and the anchor has moved back."""
    statuses = _mark(state.players, list(state.statuses),
                     _changes(event.eliminated, event.excluded, event.withdrawn), player=event.player)
    takes = _seats_taking_turns(state.params, statuses)
    anchor_seat = state.players.index(state.anchor)
    if not takes[anchor_seat]:
        moved = _step(takes, anchor_seat, -1)
        if moved is None:
            raise InputError("excluded", "nobody would be left to play", code="nobody_left")
        anchor_seat = moved
    return replace(state, statuses=tuple(statuses), anchor=state.players[anchor_seat])


def _slot(state: SdadataState, player: str) -> tuple[Phase, int | None]:
    """The phase of a turn by `player` and the sdadata round its roll counts in (None: no roll in it)."""
    params = state.params
    is_anchor = player == state.anchor
    regular = params.rounds_after_expiry
    if state.regular_phases_done < len(regular):
        closes_regular_play = is_anchor and state.regular_phases_done == len(regular) - 1
        return regular[state.regular_phases_done], (
            0 if closes_regular_play and params.anchor_rolls_at_regular_end else None)
    opens_round = is_anchor and params.round_boundary == "starts_at_anchor"
    return "sdadata", state.sdadata_round + (1 if opens_round else 0)


def _boundary(state: SdadataState, player: str) -> tuple[int, int]:
    """(regular phases done, sdadata round) once `player`'s turn is over: only the anchor moves them."""
    done, round_ = state.regular_phases_done, state.sdadata_round
    if player != state.anchor:
        return done, round_
    params = state.params
    if done < len(params.rounds_after_expiry):
        done += 1
        if done == len(params.rounds_after_expiry):
            # The anchor's roll at the end of regular play opens round 0 (Marsala 2011 and Raduno) or is all of
            # it (La nostra passione 2018).
            closed_round_0 = params.anchor_rolls_at_regular_end and params.round_boundary == "ends_at_anchor"
            round_ = 1 if closed_round_0 else 0
        return done, round_
    return done, round_ + 1


def _rolled_by(state: SdadataState, player: str) -> str | None:
    """Who throws the dice: the player, or for a withdrawn one the previous active player (Marsala 2011 and Raduno)."""
    seat = state.players.index(player)
    if state.statuses[seat] == "active":
        return player
    thrower = _step([s == "active" for s in state.statuses], seat, -1)
    return None if thrower is None else state.players[thrower]


def _plan(state: SdadataState, player: str, conquered: int, objective: bool = False) -> TurnPlan:
    phase, round_ = _slot(state, player)
    limit = state.params.max_conquests_to_roll
    reason: NoRollReason | None = None
    if objective:
        reason = "objective"
    elif round_ is None:
        reason = "not_rolling_turn"
    elif not state.takes_turns(player):
        reason = "excluded"
    elif limit is not None and conquered > limit:
        reason = "conquest_limit"
    if reason is not None or round_ is None:
        return TurnPlan(player=player, phase=phase, rolls=False, ending_sums=None,
                        sdadata_round=round_ if phase == "sdadata" else None, rolled_by=None,
                        no_roll_reason=reason)
    return TurnPlan(player=player, phase=phase, rolls=True, ending_sums=state.params.sums_for_round(round_),
                    sdadata_round=round_, rolled_by=_rolled_by(state, player))


_REASONS: dict[NoRollReason, str] = {
    "not_rolling_turn": "this turn has no sdadata roll",
    "conquest_limit": "he conquered {conquered} territories, more than {limit}",
    "objective": "he completed his objective, the game ended in his turn",
    "excluded": "he was excluded from the game",
}


def _sums_text(sums: Sequence[int]) -> str:
    return ", ".join(map(str, sums))


def _check_roll(plan: TurnPlan, event: TurnEvent, limit: int | None) -> None:
    if event.roll is not None and event.roll not in dice.SUMS:
        raise InputError("roll", f"a sum of two dice is 2..12, got {event.roll}",
                         code="roll_range", roll=str(event.roll))
    if plan.rolls:
        if event.roll is None and not event.missed_roll:
            raise InputError("roll", f'missing: "{plan.player}" must roll the sdadata '
                                                          f"(ends on {_sums_text(plan.ending_sums or ())})",
                                                          code="roll_missing", player=plan.player,
                                                          sums=_sums_text(plan.ending_sums or ()))
        if event.roll is not None and event.missed_roll:
            raise InputError("missed_roll", "a missed roll has no dice sum", code="missed_roll_with_sum")
        return
    reason = plan.no_roll_reason or "not_rolling_turn"
    text = _REASONS[reason].format(conquered=event.conquered, limit=limit)
    why = {"player": plan.player, "reason": reason, "conquered": str(event.conquered), "limit": str(limit)}
    if event.roll is not None:
        raise InputError("roll", f'"{plan.player}" does not roll in this turn: {text}', code="roll_not_allowed", **why)
    if event.missed_roll:
        raise InputError("missed_roll", f'"{plan.player}" had no roll to miss: {text}',
                         code="missed_roll_not_allowed", **why)

