"""Reading a player list from CSV: UTF-8 (with or without BOM), UTF-16 with its BOM or Excel's cp1252, `,` `;`
or tab.

Nothing is imported from a file that has any bad line: `parse_players_csv` returns a preview with every
problem and its line number (1 = the header); the store imports only a preview without errors. Repeated
names are listed in `duplicates`; the operations (ops/players_ops.py) refuse a line whose name, or its look in
print, repeats another's unless their birth dates tell them apart.
"""

from __future__ import annotations

import csv
import datetime as dt
import io
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from referee_app.rules import people
from referee_app.rules.errors import InputError
from referee_app.rules.names import clean_text, fold, hidden_control
from referee_app.rules.people import full_name, split_name

COLUMNS: dict[str, tuple[str, ...]] = {
    # "nome" is the whole name unless the file also has a surname column: then it is the first name
    "name": ("nome", "name", "giocatore", "player", "nome e cognome", "cognome e nome", "nominativo"),
    "first_name": ("nome proprio", "first name", "given name"),
    "surname": ("cognome", "surname", "last name", "family name"),
    "nickname": ("nickname", "nick", "soprannome"),
    "birth_date": ("data di nascita", "nascita", "birth date", "date of birth"),
    "national_id": ("id nazionale", "national id", "tessera"),
    "club": ("club", "circolo"),
    "region": ("regione", "region"),
    "team": ("squadra", "team"),
    "band": ("fascia", "band"),
    "present": ("presente", "present"),
    # a place in the organiser's ranking (e.g. the club ranking): the draw cuts bands from it
    "rank": ("ranking", "rank", "posizione", "classifica", "posizione ranking"),
}
_HEADER_TO_COLUMN = {fold(alias): column for column, aliases in COLUMNS.items() for alias in aliases}
_TRUE = {"si", "sì", "s", "yes", "y", "x", "1", "true", "vero"}
_FALSE = {"no", "n", "0", "false", "falso"}
MAX_TEXT = 200
MAX_BAND = 999
MAX_RANK = 99_999  # a national ranking can be long


@dataclass(frozen=True)
class CsvRow:
    line: int
    name: str
    club: str = ""
    region: str = ""
    team: str = ""
    band: int | None = None
    present: bool = True
    rank: int | None = None
    first_name: str = ""
    surname: str = ""
    nickname: str = ""
    birth_date: str = ""  # ISO
    national_id: str = ""

    def fields(self) -> dict[str, Any]:
        """The arguments of the store's `player_row` for this line."""
        return {"name": self.name, "club": self.club, "region": self.region, "team": self.team, "band": self.band,
                "present": self.present, "identity": {"first_name": self.first_name, "surname": self.surname,
                                                      "nickname": self.nickname, "birth_date": self.birth_date,
                                                      "national_id": self.national_id}}


@dataclass(frozen=True)
class CsvProblem:
    line: int
    message: str

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass(frozen=True)
class DuplicateName:
    name: str
    lines: tuple[int, ...]
    existing_player_ids: tuple[int, ...] = ()


@dataclass(frozen=True)
class CsvPreview:
    encoding: str
    delimiter: str
    columns: tuple[str, ...]
    rows: tuple[CsvRow, ...]
    errors: tuple[CsvProblem, ...]
    duplicates: tuple[DuplicateName, ...] = field(default=())

    @property
    def valid(self) -> bool:
        return not self.errors


class _NotText(ValueError):
    def __init__(self, line: int, message: str) -> None:
        super().__init__(message)
        self.line = line


def decode(data: bytes) -> tuple[str, str]:
    """(text, encoding); raises _NotText with the line of the first byte no encoding accepts."""
    if data.startswith(b"PK\x03\x04"):
        raise _NotText(1, "this is an Excel workbook or another zip file: save it as CSV first")
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):  # UTF-16 with its mark: Excel's "Unicode text", Notepad
        try:
            return data.decode("utf-16"), "utf-16"
        except UnicodeDecodeError:
            raise _NotText(1, "the file says UTF-16 (BOM) but is not valid UTF-16") from None
    head = data[:400]
    if head and head.count(0) * 4 >= len(head):  # a NUL beside every letter: UTF-16 that lost its mark
        raise _NotText(1, "the file is UTF-16 text without its byte-order mark: save it again as CSV UTF-8")
    if data.startswith(b"\xef\xbb\xbf"):
        try:
            return data[3:].decode("utf-8"), "utf-8-sig"
        except UnicodeDecodeError as exc:
            raise _NotText(_line_of(data, exc.start + 3), "the file says UTF-8 (BOM) but is not valid UTF-8") \
                from None
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    mixed = _mixed_lines(data)
    if mixed:
        raise _NotText(mixed[0], "mixed encodings: this line is not UTF-8 like the rest of the file "
                                 f"(lines {', '.join(map(str, mixed[:10]))}): save the file again as UTF-8")
    try:
        return data.decode("cp1252"), "cp1252"
    except UnicodeDecodeError as exc:
        raise _NotText(_line_of(data, exc.start), "neither UTF-8 nor Windows-1252 text") from None


