"""The parameter sections of a ruleset (docs/rules.md): the table, the deal, the clock and the sdadata, the
reinforcements, sets and cards, the penalties, the scoring, the standings and the draws. Each section checks
its own values when built, naming the key at fault; `ruleset.py` assembles them and loads the files.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from referee_app.rules.draw.kinds import CONSTRAINT_KINDS
from referee_app.rules.errors import RulesetError

DealProcedure = Literal["sequential", "per_continent", "como", "classic"]
ClockStart = Literal["first_card_dealt", "first_reinforcement", "referee"]
ExpiryEnd = Literal["turn", "round"]
RegularPhase = Literal["penultimate_round", "last_round", "extra_round"]
AnchorRule = Literal["last_seat", "expiry_player", "player_before_expiry"]
RoundBoundary = Literal["starts_at_anchor", "ends_at_anchor"]


def _check(condition: bool, key: str, message: str) -> None:
    if not condition:
        raise RulesetError(key, message)


@dataclass(frozen=True)
class TableParams:
    """Who sits at a table and with how many armies (docs/rules.md §2, §8)."""
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
    """How the territory cards are dealt (docs/rules.md §2; docs/deal.md).

    `jolly_cards`: jolly cards left in the deck (classic only; a jolly gives no territory).
    `continent_order`: deck order of the per-continent deal (unnamed continents follow in board order).
    `neutral_cards`: players -> last cards left neutral (Como).
    `abandon_to_half` / `abandon_to_fewest`: the two Como abandonment steps.
    `last_card_swap`: a sequential card that fits nobody pending is exchanged with the latest earlier card
    that makes both holders legal (Marsala 2011 and Raduno Casistica); off, it goes to the player due and is
    reported."""
    procedure: DealProcedure
    jolly_cards: int = 0
    continent_order: tuple[str, ...] = ()
    neutral_cards: dict[int, int] = field(default_factory=dict)
    abandon_to_half: bool = False
    abandon_to_fewest: bool = False
    last_card_swap: bool = True

    def __post_init__(self) -> None:
        _check(self.jolly_cards >= 0, "deal.jolly_cards", "cannot be negative")
        _check(len(set(self.continent_order)) == len(self.continent_order), "deal.continent_order",
               "names a continent twice")
        for players, count in self.neutral_cards.items():
            _check(0 <= count <= 42, f"deal.neutral_cards.{players}", f"expected 0 to 42, got {count}")


@dataclass(frozen=True)
class ClockParams:
    """Regulation time (docs/rules.md §3). `ends_without_sdadata`: in a ruleset without sdadata, the organiser's
    rule once time is up: the game ends with the turn in progress (`turn`, also when left out) or with the
    round of turns in progress, at the turn of the last seat still in the game (`round`); null with sdadata."""
    duration_minutes: int
    starts_at: ClockStart
    ends_without_sdadata: ExpiryEnd | None = None

    @property
    def expiry_end(self) -> ExpiryEnd:
        """What ends a game without sdadata once time is up."""
        return self.ends_without_sdadata or "turn"

    def __post_init__(self) -> None:
        _check(self.duration_minutes > 0, "clock.duration_minutes", "must be positive")


@dataclass(frozen=True)
class SdadataParams:
    """What happens after time expires, and the end-of-game dice (docs/rules.md §3).

    Every variant is the same machine with different data:
    - `anchor`: who the anchor is when time expires (it then moves back past eliminated players);
    - `rounds_after_expiry`: the phases played from the expiry turn on, each one ending with the anchor's
      turn (the names are what the table sees); after the last one comes the sdadata;
    - `anchor_rolls_at_regular_end`: the anchor's turn that ends the last phase already rolls (sdadata
      round 0);
    - `round_boundary`: whether each sdadata round starts or ends with the anchor's turn;
    - `ending_sums[k]`: the sums that end the game in sdadata round k (the last list repeats);
    - `max_conquests_to_roll`: a player who conquered more territories than this in his turn does not roll
      (null: no limit);
    - `withdrawn_keep_turns`: a player who withdrew keeps his sdadata turns, the previous player rolling for
      him; false: he has no turns, like an excluded player.
    """
    anchor: AnchorRule
    rounds_after_expiry: tuple[RegularPhase, ...]
    anchor_rolls_at_regular_end: bool
    round_boundary: RoundBoundary
    ending_sums: tuple[tuple[int, ...], ...]
    max_conquests_to_roll: int | None
    withdrawn_keep_turns: bool = True

    def __post_init__(self) -> None:
        _check(len(self.rounds_after_expiry) > 0, "sdadata.rounds_after_expiry",
               "needs at least one phase (the expiry turn's)")
        _check(len(self.ending_sums) > 0, "sdadata.ending_sums", "needs at least one round")
        for i, sums in enumerate(self.ending_sums):
            _check(len(sums) > 0, f"sdadata.ending_sums[{i}]", "needs at least one sum")
            for j, s in enumerate(sums):
                _check(2 <= s <= 12, f"sdadata.ending_sums[{i}][{j}]", f"a sum of two dice is 2..12, got {s}")
        _check(self.max_conquests_to_roll is None or self.max_conquests_to_roll >= 0,
               "sdadata.max_conquests_to_roll", "must be 0 or more, or null for no limit")

    def sums_for_round(self, k: int) -> tuple[int, ...]:
        """Ending sums of sdadata round k (0-based); the last listed round repeats."""
        return tuple(sorted(self.ending_sums[min(k, len(self.ending_sums) - 1)]))


SET_KINDS = ("three_cannons", "three_infantry", "three_cavalry", "one_of_each", "jolly_two_equal")
HandAtLimit = Literal["no_draw", "must_play", "none"]
HandOverLimit = Literal["none", "discard_all", "discard_excess", "must_play"]


@dataclass(frozen=True)
class ReinforcementParams:
    """Armies at the start of a turn (docs/rules.md §4). `minimum` raises the territory armies; when
    `minimum_needs_no_continent_and_fewer_than` is set it applies only to a player holding no whole continent
    and fewer territories than that (como-2000). `no_territory_armies_after_attack`: a player who attacks in
    the turn gets no territory armies, continents and sets still count (risk-classic, RISK box rules)."""
    territory_divisor: int = 3
    minimum: int = 0
    minimum_needs_no_continent_and_fewer_than: int | None = None
    no_territory_armies_after_attack: bool = False

    def __post_init__(self) -> None:
        _check(self.territory_divisor > 0, "reinforcements.territory_divisor", "must be positive")
        _check(self.minimum >= 0, "reinforcements.minimum", "must not be negative")


@dataclass(frozen=True)
class SetParams:
    """Card sets (tris) and their armies (docs/rules.md §4). Keys of `values`: see SET_KINDS. With `jolly_wild`
    the jolly completes any combination (worth that combination); otherwise it only forms `jolly_two_equal`.
    `escalating` is the table of the n-th set traded in the game (then +`escalating_step` each),
    used only when `escalating_on`."""
    values: dict[str, int]
    jolly_wild: bool = False
    owned_territory_bonus: int = 0
    escalating: tuple[int, ...] = ()
    escalating_step: int = 5
    escalating_on: bool = False
    no_set_after_placing: bool = True

    def __post_init__(self) -> None:
        for key, value in self.values.items():
            _check(key in SET_KINDS, f"sets.values.{key}", f"unknown set, expected one of {list(SET_KINDS)}")
            _check(value >= 0, f"sets.values.{key}", "must not be negative")
        _check(self.owned_territory_bonus >= 0, "sets.owned_territory_bonus", "must not be negative")
        _check(self.escalating_step >= 0, "sets.escalating_step", "must not be negative")
        _check(not self.escalating_on or len(self.escalating) > 0, "sets.escalating",
               "escalating_on needs the table of values")


@dataclass(frozen=True)
class CardParams:
    """Cards in hand (docs/rules.md §4). `hand_limit` is the most a player may hold; `at_limit` what holding that
    many means; `over_limit` the sanction when a player is found above it; `taken_on_elimination_max` caps
    the hand when taking an eliminated player's cards."""
    hand_limit: int | None = None
    at_limit: HandAtLimit = "none"
    over_limit: HandOverLimit = "none"
    taken_on_elimination_max: int | None = None

    def __post_init__(self) -> None:
        _check(self.hand_limit is None or self.hand_limit >= 3, "cards.hand_limit", "must be at least 3")
        _check(self.taken_on_elimination_max is None or self.taken_on_elimination_max >= 0,
               "cards.taken_on_elimination_max", "must not be negative")


