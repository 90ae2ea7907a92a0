"""The hall board's list model: one row per table, the tile snapshot as data, ticked once a second."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, QSortFilterProxyModel, Qt, Signal

from referee_app.ops.hall import TableTile

TILE_ROLE = Qt.ItemDataRole.UserRole + 1
NOW_ROLE = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex


class HallModel(QAbstractListModel):
    expired = Signal(list)  # table numbers whose time ran out since the last tick

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._tiles: list[TableTile] = []
        self._now = 0.0
        self._expired: set[int] = set()

    def set_tiles(self, tiles: Sequence[TableTile], now: float) -> None:
        self.beginResetModel()
        self._tiles = sorted(tiles, key=lambda t: t.number)
        self._now = now
        self._expired = {t.table_id for t in self._tiles if t.expired_at(now) or "time_expired" in t.alerts}
        self.endResetModel()

    def tile(self, row: int) -> TableTile:
        return self._tiles[row]

    def tiles(self) -> list[TableTile]:
        return list(self._tiles)

    @property
    def now(self) -> float:
        return self._now

    def tick(self, now: float) -> None:
        """Advance the displayed clocks; announce tables whose time has just run out."""
        self._now = now
        newly = [t for t in self._tiles if t.table_id not in self._expired and t.expired_at(now)]
        if self._tiles:
            self.dataChanged.emit(self.index(0), self.index(len(self._tiles) - 1), [NOW_ROLE])
        if newly:
            self._expired.update(t.table_id for t in newly)
            self.expired.emit([t.number for t in newly])

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(self._tiles)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        tile = self._tiles[index.row()]
        if role == TILE_ROLE:
            return tile
        if role == NOW_ROLE:
            return self._now
        if role == Qt.ItemDataRole.DisplayRole:
            return str(tile.number)
        if role == Qt.ItemDataRole.ToolTipRole:
            return ", ".join(tile.players)
        return None


def needs_the_referee(tile: TableTile, now: float) -> bool:
    """A tile with an alert (a call, a dispute, a missing result) or whose time has run out."""
    return bool(tile.alerts) or tile.expired_at(now)


class AlertTiles(QSortFilterProxyModel):
    """The board's tiles, or only those of the tables with an alert ("solo tavoli con avvisi")."""

    def __init__(self, model: HallModel) -> None:
        super().__init__(model)
        self.only_alerts = False
        self.setSourceModel(model)
        model.expired.connect(self._expired)

    def set_only_alerts(self, only: bool) -> None:
        self.only_alerts = only
        self.invalidate()

    def _expired(self, _numbers: list[int]) -> None:
        if self.only_alerts:
            self.invalidate()

    def filterAcceptsRow(self, row: int, parent: _Index) -> bool:  # noqa: N802 (Qt API)
        if not self.only_alerts:
            return True
        model = self.sourceModel()
        assert isinstance(model, HallModel)
        return needs_the_referee(model.tile(row), model.now)
