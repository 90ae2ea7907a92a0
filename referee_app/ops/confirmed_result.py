"""A confirmed table result, typed: what `ResultOperations.preview` computes and the store keeps as JSON.

The one reader of the stored JSON is `ConfirmedResult.from_json`; everything else (standings, the next
round's draw, printouts, the result dialog) reads the typed value. A row needs `name`, `place` and `points`;
the other fields default (results written before a field existed, or by hand in a test, still read), and a
wrong type is refused with the field's path.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from referee_app.rules.errors import InputError
from referee_app.rules.standings import GameResult

Number = int | float


def _num(data: Mapping[str, Any], key: str, where: str, default: Number | None = 0) -> Number:
    value = data.get(key, default)
    if value is None and default is None and key not in data:
        raise InputError(f"{where}.{key}", "missing")
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise InputError(f"{where}.{key}", f"a number, got {value!r}")
    return value


def _opt_int(data: Mapping[str, Any], key: str, where: str) -> int | None:
    value = data.get(key)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(f"{where}.{key}", f"a whole number, got {value!r}")
    return value


def _names(value: Any, where: str) -> tuple[str, ...]:
    if value is None:
        return ()
    if not isinstance(value, (list, tuple)) or not all(isinstance(n, str) for n in value):
        raise InputError(where, f"a list of names, got {value!r}")
    return tuple(value)


_MEASURES = ("deducted", "objective_points", "outside_points", "score", "armies_inside", "armies_outside", "cards",
             "territories_inside", "territories_outside", "objective_value")
_WHOLE = ("seat", "eliminated_order", "die")


@dataclass(frozen=True)
class RankingRow:
    """One player's line: place, points after deductions and the measures the ranking compared."""
    name: str
    place: int
    points: Number
    seat: int | None = None
    table_points: Number | None = None
    deducted: Number = 0
    objective_points: Number = 0
    outside_points: Number = 0
    decided_by: str | None = None
    status: str = "active"
    eliminated_order: int | None = None
    risiko: bool = False
    score: Number = 0
    armies_inside: Number = 0
    armies_outside: Number = 0
    cards: Number = 0
    territories_inside: Number = 0
    territories_outside: Number = 0
    objective_value: Number = 0
    die: int | None = None
    shared_with: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, data: Any, where: str) -> RankingRow:
        if not isinstance(data, Mapping):
            raise InputError(where, f"expected an object per player, got {data!r}")
        name = data.get("name")
        if not isinstance(name, str) or not name:
            raise InputError(f"{where}.name", "a row without a player name")
        place = data.get("place")
        if isinstance(place, bool) or not isinstance(place, int):
            raise InputError(f"{where}.place", f"a whole number, got {place!r}")
        decided = data.get("decided_by")
        status = data.get("status") or "active"
        if decided is not None and not isinstance(decided, str) or not isinstance(status, str):
            raise InputError(f"{where}.decided_by", "a criterion name")
        # Only the fields the row has are read: the rest keep their defaults (the results index keeps just
        # what the standings count, store/snapshots.py; rows written before a field existed).
        more: dict[str, Any] = {key: _num(data, key, where) for key in _MEASURES if key in data}
        more.update((key, _opt_int(data, key, where)) for key in _WHOLE if key in data)
        if data.get("table_points") is not None:
            more["table_points"] = _num(data, "table_points", where)
        if "shared_with" in data:
            more["shared_with"] = _names(data["shared_with"], f"{where}.shared_with")
        return cls(name=name, place=place, points=_num(data, "points", where, None), decided_by=decided or None,
                   status=status, risiko=bool(data.get("risiko", False)), **more)

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["shared_with"] = list(self.shared_with)
        return out


@dataclass(frozen=True)
class ResultCheck:
    """The engine's check of the final board: points on the board against the board's total."""
    total_value: Number
    board_total: Number
    neutral_points: Number = 0
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class ConfirmedResult:
    """A table's result: its final state as entered (canonical names) and the ranking scored from it."""
    ranking: tuple[RankingRow, ...]
    round: int = 0
    table: int = 0
    ruleset: str = ""
    table_size: int = 0
    final_state: Mapping[str, Any] = field(default_factory=dict)
    unresolved_ties: tuple[tuple[str, ...], ...] = ()
    check: ResultCheck | None = None

    def by_place(self) -> list[RankingRow]:
        return sorted(self.ranking, key=lambda row: row.place)

    def by_seat(self) -> list[RankingRow]:
        """Rows in seat order (rows without a seat keep their stored order, after the seated ones)."""
        return sorted(self.ranking, key=lambda row: (row.seat is None, row.seat or 0))

    def game_results(self, holders: Mapping[int, str] | None = None) -> tuple[GameResult, ...]:
        """The rows the standings and the next draw count, in seat order; `holders` ({seat: name}) names
        the player at each seat now, so a player renamed later keeps his results."""
        holders = holders or {}
        return tuple(GameResult(holders.get(r.seat, r.name) if r.seat is not None else r.name, float(r.points),
                                float(r.objective_points), float(r.outside_points), r.place)
                     for r in self.by_seat())

    def total(self) -> Number:
        """Objective + outside points of every player + neutral territories: the check against the board."""
        if self.check is not None:
            return self.check.total_value
        return sum(r.objective_points + r.outside_points for r in self.ranking)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "round": self.round, "table": self.table, "ruleset": self.ruleset, "table_size": self.table_size,
            "final_state": dict(self.final_state), "ranking": [r.to_json() for r in self.ranking],
            "unresolved_ties": [list(group) for group in self.unresolved_ties]}
        if self.check is not None:
            out["check"] = {**asdict(self.check), "warnings": list(self.check.warnings)}
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "result") -> ConfirmedResult:
        """The stored JSON read back; InputError naming the field when it cannot be a result."""
        if not isinstance(data, Mapping):
            raise InputError(where, "a confirmed result is an object")
        rows = data.get("ranking")
        if not isinstance(rows, list) or not rows:
            raise InputError(f"{where}.ranking", "the confirmed result has no ranking rows")
        ranking = tuple(RankingRow.from_json(row, f"{where}.ranking[{i}]") for i, row in enumerate(rows))
        ties = data.get("unresolved_ties") or []
        if not isinstance(ties, list):
            raise InputError(f"{where}.unresolved_ties", "a list of tied groups")
        check = data.get("check")
        final = data.get("final_state") or {}
        if not isinstance(final, Mapping):
            raise InputError(f"{where}.final_state", "an object")
        return cls(
            ranking=ranking, round=int(data.get("round") or 0), table=int(data.get("table") or 0),
            ruleset=str(data.get("ruleset") or ""), table_size=int(data.get("table_size") or len(ranking)),
            final_state=dict(final),
            unresolved_ties=tuple(_names(g, f"{where}.unresolved_ties[{i}]") for i, g in enumerate(ties)),
            check=None if not isinstance(check, Mapping) else ResultCheck(
                total_value=_num(check, "total_value", f"{where}.check"),
                board_total=_num(check, "board_total", f"{where}.check"),
                neutral_points=_num(check, "neutral_points", f"{where}.check"),
                warnings=_names(check.get("warnings"), f"{where}.check.warnings")))
