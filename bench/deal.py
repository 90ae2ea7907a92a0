"""Deal benchmark: replay 10,000 random deals per procedure and validate them.

Run by hand: `/work/venv/bin/python bench/deal.py [N]`. Prints the median time per operation and its ratio
to a trivial baseline measured in the same run (shuffling the 42 territory cards).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.rules.board import classic_board  # noqa: E402
from referee_app.rules.deal.procedure import check_distribution, replay_deal  # noqa: E402
from referee_app.rules.deal.deck import JOLLY  # noqa: E402
from referee_app.rules.ruleset import builtin  # noqa: E402

PLAYERS = ("Anna", "Bruno", "Carla", "Dario")


def median_us(run: Callable[[int], object], n: int) -> float:
    samples = []
    for i in range(n):
        start = time.perf_counter_ns()
        run(i)
        samples.append(time.perf_counter_ns() - start)
    return statistics.median(samples) / 1000


def main(n: int = 10_000) -> None:
    board = classic_board()
    rng = random.Random(2024)
    orders = []
    for _ in range(n):
        deck = list(board.names)
        rng.shuffle(deck)
        orders.append(deck)
    base_rng = random.Random(1)
    deck = list(board.names)
    baseline = median_us(lambda _i: base_rng.shuffle(deck), n)
    rows: list[tuple[str, float]] = []
    for ruleset_id in ("marsala-2011", "nostra-passione-2018", "como-2000", "risk-classic"):
        deal = builtin(ruleset_id).deal
        extra = [JOLLY] * deal.jolly_cards if deal.procedure == "classic" else []
        rows.append((f"replay {deal.procedure}", median_us(
            lambda i, d=deal, x=extra: replay_deal(d, board, PLAYERS, orders[i] + x), n)))
    seq = builtin("marsala-2011").deal
    hands = [replay_deal(seq, board, PLAYERS, o).hands for o in orders]
    rows.append(("check_distribution sequential", median_us(
        lambda i: check_distribution(seq, board, PLAYERS, hands[i]), n)))
    stats = [replay_deal(seq, board, PLAYERS, o) for o in orders[: min(n, 2000)]]
    print(f"{n} deals, 4 players; baseline (shuffle 42 cards): median {baseline:.1f} us")
    for name, us in rows:
        print(f"{name:32s} median {us:8.1f} us   x{us / baseline:6.1f} baseline")
    skipped = sum(1 for r in stats if r.skips) / len(stats)
    swapped = sum(1 for r in stats if r.swaps) / len(stats)
    print(f"sequential deals with a skip: {skipped:.1%}, with a swap: {swapped:.1%} (first {len(stats)})")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
