"""Fault: hostile or damaged player lists. Each problem is a numbered line of the preview; nothing is imported
while one remains; names are stored NFC with no control or zero-width characters.

Before: a mixed UTF-8/cp1252 file stored "NiccolÃ²"; an unbalanced quote merged two rows into one player;
NUL, BEL and the right-to-left override were stored raw and a zero-width-space twin was not a repeat; a band
of 10^23 passed the preview and then failed with an uncaught OverflowError.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.ops import players_ops
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.names import clean_text, hidden_control
from referee_app.rules.ruleset import builtin
from referee_app.store.csv_import import parse_players_csv
from referee_app.store.store import Store


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    store = Store.open(tmp_path / "t.db")
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123456")
    yield Session(store, event, referee="Mario")
    store.close(backup=False)


def _problems(session: Session, data: bytes) -> list[tuple[int, str]]:
    preview = players_ops.preview_players_file(session, data)
    return [(p.line, p.code) for p in preview.problems]


def test_mixed_utf8_and_cp1252_names_the_odd_lines_and_imports_nothing(session: Session) -> None:
    data = "nome;club\nNiccolò Rossi;Marsala\nPerù Bianchi;Como\n".encode() + "Zoè Verdi;Trapani\n".encode("cp1252")
    assert _problems(session, data) == [(4, "mixed_encoding")]
    with pytest.raises(InputError):
        players_ops.import_players_file(session, data)
    assert session.players() == []
    # the same file saved again as UTF-8 imports with its accents intact
    players_ops.import_players_file(session, data.decode("utf-8", "replace").replace("\ufffd", "è").encode())
    assert [p.name for p in session.players()] == ["Niccolò Rossi", "Perù Bianchi", "Zoè Verdi"]


def test_a_whole_cp1252_file_is_still_read_as_cp1252() -> None:
    preview = parse_players_csv("nome;club\nNiccolò Rossi;Marsala\n".encode("cp1252"))
    assert preview.valid and preview.rows[0].name == "Niccolò Rossi" and preview.encoding == "cp1252"


def test_an_unbalanced_quote_does_not_merge_two_players(session: Session) -> None:
    data = b'nome;club\n"Anna Rossi;Marsala\nBruno Neri;Como\nCarla Blu;Como\n'
    problems = _problems(session, data)
    assert problems and problems[0] == (2, "open_quote")
    assert not players_ops.preview_players_file(session, data).valid


def test_a_name_split_over_two_lines_inside_quotes_is_still_one_name() -> None:
    preview = parse_players_csv(b'nome;club\n"Elena\nBis";Marsala\n')
    assert preview.valid and preview.rows[0].name == "Elena Bis"


@pytest.mark.parametrize("hostile", ["Anna\x00", "An\x07na", "\u202eannA", "Anna\u2066"])
def test_control_and_bidi_characters_are_a_named_line(session: Session, hostile: str) -> None:
    data = f"nome;club\nBruno;Como\n{hostile};Marsala\n".encode()
    assert _problems(session, data) == [(3, "control_character")]
    line = players_ops.preview_players_file(session, data).problems[0].message
    assert "U+" in line


def test_a_zero_width_twin_is_seen_as_a_repeat_and_stored_clean(session: Session) -> None:
    data = "nome;club\nAnna Rossi;Marsala\nAnna\u200b Rossi;Como\nBru\u00adno\ufeff;Como\n".encode()
    assert _problems(session, data) == [(3, "duplicate_in_file")]
    preview = parse_players_csv(data)
    assert [r.name for r in preview.rows] == ["Anna Rossi", "Anna Rossi", "Bruno"]


def test_names_are_stored_nfc(session: Session) -> None:
    decomposed = "Nicolo\u0300 \u00d8degard"  # o + combining grave accent, as macOS writes it
    players_ops.import_players_file(session, f"nome\n{decomposed}\n".encode())
    assert session.players()[0].name == "Nicolò Ødegard"


@pytest.mark.parametrize("band", ["100000000000000000000000", "0", "²", "1000"])
def test_an_impossible_band_is_a_named_line_not_a_crash(session: Session, band: str) -> None:
    data = f"nome;fascia\nAnna;1\nBruno;{band}\n".encode()
    assert _problems(session, data) == [(3, "bad_band")]
    with pytest.raises(InputError):
        players_ops.import_players_file(session, data)
    assert session.players() == []


def test_a_typed_name_with_a_control_character_is_refused(session: Session) -> None:
    with pytest.raises(InputError) as info:
        session.store.add_player(session.event_id, "Anna\x07")
    assert "U+0007" in info.value.message
    assert clean_text(" Anna\u200b  Rossi ") == "Anna Rossi" and hidden_control("Anna\tRossi") is None
