"""Reading the players of the national circuit's workbook (ModuloTorneo): its `Iscritti` sheet.

The organiser's own program fills this workbook; the app reads it in any of the formats a spreadsheet saves
it in (.xls, .xlsx, .ods) with python-calamine. The layout is the circuit's (docs/ranking.md): the header on
the third row, one player a row from the fourth, columns ID, Nome, Cognome, Nickname, Club, Partecipa Torneo
(SI/NO), Regione, Data di Nascita (a date cell), ID NAZIONALE (a number). A row counts when its Nome is
filled. As for a CSV file, every bad row is listed (its number is the spreadsheet's row) and nothing is
imported while any is: a number or a date typed as text, merged or shifted cells, a birth date in the
future, an ID or a national id given twice.
"""

from __future__ import annotations

import datetime as dt
import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from python_calamine import CalamineError, CalamineWorkbook

from referee_app.rules import people
from referee_app.rules.errors import InputError
from referee_app.rules.names import clean_text, fold
from referee_app.rules.people import full_name
from referee_app.store.csv_import import CsvRow

SHEET = "Iscritti"
HEADER_ROW = 2  # 0-based: the spreadsheet's row 3
HEADERS = ("ID", "Nome", "Cognome", "Nickname", "Club", "Partecipa Torneo", "Regione", "Data di Nascita",
           "ID NAZIONALE")
ID, FIRST, SURNAME, NICK, CLUB, PRESENT, REGION, BIRTH, NATIONAL = range(len(HEADERS))
WORKBOOK_SUFFIXES = (".xls", ".xlsx", ".ods")
_OLE = b"\xd0\xcf\x11\xe0"  # an .xls (BIFF8) file
_ZIP = b"PK\x03\x04"  # an .xlsx or .ods file


@dataclass(frozen=True)
class WorkbookProblem:
    """One bad row: `code` and its `value`/`limit` for ops/import_words.py, `line` = the spreadsheet's row."""
    line: int
    code: str
    message: str
    value: str = ""
    limit: str = ""


@dataclass(frozen=True)
class WorkbookPreview:
    rows: tuple[CsvRow, ...]
    problems: tuple[WorkbookProblem, ...]
    kind: str  # the file's format, e.g. "xls"


def is_workbook(source: bytes | str | Path) -> bool:
    if isinstance(source, Path):
        if source.suffix.lower() in WORKBOOK_SUFFIXES:
            return True
        with source.open("rb") as head:
            start = head.read(4)
    elif isinstance(source, bytes):
        start = source[:4]
    else:
        return False
    return start == _OLE or (start == _ZIP and not isinstance(source, str))


def parse_players_workbook(source: bytes | Path, today: dt.date | None = None) -> WorkbookPreview:
    """Check the whole Iscritti sheet; nothing is written."""
    today = today or dt.date.today()
    kind = source.suffix.lower().lstrip(".") if isinstance(source, Path) else "xls"
    try:
        book = (CalamineWorkbook.from_path(str(source)) if isinstance(source, Path)
                else CalamineWorkbook.from_filelike(io.BytesIO(source)))
        if SHEET not in book.sheet_names:
            names = ", ".join(book.sheet_names)
            return WorkbookPreview((), (WorkbookProblem(1, "no_sheet", f"no {SHEET} sheet (sheets: {names})",
                                                        names),), kind)
        sheet = book.get_sheet_by_name(SHEET)
        cells: list[list[Any]] = sheet.to_python(skip_empty_area=False)
        merged = sheet.merged_cell_ranges or []
    except (CalamineError, OSError, ValueError) as exc:
        return WorkbookPreview((), (WorkbookProblem(1, "unreadable", str(exc), str(exc)),), kind)
    problems: list[WorkbookProblem] = []
    _check_header(cells, problems)
    if problems:
        return WorkbookPreview((), tuple(problems), kind)
    merged_rows = _merged_rows(merged)
    rows: list[CsvRow] = []
    ids: dict[int, int] = {}  # the circuit's ID -> the first row giving it
    for index in range(HEADER_ROW + 1, len(cells)):
        read = _read_row(index, _padded(cells[index]), merged_rows.get(index), today, problems)
        if read is None:
            continue
        row, circuit_id = read
        if circuit_id is not None and circuit_id in ids:
            problems.append(WorkbookProblem(row.line, "id_twice", f"ID {circuit_id} is already on line "
                                            f"{ids[circuit_id]}", str(circuit_id), str(ids[circuit_id])))
            continue
        if circuit_id is not None:
            ids[circuit_id] = row.line
        rows.append(row)
    if not rows and not problems:
        problems.append(WorkbookProblem(HEADER_ROW + 1, "no_rows", "the sheet lists no players"))
    return WorkbookPreview(tuple(rows), tuple(sorted(problems, key=lambda p: p.line)), kind)


