"""The print dialog, with the file chooser and the PDF viewer replaced by recorders."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QSettings, QSize
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.printing import dialog as printing_ui
from referee_app.ui.context import AppContext
from referee_app.ui.printing.dialog import PrintDialog, print_dialog
from referee_app.ui.window.settings import Settings
from tests.print_data import build_event


class Recorder:
    def __init__(self, answer: str = "") -> None:
        self.answer = answer
        self.calls: list[object] = []

    def ask(self, parent: object, suggested: str) -> str:
        self.calls.append(suggested)
        return self.answer

    def open(self, path: Path) -> None:
        self.calls.append(path)


@pytest.fixture
def context(tmp_path: Path, qtbot: QtBot) -> Iterator[AppContext]:
    session = build_event(tmp_path / "t.db")
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    ctx = AppContext(session.store, settings, clock=session.clock)
    yield ctx
    session.store.close(backup=False)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(printing_ui.QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    return shown


def dialog(qtbot: QtBot, context: AppContext, path: Path, table_id: int | None = None) -> tuple[PrintDialog,
                                                                                               Recorder, Recorder]:
    chooser, viewer = Recorder(str(path)), Recorder()
    d = PrintDialog(context, None, table_id, ask_path=chooser.ask, open_file=viewer.open)
    qtbot.addWidget(d)
    return d, chooser, viewer


def choose(combo: object, data: object) -> None:
    combo.setCurrentIndex(combo.findData(data))  # type: ignore[attr-defined]


def text(path: Path) -> list[str]:
    return [p.extract_text() for p in PdfReader(str(path)).pages]


def test_score_sheets_of_the_current_round_are_saved_and_opened(qtbot: QtBot, context: AppContext,
                                                                tmp_path: Path) -> None:
    d, chooser, viewer = dialog(qtbot, context, tmp_path / "round")
    assert d.round.currentText() == "Round 2" and d.table.currentData() is None
    d.save()
    written = tmp_path / "round.pdf"  # the .pdf suffix is added
    assert d.written == written and d.result() == PrintDialog.DialogCode.Accepted
    assert d.notice is not None and d.notice.text() == f"Saved in {written}"  # the word after saving
    assert viewer.calls == []
    d.notice.folder_button.click()
    d.notice.open_button.click()
    assert viewer.calls == [tmp_path, written]
    pages = text(written)
    assert len(pages) == 2 and "Martin Ødegård" in pages[0]
    assert str(chooser.calls[0]).endswith("score-sheets-round-2.pdf")


def test_result_of_the_table_a_page_passes_in_english(qtbot: QtBot, context: AppContext, tmp_path: Path) -> None:
    session = context.require_session()
    table_id = session.table_by_number(1, session.round_by_number(1).id).id
    d, _, viewer = dialog(qtbot, context, tmp_path / "r.pdf", table_id)
    choose(d.kind, "result")
    choose(d.language, "en")
    assert d.table.currentData() == table_id and d.table.findData(None) == -1
    d.save()
    page = text(tmp_path / "r.pdf")[0]
    assert "Table result — Table 1" in page and "Bruno Perù" in page and d.notice is not None


def test_blank_sheets_of_a_size(qtbot: QtBot, context: AppContext, tmp_path: Path) -> None:
    d, _, _ = dialog(qtbot, context, tmp_path / "b.pdf")
    assert isinstance(d.size(), QSize)  # the spin box once hid QWidget.size()
    assert not d.table_size.isEnabled()
    d.blank.setChecked(True)
    d.table_size.setValue(5)
    assert d.table_size.isEnabled()
    d.save()
    pages = text(tmp_path / "b.pdf")
    assert len(pages) == 2 and "Martin Ødegård" not in pages[0]


def test_deal_now_logs_a_deal_and_prints_it(qtbot: QtBot, context: AppContext, tmp_path: Path) -> None:
    session = context.require_session()
    table_id = session.table_by_number(2, session.round_by_number(2).id).id
    d, _, _ = dialog(qtbot, context, tmp_path / "d.pdf", table_id)
    choose(d.kind, "deal")
    assert not d.deal_now.isHidden()
    d.deal_now.setChecked(True)
    d.save()
    assert [a.kind for a in session.store.actions(table_id)] == ["deal"]
    assert "Distribuzione iniziale" in text(tmp_path / "d.pdf")[0]


def test_missing_result_is_a_warning_and_nothing_is_written(qtbot: QtBot, context: AppContext, tmp_path: Path,
                                                           warnings: list[str]) -> None:
    session = context.require_session()
    table_id = session.table_by_number(2, session.round_by_number(2).id).id
    d, _, viewer = dialog(qtbot, context, tmp_path / "r.pdf", table_id)
    choose(d.kind, "result")
    d.save()
    assert warnings == ["Table: table 2 has no confirmed result yet"]
    assert not (tmp_path / "r.pdf").exists() and viewer.calls == [] and d.written is None


def test_cancelled_file_chooser_writes_nothing(qtbot: QtBot, context: AppContext, tmp_path: Path) -> None:
    d, chooser, viewer = dialog(qtbot, context, tmp_path / "x.pdf")
    chooser.answer = ""
    d.save()
    assert viewer.calls == [] and d.written is None and list(tmp_path.glob("*.pdf")) == []


def test_event_without_rounds_allows_only_event_wide_and_blank(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "e.db")
    store.create_event("Raduno", "2026-05-01", "Roma", builtin("raduno"), "123400")
    context = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    try:
        d, _, _ = dialog(qtbot, context, tmp_path / "x.pdf")
        assert not d.save_button.isEnabled() and "No round" in d.hint.text()
        d.blank.setChecked(True)
        assert d.save_button.isEnabled()
        choose(d.kind, "standings")
        assert d.save_button.isEnabled() and not d.round.isEnabled()
        d.save()
        assert "Standings" in text(tmp_path / "x.pdf")[0] or "Classifica" in text(tmp_path / "x.pdf")[0]
    finally:
        store.close(backup=False)


def test_no_event_open(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = Store.open(tmp_path / "e.db")
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text: shown.append(text))
    try:
        context = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
        assert print_dialog(context) is None and shown == ["Open or create an event first."]
    finally:
        store.close(backup=False)
