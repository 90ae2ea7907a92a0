"""The models of the result dialog: the 42 territories with holder and armies, the players' entries, the
ranking preview. They hold what the referee typed; the scoring is the engine's (ops/results.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from referee_app.ops.confirmed_result import RankingRow
from referee_app.ops.results import objective_text
from referee_app.rules.board import Board
from referee_app.ui.widgets.column_model import ColumnModel
from referee_app.ops.result_words import decided_text
from referee_app.texts.numbers import points_text
from referee_app.ui.result.words import ResultWords
from referee_app.texts import language, t

_Index = QModelIndex | QPersistentModelIndex
NEUTRAL = -1
HOLDER_ROLE = Qt.ItemDataRole.UserRole + 1
# Light tints so that a glance at the grid shows each player's territories (seat 1 first).
TINTS = ("#ffcdd2", "#bbdefb", "#fff9c4", "#c8e6c9", "#e1bee7", "#ffe0b2")
NEUTRAL_TINT = "#e0e0e0"


class TerritoryColumn(IntEnum):
    CONTINENT = 0
    TERRITORY = 1
    VALUE = 2
    HOLDER = 3
    ARMIES = 4


class TerritoryModel(ColumnModel):
    """One row per territory in board order; holder = seat index, NEUTRAL or None (not yet assigned)."""
    columns = TerritoryColumn

    def __init__(self, board: Board, players: Sequence[str], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.players = tuple(players)
        self.names = board.names
        self.holder: list[int | None] = [None] * len(self.names)
        self.armies: list[int] = [1] * len(self.names)
        self.words = ResultWords()
        self._first_of_continent = {c.territories[0] for c in board.continents.values()}

    # ---- what the dialog reads and writes --------------------------------------------------------------------
    def load(self, players: Sequence[Mapping[str, int]], neutral: Mapping[str, int]) -> None:
        self.beginResetModel()
        self.holder = [None] * len(self.names)
        self.armies = [1] * len(self.names)
        for seat, held in [*enumerate(players), (NEUTRAL, neutral)]:
            self._assign(seat, held)
        self.endResetModel()

    def assign(self, seat: int, held: Mapping[str, int]) -> None:
        """Give `held` (canonical name -> armies) to a seat or to NEUTRAL."""
        self._assign(seat, held)
        self.dataChanged.emit(self.index(0, 0), self.index(len(self.names) - 1, len(TerritoryColumn) - 1))

    def _assign(self, seat: int, held: Mapping[str, int]) -> None:
        rows = {name: i for i, name in enumerate(self.names)}
        for name, armies in held.items():
            if name in rows:
                self.holder[rows[name]] = seat
                self.armies[rows[name]] = armies

    def holdings(self, seat: int) -> dict[str, int]:
        return {name: self.armies[i] for i, name in enumerate(self.names) if self.holder[i] == seat}

    def holder_label(self, seat: int | None) -> str:
        if seat is None:
            return ""
        if seat == NEUTRAL:
            return f"N  {self.words.neutral()}"
        return f"{seat + 1}  {self.players[seat]}"

    def holder_choices(self) -> list[tuple[str, int | None]]:
        return [("", None), *[(self.holder_label(s), s) for s in range(len(self.players))],
                (self.holder_label(NEUTRAL), NEUTRAL)]

    # ---- Qt -------------------------------------------------------------------------------------------------
    def row_count(self) -> int:
        return len(self.names)

    def headers(self) -> dict[int, str]:
        return {TerritoryColumn.CONTINENT: t("result.continent"), TerritoryColumn.TERRITORY: t("result.territory"),
                TerritoryColumn.VALUE: t("result.value"), TerritoryColumn.HOLDER: t("result.held_by"),
                TerritoryColumn.ARMIES: t("result.armies")}

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() in (TerritoryColumn.HOLDER, TerritoryColumn.ARMIES):
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), TerritoryColumn(index.column())
        name = self.names[row]
        holder = self.holder[row]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == TerritoryColumn.CONTINENT:
                return self.board.continent_of(name) if name in self._first_of_continent else ""
            if column == TerritoryColumn.TERRITORY:
                return name
            if column == TerritoryColumn.VALUE:
                return self.board.value(name)
            if column == TerritoryColumn.HOLDER:
                return self.holder_label(holder)
            return self.armies[row] if holder is not None else ""
        if role == Qt.ItemDataRole.EditRole:
            if column == TerritoryColumn.ARMIES:
                return self.armies[row]
            if column == TerritoryColumn.HOLDER:
                return holder
        if role == HOLDER_ROLE:
            return holder
        if role == Qt.ItemDataRole.BackgroundRole and column in (TerritoryColumn.HOLDER, TerritoryColumn.ARMIES):
            if column == TerritoryColumn.ARMIES and holder is not None and self.armies[row] < 1:
                return QBrush(QColor("#ef9a9a"))
            if holder is not None:
                return QBrush(QColor(NEUTRAL_TINT if holder == NEUTRAL else TINTS[holder % len(TINTS)]))
        if role == Qt.ItemDataRole.FontRole and column == TerritoryColumn.CONTINENT:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (TerritoryColumn.VALUE, TerritoryColumn.ARMIES):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row = index.row()
        if index.column() == TerritoryColumn.HOLDER:
            if value is not None and not (value == NEUTRAL or 0 <= int(value) < len(self.players)):
                return False
            self.holder[row] = None if value is None else int(value)
        elif index.column() == TerritoryColumn.ARMIES:
            self.armies[row] = int(value)
        else:
            return False
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(TerritoryColumn) - 1))
        return True


class PlayerColumn(IntEnum):
    SEAT = 0
    NAME = 1
    STATUS = 2
    ORDER = 3
    OBJECTIVE = 4
    CARDS = 5
    DIE = 6


STATUSES = ("active", "eliminated", "excluded", "withdrawn")


class PlayersModel(ColumnModel):
    """Each player's entry besides his territories: status, elimination order, objective, cards, die."""
    columns = PlayerColumn

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[dict[str, Any]] = []
        self.words = ResultWords()

    def load(self, players: Sequence[Mapping[str, Any]]) -> None:
        self.beginResetModel()
        self.rows = [{"name": str(p.get("name", "")), "status": str(p.get("status") or "active"),
                      "eliminated_order": p.get("eliminated_order"), "objective": objective_text(p.get("objective")),
                      "cards": int(p.get("cards") or 0), "die": p.get("die")} for p in players]
        self.endResetModel()

    def status_choices(self) -> list[tuple[str, str]]:
        return [(self.words.status(s), s) for s in STATUSES]

    def headers(self) -> dict[int, str]:
        return {
            PlayerColumn.SEAT: t("common.seat"),
            PlayerColumn.NAME: t("common.player"),
            PlayerColumn.STATUS: t("common.status"),
            PlayerColumn.ORDER: t("result.out_as_heading"),
            PlayerColumn.OBJECTIVE: t("common.objective"),
            PlayerColumn.CARDS: t("common.cards"),
            PlayerColumn.DIE: t("result.die_heading"),
        }

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() >= PlayerColumn.STATUS:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self.rows[index.row()], PlayerColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return {PlayerColumn.SEAT: index.row() + 1, PlayerColumn.NAME: row["name"],
                    PlayerColumn.STATUS: self.words.status(row["status"]),
                    PlayerColumn.ORDER: row["eliminated_order"] or "", PlayerColumn.OBJECTIVE: row["objective"],
                    PlayerColumn.CARDS: row["cards"], PlayerColumn.DIE: row["die"] or ""}[column]
        if role == Qt.ItemDataRole.EditRole:
            return {PlayerColumn.STATUS: row["status"], PlayerColumn.ORDER: row["eliminated_order"] or 0,
                    PlayerColumn.OBJECTIVE: row["objective"], PlayerColumn.CARDS: row["cards"],
                    PlayerColumn.DIE: row["die"] or 0}.get(column)
        if role == Qt.ItemDataRole.BackgroundRole and column == PlayerColumn.SEAT:
            return QBrush(QColor(TINTS[index.row() % len(TINTS)]))
        if role == Qt.ItemDataRole.ToolTipRole and column == PlayerColumn.ORDER:
            return t("result.1_eliminated_first_only")
        if role == Qt.ItemDataRole.ToolTipRole and column == PlayerColumn.OBJECTIVE:
            return t("result.territories_separated_by_commas")
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        row, column = self.rows[index.row()], PlayerColumn(index.column())
        if column == PlayerColumn.STATUS and value in STATUSES:
            row["status"] = value
        elif column == PlayerColumn.ORDER:
            row["eliminated_order"] = int(value) or None
        elif column == PlayerColumn.OBJECTIVE:
            row["objective"] = str(value)
        elif column == PlayerColumn.CARDS:
            row["cards"] = int(value)
        elif column == PlayerColumn.DIE:
            row["die"] = int(value) or None
        else:
            return False
        self.dataChanged.emit(self.index(index.row(), 0), self.index(index.row(), len(PlayerColumn) - 1))
        return True


