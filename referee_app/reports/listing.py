"""Long lists (standings, table lists, logs) spread over as many portrait pages as they need, the column
headings repeated on every page."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from referee_app.reports.canvas import MARGIN, NumberedCanvas, title_block
from referee_app.reports.fonts import BOLD, REGULAR
from referee_app.reports.grid import Column, draw_grid


def draw_paginated(canvas: NumberedCanvas, title: str, lines: list[str], columns: Sequence[Column],
                   rows: Sequence[Sequence[str]], row_height: float = 16,
                   line_after: int | None = None, line_label: str = "",
                   columns_for_width: Callable[[float], Sequence[Column]] | None = None,
                   notes: Sequence[str] = ()) -> None:
    """Draw `rows` under a title; `line_after` draws a bold rule (the cut line) after that many rows;
    `notes` follow the last row (on a new page if they do not fit)."""
    canvas.use_portrait()
    index = 0
    while True:
        width, _height = canvas._pagesize
        cols = columns_for_width(width - 2 * MARGIN) if columns_for_width else columns
        y = title_block(canvas, title, lines)
        room = int((y - MARGIN - 40) // row_height)
        chunk = list(rows[index:index + max(room, 1)])
        bottom = draw_grid(canvas, MARGIN, y, cols, chunk, row_height=row_height, heading_height=22,
                           font_size=9)
        if line_after is not None and index < line_after <= index + len(chunk):
            cut_y = y - 22 - (line_after - index) * row_height
            canvas.setLineWidth(2)
            canvas.setStrokeColorRGB(0.75, 0.1, 0.1)
            canvas.line(MARGIN - 4, cut_y, MARGIN + sum(c.width for c in cols) + 4, cut_y)
            canvas.setStrokeColorRGB(0, 0, 0)
            if line_label:
                canvas.setFont(BOLD, 7)
                canvas.setFillColorRGB(0.75, 0.1, 0.1)
                right = MARGIN + sum(c.width for c in cols) + 8
                room = canvas._pagesize[0] - right - 4
                for i, text in enumerate(wrap(canvas, line_label, BOLD, 7, room)):
                    canvas.drawString(right, cut_y + 1 - i * 8, text)
                canvas.setFillColorRGB(0, 0, 0)
        index += len(chunk)
        if index >= len(rows):
            _notes(canvas, title, lines, notes, bottom - 18)
            canvas.showPage()
            return
        canvas.showPage()


def _notes(canvas: NumberedCanvas, title: str, lines: list[str], notes: Sequence[str], y: float) -> None:
    width = canvas._pagesize[0] - 2 * MARGIN
    for note in notes:
        for line in wrap(canvas, note, REGULAR, 9, width):
            if y < MARGIN + 30:
                canvas.showPage()
                y = title_block(canvas, title, lines)
            canvas.setFont(REGULAR, 9)
            canvas.drawString(MARGIN, y, line)
            y -= 12
        y -= 3


def wrap(canvas: NumberedCanvas, text: str, font: str, size: float, width: float) -> list[str]:
    """Greedy word wrap to `width` points."""
    out: list[str] = []
    current = ""
    for word in text.split():
        candidate = f"{current} {word}".strip()
        if current and canvas.stringWidth(candidate, font, size) > width:
            out.append(current)
            current = word
        else:
            current = candidate
    return out + [current] if current else out
