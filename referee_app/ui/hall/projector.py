"""The projector: the hall on one screen, readable from the back of the room. With 80 tables a tile each would
be too small to read, so the round's clock is shown once, large, and below it only the tables that differ from
it (paused, recovery minutes, last rounds, sdadata, finished, an alert). Esc or F11 closes it."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QSize, QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QLabel, QListView, QVBoxLayout, QWidget

from referee_app.ops.hall import TableTile, clock_text, follows_clock, number_ranges, round_expiry
from referee_app.texts import t
from referee_app.ui.hall.model import TILE_ROLE, HallModel
from referee_app.ui.hall.tiles import tile_grid, tile_view

GAP = 2  # the list view's spacing around each tile


def projector_min_px(height: int) -> int:
    """The smallest text on the projector: a 40th of the screen's height, 19 px at 768 lines (docs/hall.md)."""
    return max(16, height // 40)


class DifferingTiles(QSortFilterProxyModel):
    """The tiles that do not simply follow the round's clock."""

    def __init__(self, model: HallModel) -> None:
        super().__init__(model)
        self.expiry: float | None = None
        self.setSourceModel(model)

    def update(self, tiles: list[TableTile]) -> None:
        self.expiry = round_expiry(tiles)
        self.invalidate()

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:  # noqa: N802
        tile = self.sourceModel().index(row, 0, parent).data(TILE_ROLE)
        return self.expiry is None or not follows_clock(tile, self.expiry)


class ProjectorWindow(QWidget):
    def __init__(self, model: HallModel, parent: QWidget) -> None:
        # A child of the page with its own window, so Qt destroys it before the model it shows.
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(t("hall.hall_board"))
        self.setStyleSheet("background: #263238; color: #eceff1;")
        self.model = model
        self.differing = DifferingTiles(model)
        self.clock = QLabel()
        self.clock.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption = QLabel()
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.caption.setWordWrap(True)
        self.view, self.delegate = tile_view(self.differing, QSize(200, 140))
        self.delegate.compact = True  # number and clock large, the phase below; no names, no desk alerts
        self.delegate.public = True
        self.view.setSpacing(GAP)
        self.view.setStyleSheet("QListView { background: #263238; border: none; }")
        self.view.setSelectionMode(QListView.SelectionMode.NoSelection)
        # Every tile on the one screen: the size is computed to fit, so there is never anything to scroll to.
        self.view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(0)
        layout.addWidget(self.clock)
        layout.addWidget(self.caption)
        layout.addWidget(self.view, 1)
        for key in ("Esc", "F11"):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(self.close)
            self.addAction(action)
        model.modelReset.connect(self._reset)
        model.dataChanged.connect(self._tick)
        self._reset()

    def _reset(self) -> None:
        self.differing.update(self.model.tiles())
        self._tick()
        self.fit()

    def _tick(self) -> None:
        expiry = self.differing.expiry
        self.clock.setVisible(expiry is not None)
        self.caption.setVisible(expiry is not None)
        if expiry is None:
            return
        self.clock.setText(clock_text(max(0.0, expiry - self.model.now)))
        self.caption.setText(self.caption_text())

    def caption_text(self) -> str:
        """Which tables play on the big clock, by number, and how many differ (shown below it)."""
        expiry = self.differing.expiry
        on_clock = [tile.number for tile in self.model.tiles() if follows_clock(tile, expiry)]
        rest = self.differing.rowCount()
        text = t("hall.on_this_clock", number_ranges(on_clock))
        if rest:
            text += "\n" + (t("hall.below_one_other") if rest == 1 else t("hall.below_others", rest))
        return text

    def fit(self) -> None:
        """Big clock about a fifth of the screen; the differing tiles share the rest, as large as they fit."""
        height = self.height()
        clock_font = QFont("DejaVu Sans Mono")
        clock_font.setBold(True)
        clock_font.setPixelSize(max(24, height // 6))
        self.clock.setFont(clock_font)
        caption_font = QFont()
        least = projector_min_px(height)
        caption_font.setPixelSize(least)
        self.delegate.minimum_px = least
        self.caption.setFont(caption_font)
        header = (self.clock.sizeHint().height() + self.caption.sizeHint().height()) if self.clock.isVisible() else 0
        area = QSize(self.width() - 8, height - 8 - header)
        self.delegate.tile_size = tile_grid(max(self.differing.rowCount(), 1), area, gap=GAP + 1)
        self.view.scheduleDelayedItemsLayout()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.fit()