@dataclass(frozen=True)
class PenaltyParams:
    """Sanctions (docs/rules.md §5). `army_cap` null = no cap. `excess_reinforcement_penalty`: the federal
    casistica rule (self-declared: remove the excess; spotted: `spotted_multiplier` times it).
    `missed_roll_warnings_before_exclusion` null = no fixed sanction for a forgotten sdadata roll."""
    army_cap: int | None = None
    spotted_multiplier: int = 2
    excess_reinforcement_penalty: bool = False
    missed_roll_warnings_before_exclusion: int | None = None
    free_sanctions: bool = False
    point_deductions: bool = False

    def __post_init__(self) -> None:
        _check(self.army_cap is None or self.army_cap > 0, "penalties.army_cap", "must be positive")
        _check(self.spotted_multiplier >= 1, "penalties.spotted_multiplier", "must be at least 1")
        _check(self.missed_roll_warnings_before_exclusion is None or self.missed_roll_warnings_before_exclusion >= 0,
               "penalties.missed_roll_warnings_before_exclusion", "must not be negative")


# The vocabulary of tie-break criteria (docs/cli.md `decided_by`); every criterion ranks the higher value first
# unless the ruleset lists it in `scoring.fewer_wins`.
Criterion = Literal["risiko", "elimination", "objective_points", "outside_points", "armies_inside",
                    "armies_outside", "all_armies", "cards", "territories_inside", "territories_outside",
                    "reverse_seat", "die", "score"]
