"""The tile grid shared by the hall board and the projector: a list view of tiles, and the tile size that
fits a number of them into an area."""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QSize
from PySide6.QtWidgets import QListView

from referee_app.ui.hall.delegate import TileDelegate


def tile_grid(count: int, area: QSize, aspect: float = 1.45, gap: int = 0, widest: float = 1.9) -> QSize:
    """The largest tile size that fits `count` tiles of about `aspect` width/height into `area`, with `gap`
    pixels around each tile (the list view's spacing); the tiles then widen to fill their rows, up to
    `widest` width/height (at 1366x768 the 80-table grid left a tenth of the screen empty while the names in
    the tiles were cut)."""
    best = QSize(120, 80)
    best_area = 0
    for columns in range(1, max(count, 1) + 1):
        rows = math.ceil(count / columns)
        row_width = (area.width() - gap * (columns + 1)) / columns
        height = min((area.height() - gap * (rows + 1)) / rows, row_width / aspect)
        width = min(row_width, height * aspect)
        if width * height > best_area:
            best_area = int(width * height)
            best = QSize(int(min(row_width, height * widest)) - 1, int(height) - 1)
    return best


def tile_view(model: QAbstractItemModel, tile_size: QSize) -> tuple[QListView, TileDelegate]:
    view = QListView()
    view.setModel(model)
    view.setViewMode(QListView.ViewMode.IconMode)
    view.setMovement(QListView.Movement.Static)
    view.setResizeMode(QListView.ResizeMode.Adjust)
    view.setUniformItemSizes(True)
    view.setWrapping(True)
    view.setSpacing(2)
    view.setSelectionMode(QListView.SelectionMode.SingleSelection)
    delegate = TileDelegate(tile_size, view)
    view.setItemDelegate(delegate)
    return view, delegate


class FillRows(QObject):
    """Widens the hall board's tiles so that each row fills the view: at 1366 pixels five 230-pixel tiles
    left 170 empty pixels on the right while the players' names in the tiles were cut. Never narrower than
    the tile size the board asks for."""

    def __init__(self, view: QListView, delegate: TileDelegate) -> None:
        super().__init__(view)
        self.view = view
        self.delegate = delegate
        self.smallest = QSize(delegate.tile_size)
        # The view's own resizes, not its viewport's: the first `viewport()` call makes PySide look up the
        # Python type of that plain QWidget through every widget class (~12 ms before the window is ready),
        # and `fit` works out the viewport's width without it.
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        view = self.view
        gap = view.spacing()  # around each tile, and at the edges
        # The viewport's width with the scroll bar shown, whether it is or not (the list keeps room for the
        # scroll bar a longer list would bring): the room inside the frame less the width the scroll area
        # gives the bar, its size hint (asking the style for the extent builds every enum of QStyle, ~8 ms
        # before the window is ready).
        room = view.maximumViewportSize().width() - view.verticalScrollBar().sizeHint().width() - gap
        columns = max(1, room // (self.smallest.width() + gap))
        width = max(self.smallest.width(), room // columns - gap - 1)
        if width != self.delegate.tile_size.width():
            self.delegate.tile_size = QSize(width, self.smallest.height())
            view.scheduleDelayedItemsLayout()
