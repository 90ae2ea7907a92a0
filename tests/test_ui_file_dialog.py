"""Qt's own file dialog speaks the window's language: opened the way the print dialog opens it, in Italian
every label, button and tip is Italian ("Cerca in:", "File di tipo:" were English: qtbase_it.qm lacks Qt 6's
texts for them), in English none is Italian."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QLabel, QTreeView, QWidget
from pytestqt.qtbot import QtBot

from referee_app.ui.window.i18n import install_language
from referee_app.ui.printing.dialog import ask_pdf_path


def _texts(dialog: QWidget) -> set[str]:
    """What a referee reads on the dialog: labels, buttons, tips, column titles, context menu entries."""
    texts = set()
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.add(widget.text())
        texts.update((widget.toolTip(), *(action.text() for action in widget.actions())))
        if isinstance(widget, QTreeView):
            model = widget.model()
            texts.update(str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount()))
    return texts - {""}


def _open_and_read(qtbot: QtBot, language: str) -> dict[str, str]:
    app = QApplication.instance()
    assert app is not None
    install_language(app, language)  # type: ignore[arg-type]
    seen: dict[str, str] = {}

    def read() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QFileDialog)
        seen.update({label.objectName(): label.text() for label in dialog.findChildren(QLabel)})
        seen.update({text: text for text in _texts(dialog)})
        dialog.reject()

    QTimer.singleShot(0, read)
    parent = QWidget()
    qtbot.addWidget(parent)
    ask_pdf_path(parent, "schede-punteggio-turno-1.pdf")
    return seen


@pytest.fixture
def english_after(qtbot: QtBot) -> Iterator[None]:
    yield
    app = QApplication.instance()
    install_language(app, "en")  # type: ignore[arg-type]


def test_file_dialog_speaks_the_window_language(qtbot: QtBot, english_after: None) -> None:
    italian = _open_and_read(qtbot, "it")
    english = _open_and_read(qtbot, "en")
    assert (italian["lookInLabel"], italian["fileNameLabel"], italian["fileTypeLabel"]) == \
        ("&Cerca in:", "&Nome del file:", "File di &tipo:")
    assert (english["lookInLabel"], english["fileTypeLabel"]) == ("&Look in:", "Files of &type:")
    italian_texts = {text for key, text in italian.items() if key == text}
    english_texts = {text for key, text in english.items() if key == text}
    assert italian_texts & english_texts == set(), "the same text in both languages: left untranslated"
    assert "&Salva" in italian_texts and "Annulla" in italian_texts
