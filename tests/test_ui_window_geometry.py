"""The window comes back at the size and in the maximized state it was closed in (an isolated settings file
here, never the user's), restored before it is shown."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtGui import QUndoStack

from referee_app.ui.window.main_window import MainWindow
from tests.ui_fixtures import temp_settings


def test_size_and_maximized_state_survive_a_restart(qtbot: Any, tmp_path: Path) -> None:
    first = MainWindow(temp_settings(tmp_path), QUndoStack())
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 450)
    qtbot.waitUntil(lambda: first.size().width() == 700)
    first.close()

    second = MainWindow(temp_settings(tmp_path), QUndoStack())
    qtbot.addWidget(second)
    assert (second.width(), second.height()) == (700, 450)  # before show: no jump on screen
    second.showMaximized()
    qtbot.waitUntil(second.isMaximized)
    second.close()

    third = MainWindow(temp_settings(tmp_path), QUndoStack())
    qtbot.addWidget(third)
    assert third.windowState() & third.windowState().WindowMaximized
    third.show()
    qtbot.waitUntil(third.isMaximized)
    third.showNormal()
    qtbot.waitUntil(lambda: not third.isMaximized())
    assert (third.width(), third.height()) == (700, 450)  # un-maximized, the size it had before


def test_the_first_start_fills_the_screen(qtbot: Any, tmp_path: Path) -> None:
    from referee_app.ui.app import _new_window

    window = _new_window(temp_settings(tmp_path), tmp_path / "t.db")  # no size kept yet: maximized
    qtbot.addWidget(window)
    qtbot.waitUntil(window.isMaximized)
    window.close()
    kept = _new_window(temp_settings(tmp_path), tmp_path / "t.db")  # closed maximized, opened so again
    qtbot.addWidget(kept)
    qtbot.waitUntil(kept.isMaximized)
    kept.showNormal()
    kept.close()
    last = _new_window(temp_settings(tmp_path), tmp_path / "t.db")  # closed at a size: that size, not maximized
    qtbot.addWidget(last)
    qtbot.waitUntil(last.isVisible)
    assert not last.isMaximized()
