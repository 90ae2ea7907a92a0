"""Replay 10,000 random end-of-game sequences and print per-operation medians.

Run by hand: /work/venv/bin/python bench/sdadata.py [games]
The baseline, timed in the same run, is a trivial `dataclasses.replace` of the state (one field changed):
the ratios say how many such copies each operation costs.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.cli.rules_sdadata import state_json  # noqa: E402
from referee_app.rules.ruleset import builtin  # noqa: E402
from referee_app.rules.sdadata import apply_turn, start, turn_plan  # noqa: E402
from tests.sdadata_games import random_game  # noqa: E402

RULESETS = ("marsala-2011", "raduno", "nostra-passione-2018", "como-2000")


def main(games: int) -> None:
    rng = random.Random(20110827)
    samples: dict[str, list[int]] = {k: [] for k in ("baseline replace", "start", "turn_plan", "apply_turn",
                                                       "next_turn", "game replay (all)", "state_json")}
    clock = time.perf_counter_ns
    turns = 0
    for i in range(games):
        params = builtin(RULESETS[i % len(RULESETS)]).sdadata
        assert params is not None
        game = random_game(params, rng)
        turns += len(game.events)
        t0 = clock()
        state = start(params, game.players, game.expiry, eliminated=game.eliminated_before)
        samples["start"].append(clock() - t0)
        game_start = t0
        for event in game.events:
            t0 = clock()
            replace(state, sdadata_round=state.sdadata_round)
            t1 = clock()
            turn_plan(state, replace(event, roll=None))
            t2 = clock()
            state = apply_turn(state, event)
            t3 = clock()
            _ = state.next_turn
            t4 = clock()
            samples["baseline replace"].append(t1 - t0)
            samples["turn_plan"].append(t2 - t1)
            samples["apply_turn"].append(t3 - t2)
            samples["next_turn"].append(t4 - t3)
        samples["game replay (all)"].append(clock() - game_start)
        t0 = clock()
        state_json(state)
        samples["state_json"].append(clock() - t0)
    base = statistics.median(samples["baseline replace"])
    print(f"{games} games, {turns} turns ({turns / games:.1f} per game)")
    print(f"{'operation':<18}{'median µs':>12}{'x baseline':>12}")
    for name, values in samples.items():
        median = statistics.median(values)
        print(f"{name:<18}{median / 1000:>12.2f}{median / base:>12.1f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
