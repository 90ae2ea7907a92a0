"""The shared page frame: A4 canvas with the embedded fonts, a running header and "page x of y" footers.

reportlab only knows the page count at the end, so page furniture is drawn when the document is saved
(the usual NumberedCanvas recipe)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO

from reportlab.lib.pagesizes import A4, landscape
from reportlab.pdfgen.canvas import Canvas

from referee_app.reports.fonts import BOLD, REGULAR, register_fonts
from referee_app.reports.labels import label

MARGIN = 28.0


class NumberedCanvas(Canvas):
    def __init__(self, target: str | Path | BinaryIO, lang: str = "it", title: str = "",
                 printed: datetime | None = None) -> None:
        register_fonts()
        super().__init__(target if not isinstance(target, Path) else str(target), pagesize=A4)
        self.lang = lang
        self.setTitle(title)
        self.setAuthor("referee-app")
        self._printed = (printed or datetime.now()).strftime("%d/%m/%Y %H:%M")
        self._pages: list[dict[str, Any]] = []

    def use_landscape(self) -> None:
        self.setPageSize(landscape(A4))

    def use_portrait(self) -> None:
        self.setPageSize(A4)

    def showPage(self) -> None:  # noqa: N802 (reportlab API)
        self._pages.append(dict(self.__dict__))
        self._startPage()

    def save(self) -> None:
        total = len(self._pages)
        for state in self._pages:
            self.__dict__.update(state)
            self._footer(total)
            super().showPage()
        super().save()

    def _footer(self, total: int) -> None:
        width = self._pagesize[0]
        self.setFont(REGULAR, 7.5)
        self.setFillGray(0.35)
        self.drawString(MARGIN, MARGIN / 2, label(self.lang, "printed", when=self._printed))
        self.drawRightString(width - MARGIN, MARGIN / 2,
                             label(self.lang, "page", page=self._pageNumber, pages=total))
        self.setFillGray(0)


def fit_text(canvas: Canvas, text: str, font: str, size: float, width: float) -> float:
    """The largest font size <= size at which `text` fits in `width` (names vary a lot in length)."""
    while size > 5 and canvas.stringWidth(text, font, size) > width:
        size -= 0.5
    return size


def title_block(canvas: NumberedCanvas, title: str, lines: list[str]) -> float:
    """Draw a sheet title and its header lines; returns the y below them."""
    width, height = canvas._pagesize
    y = height - MARGIN - 16
    canvas.setFont(BOLD, 16)
    canvas.drawString(MARGIN, y, title)
    canvas.setFont(REGULAR, 9.5)
    for line in lines:
        if line:
            y -= 13
            canvas.drawString(MARGIN, y, line)
    canvas.setLineWidth(0.8)
    canvas.line(MARGIN, y - 6, width - MARGIN, y - 6)
    return y - 18


def write_pdf(target: str | Path | BinaryIO, lang: str, title: str,
              draw_pages: Callable[[NumberedCanvas], object], printed: datetime | None = None) -> None:
    canvas = NumberedCanvas(target, lang=lang, title=title, printed=printed)
    draw_pages(canvas)
    canvas.save()