def _mixed_lines(data: bytes) -> list[int]:
    """Lines that are not UTF-8 in a file whose other lines carry UTF-8 accents (say, a list typed in Excel
    and extended in another editor): read as Windows-1252 the UTF-8 lines would turn "Niccolò" into
    "NiccolÃ²", read as UTF-8 the others fail. [] when the file is one encoding or the other."""
    utf8_accents, broken = False, []
    for number, line in enumerate(data.split(b"\n"), start=1):
        if line.isascii():
            continue
        try:
            line.decode("utf-8")
            utf8_accents = True
        except UnicodeDecodeError:
            broken.append(number)
    return broken if utf8_accents else []


def _line_of(data: bytes, offset: int) -> int:
    return data.count(b"\n", 0, offset) + 1


def sniff_delimiter(text: str) -> str:
    first = next((line for line in text.splitlines() if line.strip()), "")
    counts = {d: first.count(d) for d in (";", ",", "\t")}
    best = max(counts, key=lambda d: counts[d])
    return best if counts[best] else ","


def parse_players_csv(source: bytes | str | Path, existing: Iterable[tuple[int, str]] = ()) -> CsvPreview:
    """Check a whole file; `existing` = (player_id, name) already in the event, to flag repeated names."""
    data = source.encode("utf-8") if isinstance(source, str) else \
        Path(source).read_bytes() if isinstance(source, Path) else source
    if not isinstance(data, bytes):
        raise InputError("csv", "expected the file's bytes, its text or its path")
    try:
        text, encoding = decode(data)
    except _NotText as exc:
        return CsvPreview("", "", (), (), (CsvProblem(exc.line, str(exc)),))
    delimiter = sniff_delimiter(text)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    errors: list[CsvProblem] = []
    try:
        records = _numbered(reader)
    except csv.Error as exc:
        return CsvPreview(encoding, delimiter, (), (), (CsvProblem(reader.line_num, f"malformed CSV: {exc}"),))
    if not records:
        return CsvPreview(encoding, delimiter, (), (), (CsvProblem(1, "the file is empty"),))
    header_line, header = records[0]
    columns = _read_header(header, header_line, errors)
    titles = {column: cell.strip() for column, cell in zip(columns, header) if column}  # as the file names them
    rows: list[CsvRow] = []
    if not errors:
        for line, cells in records[1:]:
            row = _read_row(line, cells, columns, errors, titles.get("rank", "ranking"))
            if row is not None:
                rows.append(row)
        if not rows and not errors:
            errors.append(CsvProblem(header_line, "the file lists no players under its header"))
        _ranks_once(rows, errors)
    named = tuple(c for c in columns if c)
    return CsvPreview(encoding, delimiter, named, tuple(rows), tuple(errors), _duplicates(rows, existing))


def _numbered(reader: Any) -> list[tuple[int, list[str]]]:
    """Non-blank records with the physical line each starts on (a quoted cell may span lines)."""
    out: list[tuple[int, list[str]]] = []
    line = 1
    for cells in reader:
        if any(c.strip() for c in cells):
            out.append((line, cells))
        line = reader.line_num + 1
    return out


def _read_header(header: list[str], line: int, errors: list[CsvProblem]) -> list[str]:
    columns: list[str] = []
    for cell in header:
        title = cell.strip()
        column = _HEADER_TO_COLUMN.get(fold(title), "") if title else ""
        if title and not column:
            known = ", ".join("/".join(aliases[:2]) for aliases in COLUMNS.values())
            errors.append(CsvProblem(line, f"unknown column {title!r} (known: {known})"))
        elif column and column in columns:
            errors.append(CsvProblem(line, f"column {title!r} appears twice"))
        columns.append(column)
    if "surname" in columns and "name" in columns and "first_name" not in columns:
        nome = columns.index("name")
        if fold(header[nome]) == "nome":  # Nome beside Cognome: the circuit's first name
            columns[nome] = "first_name"
    if "name" not in columns and "surname" not in columns and not errors:
        errors.append(CsvProblem(line, "no name column (nome/name)"))
    return columns


