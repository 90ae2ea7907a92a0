"""The national formulas' standings (Raduno Nazionale, Torneo Master; docs/rules.md §7, docs/standings.md).

Two qualifier games, then a phase plan chosen by the entrants at game 1 (`NationalPlan`):
- above the first threshold, one semifinal group of `group_tables` tables per threshold passed (fewer when
  fewer players are still in than the groups' seats). Place i of the qualifier standings, withdrawn players
  left out, plays in group i mod groups and band i div (4 x groups); table t of a group takes one player of
  each band. The table winners of each group play that group's final.
- up to the first threshold, the small plan: 4 semifinals of places 1-16; 3 semifinals of places 2-13 with
  the first straight to the final; or 2 semifinals of places 3-10 with the first two straight to the final,
  by the first three's totals and wins (`_small_plan`).
A finalist who withdraws, or a semifinal whose players all withdrew, is replaced from the same semifinal
table by table place, then by the best of the group's beaten semifinalists (table place, then qualifier
standing). Once every final is played, the k-th of each final share place (k-1) x finals + 1; everybody
else ranks by all his points before the final, then his scores best first, then his qualifier standing.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass

from referee_app.rules.errors import InputError
from referee_app.rules.params import NationalPlan, StandingsParams
from referee_app.rules.ranking import Key, tied_groups, with_ranks
from referee_app.rules.standings import (Game, GameResult, PhaseGroup, PhaseStatus, Played, Standing, Standings,
                                         games_of, order_keys, played_by_player, qualifier_standing, sum_points)

SEMIFINALS = "semifinals"
FINAL = "final"


@dataclass(frozen=True)
class Plan:
    """Who plays the semifinals: `groups[g]` lists group g's players in standings order (band by band),
    `direct[g]` who goes straight to group g's final."""
    groups: tuple[tuple[str, ...], ...]
    tables_per_group: int
    direct: tuple[str, ...]
    first_place: int  # the standings place of the first semifinalist (3 when two go straight to the final)

    @property
    def seats(self) -> int:
        return sum(len(g) for g in self.groups)


def national_standings(params: StandingsParams, games: Sequence[Game], dice: Mapping[str, int],
                       entrants: int | None, withdrawn: Collection[str]) -> Standings:
    assert params.national is not None and params.qualifier_rounds is not None  # checked by StandingsParams
    plan_params, qualifier_rounds = params.national, params.qualifier_rounds
    by_player = played_by_player(games)
    entrants = entrants if entrants is not None else len({r.name for g in games if g.round == 1 for r in g.results})
    semi_round, final_round = qualifier_rounds + 1, qualifier_rounds + 2
    for i, game in enumerate(games):
        if game.round > final_round:
            raise InputError(f"games[{i}].round", f"round {game.round} does not exist: this ruleset plays "
                             f"{qualifier_rounds} qualifier rounds, the semifinals and the final")
    chain, totals, counted, unresolved = qualifier_standing(params, by_player, dice)
    played_rounds = {g.round for g in games}
    qualified = all(r in played_rounds for r in range(1, qualifier_rounds + 1))
    if not qualified:
        for i, game in enumerate(games):
            if game.round > qualifier_rounds:
                raise InputError(f"games[{i}].round", f"round {game.round} is given before the "
                                 f"{qualifier_rounds} qualifier rounds are played")
        return _standings(chain, totals, counted, by_player, {}, unresolved, "qualifiers",
                          _preview(params, entrants), entrants)
    order = [name for name, _ in chain]
    plan = _plan_played(plan_params, entrants, order, by_player, totals, withdrawn, qualifier_rounds,
                        {r.name for g in games if g.round == semi_round for r in g.results})
    semis = _round_games(games, semi_round, _seated(plan), "semifinals")
    semi_state = _state(semis, plan.seats)
    groups_of = {n: g for g, names in enumerate(plan.groups) for n in names}
    semi_tables = _tables_by_group(semis, groups_of, len(plan.groups))
    finalists = _finalists(plan, semi_tables, order, withdrawn) if semi_state == "complete" else ()
    in_final = {n for group in finalists for n in group}
    finals = _round_games(games, final_round, in_final, "final") if semi_state == "complete" else []
    if not finals:
        for i, game in enumerate(games):
            if game.round == final_round:
                raise InputError(f"games[{i}].round", "the final is given before the semifinals are complete")
    final_state = _state(finals, len(in_final)) if finalists else "pending"
    statuses = (_semi_status(plan, semi_round, semi_state, semis, unresolved, order),
                _final_status(plan, final_round, final_state, finalists, finals))
    stage = SEMIFINALS if semi_state != "complete" else (FINAL if final_state != "complete" else "complete")
    reached = {r.name: SEMIFINALS for g in semis for r in g.results}
    reached.update({r.name: FINAL for g in finals for r in g.results})
    if final_state != "complete":
        return _standings(chain, totals, counted, by_player, reached, unresolved, stage, statuses, entrants)
    return _final_standings(chain, by_player, reached, finals, final_round, statuses, entrants)


