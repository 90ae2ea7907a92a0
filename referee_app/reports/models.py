"""What each printout needs, as plain frozen data. The operations layer fills these from the store and the
engine; the report modules only lay them out, so a sheet never computes a rule."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class SheetHeader:
    event: str
    round_label: str = ""
    table: int | None = None
    venue: str = ""
    date: str = ""
    ruleset: str = ""
    clock_start: str = ""


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str
    colour: str = ""
    club: str = ""


@dataclass(frozen=True)
class ScoreSheet:
    """A sheet for hand filling; `seats` empty prints numbered blank rows for `table_size` players."""
    header: SheetHeader
    criteria: tuple[str, ...]
    seats: tuple[Seat, ...] = ()
    table_size: int = 4
    board_total: int = 164
    shows_elimination: bool = True


@dataclass(frozen=True)
class ResultRow:
    place: int
    name: str
    colour: str = ""
    measures: dict[str, float | int] = field(default_factory=dict)
    points: float | None = None
    decided_by: str | None = None
    status: str = "active"


@dataclass(frozen=True)
class ResultSheet:
    header: SheetHeader
    criteria: tuple[str, ...]
    rows: tuple[ResultRow, ...]
    total_value: int
    board_total: int = 164
    unresolved_ties: tuple[tuple[str, ...], ...] = ()
    penalties: tuple[str, ...] = ()
    confirmed_by: str = ""
    fingerprint: str = ""  # the hash the table's log ends in: a later rewrite of the log no longer matches it


@dataclass(frozen=True)
class DealHand:
    player: str
    colour: str
    by_continent: tuple[tuple[str, tuple[str, ...]], ...]


@dataclass(frozen=True)
class DealSheet:
    header: SheetHeader
    hands: tuple[DealHand, ...]
    notes: tuple[str, ...] = ()
    valid: bool = True


@dataclass(frozen=True)
class RoundTable:
    table: int
    seats: tuple[Seat, ...]


@dataclass(frozen=True)
class TableList:
    header: SheetHeader
    tables: tuple[RoundTable, ...]


@dataclass(frozen=True)
class StandingRow:
    rank: int
    name: str
    total: float
    club: str = ""
    counted: str = ""
    decided_by: str | None = None
    ranking_points: float | None = None  # the national ranking's points, estimated (ops/ranking_export.py)


@dataclass(frozen=True)
class StandingsSheet:
    header: SheetHeader
    rows: tuple[StandingRow, ...]
    cut_after: int | None = None
    cut_label: str = ""
    notes: tuple[str, ...] = ()  # the tie-break chain, open ties


@dataclass(frozen=True)
class LogLine:
    time: str
    table: str
    kind: str
    text: str
    referee: str = ""
    round: str = ""


@dataclass(frozen=True)
class LogSheet:
    header: SheetHeader
    lines: tuple[LogLine, ...]
