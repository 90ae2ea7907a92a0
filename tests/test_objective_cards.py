"""Objectives by card number: a deck imported from CSV, a card typed as "7" on the score sheet row and on
the map, an unknown number marked on its cell."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from referee_app.ops.results import ResultOperations
from referee_app.rules.board import classic_board
from referee_app.rules.errors import InputError
from referee_app.rules.objectives import load_deck
from referee_app.ui.context import AppContext
from referee_app.ui.result.dialog import ResultDialog
from tests.results_data import table_ids
from tests.test_ui_result_sheet import Keys
from tests.ui_results_helpers import context, make_context, warnings  # noqa: F401 (fixtures)
from tests.coded import coded

BOARD = classic_board()
CSV = """Carta;Territori
Obiettivo 3;Alaska;Ontario;Perù
Obiettivo 7;Cina;India;Siam;Urali
"""


def test_a_deck_from_csv_is_numbered_by_its_names(tmp_path: Path) -> None:
    path = tmp_path / "mazzo.csv"
    path.write_text(CSV, "utf-8")
    deck = load_deck(path, BOARD)
    assert deck.numbers() == {3: "Obiettivo 3", 7: "Obiettivo 7"}
    assert deck.card("7", "objective") == ("Cina", "India", "Siam", "Urali")
    assert deck.card("obiettivo 3", "objective") == ("Alaska", "Ontario", "Perù")
    with pytest.raises(InputError, check=coded) as caught:
        deck.card("9", "players[0].objective")
    assert caught.value.code == "unknown_card" and caught.value.field == "players[0].objective"
    path.write_text("1,Alaska\n2,Cina\n", "utf-8")  # no header, plain numbers
    assert load_deck(path, BOARD).card("2", "x") == ("Cina",)
    path.write_text("1,Alaska\n1,Cina\n", "utf-8")
    with pytest.raises(InputError, check=coded) as caught:
        load_deck(path, BOARD)
    assert caught.value.code == "deck_same_card"


def typed_sheet(qtbot: QtBot, context: AppContext, rows: tuple[tuple[str, str, str], ...]) -> \
        tuple[ResultDialog, Keys]:
    """The first table's result dialog in sheet mode with (card, objective points, outside points) typed in
    each row as a referee does: Tab along the row, Return to the next."""
    table = table_ids(context.require_session())[0]
    dialog = ResultDialog(context, table)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.focusWidget() is not None)
    assert dialog.sheet.keys[0] == "card"
    keys = Keys(qtbot, dialog)
    for card, objective, outside in rows:
        for text, key in ((card, Qt.Key.Key_Tab), (objective, Qt.Key.Key_Tab), (outside, Qt.Key.Key_Return)):
            keys.type(text)
            keys.press(key)
    return dialog, keys


def test_card_number_on_the_sheet_row(qtbot: QtBot, context: AppContext, tmp_path: Path) -> None:
    ops = ResultOperations(context.require_session())
    path = tmp_path / "mazzo.csv"
    path.write_text(CSV, "utf-8")
    ops.load_deck_file(path)
    dialog, keys = typed_sheet(qtbot, context, (("7", "41", "12"), ("9", "41", "10"), ("3", "40", "9"),
                                                ("7", "8", "3")))
    bad = dialog.sheet.cells[(1, "card")]
    assert "#ffcdd2" in bad.styleSheet() and "9" in bad.toolTip()
    bad.setText("3")
    # card 7 (Cina, India, Siam, Urali) is worth less than the 41 objective points written for Anna
    assert "#ffcdd2" in dialog.sheet.cells[(0, "objective_points")].styleSheet()
    assert dialog.preview is None and keys.count <= 40
    for row in range(4):
        dialog.sheet.cells[(row, "card")].clear()  # no card: the totals alone
    assert dialog.preview is not None
    dialog.sheet.cells[(3, "card")].setText("7")
    assert dialog.preview is not None and dialog.preview.result.final_state["players"][3]["objective"] == "7"
    assert dialog.preview.result.ranking[3].objective_value == sum(
        BOARD.value(t) for t in ("Cina", "India", "Siam", "Urali"))


def test_card_number_on_the_map(context: AppContext, tmp_path: Path) -> None:
    from tests.results_data import final
    from tests.test_ui_results import TABLE_1

    ops = ResultOperations(context.require_session())
    path = tmp_path / "mazzo.csv"
    path.write_text(CSV, "utf-8")
    ops.load_deck_file(path)
    table = table_ids(context.require_session())[0]
    entry = final(TABLE_1, {"Anna": 2, "Carla": 5})
    entry["players"][0]["objective"] = "7"
    preview = ops.preview(table, entry)
    anna = next(r for r in preview.result.ranking if r.name == "Anna")
    assert anna.objective_value == sum(BOARD.value(t) for t in ("Cina", "India", "Siam", "Urali"))
    assert preview.final["players"][0]["objective"] == "7"
    entry["players"][0]["objective"] = "12"
    with pytest.raises(InputError, check=coded) as caught:
        ops.preview(table, entry)
    assert caught.value.code == "unknown_card" and caught.value.field == "players[0].objective"
