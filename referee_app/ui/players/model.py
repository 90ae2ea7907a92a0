"""The players table: one row per player, a column enum, presence as a check box; search ignores accents."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from PySide6.QtCore import (QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel,
                            Qt, Signal)

from referee_app.rules.people import italian_date
from referee_app.rules.names import fold
from referee_app.ops.records import Player
from referee_app.texts import t

_Index = QModelIndex | QPersistentModelIndex
PLAYER_ROLE = Qt.ItemDataRole.UserRole + 1
SORT_ROLE = Qt.ItemDataRole.UserRole + 2
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 3


class Column(IntEnum):
    NAME = 0
    CLUB = 1
    REGION = 2
    TEAM = 3
    BAND = 4
    PRESENT = 5
    BIRTH = 6  # the national ranking needs it for everyone who plays (docs/ranking.md)


class PlayersModel(QAbstractTableModel):
    presenceToggled = Signal(int, bool)  # player id, wanted presence: the page turns it into an undoable command

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._players: list[Player] = []
        self._search: list[str] = []

    def headers(self) -> dict[Column, str]:
        return {Column.NAME: t("common.name"), Column.CLUB: t("common.club"), Column.REGION: t("common.region"),
                Column.TEAM: t("common.team"), Column.BAND: t("common.band"), Column.PRESENT: t("common.present"),
                Column.BIRTH: t("players.birth_date")}

    def set_players(self, players: Sequence[Player]) -> None:
        self.beginResetModel()
        self._players = list(players)
        self._search = [fold(" ".join((p.name, p.club, p.region, p.team))) for p in self._players]
        self.endResetModel()

    def player(self, row: int) -> Player:
        return self._players[row]

    def row_of(self, player_id: int) -> int | None:
        return next((i for i, p in enumerate(self._players) if p.id == player_id), None)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(self._players)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers()[Column(section)]
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == Column.PRESENT:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        player = self._players[index.row()]
        column = Column(index.column())
        if role == PLAYER_ROLE:
            return player.id
        if role == SEARCH_ROLE:
            return self._search[index.row()]
        if column == Column.PRESENT:
            if role == Qt.ItemDataRole.CheckStateRole:
                return Qt.CheckState.Checked if player.present else Qt.CheckState.Unchecked
            if role == SORT_ROLE:
                return int(player.present)
            return None
        value = {Column.NAME: player.name, Column.CLUB: player.club, Column.REGION: player.region,
                 Column.TEAM: player.team, Column.BAND: player.band,
                 Column.BIRTH: italian_date(player.birth_date)}[column]
        if role == SORT_ROLE and column == Column.BIRTH:
            return player.birth_date
        if role == Qt.ItemDataRole.DisplayRole:
            return "" if value is None else str(value)
        if role == SORT_ROLE:
            return (value if value is not None else 10 ** 6) if column == Column.BAND else fold(str(value))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == Column.BAND:
            return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def setData(self, index: _Index, value: object,  # noqa: N802 (Qt API)
                role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or index.column() != Column.PRESENT or role != Qt.ItemDataRole.CheckStateRole:
            return False
        wanted = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value)
        player = self._players[index.row()]
        if wanted != player.present:
            self.presenceToggled.emit(player.id, wanted)
        return False  # the row changes once the operation has been written, on refresh


class PlayersFilter(QSortFilterProxyModel):
    """Case- and accent-insensitive search over name, club, region and team ("cita" finds "Čita")."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._needle = ""
        self.setSortRole(SORT_ROLE)

    def set_search(self, text: str) -> None:
        self.beginFilterChange()
        self._needle = fold(text)
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:  # noqa: N802 (Qt API)
        if not self._needle:
            return True
        model = self.sourceModel()
        haystack = str(model.data(model.index(source_row, 0, source_parent), SEARCH_ROLE))
        return all(word in haystack for word in self._needle.split())
