"""A ruled table drawn straight on the canvas: fixed columns, wrapped two-line headings, tall rows to write in.

Drawn by hand rather than with platypus because a score sheet is a form with a fixed layout, and it keeps
a batch of 80 sheets fast."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from referee_app.reports.canvas import fit_text
from referee_app.reports.fonts import CONDENSED, CONDENSED_BOLD, REGULAR


@dataclass(frozen=True)
class Column:
    heading: str
    width: float
    align: str = "left"


def _two_lines(canvas: Canvas, text: str, width: float, size: float, font: str = CONDENSED_BOLD) -> list[str]:
    """`text` on one line if it fits, else cut at the space that balances the two lines best."""
    if canvas.stringWidth(text, font, size) <= width or " " not in text:
        return [text]
    words = text.split()
    cuts = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    first, second = min(cuts, key=lambda pair: max(canvas.stringWidth(part, font, size) for part in pair))
    return [first, second]


def draw_grid(canvas: Canvas, x: float, y: float, columns: Sequence[Column], rows: Sequence[Sequence[str]],
              row_height: float, heading_height: float = 26, font_size: float = 10) -> float:
    """Draw headings and rows from the top-left corner (x, y); returns the y of the bottom rule."""
    total = sum(c.width for c in columns)
    canvas.setFillGray(0.9)
    canvas.rect(x, y - heading_height, total, heading_height, stroke=0, fill=1)
    canvas.setFillGray(0)
    cx = x
    for column in columns:
        lines = _two_lines(canvas, column.heading, column.width - 4, 8)
        for i, line in enumerate(lines):
            size = fit_text(canvas, line, CONDENSED_BOLD, 8, column.width - 4)
            canvas.setFont(CONDENSED_BOLD, size)
            ty = y - heading_height / 2 + (len(lines) - 1) * 4.5 - i * 9 - 3
            canvas.drawCentredString(cx + column.width / 2, ty, line)
        cx += column.width
    bottom = y - heading_height - row_height * len(rows)
    for r, row in enumerate(rows):
        top = y - heading_height - r * row_height
        cx = x
        for column, text in zip(columns, row):
            if text:
                _cell(canvas, text, column, cx, top, row_height, font_size)
            cx += column.width
    canvas.setLineWidth(0.6)
    canvas.rect(x, bottom, total, y - bottom, stroke=1, fill=0)
    canvas.setLineWidth(0.3)
    for r in range(len(rows) + 1):
        ry = y - heading_height - r * row_height
        canvas.line(x, ry, x + total, ry)
    cx = x
    for column in columns[:-1]:
        cx += column.width
        canvas.line(cx, y, cx, bottom)
    return bottom


def _cell(canvas: Canvas, text: str, column: Column, x: float, top: float, height: float, size: float) -> None:
    font = REGULAR if column.align == "left" else CONDENSED
    room = column.width - 6
    fitted = fit_text(canvas, text, font, size, room)
    lines = [text]
    if fitted < size * 0.8 and " " in text and height >= 2.4 * size:
        lines = _two_lines(canvas, text, room, size, font)
        fitted = min(fit_text(canvas, line, font, size, room) for line in lines)
    canvas.setFont(font, fitted)
    for i, line in enumerate(lines):
        ty = top - height / 2 - fitted / 3 + (len(lines) - 1 - 2 * i) * fitted * 0.6
        if column.align == "left":
            canvas.drawString(x + 3, ty, line)
        else:
            canvas.drawCentredString(x + column.width / 2, ty, line)