GameScore = Literal["objective_points", "all_territories", "objective_or_all"]
ArmyPoints = Literal["none", "all", "inside"]
EliminatedPoints = Literal["place", "elimination_order", "zero"]


@dataclass(frozen=True)
class ScoringParams:
    """Table result (docs/rules.md §6).

    `ranking` is the tie-break chain, in order. The game score is `game_score` territories + `army_points`
    armies (+ `risiko_bonus` for the RisiKo! player, or exactly `risiko_score` when set). Points are
    (place points + `winner_bonus` at place 1 + `score_weight` x game score) x `table_size_factor`;
    `risiko_points` replaces them for the RisiKo! player, `eliminated_points` says what the eliminated get.
    `factor_on_score_only`: the table-size factor multiplies the weighted game score alone (the place points
    and the winner bonus stay whole), and `score_points_cap` caps that product (the circuit's Open and Master:
    x 1.25 at a table of 5, never above what a table of 4 can give).
    `shared_win`: survivors level on game score with the table's first share the win, the winner bonus split
    between them (off: the circuit's "unico vincitore", the chain names one winner).
    """
    ranking: tuple[Criterion, ...]
    game_score: GameScore = "objective_points"
    army_points: ArmyPoints = "none"
    risiko_score: int | None = None
    risiko_bonus: int = 0
    place_points: dict[int, tuple[int, ...]] = field(default_factory=dict)
    score_weight: float = 0.0
    winner_bonus: int = 0
    risiko_points: float | None = None
    eliminated_points: EliminatedPoints = "place"
    table_size_factor: dict[int, float] = field(default_factory=dict)
    fewer_wins: tuple[Criterion, ...] = ()
    objective_total: int | None = None
    points_decimals: int = 2
    shared_win: bool = False
    factor_on_score_only: bool = False
    score_points_cap: float | None = None

    def __post_init__(self) -> None:
        _check(len(self.ranking) > 0, "scoring.ranking", "needs at least one criterion")
        for i, criterion in enumerate(self.ranking):
            _check(criterion not in self.ranking[:i], f"scoring.ranking[{i}]", f"{criterion} is listed twice")
        if "die" in self.ranking:
            _check(self.ranking[-1] == "die", "scoring.ranking", "die can only be the last criterion")
        for i, criterion in enumerate(self.fewer_wins):
            _check(criterion in self.ranking, f"scoring.fewer_wins[{i}]", f"{criterion} is not in the ranking")
        for size, points in self.place_points.items():
            _check(len(points) == size, f"scoring.place_points.{size}",
                   f"a table of {size} needs {size} values, got {len(points)}")
        for size, factor in self.table_size_factor.items():
            _check(factor > 0, f"scoring.table_size_factor.{size}", "must be positive")
        _check(0 <= self.points_decimals <= 6, "scoring.points_decimals", "must be 0..6")
        _check(self.score_points_cap is None or self.score_points_cap > 0, "scoring.score_points_cap",
               "must be positive, or null for no cap")


