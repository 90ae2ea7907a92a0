"""The deal as the sheet shows it: one column per player (seat colour in the header), one row per continent,
each cell the territories held there; a cell above the continent's maximum at the deal is marked."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from referee_app.rules.board import Board
from referee_app.ui.widgets.seat_colours import SWATCHES
from referee_app.texts import t

OVER_CAP = "#ffcdd2"


def swatch(colour: str) -> QIcon:
    pixmap = QPixmap(14, 14)
    pixmap.fill(QColor(SWATCHES.get(colour, "#9e9e9e")))
    return QIcon(pixmap)


class HandsGrid(QTableWidget):
    def __init__(self, board: Board, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setWordWrap(True)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)

    def show_hands(self, players: Sequence[str], colours: Mapping[str, str],
                   hands: Mapping[str, Sequence[str]]) -> None:
        continents = list(self.board.continents.values())
        self.clear()
        self.setColumnCount(len(players))
        self.setRowCount(len(continents) + 1)
        for column, player in enumerate(players):
            header = QTableWidgetItem(swatch(colours.get(player, "")), player)
            self.setHorizontalHeaderItem(column, header)
            held = set(hands.get(player, ()))
            for row, continent in enumerate(continents):
                names = [t for t in continent.territories if t in held]
                item = QTableWidgetItem("\n".join(names))
                item.setTextAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
                if len(names) > continent.max_at_deal:
                    item.setBackground(QBrush(QColor(OVER_CAP)))
                    item.setToolTip(f"{len(names)} > {continent.max_at_deal}")
                self.setItem(row, column, item)
            total = QTableWidgetItem(str(len(held)))
            total.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.setItem(len(continents), column, total)
        labels = [t("deal.at_most_of", c.name, c.max_at_deal, c.size) for c in continents] + ["Σ"]
        self.setVerticalHeaderLabels(labels)

    def cell_text(self, continent: str, player: str) -> str:
        """What one cell shows (for tests and the screen reader)."""
        row = list(self.board.continents).index(continent)
        for column in range(self.columnCount()):
            header = self.horizontalHeaderItem(column)
            if header is not None and header.text() == player:
                item = self.item(row, column)
                return item.text() if item is not None else ""
        raise KeyError(player)
