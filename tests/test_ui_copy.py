"""The continuous copy in the window: the status bar's time of the last good copy, a pulled stick in red with
one non-modal warning (the referee goes on working), the copy back when the stick is; and the File menu's
takeover of a copy made on another laptop."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.ops import database
from referee_app.store.store import Store
from referee_app.texts import set_language
from referee_app.ui.app import build_window
from referee_app.ui.window import copy_bar
from referee_app.ui.window.main_window import MainWindow
from referee_app.ui.window.settings import Settings
from tests.store.helpers import PIN, make_event


@pytest.fixture
def italian() -> Iterator[None]:
    set_language("it")
    yield
    set_language("en")


def _window(qtbot: QtBot, tmp_path: Path, store: Store) -> MainWindow:
    settings = Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    window = build_window(settings, store, lambda other: None)
    qtbot.addWidget(window)
    return window


def _label(window: MainWindow) -> copy_bar.CopyLabel:
    return window.findChildren(copy_bar.CopyLabel)[0]


def _close(window: MainWindow, store: Store) -> None:
    window.close()
    for timer in window.findChildren(QTimer):
        timer.stop()
    store.close(backup=False)


def test_the_status_bar_tells_the_last_good_copy_and_a_pulled_stick_loudly(qtbot: QtBot, tmp_path: Path,
                                                                          italian: None) -> None:
    store = Store.open(tmp_path / "torneo.db")
    _, _, _, table = make_event(store)
    window = _window(qtbot, tmp_path, store)
    label = _label(window)
    assert label.text() == "Nessuna copia continua: File > Copia continua su…"
    stick = tmp_path / "chiavetta"
    stick.mkdir()
    database.choose_copy_folder(store, stick)
    qtbot.waitUntil(lambda: label.text().startswith("Copia continua aggiornata alle "), timeout=15000)
    assert str(stick) in label.text()

    shutil.rmtree(stick)
    store.append(table, "note", {"text": "dopo la chiavetta"}, "Anna")  # the write is not held up
    qtbot.waitUntil(lambda: label.text().startswith("COPIA CONTINUA NON RIUSCITA"), timeout=15000)
    assert "#c62828" in label.styleSheet() and f"la cartella {stick} non c'è (chiavetta scollegata?)" in label.text()
    warnings = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(warnings) == 1 and not warnings[0].isModal(), "one warning, which does not stop the work"

    stick.mkdir()
    qtbot.waitUntil(lambda: label.text().startswith("Copia continua aggiornata alle "), timeout=15000)
    with Store.open(database.copy_status(store).folder / "torneo-copy.db") as copy:  # type: ignore[union-attr]
        assert copy.actions(table)[-1].payload == {"text": "dopo la chiavetta"}
    _close(window, store)


def test_the_file_menu_takes_over_a_copy_from_another_laptop(qtbot: QtBot, tmp_path: Path, italian: None,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "primo").mkdir()
    first = Store.open(tmp_path / "primo" / "torneo.db")
    _, _, _, table = make_event(first)
    first.append(table, "note", {"text": "dal primo portatile"}, "Anna")
    stick = tmp_path / "chiavetta"
    stick.mkdir()
    database.choose_copy_folder(first, stick)
    first.close(backup=False)  # its last round copies what it had; then the laptop is gone

    here = Store.open(tmp_path / "torneo.db")
    window = _window(qtbot, tmp_path, here)
    assert "Subentra da una copia continua…" in [a.text() for a in window.file_menu.actions()]
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: shown.append(text))
    opened: list[Store] = []
    assert copy_bar.take_over(window, here, opened.append, copy=str(stick / "torneo-copy.db"), pin=PIN)
    assert shown and shown[0].startswith(f"Si prosegue dalla copia {stick / 'torneo-copy.db'}")
    taken = opened[0]
    assert [a.payload["text"] for a in taken.actions(table)] == ["dal primo portatile"]
    _close(window, taken)


def test_the_status_bar_says_a_suspend_and_a_hand_set_clock_apart(qtbot: QtBot, italian: None) -> None:
    from PySide6.QtWidgets import QWidget

    from referee_app.ops.game_clock import Jumps
    from referee_app.ui.window.clock_watch import ClockWatch

    found = [Jumps(600.0, 0.0), Jumps(0.0, -86400.0), Jumps(0.0, 2 * 86400.0)]
    parent = QWidget()
    qtbot.addWidget(parent)
    watch = ClockWatch(lambda: found.pop(0), parent)
    said = []
    for _ in range(3):
        watch.poll()
        said.append(watch.text())
    assert said == ["Il computer è stato sospeso per 10 min: gli orologi dei tavoli hanno contato quel tempo, come in sala",
                    "L'ora del computer è stata spostata indietro di 24 h 00 min: gli orologi dei tavoli non ne tengono conto",
                    "L'ora del computer è stata spostata avanti di 48 h 00 min: gli orologi dei tavoli non ne tengono conto"]
