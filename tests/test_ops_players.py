from __future__ import annotations

from pathlib import Path

import pytest

from referee_app.ops import players_ops as ops
from referee_app.ops.changes import PLAYERS
from referee_app.ops.players_ops import PlayerDetails
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from tests.coded import coded


@pytest.fixture
def session(tmp_path: Path) -> Session:
    store = Store.open(tmp_path / "t.db")
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
    yield Session(store, event, referee="Mario")
    store.close(backup=False)


def _names(session: Session) -> list[str]:
    return [p.name for p in session.players()]


def test_add_edit_and_check_in(session: Session) -> None:
    added = ops.add_player(session, PlayerDetails(" Ødegård  Nils ", "Oslo", "Estero", "Nord", 2), present=False)
    pid = added.value
    assert added.changes == PLAYERS and [p.id for p in session.players()] == [pid]  # the new player's id
    player = session.store.player(pid)
    assert (player.name, player.club, player.region, player.team, player.band, player.present) == \
        ("Ødegård Nils", "Oslo", "Estero", "Nord", 2, False)
    ops.edit_player(session, pid, PlayerDetails("Nils Ødegård", "Bergen", "", "", None))
    edited = session.store.player(pid)
    assert (edited.name, edited.club, edited.band, edited.present) == ("Nils Ødegård", "Bergen", None, False)
    ops.set_present(session, pid, True)
    assert session.store.player(pid).present
    assert ops.counts(session) == (1, 1)
    ops.set_present(session, pid, False)
    assert ops.counts(session) == (0, 1)


def test_editing_keeps_own_name(session: Session) -> None:
    pid = ops.add_player(session, PlayerDetails("Čita")).value
    ops.edit_player(session, pid, PlayerDetails("čita", club="Trapani"))
    assert session.store.player(pid).name == "čita"


@pytest.mark.parametrize("details, code, field", [
    (PlayerDetails(""), "required", "name"),
    (PlayerDetails("   "), "required", "name"),
    (PlayerDetails("x" * 201), "too_long", "name"),
    (PlayerDetails("Anna", band=0), "band", "band"),
    (PlayerDetails("ANNA  rossi"), "duplicate_name", "name"),
    (PlayerDetails("Anna Rossì"), "duplicate_name", "name"),
])
def test_bad_player_input_writes_nothing(session: Session, details: PlayerDetails, code: str,
                                         field: str) -> None:
    ops.add_player(session, PlayerDetails("Anna Rossi"))
    with pytest.raises(InputError, check=coded) as info:
        ops.add_player(session, details)
    assert (info.value.code, info.value.field) == (code, field)
    assert _names(session) == ["Anna Rossi"]


def test_edit_to_a_taken_name_is_refused(session: Session) -> None:
    ops.add_player(session, PlayerDetails("Anna"))
    bruno = ops.add_player(session, PlayerDetails("Bruno")).value
    with pytest.raises(InputError, check=coded) as info:
        ops.edit_player(session, bruno, PlayerDetails("anna"))
    assert info.value.params["name"] == "Anna"
    with pytest.raises(InputError, check=coded):
        ops.edit_player(session, bruno, PlayerDetails(""))
    assert _names(session) == ["Anna", "Bruno"]


def test_players_of_another_event_are_out_of_reach(session: Session) -> None:
    other = session.store.create_event("Altro", "2026-12-01", "", builtin("raduno"), "999900")
    stranger = session.store.add_player(other, "Zeno")
    with pytest.raises(InputError, check=coded):
        ops.set_present(session, stranger, False)
    with pytest.raises(InputError, check=coded):
        ops.edit_player(session, stranger, PlayerDetails("Zeno B"))
    with pytest.raises(InputError):
        ops.set_present(session, 9999, True)
    assert session.store.player(stranger).present


def test_remove_and_restore_keep_the_id(session: Session) -> None:
    pid = ops.add_player(session, PlayerDetails("Anna", band=3)).value
    removed = ops.remove_player(session, pid)
    assert _names(session) == []
    ops.restore_player(session, removed)
    assert session.store.player(pid) == removed


def test_a_seated_player_cannot_be_removed(session: Session) -> None:
    ids = [ops.add_player(session, PlayerDetails(n)).value for n in ("A", "B", "C", "D")]
    round_id = session.store.add_round(session.event_id, 1)
    session.store.add_table(round_id, 1, list(zip(ids, ["rosso", "blu", "giallo", "verde"])))
    with pytest.raises(InputError):
        ops.remove_player(session, ids[0])
    assert len(session.players()) == 4


GOOD = "nome;circolo;regione;fascia;presente\nAnna Rossi;Marsala;Sicilia;1;sì\nČita Horvat;Zagreb;;2;no\n"


def test_csv_preview_then_import(session: Session) -> None:
    preview = ops.preview_players_file(session, GOOD)
    assert preview.valid and [r.name for r in preview.rows] == ["Anna Rossi", "Čita Horvat"]
    assert _names(session) == []
    imported = ops.import_players_file(session, GOOD.encode("utf-8"))
    assert _names(session) == ["Anna Rossi", "Čita Horvat"]
    assert imported.changes == PLAYERS and imported.value == [p.id for p in session.players()]
    assert ops.counts(session) == (1, 2)


