"""The event to the national ranking and back: players from the circuit's workbook, a Raduno-style day of
three rounds through the operations (two qualifiers and the semifinals, results typed from the score sheets),
the export, and the file read back by independent readers (xlrd; LibreOffice where installed)."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
import xlrd

from referee_app.ops import circuit as event_circuit
from referee_app.ops import players_ops, ranking_export, rounds
from referee_app.ops.circuit import CircuitDetails
from referee_app.ops.ranking_words import check_line
from referee_app.ops.results import ResultOperations, confirmed_result
from referee_app.ops.session import Session
from referee_app.ops.sheet_entry import sheet_final, sheet_keys
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.rules import circuit
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from tests.circuit_books import office, sixteen

# (objective, outside) points per seat; seats 2 and 3 level on objective points, split by outside points
SHEET = ((40, 10), (30, 5), (30, 8), (10, 20))
# what the round sheet carries for each of those rows: the table points, never the Raduno's +50 to the winner;
# the chain put (30, 8) ahead of (30, 5), so it carries the circuit's tenth
CELLS = (40.0, 30.0, 30.1, 10.0)
DATES = ("2026-03-14", "2026-03-14", "2026-03-15")


@pytest.fixture
def day(tmp_path: Path) -> Iterator[Session]:
    """The event after the import and three confirmed rounds of 4 tables."""
    store = Store.open(tmp_path / "raduno.db")
    event = store.create_event("Raduno di prova", "2026-03-14", "Cesenatico", builtin("raduno"), "432100")
    session = Session(store, event, referee="Mario Bianchi")
    players_ops.import_players_file(session, sixteen(tmp_path / "ModuloTorneo.xls", count=17))
    for number in (1, 2, 3):
        _play_round(session, number)
    event_circuit.set_details(session, CircuitDetails("CESENATICO [I Corsari]", "raduno nazionale", 3, DATES))
    yield session
    store.close(backup=False)


def _play_round(session: Session, number: int) -> None:
    nxt = rounds.next_round(session)
    assert (nxt.status, nxt.number) == ("ready", number)
    saved = rounds.confirm_round(session, rounds.propose(session, seed=number)).value
    results = ResultOperations(session)
    keys = sheet_keys(results.sheet_columns(), with_card=False)
    for table in session.tables(saved.id):
        turn = table.number % 4  # who wins moves from table to table
        rows = [{"objective_points": SHEET[(s + turn) % 4][0], "outside_points": SHEET[(s + turn) % 4][1]}
                for s in range(4)]
        final = sheet_final(results.seat_names(table.id), keys, rows, results.statuses(table.id), "11", None)
        results.confirm(table.id, final)


def _read(path: Path) -> xlrd.book.Book:
    return xlrd.open_workbook(str(path))


def test_the_exported_workbook_holds_the_apps_tables_and_standings(day: Session, tmp_path: Path) -> None:
    assert ranking_export.ready(day)  # ties left in the standings are notes: the file shares their place
    assert {item.code for item in ranking_export.checks(day)} <= {"standings_tie"}
    path = ranking_export.export(day, tmp_path / "torneo.xls")
    umask = os.umask(0o022)
    os.umask(umask)
    assert path.stat().st_mode & 0o777 == 0o666 & ~umask  # readable as any file saved there, not owner-only
    book = _read(path)
    assert book.sheet_names() == ["TORNEO", "Iscritti", "1° Turno", "2° Turno", "3° Turno", "Classifica",
                                  "Classifica Ridotta"]
    torneo = book.sheet_by_name("TORNEO")
    assert [torneo.cell_value(r, 3) for r in range(1, 6)] == ["Cesenatico", "CESENATICO [I Corsari]",
                                                              "Raduno di prova", "Raduno Nazionale", 3]
    assert [xlrd.xldate.xldate_as_datetime(torneo.cell_value(r, 3), book.datemode).date().isoformat()
            for r in (7, 8, 9)] == list(DATES)
    assert torneo.cell_type(10, 3) == xlrd.XL_CELL_EMPTY

    players = book.sheet_by_name("Iscritti")
    ids = {}
    for r in range(3, players.nrows):
        row = players.row_values(r)
        ids[int(row[0])] = (row[1], row[2])
        assert row[5] == ("NO" if row[1] == "Nadia" else "SI")
        assert players.cell_type(r, 7) == xlrd.XL_CELL_DATE and isinstance(row[8], float)
    assert len(ids) == 17 and ids[15] == ("Mario", "Rossi")
    by_name = {(p.first_name, p.surname, p.nickname): p.name for p in day.players()}
    full = {cid: by_name[(f, s, "Il Conte" if cid == 15 else "")] for cid, (f, s) in ids.items()}

    for rnd in day.rounds():
        sheet = book.sheet_by_name(f"{rnd.number}° Turno")
        for k, table in enumerate(day.tables(rnd.id)):
            assert sheet.cell_value(2 * k, 0) == f"Tavolo N°{table.number}"
            result = confirmed_result(day, table.id)
            assert result is not None
            cells = sheet.row_values(2 * k + 1)
            turn = table.number % 4
            assert [cells[3 * s + 2] for s in range(4)] == [CELLS[(s + turn) % 4] for s in range(4)]
            written = {full[int(cells[3 * s])]: cells[3 * s + 2] for s in range(4)}
            winner = result.by_place()[0]
            assert float(winner.points) == winner.objective_points + 50 == 90  # the app's score has the bonus
            assert {n: int(v) for n, v in written.items()} == {r.name: r.objective_points for r in result.ranking}

    app = StandingsOperations(day).standings().standings
    short = book.sheet_by_name("Classifica Ridotta")
    assert short.row_values(0) == ["Pos.", "Nome", "Cognome", "pt_tot", "id"]
    rows = [short.row_values(r) for r in range(1, short.nrows)]
    assert [(int(r[0]), full[int(r[4])], r[3]) for r in rows] == [(s.rank, s.name, s.total) for s in app]
    standings = book.sheet_by_name("Classifica")
    assert standings.row_values(0)[5:] == ["pt1", "pt2", "pt3", "v_tot", "pt_tot", "id"]
    assert [standings.cell_value(r, 9) for r in range(1, standings.nrows)] == [s.total for s in app]


def test_libreoffice_converts_the_export_without_error(day: Session, tmp_path: Path) -> None:
    path = ranking_export.export(day, tmp_path / "torneo.xls")
    out = tmp_path / "csv"
    run = subprocess.run([office(), "--headless", "--convert-to", "csv", "--outdir", str(out), str(path)],
                         capture_output=True, text=True, timeout=180)
    assert run.returncode == 0, run.stderr
    first = (out / "torneo.csv").read_text("utf-8", errors="replace").splitlines()  # the first sheet: TORNEO
    assert any("Raduno Nazionale" in line for line in first)


def _codes(session: Session) -> list[str]:
    return [item.code for item in ranking_export.checks(session) if item.blocking]


def test_the_checks_refuse_each_fault_and_name_where_to_fix_it(day: Session, tmp_path: Path) -> None:
    people = day.players()
    mario, anna = people[0], people[1]
    event_circuit.set_details(day, CircuitDetails("", "", 2, ()))
    day.store.update_player(anna.id, anna.name, anna.club, anna.region, identity={
        "first_name": anna.first_name, "surname": anna.surname, "nickname": "", "birth_date": "",
        "national_id": mario.national_id})
    day.store.update_player(people[2].id, "Luca Verdi", identity={
        "first_name": mario.first_name, "surname": mario.surname, "nickname": "", "birth_date": mario.birth_date,
        "national_id": ""})
    assert _codes(day) == ["no_organiser", "no_type", "more_rounds", "no_birth_date", "national_id_twice",
                           "same_person"]
    lines = [check_line("it", item) for item in ranking_export.checks(day)]
    assert lines[2] == "Turni giocati 3, ma ne sono previsti 2. (File → Dati per il circuito…)"
    assert lines[3] == "Anna Bianchi: manca la data di nascita (obbligatoria per pubblicare). (Giocatori → Modifica)"
    target = tmp_path / "torneo.xls"
    with pytest.raises(InputError) as refused:
        ranking_export.export(day, target)
    assert refused.value.code == "not_ready" and not target.exists()


def test_a_round_still_in_play_is_never_exported_as_played(day: Session, tmp_path: Path) -> None:
    rounds.confirm_round(day, rounds.propose(day, seed=4))  # the final, drawn and not played
    event_circuit.set_details(day, CircuitDetails("CESENATICO [I Corsari]", "Raduno Nazionale", 4, DATES))
    notes = ranking_export.checks(day)
    assert [(n.code, n.blocking) for n in notes if n.code != "standings_tie"] == [("round_unconfirmed", False)]
    book = _read(ranking_export.export(day, tmp_path / "torneo.xls"))
    assert "4° Turno" not in book.sheet_names()


def test_a_player_in_the_standings_who_never_played_is_refused(day: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    real = ranking_export._standings

    def with_a_stranger(session: Session, played: object) -> object:
        found = real(session, played)  # type: ignore[arg-type]
        first = found.standings[0]
        stranger = type(first)(len(found.standings) + 1, "Zeno Nessuno", 0.0, (), None, (), "qualifiers")
        return type(found)(found.standings + (stranger,), (), found.phase, found.phases, found.entrants, None)

    monkeypatch.setattr(ranking_export, "_standings", with_a_stranger)
    assert _codes(day) == ["never_played"]


@pytest.mark.parametrize("fault", ["full", "read-only"])
def test_a_full_or_read_only_disk_loses_nothing(day: Session, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                fault: str) -> None:
    (tmp_path / "out").mkdir()
    target = tmp_path / "out" / "torneo.xls"
    target.write_bytes(b"the organiser's earlier file")

    def full_disk(self: object, name: str) -> None:
        raise OSError(28, "No space left on device")

    def read_only(*args: object, **kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    import xlwt  # noqa: PLC0415

    if fault == "full":
        monkeypatch.setattr(xlwt.Workbook, "save", full_disk)
    else:
        monkeypatch.setattr("referee_app.reports.ranking_workbook.tempfile.mkstemp", read_only)
    with pytest.raises(InputError) as refused:
        ranking_export.export(day, target)
    assert refused.value.code == "export_failed"
    assert target.read_bytes() == b"the organiser's earlier file"
    assert [p.name for p in target.parent.iterdir()] == ["torneo.xls"]  # no temporary file left behind
    assert len(day.rounds()) == 3 and ranking_export.ready(day)


@pytest.mark.parametrize(("kind", "rounds", "tables", "place", "points"), [
    ("Torneo Master", 5, 20, 1, 576.0), ("Torneo Master", 5, 20, 10, 291.13), ("Torneo Master", 5, 5, 1, 0.0),
    ("Raduno Nazionale", 4, 60, 2, 723.87), ("Torneo Open", 3, 10, 1, 264.0), ("Torneo Interclub", 3, 10, 20, 60.7),
    ("Campionato periodico", 2, 10, 1, 26.4), ("Campionato periodico", 4, 10, 1, 92.4),
    ("Campionato periodico", 9, 10, 1, 132.0), ("Amichevoli", 3, 10, 1, 0.0)])
def test_the_circuits_formula(kind: str, rounds: int, tables: int, place: int, points: float) -> None:
    assert round(circuit.ranking_points(kind, rounds, tables, place), 2) == points


def test_expected_points_on_the_standings_and_the_printout(day: Session) -> None:
    from referee_app.ops.printing import standings_sheet  # noqa: PLC0415

    estimate = ranking_export.expected_points(day)
    winner = StandingsOperations(day).standings().standings[0]
    assert estimate[winner.name] == pytest.approx(1.2 * (100 + 12) * 5)  # a Raduno of 3 rounds of 4 tables
    sheet = standings_sheet(day, "it")
    assert sheet.rows[0].ranking_points == pytest.approx(672.0)
    assert any("stima" in note for note in sheet.notes)
    event_circuit.set_details(day, CircuitDetails("CESENATICO [I Corsari]", "Amichevoli", 3, DATES))
    assert ranking_export.expected_points(day) == {}  # a type the ranking does not count: no column


def test_the_round_sheets_conventions_for_ties_and_eliminations() -> None:
    from referee_app.ops.confirmed_result import RankingRow  # noqa: PLC0415

    def row(name: str, place: int, table: int, points: float = 0, **more: object) -> RankingRow:
        return RankingRow(name, place, points, objective_points=table, **more)  # type: ignore[arg-type]

    level = [row("A", 2, 44), row("B", 1, 44, 94), row("C", 3, 10), row("D", 4, 44)]
    assert ranking_export.table_points(level) == {"A": 44.1, "B": 44.2, "C": 10.0, "D": 44.0}
    out = [row("A", 1, 60, 110), row("B", 2, 20), row("C", 4, 0, status="eliminated", eliminated_order=1),
           row("D", 3, 0, status="eliminated", eliminated_order=2), row("E", 5, 0)]
    assert ranking_export.table_points(out) == {"A": 60.0, "B": 20.0, "C": -2.0, "D": -1.0, "E": 0.0}
    # a RisiKo! worth 150 and a deducted penalty: the sheet has the table points alone
    scored = [row("A", 1, 86, 150), row("B", 2, 30, 27.5, deducted=2.5), row("C", 3, 12, 12.41)]
    assert ranking_export.table_points(scored) == {"A": 86.0, "B": 30.0, "C": 12.0}


def test_the_command_line_lists_what_is_missing_and_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from referee_app.cli.main import main  # noqa: PLC0415
    from referee_app.ops import event_ops  # noqa: PLC0415

    db = tmp_path / "t.db"
    with Store.open(db) as store:
        event = event_ops.create_event(store, "Raduno", "2026-03-14", "Cesenatico", "raduno", "432100",
                                       "432100").value
        players_ops.import_players_file(Session(store, event), sixteen(tmp_path / "ModuloTorneo.xls"))
    target = tmp_path / "torneo.xls"
    assert main(["--db", str(db), "export", "ranking", "-o", str(target)]) == 2
    assert capsys.readouterr().err.splitlines() == [
        "Manca l'organizzatore (il club che organizza). (File → Dati per il circuito…)",
        "Manca il numero di turni previsti. (File → Dati per il circuito…)",
        "Nessun turno con tutti i risultati confermati. (Tavoli → conferma i risultati)",
        "Da sistemare prima del ranking: 3."]
    assert not target.exists()
