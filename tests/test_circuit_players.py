"""Players as the national circuit knows them: name split, namesakes told apart by birth date, new CSV
columns, the migration of older files."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from referee_app.ops import players_ops as ops
from referee_app.ops.import_words import line_text
from referee_app.ops.players_ops import PlayerDetails
from referee_app.ops.session import Session
from referee_app.rules.circuit import official_clubs
from referee_app.rules.errors import InputError
from referee_app.rules.people import split_name
from referee_app.rules.ruleset import builtin
from referee_app.store import migrations as mig
from referee_app.store.store import Store


from tests.test_ops_players import session  # noqa: F401  (the fixture: a Marsala event, no players)
from tests.coded import coded


@pytest.mark.parametrize(("name", "first", "surname"), [
    ("Mario Rossi", "Mario", "Rossi"), ("Maria De Luca", "Maria", "De Luca"), ("Gian Marco Rossi", "Gian Marco", "Rossi"),
    ("Rossi, Mario", "Mario", "Rossi"), ("Anna D'Amico", "Anna", "D'Amico"), ("Zorro", "", "Zorro"),
    ("Luca della Valle", "Luca", "della Valle"),
])
def test_a_single_name_splits_sensibly(name: str, first: str, surname: str) -> None:
    assert split_name(name) == (first, surname)


def test_older_file_gains_the_circuit_fields_with_the_name_split(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    previous = mig.MIGRATIONS[:mig.MIGRATIONS.index(mig.m009_player_identity)]
    with Store.open(path, migrations=previous) as store:
        event = store.create_event("Vecchio", "2025-05-01", "Trapani", builtin("marsala-2011"), "123400")
        store.db.execute("INSERT INTO players (event_id, name, club, region, team, present) "
                         "VALUES (?, 'Maria De Luca', 'Trapani', '', '', 1)", [event])
        store.db.conn.commit()
    with Store.open(path) as store:
        (player,) = store.players(event)
        assert (player.id, player.name, player.first_name, player.surname, player.birth_date) == \
            (1, "Maria De Luca", "Maria", "De Luca", "")
        session = Session(store, event, referee="Mario")
        ops.edit_player(session, player.id, PlayerDetails("Maria De Luca", "Trapani", first_name="Maria",
                                                          surname="De Luca", birth_date="03/04/1990"))
        assert store.players(event)[0].birth_date == "1990-04-03"


def test_namesakes_with_different_birth_dates_are_told_apart(session: Session) -> None:
    first = ops.add_player(session, PlayerDetails("", "TRAPANI [Drepanum]", first_name="Mario", surname="Rossi",
                                                  birth_date="01/02/1980")).value
    second = ops.add_player(session, PlayerDetails("", "PALERMO [Eagles]", first_name="Mario", surname="Rossi",
                                                   birth_date="1990-05-06")).value
    third = ops.add_player(session, PlayerDetails("", "PALERMO [Eagles]", first_name="Mario", surname="Rossi",
                                                  nickname="Il Conte", birth_date="07/08/1995")).value
    names = {p.id: p.name for p in session.players()}
    assert names == {first: "Mario Rossi", second: "Mario Rossi (PALERMO [Eagles])", third: "Mario Rossi (Il Conte)"}
    with pytest.raises(InputError, check=coded) as same:  # same name, surname and birth date: the circuit refuses it
        ops.add_player(session, PlayerDetails("", first_name="Mario", surname="Rossi", birth_date="01/02/1980"))
    assert same.value.code == "same_person"
    with pytest.raises(InputError, check=coded) as unknown:  # no birth date: nothing tells them apart
        ops.add_player(session, PlayerDetails("Mario Rossi"))
    assert unknown.value.code == "duplicate_name"
    ops.edit_player(session, second, ops.details_of(ops.player(session, second)))  # an edit keeps its own name
    assert ops.player(session, second).name == "Mario Rossi (PALERMO [Eagles])"


@pytest.mark.parametrize(("typed", "code"), [("31/02/1990", "bad_birth_date"), ("1990/02/03", "bad_birth_date"),
                                             ("01/01/2999", "future_birth_date"), ("01/01/1899", "bad_birth_date")])
def test_a_bad_birth_date_is_refused(session: Session, typed: str, code: str) -> None:
    with pytest.raises(InputError, check=coded) as refused:
        ops.add_player(session, PlayerDetails("Anna Bianchi", birth_date=typed))
    assert (refused.value.code, refused.value.field) == (code, "birth_date")
    assert session.players() == []


def test_csv_takes_the_circuit_columns(session: Session) -> None:
    data = ("Nome;Cognome;Nickname;Data di nascita;ID nazionale;Club\n"
            "Mario;Rossi;;01/02/1980;1234;TRAPANI [Drepanum]\n"
            "Mario;Rossi;Conte;1990-05-06;12,0;PALERMO [Eagles]\n")
    preview = ops.preview_players_file(session, data)
    assert preview.valid, preview.problems
    ops.import_players_file(session, data)
    people = session.players()
    assert [(p.name, p.first_name, p.surname, p.nickname, p.birth_date, p.national_id) for p in people] == [
        ("Mario Rossi", "Mario", "Rossi", "", "1980-02-01", "1234"),
        ("Mario Rossi (PALERMO [Eagles])", "Mario", "Rossi", "Conte", "1990-05-06", "12")]


def test_csv_bad_circuit_values_one_italian_line_each(session: Session) -> None:
    future = (dt.date.today() + dt.timedelta(days=3)).strftime("%d/%m/%Y")
    data = ("Nome;Cognome;Data di nascita;ID nazionale\n"
            f"Anna;Bianchi;{future};\nBruno;Verdi;12-13-1990;\nCarla;Neri;;abc\n")
    preview = ops.preview_players_file(session, data)
    assert [(p.line, p.code) for p in preview.problems] == [
        (2, "future_birth_date"), (3, "bad_birth_date"), (4, "bad_national_id")]
    assert [line_text("it", p) for p in preview.problems] == [
        f"data di nascita {future} nel futuro",
        'data di nascita "12-13-1990" non valida: scrivila come gg/mm/aaaa (dal 1900 a oggi)',
        'ID nazionale "abc" non è un numero']
    with pytest.raises(InputError, check=coded):
        ops.import_players_file(session, data)
    assert session.players() == []


def test_the_official_clubs_ship_with_the_app() -> None:
    clubs = official_clubs()
    assert len(clubs) > 20 and "PALERMO [Eagles]" in clubs and all("[" in c for c in clubs)
