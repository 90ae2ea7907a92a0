"""Tournament standings from per-game results (docs/rules.md §7).

Input is what table scoring produces for each player of each game: tournament points (or game score, or
project points, per ruleset), objective and outside points, place at the table. The rules of each ruleset
are data (`StandingsParams`): which rounds are qualifiers, how many count, the tie-break chain, the phases
after the qualifiers. Dice come from the referee; a tie they have not broken is a shared rank.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal, NamedTuple

from referee_app.rules.errors import InputError
from referee_app.rules.params import PhaseParams, StandingsParams
from referee_app.rules.phase_seats import repechage
from referee_app.rules.ranking import DIE, Chain, Key, Ranking, rank, rank_groups, tied_groups, with_ranks

NO_SCORE = float("-inf")  # stands for a missing second (third...) score in a key; never printed
DIGITS = 9  # sums are rounded so that 12.41 + 7.05 equals 12.05 + 7.41


class GameResult(NamedTuple):
    """One player's result in one game, as table scoring gives it. A NamedTuple: there are thousands."""
    name: str
    points: float
    objective_points: float
    outside_points: float
    place: int


@dataclass(frozen=True)
class Game:
    round: int
    table: int
    results: tuple[GameResult, ...]


@dataclass(frozen=True)
class Standing:
    rank: int
    name: str
    total: float
    counted_rounds: tuple[int, ...]
    decided_by: str | None
    games: tuple[tuple[int, float], ...]  # (round, points) of every game he played, by round
    reached: str  # "qualifiers", or the name of the last phase he played


PhaseState = Literal["pending", "in_progress", "complete"]


@dataclass(frozen=True)
class PhaseGroup:
    """One of the parallel groups of a national formula's phase (docs/rules.md §7): its players in standings
    order, cut into `bands` of `tables` (table t of the group takes the t-th of each band), and who goes
    straight to its final."""
    number: int
    players: tuple[str, ...]
    bands: tuple[tuple[str, ...], ...]
    tables: int
    direct: tuple[str, ...] = ()


@dataclass(frozen=True)
class PhaseStatus:
    """Who plays a phase: `qualified` are sure of a seat; `unresolved` are tied across its cut line and
    need dice. `bands` are the entering places split one band per seat at each table. `tables`: how many
    tables it has; `groups`: its parallel groups (national formulas), `direct`: who skips it for the final."""
    name: str
    round: int
    places: tuple[int, int]
    state: PhaseState
    qualified: tuple[str, ...]
    unresolved: tuple[str, ...]
    bands: tuple[tuple[str, ...], ...]
    winners: tuple[str, ...]
    tables: int = 0
    groups: tuple[PhaseGroup, ...] = ()
    direct: tuple[str, ...] = ()


@dataclass(frozen=True)
class TeamStanding:
    rank: int
    team: str
    total: float
    decided_by: str | None
    players: tuple[str, ...]


@dataclass(frozen=True)
class Standings:
    standings: tuple[Standing, ...]
    unresolved_ties: tuple[tuple[str, ...], ...]
    phase: str  # the stage being played or to play next: "qualifiers", "cumulative", a phase name, "complete"
    phases: tuple[PhaseStatus, ...]
    entrants: int
    teams: tuple[TeamStanding, ...] | None
    team_unresolved_ties: tuple[tuple[str, ...], ...] = ()

    @property
    def cut(self) -> PhaseStatus | None:
        """The next phase still to be completed: who qualifies for it."""
        return next((p for p in self.phases if p.state != "complete"), None)


Played = list[tuple[int, GameResult]]  # one player's games: (round, result)


def _order(keys: Mapping[str, Key], dice: Mapping[str, int], use_dice: bool = True) -> Ranking:
    """Rank `keys`, then by `dice` when `use_dice` (a tie stays shared until each tied entrant has rolled).
    Names break nothing: they only fix the listing order inside a shared rank."""
    def keyed(name: str) -> Key:
        return keys[name] + ((DIE, dice.get(name)),) if use_dice else keys[name]
    return rank((name, keyed(name)) for name in sorted(keys))


