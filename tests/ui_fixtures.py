"""Shared by the event and players page tests: settings in a temp file, warning boxes captured."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from referee_app.ui.window.settings import Settings


def temp_settings(tmp_path: Path, name: str = "s.ini") -> Settings:
    return Settings(QSettings(str(tmp_path / name), QSettings.Format.IniFormat))


def capture_warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every QMessageBox.warning text, in order, instead of a blocking box."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    return shown


class Questions:
    """Every confirmation the window asks (`referee_app.ui.widgets.confirm.ask`), answered without a modal box:
    `answer` is what the referee clicks (True: the action's button)."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str, str]] = []  # title, what will happen, the action's button
        self.defaults: list[bool] = []  # for each question: whether Enter alone would take the action
        self.answer = True

    def __call__(self, parent: object, title: str, what_happens: str, action: str,
                 default_action: bool = False) -> bool:
        self.asked.append((title, what_happens, action))
        self.defaults.append(default_action)
        return self.answer


class PinRequests:
    """Every head referee PIN the window asks for (`referee_app.ui.widgets.pin_prompt.ask`), answered without
    a modal box: `answer` is what the referee types (None: Cancel)."""

    def __init__(self) -> None:
        self.asked: list[str] = []  # the titles
        self.prompts: list[str] = []  # what each request said (empty: the default, an outcome already decided)
        self.answer: str | None = None

    def __call__(self, parent: object, title: str, prompt: str = "") -> str | None:
        self.asked.append(title)
        self.prompts.append(prompt)
        return self.answer


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The warnings the page under test would show (their texts), instead of modal boxes."""
    return capture_warnings(monkeypatch)
