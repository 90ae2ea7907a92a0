"""Paints one table tile: number, big clock, phase, next roller, alerts. Sizes follow the tile so the same
delegate serves the desk view and the projector, where digits must be readable across a hall. A compact tile
(an 80-table round on one 1366x768 screen) keeps three lines: number and clock, phase, alert; its text is
never smaller than DESK_MIN_PX (docs/hall.md)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

from referee_app.ops.hall import TableTile, clock_text
from referee_app.texts import t
from referee_app.ui.hall.model import NOW_ROLE, TILE_ROLE

_BACKGROUND = {"not_started": "#eceff1", "playing": "#ffffff", "penultimate_round": "#fff3e0",
               "last_round": "#ffe0b2", "extra_round": "#ffe0b2", "sdadata": "#ffcc80", "closing_turn": "#ffe0b2",
               "closing_round": "#ffe0b2", "ended": "#c8e6c9",
               "confirmed": "#a5d6a7"}


DESK_MIN_PX = 12  # the smallest text on the desk's hall board, compact tiles included (the window's own text)
RED = "#b71c1c"


@dataclass(frozen=True)
class Part:
    """One line of text of a compact tile: where, how large, in which colour; `fits`: drawn whole (not cut)."""
    rect: QRectF
    font: QFont
    text: str
    colour: str
    align: Qt.AlignmentFlag
    fits: bool


class TileDelegate(QStyledItemDelegate):
    def __init__(self, tile_size: QSize, parent: object = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]
        self.tile_size = tile_size
        self.compact = False  # set by the board's fit (tiles.HallFit)
        self.minimum_px = DESK_MIN_PX  # the smallest text it draws (larger on the projector)
        self.public = False  # the projector: for the players, so no alerts and no names

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> QSize:  # noqa: N802
        return self.tile_size

    def phase_text(self, tile: TableTile) -> str:
        texts = {
            "not_started": t("common.not_started"), "playing": t("common.playing"),
            "penultimate_round": t("common.penultimate_round"), "last_round": t("common.last_round"),
            "extra_round": t("common.extra_round"), "closing_turn": t("common.closing_turn"),
            "closing_round": t("common.closing_round"), "ended": t("common.game_over"),
            "confirmed": t("common.result_confirmed"),
        }
        if tile.phase == "sdadata":
            return t("hall.sdadata_ends_on", self.sums_text(tile.ending_sums or ()))
        return texts.get(tile.phase, tile.phase)

    def short_phase(self, tile: TableTile) -> str:
        """The phase in a compact tile's width: the sums that end an sdadata stay, the rest of its words go."""
        if tile.phase == "sdadata":
            # the sums stay together when the line is wrapped (a no-break space)
            return t("hall.sdadata_short", self.sums_text(tile.ending_sums or ()).replace(" ", "\u00a0"))
        if tile.phase in ("closing_turn", "closing_round"):
            return t("hall.closing_turn_short" if tile.phase == "closing_turn" else "hall.closing_round_short")
        if tile.phase == "confirmed":  # the players need only know the game is over
            return t("common.game_over") if self.public else t("hall.confirmed_short")
        return self.phase_text(tile)

    def sums_text(self, sums: tuple[int, ...]) -> str:
        if not sums:
            return "—"
        if sums == tuple(range(2, max(sums) + 1)):
            return f"≤ {max(sums)}"
        return t("common.or").join(str(s) for s in sums).replace("  ", " ")

    def alert_texts(self, tile: TableTile, now: float) -> list[str]:
        texts = {"time_expired": t("common.time_expired"), "result_missing": t("hall.result_missing"),
                 "referee_called": t("common.referee_called"), "dispute": t("hall.dispute")}
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
        alerts = [] if self.public else self.alert_texts(tile, now)  # the players see no desk alerts
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        background = QColor("#bbdefb") if tile.paused else QColor(_BACKGROUND.get(tile.phase, "#ffffff"))
        border = QColor("#c62828") if alerts else QColor("#90a4ae")
        selected = self.is_selected(index)
        painter.setPen(QPen(QColor("#1565c0") if selected else border, max(2.0, unit * (0.35 if alerts else 0.15))))
        painter.setBrush(background)
        painter.drawRoundedRect(rect, unit * 0.6, unit * 0.6)

        if self.compact:
            for part in self.compact_parts(tile, now, rect, option.font):
                painter.setFont(part.font)
                painter.setPen(QColor(part.colour))
                painter.drawText(part.rect, part.align, part.text)
            painter.restore()
            return
        font = QFont(option.font)
        font.setBold(True)
        font.setPixelSize(max(8, int(unit * 1.3)))
        painter.setFont(font)
        painter.setPen(QColor("#263238"))
        inner = rect.adjusted(unit * 0.5, unit * 0.3, -unit * 0.5, -unit * 0.3)
        top_left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        painter.drawText(inner, top_left, t("common.table_n", tile.number))
        if tile.paused:
            painter.drawText(inner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop, t("hall.pause"))

        remaining = tile.remaining_at(now)
        digits = clock_text(remaining)
        clock = QFont(font)
        # As large as the tile allows, by its height and by its width: h:mm:ss must not overflow either.
        clock.setPixelSize(max(10, int(min(unit * 3.4, inner.width() / (0.62 * len(digits))))))
        clock.setStyleHint(QFont.StyleHint.Monospace)
        clock.setFamilies(["DejaVu Sans Mono", "Monospace"])
        painter.setFont(clock)
        painter.setPen(QColor(self.clock_colour(tile, remaining)))
        clock_rect = QRectF(inner.left(), inner.top() + unit * 1.5, inner.width(), unit * 3.8)
        painter.drawText(clock_rect, Qt.AlignmentFlag.AlignCenter, digits)

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
            elided = painter.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, int(inner.width()))
            painter.drawText(QRectF(inner.left(), y, inner.width(), step),
                             Qt.AlignmentFlag.AlignCenter, elided)
            y += step
        painter.restore()


    def clock_colour(self, tile: TableTile, remaining: float) -> str:
        if tile.phase in ("ended", "confirmed"):
            return "#78909c"  # stopped when the game ended: grey, so it never reads as running
        return RED if remaining <= 0 and tile.phase != "not_started" else "#000000"

    def compact_parts(self, tile: TableTile, now: float, rect: QRectF, base: QFont) -> list[Part]:
        """The compact tile's lines inside `rect` (the tile less its margin): the number and the clock on the
        first, then the phase (or a second alert), then the first alert (or who rolls next)."""
        inner = rect.adjusted(3, 2, -3, -2)
        top_h = max(inner.height() * 0.42, self.minimum_px * 1.3)
        line_h = (inner.height() - top_h) / 2
        digits = clock_text(tile.remaining_at(now))
        number = QFont(base)
        number.setBold(True)
        least = self.minimum_px
        number.setPixelSize(max(least, int(min(top_h * 0.8, inner.width() * 0.3 if self.public else 24))))
        number_w = QFontMetrics(number).horizontalAdvance(str(tile.number))
        clock = QFont(number)
        clock.setStyleHint(QFont.StyleHint.Monospace)
        clock.setFamilies(["DejaVu Sans Mono", "Monospace"])
        room = inner.width() - number_w - 6
        clock.setPixelSize(max(least, int(min(top_h * 0.85, room / (0.62 * len(digits)),
                                              top_h if self.public else 26))))
        small = QFont(base)
        small.setPixelSize(max(least, int(min(line_h * 0.8, line_h if self.public else 15))))
        bold = QFont(small)
        bold.setBold(True)
        alerts = [] if self.public else self.alert_texts(tile, now)
        second = alerts[1] if len(alerts) > 1 else (t("hall.pause") if tile.paused else self.short_phase(tile))
        third = alerts[0] if alerts else (t("hall.next", tile.next_player) if tile.next_player and not self.public
                                          else "")
        if not third and QFontMetrics(small).horizontalAdvance(second) > inner.width():
            second, third = wrapped(QFontMetrics(small), second, int(inner.width()))
        top = QRectF(inner.left(), inner.top(), inner.width(), top_h)
        lines = (QRectF(inner.left(), inner.top() + top_h, inner.width(), line_h),
                 QRectF(inner.left(), inner.top() + top_h + line_h, inner.width(), line_h))

        def part(area: QRectF, font: QFont, text: str, colour: str, align: Qt.AlignmentFlag) -> Part:
            font = QFont(font)
            while font.pixelSize() > least and QFontMetrics(font).horizontalAdvance(text) > area.width():
                font.setPixelSize(font.pixelSize() - 1)  # smaller, down to the minimum, before it is cut
            shown = QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, int(area.width()))
            return Part(area, font, shown, colour, align, shown == text)

        align = Qt.AlignmentFlag
        return [part(top, number, str(tile.number), "#263238", align.AlignLeft | align.AlignVCenter),
                part(top.adjusted(number_w + 6, 0, 0, 0), clock, digits,
                     self.clock_colour(tile, tile.remaining_at(now)), align.AlignRight | align.AlignVCenter),
                part(lines[0], bold if len(alerts) > 1 else small, second, RED if len(alerts) > 1 else "#263238",
                     Qt.AlignmentFlag.AlignCenter),
                part(lines[1], bold if alerts else small, third, RED if alerts else "#263238",
                     Qt.AlignmentFlag.AlignCenter)]


def wrapped(metrics: QFontMetrics, text: str, width: int) -> tuple[str, str]:
    """`text` on two lines: as many words as fit on the first, the rest on the second."""
    words = text.split(" ")  # not split(): that would break at the no-break spaces too
    for cut in range(len(words) - 1, 0, -1):
        if metrics.horizontalAdvance(" ".join(words[:cut])) <= width:
            return " ".join(words[:cut]), " ".join(words[cut:])
    return text, ""
