"""Shared fixtures. Qt runs offscreen so the suite needs no display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The head referee's PIN costs ~250 ms per hash by design (bench/pin.py); the suite creates hundreds of
# events, so it hashes cheaply and waits only a millisecond after a wrong PIN (subprocesses inherit both).
os.environ.setdefault("REFEREE_APP_PIN_KDF_LOG2N", "8")
os.environ.setdefault("REFEREE_APP_PIN_DELAY", "0.001")


import pytest  # noqa: E402

from tests.ui_fixtures import Questions  # noqa: E402


@pytest.fixture(autouse=True)
def questions(monkeypatch: pytest.MonkeyPatch) -> Questions:
    """No test may hang on a modal question: every one is recorded and answered."""
    seen = Questions()
    monkeypatch.setattr("referee_app.ui.confirm.ask", seen)
    return seen
