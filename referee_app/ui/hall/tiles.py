"""The tile grid shared by the hall board and the projector: a list view of tiles, and the tile size that
fits a number of them into an area."""

from __future__ import annotations

import math

from PySide6.QtCore import QAbstractItemModel, QEvent, QObject, QSize
from PySide6.QtWidgets import QListView

from referee_app.ui.hall.delegate import TileDelegate
from referee_app.ui.widgets.contained import contained


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


DENSITIES = ("auto", "large", "compact")
# A compact tile is never smaller than this: its number, clock and alert keep the desk's minimum text size
# (delegate.DESK_MIN_PX); below it the board scrolls rather than shrink the text.
COMPACT_MIN = QSize(112, 58)


class HallFit(QObject):
    """The hall board's tile size. Large tiles (the players' names, who rolls next) widened so that each row
    fills the view; compact tiles (number, clock, phase or alert) sized so that every table of the round is on
    the screen at once: at 1366x768 the large tiles showed 20 of 80 tables and a referee call at table 63
    needed scrolling. `density`: "auto" (large while they all fit, else compact), "large" or "compact"."""

    def __init__(self, view: QListView, delegate: TileDelegate) -> None:
        super().__init__(view)
        self.view = view
        self.delegate = delegate
        self.smallest = QSize(delegate.tile_size)
        self.density = "auto"
        # The view's own resizes, not its viewport's: the first `viewport()` call makes PySide look up the
        # Python type of that plain QWidget through every widget class (~12 ms before the window is ready),
        # and `fit` works out the viewport's width without it.
        view.installEventFilter(self)

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def set_density(self, density: str) -> None:
        self.density = density if density in DENSITIES else "auto"
        self.fit()

    def compact(self) -> bool:
        """Whether the tiles are compact now (chosen, or needed for all of them to fit)."""
        return self.delegate.compact

    def fit(self) -> None:
        view = self.view
        model = view.model()
        count = model.rowCount() if model is not None else 0
        gap = view.spacing()  # around each tile, and at the edges
        room = view.maximumViewportSize()
        # The width with the scroll bar shown, whether it is or not (the list keeps room for the scroll bar a
        # longer list would bring): less the width the scroll area gives the bar, its size hint (asking the
        # style for the extent builds every enum of QStyle, ~8 ms before the window is ready).
        bar = view.verticalScrollBar().sizeHint().width()
        width = room.width() - bar - gap
        columns = max(1, width // (self.smallest.width() + gap))
        large = QSize(max(self.smallest.width(), width // columns - gap - 1), self.smallest.height())
        rows = math.ceil(count / columns) if count else 0
        fits = rows * (large.height() + gap) + gap <= room.height()
        compact = self.density == "compact" or (self.density == "auto" and not fits)
        if compact:
            # every tile on the screen: no room kept for a scroll bar there will be no need of
            grid = tile_grid(max(count, 1), QSize(room.width() - 1, room.height() - 1), aspect=1.8, gap=2 * gap,
                             widest=2.6)
            columns = max(1, (room.width() - 2 * gap) // (grid.width() + 2 * gap))
            widened = (room.width() - 2 * gap * (columns + 1)) // columns  # the rows fill the width
            size = QSize(max(widened, COMPACT_MIN.width()), max(grid.height(), COMPACT_MIN.height()))
        else:
            size = large
        if size != self.delegate.tile_size or compact != self.delegate.compact:
            self.delegate.tile_size = size
            self.delegate.compact = compact
            view.scheduleDelayedItemsLayout()