def compute_standings(params: StandingsParams, games: Sequence[Game], dice: Mapping[str, int],
                      teams: Mapping[str, str] | None = None, entrants: int | None = None,
                      withdrawn: Collection[str] = ()) -> Standings:
    """The standings after `games` (any order). `games[i]` is cited as the field of any bad-input error.
    `entrants` overrides the count of players in round 1 that chooses the phase plan; `withdrawn` players
    keep their results and take no seat in a phase still to be drawn."""
    if params.method == "national":
        # a real cycle: rules/national.py builds on this module's Game, Standing and Standings
        from referee_app.rules.national import national_standings  # noqa: PLC0415

        return national_standings(params, games, dice, entrants, withdrawn)
    by_player = _played_by_player(games)
    first_round = {r.name for g in games if g.round == 1 for r in g.results}
    entrants = entrants if entrants is not None else len(first_round)
    if params.method == "elimination":
        return _attach_teams(params, _elimination(games, by_player, dice, entrants), by_player, dice, teams)
    phases = params.plan_for(entrants)
    last_round = (params.qualifier_rounds or 0) + len(phases)
    for i, game in enumerate(games):
        if params.qualifier_rounds is not None and game.round > last_round:
            raise InputError(f"games[{i}].round", f"round {game.round} does not exist: this ruleset plays "
                             f"{params.qualifier_rounds} qualifier rounds and {len(phases)} phases "
                             f"with {entrants} entrants")
    qualifiers = {name: [g for g in played if _is_qualifier(params, g[0])] for name, played in by_player.items()}
    counted = {name: _counted(params, played) for name, played in qualifiers.items()}
    totals = {name: _total(c) for name, c in counted.items()}
    chain, ineligible = _qualifier_chain(params, qualifiers, counted, totals, dice)
    ineligible |= set(withdrawn)
    statuses, chain, reached = _play_phases(params, phases, games, by_player, chain, ineligible)
    qualifier_rounds = {g.round for g in games if _is_qualifier(params, g.round)}
    if params.qualifier_rounds is None:
        stage = "cumulative"
    elif len(qualifier_rounds) < params.qualifier_rounds:
        stage = "qualifiers"
    else:
        stage = next((s.name for s in statuses if s.state != "complete"), "complete")
    rows = tuple(Standing(rank=r.rank, name=r.name, total=totals[r.name],
                          counted_rounds=tuple(sorted(rnd for rnd, _ in counted[r.name])),
                          decided_by=r.decided_by, games=_games(by_player[r.name]),
                          reached=reached.get(r.name, "qualifiers"))
                 for r in with_ranks(chain))
    result = Standings(standings=rows, unresolved_ties=tied_groups(chain), phase=stage, phases=statuses,
                       entrants=entrants, teams=None)
    return _attach_teams(params, result, by_player, dice, teams)


# --- qualifiers ---------------------------------------------------------------------------------------

def _is_qualifier(params: StandingsParams, rnd: int) -> bool:
    return params.qualifier_rounds is None or rnd <= params.qualifier_rounds


def _played_by_player(games: Sequence[Game]) -> dict[str, Played]:
    out: dict[str, Played] = {}
    seen: dict[tuple[int, str], int] = {}
    for i, game in enumerate(games):
        for j, result in enumerate(game.results):
            if (game.round, result.name) in seen:
                where = seen[(game.round, result.name)]
                same = "game" if where == i else f"round (also in games[{where}])"
                raise InputError(f"games[{i}].results[{j}].name",
                                 f'"{result.name}" is listed twice in the same {same}')
            seen[(game.round, result.name)] = i
            out.setdefault(result.name, []).append((game.round, result))
    return out


def _counted(params: StandingsParams, qualifiers: Played) -> Played:
    """The qualifier games that count, best first. Among equal scores the one with more objective points
    (then outside points, then the earlier round) counts, the choice that favours the player."""
    qualifiers = sorted(qualifiers, key=lambda g: (-g[1].points, -g[1].objective_points, -g[1].outside_points,
                                                   g[0]))
    return qualifiers[:params.counted_rounds] if params.counted_rounds else qualifiers


