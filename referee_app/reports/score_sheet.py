"""The table score sheet (A4 landscape): players in seat order and one column per tie-break measure of the
ruleset, to fill in by hand at the end of the game, with the 164 check line and signatures. Its cells follow
the desk's sheet mode (ops/sheet_entry.py): the card, the counted measures, the elimination order, the
tie-break die, and below the grid the neutral territories and who declared RisiKo!."""

from __future__ import annotations

from referee_app.reports.canvas import MARGIN, NumberedCanvas, title_block
from referee_app.reports.fonts import BOLD, REGULAR
from referee_app.reports.grid import Column, draw_grid
from referee_app.reports.labels import colour, criterion, label
from referee_app.reports.models import ScoreSheet, SheetHeader

# Criteria that are facts of the game, not numbers the players count at the table.
_NOT_COUNTED = {"risiko", "elimination", "die", "reverse_seat", "score"}


def measure_columns(criteria: tuple[str, ...]) -> tuple[str, ...]:
    """The counted measures to print: objective and outside points always, then the ruleset's chain."""
    ordered = ["objective_points", "outside_points"]
    ordered += [c for c in criteria if c not in _NOT_COUNTED and c not in ordered]
    return tuple(ordered)


def header_lines(lang: str, header: SheetHeader) -> list[str]:
    first = f"{label(lang, 'event')}: {header.event}"
    if header.venue or header.date:
        first += f"  —  {header.venue} {header.date}".rstrip()
    second = "   ".join(part for part in (
        f"{label(lang, 'round')}: {header.round_label}" if header.round_label else "",
        f"{label(lang, 'ruleset')}: {header.ruleset}" if header.ruleset else "") if part)
    return [first, second]


def draw_score_sheet(canvas: NumberedCanvas, sheet: ScoreSheet) -> None:
    lang = canvas.lang
    canvas.use_landscape()
    width, height = canvas._pagesize
    table = f" — {label(lang, 'table')} {sheet.header.table}" if sheet.header.table is not None else ""
    y = title_block(canvas, label(lang, "score_sheet") + table, header_lines(lang, sheet.header))
    start = sheet.header.clock_start or "____:____"
    canvas.setFont(REGULAR, 10)
    canvas.drawRightString(width - MARGIN, height - MARGIN - 16, f"{label(lang, 'clock_start')}: {start}")

    measures = measure_columns(sheet.criteria)
    usable = width - 2 * MARGIN
    fixed = [Column(label(lang, "seat"), 30, "centre"), Column(label(lang, "colour"), 48, "centre")]
    # the objective card's number, typed back in the result dialog ("7") when the event has a deck
    card = [Column(label(lang, "card_number"), 40, "centre")]
    tail = [Column(label(lang, "place"), 32, "centre"), Column(label(lang, "points"), 52, "centre"),
            Column(label(lang, "signature"), 100)]
    if "die" in sheet.criteria:  # rolled at the table only for players still tied: written by the referee
        tail.insert(0, Column(criterion(lang, "die"), 34, "centre"))
    if sheet.shows_elimination:
        tail.insert(0, Column(label(lang, "eliminated"), 44, "centre"))
    spare = usable - sum(c.width for c in fixed + card + tail)
    measure_width = min(64.0, max(44.0, (spare - 130) / max(len(measures), 1)))
    name_width = spare - measure_width * len(measures)
    columns = fixed + [Column(label(lang, "player"), name_width)] + card + \
        [Column(criterion(lang, m), measure_width, "centre") for m in measures] + tail

    if sheet.seats:
        rows = [[str(s.seat), colour(lang, s.colour), s.name] + [""] * (len(columns) - 3) for s in sheet.seats]
    else:
        rows = [[str(i + 1)] + [""] * (len(columns) - 1) for i in range(sheet.table_size)]
    bottom = draw_grid(canvas, MARGIN, y, columns, rows, row_height=40)

    y = bottom - 22
    canvas.setFont(REGULAR, 10)
    canvas.drawString(MARGIN, y, f"{label(lang, 'neutral_value')}: ________")
    if "risiko" in sheet.criteria:
        canvas.drawString(MARGIN + 300, y, f"{label(lang, 'risiko_declared_by')}: ______________________")
    y -= 18
    canvas.setFont(BOLD, 10)
    canvas.drawString(MARGIN, y, label(lang, "check_line", total=sheet.board_total))
    canvas.setFont(REGULAR, 10)
    canvas.drawString(MARGIN + 470, y, f"{label(lang, 'sum')}: ________")
    y -= 16
    canvas.setLineWidth(0.5)
    canvas.rect(MARGIN, MARGIN + 30, width - 2 * MARGIN - 260, y - MARGIN - 30)
    canvas.setFont(REGULAR, 8)
    canvas.drawString(MARGIN + 4, y - 11, label(lang, "notes"))
    sx = width - MARGIN - 240
    canvas.line(sx, MARGIN + 70, width - MARGIN, MARGIN + 70)
    canvas.drawString(sx, MARGIN + 58, label(lang, "referee_signature"))
    canvas.line(sx, MARGIN + 30, width - MARGIN, MARGIN + 30)
    canvas.drawString(sx, MARGIN + 18, label(lang, "head_referee"))
    canvas.showPage()