StandingsMethod = Literal["cumulative", "elimination", "national"]
QUALIFIER_CRITERIA = ("best_single", "second_best", "best_scores", "best_single_first",
                      "objective_points_counted", "outside_points_counted", "round_by_round", "wins", "die")
PHASE_CRITERIA = ("advanced", "place", "phase_total")


@dataclass(frozen=True)
class PhaseParams:
    """A phase after the qualifiers (docs/rules.md §7): the players at `places` (first, last) of the standings
    entering it play `tables` tables, one player per band of `tables` consecutive places. Afterwards the
    players who played are re-ordered by `order` (`advanced`: table winners first, `place`: table place,
    `phase_total`: all points so far), then by the order they entered with. The last `repechage_seats` of
    `places` go instead to the players below the others with the best single qualifier game among those who
    played at least `repechage_min_games` (a club season's repechage)."""
    name: str
    places: tuple[int, int]
    tables: int
    order: tuple[str, ...]
    repechage_seats: int = 0
    repechage_min_games: int = 0

    def __post_init__(self) -> None:
        # ValueError, not RulesetError: the schema reader adds the exact path (`...phase_plans[1].phases[0]`).
        if len(self.places) != 2 or not 1 <= self.places[0] <= self.places[1]:
            raise ValueError(f"places: expected [first, last] with 1 <= first <= last, got {list(self.places)}")
        if self.tables < 1 or self.size % self.tables:
            raise ValueError(f"tables: {self.size} places do not split into {self.tables} tables")
        for criterion in self.order:
            if criterion not in PHASE_CRITERIA:
                raise ValueError(f"order: {criterion!r} is not one of {', '.join(PHASE_CRITERIA)}")
        if not 0 <= self.repechage_seats < self.size:
            raise ValueError(f"repechage_seats: 0 up to {self.size - 1} of the phase's {self.size} places, "
                             f"got {self.repechage_seats}")
        if self.repechage_min_games < 0:
            raise ValueError("repechage_min_games: must not be negative")

    @property
    def size(self) -> int:
        return self.places[1] - self.places[0] + 1


@dataclass(frozen=True)
class PhasePlan:
    """The phases played when the entrants (players of game 1) are at most `max_entrants` (null: any)."""
    phases: tuple[PhaseParams, ...]
    max_entrants: int | None = None


@dataclass(frozen=True)
class NationalPlan:
    """The phase plan of the national formulas (Raduno Nazionale, Torneo Master; docs/rules.md §7), chosen by
    the entrants at game 1 once the qualifiers are played.

    Above `thresholds[0]` entrants the semifinals have one group of `group_tables` tables (4 seats each) per
    threshold passed, fewer when fewer players are still in than the groups' seats; the qualified split into
    parallel groups by position (place i goes to group i mod groups) and each group's table winners play
    their own final. Up to `thresholds[0]` (with at least `small_plan_min_players` still in) the small plan
    seats 2, 3 or 4 semifinals and sends the first and second straight to the final when
    `direct_finalists` allows it (see docs/rules.md §7 for the conditions)."""
    thresholds: tuple[int, ...]
    group_tables: int = 4
    small_plan_min_players: int = 10
    direct_finalists: bool = True

    def __post_init__(self) -> None:
        _check(len(self.thresholds) > 0, "standings.national.thresholds", "needs at least one threshold")
        for i, value in enumerate(self.thresholds):
            _check(value >= 1, f"standings.national.thresholds[{i}]", f"must be at least 1, got {value}")
            if i:
                _check(value > self.thresholds[i - 1], f"standings.national.thresholds[{i}]",
                       f"thresholds go up: {value} after {self.thresholds[i - 1]}")
        _check(self.group_tables >= 1, "standings.national.group_tables", "must be at least 1")
        _check(self.small_plan_min_players >= 10, "standings.national.small_plan_min_players",
               "the small plan's two semifinals and two direct finalists need at least 10 players")
        _check(self.thresholds[0] >= self.small_plan_min_players, "standings.national.thresholds[0]",
               f"{self.thresholds[0]} entrants are fewer than the small plan needs "
               f"({self.small_plan_min_players})")
        _check(self.thresholds[0] + 1 >= self.group_seats, "standings.national.group_tables",
               f"a group of {self.group_tables} semifinals seats {self.group_seats} players, more than the "
               f"{self.thresholds[0] + 1} entrants of the smallest plan that uses it")

    @property
    def group_seats(self) -> int:
        return 4 * self.group_tables

    def groups_for(self, entrants: int) -> int:
        """Semifinal groups by the entrants at game 1 (0: the small plan)."""
        return sum(1 for t in self.thresholds if entrants > t)


