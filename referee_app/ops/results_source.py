"""How the printouts and the standings read a confirmed table result.

A result is stored as a JSON object (`store.confirm_result`); its shape belongs to the results operations.
Every reader of this package goes through `result_lines` and `result_total`, so a change of shape is
absorbed here. Accepted: the `rules score` output (`ranking` rows), or `players` / `rows` lists with the
same row fields (name, place, points, objective_points, outside_points, decided_by, status, measures...).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from referee_app.ops.results import players_of
from referee_app.rules.errors import InputError

_NOT_MEASURES = {"place", "points", "seat", "eliminated_order"}


@dataclass(frozen=True)
class ResultLine:
    name: str
    place: int
    points: float | None
    objective_points: float
    outside_points: float
    decided_by: str | None = None
    status: str = "active"
    measures: Mapping[str, float | int] = field(default_factory=dict)


def _rows(result: Mapping[str, Any]) -> Sequence[Mapping[str, Any]]:
    rows = players_of(result)
    if not rows:
        raise InputError("result", "the confirmed result has no ranking rows")
    return rows


def _number(row: Mapping[str, Any], key: str) -> float:
    value = row.get(key, 0)
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


def result_lines(result: Mapping[str, Any]) -> list[ResultLine]:
    """The rows of a confirmed result, by place."""
    lines = []
    for i, row in enumerate(_rows(result)):
        if not isinstance(row, Mapping) or not row.get("name"):
            raise InputError(f"result.ranking[{i}]", "a row without a player name")
        points = row.get("points")
        measures = {k: v for k, v in row.items() if k not in _NOT_MEASURES and isinstance(v, (int, float))
                    and not isinstance(v, bool)}
        lines.append(ResultLine(name=str(row["name"]), place=int(row.get("place", i + 1)),
                                points=None if points is None else float(points),
                                objective_points=_number(row, "objective_points"),
                                outside_points=_number(row, "outside_points"),
                                decided_by=row.get("decided_by") or None, status=str(row.get("status", "active")),
                                measures=measures))
    return sorted(lines, key=lambda line: line.place)


def result_total(result: Mapping[str, Any]) -> int:
    """Objective + outside points of every player + neutral territories: the check against the board total."""
    check = result.get("check")
    if isinstance(check, Mapping) and isinstance(check.get("total_value"), (int, float)):
        return int(check["total_value"])
    neutral = check.get("neutral_points", 0) if isinstance(check, Mapping) else result.get("neutral_points", 0)
    lines = result_lines(result)
    return int(sum(line.objective_points + line.outside_points for line in lines) + float(neutral or 0))


def unresolved_ties(result: Mapping[str, Any]) -> tuple[tuple[str, ...], ...]:
    groups = result.get("unresolved_ties") or ()
    return tuple(tuple(str(name) for name in group) for group in groups)
