"""Start-up of the desktop app: QApplication, language, the window at once, then the database and pages.

The window is shown before the database and the pages load (they import the engine and the store), so
the referee sees it appear immediately; only the page on show (and the hall board) is built and filled then,
every other page when its tab is first shown. `--quit-when-ready` prints `ready` and exits once the hall
board shows the current round's tables with live clocks and the window takes input (benchmarks, the
bundle's smoke test).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication, QIcon, QUndoStack
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox, QWidget

from referee_app.icons import DESKTOP_ID, window_icon_files
from referee_app.ops.database import DatabaseError, backup_if_due, can_be_restored, close_database, open_database
from referee_app.ops.game_clock import GameClock, lag_text
from referee_app.ops.store_messages import fault
from referee_app.texts import language, t
from referee_app.ui.context import AppContext
from referee_app.ui.hall.page import HallTab
from referee_app.ui.window import copy_bar, db_errors
from referee_app.ui.window.clock_watch import ClockWatch
from referee_app.ui.window.i18n import DEFAULT_LANGUAGE, install_language
from referee_app.ui.window.main_window import MainWindow, PageSpec
from referee_app.ui.window.pages import FILE_DIALOGS, PAGES, loaded
from referee_app.ui.window.settings import APP_NAME, ORGANISATION, Settings

if TYPE_CHECKING:
    from referee_app.ops.changes import Changes
    from referee_app.ops.database import Database

BACKUP_EVERY_MS = 5 * 60 * 1000


def _build(context: AppContext, module_name: str, class_name: str) -> QWidget:
    page: QWidget = loaded(module_name, class_name)(context)
    return page


def page_specs(context: AppContext) -> list[PageSpec]:
    """The tabs; a page's module is imported when its tab is first shown."""
    return [PageSpec(class_name, t(title), partial(_build, context, module_name, class_name))
            for module_name, class_name, title in PAGES]


def attach_store(window: MainWindow, settings: Settings, store: Database,
                 reopened: Callable[[Database], object] | None = None) -> AppContext:
    """Give the shown window its data: the context on the store, the pages, the periodic backups, the
    continuous copy (`reopened` shows another database in its place: the File menu's takeover)."""

    context = AppContext(store, settings, parent=window, undo_stack=window.undo_stack)
    window.context = context  # type: ignore[attr-defined]
    _warn_if_clock_behind(window, context.clock)
    context.pageRequested.connect(window.show_page)
    window.set_heading(context.heading())
    context.opsChanged.connect(partial(_heading_changed, window, context))
    window.add_pages(page_specs(context))
    for module_name, function_name, text_key, shortcut in FILE_DIALOGS:
        window.add_file_action(t(text_key), shortcut, partial(_open_dialog, context, window, module_name,
                                                              function_name))
    backups = QTimer(window)
    backups.timeout.connect(partial(backup_if_due, store))
    backups.start(BACKUP_EVERY_MS)

    copy_bar.attach(window, store, window.add_file_action, reopened)
    _watch_the_clock(window, context.clock)
    return context


def _heading_changed(window: MainWindow, context: AppContext, changes: Changes, _initiator: object = None) -> None:
    """Another event, or a round drawn or deleted: the title says so."""
    if changes.opened or changes.rounds:
        window.set_heading(context.heading())


def _open_dialog(context: AppContext, window: MainWindow, module_name: str, function_name: str) -> None:
    loaded(module_name, function_name)(context, window)


def _warn_if_clock_behind(window: MainWindow, clock: object) -> None:
    """A computer clock behind the log (set back between two runs) is said once, in the status bar."""
    lag = lag_text(clock.behind_by) if isinstance(clock, GameClock) else ""
    if lag:
        text = t("window.the_computer_clock_is", lag)
        label = QLabel(text)
        label.setStyleSheet("color: #ef6c00; font-weight: bold;")
        label.setWordWrap(True)
        window.statusBar().addPermanentWidget(label, 1)


def _watch_the_clock(window: MainWindow, clock: object) -> None:
    """A suspend or a hand-set computer clock, as the game clock's check tells them apart, said for a minute."""
    if isinstance(clock, GameClock):
        window.statusBar().addPermanentWidget(ClockWatch(clock.check, window))


def build_window(settings: Settings, store: Database,
                 reopened: Callable[[Database], object] | None = None) -> MainWindow:
    """The complete window on an open store, in one step (tests and benchmarks)."""
    window = MainWindow(settings, QUndoStack(), status=str(store.path))
    window.undo_stack.setParent(window)
    attach_store(window, settings, store, reopened)
    return window


HALL_PAGE = "HallTab"


