"""The engine's refusals and warnings reach the referee in Italian: the result dialog, the table page, the
objective deck of the event page (with Italian installed as the app does at start)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.ops.results import ResultOperations
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.board import classic_board
from referee_app.store.records import ActionId
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.window.i18n import install_language
from referee_app.ui.event.deck_dialog import DeckColumn, DeckDialog
from referee_app.ui.event.page import EventPage
from referee_app.ui.table.page import NO_ROLL, TablePage
from referee_app.ui.result.dialog import ResultDialog
from referee_app.ui.window.settings import Settings
from referee_app.rules.table.actions import ClockPause, ClockResume, ClockStart, TimeExpired
from referee_app.rules.sdadata import TurnEvent
from tests.results_data import final, table_ids
from tests.table_helpers import Clock, seed_event
from tests.ui_results_helpers import context as results_context  # noqa: F401 (fixture)

TABLE_1 = ["Anna", "Bruno", "Carla", "Dario"]


@pytest.fixture
def italian(qtbot: QtBot) -> Iterator[None]:
    app = QApplication.instance()
    assert app is not None
    assert install_language(app, "it") == "it"
    yield
    install_language(app, "en")


@pytest.fixture
def shown(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: texts.append(text))
    return texts


# ---- the result dialog ---------------------------------------------------------------------------------------
def _result_dialog(qtbot: QtBot, context: AppContext) -> tuple[ResultDialog, int]:
    table = table_ids(context.require_session())[0]
    dialog = ResultDialog(context, table)
    qtbot.addWidget(dialog)
    dialog.modes.setCurrentIndex(1)  # these tests enter the map; the sheet is tests/test_ui_result_sheet.py
    return dialog, table


def _typed(dialog: ResultDialog, text: str) -> None:
    dialog.entry_player.setCurrentIndex(dialog.entry_player.findData(0))
    dialog.entry_text.setText(text)
    dialog.assign_typed()


@pytest.mark.parametrize(("typed", "italian_text"), [
    ("alaska 2, Alaska 3", "Alaska” è scritto due volte"),
    ("alaska 0", "“Alaska” deve avere almeno 1 armata, non 0"),
    ("Alaskka 2", "territorio sconosciuto “Alaskka” (forse “Alaska”?)"),
])
def test_typed_territory_errors_in_italian(qtbot: QtBot, results_context: AppContext, italian: None,  # noqa: F811
                                           shown: list[str], typed: str, italian_text: str) -> None:
    dialog, table = _result_dialog(qtbot, results_context)
    _typed(dialog, typed)
    assert len(shown) == 1 and italian_text in shown[0], shown
    assert results_context.store.actions(table) == []


def test_check_errors_and_warnings_in_italian(qtbot: QtBot, results_context: AppContext,  # noqa: F811
                                              italian: None, shown: list[str]) -> None:
    dialog, table = _result_dialog(qtbot, results_context)
    entry = final(TABLE_1, {"Anna": 2, "Carla": 5})
    held = entry["players"][0]["territories"]
    missing = next(iter(held))
    del held[missing]
    dialog.load(entry)
    dialog.refresh_preview()
    assert dialog.error_label.text().startswith("Da correggere:")
    assert f"territori non assegnati: {missing} (ognuno dei 42 territori va a un giocatore o è neutrale)" \
        in dialog.error_label.text()
    entry = final(TABLE_1, {"Anna": 2, "Carla": 5})
    entry["neutral"] = {missing: 1}
    dialog.load(entry)  # the grid keeps one holder per territory: check the engine's refusal through ops too
    with pytest.raises(Exception) as refused:
        dialog.ops.preview(table, entry)
    assert dialog.engine.message(refused.value) == f"“{missing}” è già di Anna"
    entry = final(TABLE_1, {"Anna": 2, "Carla": 5})
    entry["players"][0]["objective"] = [missing]  # worth little, and Anna holds it all without a RisiKo!
    dialog.load(entry)
    dialog.refresh_preview()
    warnings = dialog.warning_label.text()
    assert "l'obiettivo di Anna vale" in warnings and "ma le carte del torneo valgono 86" in warnings
    assert "Anna possiede tutto l'obiettivo, ma non è indicato come autore del RisiKo!" in warnings
    assert "objective is worth" not in warnings and "Controlla:" in warnings
    assert results_context.store.actions(table) == []


# ---- the table page ------------------------------------------------------------------------------------------
@pytest.fixture
def table_context(tmp_path: Path) -> Iterator[AppContext]:
    store = Store.open(tmp_path / "t.db")
    seed_event(store)
    ctx = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)),
                     clock=Clock())
    yield ctx
    store.close(backup=False)


@pytest.fixture
def page(qtbot: QtBot, table_context: AppContext, italian: None) -> TablePage:
    widget = TablePage(table_context)
    qtbot.addWidget(widget)
    return widget


def _refused(page: TablePage, shown: list[str], operation: Callable[[TableOperations], ActionId]) -> str:
    assert page.ops is not None
    before = len(page.context.store.actions(page.ops.table_id))
    assert not page._act("test", operation)
    assert len(page.context.store.actions(page.ops.table_id)) == before, "nothing is recorded"
    return shown[-1]


def _expire(page: TablePage, player: str = "Dario") -> TableOperations:
    ops = page.ops
    assert ops is not None
    ops.act(ClockStart())
    ops.act(TimeExpired(player))
    return ops


def test_turn_errors_in_italian(page: TablePage, shown: list[str]) -> None:
    ops = _expire(page)
    page.refresh()
    page.turn_form.turn_player.setCurrentText("Carla")
    page.end_turn()
    assert shown[-1] == "Giocatore: è il turno di Dario, non di Carla"
    assert _refused(page, shown, lambda o: o.act(TimeExpired("Anna"))) == \
        "Giocatore: il tempo è già scaduto durante il turno di Dario"
    assert _refused(page, shown, lambda o: o.act(TurnEvent("Dario", roll=9))).endswith(
        "Dario non tira in questo turno: questo turno non ha sdadata")
    for player in ("Dario", "Anna", "Bruno", "Carla"):
        ops.act(TurnEvent(player))
    assert "ha conquistato 3 territori, più di 2" in _refused(page, shown, lambda o: o.act(TurnEvent("Dario", 3, roll=5)))
    assert _refused(page, shown, lambda o: o.act(TurnEvent("Dario", roll=13))).endswith(
        "la somma di due dadi va da 2 a 12, non 13")
    page.refresh()
    page.turn_form.turn_player.setCurrentText("Dario")
    assert page.turn_form.roll.isEnabled()
    page.turn_form.roll.setValue(NO_ROLL)
    page.end_turn()
    assert shown[-1].endswith("manca il tiro: Dario deve tirare i dadi della sdadata (finisce con 2, 3, 4)")
    ops.act(TurnEvent("Dario", objective=True))
    assert _refused(page, shown, lambda o: o.act(TurnEvent("Anna"))).endswith("la partita è già finita")
    assert all(not any(word in text for word in ("expected", "missing", "already", "roll"))
               for text in shown), shown


def test_clock_errors_in_italian(page: TablePage, shown: list[str]) -> None:
    ops = page.ops
    assert ops is not None
    assert _refused(page, shown, lambda o: o.act(ClockPause())).endswith("il cronometro non è ancora partito")
    ops.act(ClockStart())
    ops.act(ClockPause())
    assert _refused(page, shown, lambda o: o.act(ClockPause())).endswith("il cronometro è già in pausa")
    ops.act(ClockResume())
    assert _refused(page, shown, lambda o: o.act(ClockResume())).endswith("il cronometro non è in pausa")
    page.context.clock.now += 91 * 60  # type: ignore[attr-defined]
    assert not page.add_recovery(3, "dadi caduti")
    assert shown[-1].endswith("il tempo è già scaduto: dopo non si danno minuti di recupero")
    assert not page.add_recovery(3, " ")
    assert shown[-1] == "Motivo: scrivi perché il tavolo riceve minuti di recupero"


# ---- the objective deck --------------------------------------------------------------------------------------
def _deck_file(tmp_path: Path, data: Any, name: str = "mazzo.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data, ensure_ascii=False), "utf-8")
    return str(path)


def _deck_dialog(qtbot: QtBot, context: AppContext) -> DeckDialog:
    dialog = DeckDialog(context)
    qtbot.addWidget(dialog)
    return dialog


CARDS = {"Carta 1": ["Alaska", "Ontario", "Cina"], "Carta 2": ["Čita", "Jacuzia", "Kamchatka"]}


def test_deck_loads_shows_values_removes_and_undoes(qtbot: QtBot, table_context: AppContext, italian: None,
                                                     tmp_path: Path) -> None:
    page = EventPage(table_context)
    qtbot.addWidget(page)
    assert page.deck_button.isEnabled() == (table_context.session is not None)
    table_context.open_event(table_context.store.events()[0].id)
    assert page.deck_button.isEnabled() and page.deck.text() == "nessun mazzo"
    assert page.deck_button.text() == "&Mazzo obiettivi…"
    page.edit_deck()
    dialog = page.deck_dialog
    assert dialog is not None and dialog.model.rowCount() == 0 and not dialog.remove_button.isEnabled()
    assert dialog.summary.text().startswith("Nessun mazzo obiettivi caricato")
    assert dialog.load_file(_deck_file(tmp_path, CARDS))
    board = classic_board()
    values = [sum(board.value(t) for t in board_names) for board_names in
              ([board.resolve(n) for n in ts] for ts in CARDS.values())]
    assert [dialog.model.index(r, DeckColumn.VALUE).data() for r in range(2)] == [str(v) for v in values]
    assert dialog.model.index(1, DeckColumn.CARD).data() == "Carta 2"
    assert "Čita" in dialog.model.index(1, DeckColumn.TERRITORIES).data()
    assert dialog.summary.text().startswith("2 carte")
    assert page.deck.text() == "2 carte"
    ops = ResultOperations(table_context.require_session())
    assert ops.deck() is not None and list(ops.deck().cards) == ["Carta 1", "Carta 2"]  # type: ignore[union-attr]
    assert dialog.remove()
    assert ops.deck() is None and dialog.model.rowCount() == 0 and page.deck.text() == "nessun mazzo"
    table_context.undo_stack.undo()
    assert ops.deck() is not None and dialog.model.rowCount() == 2
    table_context.undo_stack.undo()
    assert ops.deck() is None and page.deck.text() == "nessun mazzo"
    table_context.undo_stack.redo()
    assert dialog.model.rowCount() == 2 and page.deck.text() == "2 carte"


@pytest.mark.parametrize(("data", "italian_text"), [
    ("{\"Carta 1\": [\"Alaska\",", "mazzo.json non è un JSON valido (riga 1, colonna"),
    ({"Carta 1": ["Alaska", "Atlantide"]}, "Carta “Carta 1”, territorio 2: territorio sconosciuto “Atlantide”"),
    ({"Carta 1": ["Alaska", "Alaskka"]}, "Carta “Carta 1”, territorio 2: territorio sconosciuto “Alaskka” "
                                         "(forse “Alaska”?)"),
    ({"Carta 1": ["Alaska", "alaska"]}, "Carta “Carta 1”, territorio 2: “Alaska” è scritto due volte"),
    ({"Carta 1": []}, "Carta “Carta 1”: un obiettivo deve avere almeno un territorio"),
    ({"Carta 1": "Alaska"}, "Carta “Carta 1”: un obiettivo è un elenco di territori"),
    ({"Carta 1": ["Alaska"], "carta 1": ["Cina"]}, "Carta “carta 1”: “carta 1” ha lo stesso nome di “Carta 1”"),
    ([], "un file di mazzo elenca le carte"),
])
def test_bad_deck_files_say_why_in_italian_and_load_nothing(qtbot: QtBot, table_context: AppContext,
                                                            italian: None, tmp_path: Path, data: Any,
                                                            italian_text: str) -> None:
    table_context.open_event(table_context.store.events()[0].id)
    dialog = _deck_dialog(qtbot, table_context)
    assert not dialog.load_file(_deck_file(tmp_path, data))
    assert dialog.error.text().startswith("Mazzo non caricato: ")
    assert italian_text in dialog.error.text(), dialog.error.text()
    assert ResultOperations(table_context.require_session()).deck() is None
    assert table_context.undo_stack.count() == 0


def test_missing_deck_file(qtbot: QtBot, table_context: AppContext, italian: None, tmp_path: Path) -> None:
    table_context.open_event(table_context.store.events()[0].id)
    dialog = _deck_dialog(qtbot, table_context)
    assert not dialog.load_file(str(tmp_path / "assente.json"))
    assert "non si può leggere" in dialog.error.text() and "assente.json" in dialog.error.text()
