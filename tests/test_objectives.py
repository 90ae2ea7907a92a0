"""Objective decks: loading, validation and lookup, with decks built here (the app ships none)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app.rules.board import classic_board
from referee_app.rules.errors import InputError
from referee_app.rules.objectives import deck_from_dict, load_deck

BOARD = classic_board()
# two made-up cards worth 86 each on the classic board (not real tournament cards)
NORTH_SOUTH_AFRICA = [*[t.name for t in BOARD.territories.values()
                       if t.continent in ("Nord America", "Sud America", "Africa")],
                      "Islanda", "Gran Bretagna", "Europa Occidentale", "Indonesia", "Australia Orientale"]
EAST = [*[t.name for t in BOARD.territories.values() if t.continent in ("Asia", "Oceania")],
        "Islanda", "Scandinavia", "Europa Settentrionale", "Europa Meridionale", "Ucraina"]
DECK = {"Americhe e Africa": NORTH_SOUTH_AFRICA, "Europa e Asia": EAST}


def test_deck_values_and_lookup() -> None:
    deck = deck_from_dict(DECK, BOARD)
    assert deck.values(BOARD) == {"Americhe e Africa": 86, "Europa e Asia": 86}
    assert deck.card("europa E ASIA", "x") == tuple(DECK["Europa e Asia"])
    with pytest.raises(InputError, match='x: unknown objective card "Europa Asia" \\(did you mean "Europa e Asia"\\?\\)'):
        deck.card("Europa Asia", "x")


def test_deck_names_are_resolved_to_canonical() -> None:
    deck = deck_from_dict({"Card": ["cita", "Stati Uniti Occ.", "peru"]}, BOARD)
    assert deck.cards["Card"] == ("Čita", "Stati Uniti Occidentali", "Perù")


@pytest.mark.parametrize(("data", "message"), [
    ([], "deck: a deck is a non-empty object"),
    ({}, "deck: a deck is a non-empty object"),
    ({"A": "Cina"}, "deck.A: expected a list of territories"),
    ({"A": []}, "deck.A: an objective needs at least one territory"),
    ({"A": ["Cina", 3]}, "deck.A[1]: expected a territory name"),
    ({"A": ["Cina", "Madagasar"]}, 'deck.A[1]: unknown territory "Madagasar" (did you mean "Madagascar"?)'),
    ({"A": ["Cina", "cina"]}, 'deck.A[1]: "Cina" is listed twice'),
    ({"Asia": ["Cina"], "ASIA": ["India"]}, 'deck.ASIA: same card name as "Asia"'),
    ({" ": ["Cina"]}, "deck. : empty card name"),
])
def test_bad_decks_name_the_card(data: object, message: str) -> None:
    with pytest.raises(InputError) as info:
        deck_from_dict(data, BOARD)
    assert str(info.value) == message or str(info.value).startswith(message)


def test_load_deck_file(tmp_path: Path) -> None:
    path = tmp_path / "torneo.json"
    path.write_text(json.dumps(DECK, ensure_ascii=False), "utf-8")
    assert load_deck(path, BOARD).cards == deck_from_dict(DECK, BOARD).cards
    path.write_text(json.dumps({"A": ["Atlantide"]}), "utf-8")
    with pytest.raises(InputError, match='^torneo.json.A\\[0\\]: unknown territory "Atlantide"'):
        load_deck(path, BOARD)
    path.write_text("{", "utf-8")
    with pytest.raises(InputError, match="^torneo.json: torneo.json is malformed JSON at line 1"):
        load_deck(path, BOARD)
    with pytest.raises(InputError, match="^deck: cannot read the deck file"):
        load_deck(tmp_path / "missing.json", BOARD, "deck")
