"""Whole national events (Raduno Nazionale) for the golden scenarios of tests/golden/events: the qualifier
games of an event of N entrants, built from a seed so that a scenario file stays small and readable.

A scenario file holds the entrants, the seed, the twists (who withdraws when, a shared win, the first two
winning both games) and what must come out: semifinalists, semifinal tables, groups, direct finalists, finals
and their players. `qualifier_games` rebuilds the two qualifier rounds; the semifinal and final tables come
from `rules draw` and the results from the table order the file gives."""

from __future__ import annotations

import random
from typing import Any

CLUBS = ("Marsala", "Roma", "Napoli", "Milano", "Torino", "Bari", "Genova", "Trieste", "Cagliari", "Pescara")


def name(i: int) -> str:
    return f"P{i:03d}"


def _split(n: int) -> list[int]:
    """Tables of 4, with 5s only when the count needs them (as `table.sizes_preferred` [4, 5])."""
    fives = n % 4
    return [5] * fives + [4] * ((n - 5 * fives) // 4)


def _result(player: str, points: int, place: int, bonus: float) -> dict[str, Any]:
    return {"name": player, "points": points + bonus, "objective_points": points, "outside_points": 0,
            "place": place}


def qualifier_games(scenario: dict[str, Any]) -> list[dict[str, Any]]:
    """Two qualifier rounds: players P001.. at random tables, table points drawn from the seed; the winner
    gets + 50 (25 each for a shared win listed in `shared_win`). `perfect` players win both games with the
    best points of their tables (the small plan's direct finalists)."""
    rng = random.Random(scenario["seed"])
    players = [name(i) for i in range(1, scenario["entrants"] + 1)]
    perfect = scenario.get("perfect", [])
    games: list[dict[str, Any]] = []
    for rnd in (1, 2):
        order = [p for p in players if p not in perfect]
        rng.shuffle(order)
        sizes = _split(len(players))
        starts = [sum(sizes[:t]) for t in range(len(sizes))]
        for k, p in enumerate(perfect):  # at different tables
            order.insert(starts[k], p)
        start = 0
        for t, size in enumerate(sizes, start=1):
            seated = order[start:start + size]
            start += size
            points = sorted(rng.sample(range(5, 80), size), reverse=True)
            ranked = sorted(seated, key=lambda p: (p not in perfect, rng.random()))
            if ranked[0] in perfect:
                points[0] = 84 - perfect.index(ranked[0])
            shared = [s for s in scenario.get("shared_win", []) if s["round"] == rnd and s["table"] == t]
            results = []
            for place, (p, pts) in enumerate(zip(ranked, points, strict=True), start=1):
                bonus = 50.0 if place == 1 else 0.0
                if shared and place <= 2:
                    pts, bonus, place = points[0], 25.0, 1
                results.append(_result(p, pts, place, bonus))
            games.append({"round": rnd, "table": t, "results": results})
    return games


def draw_players(phase: dict[str, Any], clubs: bool = True) -> list[dict[str, Any]]:
    """The `rules draw` players of a phase with groups: band and group from the standings' phase."""
    rows = []
    for group in phase["groups"]:
        for b, band in enumerate(group["bands"], start=1):
            for player in band:
                row = {"name": player, "band": b, "group": group["group"]}
                if clubs:
                    row["club"] = CLUBS[int(player[1:]) % len(CLUBS)]
                rows.append(row)
    return rows


def played(tables: list[dict[str, Any]], rnd: int) -> list[dict[str, Any]]:
    """A phase round's results from `rules draw`'s tables: places in the order the draw lists the players;
    the winner scores 60 + 50, the others 50, 40, 30."""
    games = []
    for table in tables:
        names = [p["name"] for p in table["players"]]
        results = [_result(n, 60 - 10 * k, k + 1, 50.0 if k == 0 else 0.0)
                   for k, n in enumerate(names)]
        games.append({"round": rnd, "table": table["table"], "results": results})
    return games
