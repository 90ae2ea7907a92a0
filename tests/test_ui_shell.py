from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from referee_app.store.store import Store
from referee_app.ui.app import build_window
from referee_app.ui.settings import Settings


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def test_window_remembers_page_and_geometry(qtbot: QtBot, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    store = Store.open(tmp_path / "a.db")
    window = build_window(settings, store)
    qtbot.addWidget(window)
    window.resize(700, 520)
    window.show()
    window.tabs.setCurrentIndex(window.tabs.count() - 1)
    window.close()
    again = build_window(settings, store)
    qtbot.addWidget(again)
    assert again.tabs.currentIndex() == window.tabs.count() - 1
    assert (again.size().width(), again.size().height()) == (700, 520)
    again.close()
    store.close(backup=False)


def test_rulesets_page_lists_every_decision(qtbot: QtBot, tmp_path: Path) -> None:
    from referee_app.rules.ruleset import builtin
    from referee_app.ui.pages.rulesets_page import RulesetsPage

    page = RulesetsPage(None)
    qtbot.addWidget(page)
    page.chooser.setCurrentIndex(page.chooser.findData("nostra-passione-2018"))
    html = page.about.toPlainText()
    for decision in builtin("nostra-passione-2018").decisions:
        assert decision[:40] in html  # the tests run with the English locale
    sections = {page.model.item(r, 0).text() for r in range(page.model.rowCount())}
    assert {"sdadata", "scoring", "penalties"} <= sections


def test_closing_the_window_stops_its_timers(qtbot: QtBot, tmp_path: Path) -> None:
    """A closed window's periodic backup would otherwise fire minutes later on a closed store."""
    from PySide6.QtCore import QTimer

    store = Store.open(tmp_path / "a.db")
    window = build_window(_settings(tmp_path), store)
    qtbot.addWidget(window)
    assert any(timer.isActive() for timer in window.findChildren(QTimer))
    window.close()
    assert not any(timer.isActive() for timer in window.findChildren(QTimer))
    store.close(backup=False)