def test_csv_bad_lines_listed_with_numbers_and_nothing_imported(session: Session, tmp_path: Path) -> None:
    text = ("nome;fascia;presente\n"
            "Anna;1;sì\n"
            ";2;sì\n"          # line 3: empty name
            "Bruno;zero;sì\n"  # line 4: bad band
            "Carla;1;forse\n"  # line 5: bad present
            "anna;1;no\n")     # line 6: repeats line 2
    path = tmp_path / "iscritti.csv"
    path.write_text(text, "utf-8")
    preview = ops.preview_players_file(session, path)
    assert not preview.valid
    assert [(p.line, p.code) for p in preview.problems] == [
        (3, "empty_name"), (4, "bad_band"), (5, "bad_present"), (6, "duplicate_in_file")]
    assert preview.problems[1].param("value") == "zero"
    assert preview.problems[3].param("limit") == "2"
    with pytest.raises(InputError, check=coded) as info:
        ops.import_players_file(session, path)
    assert info.value.code == "csv_invalid" and info.value.params["count"] == "4"
    assert _names(session) == []


def test_csv_names_already_in_the_event_are_refused(session: Session) -> None:
    ops.add_player(session, PlayerDetails("Ødegård"))
    preview = ops.preview_players_file(session, "name,club\nØDEGARD,Oslo\nBruno,\n")
    assert [(p.line, p.code, p.param("value")) for p in preview.problems] == [(2, "duplicate_existing", "Ødegård")]
    with pytest.raises(InputError, check=coded):
        ops.import_players_file(session, "name,club\nØDEGARD,Oslo\nBruno,\n")
    assert _names(session) == ["Ødegård"]


@pytest.mark.parametrize("text, code, value", [
    ("", "empty_file", ""),
    ("nome;età\nAnna;3\n", "unknown_column", "età"),
    ("nome;nome\nAnna;Anna\n", "repeated_column", "nome"),
    ("club\nMarsala\n", "no_name_column", ""),
    ("nome\n", "no_rows", ""),
    ("nome;club\nAnna;Marsala;extra\n", "too_many_fields", "3"),
    ("nome;;club\nAnna;x;Marsala\n", "value_without_header", "x"),
    ("nome\n" + "A" * 201 + "\n", "too_long", "name"),
])
def test_every_store_message_gets_a_code(session: Session, text: str, code: str, value: str) -> None:
    preview = ops.preview_players_file(session, text)
    assert preview.problems[0].code == code
    assert preview.problems[0].param("value") == value


def test_unknown_message_falls_back_to_its_text() -> None:
    problem = ops.classify(7, "something new")
    assert (problem.code, problem.param("value")) == ("other", "something new")


def test_missing_csv_file(session: Session, tmp_path: Path) -> None:
    with pytest.raises(InputError, check=coded) as info:
        ops.preview_players_file(session, tmp_path / "none.csv")
    assert info.value.code == "file_missing"


def test_look_alike_names_are_refused_with_both_lines_named(session: Session) -> None:
    ops.add_player(session, PlayerDetails("Sara Neri"))
    text = ("nome;data di nascita\n"
            "Mario Rossi;\n"
            "M\u0430rio Rossi;\n"          # line 3: a Cyrillic а, looks like line 2
            "Mario\u200bRossi;\n"          # line 4: a zero-width space read away: MarioRossi
            "\u0405ara Neri;\n"            # line 5: a Cyrillic Ѕ, looks like a player already in
            "Anna Bianchi;1990-01-02\n"
            "Annа Bianchi;1991-03-04\n")   # line 7: a look-alike, but the birth dates tell them apart
    preview = ops.preview_players_file(session, text.encode("utf-8"))
    assert [(p.line, p.code) for p in preview.problems] == [
        (3, "look_alike_in_file"), (4, "look_alike_in_file"), (5, "look_alike_existing")]
    assert "U+0430 CYRILLIC SMALL LETTER A" in preview.problems[0].param("value")
    assert preview.problems[0].param("limit") == "Mario Rossi (2)" == preview.problems[1].param("limit")
    assert preview.problems[2].param("limit") == "Sara Neri"
    from referee_app.ops.import_words import line_text
    said = line_text("it", preview.problems[0])
    assert "Mario Rossi (2)" in said and "alfabeto" in said
    with pytest.raises(InputError, check=coded):
        ops.import_players_file(session, text.encode("utf-8"))
    assert _names(session) == ["Sara Neri"]


def test_utf16_with_its_mark_is_read_and_without_it_is_named(session: Session) -> None:
    text = "nome;club\nAnna Rossi;Marsala\nČita Horvat;Zagreb\n"
    preview = ops.preview_players_file(session, text.encode("utf-16"))
    assert preview.valid and [r.name for r in preview.rows] == ["Anna Rossi", "Čita Horvat"]
    assert preview.encoding == "utf-16"
    lost = ops.preview_players_file(session, text.encode("utf-16-le"))
    assert [(p.line, p.code) for p in lost.problems] == [(1, "utf16_no_mark")]
