"""A read-mostly table model over a column enum (like Vorta's table models): subclasses name their columns
and headers and say how many rows they hold; the Qt plumbing is here once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import IntEnum
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class ColumnModel(QAbstractTableModel):
    columns: ClassVar[type[IntEnum]]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Any] = []

    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def headers(self) -> Mapping[int, str]:
        """Column -> header text (translated in the subclass, where `self.tr` finds its context)."""
        raise NotImplementedError

    def row_count(self) -> int:
        return len(self.rows)

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else self.row_count()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # the heading is its own tip too: a column trimmed to fit its view (widgets/fit_columns.py) cuts it
        if orientation != Qt.Orientation.Horizontal or role not in (Qt.ItemDataRole.DisplayRole,
                                                                    Qt.ItemDataRole.ToolTipRole):
            return None
        return self.headers().get(section)
