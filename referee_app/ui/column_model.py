"""A read-mostly table model over a column enum (like Vorta's table models): subclasses name their columns
and headers and say how many rows they hold; the Qt plumbing is here once."""

from __future__ import annotations

from collections.abc import Mapping
from enum import IntEnum
from typing import Any, ClassVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

Index = QModelIndex | QPersistentModelIndex


class ColumnModel(QAbstractTableModel):
    columns: ClassVar[type[IntEnum]]

    def headers(self) -> Mapping[int, str]:
        """Column -> header text (translated in the subclass, where `self.tr` finds its context)."""
        raise NotImplementedError

    def row_count(self) -> int:
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else self.row_count()

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt API)
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return self.headers().get(section)
