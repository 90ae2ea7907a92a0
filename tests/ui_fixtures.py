"""Shared by the event and players page tests: settings in a temp file, warning boxes captured."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from referee_app.ui.settings import Settings


def temp_settings(tmp_path: Path, name: str = "s.ini") -> Settings:
    return Settings(QSettings(str(tmp_path / name), QSettings.Format.IniFormat))


def capture_warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every QMessageBox.warning text, in order, instead of a blocking box."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append(text))
    return shown