# --- the plan ---------------------------------------------------------------------------------------------

def _plan_played(plan: NationalPlan, entrants: int, order: Sequence[str], by_player: Mapping[str, Played],
                 totals: Mapping[str, float], withdrawn: Collection[str], qualifier_rounds: int,
                 semifinalists: set[str]) -> Plan:
    """The plan the semifinals were drawn with. Withdrawals after the draw do not redraw it: a semifinalist's
    or a direct finalist's later withdrawal only moves the final's seats."""
    before = set(withdrawn) - semifinalists
    if not semifinalists:
        return _plan(plan, entrants, order, by_player, totals, before, qualifier_rounds)
    top = set(order[:2])
    tried = [before, before - top, before - {order[0]}, before - set(order[1:2])]
    for candidate in tried:
        found = _plan(plan, entrants, order, by_player, totals, candidate, qualifier_rounds)
        if semifinalists <= _seated(found):
            return found
    return _plan(plan, entrants, order, by_player, totals, before, qualifier_rounds)


def _plan(plan: NationalPlan, entrants: int, order: Sequence[str], by_player: Mapping[str, Played],
          totals: Mapping[str, float], withdrawn: Collection[str], qualifier_rounds: int) -> Plan:
    playing = [n for n in order if n not in withdrawn]
    groups = plan.groups_for(entrants)
    if groups == 0 and len(playing) >= plan.small_plan_min_players:
        return _small_plan(plan, order, playing, by_player, totals, withdrawn, qualifier_rounds)
    groups = max(groups, 1)
    while groups > 1 and len(playing) < groups * plan.group_seats:
        groups -= 1
    seats = groups * plan.group_seats
    if len(playing) < seats:
        raise InputError("games", f"the semifinals seat {seats} players and only {len(playing)} are still in "
                         f"({entrants} entrants at game 1)")
    members = tuple(tuple(playing[i] for i in range(g, seats, groups)) for g in range(groups))
    return Plan(members, plan.group_tables, (), 1)


def _small_plan(plan: NationalPlan, order: Sequence[str], playing: Sequence[str], by_player: Mapping[str, Played],
                totals: Mapping[str, float], withdrawn: Collection[str], qualifier_rounds: int) -> Plan:
    """Up to the first threshold: 4, 3 or 2 semifinals. Four when the first three are level on points, when the
    first did not win every qualifier game, when the first or the second withdrew, or when the plan has no
    direct finalists; else three (the first straight to the final) when the second did not win every game or
    is level with the third; else two (the first two straight to the final)."""
    first, second, third = (order[i] if i < len(order) else "" for i in range(3))

    def wins(name: str) -> int:
        return sum(1 for rnd, r in by_player.get(name, []) if rnd <= qualifier_rounds and r.place == 1)

    level_23 = totals.get(second) == totals.get(third)
    if (not plan.direct_finalists or (level_23 and totals.get(first) == totals.get(second))
            or wins(first) < qualifier_rounds or first in withdrawn or second in withdrawn):
        direct = 0
    elif wins(second) < qualifier_rounds or level_23:
        direct = 1
    else:
        direct = 2
    tables = 4 - direct
    seats = 4 * tables
    if len(playing) < direct + seats:
        raise InputError("games", f"{tables} semifinals and {direct} direct finalists need {direct + seats} "
                         f"players still in, there are {len(playing)}")
    semifinalists = playing[direct:direct + seats]
    return Plan((tuple(semifinalists),), tables, tuple(playing[:direct]), direct + 1)


