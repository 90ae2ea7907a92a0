"""Start-up of the desktop app: QApplication, language, settings, main window."""

from __future__ import annotations

import sys

from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication, QWidget

from referee_app.ui.i18n import DEFAULT_LANGUAGE, install_language
from referee_app.ui.main_window import MainWindow, PageFactory
from referee_app.ui.settings import APP_NAME, ORGANISATION, Settings


def _pages() -> list[PageFactory]:
    from referee_app.ui.pages.rulesets_page import RulesetsPage

    def rulesets() -> tuple[QWidget, str]:
        page = RulesetsPage()
        return page, page.title()

    return [rulesets]


def build_window(settings: Settings, db: str | None = None) -> MainWindow:
    undo_stack = QUndoStack()
    window = MainWindow(settings, undo_stack, _pages(), status=str(db or settings.db_path()))
    undo_stack.setParent(window)
    return window


def run_gui(db: str | None = None, lang: str | None = None) -> int:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APP_NAME)
    settings = Settings()
    install_language(app, lang or settings.language() or DEFAULT_LANGUAGE)
    window = build_window(settings, db)
    window.show()
    return app.exec()
