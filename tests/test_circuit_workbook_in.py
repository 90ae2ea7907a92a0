"""The players of the circuit's workbook (ModuloTorneo, Iscritti sheet): .xls, .xlsx, .ods; the same preview
and all-or-nothing rule as a CSV file, one Italian line per bad row."""

from __future__ import annotations

import datetime as dt
import subprocess
import sys
from pathlib import Path

import pytest

from referee_app.ops import players_ops as ops
from referee_app.ops.import_words import line_text
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from tests.circuit_books import HEADER, iscritti, office, sixteen
from tests.test_ops_players import session  # noqa: F401  (the fixture: a Marsala event, no players)

ROW = [1, "Anna", "Bianchi", "", "PALERMO [Eagles]", "SI", "SICILIA", dt.date(1990, 3, 12), 1234]


def test_the_sixteen_players_come_in_with_every_field(session: Session, tmp_path: Path) -> None:
    book = sixteen(tmp_path / "ModuloTorneo.xls")
    preview = ops.preview_players_file(session, book)
    assert preview.valid, preview.problems
    ops.import_players_file(session, book)
    people = session.players()
    assert len(people) == 16
    mario, conte = people[0], people[14]
    assert (mario.name, mario.first_name, mario.surname, mario.birth_date, mario.national_id, mario.club) == \
        ("Mario Rossi", "Mario", "Rossi", "1970-01-01", "5000", "TRAPANI [Drepanum]")
    assert (conte.name, conte.nickname) == ("Mario Rossi (MARSALA [Lilybeo])", "Il Conte")
    assert [p.present for p in people].count(False) == 1


def _problems(session: Session, path: Path) -> list[str]:
    preview = ops.preview_players_file(session, path)
    with pytest.raises(InputError):
        ops.import_players_file(session, path)
    assert session.players() == []
    return [f"riga {p.line}: {line_text('it', p)}" for p in preview.problems]


def test_no_iscritti_sheet(session: Session, tmp_path: Path) -> None:
    assert _problems(session, iscritti(tmp_path / "a.xls", [ROW], sheet="Giocatori")) == [
        "riga 1: il file non ha il foglio Iscritti del modulo del circuito (fogli presenti: TORNEO, Giocatori)"]


def test_shifted_columns(session: Session, tmp_path: Path) -> None:
    shifted = ("",) + HEADER
    assert _problems(session, iscritti(tmp_path / "a.xls", [[""] + ROW], header=shifted)) == [
        "riga 3: intestazione del foglio Iscritti fuori posto: in colonna A c'è \"\" (colonne spostate o unite? "
        "usa il modulo del circuito)"]


def test_merged_cells(session: Session, tmp_path: Path) -> None:
    rows = [ROW, [2, "Bruno Verdi", "", "", "", "SI", "", dt.date(1980, 1, 1), 99]]
    assert _problems(session, iscritti(tmp_path / "a.xls", rows, merge=(4, 4, 1, 2))) == [
        "riga 5: celle unite (B5:C5): il circuito legge una cella per valore"]


def test_dates_as_text_in_three_forms_numbers_as_text_future_birth_and_national_id_twice(session: Session,
                                                                                    tmp_path: Path) -> None:
    future = dt.date.today() + dt.timedelta(days=30)
    rows = [ROW,
            [2, "Bruno", "Verdi", "", "", "SI", "", "12/03/1985", 1],
            [3, "Carla", "Neri", "", "", "SI", "", "1985-03-12", 2],
            ["12,0", "Dario", "Gallo", "", "", "SI", "", dt.date(1985, 3, 12), 3],
            [5, "Elsa", "Conti", "", "", "SI", "", future, 4],
            [6, "Fabio", "Greco", "", "", "SI", "", dt.date(1975, 5, 5), 1234],
            [7, "Gino", "Riva", "", "", "SI", "", "12.3.85", 7]]
    assert _problems(session, iscritti(tmp_path / "a.xls", rows)) == [
        'riga 5: data di nascita scritta come testo ("12/03/1985"): il circuito vuole una cella data gg/mm/aaaa',
        'riga 6: data di nascita scritta come testo ("1985-03-12"): il circuito vuole una cella data gg/mm/aaaa',
        'riga 7: ID scritto come testo ("12,0"): deve essere un numero intero',
        f"riga 8: data di nascita {future:%d/%m/%Y} nel futuro",
        "riga 9: ID nazionale 1234 già alla riga 4",
        'riga 10: data di nascita scritta come testo ("12.3.85"): il circuito vuole una cella data gg/mm/aaaa']


@pytest.mark.parametrize("suffix", [".xlsx", ".ods"])
def test_xlsx_and_ods_read_alike(session: Session, tmp_path: Path, suffix: str) -> None:
    """The same workbook saved by LibreOffice as .xlsx and .ods (only where LibreOffice is installed)."""
    book = sixteen(tmp_path / "ModuloTorneo.xls")
    subprocess.run([office(), "--headless", "--convert-to", suffix[1:], "--outdir", str(tmp_path / "out"), str(book)],
                   check=True, capture_output=True, timeout=120)
    converted = tmp_path / "out" / f"ModuloTorneo{suffix}"
    ops.import_players_file(session, converted)
    assert [p.birth_date for p in session.players()][:2] == ["1970-01-01", "1971-02-02"]


def test_command_line_lists_every_bad_row_in_italian_and_exits_2(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    with Store.open(db) as store:
        store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
    bad = iscritti(tmp_path / "bad.xls", [ROW, [2, "Bruno", "Verdi", "", "", "SI", "", "12/03/1985", 1]])
    run = subprocess.run([sys.executable, "-m", "referee_app", "--db", str(db), "players", "import", str(bad)],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 2
    assert run.stderr.splitlines() == [
        'riga 5: data di nascita scritta come testo ("12/03/1985"): il circuito vuole una cella data gg/mm/aaaa',
        "Problemi: 1. Nessun giocatore importato: correggi il file e riprova."]
    good = sixteen(tmp_path / "good.xls")
    run = subprocess.run([sys.executable, "-m", "referee_app", "--db", str(db), "players", "import", str(good)],
                         capture_output=True, text=True, timeout=120)
    assert (run.returncode, run.stdout) == (0, "16 giocatori importati\n")
