"""Bench: draws for 300 players (75 tables) under every ruleset's constraints.

Run by hand: /work/venv/bin/python bench/draws.py
Prints the median time per draw and the broken constraints, against a plain seeded shuffle dealt into the
same tables (the baseline: what a draw without constraints would cost and break), measured in this run.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.rules.draw.constraints import DrawPlayer
from referee_app.rules.draw.search import Draw, draw_tables, evaluate, swap

PLAYERS = 300
SIZES = (4,) * 75
SEEDS = range(5)


def field(rng: random.Random) -> list[DrawPlayer]:
    """300 players from 60 clubs (sizes 1..9) in 12 regions, 4 teams, ranked 1..300."""
    players = []
    club_sizes = [rng.randint(1, 9) for _ in range(60)]
    clubs = [f"club{c}" for c, size in enumerate(club_sizes) for _ in range(size)]
    clubs = (clubs + [f"solo{i}" for i in range(PLAYERS)])[:PLAYERS]
    rng.shuffle(clubs)
    for i in range(PLAYERS):
        region = f"region{int(clubs[i][4:]) % 12}" if clubs[i].startswith("club") else f"region{i % 12}"
        players.append(DrawPlayer(f"p{i:03d}", club=clubs[i], region=region, team="ABCD"[i % 4], rank=i + 1))
    return players


def after_game(players: list[DrawPlayer], draw: Draw, rng: random.Random) -> list[DrawPlayer]:
    """Give every player a game result (a random place at his table) and his table mates as opponents."""
    by_name = {p.name: p for p in players}
    out = []
    for table in draw.tables:
        places = list(range(1, len(table.players) + 1))
        rng.shuffle(places)
        for name, place in zip(table.players, places):
            p = by_name[name]
            mates = frozenset(table.players) - {name}
            out.append(DrawPlayer(p.name, p.club, p.region, p.team, p.band, p.rank, place,
                                  None, p.opponents | mates))
    return out


def baseline(players: list[DrawPlayer], constraints: tuple[str, ...], seed: int) -> Draw:
    names = [p.name for p in players]
    random.Random(seed).shuffle(names)
    tables, start = [], 0
    for size in SIZES:
        tables.append(names[start:start + size])
        start += size
    return evaluate(players, tables, constraints)


def timed(fn, *args):  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    result = fn(*args)
    return time.perf_counter() - start, result


def main() -> None:
    rng = random.Random(2026)
    game1 = field(rng)
    first = draw_tables(game1, SIZES, ("no_same_club", "no_same_region"), 1)
    game2 = after_game(game1, first, rng)
    second = draw_tables(game2, SIZES, ("one_winner_per_table", "no_repeat_opponents", "no_same_club"), 2)
    game3 = after_game(game2, second, rng)
    scenarios = [
        ("raduno game 1", game1, ("no_same_club", "no_same_region")),
        ("raduno game 2", game2, ("one_winner_per_table", "no_repeat_opponents", "no_same_club")),
        ("marsala game 1", game1, ("club_bands",)),
        ("marsala game 2", game2, ("one_per_place", "no_repeat_opponents")),
        ("marsala game 3", game3, ("standings_bands", "no_repeat_opponents")),
        ("team project", game1, ("one_per_team",)),
        ("everything", game3, ("one_per_place", "one_per_team", "no_repeat_opponents", "no_same_club",
                               "standings_bands", "no_same_region")),
    ]
    print(f"{PLAYERS} players, {len(SIZES)} tables, seeds {list(SEEDS)}; medians")
    print(f"{'scenario':16} {'draw s':>8} {'shuffle s':>10} {'time ratio':>10} {'broken':>7} "
          f"{'shuffle broken':>15} {'proved best':>11}")
    for title, players, constraints in scenarios:
        times, base_times, broken, base_broken, proved = [], [], [], [], 0
        for seed in SEEDS:
            elapsed, draw = timed(draw_tables, players, SIZES, constraints, seed)
            base_elapsed, base = timed(baseline, players, constraints, seed)
            times.append(elapsed)
            base_times.append(base_elapsed)
            broken.append(draw.broken)
            base_broken.append(base.broken)
            proved += draw.proved_best
        t, bt = statistics.median(times), statistics.median(base_times)
        print(f"{title:16} {t:8.3f} {bt:10.4f} {t / bt:10.1f} {statistics.median(broken):7} "
              f"{statistics.median(base_broken):15} {proved:>8}/{len(SEEDS)}")
    swap_timing(game3, scenarios[-1][2])


def swap_timing(players: list[DrawPlayer], constraints: tuple[str, ...]) -> None:
    """A referee's manual swap re-scores the whole draw: how long that takes at 300 players."""
    draw = draw_tables(players, SIZES, constraints, 0)
    pairs = [(draw.tables[i].players[0], draw.tables[i + 1].players[1]) for i in range(20)]
    times = [timed(swap, draw, a, b)[0] for a, b in pairs]
    print(f"manual swap + re-score ({', '.join(constraints)}): median {statistics.median(times) * 1000:.1f} ms")


if __name__ == "__main__":
    main()
