"""Scoring a table: the game score, the ranking by the ruleset's chain, and the points (docs/rules.md §6).

Every ruleset is data (`ScoringParams`) read through the small tables of functions below; no ruleset id is
ever tested here. Points are exact fractions until the end, then rounded to `points_decimals`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from fractions import Fraction

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError
from referee_app.rules.final_state import Measures, PlayerFinal, TableFinal, measure
from referee_app.rules.params import ArmyPoints, Criterion, GameScore, ScoringParams
from referee_app.rules.table.check import TableCheck, check_table
from referee_app.rules.ranking import Key, Ranking, Value, rank

_MEASURED: tuple[Criterion, ...] = ("objective_points", "outside_points", "armies_inside", "armies_outside",
                                    "all_armies", "cards", "territories_inside", "territories_outside")
# A survivor outranks every eliminated player whatever their order (docs/cli.md `elimination`).
_SURVIVOR = 1_000_000

_TERRITORY_SCORE: dict[GameScore, Callable[[Measures, bool], int]] = {
    "objective_points": lambda m, _risiko: m.objective_points,
    "all_territories": lambda m, _risiko: m.owned_points,
    "objective_or_all": lambda m, risiko: m.owned_points if risiko else m.objective_points,
}
_ARMY_SCORE: dict[ArmyPoints, Callable[[Measures], int]] = {
    "none": lambda _m: 0,
    "all": lambda m: m.all_armies,
    "inside": lambda m: m.armies_inside,
}


@dataclass(frozen=True)
class PlayerScore:
    name: str
    seat: int
    status: str
    risiko: bool
    place: int
    decided_by: str | None  # the ranking's vocabulary: a criterion of the chain, `unresolved` or None (last)
    shared_with: tuple[str, ...]
    measures: Measures
    score: int
    points: Fraction
    die: int | None


@dataclass(frozen=True)
class TableScore:
    ranking: tuple[PlayerScore, ...]
    unresolved: tuple[tuple[str, ...], ...]
    check: TableCheck
    needs: tuple[str, ...] = ()  # per unresolved group, the criterion still to enter: "die", "armies_inside"...


def game_score(m: Measures, risiko: bool, params: ScoringParams) -> int:
    """Territories (+ armies) of the ruleset's method; the RisiKo! player's bonus or fixed score."""
    if risiko and params.risiko_score is not None:
        return params.risiko_score
    score = _TERRITORY_SCORE[params.game_score](m, risiko) + _ARMY_SCORE[params.army_points](m)
    return score + (params.risiko_bonus if risiko else 0)


def _elimination_key(p: PlayerFinal) -> int:
    # excluded = "as the first eliminated": below every eliminated player (docs/rules.md §5)
    if p.survives:
        return _SURVIVOR
    return p.eliminated_order or 0


def criterion_values(p: PlayerFinal, seat: int, m: Measures, score: int,
                     risiko: bool) -> dict[Criterion, Value | None]:
    """The value of every criterion of the vocabulary for one player (higher ranks first)."""
    return {
        "risiko": int(risiko), "elimination": _elimination_key(p),
        **{c: m.known(c) for c in _MEASURED}, "reverse_seat": seat, "die": p.die, "score": score,
    }


def ranking_key(values: Mapping[Criterion, Value | None], params: ScoringParams) -> Key:
    """The ruleset's chain over one player's values, each criterion where fewer wins negated."""
    return tuple((c, -v if c in params.fewer_wins and v is not None else v)
                 for c, v in ((c, values[c]) for c in params.ranking))


def _place_points(params: ScoringParams, size: int) -> tuple[int, ...]:
    if not params.place_points:
        return (0,) * size
    if size not in params.place_points:
        sizes = ", ".join(str(s) for s in sorted(params.place_points))
        raise InputError("table_size", f"this ruleset has place points for tables of {sizes}, not {size}")
    return params.place_points[size]


def _size_factor(params: ScoringParams, size: int) -> Fraction:
    if not params.table_size_factor:
        return Fraction(1)
    if size not in params.table_size_factor:
        sizes = ", ".join(str(s) for s in sorted(params.table_size_factor))
        raise InputError("table_size", f"this ruleset has a score factor for tables of {sizes}, not {size}")
    return Fraction(str(params.table_size_factor[size]))


def _points(params: ScoringParams, table: TableFinal, ranking: Ranking,
            scores: Mapping[str, int], risiko: str | None) -> dict[str, Fraction]:
    """Points of every player; an unresolved group shares the mean of the places it covers."""
    by_name = {p.name: p for p in table.players}
    slots = _place_points(params, table.size)
    factor = _size_factor(params, table.size)
    weight = Fraction(str(params.score_weight))
    # 1-based positions in the ranking of those who did not survive, to count the k-th eliminated
    fallen = [pos for pos, r in enumerate(ranking.ranked, start=1) if not by_name[r.name].survives]
    groups = ranking.shared_with()
    winners = _shared_winners(params, ranking, scores, by_name, risiko)
    out: dict[str, Fraction] = {}
    for row in ranking.ranked:
        player = by_name[row.name]
        covered = range(row.rank, row.rank + len(groups[row.name]))
        if row.name in winners:
            covered = range(1, 1 + len(winners))
        if row.name == risiko and params.risiko_points is not None:
            out[row.name] = Fraction(str(params.risiko_points))
        elif not player.survives and params.eliminated_points == "zero":
            out[row.name] = Fraction(0)
        elif not player.survives and params.eliminated_points == "elimination_order":
            # the k-th eliminated in time gets k: the first eliminated is the last of them in the ranking
            ks = [sum(1 for pos in fallen if pos >= s) for s in covered]
            out[row.name] = Fraction(sum(ks), len(ks))
        else:
            base = Fraction(sum(slots[s - 1] for s in covered), len(covered))
            bonus = Fraction(params.winner_bonus * (1 in covered), len(covered))
            out[row.name] = _scaled(params, base + bonus, weight * scores[row.name], factor)
    return out


def _scaled(params: ScoringParams, fixed: Fraction, score: Fraction, factor: Fraction) -> Fraction:
    """(place points + bonus + weighted score) x factor, or with `factor_on_score_only` the factor (and the
    cap) on the weighted score alone."""
    if not params.factor_on_score_only:
        return (fixed + score) * factor
    scaled = score * factor
    if params.score_points_cap is not None:
        scaled = min(scaled, Fraction(str(params.score_points_cap)))
    return fixed + scaled


def _shared_winners(params: ScoringParams, ranking: Ranking, scores: Mapping[str, int],
                    by_name: Mapping[str, PlayerFinal], risiko: str | None) -> set[str]:
    """With `shared_win`, the survivors level on game score with the first (no RisiKo!): they share place 1's
    points and bonus."""
    if not params.shared_win or not ranking.ranked or risiko is not None:
        return set()
    first = ranking.ranked[0].name
    level = {r.name for r in ranking.ranked if by_name[r.name].survives and scores[r.name] == scores[first]}
    return level if len(level) > 1 else set()


def score_table(table: TableFinal, params: ScoringParams, board: Board) -> TableScore:
    """Check, rank and score one table's final state."""
    measures: dict[str, Measures] = {}

    def measured(player: PlayerFinal) -> Measures:
        measures[player.name] = measure(player, board, params.objective_total)
        return measures[player.name]

    check = check_table(table, board, params, measured)
    scores = {p.name: game_score(measures[p.name], p.name == table.risiko, params) for p in table.players}
    values = {p.name: criterion_values(p, seat, measures[p.name], scores[p.name], p.name == table.risiko)
              for seat, p in enumerate(table.players, start=1)}
    ranking = rank((p.name, ranking_key(values[p.name], params)) for p in table.players)
    points = _points(params, table, ranking, scores, table.risiko)
    decimals = params.points_decimals
    by_name = {p.name: p for p in table.players}
    groups = ranking.shared_with()
    rows = tuple(
        PlayerScore(name=r.name, seat=table.seat(r.name), status=by_name[r.name].status,
                    risiko=r.name == table.risiko, place=r.rank, decided_by=r.decided_by,
                    shared_with=tuple(n for n in groups[r.name] if n != r.name), measures=measures[r.name],
                    score=scores[r.name], points=round(points[r.name], decimals), die=by_name[r.name].die)
        for r in ranking.ranked)
    # per unresolved group, the first criterion of the chain a member has no value for (a blank sheet column
    # or the die): what the referee must enter next
    needs = tuple(next((c for c in params.ranking if any(values[n][c] is None for n in group)), "die")
                  for group in ranking.unresolved_ties)
    return TableScore(rows, ranking.unresolved_ties, check, needs)