@dataclass(frozen=True)
class StandingsParams:
    """Tournament standings (docs/rules.md §7).

    `cumulative`: the qualifier standings add up the best `counted_rounds` (null: all) of the first
    `qualifier_rounds` rounds (null: every round, all'italiana); ties follow `tie_break`; players with fewer
    than `min_rounds` games rank below the others and play no phase. Then the first plan of `phase_plans`
    whose `max_entrants` fits is played round by round. `elimination`: table winners play the next round.
    `rounds_declared`: the organiser declares the number of qualifier rounds when he creates the event (a club
    season, an open), which replaces `qualifier_rounds` in the event's frozen ruleset.
    `teams`: how many teams may score together (null: no team standings)."""
    method: StandingsMethod
    qualifier_rounds: int | None = None
    counted_rounds: int | None = None
    min_rounds: int = 0
    tie_break: tuple[str, ...] = ("die",)
    teams: int | None = None
    phase_plans: tuple[PhasePlan, ...] = ()
    national: NationalPlan | None = None
    rounds_declared: bool = False

    def __post_init__(self) -> None:
        for i, criterion in enumerate(self.tie_break):
            _check(criterion in QUALIFIER_CRITERIA, f"standings.tie_break[{i}]",
                   f"expected one of {', '.join(QUALIFIER_CRITERIA)}")
        for key, value in (("qualifier_rounds", self.qualifier_rounds), ("counted_rounds", self.counted_rounds),
                           ("teams", self.teams)):
            _check(value is None or value >= 1, f"standings.{key}", "must be at least 1")
        _check(self.min_rounds >= 0, "standings.min_rounds", "must not be negative")
        _check(not self.phase_plans or self.qualifier_rounds is not None, "standings.phase_plans",
               "phases need a fixed number of qualifier_rounds")
        _check(not self.phase_plans or self.method == "cumulative", "standings.phase_plans",
               "only the cumulative method has phases")
        _check((self.method == "national") == (self.national is not None), "standings.national",
               "the national method needs its plan, and only it has one")
        _check(self.method != "national" or self.qualifier_rounds is not None, "standings.qualifier_rounds",
               "the national method needs a fixed number of qualifier rounds")
        _check(not self.rounds_declared or (self.method == "cumulative" and self.qualifier_rounds is not None),
               "standings.rounds_declared", "only a cumulative ruleset with qualifier_rounds can take declared rounds")
        _check(self.counted_rounds is None or self.qualifier_rounds is None
               or self.counted_rounds <= self.qualifier_rounds, "standings.counted_rounds",
               f"counts more rounds ({self.counted_rounds}) than are played ({self.qualifier_rounds})")

    def plan_for(self, entrants: int) -> tuple[PhaseParams, ...]:
        """The phases played with this many entrants (none when no plan fits). The national plan's shape
        (the small plan's 2, 3 or 4 semifinals) is known only from the qualifier standings: here it is the
        widest it can be."""
        if self.national is not None:
            groups = max(1, self.national.groups_for(entrants))
            seats = groups * self.national.group_seats
            return (PhaseParams("semifinals", (1, seats), groups * self.national.group_tables, ("advanced",)),
                    PhaseParams("final", (1, 4 * groups), groups, ("place",)))
        for plan in self.phase_plans:
            if plan.max_entrants is None or entrants <= plan.max_entrants:
                return plan.phases
        return ()


@dataclass(frozen=True)
class DrawParams:
    """Table draws (docs/rules.md §8): the constraints each game's draw tries to keep, most important first.

    Keys of `games` are "1", "2", ..., "quarterfinal", "semifinal", "final", or "*" for any other game.
    The k-th of n constraints weighs priority_base ** (n - k): with 10, one broken constraint of higher
    priority costs as much as ten of the next one down. `optional_phases`: phases the organiser may skip
    (como-2000's final): the tournament flow offers them without requiring them."""
    games: dict[str, tuple[str, ...]] = field(default_factory=dict)
    priority_base: int = 10
    optional_phases: tuple[str, ...] = ()

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
