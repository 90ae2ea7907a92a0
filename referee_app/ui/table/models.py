"""The table page's models: the seats in play order and the table's action log (newest last)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QColor, QFont

from referee_app.ops.table_ops import LogLine, SeatView
from referee_app.ui.widgets.seat_colours import SWATCHES, ColourWords
from referee_app.ui.table.texts import TableTexts, translated_all
from referee_app.texts import t

_Index = QModelIndex | QPersistentModelIndex


class SeatColumn(IntEnum):
    COLOUR = 0
    PLAYER = 1
    TURN = 2
    STATUS = 3
    WARNINGS = 4
    CAP = 5


class SeatsModel(QAbstractTableModel):
    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.texts = TableTexts()
        self._seats: tuple[SeatView, ...] = ()

    def set_seats(self, seats: Sequence[SeatView]) -> None:
        self.beginResetModel()
        self._seats = tuple(seats)
        self.endResetModel()

    def seat(self, row: int) -> SeatView:
        return self._seats[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(self._seats)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(SeatColumn)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (t("common.seat"), t("common.player"), "", t("common.status"), t("table.warn"),
                t("table.cap"))[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        seat = self._seats[index.row()]
        column = SeatColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._text(seat, column)
        if role == Qt.ItemDataRole.DecorationRole and column == SeatColumn.COLOUR:
            return QColor(SWATCHES.get(seat.colour, "#9e9e9e"))
        if role == Qt.ItemDataRole.FontRole and seat.is_next:
            font = QFont()
            font.setBold(True)
            return font
        if role == Qt.ItemDataRole.ForegroundRole and seat.status in ("eliminated", "excluded"):
            return QColor("#9e9e9e")
        if role == Qt.ItemDataRole.ToolTipRole:
            return {SeatColumn.TURN: self.texts.turn_roles(seat.is_next, seat.is_anchor),
                    SeatColumn.WARNINGS: t("table.warnings"), SeatColumn.CAP: t("table.army_cap")}.get(column)
        return None

    def _text(self, seat: SeatView, column: SeatColumn) -> str:
        if column == SeatColumn.COLOUR:
            return f"{seat.seat} {ColourWords().colour(seat.colour)}"
        if column == SeatColumn.PLAYER:
            return seat.name
        if column == SeatColumn.TURN:
            return ("▶ " if seat.is_next else "") + ("⚓" if seat.is_anchor else "")
        if column == SeatColumn.STATUS:
            return self.texts.status(seat.status)
        if column == SeatColumn.WARNINGS:
            return str(seat.warnings) if seat.warnings else ""
        return "—" if seat.cap is None else str(seat.cap)


class LogColumn(IntEnum):
    SEQ = 0
    TIME = 1
    REFEREE = 2
    ACTION = 3


class LogModel(QAbstractTableModel):
    """Every entry of the table's log, undo and redo included; entries no longer in force are struck out."""

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._lines: tuple[LogLine, ...] = ()
        self._texts: tuple[str, ...] = ()

    def set_lines(self, lines: Sequence[LogLine]) -> None:
        self.beginResetModel()
        self._lines = tuple(lines)
        self._texts = tuple(translated_all(line.parts) for line in self._lines)
        self.endResetModel()

    def line(self, row: int) -> LogLine:
        return self._lines[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(LogColumn)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return ("#", t("common.time"), t("common.referee"), t("table.action"))[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        line = self._lines[index.row()]
        column = LogColumn(index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return (str(line.seq), line.when, line.referee, self._texts[index.row()])[column]
        if role == Qt.ItemDataRole.ForegroundRole and (not line.in_force or line.kind in ("undo", "redo")):
            return QColor("#8a8a8a")
        if role == Qt.ItemDataRole.FontRole and not line.in_force and line.kind not in ("undo", "redo"):
            font = QFont()
            font.setStrikeOut(True)
            return font
        return None
