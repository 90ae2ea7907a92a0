"""Shared fixtures. Qt runs offscreen so the suite needs no display (`python -m pytest` works as written on a
machine without one)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from referee_app.texts import set_language
from tests.ui_fixtures import PinRequests, Questions

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The head referee's PIN costs ~250 ms per hash by design (bench/pin.py); the suite creates hundreds of
# events, so it makes its new hashes cheaply (subprocesses inherit it). The wait after a wrong PIN has no
# such switch: `no_pin_wait` below takes it away inside this process only, and a subprocess waits for real.
os.environ.setdefault("REFEREE_APP_PIN_KDF_LOG2N", "8")

# The 2-core CI machine is often busy: a property test must fail on a wrong answer, never on a slow example.
# Tests that pass their own @settings still inherit these two from the loaded profile.
settings.register_profile("suite", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("suite")

# The suite reads the window in English unless a test installs Italian (ui.i18n.install_language), as the
# referee's window does at every start.
set_language("en")


@pytest.fixture(params=["it", "en"])
def language(request: pytest.FixtureRequest, qtbot: Any) -> Iterator[str]:
    """The window in Italian, then in English (the test runs once for each); English again afterwards."""
    from PySide6.QtWidgets import QApplication

    from referee_app.ui.window.i18n import install_language

    app = QApplication.instance()
    assert app is not None
    install_language(app, request.param)
    yield request.param
    install_language(app, "en")


@pytest.fixture(scope="session")
def demo_event(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo event of `referee-app demo` (10 tables, round 1 over, round 2 in every phase), built once per
    run; tests read it or work on a copy."""
    from referee_app.ops.demo import build_demo

    path = tmp_path_factory.mktemp("demo") / "demo.db"
    build_demo(path, 10)
    return path


@pytest.fixture(autouse=True)
def questions(monkeypatch: pytest.MonkeyPatch) -> Questions:
    """No test may hang on a modal question: every one is recorded and answered."""
    seen = Questions()
    monkeypatch.setattr("referee_app.ui.widgets.confirm.ask", seen)
    return seen


@pytest.fixture(autouse=True)
def pin_requests(monkeypatch: pytest.MonkeyPatch) -> PinRequests:
    """No test may hang on a PIN request either: each is recorded and answered (Cancel unless told)."""
    seen = PinRequests()
    monkeypatch.setattr("referee_app.ui.widgets.pin_prompt.ask", seen)
    return seen


@pytest.fixture(autouse=True)
def no_pin_wait(monkeypatch: pytest.MonkeyPatch) -> None:
    """Wrong PINs in the suite's own process cost no wait (tests of the wait build their own PinGuard)."""
    from referee_app.store import pin

    monkeypatch.setattr(pin.GUARD, "base", 0.0)