def _preview(params: StandingsParams, entrants: int) -> tuple[PhaseStatus, ...]:
    """The phases still to come while the qualifiers are played, seats empty."""
    rounds = params.qualifier_rounds or 0
    return tuple(PhaseStatus(p.name, rounds + k + 1, p.places, "pending", (), (), (), (), tables=p.tables)
                 for k, p in enumerate(params.plan_for(entrants)))


def _seated(plan: Plan) -> set[str]:
    return {n for group in plan.groups for n in group}


# --- the rounds --------------------------------------------------------------------------------------------

def _round_games(games: Sequence[Game], rnd: int, allowed: Collection[str], what: str) -> list[Game]:
    out = []
    for i, game in enumerate(games):
        if game.round != rnd:
            continue
        for j, r in enumerate(game.results):
            if r.name not in allowed:
                raise InputError(f"games[{i}].results[{j}].name", f'"{r.name}" does not play the {what}')
        out.append(game)
    return out


def _state(games: Sequence[Game], seats: int) -> str:
    played = sum(len(g.results) for g in games)
    return "pending" if not played else ("complete" if played >= seats else "in_progress")


def _tables_by_group(semis: Sequence[Game], groups_of: Mapping[str, int], count: int) -> list[list[Game]]:
    out: list[list[Game]] = [[] for _ in range(count)]
    for game in sorted(semis, key=lambda g: g.table):
        out[groups_of[game.results[0].name]].append(game)
    return out


def _by_place(game: Game) -> list[GameResult]:
    return sorted(game.results, key=lambda r: r.place)


def _finalists(plan: Plan, tables: Sequence[Sequence[Game]], order: Sequence[str],
               withdrawn: Collection[str]) -> tuple[tuple[str, ...], ...]:
    """Each group's final: the best placed player still in at each semifinal table, the direct finalists
    still in, then the group's beaten semifinalists by table place and qualifier standing until 4 sit."""
    position = {n: i for i, n in enumerate(order)}
    out = []
    for g, group_tables in enumerate(tables):
        seats: list[str] = []
        for game in group_tables:
            first_in = next((r.name for r in _by_place(game) if r.name not in withdrawn), None)
            if first_in is not None:
                seats.append(first_in)
        seats.extend(n for n in plan.direct if n not in withdrawn and g == 0)
        beaten = sorted((r for game in group_tables for r in game.results
                         if r.name not in seats and r.name not in withdrawn),
                        key=lambda r: (r.place, position.get(r.name, len(order))))
        seats.extend(r.name for r in beaten[:max(0, 4 - len(seats))])
        out.append(tuple(seats))
    return tuple(out)


def _semi_status(plan: Plan, rnd: int, state: str, semis: Sequence[Game], unresolved: Collection[str],
                 order: Sequence[str]) -> PhaseStatus:
    groups = []
    for g, members in enumerate(plan.groups):
        bands = tuple(members[b:b + plan.tables_per_group] for b in range(0, len(members), plan.tables_per_group))
        groups.append(PhaseGroup(g + 1, members, bands, plan.tables_per_group, plan.direct if g == 0 else ()))
    seated = _seated(plan)
    last = max((order.index(n) for n in seated), default=0) + 1
    tables = plan.tables_per_group * len(plan.groups)
    # one band per `tables` seats, in standings order: table t of the semifinals takes the t-th of each band
    flat = [n for n in order if n in seated]
    bands = tuple(tuple(flat[b:b + tables]) for b in range(0, len(flat), tables))
    winners = tuple(sorted(r.name for g in semis for r in g.results if r.place == 1))
    return PhaseStatus(SEMIFINALS, rnd, (plan.first_place, last), state,  # type: ignore[arg-type]
                       tuple(flat), tuple(n for n in unresolved if n in seated), bands, winners,
                       tables=tables, groups=tuple(groups), direct=plan.direct)


def _final_status(plan: Plan, rnd: int, state: str, finalists: Sequence[Sequence[str]],
                  finals: Sequence[Game]) -> PhaseStatus:
    count = len(plan.groups)
    groups = tuple(PhaseGroup(g + 1, tuple(f), tuple((n,) for n in f), 1, plan.direct if g == 0 else ())
                   for g, f in enumerate(finalists))
    # table t of the finals takes the t-th of each band: band k holds the k-th finalist of every group
    bands = tuple(tuple(f[k] for f in finalists if k < len(f)) for k in range(4)) if finalists else ()
    winners = tuple(sorted(r.name for g in finals for r in g.results if r.place == 1))
    return PhaseStatus(FINAL, rnd, (1, 4 * count), state,  # type: ignore[arg-type]
                       tuple(n for f in finalists for n in f), (), bands, winners, tables=count, groups=groups,
                       direct=plan.direct)