def _padded(row: Sequence[Any]) -> list[Any]:
    return list(row[:len(HEADERS)]) + [""] * (len(HEADERS) - len(row))


def _check_header(cells: list[list[Any]], problems: list[WorkbookProblem]) -> None:
    header = _padded(cells[HEADER_ROW]) if len(cells) > HEADER_ROW else [""] * len(HEADERS)
    for column, expected in enumerate(HEADERS):
        found = clean_text(str(header[column]))
        if not fold(found).startswith(fold(expected)):
            problems.append(WorkbookProblem(HEADER_ROW + 1, "bad_header",
                                            f"column {_letter(column)} of the header holds {found!r}, "
                                            f"expected {expected!r}", found, _letter(column)))
            return


def _letter(column: int) -> str:
    return chr(ord("A") + column)


def _merged_rows(merged: Sequence[Any]) -> dict[int, str]:
    """Row -> the first merged range (as "B5:C5") over the player columns from that row on."""
    out: dict[int, str] = {}
    for (top, left), (bottom, right) in merged:
        if bottom <= HEADER_ROW or left >= len(HEADERS):
            continue
        where = f"{_letter(left)}{top + 1}:{_letter(min(right, 25))}{bottom + 1}"
        for row in range(max(top, HEADER_ROW + 1), bottom + 1):
            out.setdefault(row, where)
    return out


def _text(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return clean_text(str(value)) if value is not None else ""


def _number(value: Any, line: int, what: str, problems: list[WorkbookProblem]) -> int | None:
    """A whole number cell; text (also "12,0") is refused as the circuit's reader refuses it."""
    if value == "" or value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int | float) or not float(value).is_integer() \
            or value < 0:
        problems.append(WorkbookProblem(line, "text_number", f"{what} written as text ({_text(value)!r})",
                                        _text(value), what))
        return None
    return int(value)


def _birth(value: Any, line: int, today: dt.date, problems: list[WorkbookProblem]) -> str:
    if value == "" or value is None:
        return ""
    if isinstance(value, dt.datetime):
        value = value.date()
    if not isinstance(value, dt.date):
        problems.append(WorkbookProblem(line, "text_date", f"birth date written as text ({_text(value)!r})",
                                        _text(value)))
        return ""
    try:
        return people.checked_birth_date("birth_date", value, today)
    except InputError as exc:
        problems.append(WorkbookProblem(line, exc.code, exc.message, exc.params.get("value", "")))
        return ""


def _read_row(index: int, cells: list[Any], merged: str | None, today: dt.date,
              problems: list[WorkbookProblem]) -> tuple[CsvRow, int | None] | None:
    """The row's player and his circuit ID; None for a row without a player or with a problem."""
    line = index + 1
    first = _text(cells[FIRST])
    rest = [_text(cells[c]) for c in (SURNAME, NICK, CLUB, REGION, BIRTH, NATIONAL)]
    if not first:
        if any(rest):
            problems.append(WorkbookProblem(line, "empty_name", "empty name"))
        return None
    before = len(problems)
    if merged:
        problems.append(WorkbookProblem(line, "merged_cells", f"merged cells {merged}", merged))
    surname = _text(cells[SURNAME])
    if not surname and not merged:
        problems.append(WorkbookProblem(line, "empty_surname", f"{first} has no surname", first))
    circuit_id = _number(cells[ID], line, "ID", problems)
    national = _number(cells[NATIONAL], line, "ID NAZIONALE", problems)
    born = _birth(cells[BIRTH], line, today, problems)
    presence = fold(_text(cells[PRESENT]))
    if presence not in ("", "si", "no"):
        problems.append(WorkbookProblem(line, "bad_present", f"present must be SI/NO, got {presence!r}",
                                        _text(cells[PRESENT])))
    if len(problems) > before:
        return None
    return CsvRow(line, full_name(first, surname), _text(cells[CLUB]), _text(cells[REGION]), "", None,
                  presence != "no", None, first, surname, _text(cells[NICK]), born,
                  "" if national is None else str(national)), circuit_id
