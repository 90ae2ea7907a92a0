"""Every file dialog starts in the folder last used in any of them, remembered in the window's settings
(an isolated file here, never the user's) and so across restarts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QFileDialog

from referee_app.ui.printing.dialog import ask_pdf_path
from referee_app.ui.window import folders
from referee_app.ui.window.main_window import MainWindow
from tests.ui_fixtures import temp_settings


def test_dialogs_start_in_the_last_folder_even_after_a_restart(qtbot: Any, tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    usb = tmp_path / "usb"
    usb.mkdir()
    starts: list[str] = []

    def save(_parent: Any, _title: str, start: str, _filters: str, **_k: Any) -> tuple[str, str]:
        starts.append(start)
        return str(usb / Path(start).name), ""

    def open_(_parent: Any, _title: str, start: str, _filters: str) -> tuple[str, str]:
        starts.append(start)
        return str(usb / "giocatori.csv"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_)
    window = MainWindow(temp_settings(tmp_path), QUndoStack())
    qtbot.addWidget(window)
    assert ask_pdf_path(window, "turno-1.pdf") == str(usb / "turno-1.pdf")
    assert starts == ["turno-1.pdf"]  # nothing used yet: the suggested name alone
    ask_pdf_path(window, "turno-2.pdf")
    assert starts[-1] == str(usb / "turno-2.pdf")
    folders.open_path(window, "csv", "*.csv")
    assert starts[-1] == str(usb)
    window.close()

    again = MainWindow(temp_settings(tmp_path), QUndoStack())  # the next start reads the same settings file
    qtbot.addWidget(again)
    ask_pdf_path(again, "classifica.pdf")
    assert starts[-1] == str(usb / "classifica.pdf")
    assert (tmp_path / "s.ini").read_text().count(str(usb)) == 1