# --- the rows ---------------------------------------------------------------------------------------------

def _standings(chain: Sequence[tuple[str, str | None]], totals: Mapping[str, float],
               counted: Mapping[str, Played], by_player: Mapping[str, Played], reached: Mapping[str, str],
               unresolved: Collection[str], stage: str, statuses: tuple[PhaseStatus, ...],
               entrants: int) -> Standings:
    rows = tuple(Standing(rank=r.rank, name=r.name, total=totals[r.name],
                          counted_rounds=tuple(sorted(rnd for rnd, _ in counted[r.name])), decided_by=r.decided_by,
                          games=games_of(by_player[r.name]), reached=reached.get(r.name, "qualifiers"))
                 for r in with_ranks(chain))
    return Standings(standings=rows, unresolved_ties=tied_groups(chain), phase=stage, phases=statuses,
                     entrants=entrants, teams=None)


def _final_standings(chain: Sequence[tuple[str, str | None]],
                     by_player: Mapping[str, Played], reached: Mapping[str, str], finals: Sequence[Game],
                     final_round: int, statuses: tuple[PhaseStatus, ...], entrants: int) -> Standings:
    """The k-th of each final share place (k-1) x finals + 1 (finals in group order); the others follow by
    all their points before the final, their scores best first, then their qualifier standing."""
    count = len(finals)
    finals = sorted(finals, key=lambda g: g.table)
    rows: list[Standing] = []
    for k in range(1, 5):
        row_at_k = [(g, r) for g, game in enumerate(finals) for r in game.results if r.place == k]
        for i, (_g, res) in enumerate(row_at_k):
            decided = "parallel_final" if i + 1 < len(row_at_k) else "place"
            rows.append(_row(res.name, (k - 1) * count + 1, decided, by_player, final_round, reached))
    in_final = {r.name for r in rows}
    seeding = {n: i for i, (n, _) in enumerate(chain)}
    rest = [n for n, _ in chain if n not in in_final]
    keys: dict[str, Key] = {}
    for name in rest:
        points = sorted((res.points for rnd, res in by_player[name] if rnd < final_round), reverse=True)
        keys[name] = (("total", sum_points(points)),
                      *(("best_scores", p) for p in points + [float("-inf")] * (3 - len(points))),
                      ("seeding", -float(seeding[name])))
    ordered = order_keys(keys)
    base = len(rows)
    for r in ordered.ranked:
        rows.append(_row(r.name, base + r.rank, r.decided_by, by_player, final_round, reached))
    fixed = _link(rows)
    return Standings(standings=tuple(fixed), unresolved_ties=(), phase="complete", phases=statuses,
                     entrants=entrants, teams=None)


def _row(name: str, rank: int, decided_by: str | None, by_player: Mapping[str, Played], final_round: int,
         reached: Mapping[str, str]) -> Standing:
    before = [(rnd, r) for rnd, r in by_player[name] if rnd < final_round]
    return Standing(rank=rank, name=name, total=sum_points([r.points for _, r in before]),
                    counted_rounds=tuple(sorted(rnd for rnd, _ in before)), decided_by=decided_by,
                    games=games_of(by_player[name]), reached=reached.get(name, "qualifiers"))


def _link(rows: list[Standing]) -> list[Standing]:
    """The last finalist is above the first non-finalist by the final; the very last row decides nothing."""
    out = list(rows)
    finalists = sum(1 for r in out if r.reached == FINAL)
    if 0 < finalists < len(out):
        last = out[finalists - 1]
        out[finalists - 1] = Standing(last.rank, last.name, last.total, last.counted_rounds, "final", last.games,
                                      last.reached)
    if out:
        tail = out[-1]
        out[-1] = Standing(tail.rank, tail.name, tail.total, tail.counted_rounds, None, tail.games, tail.reached)
    return out


__all__ = ["national_standings"]
