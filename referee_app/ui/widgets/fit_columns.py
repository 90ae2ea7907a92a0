"""Columns that fit their view: no sideways scrolling on a 1366-pixel screen.

Sized to their contents, the columns of a list of 320 players with long names and clubs add up to more
than the view is wide; the widest of the other columns are then trimmed to one common width (their text
elided in the middle), the names last (the end of a name, which tells namesakes apart, stays). Redone
whenever the view changes width.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView, QTreeView
from referee_app.ui.widgets.contained import contained

FLOOR = 60  # pixels below which a column is trimmed only after the names


def capped(widths: list[int], room: int) -> list[int]:
    """`widths` with the largest ones lowered to one cap so that they sum to at most `room`."""
    if sum(widths) <= room:
        return widths
    ordered = sorted(widths)
    spent = 0
    for count, width in enumerate(ordered):
        cap = (room - spent) // (len(ordered) - count)
        if width > cap:
            return [min(w, max(cap, 1)) for w in widths]
        spent += width
    return widths


def fitted(widths: list[int], room: int, kept: int, floor: int = FLOOR) -> list[int]:
    """`widths` within `room`: the other columns are trimmed first (down to `floor`), column `kept` (the
    names) only when that is not enough."""
    others = [w for i, w in enumerate(widths) if i != kept]
    trimmed = [max(w, min(floor, original)) for w, original in
               zip(capped(others, room - widths[kept]), others)]
    widths = trimmed[:kept] + [widths[kept]] + trimmed[kept:]
    return capped(widths, room)


class FitColumns(QObject):
    """Keeps a table or tree view's columns within its width (installed on the view's viewport)."""

    def __init__(self, view: QTableView | QTreeView, names: int = 0) -> None:
        super().__init__(view)
        self.view = view
        self.names = names
        self.pending = False
        view.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        view.viewport().installEventFilter(self)

    def header(self) -> QHeaderView:
        view = self.view
        return view.horizontalHeader() if isinstance(view, QTableView) else view.header()

    def fit(self) -> None:
        header = self.header()
        header.setStretchLastSection(False)
        columns = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        header.resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        widths = fitted([header.sectionSize(c) for c in columns], self.view.viewport().width(),
                        columns.index(self.names))
        for column, width in zip(columns, widths):
            header.resizeSection(column, width)

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize and not self.pending:
            # later, not inside the resize: a model being reset resizes the viewport (its scroll bar goes)
            self.pending = True
            QTimer.singleShot(0, self, self._fit_later)
        return False

    def _fit_later(self) -> None:
        self.pending = False
        self.fit()