class RankingColumn(IntEnum):
    PLACE = 0
    NAME = 1
    POINTS = 2
    OBJECTIVE = 3
    OUTSIDE = 4
    DECIDED_BY = 5


class RankingModel(ColumnModel):
    """The engine's ranking of the table, read-only: place, points and what decided each place."""
    columns = RankingColumn

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[RankingRow] = []
        self.needs: Mapping[str, str] = {}  # a tied player -> what his tie still needs (Preview.tie_needs)

    def show(self, rows: Sequence[RankingRow], needs: Mapping[str, str]) -> None:
        self.needs = dict(needs)
        self.set_rows(rows)

    def headers(self) -> dict[int, str]:
        return {RankingColumn.PLACE: t("result.place"), RankingColumn.NAME: t("common.player"),
                RankingColumn.POINTS: t("result.points"), RankingColumn.OBJECTIVE: t("result.obj"),
                RankingColumn.OUTSIDE: t("result.outside"),
                RankingColumn.DECIDED_BY: t("common.above_the_next_by")}

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self.rows[index.row()], RankingColumn(index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole) and column == RankingColumn.DECIDED_BY:
            # what a tie needs comes first: a narrow column cuts the names it is level with, not the need
            return decided_text(row.decided_by, row.shared_with, self.needs.get(row.name), language())
        if role == Qt.ItemDataRole.DisplayRole:
            if column == RankingColumn.POINTS:
                text = points_text(row.points)
                return text + (f" (−{points_text(row.deducted)})" if row.deducted else "")
            return {RankingColumn.PLACE: row.place, RankingColumn.NAME: row.name,
                    RankingColumn.OBJECTIVE: row.objective_points, RankingColumn.OUTSIDE: row.outside_points}[column]
        if role == Qt.ItemDataRole.ForegroundRole and column == RankingColumn.DECIDED_BY and row.shared_with:
            return QBrush(QColor("#c62828"))
        return None