def when_ready(window: MainWindow, done: Callable[[], None]) -> None:
    """Call `done` once the hall board shows the current round's tables with live clocks and the window
    takes input (the event loop has run since): the moment a referee can work."""

    window.show_page(HALL_PAGE)
    hall = window.page_named(HALL_PAGE)

    def check() -> None:
        context = getattr(window, "context", None)
        session = context.session if context is not None else None
        current = session.current_round() if session is not None else None
        expected = len(session.tables(current.id)) if session is not None and current is not None else 0
        board = hall.board if isinstance(hall, HallTab) else None
        if board is not None and board.model.rowCount() == expected and (expected == 0 or board.timer.isActive()) \
                and window.isVisible():
            done()
        else:
            QTimer.singleShot(10, check)

    QTimer.singleShot(0, check)


def set_identity(app: QApplication) -> None:
    """The program's icon on every window (title bar, taskbar, the projector, dialogs) and, for Wayland, the
    name of its desktop entry (resources/linux), whose icon and name the desktop then shows."""
    icon = QIcon()
    for path in window_icon_files():
        icon.addFile(path)
    app.setWindowIcon(icon)
    QGuiApplication.setDesktopFileName(DESKTOP_ID)


def _new_window(settings: Settings, path: Path) -> MainWindow:
    window = MainWindow(settings, QUndoStack(), status=str(path))
    window.undo_stack.setParent(window)
    if settings.window_geometry() is None:
        window.showMaximized()  # the first start fills the desk (a default size plus a frame passes 768 lines)
    else:
        window.show()
    return window


def run_gui(db: str | None = None, lang: str | None = None, quit_when_ready: bool = False) -> int:
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv)
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APP_NAME)
    set_identity(app)
    settings = Settings()
    install_language(app, lang or settings.language() or DEFAULT_LANGUAGE)
    path = Path(db) if db else settings.db_path()
    windows = [_new_window(settings, path)]
    opened: list[Database] = []

    def load() -> None:
        window = windows[-1]
        store: Database | None = None
        before = sys.excepthook
        try:
            # The damage check (SQLite's integrity check, every hash chain) runs once the window is ready, in a
            # thread; until its verdict every write and backup waits for it, so a damaged file still never
            # takes one (store/damage.py).
            store = open_database(path, check_later=True)
            db_errors.install_hook(window, path, store, reopened)
            opened.append(store)
            attach_store(window, settings, store, reopened)
        except DatabaseError as exc:  # refused at the open, or its event's record unreadable at the first read
            sys.excepthook = before
            if store is not None:
                if store in opened:
                    opened.remove(store)
                store.close(backup=False)  # a damaged file must not rotate good copies away
            if quit_when_ready:  # nobody to read a dialog: say it and fail
                print(f"error: {exc}", file=sys.stderr, flush=True)
                app.exit(1)
                return
            restored = None
            if can_be_restored(exc):  # damaged: offer the restore right here, never a command line
                restored = db_errors.offer_restore_unopened(window, path, exc)
            else:  # locked, read-only, a full disk, a newer program: a restore would not mend it
                QMessageBox.critical(window, t("window.cannot_open_the_database"), fault(exc, language()))
            if restored is None:
                window.close()
                app.exit(1)  # no database open: the start failed, and says so to whatever started it
                return
            reopened(restored)
            return
        if quit_when_ready:  # closing the store (after exec) runs the check before its backup
            when_ready(window, say_ready)
        else:  # once the page on show is filled and painted
            QTimer.singleShot(0, partial(check_damage, store))

    def say_ready() -> None:
        print("ready", flush=True)
        app.quit()

    def check_damage(store: Database) -> None:
        store.start_damage_check()
        db_errors.watch_damage(windows[-1], store, reopened)

    def reopened(store: Database) -> None:
        """The damaged file was restored (or reopened read-only after a failed restore), or a continuous copy
        taken over: a new window on it."""
        old = windows.pop()
        opened.append(store)
        windows.append(_new_window(settings, path))
        attach_store(windows[-1], settings, store, reopened)
        old.close()
        old.deleteLater()  # off the list: the exit below deletes only the windows still alive

    QTimer.singleShot(0, load)
    try:
        return app.exec()
    finally:
        # Close (and back up) before Python tears Qt down, so the last state is on disk.

        for store in opened:
            close_database(store)  # a check still held runs here, before the backup
            if quit_when_ready and store.read_only_reason:  # nobody saw a dialog: say it
                print(f"damaged: {store.read_only_reason}", file=sys.stderr, flush=True)
        for window in windows:
            window.deleteLater()