def _sum(values: Sequence[float]) -> float:
    return round(sum(sorted(values)), DIGITS)


def _total(counted: Played) -> float:
    return _sum([r.points for _, r in counted])


def _games(played: Played) -> tuple[tuple[int, float], ...]:
    return tuple(sorted((rnd, r.points) for rnd, r in played))


def _qualifier_key(params: StandingsParams, counted: Played, total: float, played: Played, threshold: int,
                   width: int) -> Key:
    played_rounds = len(played)
    scores = [r.points for _, r in counted]
    padded = scores + [NO_SCORE] * (width - len(scores))
    key: list[tuple[str, float]] = []
    if threshold:
        key.append(("games_played", 1.0 if played_rounds >= threshold else 0.0))
    key.append(("total", total))
    for criterion in params.tie_break:
        if criterion == "best_single":
            key.append((criterion, padded[0]))
        elif criterion == "second_best":
            key.append((criterion, padded[1] if width > 1 else NO_SCORE))
        elif criterion == "best_scores":
            key.extend((criterion, s) for s in padded)
        elif criterion == "best_single_first":
            key.append((criterion, -min((rnd for rnd, r in counted if r.points == padded[0]), default=0)))
        elif criterion == "objective_points_counted":
            key.append((criterion, _sum([r.objective_points for _, r in counted])))
        elif criterion == "outside_points_counted":
            key.append((criterion, _sum([r.outside_points for _, r in counted])))
        elif criterion == "wins":
            key.append((criterion, float(sum(1 for _, r in played if r.place == 1))))
        elif criterion == "round_by_round":
            by_round = sorted(counted, key=lambda g: g[0])
            key.extend((criterion, r.points) for _, r in by_round)
            key.extend((criterion, NO_SCORE) for _ in range(width - len(by_round)))
    return tuple(key)


def _qualifier_chain(params: StandingsParams, qualifiers: Mapping[str, Played], counted: Mapping[str, Played],
                     totals: Mapping[str, float], dice: Mapping[str, int]) -> tuple[Chain, set[str]]:
    """The qualifier order, and the players with too few games (they take no phase seat)."""
    rounds_so_far = len({rnd for played in qualifiers.values() for rnd, _ in played})
    threshold = min(params.min_rounds, rounds_so_far)
    width = params.counted_rounds or max((len(c) for c in counted.values()), default=0)
    keys = {name: _qualifier_key(params, counted[name], totals[name], played, threshold, width)
            for name, played in qualifiers.items()}
    ordering = _order(keys, dice, use_dice=DIE in params.tie_break)
    ineligible = {n for n, k in keys.items() if threshold and k[0][1] == 0.0}
    return [(r.name, r.decided_by) for r in ordering.ranked], ineligible


def qualifier_standing(params: StandingsParams, by_player: Mapping[str, Played], dice: Mapping[str, int]
                       ) -> tuple[Chain, dict[str, float], dict[str, Played], set[str]]:
    """The qualifier order (every player, short of games or not), each player's total and counted games, and
    the players of a tie the dice have not broken."""
    qualifiers = {name: [g for g in played if _is_qualifier(params, g[0])] for name, played in by_player.items()}
    counted = {name: _counted(params, played) for name, played in qualifiers.items()}
    totals = {name: _total(c) for name, c in counted.items()}
    chain, _ = _qualifier_chain(params, qualifiers, counted, totals, dice)
    return chain, totals, counted, {n for group in tied_groups(chain) for n in group}


def order_keys(keys: Mapping[str, Key]) -> Ranking:
    """Rank by keys alone (no dice)."""
    return _order(keys, {}, use_dice=False)


played_by_player = _played_by_player
games_of = _games
sum_points = _sum


# --- phases after the qualifiers ------------------------------------------------------------------------

def _seats(phase: PhaseParams, chain: Chain, ineligible: set[str]) -> tuple[list[str], list[str]]:
    """(sure seats, players tied across a cut line of the phase), both in entering order."""
    first, last = phase.places[0] - 1, phase.places[1] - 1
    sure: list[str] = []
    unsure: list[str] = []
    for group in rank_groups(chain):
        inside = [i for i in group if first <= i <= last]
        names = [chain[i][0] for i in group if chain[i][0] not in ineligible]
        if len(inside) == len(group):
            sure.extend(names)
        elif inside:
            unsure.extend(names)
    return sure, unsure


