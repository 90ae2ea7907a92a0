"""The constraints a table draw tries to keep (docs/rules.md §8), compiled into counting rules for the search.

Every constraint is one of two shapes:
- a *category cap*: each player falls in at most one category (a club, a band, a game-1 place...) and a table
  may hold at most `cap` players of a category; each player above the cap is one broken unit;
- a *pair rule*: two players who already met at a table must not meet again; each such pair is one unit.
A constraint's weight comes from its position in the ruleset's list (first = most important), so the search
minimises one number: the sum of weight x broken units.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from referee_app.rules.draw.kinds import CONSTRAINT_KINDS
from referee_app.rules.errors import InputError

__all__ = ["CONSTRAINT_KINDS"]  # re-exported: the draw's readers find the names here

BAND_KINDS = {
    "club_bands": "band of the club ranking",
    "standings_bands": "band of the standings",
    "one_per_band": "band",
}
# constraint -> (player attribute, what a category is called)
ATTRIBUTE_KINDS = {"no_same_club": ("club", "club"), "no_same_region": ("region", "region"),
                   "one_per_team": ("team", "team")}


@dataclass(frozen=True)
class DrawPlayer:
    """What a draw knows about a player. `place` is his place at his game-1 table, `winner` whether he won
    it (default: place 1), `rank` his position in the ranking the bands come from, `opponents` the names of
    everyone he already sat with."""
    name: str
    club: str | None = None
    region: str | None = None
    team: str | None = None
    band: str | int | None = None
    rank: int | None = None
    place: int | None = None
    winner: bool | None = None
    opponents: frozenset[str] = field(default_factory=frozenset)
    group: int | None = None

    @property
    def is_winner(self) -> bool:
        return self.winner if self.winner is not None else self.place == 1


@dataclass(frozen=True)
class Violation:
    """One broken constraint at one table: who is involved, why, and how many units it costs.
    `unavoidable`: counting proves no draw of these players and tables can keep it (else keeping it would
    cost more elsewhere); `label` is the category the players share (a club, a band, a place), if any."""
    constraint: str
    table: int
    players: tuple[str, ...]
    reason: str
    count: int = 1
    weight: int = 1
    unavoidable: bool = False
    label: str | None = None


@dataclass
class CategoryRule:
    name: str
    weight: int
    category: list[int]              # per player, -1 = not concerned
    labels: list[str]                # category index -> label shown to the referee
    caps: list[list[int]]            # per table, per category: most players allowed
    describe: Callable[[str, int], str]   # (label, count) -> "2 players of club Roma"
    lower_bound: int = 0             # broken units no assignment can avoid
    unavoidable: dict[int, str] = field(default_factory=dict)


@dataclass
class PairRule:
    name: str
    weight: int
    opponents: list[frozenset[int]]
    lower_bound: int = 0
    unavoidable: dict[tuple[int, int], str] = field(default_factory=dict)


@dataclass
class Model:
    """Players, table sizes and compiled rules: what the search and the evaluator share."""
    players: tuple[DrawPlayer, ...]
    sizes: tuple[int, ...]
    constraints: tuple[str, ...]
    priority_base: int
    categories: list[CategoryRule]
    pairs: list[PairRule]

    def rules(self) -> list[CategoryRule | PairRule]:
        """Every compiled rule, most important first."""
        return sorted([*self.categories, *self.pairs], key=lambda r: -r.weight)

    @property
    def lower_bound(self) -> int:
        return (sum(rule.weight * rule.lower_bound for rule in self.categories)
                + sum(rule.weight * rule.lower_bound for rule in self.pairs))


def check_constraints(names: Sequence[str], field_name: str) -> tuple[str, ...]:
    for i, name in enumerate(names):
        if name not in CONSTRAINT_KINDS:
            raise InputError(f"{field_name}[{i}]",
                             f"unknown constraint {name!r}, expected one of {', '.join(CONSTRAINT_KINDS)}")
    return tuple(names)


def weights(constraints: Sequence[str], priority_base: int) -> dict[str, int]:
    """First listed constraint weighs most; `random` keeps nothing and weighs nothing."""
    active = [c for c in dict.fromkeys(constraints) if c != "random"]
    return {c: priority_base ** (len(active) - 1 - i) for i, c in enumerate(active)}


def compile_model(players: Sequence[DrawPlayer], sizes: Sequence[int], constraints: Sequence[str],
                  priority_base: int = 10) -> Model:
    model = Model(tuple(players), tuple(sizes), tuple(constraints), priority_base, [], [])
    index = {p.name: i for i, p in enumerate(players)}
    for name, weight in weights(constraints, priority_base).items():
        if name == "no_repeat_opponents":
            opponents = [frozenset(index[o] for o in p.opponents if o in index and o != p.name) for p in players]
            # a meeting counts for both players even if only one of them lists it
            sym = [set(s) for s in opponents]
            for i, s in enumerate(opponents):
                for j in s:
                    sym[j].add(i)
            rule = PairRule(name, weight, [frozenset(s) for s in sym])
            _pair_bound(rule, players, len(sizes))
            model.pairs.append(rule)
        else:
            model.categories.append(_category_rule(name, weight, players, sizes))
    return model


def _category_rule(name: str, weight: int, players: Sequence[DrawPlayer], sizes: Sequence[int]) -> CategoryRule:
    keys: list[str | None]
    describe: Callable[[str, int], str]
    last_cap: Callable[[int], int] | None = None
    if name in ATTRIBUTE_KINDS:
        attr, noun = ATTRIBUTE_KINDS[name]
        keys = [getattr(p, attr) for p in players]
        describe = _describer(noun)
    elif name in BAND_KINDS:
        keys = band_labels(players, len(sizes), name)
        describe = _describer(BAND_KINDS[name])
    elif name == "one_winner_per_table":
        keys = ["winner" if p.is_winner else None for p in players]
        describe = _winners
    else:  # one_per_place: places beyond the smallest table fold into the last place band
        bands = min(sizes)
        keys = [place_label(min(p.place, bands), bands) if p.place is not None else None for p in players]
        describe = _places

        def last_cap(size: int) -> int:
            return max(1, size - (bands - 1))

        last_label = place_label(bands, bands)
    labels = list(dict.fromkeys(k for k in keys if k is not None))
    position = {label: i for i, label in enumerate(labels)}
    category = [position[k] if k is not None else -1 for k in keys]
    caps = [[1] * len(labels) for _ in sizes]
    if last_cap is not None and last_label in position:
        for t, size in enumerate(sizes):
            caps[t][position[last_label]] = last_cap(size)
    rule = CategoryRule(name, weight, category, labels, caps, describe)
    for c, label in enumerate(labels):
        total = category.count(c)
        room = sum(caps[t][c] for t in range(len(sizes)))
        if total > room:
            rule.lower_bound += total - room
            rule.unavoidable[c] = f"unavoidable: {describe(label, total)} for {room} places"
    return rule


def _pair_bound(rule: PairRule, players: Sequence[DrawPlayer], tables: int) -> None:
    """Players who all met each other (a clique: typically a past table) cannot all be kept apart when
    they outnumber the tables. Cliques are taken greedily with no pair in two of them, so their unavoidable
    meetings add up to a lower bound."""
    opp = rule.opponents
    used: set[tuple[int, int]] = set()
    for a in range(len(opp)):
        for b in sorted(opp[a]):
            if b < a or (a, b) in used:
                continue
            clique = [a, b]
            for c in sorted(opp[a] & opp[b]):
                if all(c in opp[m] and (min(c, m), max(c, m)) not in used for m in clique):
                    clique.append(c)
            pairs = [(x, y) for i, x in enumerate(sorted(clique)) for y in sorted(clique)[i + 1:]]
            used.update(pairs)
            least = _least_meetings(len(clique), tables)
            if least:
                rule.lower_bound += least
                names = ", ".join(players[m].name for m in sorted(clique))
                why = f"unavoidable: {names} have all met and there are only {tables} tables"
                rule.unavoidable.update((pair, why) for pair in pairs)


def _least_meetings(players: int, tables: int) -> int:
    """Fewest pairs sharing a table when `players` are spread as evenly as possible over `tables`."""
    each, extra = divmod(players, tables)
    return extra * (each + 1) * each // 2 + (tables - extra) * each * (each - 1) // 2


def band_labels(players: Sequence[DrawPlayer], tables: int, constraint: str) -> list[str | None]:
    """Each player's band: the given `band`, or else bands of `tables` consecutive ranks (unranked last)."""
    given = [p.band is not None for p in players]
    if any(given):
        if not all(given):
            i = given.index(False)
            raise InputError(f"players[{i}].band", f"missing: {constraint} needs a band for every player "
                                                   "(or no band at all and a rank)")
        return [str(p.band) for p in players]
    if all(p.rank is None for p in players):
        raise InputError("players", f"{constraint} needs a band or a rank for the players")
    order = sorted(range(len(players)), key=lambda i: (players[i].rank is None, players[i].rank or 0, i))
    labels: list[str | None] = [None] * len(players)
    for position, i in enumerate(order):
        labels[i] = str(position // tables + 1)
    return labels


def place_label(place: int, bands: int) -> str:
    text = _ordinal(place)
    return f"{text} or lower" if place == bands else text


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _describer(noun: str) -> Callable[[str, int], str]:
    return lambda label, count: f"{count} player{'s' if count != 1 else ''} of {noun} {label}"


def _winners(_label: str, count: int) -> str:
    return f"{count} game-1 winner{'s' if count != 1 else ''}"


def _places(label: str, count: int) -> str:
    return f"{count} player{'s' if count != 1 else ''} placed {label} in game 1"


# --- evaluation ------------------------------------------------------------------------------------------

def table_violations(model: Model, table: int, members: Sequence[int]) -> list[Violation]:
    """Every constraint broken at one table (0-based index; reported 1-based), most important first."""
    out: list[Violation] = []
    names = model.players
    others = [c for c in model.constraints if c != "random"]
    for rule in model.rules():
        if isinstance(rule, PairRule):
            for i, a in enumerate(members):
                for b in members[i + 1:]:
                    if b in rule.opponents[a]:
                        first, second = sorted((names[a].name, names[b].name))
                        known = rule.unavoidable.get((min(a, b), max(a, b)))
                        why = known or _not_found(rule.name, others)
                        reason = f"{first} and {second} have already played each other; {why}"
                        out.append(Violation(rule.name, table + 1, (first, second), reason, 1, rule.weight,
                                             known is not None))
            continue
        groups: dict[int, list[int]] = {}
        for m in members:
            c = rule.category[m]
            if c >= 0:
                groups.setdefault(c, []).append(m)
        for c, group in groups.items():
            cap = rule.caps[table][c]
            if len(group) > cap:
                known = rule.unavoidable.get(c)
                why = known or _not_found(rule.name, others)
                limit = f"at most {cap}" if cap > 1 else "at most one"
                reason = f"{rule.describe(rule.labels[c], len(group))} at this table ({limit}); {why}"
                out.append(Violation(rule.name, table + 1, tuple(names[m].name for m in group), reason,
                                     len(group) - cap, rule.weight, known is not None, rule.labels[c]))
    return out


def _not_found(name: str, constraints: Sequence[str]) -> str:
    rest = [c for c in constraints if c != name]
    if not rest:
        return "no draw avoids it with these players and table sizes"
    return f"avoiding it would cost more elsewhere ({', '.join(constraints)} weighed by priority)"


def explain_table(model: Model, members: Sequence[int]) -> tuple[str, ...]:
    """One line per constraint: why these players share this table."""
    lines: list[str] = []
    players = model.players
    if "random" in model.constraints or not (model.categories or model.pairs):
        lines.append("drawn at random")
    for rule in model.rules():
        if isinstance(rule, PairRule):
            met = [f"{players[a].name}-{players[b].name}" for i, a in enumerate(members)
                   for b in members[i + 1:] if b in rule.opponents[a]]
            lines.append("already met: " + ", ".join(met) if met else "nobody here has met before")
        else:
            lines.append(_explain_category(rule, [players[m].name for m in members],
                                           [rule.category[m] for m in members]))
    return tuple(lines)


def _explain_category(rule: CategoryRule, names: list[str], cats: list[int]) -> str:
    shown = [f"{n} ({rule.labels[c]})" for n, c in zip(names, cats, strict=True) if c >= 0]
    if rule.name == "one_winner_per_table":
        if not shown:
            return "no game-1 winner at this table (fewer winners than tables)"
        return "game-1 winner: " + ", ".join(n for n, c in zip(names, cats, strict=True) if c >= 0)
    title = {"no_same_club": "clubs", "no_same_region": "regions", "one_per_team": "teams",
             "one_per_place": "game-1 places", "club_bands": "bands of the club ranking",
             "standings_bands": "bands of the standings", "one_per_band": "bands"}[rule.name]
    missing = len(names) - len(shown)
    tail = f"; {missing} without one" if missing else ""
    return f"{title}: {', '.join(shown)}{tail}" if shown else f"{title}: none given"
