"""`rules standings`: tournament standings from per-game results (docs/cli.md, docs/rules.md §7).

Input: {"games": [{"round", "table", "results": [{"name", "points", "objective_points", "outside_points",
"place"}]}], "dice": {"name": n}, "teams": {"player": "team"}, "entrants": n}; `dice`, `teams` and
`entrants` are optional (`entrants` overrides the number of players of round 1, which chooses the phases).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from referee_app.cli.fields import check_type, optional, require
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset
from referee_app.rules.standings import Game, GameResult, PhaseStatus, Standings, compute_standings
from referee_app.rules.what_if import what_if

NUMBER = (int, float)


def _positive(data: Mapping[str, Any], key: str, prefix: str) -> int:
    value: int = require(data, key, int, prefix)
    if value < 1:
        raise InputError(f"{prefix}.{key}", f"must be a positive whole number, got {value}")
    return value


def _name(value: Any, field: str) -> str:
    check_type(value, str, field)
    if not value.strip():
        raise InputError(field, "empty name")
    return str(value)


def _number(data: Mapping[str, Any], key: str, prefix: str) -> float:
    value: float = require(data, key, NUMBER, prefix)
    if not math.isfinite(value):
        raise InputError(f"{prefix}.{key}", f"expected a finite number, got {value!r}")
    return value


def _result(data: Any, field: str, table_size: int) -> GameResult:
    # Fast path for well-formed results (a 300-player event has thousands); anything odd takes the slow
    # path below, which names the bad field.
    if type(data) is dict:
        name: Any = data.get("name")
        place: Any = data.get("place")
        a: Any = data.get("points")
        b: Any = data.get("objective_points")
        c: Any = data.get("outside_points")
        if type(name) is str and name.strip() and type(place) is int and 1 <= place <= table_size \
                and type(a) in NUMBER and type(b) in NUMBER and type(c) in NUMBER \
                and math.isfinite(a + b + c):
            return GameResult(name, a, b, c, place)
    return _checked_result(data, field, table_size)


def _checked_result(data: Any, field: str, table_size: int) -> GameResult:
    check_type(data, dict, field)
    name = _name(require(data, "name", str, field), f"{field}.name")
    place = _positive(data, "place", field)
    if place > table_size:
        raise InputError(f"{field}.place", f"place {place} at a table of {table_size}")
    return GameResult(name=name, points=_number(data, "points", field),
                      objective_points=_number(data, "objective_points", field),
                      outside_points=_number(data, "outside_points", field), place=place)


def _game(data: Any, field: str) -> Game:
    check_type(data, dict, field)
    rnd = _positive(data, "round", field)
    table = _positive(data, "table", field)
    results = require(data, "results", list, field)
    if not results:
        raise InputError(f"{field}.results", "no results")
    return Game(round=rnd, table=table,
                results=tuple(_result(r, f"{field}.results[{j}]", len(results)) for j, r in enumerate(results)))


def _dice(data: Mapping[str, Any], known: set[str]) -> dict[str, int]:
    dice = optional(data, "dice", dict, {})
    for name, value in dice.items():
        check_type(value, int, f"dice.{name}")
        if not 1 <= value <= 6:
            raise InputError(f"dice.{name}", f"a die shows 1..6, got {value}")
        if name not in known:
            raise InputError(f"dice.{name}", f'"{name}" played no game and is no team')
    return dict(dice)


def _teams(data: Mapping[str, Any]) -> dict[str, str] | None:
    teams = optional(data, "teams", dict, None)
    if teams is None:
        return None
    return {name: _name(team, f"teams.{name}") for name, team in teams.items()}


def _phase(p: PhaseStatus) -> dict[str, Any]:
    out = {"phase": p.name, "round": p.round, "places": list(p.places), "status": p.state,
           "qualified": list(p.qualified), "unresolved": list(p.unresolved),
           "bands": [list(b) for b in p.bands], "winners": list(p.winners)}
    if p.tables:
        out["tables"] = p.tables
    if p.groups:
        out["groups"] = [{"group": g.number, "players": list(g.players), "bands": [list(b) for b in g.bands],
                          "tables": g.tables, "direct_finalists": list(g.direct)} for g in p.groups]
        out["direct_finalists"] = list(p.direct)
    return out


def standings_to_dict(result: Standings) -> dict[str, Any]:
    out: dict[str, Any] = {
        "standings": [{"rank": s.rank, "name": s.name, "total": s.total, "counted_rounds": list(s.counted_rounds),
                       "decided_by": s.decided_by, "reached": s.reached,
                       "games": [{"round": r, "points": p} for r, p in s.games]} for s in result.standings],
        "unresolved_ties": [list(t) for t in result.unresolved_ties],
        "phase": result.phase,
        "entrants": result.entrants,
        "phases": [_phase(p) for p in result.phases],
        "cut": _phase(result.cut) if result.cut else None,
        "teams": None,
    }
    if result.teams is not None:
        out["teams"] = [{"rank": t.rank, "team": t.team, "total": t.total, "decided_by": t.decided_by,
                         "players": list(t.players)} for t in result.teams]
        out["team_unresolved_ties"] = [list(t) for t in result.team_unresolved_ties]
    return out


def standings(ruleset: Ruleset, data: dict[str, Any]) -> dict[str, Any]:
    raw_games = require(data, "games", list)
    games = [_game(g, f"games[{i}]") for i, g in enumerate(raw_games)]
    teams = _teams(data)
    players = {r.name for g in games for r in g.results}
    dice = _dice(data, players | set((teams or {}).values()))
    entrants = optional(data, "entrants", int, None)
    if entrants is not None and entrants < 1:
        raise InputError("entrants", f"must be a positive whole number, got {entrants}")
    withdrawn = optional(data, "withdrawn", list, [])
    for i, name in enumerate(withdrawn):
        if _name(name, f"withdrawn[{i}]") not in players:
            raise InputError(f"withdrawn[{i}]", f'"{name}" played no game')
    out = standings_to_dict(compute_standings(ruleset.standings, games, dice, teams, entrants, withdrawn))
    out["what_if"] = [{"name": w.name, "status": w.status, "needs_above": w.needs_above, "best_total": w.best_total,
                        "can_be_sure": w.can_be_sure}
                      for w in what_if(ruleset.standings, ruleset.scoring, games, withdrawn, entrants)]
    return out
