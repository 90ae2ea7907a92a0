"""The 16 objective cards of official tournaments, built in: every card 86 points on the board, taken by its
number with no deck to enter, offered for every new event whose ruleset plays them; an organiser's own deck
still works."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from referee_app.ops import event_ops
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.rules.board import classic_board
from referee_app.rules.objectives import OFFICIAL_VALUE, official_cards, official_deck
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.event.deck_dialog import DeckDialog
from tests.test_objective_cards import typed_sheet
from tests.ui_results_helpers import context, make_context, warnings  # noqa: F401 (fixtures)

BOARD = classic_board()


def test_sixteen_cards_each_worth_86_on_the_board() -> None:
    deck = official_deck(BOARD)
    assert [card["number"] for card in official_cards()] == list(range(1, 17))
    assert set(deck.values(BOARD).values()) == {OFFICIAL_VALUE} and len(deck.cards) == 16
    assert len({frozenset(t) for t in deck.cards.values()}) == 16  # no two cards alike
    for name, territories in deck.cards.items():  # one connected block on the board
        reached, todo = set(), [territories[0]]
        while todo:
            here = todo.pop()
            reached.add(here)
            todo += [t for t in territories if t not in reached and frozenset((here, t)) in BOARD.borders()]
        assert reached == set(territories), name
    tappeto = deck.card("12", "objective")  # the decision on card 12: without Indonesia (docs/rules.md)
    assert "Indonesia" not in tappeto and sum(BOARD.value(t) for t in tappeto) == 86


def test_a_card_by_number_or_name() -> None:
    deck = official_deck(BOARD)
    assert deck.numbers()[6] == "6 · Formula 1"  # the name's own 1 does not number it
    assert deck.card_name("tappeto") == deck.card_name("12") == "12 · Tappeto"
    assert deck.card_name("17") is None


@pytest.mark.parametrize(("ruleset", "cards"), [("marsala-2011", 16), ("raduno", 16), ("risk-classic", 0)])
def test_offered_to_every_new_event_that_plays_objective_cards(tmp_path: Path, ruleset: str, cards: int) -> None:
    with Store.open(tmp_path / "t.db") as store:
        event = event_ops.create_event(store, "Torneo", "2026-11-22", "Marsala", ruleset, "123400", "123400",
                                       official_deck=True, referee="Giulia").value
        deck = ResultOperations(Session(store, event)).deck()
        assert (len(deck.cards) if deck else 0) == cards


def test_the_deck_dialog_offers_the_16_cards(qtbot: QtBot, context: AppContext) -> None:  # noqa: F811
    dialog = DeckDialog(context)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 0
    assert dialog.load_official()
    assert dialog.model.rowCount() == 16
    assert ResultOperations(context.require_session()).deck().values(BOARD)["16 · Locomotiva"] == 86  # type: ignore[union-attr]


def test_a_four_player_result_by_card_number_in_sheet_mode(qtbot: QtBot, context: AppContext) -> None:  # noqa: F811
    DeckDialog(context).load_official()
    dialog, _keys = typed_sheet(qtbot, context, (("3", "41", "12"), ("6", "41", "10"), ("12", "40", "9"),
                                                 ("16", "8", "3")))
    assert dialog.preview is not None
    rows = dialog.preview.result.ranking
    assert [p["objective"] for p in dialog.preview.result.final_state["players"]] == ["3", "6", "12", "16"]
    assert {r.objective_value for r in rows} == {86}
    assert [r.place for r in sorted(rows, key=lambda r: r.seat or 0)] == [1, 2, 3, 4]