def _read_row(line: int, cells: list[str], columns: list[str], errors: list[CsvProblem],
              rank_title: str = "ranking") -> CsvRow | None:
    before = len(errors)
    if any(("\n" in c or "\r" in c) and any(d in c for d in ";,\t") for c in cells):
        # A cell spanning lines with separators inside: a quote left open swallowed the rows after it.
        errors.append(CsvProblem(line, "a quote (\") opened on this line is not closed on it: the lines after it "
                                       "would merge into one player"))
        return None
    extra = [c for c in cells[len(columns):] if c.strip()]
    if extra:
        errors.append(CsvProblem(line, f"too many fields: {len(cells)} given, the header has {len(columns)}"))
        return None
    values: dict[str, str] = {}
    for column, cell in zip(columns, cells):
        hidden = hidden_control(cell)
        if hidden is not None:
            errors.append(CsvProblem(line, f"invisible control character {hidden} in {column or 'a cell'}"))
        value = clean_text(cell)
        if not column:
            if value:
                errors.append(CsvProblem(line, f"value {value!r} in a column without a header"))
            continue
        if len(value) > MAX_TEXT:
            errors.append(CsvProblem(line, f"{column} longer than {MAX_TEXT} characters"))
        values[column] = value
    first, surname = values.get("first_name", ""), values.get("surname", "")
    name = values.get("name", "") or full_name(first, surname)
    if not name:
        errors.append(CsvProblem(line, "empty name"))
    elif not (first or surname):
        first, surname = split_name(name)
    band = _band(values.get("band", ""), line, errors)
    rank = _band(values.get("rank", ""), line, errors, f"rank ({rank_title})")  # the column as the file calls it
    present = _present(values.get("present", ""), line, errors)
    born, national = "", ""
    try:
        born = people.birth_date("birth_date", values.get("birth_date", ""), dt.date.today())
        national = people.national_id("national_id", values.get("national_id", ""))
    except InputError as exc:
        errors.append(CsvProblem(line, exc.message))
    if len(errors) > before:
        return None
    return CsvRow(line, name, values.get("club", ""), values.get("region", ""), values.get("team", ""),
                  band, present, rank, first, surname, values.get("nickname", ""), born, national)


def _band(value: str, line: int, errors: list[CsvProblem], what: str = "band (fascia)") -> int | None:
    if not value:
        return None
    limit = MAX_BAND if what.startswith("band") else MAX_RANK
    if not (value.isascii() and value.isdigit()) or not 1 <= int(value) <= limit:
        errors.append(CsvProblem(line, f"{what} must be a whole number from 1 to {limit}, got {value[:20]!r}"))
        return None
    return int(value)


def _ranks_once(rows: list[CsvRow], errors: list[CsvProblem]) -> None:
    """A place of the ranking belongs to one player: a rank listed twice is refused on its second line."""
    first: dict[int, int] = {}
    for row in rows:
        if row.rank is None:
            continue
        if row.rank in first:
            errors.append(CsvProblem(row.line, f"rank {row.rank} is listed twice (also line {first[row.rank]})"))
        first.setdefault(row.rank, row.line)


def _present(value: str, line: int, errors: list[CsvProblem]) -> bool:
    folded = fold(value)
    if not folded or folded in _TRUE:
        return True
    if folded in _FALSE:
        return False
    errors.append(CsvProblem(line, f"present (presente) must be sì/no, got {value!r}"))
    return True


def _duplicates(rows: list[CsvRow], existing: Iterable[tuple[int, str]]) -> tuple[DuplicateName, ...]:
    lines: dict[str, list[CsvRow]] = {}
    for row in rows:
        lines.setdefault(fold(row.name), []).append(row)
    known: dict[str, list[int]] = {}
    for pid, name in existing:
        known.setdefault(fold(name), []).append(pid)
    return tuple(DuplicateName(group[0].name, tuple(r.line for r in group), tuple(known.get(key, ())))
                 for key, group in lines.items() if len(group) > 1 or key in known)
