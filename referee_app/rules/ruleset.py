"""Rulesets: every parameter of a regulation as data (RULES.md), loaded and validated from JSON.

The built-in profiles live in `data/rulesets/<id>.json`. A custom file may say `"extends": "<id>"` and give
only the keys it changes. Each **Decision** of RULES.md is a parameter here, never a hidden branch.
A ruleset is frozen into an event at creation by storing `to_dict()`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal

from referee_app.rules import schema
from referee_app.rules.draw_constraints import CONSTRAINT_KINDS
from referee_app.rules.errors import RulesetError

BUILTIN_IDS = ("marsala-2011", "raduno", "nostra-passione-2018", "editrice-1997", "como-2000", "risk-classic")

DealProcedure = Literal["sequential", "per_continent", "como", "classic"]
ClockStart = Literal["first_card_dealt", "first_reinforcement", "referee"]
RegularEnd = Literal["round_after_expiry_round", "supplementary_round", "two_rounds_from_expiry"]
AnchorRule = Literal["last_seat", "expiry_player", "player_before_expiry"]
RoundBoundary = Literal["starts_at_anchor", "ends_at_anchor"]


def _check(condition: bool, key: str, message: str) -> None:
    if not condition:
        raise RulesetError(key, message)


@dataclass(frozen=True)
class TableParams:
    """Who sits at a table and with how many armies (RULES.md §2, §8)."""
    sizes_preferred: tuple[int, ...]
    initial_armies: dict[int, int]
    neutral_player_when_two: bool = False

    def __post_init__(self) -> None:
        _check(len(self.sizes_preferred) > 0, "table.sizes_preferred", "needs at least one table size")
        for size in self.sizes_preferred:
            _check(size >= 2, "table.sizes_preferred", f"a table needs at least 2 players, got {size}")
            _check(size in self.initial_armies or size == 2, "table.sizes_preferred",
                   f"no initial armies for a table of {size}")


@dataclass(frozen=True)
class DealParams:
    """How the territory cards are dealt (RULES.md §2)."""
    procedure: DealProcedure
    jolly_cards: int = 0
    continent_order: tuple[str, ...] = ()
    neutral_cards: dict[int, int] = field(default_factory=dict)
    abandon_to_half: bool = False
    abandon_to_fewest: bool = False


@dataclass(frozen=True)
class ClockParams:
    """Regulation time (RULES.md §3)."""
    duration_minutes: int
    starts_at: ClockStart

    def __post_init__(self) -> None:
        _check(self.duration_minutes > 0, "clock.duration_minutes", "must be positive")


@dataclass(frozen=True)
class SdadataParams:
    """What happens after time expires, and the end-of-game dice (RULES.md §3)."""
    regular_end: RegularEnd
    anchor: AnchorRule
    anchor_rolls_at_regular_end: bool
    round_boundary: RoundBoundary
    ending_sums: tuple[tuple[int, ...], ...]
    max_conquests_to_roll: int | None
    withdrawn_rolled_by_previous: bool = True

    def __post_init__(self) -> None:
        _check(len(self.ending_sums) > 0, "sdadata.ending_sums", "needs at least one round")
        for i, sums in enumerate(self.ending_sums):
            _check(len(sums) > 0, f"sdadata.ending_sums[{i}]", "needs at least one sum")
            for j, s in enumerate(sums):
                _check(2 <= s <= 12, f"sdadata.ending_sums[{i}][{j}]", f"a sum of two dice is 2..12, got {s}")

    def sums_for_round(self, k: int) -> tuple[int, ...]:
        """Ending sums of sdadata round k (0-based); the last listed round repeats."""
        return tuple(sorted(self.ending_sums[min(k, len(self.ending_sums) - 1)]))


@dataclass(frozen=True)
class ReinforcementParams:
    """Armies at the start of a turn (RULES.md §4)."""
    territory_divisor: int = 3
    minimum: int = 0
    minimum_needs_no_continent_and_fewer_than: int | None = None
    no_territory_armies_after_attack: bool = False


@dataclass(frozen=True)
class SetParams:
    """Card sets (tris) and their armies (RULES.md §4). Keys of `values`: three_cannons, three_infantry,
    three_cavalry, one_of_each, jolly_two_equal."""
    values: dict[str, int]
    jolly_wild: bool = False
    owned_territory_bonus: int = 0
    escalating: tuple[int, ...] = ()
    escalating_step: int = 5
    no_set_after_placing: bool = True

    def __post_init__(self) -> None:
        known = {"three_cannons", "three_infantry", "three_cavalry", "one_of_each", "jolly_two_equal"}
        for key in self.values:
            _check(key in known, f"sets.values.{key}", f"unknown set, expected one of {sorted(known)}")


@dataclass(frozen=True)
class CardParams:
    """Cards in hand (RULES.md §4)."""
    hand_limit: int | None = None
    at_limit: Literal["no_draw", "must_play", "none"] = "none"
    discard_all_from: int | None = None
    taken_on_elimination_max: int | None = None


@dataclass(frozen=True)
class PenaltyParams:
    """Sanctions (RULES.md §5)."""
    army_cap: int | None = None
    spotted_multiplier: int = 2
    missed_roll_warnings_before_exclusion: int = 1
    free_sanctions: bool = False
    point_deductions: bool = False


@dataclass(frozen=True)
class ScoringParams:
    """Table result (RULES.md §6). `ranking` is the tie-break chain, in order."""
    game_score: Literal["objective_points", "all_territories", "objective_or_all"]
    ranking: tuple[str, ...]
    points: Literal["place_table_plus_hundredths", "game_score", "place_table"]
    risiko_score: int | None = None
    risiko_bonus: int = 0
    winner_bonus: int = 0
    army_points: Literal["none", "all", "inside"] = "none"
    place_points: dict[int, tuple[int, ...]] = field(default_factory=dict)
    eliminated_points: Literal["elimination_order", "zero", "game_score"] = "zero"
    table_size_factor: dict[int, float] = field(default_factory=dict)
    objective_total: int | None = None


@dataclass(frozen=True)
class StandingsParams:
    """Tournament standings (RULES.md §7)."""
    kind: Literal["best_n", "sum", "elimination"]
    qualifier_games: int
    counted_games: int | None = None
    min_games: int | None = None
    tie_break: tuple[str, ...] = ()
    teams: int | None = None
    finalists: int | None = None


@dataclass(frozen=True)
class DrawParams:
    """Table draws (RULES.md §8): the constraints each game's draw tries to keep, most important first.

    Keys of `games` are "1", "2", ..., "quarterfinal", "semifinal", "final", or "*" for any other game.
    The k-th of n constraints weighs priority_base ** (n - k): with 10, one broken constraint of higher
    priority costs as much as ten of the next one down."""
    games: dict[str, tuple[str, ...]] = field(default_factory=dict)
    priority_base: int = 10

    def __post_init__(self) -> None:
        _check(self.priority_base >= 2, "draws.priority_base", "must be 2 or more")
        for game, names in self.games.items():
            for i, name in enumerate(names):
                _check(name in CONSTRAINT_KINDS, f"draws.games.{game}[{i}]",
                       f"unknown constraint {name!r}, expected one of {', '.join(CONSTRAINT_KINDS)}")

    def constraints_for(self, game: str) -> tuple[str, ...] | None:
        if game in self.games:
            return self.games[game]
        return self.games.get("*")


@dataclass(frozen=True)
class Ruleset:
    id: str
    name: str
    source: str
    description: str
    table: TableParams
    deal: DealParams
    clock: ClockParams
    sdadata: SdadataParams | None
    reinforcements: ReinforcementParams
    sets: SetParams
    cards: CardParams
    penalties: PenaltyParams
    scoring: ScoringParams
    standings: StandingsParams
    draws: DrawParams
    decisions: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return dict(schema.dump(self))

    def parameters(self) -> dict[str, Any]:
        """Every parameter except the identity fields: what `rules rulesets` prints."""
        data = self.to_dict()
        for key in ("id", "name", "source", "description"):
            data.pop(key)
        return data

    def initial_armies(self, players: int) -> int:
        try:
            return self.table.initial_armies[players]
        except KeyError:
            raise RulesetError("table.initial_armies", f"no value for {players} players") from None


def _merge(base: Mapping[str, Any], override: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in override.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), Mapping):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def ruleset_from_dict(data: Mapping[str, Any]) -> Ruleset:
    """Validate and build a ruleset; `extends` names a built-in whose keys are the defaults."""
    if not isinstance(data, Mapping):
        raise RulesetError("", "a ruleset file must hold a JSON object")
    if "extends" in data:
        parent = data["extends"]
        if parent not in BUILTIN_IDS:
            raise RulesetError("extends", f"unknown built-in ruleset {parent!r}")
        child = {k: v for k, v in data.items() if k != "extends"}
        data = _merge(_builtin_data(parent), child)
    return schema.read(Ruleset, data)


def _builtin_data(ruleset_id: str) -> dict[str, Any]:
    text = resources.files("referee_app.rules.data.rulesets").joinpath(f"{ruleset_id}.json").read_text("utf-8")
    return dict(json.loads(text))


@cache
def builtin(ruleset_id: str) -> Ruleset:
    if ruleset_id not in BUILTIN_IDS:
        raise RulesetError("", f"unknown ruleset {ruleset_id!r}; built-in: {', '.join(BUILTIN_IDS)}")
    return ruleset_from_dict(_builtin_data(ruleset_id))


def builtins() -> list[Ruleset]:
    return [builtin(i) for i in BUILTIN_IDS]


def load_ruleset(id_or_path: str | Path) -> Ruleset:
    """A built-in ruleset by id, or a custom ruleset file by path."""
    if str(id_or_path) in BUILTIN_IDS:
        return builtin(str(id_or_path))
    path = Path(id_or_path)
    if not path.exists():
        raise RulesetError("", f"{id_or_path!s} is neither a built-in ruleset nor a file")
    try:
        data = json.loads(path.read_text("utf-8"))
    except json.JSONDecodeError as exc:
        raise RulesetError("", f"{path.name} is not valid JSON (line {exc.lineno}): {exc.msg}") from None
    return ruleset_from_dict(data)
