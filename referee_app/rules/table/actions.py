"""The referee's actions at a table, one frozen dataclass per kind of log entry (docs/operations.md).

Every edge builds one of these and nothing else: the window from its widgets, a phone's JSON and a table's
log through `rules/schema.py` (`read_action`: the one reader, naming the bad field), the command line's turns
the same way. The ops take them as they are; the engine checks them once, when it folds them onto the
table's state (rules/table/state.py). `payload` is the JSON a log entry stores: the same bytes for the same
action as before these types existed (fields marked OMIT are left out while they hold their default).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal, get_args

from referee_app.rules.errors import InputError, Location
from referee_app.rules.schema import MISSING_CODE, OMIT, dump, read_input
from referee_app.rules.sdadata import TurnEvent

# a player the referee must pick (a phone's panel sent before a player was tapped: "choose a player")
PLAYER: Mapping[str, str] = {MISSING_CODE: "choose_player"}
MAX_TEXT = 500  # a reason typed at the table


def _text(value: str, key: str, code: str, blank: str) -> str:
    """`value` trimmed; InputError under `key` when blank (`code`, saying `blank`) or longer than MAX_TEXT."""
    if not value.strip():
        raise InputError(key, blank, code=code)
    if len(value) > MAX_TEXT:
        raise InputError(key, f"at most {MAX_TEXT} characters", code="too_long", limit=str(MAX_TEXT))
    return value.strip()


# ---- the clock ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ClockStart:
    pass


@dataclass(frozen=True)
class ClockPause:
    scope: Literal["table", "hall"] = "table"  # a general pause is lifted by the general resume only


@dataclass(frozen=True)
class ClockResume:
    scope: Literal["table", "hall"] | None = field(default=None, metadata=OMIT)  # "hall": the general resume


@dataclass(frozen=True)
class Recovery:
    """Minutes given back to the table's clock, and why."""
    minutes: int
    reason: str

    def __post_init__(self) -> None:
        if self.minutes <= 0:
            raise InputError("minutes", f"recovery must be a whole number of minutes above 0, got {self.minutes}",
                             code="recovery_minutes")
        object.__setattr__(self, "reason", _text(self.reason, "reason", "recovery_reason",
                                                  "say why the table gets recovery minutes"))


# ---- the game ----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class _Player:
    """An action about one player of the table (the engine refuses anyone not seated there)."""
    player: str = field(metadata=PLAYER)


@dataclass(frozen=True)
class TimeExpired(_Player):
    """Time ran out during this player's turn."""


@dataclass(frozen=True)
class Elimination(_Player):
    """A player out of the game before time expired (afterwards: with the turn end)."""


@dataclass(frozen=True)
class Exclusion(_Player):
    """A player excluded by the referee before time expired."""


@dataclass(frozen=True)
class Withdrawal(_Player):
    """A player who withdrew before time expired: his armies stay on the board."""


LeftGame = Elimination | Exclusion | Withdrawal
LEFT_GAME: dict[str, type[LeftGame]] = {"eliminated": Elimination, "excluded": Exclusion,
                                        "withdrawn": Withdrawal}


# ---- penalties: the facts the referee found (after the player), the engine says what they cost -----------
@dataclass(frozen=True)
class ExcessReinforcement(_Player):
    excess: int
    self_declared: bool = False
    kind: Literal["excess_reinforcement"] = "excess_reinforcement"


@dataclass(frozen=True)
class ArmyCap(_Player):
    armies_on_board: int
    self_declared: bool = False
    kind: Literal["army_cap"] = "army_cap"


@dataclass(frozen=True)
class CardsInHand(_Player):
    count: int
    kind: Literal["cards_in_hand"] = "cards_in_hand"


@dataclass(frozen=True)
class WrongSetValue(_Player):
    """A set traded for more armies than it is worth; `sets_traded_before` only where the value escalates."""
    combination: str
    claimed: int
    bonus_territories: int = 0
    self_declared: bool = False
    sets_traded_before: int | None = field(default=None, metadata=OMIT)
    kind: Literal["wrong_set_value"] = "wrong_set_value"

    def __post_init__(self) -> None:
        object.__setattr__(self, "combination", self.combination.strip())


@dataclass(frozen=True)
class ReinforcementCount(_Player):
    """Armies placed against what was due; `continent_armies` is the continents' bonus on the event's map."""
    territories: int
    placed: int
    continents: tuple[str, ...] = ()
    set_armies: int = 0
    self_declared: bool = False
    continent_armies: int | None = field(default=None, metadata=OMIT)
    kind: Literal["reinforcement_count"] = "reinforcement_count"


