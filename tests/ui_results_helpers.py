"""Shared by the result dialog and standings page tests: an AppContext on the temp event of
tests/results_data.py, and the warnings the window would have shown."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox

from referee_app.ui.context import AppContext
from referee_app.ui.window.settings import Settings
from tests.results_data import make_session


def make_context(tmp_path: Path, ruleset: str = "marsala-2011", teams: dict[str, str] | None = None) -> AppContext:
    session = make_session(tmp_path / "t.db", ruleset, teams)
    return AppContext(session.store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))


def capture_warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *args: shown.append(f"{title}: {text}"))
    return shown


@pytest.fixture
def context(tmp_path: Path) -> Iterator[AppContext]:
    """Imported by the test modules that use it (pytest finds fixtures in a module's namespace)."""
    ctx = make_context(tmp_path)
    yield ctx
    ctx.store.close(backup=False)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    return capture_warnings(monkeypatch)