def _play_phases(params: StandingsParams, phases: Sequence[PhaseParams], games: Sequence[Game],
                 by_player: Mapping[str, Played], chain: Chain,
                 ineligible: set[str]) -> tuple[tuple[PhaseStatus, ...], Chain, dict[str, str]]:
    statuses: list[PhaseStatus] = []
    reached: dict[str, str] = {}
    blocked = False
    for k, phase in enumerate(phases):
        rnd = (params.qualifier_rounds or 0) + k + 1
        round_games = [(i, g) for i, g in enumerate(games) if g.round == rnd]
        played = {r.name: r for _, g in round_games for r in g.results}
        if blocked:
            if round_games:
                raise InputError(f"games[{round_games[0][0]}].round", f"round {rnd} ({phase.name}) is given before "
                                 f"round {statuses[-1].round} ({statuses[-1].name}) is complete")
            statuses.append(PhaseStatus(phase.name, rnd, phase.places, "pending", (), (), (), ()))
            continue
        sure, unsure = _seats(phase, chain, ineligible)
        names = [n for n, _ in chain[phase.places[0] - 1:phase.places[1]]]
        if phase.repechage_seats:
            sure, unsure, names = repechage(phase, chain, {n: [g for g in p if _is_qualifier(params, g[0])]
                                                            for n, p in by_player.items()}, ineligible)
        bands = tuple(tuple(names[b:b + phase.tables]) for b in range(0, len(names), phase.tables))
        for i, game in round_games:
            for j, r in enumerate(game.results):
                if r.name not in sure and r.name not in unsure:
                    raise InputError(f"games[{i}].results[{j}].name",
                                     f'"{r.name}" is not among places {phase.places[0]}-{phase.places[1]} '
                                     f"that play the {phase.name}")
        seats = len(sure) + len(unsure)
        state: PhaseState = "pending" if not played else (
            "complete" if len(played) >= min(phase.size, seats) else "in_progress")
        winners = tuple(sorted(n for n, r in played.items() if r.place == 1))
        statuses.append(PhaseStatus(phase.name, rnd, phase.places, state, tuple(sure), tuple(unsure), bands,
                                    winners))
        if state != "complete":
            blocked = True
            continue
        for name in played:
            reached[name] = phase.name
        chain = _reorder(phase, chain, played, by_player, rnd)
    return tuple(statuses), chain, reached


def _phase_key(phase: PhaseParams, result: GameResult, played: Played, rnd: int, seeding: int) -> Key:
    key: list[tuple[str, float]] = []
    for criterion in phase.order:
        if criterion == "advanced":
            key.append((criterion, 1.0 if result.place == 1 else 0.0))
        elif criterion == "place":
            key.append((criterion, -float(result.place)))
        elif criterion == "phase_total":
            key.append((criterion, _sum([r.points for k, r in played if k <= rnd])))
    key.append(("seeding", -float(seeding)))
    return tuple(key)


def _reorder(phase: PhaseParams, chain: Chain, played: Mapping[str, GameResult],
             by_player: Mapping[str, Played], rnd: int) -> Chain:
    """Players above the phase keep their places, the players of the phase follow in their new order, the
    rest keep theirs below."""
    ranks = {r.name: r.rank for r in with_ranks(chain)}
    keys = {n: _phase_key(phase, r, by_player[n], rnd, ranks[n]) for n, r in played.items()}
    middle = [(r.name, r.decided_by) for r in _order(keys, {}, use_dice=False).ranked]
    top = [(n, d) for n, d in chain if n not in played and ranks[n] < phase.places[0]]
    rest = [(n, d) for n, d in chain if n not in played and ranks[n] >= phase.places[0]]
    successor = {chain[i][0]: chain[i + 1][0] for i in range(len(chain) - 1)}

    def kept(segment: Chain, tail: str | None) -> Chain:
        out: Chain = []
        for i, (name, reason) in enumerate(segment):
            nxt = segment[i + 1][0] if i + 1 < len(segment) else None
            out.append((name, reason if nxt is not None and successor.get(name) == nxt else
                        (tail if nxt is None else "seeding")))
        return out

    top = kept(top, "seeding" if middle or rest else None)
    if middle and rest:
        middle[-1] = (middle[-1][0], "phase")
    return top + middle + kept(rest, None)


