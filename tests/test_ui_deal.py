"""The deal dialog: the app's deal logged, a deal typed card by card checked live against a golden scenario,
hands checked with their violations and the Como plan; bad input explained, nothing recorded."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.ops.deals import logged_deal
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.deal import dialog as deal_ui
from referee_app.ui.context import AppContext
from referee_app.ui.deal.dialog import DealDialog, split_names
from referee_app.ui.table.page import TablePage
from referee_app.ui.window.settings import Settings

GOLDEN = Path(__file__).parent / "golden" / "deal"
PLAYERS = ["Anna", "Bruno", "Carla", "Dario"]


def golden(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text("utf-8"))
    return data


def make_context(tmp_path: Path, ruleset: str) -> tuple[AppContext, int]:
    store = Store.open(tmp_path / "t.db")
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin(ruleset), "123400")
    ids = [store.add_player(event, name) for name in PLAYERS]
    table_id = store.add_table(store.add_round(event, 1), 1, list(zip(ids, ["rosso", "blu", "giallo", "verde"])))
    context = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    context.open_event(event)
    return context, table_id


@pytest.fixture
def marsala(tmp_path: Path) -> Iterator[tuple[AppContext, int]]:
    context, table_id = make_context(tmp_path, "marsala-2011")
    yield context, table_id
    context.store.close(backup=False)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    return shown


def dialog(qtbot: QtBot, context: AppContext, table_id: int, **kwargs: Any) -> DealDialog:
    d = DealDialog(context, table_id, **kwargs)
    qtbot.addWidget(d)
    return d


def session(context: AppContext) -> Session:
    assert context.session is not None
    return context.session


def test_the_app_deals_logs_and_undoes(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    d = dialog(qtbot, context, table_id)
    assert not d.print_button.isEnabled() and "No deal" in d.generated_label.text()
    d.seed_edit.setText("4242")
    qtbot.mouseClick(d.generate_button, Qt.MouseButton.LeftButton)
    logged = logged_deal(session(context), table_id)
    assert logged.seed == 4242 and logged.result.valid and "4242" in d.generated_label.text()
    first = logged.result.hands["Anna"][0]
    continent = session(context).board.continent_of(first)
    assert first in d.generated_grid.cell_text(continent, "Anna").split("\n")
    assert d.generated_notes.count() >= 1 and d.print_button.isEnabled()
    context.undo_stack.undo()  # one undo takes the deal out of the log again
    assert session(context).table_state(table_id).deal is None
    assert "No deal" in d.generated_label.text()


def test_the_dialog_shows_the_deal_its_operation_returned(qtbot: QtBot, marsala: tuple[AppContext, int],
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    context, table_id = marsala
    d = dialog(qtbot, context, table_id)
    reads: list[int] = []

    def counted(session: Session, table: int) -> Any:
        reads.append(table)
        return logged_deal(session, table)

    monkeypatch.setattr(deal_ui, "logged_deal", counted)
    with qtbot.waitSignal(context.opsChanged) as heard:
        d.generate(4242)
    assert reads == [] and "4242" in d.generated_label.text()  # shown from the returned deal, not read back
    assert heard.args[0].action is not None and heard.args[0].table(table_id)
    context.undo_stack.undo()  # an undo is not this dialog's operation: the log is read again
    assert reads == [table_id] and "No deal" in d.generated_label.text()


def test_the_same_seed_gives_the_same_deal(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    d = dialog(qtbot, context, table_id)
    d.generate(7)
    first = logged_deal(session(context), table_id).result.cards
    d.generate(7)
    assert logged_deal(session(context), table_id).result.cards == first


def test_the_deal_sheet_is_printed(qtbot: QtBot, marsala: tuple[AppContext, int], tmp_path: Path) -> None:
    context, table_id = marsala
    opened: list[Path] = []
    d = dialog(qtbot, context, table_id, ask_path=lambda parent, name: str(tmp_path / "deal"),
               open_file=opened.append)
    d.generate(3)
    assert d.print_sheet() == tmp_path / "deal.pdf" and opened == [tmp_path / "deal.pdf"]
    assert (tmp_path / "deal.pdf").stat().st_size > 1000


def test_cards_typed_one_by_one_follow_the_golden_skip(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    case = golden("seq_skip_then_two_places_on")
    cards = case["input"]["cards"]
    d = dialog(qtbot, context, table_id)
    d.tabs.setCurrentIndex(1)
    for card in cards[:8]:
        qtbot.keyClicks(d.card_edit, card)
        qtbot.keyClick(d.card_edit, Qt.Key.Key_Return)
    assert d.cards[4] == "Perù" and d.card_edit.text() == ""
    d.add_card(cards[8])  # Brasile: Dario already holds Venezuela and Perù
    assert d.steps[-1].to == "Carla"
    assert d.last_card.text() == "Brasile: skips Dario (would hold 3 of 4 in Sud America, at most 2), goes to Carla"
    d.add_card(cards[9])
    assert d.steps[-1].to == "Bruno" and "goes to Bruno" in d.last_card.text()
    assert "Brasile" in d.sequence_grid.cell_text("Sud America", "Carla")
    assert not d.log_button.isEnabled() and d.sequence_verdict.text() == "Deal in progress"
    for card in cards[10:]:
        assert d.add_card(card)
    assert d.checked is not None
    out = d.checked.to_json()
    for key in ("valid", "hands", "skips", "swaps", "violations", "count_errors"):
        assert out[key] == case["expected"][key], key
    assert d.sequence_verdict.text() == "Valid" and not d.card_edit.isEnabled()
    assert d.sequence_notes.item(0).text().startswith("Brasile: skips Dario")
    assert d.add_card("Alaska") is False and d.card_error.text() == "All 42 cards are already entered"
    assert d.record_checked()
    logged = logged_deal(session(context), table_id)
    assert logged.seed is None and logged.result.to_json()["hands"] == case["expected"]["hands"]
    assert session(context).store.actions(table_id)[-1].payload["source"] == "table"


def test_bad_cards_show_a_message_and_add_nothing(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    d = dialog(qtbot, context, table_id)
    d.add_card("Alaska")
    qtbot.keyClicks(d.card_edit, "Brasilia")
    qtbot.keyClick(d.card_edit, Qt.Key.Key_Return)
    assert d.card_error.text() == 'Unknown territory "Brasilia": did you mean "Brasile"?'
    assert d.cards == ["Alaska"] and d.card_edit.text() == "Brasilia"  # left to correct
    assert d.add_card("ALASKA") is False and d.card_error.text() == '"Alaska" was already drawn as card 1'
    assert d.cards == ["Alaska"] and session(context).table_state(table_id).deal is None
    assert d.record_checked() is False


def test_backspace_on_the_empty_field_undoes_the_last_card(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    d = dialog(qtbot, context, table_id)
    for card in ("Alaska", "Cina", "Egitto"):
        d.add_card(card)
    d.card_edit.setFocus()
    qtbot.keyClick(d.card_edit, Qt.Key.Key_Backspace)
    assert d.cards == ["Alaska", "Cina"] and d.step_list.count() == 2
    qtbot.keyClicks(d.card_edit, "Si")
    qtbot.keyClick(d.card_edit, Qt.Key.Key_Backspace)  # editing the text, not the cards
    assert d.cards == ["Alaska", "Cina"] and d.card_edit.text() == "S"
    qtbot.mouseClick(d.clear_button, Qt.MouseButton.LeftButton)
    assert d.cards == [] and d.step_list.count() == 0 and not d.undo_card_button.isEnabled()


def test_hands_with_a_violation(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    case = golden("hands_violation")
    d = dialog(qtbot, context, table_id)
    for player, hand in case["input"]["hands"].items():
        d.hand_edits[player].setPlainText("\n".join(hand))
    result = d.verify_hands()
    assert result is not None and result.to_json()["violations"] == case["expected"]["violations"]
    assert d.hands_verdict.text() == "Not valid"
    notes = [d.hands_notes.item(i).text() for i in range(d.hands_notes.count())]
    assert "Dario holds 3 territories in Sud America (at most 2)" in notes
    assert notes[0] == "Territories: Anna: 10, Bruno: 10, Carla: 11, Dario: 11"


def test_bad_hands_are_explained(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    hands = golden("hands_violation")["input"]["hands"]
    d = dialog(qtbot, context, table_id)
    for player, hand in hands.items():
        d.hand_edits[player].setPlainText(", ".join(hand))
    d.hand_edits["Bruno"].setPlainText(d.hand_edits["Bruno"].toPlainText().replace("Argentina", "Argentna"))
    assert d.verify_hands() is None
    assert d.hands_verdict.text() == 'Bruno: Unknown territory "Argentna": did you mean "Argentina"?'
    d.hand_edits["Bruno"].setPlainText("\n".join([*hands["Bruno"], "Egitto"]))
    assert d.verify_hands() is None and d.hands_verdict.text() == '"Egitto" is written for both Anna and Bruno'
    d.hand_edits["Bruno"].setPlainText("\n".join(hands["Bruno"][1:]))
    assert d.verify_hands() is None and d.hands_verdict.text() == "Nobody holds Nuova Guinea (this deal leaves 0 neutral)"
    assert session(context).table_state(table_id).deal is None


def test_como_hands_show_the_abandonment_plan(qtbot: QtBot, tmp_path: Path) -> None:
    context, table_id = make_context(tmp_path, "como-2000")
    case = golden("como_abandonment_and_reoccupation")
    d = dialog(qtbot, context, table_id)
    for player, hand in case["input"]["hands"].items():
        d.hand_edits[player].setPlainText("\n".join(hand))
    assert d.verify_hands() is not None
    notes = [d.hands_notes.item(i).text() for i in range(d.hands_notes.count())]
    assert "Bruno abandons 1 in Nord America, 1 in Africa" in notes
    assert "Anna abandons 2 of his choice" in notes and "Everybody keeps 8 territories" in notes
    assert "Re-occupation, one territory per turn, from Dario: Dario, Carla, Bruno, Anna, Dario, Carla, Bruno, Anna" \
        in notes
    assert d.hands_verdict.text() == "Valid: the excess is settled by abandonment"
    context.store.close(backup=False)


def test_the_table_page_opens_the_deal(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    page = TablePage(context)
    qtbot.addWidget(page)
    page.show_table(table_id)
    qtbot.mouseClick(page.result_box.deal_button, Qt.MouseButton.LeftButton)
    assert page.deal_dialog is not None and page.deal_dialog.isVisible()
    assert page.deal_dialog.table_id == table_id and page.deal_action.shortcuts()[0].toString() == "Ctrl+Shift+D"
    page.deal_dialog.generate(9)
    assert page.log_box.log_model.rowCount() == 1  # the page heard about the new entry


def test_names_split_on_lines_commas_and_semicolons() -> None:
    assert split_names("Alaska\n cina ;Egitto,,\n") == ["Alaska", "cina", "Egitto"]


def test_a_refused_deal_is_explained_and_not_stacked(qtbot: QtBot, marsala: tuple[AppContext, int],
                                                     warnings: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    context, table_id = marsala

    def refuse(*args: object) -> None:
        raise InputError("table", "table 1 has 1 players: a deal needs 2 to 6")

    monkeypatch.setattr(deal_ui, "deal_table", refuse)
    d = dialog(qtbot, context, table_id)
    assert d.generate(5) is False
    assert warnings == ["table 1 has 1 players: a deal needs 2 to 6"] and context.undo_stack.count() == 0
    assert session(context).table_state(table_id).deal is None


def test_undo_after_the_dialog_is_closed(qtbot: QtBot, marsala: tuple[AppContext, int]) -> None:
    context, table_id = marsala
    d = deal_ui.open_deal_dialog(context, table_id)
    assert d is not None
    d.generate(11)
    d.close()  # deleted on close
    qtbot.wait(10)
    context.undo_stack.undo()
    assert session(context).table_state(table_id).deal is None
    context.undo_stack.redo()
    assert logged_deal(session(context), table_id).seed == 11
