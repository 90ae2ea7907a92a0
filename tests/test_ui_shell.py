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


def test_a_window_larger_than_its_screen_is_brought_back_onto_it(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "a.db")
    window = build_window(_settings(tmp_path), store)
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    window.setGeometry(area.x() + 300, area.y() + 200, area.width() + 500, area.height() + 400)  # a bigger monitor
    assert not area.contains(window.frameGeometry())
    window.clamp_to_screen()  # what the start does after restoring the saved geometry
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    window.close()
    store.close(backup=False)
