"""The result sheet, the deal sheet, the round table lists, the standings and the event log."""

from __future__ import annotations

from referee_app.reports.canvas import MARGIN, NumberedCanvas, title_block
from referee_app.reports.fonts import BOLD, REGULAR
from referee_app.reports.grid import Column, draw_grid
from referee_app.reports.labels import colour, criterion, label, status
from referee_app.reports.listing import draw_paginated
from referee_app.reports.models import DealSheet, LogSheet, ResultSheet, StandingsSheet, TableList
from referee_app.reports.score_sheet import header_lines, measure_columns
from referee_app.texts.numbers import points_text




def draw_result_sheet(canvas: NumberedCanvas, sheet: ResultSheet) -> None:
    lang = canvas.lang
    canvas.use_landscape()
    width, _ = canvas._pagesize
    table = f" — {label(lang, 'table')} {sheet.header.table}" if sheet.header.table is not None else ""
    y = title_block(canvas, label(lang, "result_sheet") + table, header_lines(lang, sheet.header))
    measures = measure_columns(sheet.criteria)
    usable = width - 2 * MARGIN
    fixed = [Column(label(lang, "place"), 32, "centre"), Column(label(lang, "colour"), 48, "centre")]
    tail = [Column(label(lang, "points"), 60, "centre"), Column(label(lang, "decided_by"), 110, "centre")]
    measure_width = min(60.0, (usable - 32 - 48 - 170 - 150) / max(len(measures), 1))
    name_width = usable - sum(c.width for c in fixed + tail) - measure_width * len(measures)
    columns = fixed + [Column(label(lang, "player"), name_width)] + \
        [Column(criterion(lang, m), measure_width, "centre") for m in measures] + tail
    rows = []
    for row in sheet.rows:
        decided = criterion(lang, row.decided_by) if row.decided_by else ""
        shown = status(lang, row.status)
        name = f"{row.name} ({shown})" if shown else row.name
        rows.append([str(row.place), colour(lang, row.colour), name] +
                    [points_text(row.measures.get(m)) for m in measures] + [points_text(row.points), decided])
    y = draw_grid(canvas, MARGIN, y, columns, rows, row_height=26) - 20
    canvas.setFont(BOLD, 10)
    check = label(lang, "check_line", total=sheet.board_total)
    mark = "✓" if sheet.total_value == sheet.board_total else f"✗ ({sheet.total_value})"
    canvas.drawString(MARGIN, y, f"{check}   {mark}")
    canvas.setFont(REGULAR, 10)
    if sheet.unresolved_ties:
        y -= 16
        ties = "; ".join(", ".join(group) for group in sheet.unresolved_ties)
        canvas.drawString(MARGIN, y, f"{label(lang, 'unresolved')}: {ties}")
    y -= 16
    none = "" if sheet.penalties else f" {label(lang, 'none')}"
    canvas.drawString(MARGIN, y, f"{label(lang, 'penalties')}:" + none)
    for line in sheet.penalties:
        y -= 13
        canvas.drawString(MARGIN + 12, y, f"• {line}")
    sx = width - MARGIN - 240
    canvas.setLineWidth(0.5)
    canvas.line(sx, MARGIN + 40, width - MARGIN, MARGIN + 40)
    canvas.setFont(REGULAR, 8)
    referee = f" — {sheet.confirmed_by}" if sheet.confirmed_by else ""
    canvas.drawString(sx, MARGIN + 28, label(lang, "referee_signature") + referee)
    if sheet.fingerprint:
        canvas.setFont(REGULAR, 8)
        canvas.setFillGray(0.35)
        canvas.drawString(MARGIN, MARGIN + 12, f"{label(lang, 'fingerprint')}: {sheet.fingerprint}")
        canvas.setFillGray(0)
    canvas.showPage()


