"""What a referee checks before scoring a table (docs/rules.md §6): every territory held exactly once, armies on
each, statuses that agree with holdings, and the points adding up to the board's total.

Hard errors raise InputError naming the field; doubtful but possible situations become warnings. Both carry
a stable code and its parameters (besides the English text) so the window can word them in Italian.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError, UnknownTerritoryError
from referee_app.rules.final_state import STATUSES, Measures, PlayerFinal, TableFinal, measure
from referee_app.rules.names import closest, fold
from referee_app.rules.params import ScoringParams
from referee_app.rules.table.sheet import SheetRow, SheetTotals, check_sheet_rows


@dataclass(frozen=True)
class CheckWarning:
    """A doubtful but possible situation: `code` and `params` for the window, `text` in English."""
    field: str
    code: str
    text: str
    params: tuple[tuple[str, str], ...] = ()

    def param(self, key: str) -> str:
        return dict(self.params).get(key, "")

    def __str__(self) -> str:
        return f"{self.field}: {self.text}"


@dataclass(frozen=True)
class TableCheck:
    total_value: int
    board_total: int
    neutral_points: int
    notes: tuple[CheckWarning, ...]

    @property
    def warnings(self) -> tuple[str, ...]:
        """The warnings as English lines (`field: text`), as `rules score` prints them."""
        return tuple(str(note) for note in self.notes)


def _check_holdings(table: TableFinal, board: Board) -> None:
    owner: dict[str, str] = {}
    sources = [(f"players[{i}].territories", p.name, p.territories) for i, p in enumerate(table.players)]
    sources.append(("neutral", "neutral", table.neutral))
    for field, holder, held in sources:
        for name, armies in held.items():
            key = f"{field}.{name}"
            if name not in board.territories:
                raise UnknownTerritoryError(key, name, closest(name, {fold(t): t for t in board.territories}))
            if name in owner:
                raise InputError(key, f'"{name}" is already held by {owner[name]}',
                                 code="territory_twice", name=name, holder=owner[name])
            if isinstance(armies, bool) or not isinstance(armies, int) or armies < 1:
                raise InputError(key, f'"{name}" must hold at least 1 army, got {armies!r}',
                                 code="armies_below_1", name=name, armies=str(armies))
            owner[name] = holder
    missing = [t for t in board.territories if t not in owner]
    if missing:
        raise InputError("neutral", f"held by nobody: {', '.join(missing)} (each of the {len(board.territories)} "
                         "territories belongs to a player or is neutral)",
                         code="held_by_nobody", territories=", ".join(missing), count=str(len(board.territories)))


def _check_players(table: TableFinal, board: Board) -> None:
    if len(table.players) < 2:
        raise InputError("players", "a table needs at least 2 players")
    if table.table_size is not None and table.table_size < len(table.players):
        raise InputError("table_size", f"{table.table_size} is fewer than the {len(table.players)} players listed")
    orders: dict[int, str] = {}
    for i, p in enumerate(table.players):
        field = f"players[{i}]"
        if p.name in (q.name for q in table.players[:i]):
            raise InputError(f"{field}.name", f'player "{p.name}" listed twice')
        if p.status not in STATUSES:
            raise InputError(f"{field}.status", f"unknown status {p.status!r}")
        if p.sheet is not None or table.by_sheet:
            pass  # a score sheet row: its cells are checked by table/sheet.py
        elif p.survives and not p.territories:
            raise InputError(f"{field}.territories", f'{p.name} is "{p.status}" but holds no territory; '
                                                     'a player who lost them all is "eliminated"')
        if not p.survives and p.territories:
            where = "neutral" if p.status == "excluded" else "the players who took them"
            raise InputError(f"{field}.territories", f'{p.name} is "{p.status}" and holds nothing; '
                                                     f"list these territories under {where}")
        if p.status == "eliminated":
            if p.eliminated_order is None:
                raise InputError(f"{field}.eliminated_order", "an eliminated player needs his elimination order")
            if p.eliminated_order in orders:
                raise InputError(f"{field}.eliminated_order",
                                 f"{p.eliminated_order} is also {orders[p.eliminated_order]}'s order",
                                 code="order_twice", order=str(p.eliminated_order), other=orders[p.eliminated_order])
            orders[p.eliminated_order] = p.name
        elif p.eliminated_order is not None:
            raise InputError(f"{field}.eliminated_order", f'only an eliminated player has one ({p.name} is '
                                                          f'"{p.status}")')
        for j, name in enumerate(p.objective):
            if name not in board.territories:
                raise UnknownTerritoryError(f"{field}.objective[{j}]", name)


def _check_risiko(table: TableFinal, board: Board) -> None:
    if table.risiko is None:
        return
    player = next((p for p in table.players if p.name == table.risiko), None)
    if player is None:
        raise InputError("risiko", f'"{table.risiko}" is not a player of this table')
    if player.status != "active":
        raise InputError("risiko", f'{player.name} is "{player.status}": only an active '
                         "player completes an objective", code="risiko_not_active", name=player.name)
    missing = [t for t in player.objective if t not in player.territories]
    if missing and player.sheet is None:
        raise InputError("risiko", f"{player.name} does not hold the whole objective (missing: "
                                   f"{', '.join(missing)})")


def _check_sheet(table: TableFinal, board: Board, params: ScoringParams) -> None:
    rows = [SheetRow(p.name, p.survives, p.sheet or SheetTotals(),
                     sum(board.value(t) for t in p.objective) if p.objective else None) for p in table.players]
    check_sheet_rows(rows, table.neutral_points or 0, board.total_value(), len(board.territories), params,
                     table.risiko)


def check_table(table: TableFinal, board: Board, params: ScoringParams,
                measures: Callable[[PlayerFinal], Measures] | None = None) -> TableCheck:
    """Raise InputError for an impossible table; otherwise the totals and the warnings. `measures` lets a
    caller that needs every player's measures anyway compute them once (called only after the hard checks).
    A table from the score sheet is checked on its totals (table/sheet.py) instead of the map."""
    objective_total = params.objective_total
    _check_players(table, board)
    if table.by_sheet:
        _check_sheet(table, board, params)
    else:
        _check_holdings(table, board)
    _check_risiko(table, board)
    measured = measures or (lambda player: measure(player, board, objective_total))
    notes: list[CheckWarning] = []
    held_points = 0
    for i, p in enumerate(table.players):
        m = measured(p)
        held_points += m.owned_points
        if objective_total is not None and p.objective and m.objective_value != objective_total:
            notes.append(CheckWarning(
                f"players[{i}].objective", "objective_value",
                f"{p.name}'s objective is worth {m.objective_value}, tournament cards are worth {objective_total}",
                (("player", p.name), ("value", str(m.objective_value)), ("expected", str(objective_total)))))
        if p.status == "active" and m.objective_complete and table.risiko != p.name:
            notes.append(CheckWarning(f"players[{i}]", "risiko_not_declared",
                                      f"{p.name} holds the whole objective but risiko is not {p.name}",
                                      (("player", p.name),)))
    neutral_points = table.neutral_points if table.by_sheet else sum(board.value(t) for t in table.neutral)
    neutral_points = neutral_points or 0
    total = held_points + neutral_points
    if total != board.total_value():
        raise InputError("neutral", f"the points add up to {total}, the board's total is {board.total_value()}",
                         code="points_total", total=str(total), board_total=str(board.total_value()))
    return TableCheck(total, board.total_value(), neutral_points, tuple(notes))
