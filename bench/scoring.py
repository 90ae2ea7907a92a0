"""Bench: score 75 random legal tables (a tournament round of 300 players) with each built-in ruleset.

Run by hand: /work/venv/bin/python bench/scoring.py
Prints the median time per table and per round of 75, and the ratio against a trivial baseline measured in
the same run (summing each table's objective points and sorting the players by them).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.rules.board import Board, classic_board
from referee_app.rules.final_state import PlayerFinal, TableFinal
from referee_app.rules.ruleset import builtin
from referee_app.rules.scoring import score_table

TABLES = 75
REPEATS = 15


def random_table(rng: random.Random, board: Board) -> TableFinal:
    """Four players, one sometimes eliminated, a few neutral territories, objectives of 8 territories."""
    names = ["A", "B", "C", "D"]
    fallen = rng.random() < 0.3
    survivors = names[:3] if fallen else names
    territories = list(board.names)
    rng.shuffle(territories)
    holder = {t: survivors[i] if i < len(survivors) else rng.choice([*survivors, None])
              for i, t in enumerate(territories)}
    players = []
    for name in names:
        held = {t: rng.randint(1, 6) for t, h in holder.items() if h == name}
        players.append(PlayerFinal(
            name=name, objective=tuple(rng.sample(board.names, 8)), territories=held, cards=rng.randint(0, 7),
            status="active" if name in survivors else "eliminated",
            eliminated_order=None if name in survivors else 1, die=rng.randint(1, 6)))
    neutral = {t: 1 for t, h in holder.items() if h is None}
    return TableFinal(tuple(players), neutral)


def baseline(table: TableFinal, board: Board) -> list[str]:
    points = {p.name: sum(board.value(t) for t in p.territories if t in p.objective) for p in table.players}
    return sorted(points, key=points.__getitem__, reverse=True)


def median_seconds(run: Callable[[], object]) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    board = classic_board()
    rng = random.Random(2011)
    tables = [random_table(rng, board) for _ in range(TABLES)]
    base = median_seconds(lambda: [baseline(t, board) for t in tables])
    print(f"{TABLES} tables, median of {REPEATS} runs")
    print(f"  baseline (objective points + sort): {base * 1e3:8.3f} ms per round, "
          f"{base / TABLES * 1e6:7.1f} us per table")
    for ruleset_id in ("marsala-2011", "raduno", "nostra-passione-2018", "editrice-1997", "como-2000"):
        params = builtin(ruleset_id).scoring
        took = median_seconds(lambda params=params: [score_table(t, params, board) for t in tables])
        print(f"  {ruleset_id:22s} {took * 1e3:8.3f} ms per round, {took / TABLES * 1e6:7.1f} us per table, "
              f"{took / base:5.1f}x baseline")


if __name__ == "__main__":
    main()
