"""The national circuit's workbook (ModuloTorneo) as the ranking reads it, written as .xls (BIFF8).

Only the layout: the model comes filled from ops/ranking_export.py. Sheets, in the circuit's order and cell
positions (docs/ranking.md): TORNEO (labels in column C, values in column D: venue, organiser, name, type,
declared rounds, notes on rows 2-7, then the date of rounds 1-30), Iscritti (header on row 3, a player a row
from row 4), one "N° Turno" sheet per played round (two rows a table: "Tavolo N°k" over the table's width,
then [ID | name and club | points] for each player), Classifica and Classifica Ridotta.
"""

from __future__ import annotations

import datetime as dt
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SHEET_TORNEO, SHEET_PLAYERS = "TORNEO", "Iscritti"
SHEET_STANDINGS, SHEET_SHORT = "Classifica", "Classifica Ridotta"
ROUND_SUFFIX = "° Turno"
TORNEO_LABELS = ("Sede Torneo", "Organizzatore", "Nome Torneo", "Tipologia di Torneo", "Numero Turni Previsti",
                 "Note")
MAX_DATES = 30
PLAYER_HEADER = ("ID", "Nome", "Cognome", "Nickname", "Club", "Partecipa Torneo", "Regione",
                 "Data di Nascita (gg/mm/aaaa)", "ID NAZIONALE")
SHORT_HEADER = ("Pos.", "Nome", "Cognome", "pt_tot", "id")


@dataclass(frozen=True)
class Entrant:
    id: int
    first_name: str
    surname: str
    nickname: str
    club: str
    took_part: bool
    region: str
    birth: dt.date | None
    national_id: int | None


@dataclass(frozen=True)
class Seat:
    id: int
    label: str  # "Nome Cognome" and the club on a second line
    points: float


@dataclass(frozen=True)
class RoundSheet:
    number: int
    tables: tuple[tuple[int, tuple[Seat, ...]], ...]  # (table number, its players in seat order)


@dataclass(frozen=True)
class Place:
    position: int
    entrant: Entrant
    round_points: tuple[float | None, ...]  # one per exported round, None where he did not play
    wins: int
    total: float


@dataclass(frozen=True)
class RankingWorkbook:
    venue: str
    organiser: str
    name: str
    tournament_type: str
    declared_rounds: int
    notes: str
    round_dates: tuple[dt.date, ...]
    entrants: tuple[Entrant, ...]
    rounds: tuple[RoundSheet, ...]
    standings: tuple[Place, ...]


def round_sheet_name(number: int) -> str:
    return f"{number}{ROUND_SUFFIX}"


def write_workbook(book: RankingWorkbook, path: Path) -> Path:
    """Write `book` to `path` through a temporary file in the same folder, moved over `path` only once whole:
    a full or read-only disk leaves whatever was there (and the event) as it was. OSError on failure."""
    import xlwt  # noqa: PLC0415  (only when exporting)

    workbook = xlwt.Workbook(encoding="utf-8")
    styles = _Styles(xlwt)
    _torneo(workbook.add_sheet(SHEET_TORNEO), book, styles)
    _players(workbook.add_sheet(SHEET_PLAYERS), book.entrants, styles)
    for rnd in book.rounds:
        _round(workbook.add_sheet(round_sheet_name(rnd.number)), rnd, styles)
    _standings(workbook.add_sheet(SHEET_STANDINGS), book, styles)
    _short(workbook.add_sheet(SHEET_SHORT), book.standings, styles)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".xls", dir=path.parent)
    os.close(handle)
    try:
        workbook.save(temporary)
        os.chmod(temporary, 0o666 & ~_umask())  # as any file the organiser saves, not mkstemp's owner-only
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return path


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


class _Styles:
    def __init__(self, xlwt: Any) -> None:
        easyxf = xlwt.easyxf
        self.title = easyxf("font: bold on")
        self.header = easyxf("font: bold on; borders: left thin, right thin, top thin, bottom thin; "
                             "align: horiz center")
        self.date = easyxf(num_format_str="DD/MM/YYYY")
        self.cell = easyxf("align: wrap on, vert centre")
        self.plain = easyxf("")


def _torneo(sheet: Any, book: RankingWorkbook, styles: _Styles) -> None:
    write = sheet.write
    write(0, 2, "SCHEDA DATI TORNEO", styles.title)
    values: Sequence[object] = (book.venue, book.organiser, book.name, book.tournament_type,
                                book.declared_rounds or "", book.notes)
    for row, (title, value) in enumerate(zip(TORNEO_LABELS, values), start=1):
        write(row, 2, title, styles.header)
        write(row, 3, value)
    for n in range(1, MAX_DATES + 1):
        row = len(TORNEO_LABELS) + n
        write(row, 1, n)
        write(row, 2, f"Data Turno {n}", styles.header)
        if n <= len(book.round_dates):
            write(row, 3, book.round_dates[n - 1], styles.date)


def _players(sheet: Any, entrants: Sequence[Entrant], styles: _Styles) -> None:
    write = sheet.write
    write(0, 0, "Elenco Partecipanti", styles.title)
    for column, title in enumerate(PLAYER_HEADER):
        write(2, column, title, styles.header)
    for row, e in enumerate(entrants, start=3):
        cells: Sequence[object] = (e.id, e.first_name, e.surname, e.nickname, e.club, "SI" if e.took_part else "NO",
                                   e.region)
        for column, value in enumerate(cells):
            write(row, column, value)
        if e.birth is not None:
            write(row, 7, e.birth, styles.date)
        if e.national_id is not None:
            write(row, 8, e.national_id)


def _round(sheet: Any, rnd: RoundSheet, styles: _Styles) -> None:
    write, merge = sheet.write, sheet.write_merge
    for pair, (number, seats) in enumerate(rnd.tables):
        top = 2 * pair
        merge(top, top, 0, 3 * len(seats) - 1, f"Tavolo N°{number}", styles.header)
        for k, seat in enumerate(seats):
            write(top + 1, 3 * k, seat.id)
            write(top + 1, 3 * k + 1, seat.label, styles.cell)
            write(top + 1, 3 * k + 2, seat.points)
    for k in range(5):
        sheet.col(3 * k + 1).width = 6000


def _standings(sheet: Any, book: RankingWorkbook, styles: _Styles) -> None:
    write = sheet.write
    header = ["Pos.", "Nome", "Cognome", "Nick", "Club o Famiglia"]
    header += [f"pt{r.number}" for r in book.rounds] + ["v_tot", "pt_tot", "id"]
    for column, title in enumerate(header):
        write(0, column, title, styles.header)
    for row, place in enumerate(book.standings, start=1):
        e = place.entrant
        cells: list[object] = [place.position, e.first_name, e.surname, e.nickname, e.club]
        cells += ["" if p is None else p for p in place.round_points] + [place.wins, place.total, e.id]
        for column, value in enumerate(cells):
            write(row, column, value)


def _short(sheet: Any, places: Sequence[Place], styles: _Styles) -> None:
    write = sheet.write
    for column, title in enumerate(SHORT_HEADER):
        write(0, column, title, styles.header)
    for row, place in enumerate(places, start=1):
        for column, value in enumerate((place.position, place.entrant.first_name, place.entrant.surname,
                                        place.total, place.entrant.id)):
            write(row, column, value)
