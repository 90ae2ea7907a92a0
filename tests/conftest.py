"""Shared fixtures. Qt runs offscreen so the suite needs no display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


import pytest  # noqa: E402

from tests.ui_fixtures import Questions  # noqa: E402


@pytest.fixture(autouse=True)
def questions(monkeypatch: pytest.MonkeyPatch) -> Questions:
    """No test may hang on a modal question: every one is recorded and answered."""
    seen = Questions()
    monkeypatch.setattr("referee_app.ui.confirm.ask", seen)
    return seen
