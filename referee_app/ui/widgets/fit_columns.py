"""Columns that fit their view: no sideways scrolling on a 1366-pixel screen.

Sized to their contents, the columns of a list of 320 players with long names and clubs add up to more
than the view is wide; the widest of the other columns are then trimmed to one common width, the names last.
A trimmed text is cut at its end by Qt (the view's elide mode), never in its middle: a referee calling tables
reads a name from its beginning. Pointing at a cut cell shows its whole text (before the cell's own tip, if
it has one). When there is room to spare, the names take it. Redone whenever the view changes width or its
model is reset.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QHeaderView, QStyleOptionViewItem, QTableView, QToolTip, QTreeView
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
    names) only when that is not enough; room left over goes to column `kept`."""
    others = [w for i, w in enumerate(widths) if i != kept]
    trimmed = [max(w, min(floor, original)) for w, original in
               zip(capped(others, room - widths[kept]), others)]
    widths = trimmed[:kept] + [max(widths[kept], room - sum(trimmed))] + trimmed[kept:]
    return capped(widths, room)


class FitColumns(QObject):
    """Keeps a table or tree view's columns within its width (installed on the view's viewport); `names` is
    the column (of the model's column enum) that takes the width the others leave."""

    def __init__(self, view: QTableView | QTreeView, names: int = 0) -> None:
        super().__init__(view)
        self.view = view
        self.names = names
        self.pending = False
        view.setTextElideMode(Qt.TextElideMode.ElideRight)
        view.setWordWrap(False)  # a wrapped text is cut at its second line's end, whatever the elide mode
        view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.header().setTextElideMode(Qt.TextElideMode.ElideRight)  # a trimmed column's heading too
        view.viewport().installEventFilter(self)
        view.model().modelReset.connect(self.request)

    def header(self) -> QHeaderView:
        view = self.view
        return view.horizontalHeader() if isinstance(view, QTableView) else view.header()

    def fit(self) -> None:
        header = self.header()
        header.setStretchLastSection(False)
        columns = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        if self.names not in columns:
            return
        header.resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        widths = fitted([header.sectionSize(c) for c in columns], self.view.viewport().width(),
                        columns.index(self.names))
        for column, width in zip(columns, widths):
            header.resizeSection(column, width)

    def is_cut(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        """Whether the cell's text is wider than the cell (Qt's delegate measures both the same way)."""
        view = self.view
        delegate = view.itemDelegateForIndex(index)
        if delegate is None or not index.data():
            return False
        option = QStyleOptionViewItem()
        view.initViewItemOption(option)
        return delegate.sizeHint(option, index).width() > view.visualRect(index).width()

    def tip(self, index: QModelIndex | QPersistentModelIndex) -> str:
        """What pointing at the cell shows: its whole text when it is cut, then the cell's own tip."""
        own = str(index.data(Qt.ItemDataRole.ToolTipRole) or "")
        text = str(index.data() or "")
        if not self.is_cut(index) or text in own:
            return own
        return f"{text}\n{own}" if own else text

    def request(self) -> None:
        if not self.pending:
            # later, not inside the resize: a model being reset resizes the viewport (its scroll bar goes)
            self.pending = True
            QTimer.singleShot(0, self, self._fit_later)

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize:
            self.request()
        elif event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            index = self.view.indexAt(event.pos())
            if index.isValid() and self.is_cut(index):
                QToolTip.showText(event.globalPos(), self.tip(index), self.view.viewport(),
                                  self.view.visualRect(index))
                return True
        return False

    def _fit_later(self) -> None:
        self.pending = False
        self.fit()
