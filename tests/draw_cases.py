"""Small random draw instances and an exhaustive solver to check the search against."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator, Sequence

from referee_app.rules.draw.constraints import DrawPlayer, Model, compile_model, table_violations


def instance(seed: int, sizes: Sequence[int], clubs: int = 3) -> list[DrawPlayer]:
    """Players with clubs, regions, teams, ranks, and a past game (places, winners, opponents) played at
    randomly drawn tables of the same sizes, plus a few extra past meetings."""
    rng = random.Random(seed)
    n = sum(sizes)
    names = [f"P{i:02d}" for i in range(n)]
    past = list(names)
    rng.shuffle(past)
    place: dict[str, int] = {}
    met: dict[str, set[str]] = {name: set() for name in names}
    start = 0
    for size in sizes:
        table = past[start:start + size]
        start += size
        for p, name in enumerate(table):
            place[name] = p + 1
            met[name].update(set(table) - {name})
    for _ in range(rng.randint(0, n // 2)):
        a, b = rng.sample(names, 2)
        met[a].add(b)
    ranks = list(range(1, n + 1))
    rng.shuffle(ranks)
    return [DrawPlayer(name, club=f"C{rng.randrange(clubs)}", region=f"R{rng.randrange(3)}",
                       team="ABCD"[rng.randrange(4)], rank=ranks[i], place=place[name],
                       opponents=frozenset(met[name]))
            for i, name in enumerate(names)]


def partitions(n: int, sizes: Sequence[int]) -> Iterator[list[tuple[int, ...]]]:
    """Every way to seat players 0..n-1 at tables of these sizes; tables of equal size are not told apart
    (each is opened by a lower-numbered player than the next one of its size)."""
    def rec(t: int, left: tuple[int, ...], prev_first: int) -> Iterator[list[tuple[int, ...]]]:
        if t == len(sizes):
            yield []
            return
        same = t > 0 and sizes[t] == sizes[t - 1]
        for combo in itertools.combinations(left, sizes[t]):
            if same and combo[0] < prev_first:
                continue
            rest = tuple(p for p in left if p not in combo)
            for tail in rec(t + 1, rest, combo[0]):
                yield [combo, *tail]
    yield from rec(0, tuple(range(n)), -1)


def best_cost(model: Model) -> int:
    """The least cost over every assignment, by exhaustive search."""
    cache: dict[tuple[int, tuple[int, ...]], int] = {}

    def cost(t: int, members: tuple[int, ...]) -> int:
        key = (model.sizes[t], members)
        if key not in cache:
            cache[key] = sum(v.count * v.weight for v in table_violations(model, t, members))
        return cache[key]

    best = None
    for split in partitions(len(model.players), model.sizes):
        total = sum(cost(t, members) for t, members in enumerate(split))
        if best is None or total < best:
            best = total
            if best == 0:
                break
    assert best is not None
    return best


def model_for(players: Sequence[DrawPlayer], sizes: Sequence[int], constraints: Sequence[str]) -> Model:
    return compile_model(players, sizes, constraints)
