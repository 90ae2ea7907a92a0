"""`rules draw`: table draw of one round with constraints, explanations, seats and colours (docs/draw.md)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from referee_app.cli.fields import check_type, optional, require
from referee_app.rules.draw.constraints import DrawPlayer, check_constraints
from referee_app.rules.draw.search import Draw, draw_game, evaluate, game_constraints, swap
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset
from referee_app.rules.seating import colour_name, order_drawn, order_from_rolls, roll_sequence, seat_table

_TEXT_FIELDS = ("club", "region", "team")
SEATING_MODES = ("none", "app", "dice")


def draw(ruleset: Ruleset, data: dict[str, Any]) -> dict[str, Any]:
    game = _game(data)
    seed = optional(data, "seed", int, 0)
    players, preferences = _players(data)
    constraints = _constraints(ruleset, game, data)
    seating = optional(data, "seating", str, "none")
    if seating not in SEATING_MODES:
        raise InputError("seating", f"expected one of {', '.join(SEATING_MODES)}, got {seating!r}")
    if "tables" in data and data.get("table_sizes") is not None:
        raise InputError("table_sizes", "give either tables (to check them) or table_sizes (to draw)")
    if data.get("tables") is not None:
        result = evaluate(players, _tables(data), constraints, priority_base=ruleset.draws.priority_base,
                          seed=seed)
    else:
        result = draw_game(ruleset, game, players, seed, _sizes(ruleset, data), constraints)
    result = _apply_swap(result, data)
    seats = _seats(result, seating, seed, preferences, data)
    return _output(result, game, seats)


def _game(data: Mapping[str, Any]) -> str:
    game = require(data, "game", (int, str))
    if isinstance(game, int) and game < 1:
        raise InputError("game", f"games count from 1, got {game}")
    if isinstance(game, str) and not game.strip():
        raise InputError("game", "empty game name")
    return str(game).strip()


def _constraints(ruleset: Ruleset, game: str, data: Mapping[str, Any]) -> tuple[str, ...]:
    given = optional(data, "constraints", list, None)
    if given is None:
        return game_constraints(ruleset, game)
    for i, name in enumerate(given):
        check_type(name, str, f"constraints[{i}]")
    return check_constraints(given, "constraints")


def _players(data: Mapping[str, Any]) -> tuple[list[DrawPlayer], dict[str, list[str]]]:
    rows = require(data, "players", list)
    if not rows:
        raise InputError("players", "no players")
    players: list[DrawPlayer] = []
    preferences: dict[str, list[str]] = {}
    seen: set[str] = set()
    for i, row in enumerate(rows):
        prefix = f"players[{i}]"
        check_type(row, dict, prefix)
        name = require(row, "name", str, prefix)
        if not name.strip():
            raise InputError(f"{prefix}.name", "empty player name")
        if name in seen:
            raise InputError(f"{prefix}.name", f'player "{name}" listed twice')
        seen.add(name)
        texts = {key: optional(row, key, str, None, prefix) for key in _TEXT_FIELDS}
        band = optional(row, "band", (int, str), None, prefix)
        rank = _positive(row, "rank", prefix)
        place = _positive(row, "place", prefix)
        winner = optional(row, "winner", bool, None, prefix)
        group = _positive(row, "group", prefix)
        opponents = optional(row, "opponents", list, [], prefix)
        for j, other in enumerate(opponents):
            check_type(other, str, f"{prefix}.opponents[{j}]")
        colours = optional(row, "colours", list, [], prefix)
        preferences[name] = [colour_name(check_type(c, str, f"{prefix}.colours[{j}]"), f"{prefix}.colours[{j}]")
                             for j, c in enumerate(colours)]
        players.append(DrawPlayer(name, texts["club"], texts["region"], texts["team"],
                                  band, rank, place, winner,
                                  frozenset(opponents), group))
    return players, preferences


def _positive(row: Mapping[str, Any], key: str, prefix: str) -> int | None:
    value: int | None = optional(row, key, int, None, prefix)
    if value is not None and value < 1:
        raise InputError(f"{prefix}.{key}", f"must be 1 or more, got {value}")
    return value


def _sizes(ruleset: Ruleset, data: Mapping[str, Any]) -> list[int] | None:
    sizes = optional(data, "table_sizes", list, None)
    if sizes is None:
        return None
    allowed = sorted(set(ruleset.table.initial_armies) | ({2} if ruleset.table.neutral_player_when_two else set()))
    for i, size in enumerate(sizes):
        check_type(size, int, f"table_sizes[{i}]")
        if size not in allowed:
            raise InputError(f"table_sizes[{i}]", f"a table of {size} is not playable under {ruleset.id} "
                                                  f"(sizes {', '.join(map(str, allowed))})")
    if not sizes:
        raise InputError("table_sizes", "no tables")
    return list(sizes)


def _tables(data: Mapping[str, Any]) -> list[list[str]]:
    tables = require(data, "tables", list)
    if not tables:
        raise InputError("tables", "no tables")
    for t, table in enumerate(tables):
        check_type(table, list, f"tables[{t}]")
        for s, name in enumerate(table):
            check_type(name, str, f"tables[{t}][{s}]")
    return [list(t) for t in tables]


def _apply_swap(result: Draw, data: Mapping[str, Any]) -> Draw:
    pair = optional(data, "swap", list, None)
    if pair is None:
        return result
    if len(pair) != 2:
        raise InputError("swap", f"expected two player names, got {len(pair)}")
    names = {p.name for p in result.players}
    for i, name in enumerate(pair):
        check_type(name, str, f"swap[{i}]")
        if name not in names:
            raise InputError(f"swap[{i}]", f'unknown player "{name}"')
    return swap(result, pair[0], pair[1])


def _seats(result: Draw, seating: str, seed: int, preferences: Mapping[str, Sequence[str]],
           data: Mapping[str, Any]) -> dict[int, dict[str, Any]]:
    """Per table number: seat order and colour of each player (tables left unseated are absent)."""
    rolls = optional(data, "rolls", dict, None)
    if rolls is not None and seating != "dice":
        raise InputError("rolls", 'rolls are read only with "seating": "dice"')
    if seating == "none":
        return {}
    if seating == "dice" and rolls is None:
        raise InputError("rolls", 'missing: "seating": "dice" needs the players\' rolls')
    known = {p.name for p in result.players}
    rolls_map: Mapping[str, Any] = rolls or {}
    for name, value in rolls_map.items():
        if name not in known:
            raise InputError(f"rolls.{name}", f'unknown player "{name}"')
        roll_sequence(value, f"rolls.{name}")
    out: dict[int, dict[str, Any]] = {}
    for table in result.tables:
        if seating == "app":
            order = order_drawn(table.players, f"{seed}:table:{table.number}")
            table_rolls = None
        else:
            given = [n for n in table.players if n in rolls_map]
            if not given:
                continue
            if len(given) < len(table.players):
                missing = next(n for n in table.players if n not in rolls_map)
                raise InputError(f"rolls.{missing}", f"missing: every player of table {table.number} rolls")
            table_rolls = {n: rolls_map[n] for n in table.players}
            order = order_from_rolls(table_rolls)
        seats = seat_table(order, {n: preferences.get(n, []) for n in order}, table_rolls)
        out[table.number] = {s.player: s for s in seats}
    return out


def _output(result: Draw, game: str, seats: Mapping[int, Mapping[str, Any]]) -> dict[str, Any]:
    by_name = {p.name: p for p in result.players}
    tables = []
    for table in result.tables:
        seated = seats.get(table.number)
        names = list(table.players)
        if seated:
            names.sort(key=lambda n: seated[n].seat)
        rows = []
        for name in names:
            row = _player_row(by_name[name])
            if seated:
                seat = seated[name]
                row.update(seat=seat.seat, colour=seat.colour)
                if seat.rolls:
                    row["rolls"] = list(seat.rolls)
            rows.append(row)
        tables.append({"table": table.number, "size": len(names), "players": rows,
                       "explanation": list(table.explanation)})
    return {
        "game": game, "seed": result.seed, "constraints": list(result.constraints),
        "table_sizes": list(result.sizes), "tables": tables,
        "violations": [{"constraint": v.constraint, "table": v.table, "players": list(v.players),
                        "reason": v.reason, "count": v.count, "weight": v.weight} for v in result.violations],
        "broken": result.broken, "cost": result.cost, "lower_bound": result.lower_bound,
        "proved_best": result.proved_best,
    }


def _player_row(p: DrawPlayer) -> dict[str, Any]:
    row: dict[str, Any] = {"name": p.name}
    for key in ("club", "region", "team", "band", "rank", "place", "winner", "group"):
        value = getattr(p, key)
        if value is not None:
            row[key] = value
    return row
