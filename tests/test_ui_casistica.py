from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.ops.rulings import CASISTICA, add_event_entry, event_entries, event_rulings, record_ruling
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.casistica.page import CasisticaPage
from referee_app.ui.window.settings import Settings
from referee_app.rules.table.actions import Ruling


class Messages:
    """Stands in for the modal message boxes and records what they would have said."""

    def __init__(self) -> None:
        self.warnings: list[str] = []
        self.infos: list[str] = []


@pytest.fixture
def messages(monkeypatch: pytest.MonkeyPatch) -> Messages:
    seen = Messages()
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: seen.warnings.append(text))
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: seen.infos.append(text))
    return seen


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    store = Store.open(tmp_path / "t.db")
    event = store.create_event("Torneo di Marsala", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
    ids = [store.add_player(event, name) for name in
           ["Anna Rossi", "Bruno Verdi", "Carla Čita", "Dario", "Élodie", "Fabio Ødegård", "Gina", "Ugo"]]
    round_id = store.add_round(event, 1)
    colours = ["rosso", "blu", "giallo", "verde"]
    store.add_table(round_id, 1, list(zip(ids[:4], colours)))
    store.add_table(round_id, 2, list(zip(ids[4:], colours)))
    yield store
    store.close(backup=False)


def _page(qtbot: QtBot, store: Store, tmp_path: Path) -> CasisticaPage:
    context = AppContext(store, _settings(tmp_path))
    page = CasisticaPage(context)
    qtbot.addWidget(page)
    return page


def test_typing_finds_the_tilted_die_first(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    page.show()
    qtbot.keyClicks(page.search, "dado bilic")
    assert page.result_ids()[0] == "dice-off-field-or-tilted"
    assert page.current is not None and page.current.id == "dice-off-field-or-tilted"
    assert "<span class='hit'>bilico</span>" in page.hits.data(page.hits.index(0), Qt.ItemDataRole.UserRole + 1)
    text = page.detail.toPlainText()
    assert "Regolamento Marsala 2011 — Casistica" in text  # source: the regulation by its name, and the section
    assert not page.action_button.isVisible()  # this ruling opens nothing
    page.search.setText("sette carte in mano")
    assert page.current is not None and page.current.id == "card-limit-seven"
    assert page.action_button.isVisible()


def test_typo_query(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    qtbot.keyClicks(page.search, "dado bilcio")
    assert page.result_ids()[0] == "dice-off-field-or-tilted"
    page.search.setText("zzzqqq")
    assert page.result_ids() == [] and page.current is None
    assert not page.record_button.isEnabled()


def test_ruleset_filter_defaults_to_the_event_and_filters(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    assert page.ruleset_filter.currentData() == "marsala-2011"
    index = page.index
    page.search.setText("carte")
    assert all(index.entry(i).applies_to("marsala-2011") for i in page.result_ids())
    page.ruleset_filter.setCurrentIndex(page.ruleset_filter.findData("raduno"))
    raduno = page.result_ids()
    assert raduno and all(index.entry(i).applies_to("raduno") for i in raduno)
    assert any(not index.entry(i).applies_to("marsala-2011") for i in raduno)  # raduno-only rulings appear
    page.ruleset_filter.setCurrentIndex(page.ruleset_filter.findData(None))
    assert set(raduno) <= set(page.result_ids()) or len(page.result_ids()) == 30
    page.topic_filter.setCurrentIndex(page.topic_filter.findData("dice"))
    assert page.result_ids() == []  # no dice ruling speaks of cards
    page.search.clear()
    assert page.result_ids() and all("dice" in index.entry(i).topics for i in page.result_ids())


def test_keyboard_moves_and_opens(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    page.show()
    page.activateWindow()
    qtbot.waitActive(page)
    page.detail.setFocus()
    qtbot.waitUntil(page.detail.hasFocus)
    qtbot.keyClick(page.detail, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)  # Ctrl+K from anywhere
    assert page.search.hasFocus()
    qtbot.keyClicks(page.search, "carte")
    second = page.result_ids()[1]
    qtbot.keyClick(page.search, Qt.Key.Key_Down)
    assert page.current is not None and page.current.id == second
    qtbot.keyClick(page.search, Qt.Key.Key_Up)
    qtbot.keyClick(page.search, Qt.Key.Key_Up)  # stays on the first
    assert page.current.id == page.result_ids()[0]
    qtbot.keyClick(page.search, Qt.Key.Key_Return)
    assert page.memory.recent() == ["carte"]
    assert page.detail.hasFocus()


def test_recent_searches_keep_the_last_ten(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    for n in range(12):
        page.remember_search(f"ricerca {n}")
    page.remember_search("ricerca 5")
    recent = page.memory.recent()
    assert len(recent) == 10 and recent[0] == "ricerca 5" and recent.count("ricerca 5") == 1
    again = _page(qtbot, store, tmp_path)
    assert again.recent.count() == 10 and again.recent.item(0).text() == "ricerca 5"


def test_bookmark_persists(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    page.search.setText("dado bilico")
    page.bookmark_button.click()
    assert page.memory.bookmarks() == ["dice-off-field-or-tilted"]
    again = _page(qtbot, store, tmp_path)
    assert again.bookmarks.count() == 1
    assert again.bookmarks.item(0).data(Qt.ItemDataRole.UserRole) == "dice-off-field-or-tilted"
    again.show_entry_id("dice-off-field-or-tilted")
    assert again.bookmark_button.isChecked()
    again.toggle_bookmark()
    assert _page(qtbot, store, tmp_path).bookmarks.count() == 0


def test_both_languages_on_request(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    page.show_entry_id("dice-off-field-or-tilted")
    entry = page.index.entry("dice-off-field-or-tilted")
    other = "en" if page.lang == "it" else "it"
    assert entry.title.get(page.lang) in page.detail.toPlainText()
    assert entry.title.get(other) not in page.detail.toPlainText()
    page.both_languages.setChecked(True)
    assert entry.title.it in page.detail.toPlainText() and entry.title.en in page.detail.toPlainText()


def test_actions_bring_the_right_page(qtbot: QtBot, store: Store, tmp_path: Path, messages: Messages) -> None:
    page = _page(qtbot, store, tmp_path)
    pages: list[str] = []
    actions: list[str] = []
    page.context.pageRequested.connect(pages.append)
    page.context.actionRequested.connect(actions.append)
    page.show()
    penalty = next(e for e in page.index.entries() if e.action == "penalty:cards_in_hand")
    page.show_entry_id(penalty.id)
    page.action_button.click()
    assert actions == ["penalty:cards_in_hand"] and pages == ["TablePage"]
    page.show_entry_id("deal-last-card-swap")
    page.run_action()
    assert messages.infos and pages == ["TablePage"]
    score = next(e for e in page.index.entries() if e.action == "score")
    page.show_entry_id(score.id)
    page.run_action()
    assert pages == ["TablePage", "StandingsPage"]


def _ruling_dialog(page: CasisticaPage, table: str, text: str | None = None):  # type: ignore[no-untyped-def]
    page.search.setText("dado bilico")
    dialog = page.open_ruling_dialog()
    assert dialog is not None
    dialog.table.setEditText(table)
    if text is not None:
        dialog.text.setPlainText(text)
    return dialog


def test_recording_a_ruling_appears_in_the_log_and_undoes(qtbot: QtBot, store: Store, tmp_path: Path,
                                                          messages: Messages) -> None:
    page = _page(qtbot, store, tmp_path)
    dialog = _ruling_dialog(page, "2")
    assert dialog.ruling_text() == page.current.title.get(page.lang)  # type: ignore[union-attr]
    assert [dialog.players.item(r).text() for r in range(dialog.players.count())][:2] == ["Élodie", "Fabio Ødegård"]
    dialog.set_checked(["Fabio Ødegård"])
    dialog.accept()
    assert messages.warnings == [] and not dialog.isVisible()
    assert page.log.model.rowCount() == 1
    row = [page.log.model.index(0, c).data() for c in range(page.log.model.columnCount())]
    assert row[0] == 1 and row[1] == 2 and row[4] == "Fabio Ødegård"
    assert row[6] == page.index.entry("dice-off-field-or-tilted").title.get(page.lang)
    page.context.undo_stack.undo()
    assert page.log.model.rowCount() == 0 and event_rulings(page.context.require_session()) == []
    page.context.undo_stack.redo()
    assert page.log.model.rowCount() == 1


def test_undo_refused_when_the_table_moved_on(qtbot: QtBot, store: Store, tmp_path: Path,
                                              messages: Messages) -> None:
    page = _page(qtbot, store, tmp_path)
    _ruling_dialog(page, "1").accept()
    session = page.context.require_session()
    record_ruling(session, page.table_choices()[0].table_id, Ruling("Altro", [], []))
    page.context.undo_stack.undo()
    assert messages.warnings and len(event_rulings(session)) == 2


@pytest.mark.parametrize("table, text, expected", [
    ("1", "   ", "Write the text of the ruling."),
    ("9", None, "There is no table \"9\" in the current round."),
    ("", None, "Choose the table where the ruling was given."),
])
def test_bad_ruling_input_gives_a_message_and_saves_nothing(qtbot: QtBot, store: Store, tmp_path: Path,
                                                            messages: Messages, table: str, text: str | None,
                                                            expected: str) -> None:
    page = _page(qtbot, store, tmp_path)
    dialog = _ruling_dialog(page, table, text)
    dialog.accept()
    assert dialog.isVisible()
    assert messages.warnings == [expected]
    assert event_rulings(page.context.require_session()) == []
    assert page.context.undo_stack.count() == 0


def test_no_event_open(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "empty.db")
    try:
        page = _page(qtbot, store, tmp_path)
        page.search.setText("sdadata")
        assert page.result_ids()  # the built-in casistica works without an event
        assert not page.record_button.isEnabled() and not page.add_entry_button.isEnabled()
        assert page.open_ruling_dialog() is None
        assert "Open an event" in page.log.hint.text()
    finally:
        store.close(backup=False)


def test_organiser_entries_add_search_remove(qtbot: QtBot, store: Store, tmp_path: Path,
                                             messages: Messages) -> None:
    page = _page(qtbot, store, tmp_path)
    dialog = page.open_entry_dialog()
    assert dialog is not None
    dialog.accept()  # empty: refused
    assert messages.warnings and "Title" in messages.warnings[0] and dialog.isVisible()
    dialog.title_it.setText("Telefono al tavolo")
    dialog.text_it.setPlainText("Il telefono resta spento per tutta la partita.")
    dialog.keywords_it.setText("cellulare, smartphone")
    dialog.accept()
    assert not dialog.isVisible()
    assert page.event_list.count() == 1
    page.search.setText("cellulare")
    assert page.result_ids()[0] == "event-telefono-al-tavolo"
    page.event_list.setCurrentRow(0)
    page.remove_selected_entry()
    assert page.event_list.count() == 0 and event_entries(page.context.require_session()) == []
    page.search.setText("cellulare")
    assert "event-telefono-al-tavolo" not in page.result_ids()
    page.context.undo_stack.undo()  # the removal
    assert page.event_list.count() == 1
    page.context.undo_stack.undo()  # the addition
    assert page.event_list.count() == 0


def test_entries_of_another_event_leave_the_index(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    add_event_entry(page.context.require_session(), title_it="Pausa sigaretta", text_it="Una sola pausa.")
    page.context.changed(CASISTICA)
    assert "event-pausa-sigaretta" in {e.id for e in page.index.entries()}
    other = store.create_event("Raduno", "2026-12-01", "Roma", builtin("raduno"), "123400")
    page.context.open_event(other)
    assert "event-pausa-sigaretta" not in {e.id for e in page.index.entries()}
    assert page.ruleset_filter.currentData() == "raduno"


def test_empty_query_lists_the_whole_filtered_casistica(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    page = _page(qtbot, store, tmp_path)
    marsala = [e.id for e in page.index.entries() if e.applies_to("marsala-2011")]
    assert sorted(page.result_ids()) == sorted(marsala) and len(marsala) > 30
    page.remember_search("tempo scaduto")
    page.recent.itemClicked.emit(page.recent.item(0))
    assert page.search.text() == "tempo scaduto" and page.result_ids()
