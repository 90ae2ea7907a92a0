"""Start-up of the desktop app: QApplication, language, the embedded database, main window."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from referee_app.store.errors import StoreError
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.i18n import DEFAULT_LANGUAGE, install_language
from referee_app.ui.main_window import MainWindow, PageFactory
from referee_app.ui.pages import PAGES
from referee_app.ui.settings import APP_NAME, ORGANISATION, Settings

BACKUP_EVERY_MS = 5 * 60 * 1000


def page_factories(context: AppContext) -> list[PageFactory]:
    factories: list[PageFactory] = []
    for module_name, class_name in PAGES:
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            continue

        def factory(cls: type = getattr(module, class_name)) -> tuple[QWidget, str]:
            page = cls(context)
            return page, page.title()

        factories.append(factory)
    return factories


def build_window(settings: Settings, store: Store) -> MainWindow:
    context = AppContext(store, settings)
    window = MainWindow(settings, context.undo_stack, page_factories(context), status=str(store.path))
    context.setParent(window)
    context.pageRequested.connect(window.show_page)
    window.context = context  # type: ignore[attr-defined]
    backups = QTimer(window)
    backups.timeout.connect(store.backup_if_due)
    backups.start(BACKUP_EVERY_MS)
    return window


def run_gui(db: str | None = None, lang: str | None = None) -> int:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APP_NAME)
    settings = Settings()
    install_language(app, lang or settings.language() or DEFAULT_LANGUAGE)
    path = Path(db) if db else settings.db_path()
    try:
        store = Store.open(path)
    except StoreError as exc:
        QMessageBox.critical(None, app.translate("App", "Cannot open the database"), str(exc))
        return 1
    window = build_window(settings, store)
    window.show()
    try:
        return app.exec()
    finally:
        # Close (and back up) before Python tears Qt down, so the last state is on disk.
        window.deleteLater()
        store.close()
