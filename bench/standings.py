"""Benchmark: a full recomputation of the standings for 300 players over 5 rounds.

Run by hand: /work/venv/bin/python bench/standings.py
Prints the median of each case and its ratio against a trivial baseline measured in the same run
(summing and sorting 300 players' totals). Target: under 50 ms per recomputation.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.cli.rules_standings import standings  # noqa: E402
from referee_app.rules.ruleset import builtin  # noqa: E402

PLAYERS = 300
ROUNDS = 5
REPEATS = 41


def _table(rnd: int, table: int, names: list[str], rng: random.Random) -> dict[str, Any]:
    points = sorted((round(rng.uniform(0, 150), 2) for _ in names), reverse=True)
    return {"round": rnd, "table": table, "results": [
        {"name": n, "points": p, "objective_points": rng.randint(0, 86), "outside_points": rng.randint(0, 78),
         "place": i + 1} for i, (n, p) in enumerate(zip(names, points, strict=True))]}


def every_round(rng: random.Random) -> dict[str, Any]:
    """All 300 players at tables of 4 in each of 5 rounds (1500 results)."""
    names = [f"Player {i:03d}" for i in range(PLAYERS)]
    games = []
    for rnd in range(1, ROUNDS + 1):
        rng.shuffle(names)
        games += [_table(rnd, t // 4 + 1, names[t:t + 4], rng) for t in range(0, PLAYERS, 4)]
    return {"games": games, "dice": {n: rng.randint(1, 6) for n in names[:50]}}


def raduno_flow(rng: random.Random) -> dict[str, Any]:
    """Raduno with 300 entrants: 2 qualifiers, then quarterfinals, semifinals and final from the standings."""
    data = every_round(rng)
    data["games"] = [g for g in data["games"] if g["round"] <= 2]
    ruleset = builtin("raduno")
    for _ in range(3):
        cut = standings(ruleset, data)["cut"]
        bands = cut["bands"]
        tables = [[band[t] for band in bands] for t in range(len(bands[0]))] if len(bands[0]) > 1 else \
            [[band[0] for band in bands]]
        data["games"] += [_table(cut["round"], i + 1, names, rng) for i, names in enumerate(tables)]
    return data


def median_ms(fn: Callable[[], object]) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    rng = random.Random(2011)
    italiana, marsala, raduno = builtin("editrice-1997"), builtin("marsala-2011"), builtin("raduno")
    data = every_round(rng)
    flow = raduno_flow(rng)
    totals = {f"Player {i:03d}": [rng.uniform(0, 150) for _ in range(ROUNDS)] for i in range(PLAYERS)}
    baseline = median_ms(lambda: sorted(((sum(v), n) for n, v in totals.items()), reverse=True))
    cases = {
        "editrice-1997 all'italiana, 300 x 5 rounds": lambda: standings(italiana, data),
        "marsala-2011 best 2 of 3 qualifiers, 300 players x 3 rounds":
            lambda: standings(marsala, {**data, "games": [g for g in data["games"] if g["round"] <= 3]}),
        "raduno 300 entrants: 2 qualifiers + quarterfinals + semifinals + final": lambda: standings(raduno, flow),
    }
    print(f"baseline: sum and sort {PLAYERS} totals of {ROUNDS} rounds: median {baseline:.3f} ms")
    for label, fn in cases.items():
        ms = median_ms(fn)
        verdict = "OK" if ms < 50 else "OVER the 50 ms target"
        print(f"{label}: median {ms:.2f} ms ({ms / baseline:.0f}x baseline) {verdict}")


if __name__ == "__main__":
    main()
