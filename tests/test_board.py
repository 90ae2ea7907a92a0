from __future__ import annotations

import json

import pytest

from referee_app.rules.board import board_from_dict, classic_board
from referee_app.rules.errors import BoardError, UnknownTerritoryError
from tests.cli_helpers import rules


def test_classic_board_shape() -> None:
    board = classic_board()
    assert len(board.territories) == 42
    assert len(board.continents) == 6
    assert len(board.borders()) == 82
    assert board.total_value() == 164


def test_value_equals_number_of_neighbours() -> None:
    for t in classic_board().territories.values():
        assert t.value == len(t.neighbours), t.name


def test_borders_symmetric_and_italian_specifics() -> None:
    board = classic_board()
    for t in board.territories.values():
        for n in t.neighbours:
            assert t.name in board.territories[n].neighbours
    cina = board.territories["Cina"].neighbours
    assert "Medio Oriente" in cina
    assert "Medio Oriente" not in board.territories["Africa Orientale"].neighbours
    assert "India" not in board.territories["Afganistan"].neighbours


@pytest.mark.parametrize("continent,bonus,size,maximum", [
    ("Nord America", 5, 9, 4), ("Sud America", 2, 4, 2), ("Europa", 5, 7, 3),
    ("Africa", 3, 6, 3), ("Asia", 7, 12, 6), ("Oceania", 2, 4, 2)])
def test_continents(continent: str, bonus: int, size: int, maximum: int) -> None:
    c = classic_board().continents[continent]
    assert (c.bonus, c.size, c.max_at_deal) == (bonus, size, maximum)


@pytest.mark.parametrize("typed,canonical", [
    ("cita", "Čita"), ("CITA", "Čita"), ("Peru", "Perù"), ("perù", "Perù"),
    ("Stati Uniti Occ.", "Stati Uniti Occidentali"), ("stati uniti occ", "Stati Uniti Occidentali"),
    ("Territori del Nord O.", "Territori del Nord Ovest"), ("Eur. Sett.", "Europa Settentrionale"),
    ("  medio   oriente ", "Medio Oriente")])
def test_name_matching(typed: str, canonical: str) -> None:
    assert classic_board().resolve(typed) == canonical


def test_unknown_name_suggests_closest() -> None:
    with pytest.raises(UnknownTerritoryError) as info:
        classic_board().resolve("Brasil", field="cards[3]")
    assert info.value.field == "cards[3]"
    assert info.value.suggestion == "Brasile"
    with pytest.raises(UnknownTerritoryError) as info:
        classic_board().resolve("Atlantide")
    assert info.value.suggestion is None


def test_custom_board_file_loads_and_asymmetric_border_is_refused(tmp_path) -> None:  # type: ignore[no-untyped-def]
    data = classic_board().to_dict()
    data["territories"][0]["neighbours"].append("Siam")
    path = tmp_path / "b.json"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(BoardError, match="Alaska - Siam"):
        board_from_dict(json.loads(path.read_text("utf-8")))
    for t in data["territories"]:
        if t["name"] == "Siam":
            t["neighbours"].append("Alaska")
    assert "Siam" in board_from_dict(data).territories["Alaska"].neighbours


def test_cli_board_contract() -> None:
    out = rules("board")
    assert {c["name"]: c["max_at_deal"] for c in out["continents"]}["Asia"] == 6
    cita = next(t for t in out["territories"] if t["name"] == "Čita")
    assert set(cita) >= {"name", "continent", "value", "neighbours"}
    assert cita["value"] == 4
    assert {c["size"] for c in out["continents"]} == {9, 4, 7, 6, 12}


def test_fold_handles_letters_without_a_separate_accent() -> None:
    from referee_app.rules.names import fold

    assert fold("Ødegård") == fold("odegard") == "odegard"
    assert fold("Łukasz Weiß") == "lukasz weiss"
    assert fold("Čita") == "cita"
