"""Paints one table tile: number, big clock, phase, next roller, alerts. Sizes follow the tile so the same
delegate serves the desk view and the projector, where digits must be readable across a hall."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

from referee_app.ops.hall import TableTile, clock_text
from referee_app.ui.hall.model import NOW_ROLE, TILE_ROLE
from referee_app.ui.widgets.qt_values import (ALIGN_CENTER, ALIGN_HCENTER, ALIGN_LEFT, ALIGN_RIGHT, ALIGN_TOP,
                                      ALIGN_VCENTER)
from referee_app.texts import t

_BACKGROUND = {"not_started": "#eceff1", "playing": "#ffffff", "penultimate_round": "#fff3e0",
               "last_round": "#ffe0b2", "extra_round": "#ffe0b2", "sdadata": "#ffcc80", "ended": "#c8e6c9",
               "confirmed": "#a5d6a7"}


class TileDelegate(QStyledItemDelegate):
    def __init__(self, tile_size: QSize, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.tile_size = tile_size

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        return self.tile_size

    def phase_text(self, tile: TableTile) -> str:
        texts = {
            "not_started": t("hall.not_started"), "playing": t("hall.playing"),
            "penultimate_round": t("hall.penultimate_round"), "last_round": t("hall.last_round"),
            "extra_round": t("hall.extra_round"), "ended": t("hall.game_over"),
            "confirmed": t("hall.result_confirmed"),
        }
        if tile.phase == "sdadata":
            return t("hall.sdadata_ends_on", self.sums_text(tile.ending_sums or ()))
        return texts.get(tile.phase, tile.phase)

    def sums_text(self, sums: tuple[int, ...]) -> str:
        if not sums:
            return "—"
        if sums == tuple(range(2, max(sums) + 1)):
            return f"≤ {max(sums)}"
        return t("hall.or").join(str(s) for s in sums).replace("  ", " ")

    def alert_texts(self, tile: TableTile, now: float) -> list[str]:
        texts = {"time_expired": t("hall.time_expired"), "result_missing": t("hall.result_missing"),
                 "referee_called": t("hall.referee_called"), "dispute": t("hall.dispute")}
        alerts = [texts[a] for a in tile.alerts]
        if tile.expired_at(now) and texts["time_expired"] not in alerts:
            alerts.insert(0, texts["time_expired"])
        return alerts

    def is_selected(self, index: QModelIndex | QPersistentModelIndex) -> bool:
        # Asked of the view's selection rather than `option.state`: reading that flag makes PySide build
        # every enum of QStyle (~8 ms), on the window's first paint.
        view = self.parent()
        selection = view.selectionModel() if isinstance(view, QAbstractItemView) else None
        return selection is not None and selection.isRowSelected(index.row())  # a list: one column

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        tile: TableTile = index.data(TILE_ROLE)
        now: float = index.data(NOW_ROLE)
        rect = QRectF(option.rect).adjusted(3, 3, -3, -3)
        unit = rect.height() / 10
        alerts = self.alert_texts(tile, now)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        background = QColor("#bbdefb") if tile.paused else QColor(_BACKGROUND.get(tile.phase, "#ffffff"))
        border = QColor("#c62828") if alerts else QColor("#90a4ae")
        selected = self.is_selected(index)
        painter.setPen(QPen(QColor("#1565c0") if selected else border, max(2.0, unit * (0.35 if alerts else 0.15))))
        painter.setBrush(background)
        painter.drawRoundedRect(rect, unit * 0.6, unit * 0.6)

        font = QFont(option.font)
        font.setBold(True)
        font.setPixelSize(max(8, int(unit * 1.3)))
        painter.setFont(font)
        painter.setPen(QColor("#263238"))
        inner = rect.adjusted(unit * 0.5, unit * 0.3, -unit * 0.5, -unit * 0.3)
        painter.drawText(inner, ALIGN_LEFT | ALIGN_TOP, t("hall.table", tile.number))
        if tile.paused:
            painter.drawText(inner, ALIGN_RIGHT | ALIGN_TOP, t("hall.pause"))

        remaining = tile.remaining_at(now)
        digits = clock_text(remaining)
        clock = QFont(font)
        # As large as the tile allows, by its height and by its width: h:mm:ss must not overflow either.
        clock.setPixelSize(max(10, int(min(unit * 3.4, inner.width() / (0.62 * len(digits))))))
        clock.setStyleHint(QFont.StyleHint.Monospace)
        clock.setFamilies(["DejaVu Sans Mono", "Monospace"])
        painter.setFont(clock)
        if tile.phase in ("ended", "confirmed"):
            painter.setPen(QColor("#78909c"))  # stopped when the game ended: grey, so it never reads as running
        else:
            painter.setPen(QColor("#b71c1c") if remaining <= 0 and tile.phase != "not_started" else QColor("#000000"))
        clock_rect = QRectF(inner.left(), inner.top() + unit * 1.5, inner.width(), unit * 3.8)
        painter.drawText(clock_rect, ALIGN_CENTER, digits)

        small = QFont(option.font)
        small.setPixelSize(max(8, int(unit * 1.05)))
        painter.setFont(small)
        painter.setPen(QColor("#263238"))
        lines = [self.phase_text(tile)]
        if tile.next_player:
            lines.append(t("hall.next", tile.next_player))
        if alerts:
            lines.append(" · ".join(alerts))
        # three lines (phase, who rolls, an alert) end inside the tile's border, not on it
        y, step = inner.top() + unit * 5.3, unit * 1.35
        for i, line in enumerate(lines):
            if i == len(lines) - 1 and alerts:
                painter.setPen(QColor("#b71c1c"))
                small.setBold(True)
                painter.setFont(small)
            elided = elided_right(painter.fontMetrics(), line, int(inner.width()))
            painter.drawText(QRectF(inner.left(), y, inner.width(), step),
                             ALIGN_HCENTER | ALIGN_VCENTER, elided)
            y += step
        painter.restore()


def elided_right(metrics: QFontMetrics, text: str, width: int) -> str:
    """`text` cut at the end with "…" to fit `width` pixels. QFontMetrics.elidedText would do it but takes an
    enum of the `Qt` namespace, which the first paint of the hall must not build (ui/widgets/qt_values.py)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    low, high = 0, len(text)  # the longest prefix that fits with the ellipsis: between low and high
    while low < high:
        middle = (low + high + 1) // 2
        if metrics.horizontalAdvance(text[:middle].rstrip() + "…") <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"
