"""Printed sentences for penalties and log entries, in both languages, and the standings notes."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from referee_app.reports.canvas import write_pdf
from referee_app.reports.models import SheetHeader, StandingRow, StandingsSheet
from referee_app.reports.sheets import draw_standings
from referee_app.reports.wording import action_text, kind_label, penalty_text


@pytest.mark.parametrize(("lang", "kind", "code", "facts", "remove", "cap", "expected"), [
    ("it", "excess_reinforcement", "remove_multiple", {"excess": 3}, 6, None,
     "Anna: rinforzi in eccesso (3, rilevato): tolte 6 armate"),
    ("en", "army_cap", "remove_excess", {"armies_on_board": 133, "self_declared": True}, 3, 130,
     "Anna: 133 armies on the board above the cap (self-declared): 3 removed, cap now 130"),
    ("it", "army_cap", "none", {"armies_on_board": 120}, 0, 130,
     "Anna: 120 armate sul tabellone, entro il tetto: nessuna sanzione"),
    ("it", "missed_sdadata_roll", "exclusion", {}, 0, None,
     "Anna: secondo lancio di sdadata dimenticato: escluso dalla partita"),
    ("en", "missed_sdadata_roll", "none", {}, 0, None, "Anna: forgot the sdadata roll: no fixed penalty"),
    ("it", "free_sanction", "free_sanction", {"reason": "gioco scorretto", "points": 2.5}, 0, None,
     "Anna: sanzione dell'arbitro (gioco scorretto), tolti 2.5 punti"),
    ("en", "free_sanction", "disqualification", {"reason": "insults"}, 0, None,
     "Anna: disqualified by the referee (insults)"),
    ("en", "free_sanction", "none", {}, 0, None, "Anna: reported (—), no penalty"),
])
def test_penalty_sentences(lang: str, kind: str, code: str, facts: dict[str, object], remove: int,
                           cap: int | None, expected: str) -> None:
    assert penalty_text(lang, kind, "Anna", code, facts, remove, cap) == expected


def test_log_sentences() -> None:
    assert action_text("en", "ruling", {"text": "die on edge: roll again", "entries": ["003-12"]}) == \
        "die on edge: roll again (casistica 003-12)"
    assert action_text("en", "ruling", {"text": "again", "players": ["Anna", "Bo"], "entries": [], "at": 1.0}) == \
        "Anna, Bo: again"
    assert action_text("it", "ruling", {}) == "—"
    assert action_text("it", "exclusion", {"player": "Čita"}) == "Čita escluso dalla partita"
    assert action_text("en", "withdrawal", {"player": "Bo", "reason": "ill"}) == "Bo withdraws: ill"
    assert action_text("en", "recovery_minutes", {"minutes": 4.0}) == "4 recovery minutes"
    assert action_text("it", "correction", {"reason": "dado sbagliato"}) == \
        "Risultato corretto con il PIN dell'arbitro capo: dado sbagliato"
    assert kind_label("it", "penalty") == "Sanzione" and kind_label("fr", "warning") == "Ammonizione"


def test_standings_notes_follow_the_rows_even_on_a_new_page() -> None:
    rows = tuple(StandingRow(i, f"Giocatore {i}", 100 - i) for i in range(1, 43))
    notes = ("Spareggi: Totale › Miglior punteggio › Dado",) + tuple(f"nota {i} " * 12 for i in range(12))
    sheet = StandingsSheet(SheetHeader(event="E"), rows, cut_after=16, cut_label="Semifinale: posti 1-16",
                           notes=notes)
    buffer = io.BytesIO()
    write_pdf(buffer, "it", "t", lambda c: draw_standings(c, sheet))
    pages = [p.extract_text() for p in PdfReader(io.BytesIO(buffer.getvalue())).pages]
    joined = "\n".join(pages)
    assert len(pages) == 2 and "Giocatore 42" in pages[0]
    assert "nota 11" in pages[1] and "Spareggi: Totale › Miglior punteggio › Dado" in joined
    assert "Semifinale: posti 1-16" in " ".join(pages[0].split())