def draw_deal_sheet(canvas: NumberedCanvas, sheet: DealSheet) -> None:
    lang = canvas.lang
    canvas.use_portrait()
    width, _ = canvas._pagesize
    table = f" — {label(lang, 'table')} {sheet.header.table}" if sheet.header.table is not None else ""
    lines = header_lines(lang, sheet.header) + [label(lang, "valid" if sheet.valid else "invalid")]
    y = title_block(canvas, label(lang, "deal_sheet") + table, lines) - 6
    column_width = (width - 2 * MARGIN) / max(len(sheet.hands), 1)
    bottom = y
    for i, hand in enumerate(sheet.hands):
        x = MARGIN + i * column_width
        cy = y
        canvas.setFont(BOLD, 10.5)
        canvas.drawString(x + 2, cy, hand.player[:40])
        cy -= 12
        canvas.setFont(REGULAR, 8.5)
        count = sum(len(ts) for _, ts in hand.by_continent)
        canvas.drawString(x + 2, cy, f"{colour(lang, hand.colour)} — {label(lang, 'territories')}: {count}")
        for continent, territories in hand.by_continent:
            cy -= 15
            canvas.setFont(BOLD, 8.5)
            canvas.drawString(x + 2, cy, f"{continent} ({len(territories)})")
            canvas.setFont(REGULAR, 8.5)
            for name in territories:
                cy -= 11
                canvas.drawString(x + 10, cy, name)
        bottom = min(bottom, cy)
    y = bottom - 20
    canvas.setFont(REGULAR, 8.5)
    for note in sheet.notes:
        canvas.drawString(MARGIN, y, f"• {note}")
        y -= 12
    canvas.showPage()


def draw_table_list(canvas: NumberedCanvas, sheet: TableList) -> None:
    lang = canvas.lang
    lines = header_lines(lang, sheet.header)
    by_table = []
    for table in sheet.tables:
        for seat in table.seats:
            by_table.append([str(table.table), str(seat.seat), seat.name, seat.club, colour(lang, seat.colour)])
    columns = [Column(label(lang, "table"), 50, "centre"), Column(label(lang, "seat"), 40, "centre"),
               Column(label(lang, "player"), 250), Column(label(lang, "club"), 110),
               Column(label(lang, "colour"), 80, "centre")]
    draw_paginated(canvas, label(lang, "table_list"), lines, columns, by_table)
    alphabetical = sorted(by_table, key=lambda row: row[2].casefold())
    alpha_rows = [[row[2], row[3], row[0], row[1], row[4]] for row in alphabetical]
    alpha_columns = [Column(label(lang, "player"), 250), Column(label(lang, "club"), 110),
                     Column(label(lang, "table"), 50, "centre"), Column(label(lang, "seat"), 40, "centre"),
                     Column(label(lang, "colour"), 80, "centre")]
    draw_paginated(canvas, label(lang, "player_list"), lines, alpha_columns, alpha_rows)


def draw_standings(canvas: NumberedCanvas, sheet: StandingsSheet) -> None:
    lang = canvas.lang
    estimate = any(r.ranking_points is not None for r in sheet.rows)
    rows = [[str(r.rank), r.name, r.club, points_text(r.total), r.counted,
             criterion(lang, r.decided_by) if r.decided_by else ""]
            + ([f"{r.ranking_points:.1f}" if r.ranking_points is not None else ""] if estimate else [])
            for r in sheet.rows]
    # 60 pt are left free on the right for the cut-line label; the ranking estimate takes its room from the
    # player's name and club
    narrow = 24 if estimate else 0
    columns = [Column(label(lang, "rank"), 36, "centre"), Column(label(lang, "player"), 170 - narrow),
               Column(label(lang, "club"), 90 - narrow), Column(label(lang, "total"), 50, "centre"),
               Column(label(lang, "counted"), 58, "centre"), Column(label(lang, "decided_by"), 75, "centre")]
    if estimate:
        columns.append(Column(label(lang, "ranking_estimate"), 2 * narrow, "centre"))
    cut = sheet.cut_label or label(lang, "cut_line")
    draw_paginated(canvas, label(lang, "standings"), header_lines(lang, sheet.header), columns, rows,
                   line_after=sheet.cut_after, line_label=cut, notes=sheet.notes)


def draw_log(canvas: NumberedCanvas, sheet: LogSheet) -> None:
    lang = canvas.lang
    rows = [[line.time, line.round, line.table, line.kind, line.text, line.referee] for line in sheet.lines]
    columns = [Column(label(lang, "time"), 62, "centre"), Column(label(lang, "round"), 36, "centre"),
               Column(label(lang, "table"), 40, "centre"), Column(label(lang, "kind"), 72),
               Column(label(lang, "text"), 259), Column(label(lang, "referee"), 70)]
    draw_paginated(canvas, label(lang, "log"), header_lines(lang, sheet.header), columns, rows, row_height=24)
