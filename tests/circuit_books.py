"""Workbooks in the national circuit's layout for the tests, written with xlwt (our own, from the layout's
facts: header on row 3, players from row 4)."""

from __future__ import annotations

import datetime as dt
import os
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
import xlwt

from tests.system_tools import system_tool

HEADER = ("ID", "Nome", "Cognome", "Nickname", "Club", "Partecipa Torneo", "Regione",
          "Data di Nascita (gg/mm/aaaa)", "ID NAZIONALE")
DATE = xlwt.easyxf(num_format_str="DD/MM/YYYY")


def iscritti(path: Path, rows: Sequence[Sequence[Any]], header: Sequence[str] = HEADER, sheet: str = "Iscritti",
             merge: tuple[int, int, int, int] | None = None) -> Path:
    """`rows`: cells from column A; a dt.date is written as a date cell. `merge`: (row, row, col, col) 0-based."""
    book = xlwt.Workbook(encoding="utf-8")
    book.add_sheet("TORNEO")
    page = book.add_sheet(sheet)
    page.write(0, 0, "Elenco Partecipanti")
    for column, title in enumerate(header):
        page.write(2, column, title)
    for r, row in enumerate(rows, start=3):
        for c, value in enumerate(row):
            if merge and merge[0] <= r <= merge[1] and merge[2] <= c <= merge[3]:
                continue
            if isinstance(value, dt.date):
                page.write(r, c, value, DATE)
            elif value is not None:
                page.write(r, c, value)
    if merge:
        page.write_merge(*merge, rows[merge[0] - 3][merge[2]])
    book.save(str(path))
    return path


FIRST = ["Mario", "Anna", "Luca", "Giulia", "Paolo", "Sara", "Marco", "Elena", "Davide", "Chiara", "Franco",
         "Laura", "Pietro", "Marta", "Mario", "Nadia", "Ugo"]
LAST = ["Rossi", "Bianchi", "Verdi", "Neri", "Gallo", "Conti", "Greco", "Russo", "Costa", "Fontana", "Moretti",
        "Barbieri", "Lombardi", "Galli", "Rossi", "Ferri", "Sala"]
CLUBS = ["TRAPANI [Drepanum]", "PALERMO [Eagles]", "MARSALA [Lilybeo]", "CATANIA [Il Vulcano]"]


def sixteen(path: Path, count: int = 16) -> Path:
    """`count` players (at most 17), two of them namesakes born on different days, the 16th not taking part."""
    rows = [[i + 1, FIRST[i], LAST[i], "Il Conte" if i == 14 else "", CLUBS[i % 4], "NO" if i == 15 else "SI",
             "SICILIA", dt.date(1970 + i, 1 + i % 12, 1 + i), 5000 + i] for i in range(count)]
    return iscritti(path, rows)


def office() -> str:
    """LibreOffice's command (skips where it is not installed, fails in CI: .ci/run installs it)."""
    return system_tool("libreoffice-calc --no-install-recommends", "libreoffice", "soffice")
