"""File -> Esporta per il ranking nazionale: the checks with a way to fix each, the export enabled only when
nothing is left, a file already there replaced only after a question; the circuit's details dialog."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import xlrd
from PySide6.QtWidgets import QFileDialog

from referee_app.ops import circuit as event_circuit
from referee_app.store.store import Store
from referee_app.texts import set_language
from referee_app.ui.context import AppContext
from referee_app.ui.event.circuit_dialog import CircuitDialog, RankingExportDialog
from tests.ui_fixtures import Questions, capture_warnings, temp_settings


@pytest.fixture
def context(demo_event: Path, tmp_path: Path) -> Iterator[AppContext]:
    """The demo event open, the window in Italian (the suite runs in English)."""
    set_language("it")
    copy = tmp_path / "demo.db"
    shutil.copy(demo_event, copy)
    store = Store.open(copy)
    context = AppContext(store, temp_settings(tmp_path))
    context.open_event(store.events()[0].id)
    yield context
    store.close(backup=False)
    set_language("en")


def test_the_demo_is_ready_and_exports_asking_before_replacing(context: AppContext, qtbot: Any, tmp_path: Path,
                                                               questions: Questions,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = RankingExportDialog(context)
    qtbot.addWidget(dialog)
    assert dialog.summary.text() == "Pronto per il ranking nazionale."
    assert dialog.export_button.isEnabled()
    assert "Turno 2" in dialog.items.item(0).text()  # the round in play is a note: it stays out of the file
    target = tmp_path / "torneo.xls"
    target.write_bytes(b"earlier")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    questions.answer = False
    dialog.export()
    assert target.read_bytes() == b"earlier" and questions.asked[-1][2] == "&Sostituisci"
    questions.answer = True
    dialog.export()
    assert "1° Turno" in xlrd.open_workbook(str(target)).sheet_names()


def test_each_item_names_its_fix_and_the_details_dialog_clears_them(context: AppContext, qtbot: Any,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    session = context.require_session()
    event_circuit.set_details(session, event_circuit.CircuitDetails("", "", 0, ()))
    dialog = RankingExportDialog(context)
    qtbot.addWidget(dialog)
    assert not dialog.export_button.isEnabled()
    assert dialog.summary.text() == "Da sistemare prima del ranking: 3."
    assert dialog.items.item(0).text().endswith("→ File → Dati per il circuito…")
    details = CircuitDialog(context, dialog)
    qtbot.addWidget(details)
    details.organiser.setText("palermo")
    assert details.organiser.completer().model().rowCount() > 20  # the circuit's clubs are offered
    details.organiser.setText("PALERMO [Eagles]")
    details.kind.setCurrentText("Torneo Open")
    details.rounds.setValue(3)
    details.dates.setText("31/02/2026")
    warnings = capture_warnings(monkeypatch)
    details.accept()
    assert warnings and "31/02/2026" in warnings[0]
    details.dates.setText("")
    details.accept()
    assert dialog.summary.text() == "Pronto per il ranking nazionale."
