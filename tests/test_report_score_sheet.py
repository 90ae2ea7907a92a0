from __future__ import annotations

import io

from pypdf import PdfReader

from referee_app.reports.canvas import write_pdf
from referee_app.reports.models import ScoreSheet, Seat, SheetHeader
from referee_app.reports.score_sheet import draw_score_sheet, measure_columns
from referee_app.rules.ruleset import builtin


def _pdf_text(data: bytes) -> list[str]:
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def _render(*sheets: ScoreSheet, lang: str = "it") -> bytes:
    buffer = io.BytesIO()
    write_pdf(buffer, lang, "sheets", lambda c: [draw_score_sheet(c, s) for s in sheets])
    return buffer.getvalue()


def test_prefilled_sheet_prints_accented_names_and_check_line() -> None:
    header = SheetHeader(event="Torneo di Marsala", round_label="Qualificazione 2", table=12)
    seats = (Seat(1, "Martin Ødegård", "rosso"), Seat(2, "Anna Čitaković", "blu"),
             Seat(3, "Bruno Perù", "giallo"), Seat(4, "Carla", "verde"))
    text = _pdf_text(_render(ScoreSheet(header, builtin("marsala-2011").scoring.ranking, seats)))[0]
    for expected in ("Scheda punteggi", "Tavolo 12", "Martin Ødegård", "Anna Čitaković", "Bruno Perù",
                     "= 164", "Pagina 1 di 1", "Armate", "Carte", "N. carta", "Dado", "RisiKo! dichiarato da"):
        assert expected in text, expected


def test_the_die_and_risiko_are_asked_only_where_the_ruleset_ranks_by_them() -> None:
    """The desk's sheet mode types a die per player and who declared RisiKo! (ops/sheet_entry.py): the paper
    has a place for both when the ruleset's chain has them."""
    raduno = _pdf_text(_render(ScoreSheet(SheetHeader(event="Raduno"), builtin("raduno").scoring.ranking)))[0]
    assert "RisiKo! dichiarato da" in raduno and "Dado" not in raduno  # raduno ends ties on the seat
    plain = _pdf_text(_render(ScoreSheet(SheetHeader(event="E"), ("objective_points",)), lang="en"))[0]
    assert "RisiKo! declared by" not in plain and "Die" not in plain


def test_blank_sheet_has_one_row_per_seat_and_ruleset_columns() -> None:
    sheet = ScoreSheet(SheetHeader(event="Raduno"), builtin("raduno").scoring.ranking, table_size=5)
    text = _pdf_text(_render(sheet, lang="en"))[0]
    assert "Score sheet" in text and "Objective" in text
    assert "Armies" not in text  # raduno breaks ties on points and seat only
    assert measure_columns(builtin("raduno").scoring.ranking) == ("objective_points", "outside_points")


def test_batch_numbers_pages() -> None:
    sheets = [ScoreSheet(SheetHeader(event="E", table=t), ("objective_points",), table_size=4) for t in range(1, 4)]
    pages = _pdf_text(_render(*sheets))
    assert len(pages) == 3
    assert "Pagina 3 di 3" in pages[2] and "Tavolo 3" in pages[2]
