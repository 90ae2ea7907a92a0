"""Every page and the main dialogs walked in Italian and in English: a visible text in the other language is a
string that bypassed the translation catalogue (an engine message shown raw, a hard-coded label, a
ruleset text, a colour name)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QApplication, QComboBox, QGroupBox, QLabel,
                               QLineEdit, QWidget)
from pytestqt.qtbot import QtBot

from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.app import build_window
from referee_app.ui.i18n import install_language
from referee_app.ui.printing import PrintDialog
from tests.ui_fixtures import temp_settings

# Words that give a sentence away as English (or Italian); names and data of the test event use none of them.
ENGLISH = re.compile(r"\b(the|is|are|of|and|has|have|not|yet|open|table|tables|round|player|players|missing|"
                     r"required|field|event|result|time|score|draw|blank|red|blue|yellow|green|black|purple)\b", re.I)
ITALIAN = re.compile(r"\b(il|lo|gli|della|delle|dei|del|è|non|ancora|tavolo|tavoli|turno|giocatore|giocatori|"
                     r"risultato|tempo|rosso|blu|giallo|verde|nero|viola)\b", re.I)
# Known leaks, each a text that has no English version yet (the ruleset titles and one casistica title are
# data written only in Italian): listed so the test fails on any new one; remove a line when its text is fixed.
KNOWN = {
    ("en", "Editrice Giochi 1997 — regole da torneo della scatola"),
    ("en", "RISK classico (regole della scatola)"),
    ("en", "Editrice Giochi 1997 — regole da torneo della scatola (editrice-1997)"),
    ("en", "RISK classico (regole della scatola) (risk-classic)"),
    ("en", "Attacco non annullabile, difesa obbligatoria"),
}
NAMES = ["Anna Ødegård", "Bruno Čita", "Carla Perù", "Dario Bianchi", "Elena Verdi", "Fabio Neri", "Gina Russo",
         "Ivo Galli"]


@pytest.fixture(params=["it", "en"])
def language(request: pytest.FixtureRequest, qtbot: QtBot) -> Iterator[str]:
    app = QApplication.instance()
    assert app is not None
    install_language(app, request.param)  # type: ignore[arg-type]
    yield request.param
    install_language(app, "en")  # type: ignore[arg-type]


def _texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text a referee can read on `widget` and its visible children."""
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisibleTo(widget) and child is not widget:
            continue
        where = type(child).__name__
        if isinstance(child, (QLabel, QAbstractButton)):
            yield where, child.text()
        elif isinstance(child, QGroupBox):
            yield where, child.title()
        elif isinstance(child, QLineEdit):
            yield where, child.placeholderText()
        elif isinstance(child, QComboBox):
            yield from ((where, child.itemText(i)) for i in range(min(child.count(), 30)))
        elif isinstance(child, QAbstractItemView) and child.model() is not None:
            model = child.model()
            columns = 1
            while columns < 12 and model.index(0, columns).isValid():
                columns += 1  # columnCount is private on some of Qt's own models: probe instead
            for column in range(columns):
                yield where + " header", str(model.headerData(column, Qt.Orientation.Horizontal) or "")
            for row in range(12):
                for column in range(columns):
                    index = model.index(row, column)
                    if index.isValid():
                        yield where, str(index.data() or "")


def _event(store: Store) -> None:
    event = store.create_event("Torneo di Marsala", "2026-11-22", "Marsala", builtin("raduno"), "432100")
    ids = [store.add_player(event, name, club="Dadi Rossi", region="Sicilia") for name in NAMES]
    round_id = store.add_round(event, 1)
    colours = ["rosso", "blu", "giallo", "verde"]
    first = store.add_table(round_id, 1, list(zip(ids[:4], colours)))
    store.add_table(round_id, 2, list(zip(ids[4:], colours)))
    session = Session(store, event)
    session.record(first, "clock_start", {})
    session.record(first, "time_expired", {"player": "Bruno Čita"})


def test_every_page_speaks_one_language(qtbot: QtBot, tmp_path: Path, language: str) -> None:
    store = Store.open(tmp_path / "walk.db")
    _event(store)
    settings = temp_settings(tmp_path)
    window = build_window(settings, store)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    found: list[tuple[str, str, str]] = []
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        page = window.page(index)
        texts = [("tab", window.tabs.tabText(index)), *_texts(page)]
        found += [(type(page).__name__, where, text) for where, text in texts
                  if (ENGLISH if language == "it" else ITALIAN).search(re.sub(r"<[^>]+>", " ", text))]
    dialog = PrintDialog(window.context, window)  # type: ignore[attr-defined]
    dialog.show()
    found += [("PrintDialog", where, text) for where, text in _texts(dialog)
              if (ENGLISH if language == "it" else ITALIAN).search(re.sub(r"<[^>]+>", " ", text))]
    dialog.close()
    window.close()
    store.close(backup=False)
    found = [f for f in found if (language, f[2]) not in KNOWN]
    assert found == [], "\n".join(map(str, found))
