"""Shared helpers for the standings tests: golden files and compact game lists."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from referee_app.rules.ruleset import Ruleset, _merge, builtin, ruleset_from_dict

GOLDEN = Path(__file__).parent / "golden" / "standings"
FIELDS = ("name", "points", "objective_points", "outside_points", "place")


def expand(games: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Golden files write a result as [name, points, objective_points, outside_points, place]."""
    return [{**g, "results": [dict(zip(FIELDS, r, strict=True)) if isinstance(r, list) else r
                              for r in g["results"]]} for g in games]


def load_golden(path: Path) -> tuple[Ruleset, dict[str, Any], dict[str, Any]]:
    case = json.loads(path.read_text("utf-8"))
    ruleset = builtin(case["ruleset"])
    if "ruleset_changes" in case:
        ruleset = ruleset_from_dict(_merge(ruleset.to_dict(), case["ruleset_changes"]))
    data = {**case["input"], "games": expand(case["input"]["games"])}
    return ruleset, data, case["expected"]


def qualifier_games(totals: dict[str, list[float]], table_size: int = 4) -> list[dict[str, Any]]:
    """Games from each player's per-round points (None: he skipped that round), tables filled in order."""
    rounds = max(len(v) for v in totals.values())
    games: list[dict[str, Any]] = []
    for rnd in range(rounds):
        players = [(n, pts[rnd]) for n, pts in totals.items() if rnd < len(pts) and pts[rnd] is not None]
        for t in range(0, len(players), table_size):
            table = sorted(players[t:t + table_size], key=lambda p: -p[1])
            games.append({"round": rnd + 1, "table": t // table_size + 1,
                          "results": [{"name": n, "points": p, "objective_points": 0, "outside_points": 0,
                                       "place": i + 1} for i, (n, p) in enumerate(table)]})
    return games