@dataclass(frozen=True)
class MissedSdadataRoll(_Player):
    kind: Literal["missed_sdadata_roll"] = "missed_sdadata_roll"


@dataclass(frozen=True)
class FreeSanction(_Player):
    reason: str
    points: int | float = 0
    disqualification: bool = False
    kind: Literal["free_sanction"] = "free_sanction"

    def __post_init__(self) -> None:
        object.__setattr__(self, "reason", _text(self.reason, "reason", "sanction_reason",
                                                  "a sanction needs its reason"))


Penalty = (ExcessReinforcement | ArmyCap | CardsInHand | WrongSetValue | ReinforcementCount | MissedSdadataRoll
           | FreeSanction)
PenaltyKind = Literal["excess_reinforcement", "army_cap", "cards_in_hand", "wrong_set_value",
                      "reinforcement_count", "missed_sdadata_roll", "free_sanction"]
PENALTY_KINDS: tuple[PenaltyKind, ...] = get_args(PenaltyKind)


# ---- the referee and the result ----------------------------------------------------------------------------
@dataclass(frozen=True)
class Ruling:
    """A referee's decision: its text, the players it concerns, the casistica entries it cites."""
    text: str
    players: tuple[str, ...] = ()
    entries: tuple[str, ...] = ()


@dataclass(frozen=True)
class RefereeCall:
    called: bool = True


@dataclass(frozen=True)
class Note:
    text: str = ""


@dataclass(frozen=True)
class Admonition(_Player):
    """A warning given to a player at the table (logged as `warning`; printed in the event's log)."""
    reason: str = ""


@dataclass(frozen=True)
class FinalState:
    """The board at the end as entered (`rules score`'s input: rules/table/parse.py reads the players)."""
    players: tuple[Mapping[str, Any], ...]
    neutral: Mapping[str, Any] | None = field(default=None, metadata=OMIT)
    neutral_points: int | None = field(default=None, metadata=OMIT)
    risiko: str | None = None


@dataclass(frozen=True)
class ResultConfirmed:
    result: Mapping[str, Any]


@dataclass(frozen=True)
class Correction:
    result: Mapping[str, Any]
    reason: str = ""


@dataclass(frozen=True)
class Deal:
    """A deal the app made (`seed`) or the table made by hand (`source` "table"): every card in order drawn."""
    cards: tuple[str, ...]
    seed: int | None = field(default=None, metadata=OMIT)
    source: str | None = field(default=None, metadata=OMIT)
    procedure: str | None = field(default=None, metadata=OMIT)

    def __post_init__(self) -> None:
        if not self.cards:
            raise InputError("cards", "expected the list of cards in the order drawn")


TableAct = (ClockStart | ClockPause | ClockResume | Recovery | TimeExpired | TurnEvent | Elimination | Exclusion
            | Withdrawal | Penalty | Ruling | RefereeCall | Note | Admonition | FinalState | ResultConfirmed
            | Correction | Deal)

# the log's kind of entry for each action (undo and redo are the log's own: store/log.py)
KINDS: dict[str, Any] = {
    "clock_start": ClockStart, "clock_pause": ClockPause, "clock_resume": ClockResume,
    "recovery_minutes": Recovery, "time_expired": TimeExpired, "turn_end": TurnEvent,
    "elimination": Elimination, "exclusion": Exclusion, "withdrawal": Withdrawal, "penalty": Penalty,
    "ruling": Ruling, "referee_call": RefereeCall, "note": Note, "warning": Admonition, "final_state": FinalState,
    "result_confirmed": ResultConfirmed, "correction": Correction, "deal": Deal,
}
_KIND_OF: dict[type, str] = {**{cls: kind for kind, cls in KINDS.items() if isinstance(cls, type)},
                             **dict.fromkeys(get_args(Penalty), "penalty")}


def kind_of(action: TableAct) -> str:
    """The log's kind for `action` (`turn_end`, `penalty` ...)."""
    return _KIND_OF[type(action)]


def read_action(kind: str, data: Any, at: str | Location = ()) -> TableAct:
    """The action of kind `kind` from its JSON (`at`: where it sits, for the error); InputError naming the bad
    field, or `kind` when the log knows no such action."""
    cls = KINDS.get(kind)
    if cls is None:
        raise InputError("kind", f"unknown action {kind!r}")
    return read_input(cls, data, at)  # type: ignore[no-any-return]


def payload(action: TableAct) -> dict[str, Any]:
    """The JSON object a log entry stores for `action` (without its time, which the session adds)."""
    out = dump(action, omitted=True)
    assert isinstance(out, dict)
    return out
