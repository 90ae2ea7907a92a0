"""The casistica page's models: the search hits (a list) and the event's ruling log (a table)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import IntEnum

from PySide6.QtCore import (
    QAbstractListModel,
    QAbstractTableModel,
    QDateTime,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from referee_app.ops.rulings import RulingRecord
from referee_app.rules.casistica_search import Hit

HTML_ROLE = Qt.ItemDataRole.UserRole + 1   # title and snippet as rich text, matches highlighted
ID_ROLE = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex


class HitModel(QAbstractListModel):
    """One row per ruling found, best first."""

    def __init__(self, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._hits: list[Hit] = []
        self._bookmarks: frozenset[str] = frozenset()

    def set_hits(self, hits: Sequence[Hit], bookmarks: frozenset[str]) -> None:
        self.beginResetModel()
        self._hits = list(hits)
        self._bookmarks = bookmarks
        self.endResetModel()

    def hit(self, row: int) -> Hit:
        return self._hits[row]

    def ids(self) -> list[str]:
        return [h.id for h in self._hits]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        return 0 if parent.isValid() else len(self._hits)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        hit = self._hits[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return hit.title
        if role == ID_ROLE:
            return hit.id
        if role == HTML_ROLE:
            star = "★ " if hit.id in self._bookmarks else ""
            return (f"<div class='title' style='font-size:11pt'>{star}{hit.title_html}</div>"
                    f"<div class='snip'>{hit.snippet_html}</div>")
        if role == Qt.ItemDataRole.ToolTipRole:
            return hit.entry.source
        return None


class LogColumn(IntEnum):
    ROUND = 0
    TABLE = 1
    TIME = 2
    REFEREE = 3
    PLAYERS = 4
    TEXT = 5
    ENTRIES = 6


class RulingLogModel(QAbstractTableModel):
    """Every ruling given at the event's tables, newest first; `title_of` names the cited entries."""

    def __init__(self, headers: Sequence[str], parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self._headers = list(headers)
        self._rows: list[RulingRecord] = []
        self._title_of: Callable[[str], str] = str

    def set_rulings(self, rulings: Sequence[RulingRecord], title_of: Callable[[str], str]) -> None:
        self.beginResetModel()
        self._rows = sorted(rulings, key=lambda r: r.at, reverse=True)
        self._title_of = title_of
        self.endResetModel()

    def ruling(self, row: int) -> RulingRecord:
        return self._rows[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 (Qt API)
        return 0 if parent.isValid() else len(LogColumn)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return self._headers[section]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        r = self._rows[index.row()]
        column = LogColumn(index.column())
        when = QDateTime.fromSecsSinceEpoch(int(r.at))
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                LogColumn.ROUND: r.round_number, LogColumn.TABLE: r.table_number,
                LogColumn.TIME: when.toString("HH:mm"), LogColumn.REFEREE: r.referee,
                LogColumn.PLAYERS: ", ".join(r.players), LogColumn.TEXT: r.text,
                LogColumn.ENTRIES: "; ".join(self._title_of(e) for e in r.entries),
            }[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            if column == LogColumn.TIME:
                return when.toString("yyyy-MM-dd HH:mm:ss")
            if column == LogColumn.ENTRIES:
                return "\n".join(r.entries)
            if column == LogColumn.TEXT:
                return r.text
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (LogColumn.ROUND, LogColumn.TABLE):
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
