"""Seeded, reproducible table draws that keep the ruleset's constraints (docs/rules.md §8).

The search starts from a dealt draw (players sorted by their most important category, each category in a
fresh random order, dealt one seat per table in turn, which already spreads bands, places and clubs) and
repairs it by min-conflicts: take a player who breaks something, try swapping him with every player at
another table, make the best swap (a short tabu keeps it from undoing itself), and restart from a new deal
when it stalls. It stops as soon as the draw breaks nothing, or breaks only what counting proves
unavoidable, or after a step budget; the budget is counted in steps, never in seconds, so the same seed
always gives the same draw.

`evaluate` scores any assignment (a referee's hand-made tables) and `swap` exchanges two players and
re-scores, so the GUI can show at once what a manual change breaks.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from referee_app.rules.draw.constraints import (
    DrawPlayer,
    Model,
    Violation,
    check_constraints,
    compile_model,
    explain_table,
    table_violations,
)
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset
from referee_app.rules.table.split import split_tables


@dataclass(frozen=True)
class DrawTable:
    number: int
    players: tuple[str, ...]
    explanation: tuple[str, ...]


@dataclass(frozen=True)
class Draw:
    """A draw and its score. `cost` = sum of weight x broken units; `lower_bound` is a cost no draw of
    these players can beat, so `cost == lower_bound` proves the draw is a best one."""
    players: tuple[DrawPlayer, ...]
    constraints: tuple[str, ...]
    priority_base: int
    seed: int | None
    tables: tuple[DrawTable, ...]
    violations: tuple[Violation, ...]
    lower_bound: int

    @property
    def broken(self) -> int:
        return sum(v.count for v in self.violations)

    @property
    def cost(self) -> int:
        return sum(v.count * v.weight for v in self.violations)

    @property
    def sizes(self) -> tuple[int, ...]:
        return tuple(len(t.players) for t in self.tables)

    @property
    def proved_best(self) -> bool:
        return self.cost == self.lower_bound

    def table_of(self, name: str) -> int:
        """1-based table number of a player."""
        for table in self.tables:
            if name in table.players:
                return table.number
        raise InputError("player", f'"{name}" is not in this draw')

    def assignment(self) -> tuple[tuple[str, ...], ...]:
        return tuple(t.players for t in self.tables)


def game_constraints(ruleset: Ruleset, game: str | int) -> tuple[str, ...]:
    """The constraints the ruleset keeps for a game (1, 2, ..., "quarterfinal", "semifinal", "final")."""
    found = ruleset.draws.constraints_for(str(game))
    if found is None:
        known = ", ".join(ruleset.draws.games)
        raise InputError("game", f"{ruleset.id} has no draw for game {game!r} (known: {known})")
    return found


def draw_game(ruleset: Ruleset, game: str | int, players: Sequence[DrawPlayer], seed: int,
              sizes: Sequence[int] | None = None, constraints: Sequence[str] | None = None) -> Draw:
    """Draw one round under a ruleset: table sizes from `table.sizes_preferred` unless given."""
    chosen = game_constraints(ruleset, game) if constraints is None else check_constraints(constraints,
                                                                                           "constraints")
    if sizes is None:
        sizes = split_tables(len(players), ruleset.table.sizes_preferred)
    return draw_tables(players, sizes, chosen, seed, priority_base=ruleset.draws.priority_base)


def draw_tables(players: Sequence[DrawPlayer], sizes: Sequence[int], constraints: Sequence[str], seed: int,
                *, priority_base: int = 10, max_steps: int | None = None) -> Draw:
    if any(p.group is not None for p in players):
        return _draw_groups(players, sizes, constraints, seed, priority_base, max_steps)
    _check_players(players, sizes)
    model = compile_model(players, sizes, check_constraints(constraints, "constraints"), priority_base)
    search = _Search(model, random.Random(seed))
    tables = search.run(max_steps if max_steps is not None else default_steps(len(players)))
    return _scored(model, tables, seed)


def _draw_groups(players: Sequence[DrawPlayer], sizes: Sequence[int], constraints: Sequence[str], seed: int,
                 priority_base: int, max_steps: int | None) -> Draw:
    """Parallel groups (national formulas' semifinals and finals): each group drawn on its own tables, in
    group order, the tables numbered on from the previous group's; the sizes are shared out in order."""
    for i, p in enumerate(players):
        if p.group is None:
            raise InputError(f"players[{i}].group", "missing: give a group to every player or to none")
    groups = sorted({p.group for p in players if p.group is not None})
    tables: list[DrawTable] = []
    violations: list[Violation] = []
    bound = 0
    remaining = list(sizes)
    for group in groups:
        members = [p for p in players if p.group == group]
        mine: list[int] = []
        while remaining and sum(mine) < len(members):
            mine.append(remaining.pop(0))
        if sum(mine) != len(members):
            raise InputError("table_sizes", f"group {group}'s {len(members)} players do not fill whole tables "
                             f"of the sizes given")
        part = draw_tables([replace(p, group=None) for p in members], mine, constraints, seed,
                           priority_base=priority_base, max_steps=max_steps)
        offset = len(tables)
        tables.extend(DrawTable(t.number + offset, t.players, t.explanation) for t in part.tables)
        violations.extend(replace(v, table=v.table + offset) for v in part.violations)
        bound += part.lower_bound
    return Draw(tuple(players), tuple(constraints), priority_base, seed, tuple(tables), tuple(violations), bound)


def default_steps(players: int) -> int:
    """The step budget, spent in full only by draws whose best cost counting cannot prove. A step tries
    about `players` swaps, so large fields stop near a million trials (about 1.5 s at 300 players)."""
    return max(2000, min(20 * players, 1_000_000 // max(players, 1)))


def evaluate(players: Sequence[DrawPlayer], tables: Sequence[Sequence[str]], constraints: Sequence[str],
             *, priority_base: int = 10, seed: int | None = None) -> Draw:
    """Score a given assignment (e.g. tables made or edited by hand): every player exactly once."""
    index = {p.name: i for i, p in enumerate(players)}
    seen: set[str] = set()
    members: list[list[int]] = []
    for t, table in enumerate(tables):
        row = []
        for s, name in enumerate(table):
            if name not in index:
                raise InputError(f"tables[{t}][{s}]", f'unknown player "{name}"')
            if name in seen:
                raise InputError(f"tables[{t}][{s}]", f'player "{name}" seated twice')
            seen.add(name)
            row.append(index[name])
        if not row:
            raise InputError(f"tables[{t}]", "empty table")
        members.append(row)
    missing = [p.name for p in players if p.name not in seen]
    if missing:
        raise InputError("tables", f"not seated: {', '.join(missing)}")
    model = compile_model(players, [len(m) for m in members], check_constraints(constraints, "constraints"),
                          priority_base)
    return _scored(model, members, seed, keep_order=True)


def swap(draw: Draw, a: str, b: str) -> Draw:
    """The draw with players `a` and `b` exchanged, re-scored."""
    ta, tb = draw.table_of(a) - 1, draw.table_of(b) - 1
    rows = [list(t) for t in draw.assignment()]
    rows[ta][rows[ta].index(a)] = b
    rows[tb][rows[tb].index(b)] = a
    return evaluate(draw.players, rows, draw.constraints, priority_base=draw.priority_base, seed=draw.seed)


def past_meetings(tables: Iterable[Sequence[str]]) -> dict[str, frozenset[str]]:
    """Everyone each player already sat with, from the tables of earlier rounds (for `opponents`)."""
    met: dict[str, set[str]] = {}
    for table in tables:
        for name in table:
            met.setdefault(name, set()).update(n for n in table if n != name)
    return {name: frozenset(others) for name, others in met.items()}


def _check_players(players: Sequence[DrawPlayer], sizes: Sequence[int]) -> None:
    seen: set[str] = set()
    for i, p in enumerate(players):
        if p.name in seen:
            raise InputError(f"players[{i}].name", f'player "{p.name}" listed twice')
        seen.add(p.name)
    if any(s < 1 for s in sizes):
        raise InputError("table_sizes", "every table needs at least one player")
    if sum(sizes) != len(players):
        raise InputError("table_sizes", f"sizes add up to {sum(sizes)} but there are {len(players)} players")


def _scored(model: Model, tables: Sequence[Sequence[int]], seed: int | None, keep_order: bool = False) -> Draw:
    rows = [list(t) if keep_order else sorted(t) for t in tables]
    violations = [v for t, row in enumerate(rows) for v in table_violations(model, t, row)]
    out = tuple(DrawTable(t + 1, tuple(model.players[m].name for m in row), explain_table(model, row))
                for t, row in enumerate(rows))
    return Draw(model.players, model.constraints, model.priority_base, seed, out, tuple(violations),
                model.lower_bound)


class _Search:
    """Min-conflicts with tabu and restarts over swaps of two players at different tables."""

    def __init__(self, model: Model, rng: random.Random) -> None:
        self.model = model
        self.rng = rng
        self.n = len(model.players)
        self.sizes = model.sizes
        self.cats = [r.category for r in model.categories]
        self.caps = [r.caps for r in model.categories]
        self.cat_weights = [r.weight for r in model.categories]
        self.opp = [p.opponents for p in model.pairs]
        self.pair_weights = [p.weight for p in model.pairs]
        self.table_of = [0] * self.n
        self.members: list[list[int]] = []
        self.counts: list[list[list[int]]] = []
        self.table_cost: list[int] = []

    # --- state ---------------------------------------------------------------------------------------
    def deal(self) -> None:
        """Sort by category (most important rule first), random inside each, and deal seat by seat."""
        noise = [self.rng.random() for _ in range(self.n)]
        order = sorted(range(self.n), key=lambda i: (*(c[i] for c in self.cats), noise[i]))
        slots = [t for seat in range(max(self.sizes, default=0)) for t, s in enumerate(self.sizes) if s > seat]
        self.members = [[] for _ in self.sizes]
        for player, table in zip(order, slots, strict=True):
            self.table_of[player] = table
            self.members[table].append(player)
        self.counts = [[[0] * len(caps[0]) if caps else [] for _ in self.sizes] for caps in self.caps]
        for r, cat in enumerate(self.cats):
            for p in range(self.n):
                if cat[p] >= 0:
                    self.counts[r][self.table_of[p]][cat[p]] += 1
        self.table_cost = [self.cost_of(t) for t in range(len(self.sizes))]

    def cost_of(self, t: int) -> int:
        cost = 0
        members = self.members[t]
        for r, cat in enumerate(self.cats):
            counts, caps = self.counts[r][t], self.caps[r][t]
            for c in {cat[m] for m in members}:
                if c >= 0 and counts[c] > caps[c]:
                    cost += self.cat_weights[r] * (counts[c] - caps[c])
        for k, opp in enumerate(self.opp):
            for i, a in enumerate(members):
                if opp[a]:
                    cost += self.pair_weights[k] * sum(1 for b in members[i + 1:] if b in opp[a])
        return cost

    def in_conflict(self, p: int) -> bool:
        t = self.table_of[p]
        for r, cat in enumerate(self.cats):
            c = cat[p]
            if c >= 0 and self.counts[r][t][c] > self.caps[r][t][c]:
                return True
        return any(opp[p] and any(m in opp[p] for m in self.members[t]) for opp in self.opp)

    def delta(self, a: int, b: int) -> int:
        """Change of total cost if a and b (at different tables) swap."""
        ta, tb = self.table_of[a], self.table_of[b]
        d = 0
        for r, cat in enumerate(self.cats):
            ca, cb = cat[a], cat[b]
            if ca == cb:
                continue
            counts, caps = self.counts[r], self.caps[r]
            units = 0
            if ca >= 0:
                units -= counts[ta][ca] > caps[ta][ca]
                units += counts[tb][ca] >= caps[tb][ca]
            if cb >= 0:
                units -= counts[tb][cb] > caps[tb][cb]
                units += counts[ta][cb] >= caps[ta][cb]
            d += units * self.cat_weights[r]
        for k, opp in enumerate(self.opp):
            oa, ob = opp[a], opp[b]
            if not oa and not ob:
                continue
            units = 0
            for m in self.members[ta]:
                if m != a:
                    units += (m in ob) - (m in oa)
            for m in self.members[tb]:
                if m != b:
                    units += (m in oa) - (m in ob)
            d += units * self.pair_weights[k]
        return d

    def deltas_for(self, a: int) -> list[int]:
        """`delta(a, b)` for every b at once (0 for a's own table): what a step evaluates. Same sums as
        `delta`, regrouped so that everything that depends on a or on b's table is computed once."""
        ta = self.table_of[a]
        out = [0] * self.n
        tables = [t for t in range(len(self.sizes)) if t != ta]
        members = self.members
        for r, cat in enumerate(self.cats):
            weight, counts, caps = self.cat_weights[r], self.counts[r], self.caps[r]
            ca, here, here_cap = cat[a], counts[ta], caps[ta]
            leaves = -1 if ca >= 0 and here[ca] > here_cap[ca] else 0
            for tb in tables:
                there, there_cap = counts[tb], caps[tb]
                arrives = leaves + (there[ca] >= there_cap[ca]) if ca >= 0 else 0
                for b in members[tb]:
                    cb = cat[b]
                    if cb == ca:
                        continue
                    units = arrives
                    if cb >= 0:
                        units += (here[cb] >= here_cap[cb]) - (there[cb] > there_cap[cb])
                    if units:
                        out[b] += units * weight
        for k, opp in enumerate(self.opp):
            weight, oa = self.pair_weights[k], opp[a]
            others = [m for m in members[ta] if m != a]
            a_in = [0] * len(self.sizes)
            for o in oa:
                a_in[self.table_of[o]] += 1
            for tb in tables:
                base = a_in[tb] - a_in[ta]
                for b in members[tb]:
                    ob = opp[b]
                    units = base - (b in oa)
                    if ob:
                        units += sum(1 for m in others if m in ob) - sum(1 for m in members[tb] if m in ob)
                    if units:
                        out[b] += units * weight
        return out

    def apply(self, a: int, b: int) -> None:
        ta, tb = self.table_of[a], self.table_of[b]
        for r, cat in enumerate(self.cats):
            if cat[a] >= 0:
                self.counts[r][ta][cat[a]] -= 1
                self.counts[r][tb][cat[a]] += 1
            if cat[b] >= 0:
                self.counts[r][tb][cat[b]] -= 1
                self.counts[r][ta][cat[b]] += 1
        self.members[ta][self.members[ta].index(a)] = b
        self.members[tb][self.members[tb].index(b)] = a
        self.table_of[a], self.table_of[b] = tb, ta
        self.table_cost[ta] = self.cost_of(ta)
        self.table_cost[tb] = self.cost_of(tb)

    # --- search --------------------------------------------------------------------------------------
    def run(self, max_steps: int) -> list[list[int]]:
        rng = self.rng
        self.deal()
        cost = sum(self.table_cost)
        best_cost, best = cost, [list(m) for m in self.members]
        floor = self.model.lower_bound
        tabu = [0] * self.n
        tenure = min(10, max(2, self.n // 8))
        stall_limit = 150 + self.n
        last_gain = 0
        for step in range(1, max_steps + 1):
            if best_cost <= floor or len(self.sizes) < 2:
                break
            if step - last_gain > stall_limit:
                self.deal()
                cost = sum(self.table_cost)
                last_gain = step
                tabu = [0] * self.n
                if cost < best_cost:
                    best_cost, best = cost, [list(m) for m in self.members]
                continue
            conflicted = [t for t, c in enumerate(self.table_cost) if c > 0]
            table = conflicted[rng.randrange(len(conflicted))]
            culprits = [p for p in self.members[table] if self.in_conflict(p)]
            a = culprits[rng.randrange(len(culprits))]
            move, move_delta, ties = -1, 0, 0
            deltas = self.deltas_for(a)
            for b in range(self.n):
                if self.table_of[b] == table:
                    continue
                d = deltas[b]
                if tabu[b] > step and cost + d >= best_cost:
                    continue
                if move < 0 or d < move_delta:
                    move, move_delta, ties = b, d, 1
                elif d == move_delta:
                    ties += 1
                    if rng.randrange(ties) == 0:
                        move = b
            if move < 0:
                continue
            self.apply(a, move)
            cost += move_delta
            tabu[a] = tabu[move] = step + tenure + rng.randrange(tenure)
            if cost < best_cost:
                best_cost, best = cost, [list(m) for m in self.members]
                last_gain = step
        return best