# --- direct elimination ---------------------------------------------------------------------------------

def _elimination(games: Sequence[Game], by_player: Mapping[str, Played], dice: Mapping[str, int],
                 entrants: int) -> Standings:
    """Table winners play the next round (docs/rules.md §7, editrice-1997); players rank by the round they
    reached, then their place and points in it, then a die."""
    winners: dict[int, set[str]] = {}
    for game in games:
        winners.setdefault(game.round, set()).update(r.name for r in game.results if r.place == 1)
    for i, game in enumerate(games):
        for j, r in enumerate(game.results):
            if game.round > 1 and r.name not in winners.get(game.round - 1, set()):
                raise InputError(f"games[{i}].results[{j}].name",
                                 f'"{r.name}" did not win a table in round {game.round - 1}')
    last: dict[str, tuple[int, GameResult]] = {n: max(p, key=lambda g: g[0]) for n, p in by_player.items()}
    keys = {n: (("advanced", float(rnd)), ("place", -float(r.place)), ("points", r.points))
            for n, (rnd, r) in last.items()}
    ordering = _order(keys, dice)
    rows = tuple(Standing(rank=x.rank, name=x.name, total=last[x.name][1].points,
                          counted_rounds=(last[x.name][0],), decided_by=x.decided_by,
                          games=_games(by_player[x.name]), reached=f"round {last[x.name][0]}")
                 for x in ordering.ranked)
    statuses: tuple[PhaseStatus, ...] = ()
    final_round = max(winners, default=0)
    tables = sum(1 for g in games if g.round == final_round)
    if tables > 1:
        going = tuple(sorted(winners[final_round], key=ordering.names().index))
        statuses = (PhaseStatus(f"round {final_round + 1}", final_round + 1, (1, len(going)), "pending",
                                going, (), (), ()),)
    stage = statuses[0].name if statuses else ("complete" if games else "round 1")
    return Standings(standings=rows, unresolved_ties=ordering.unresolved_ties, phase=stage, phases=statuses,
                     entrants=entrants, teams=None)


# --- teams ----------------------------------------------------------------------------------------------

def _attach_teams(params: StandingsParams, result: Standings, by_player: Mapping[str, Played],
                  dice: Mapping[str, int], teams: Mapping[str, str] | None) -> Standings:
    """Team standings: the sum of its players' totals (docs/rules.md §7, nostra-passione-2018)."""
    if teams is None:
        return result
    for name in by_player:
        if name not in teams:
            raise InputError(f"teams.{name}", f'"{name}" played but has no team')
    names = sorted(set(teams.values()))
    if params.teams is not None and len(names) > params.teams:
        raise InputError("teams", f"{len(names)} teams given, this ruleset has {params.teams}")
    members: dict[str, list[Standing]] = {t: [] for t in names}
    for row in result.standings:
        if row.name in teams:
            members[teams[row.name]].append(row)
    keys = {t: (("total", _sum([row.total for row in rows])),) for t, rows in members.items()}
    ordering = _order(keys, dice)
    table = tuple(TeamStanding(rank=r.rank, team=r.name, total=keys[r.name][0][1], decided_by=r.decided_by,
                               players=tuple(row.name for row in members[r.name])) for r in ordering.ranked)
    return Standings(standings=result.standings, unresolved_ties=result.unresolved_ties, phase=result.phase,
                     phases=result.phases, entrants=result.entrants, teams=table,
                     team_unresolved_ties=ordering.unresolved_ties)


__all__ = ["Game", "GameResult", "PhaseGroup", "PhaseStatus", "Standing", "Standings", "TeamStanding",
           "compute_standings"]
