"""Player lists from CSV: encodings, separators, Italian/English headers, every bad line, all or nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee_app.store import Store
from referee_app.store.csv_import import parse_players_csv
from tests.store.helpers import make_event

GOOD_IT = "Nome;Club;Regione;Squadra;Fascia\nNicolò Bianchi;RCU Egadi;Sicilia;Rossi;1\nAnna Verdi;Como;Lombardia;;2\n"


@pytest.fixture()
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "t.db")
    yield s
    s.close(backup=False)


@pytest.mark.parametrize(("data", "encoding"), [
    (GOOD_IT.encode("utf-8"), "utf-8"),
    (b"\xef\xbb\xbf" + GOOD_IT.encode("utf-8"), "utf-8-sig"),
    (GOOD_IT.replace("\n", "\r\n").encode("cp1252"), "cp1252"),
])
def test_encodings_and_excel_variant(data: bytes, encoding: str) -> None:
    preview = parse_players_csv(data)
    assert preview.valid, preview.errors
    assert (preview.encoding, preview.delimiter) == (encoding, ";")
    assert [(r.line, r.name, r.club, r.region, r.team, r.band) for r in preview.rows] == [
        (2, "Nicolò Bianchi", "RCU Egadi", "Sicilia", "Rossi", 1), (3, "Anna Verdi", "Como", "Lombardia", "", 2)]
    assert preview.columns == ("name", "club", "region", "team", "band")


def test_english_headers_comma_and_quotes() -> None:
    data = 'name,club,region,team,band,present\n"Rossi, Mario",Roma,Lazio,Blu,3,no\nLuca,,,,,sì\n'
    preview = parse_players_csv(data)
    assert preview.valid and preview.delimiter == ","
    assert [(r.name, r.band, r.present) for r in preview.rows] == [("Rossi, Mario", 3, False), ("Luca", None, True)]


def test_headers_any_case_and_accents_tab_separated() -> None:
    preview = parse_players_csv("NOME\tREGIONE\n  Bruno   Neri \tVeneto\n")
    assert preview.valid and preview.delimiter == "\t"
    assert preview.rows[0].name == "Bruno Neri" and preview.rows[0].region == "Veneto"


def test_every_bad_line_is_reported_with_its_number() -> None:
    data = ("nome;club;fascia\n"
            "Anna;A;1\n"
            ";B;2\n"               # line 3: empty name
            "Carla;C;1;extra\n"    # line 4: too many fields
            "\n"                   # line 5: blank, skipped
            "Dario;D;prima\n"      # line 6: bad band
            '"Elena\nBis";E;0\n'   # line 7-8: multi-line name, band 0
            "Franco;F;2\n")
    preview = parse_players_csv(data)
    assert not preview.valid
    assert [(e.line, e.message.split(":")[0].split(" (")[0]) for e in preview.errors] == [
        (3, "empty name"), (4, "too many fields"), (6, "band"), (7, "band")]
    assert "prima" in preview.errors[2].message


def test_unknown_and_repeated_columns() -> None:
    preview = parse_players_csv("nome;club;età;name\nAnna;A;30;Anna\n")
    assert {e.line for e in preview.errors} == {1}
    messages = " | ".join(e.message for e in preview.errors)
    assert "unknown column 'età'" in messages and "appears twice" in messages


@pytest.mark.parametrize(("data", "message"), [
    ("club;regione\nA;B\n", "no name column"),
    ("", "the file is empty"),
    ("\n\n", "the file is empty"),
    ("nome;club\n", "lists no players"),
    ("nome;presente\nAnna;forse\n", "present"),
    ("nome;;club\nAnna;x;A\n", "column without a header"),
    ("nome\n" + "A" * 201 + "\n", "longer than"),
])
def test_file_level_errors(data: str, message: str) -> None:
    preview = parse_players_csv(data)
    assert not preview.valid
    assert message in preview.errors[0].message


def test_trailing_empty_cells_from_excel_are_accepted() -> None:
    preview = parse_players_csv("nome;club;;\nAnna;A;;\nBruno;B\n")
    assert preview.valid
    assert [(r.name, r.club) for r in preview.rows] == [("Anna", "A"), ("Bruno", "B")]


def test_duplicates_are_flagged_not_refused(store: Store) -> None:
    event, _, _, _ = make_event(store)  # already has "Giocatore 0" .. "Giocatore 3"
    data = "nome;club\nAnna;A\nanna;B\nGiocatore 1;C\nBruno;D\n"
    preview = parse_players_csv(data, [(p.id, p.name) for p in store.players(event)])
    assert preview.valid
    flagged = {d.name: (d.lines, d.existing_player_ids) for d in preview.duplicates}
    existing = {p.name: p.id for p in store.players(event)}
    assert flagged == {"Anna": ((2, 3), ()), "Giocatore 1": ((4,), (existing["Giocatore 1"],))}
    ids = store.add_players(event, [r.fields() for r in preview.rows])
    assert len(ids) == 4 and len(store.players(event)) == 8


def test_a_bad_line_is_named_with_its_number() -> None:
    """(Importing all or none is the operation's: tests/test_ops_players.py.)"""
    preview = parse_players_csv("nome;club\nAnna;A\n;B\nCarla;C\n")
    assert not preview.valid and preview.errors[0].line == 3
    assert "line 3: empty name" in str(preview.errors[0])


def test_import_from_a_path(store: Store, tmp_path: Path) -> None:
    event, _, _, _ = make_event(store)
    path = tmp_path / "giocatori.csv"
    path.write_bytes(b"\xef\xbb\xbf" + GOOD_IT.encode("utf-8"))
    ids = store.add_players(event, [r.fields() for r in parse_players_csv(path).rows])
    imported = [store.players(event)[-2], store.players(event)[-1]]
    assert [p.id for p in imported] == ids
    assert (imported[0].name, imported[0].team, imported[0].band, imported[0].present) == \
        ("Nicolò Bianchi", "Rossi", 1, True)


@pytest.mark.parametrize(("data", "line", "message"), [
    (b"PK\x03\x04 rest of a workbook", 1, "save it as CSV"),
    (b"\xef\xbb\xbfnome\nAnna\nBruno \xe8\n", 3, "not valid UTF-8"),
    (b"nome\nAnna\n\x81\x8d\n", 3, "neither UTF-8 nor Windows-1252"),
])
def test_files_that_are_not_text(data: bytes, line: int, message: str) -> None:
    preview = parse_players_csv(data)
    assert not preview.valid
    assert preview.errors[0].line == line and message in preview.errors[0].message
