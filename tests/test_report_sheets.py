from __future__ import annotations

import io
from collections.abc import Callable

from pypdf import PdfReader

from referee_app.reports.canvas import NumberedCanvas, write_pdf
from referee_app.reports.models import (DealHand, DealSheet, LogLine, LogSheet, ResultRow, ResultSheet, RoundTable,
                                        Seat, SheetHeader, StandingRow, StandingsSheet, TableList)
from referee_app.reports.sheets import (draw_deal_sheet, draw_log, draw_result_sheet, draw_standings,
                                        draw_table_list)

HEADER = SheetHeader(event="Raduno 2026", round_label="Qualificazione 1", table=3, ruleset="raduno")


def _pages(draw: Callable[[NumberedCanvas], None], lang: str = "it") -> list[str]:
    buffer = io.BytesIO()
    write_pdf(buffer, lang, "t", draw)
    return [p.extract_text() for p in PdfReader(io.BytesIO(buffer.getvalue())).pages]


def test_result_sheet_prints_points_places_and_penalties() -> None:
    sheet = ResultSheet(HEADER, ("risiko", "objective_points", "outside_points", "armies_inside"), (
        ResultRow(1, "Martin Ødegård", "rosso", {"objective_points": 41, "outside_points": 12}, 12.41,
                  "objective_points"),
        ResultRow(2, "Anna Čitaković", "blu", {"objective_points": 38, "outside_points": 20}, 7.38, None),
    ), total_value=164, penalties=("Anna: eccesso di rinforzi, tolte 4 armate",), confirmed_by="Mario Rossi")
    text = _pages(lambda c: draw_result_sheet(c, sheet))[0]
    for expected in ("Verbale del tavolo", "Martin Ødegård", "Anna Čitaković", "12.41", "7.38", "41",
                     "Punti obiettivo", "eccesso di rinforzi", "Mario Rossi", "= 164"):
        assert expected in text, expected


def test_result_sheet_flags_a_wrong_total_and_open_ties() -> None:
    sheet = ResultSheet(HEADER, ("objective_points",), (ResultRow(1, "A", points=3), ResultRow(1, "B", points=3)),
                        total_value=160, unresolved_ties=(("A", "B"),))
    text = _pages(lambda c: draw_result_sheet(c, sheet), lang="en")[0]
    assert "✗ (160)" in text
    assert "Ties to settle with a die: A, B" in text


def test_deal_sheet_groups_by_continent() -> None:
    hands = (DealHand("Perù Ødegård", "rosso", (("Asia", ("Čita", "Cina")), ("Oceania", ("Siam",)))),
             DealHand("Bruno", "blu", (("Sud America", ("Perù",)),)))
    text = _pages(lambda c: draw_deal_sheet(c, DealSheet(HEADER, hands, ("Čita: saltato Bruno",))))[0]
    for expected in ("Distribuzione iniziale", "Perù Ødegård", "Asia (2)", "Čita", "Sud America (1)",
                     "Territori: 3", "saltato Bruno"):
        assert expected in text, expected


def test_table_list_by_table_and_alphabetically_over_pages() -> None:
    tables = tuple(RoundTable(t, tuple(Seat(s, f"Player {t:02d}-{s}", "rosso", "Club") for s in range(1, 5)))
                   for t in range(1, 21))
    pages = _pages(lambda c: draw_table_list(c, TableList(HEADER, tables)))
    joined = "\n".join(pages)
    assert len(pages) >= 4
    assert "Tavoli del turno" in pages[0] and "Giocatori in ordine alfabetico" in joined
    assert joined.count("Player 20-4") == 2


def test_standings_cut_line_and_many_pages() -> None:
    rows = tuple(StandingRow(i, f"Giocatore {i}", 200 - i, "Club", "1, 3", "best_single") for i in range(1, 121))
    pages = _pages(lambda c: draw_standings(c, StandingsSheet(HEADER, rows, cut_after=16, cut_label="Semifinali")))
    assert len(pages) >= 3
    assert "Semifinali" in pages[0]
    assert "Giocatore 120" in pages[-1]
    assert "Miglior punteggio" in pages[0]


def test_log_sheet() -> None:
    lines = (LogLine("10:31", "7", "Sanzione", "Tetto armate superato: tolte 8, nuovo tetto 126", "Ødegård"),)
    text = _pages(lambda c: draw_log(c, LogSheet(HEADER, lines)))[0]
    assert "nuovo tetto 126" in text and "Ødegård" in text
