"""The main window: one tab per job of the referee's day, menus, shortcuts, remembered layout."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence, QUndoStack
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QLineEdit,
                               QMainWindow, QMessageBox, QPlainTextEdit, QTabWidget, QTextEdit, QVBoxLayout, QWidget)

from referee_app import __version__
from referee_app.texts import t
from referee_app.ui.widgets.contained import contained
from referee_app.ui.window import folders
from referee_app.ui.window.guarded_undo import FieldUndoYields, undo_action
from referee_app.ui.window.i18n import LANGUAGES
from referee_app.ui.window.settings import Settings

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent

# what takes the keyboard when a page comes forward: the first of these in the page's tab order
FIELDS = (QAbstractButton, QLineEdit, QAbstractSpinBox, QComboBox, QAbstractItemView, QPlainTextEdit, QTextEdit)

PageFactory = Callable[[], tuple[QWidget, str]]


@dataclass(frozen=True)
class PageSpec:
    """A page the window builds when it is first shown: its class name, tab title and builder."""
    class_name: str
    title: str
    build: Callable[[], QWidget]


class PageSlot(QWidget):
    """A tab's place: empty until the tab is first shown, then holding its page (built and filled then, so
    the window is ready without building every page)."""

    def __init__(self, spec: PageSpec) -> None:
        super().__init__()
        self.spec = spec
        self.page: QWidget | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)

    def built(self) -> QWidget:
        if self.page is None:
            self.page = self.spec.build()
            layout = self.layout()
            assert layout is not None
            layout.addWidget(self.page)
        return self.page


class MainWindow(QMainWindow):
    languageRequested = Signal(str)

    def __init__(self, settings: Settings, undo_stack: QUndoStack, status: str = "") -> None:
        super().__init__()
        self.settings = settings
        folders.remember_in(settings)
        self.undo_stack = undo_stack
        self.setWindowTitle(t("window.risiko_referee"))
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.setCentralWidget(self.tabs)
        self._build_menus()
        self.field_undo = FieldUndoYields(self)
        self.statusBar().showMessage(status)
        self.resize(1280, 760)
        self._restore_geometry()

    def add_pages(self, pages: list[PageSpec]) -> None:
        """One tab per page, with its shortcut; a page is built when its tab is first shown."""
        for spec in pages:
            index = self.tabs.addTab(PageSlot(spec), spec.title)
            action = self._action(spec.title.replace("&", ""), f"Ctrl+{index + 1}",
                                  partial(self.tabs.setCurrentIndex, index))
            self.view_menu.insertAction(self._pages_end, action)
        page = self.settings.current_page()
        if 0 <= page < self.tabs.count():
            self.tabs.setCurrentIndex(page)
        if self.tabs.count():
            self.page(self.tabs.currentIndex())
        self.tabs.currentChanged.connect(self._shown)
        self.tabs.tabBar().installEventFilter(self)

    def _shown(self, index: int) -> None:
        """A tab came forward (a click, Alt+letter, Ctrl+number, a page's request): the keyboard goes into its
        page, so the page's own shortcuts work at once, not only after the page is clicked; and the page is
        kept in the settings at once, so a start after a crash opens where the referee was."""
        self.settings.set_current_page(index)
        page = self.page(index)
        focus = QApplication.focusWidget()
        if page is not None and (focus is None or not page.isAncestorOf(focus)):
            self._focus_into(page)

    def _focus_into(self, page: QWidget) -> None:
        widget = page.nextInFocusChain()
        while widget is not page and widget is not None:
            if page.isAncestorOf(widget) and widget.isVisibleTo(page) and widget.isEnabled() \
                    and isinstance(widget, FIELDS):
                widget.setFocus()
                return
            widget = widget.nextInFocusChain()
        page.setFocus()

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """The tab bar never keeps the focus: Alt+letter gives it the focus after showing the tab, and so does
        the window's first activation; either way it goes on into the page on show (tabs change with
        Alt+letter, Ctrl+number or Ctrl+Tab)."""
        if event.type() == QEvent.Type.FocusIn and self.tabs.count():
            page = self.page(self.tabs.currentIndex())
            if page is not None:
                self._focus_into(page)
        return False

    def page(self, index: int) -> QWidget | None:
        """The page of tab `index`, built now if it was not yet."""
        slot = self.tabs.widget(index)
        return slot.built() if isinstance(slot, PageSlot) else slot

    def page_named(self, class_name: str) -> QWidget | None:
        """The page of class `class_name` (built now if need be), without bringing it forward."""
        for index in range(self.tabs.count()):
            slot = self.tabs.widget(index)
            if isinstance(slot, PageSlot) and slot.spec.class_name == class_name:
                return slot.built()
        return None

    def _action(self, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None,
                slot: Callable[[], object]) -> QAction:
        action = QAction(text, self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            action.setShortcuts(shortcut)  # a standard key may have several combinations
        elif shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu(t("window.file"))
        self._file_end = self.file_menu.addSeparator()
        self.file_menu.addAction(self._action(t("window.quit"), QKeySequence.StandardKey.Quit, self.close))
        edit = bar.addMenu(t("window.edit"))
        undo = undo_action(self.undo_stack, self)  # asks before undoing a confirmed round
        redo = self.undo_stack.createRedoAction(self, t("window.redo"))
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit.addActions([undo, redo])
        self.view_menu = bar.addMenu(t("window.view"))
        self._pages_end = self.view_menu.addSeparator()
        language = self.view_menu.addMenu(t("common.language_key"))
        names = {"it": t("window.language_it"), "en": t("window.language_en")}
        for code in LANGUAGES:
            language.addAction(self._action(names[code], None, partial(self._choose_language, code)))
        help_menu = bar.addMenu(t("window.help"))
        help_menu.addAction(self._action(t("window.about_key"), QKeySequence.StandardKey.HelpContents, self._about))

    def set_heading(self, heading: str) -> None:
        """The open event and round in the title, so the window always says which event it works on."""
        base = t("window.risiko_referee")
        self.setWindowTitle(f"{heading} — {base}" if heading else base)

    def add_file_action(self, text: str, shortcut: str, slot: Callable[[], object]) -> QAction:
        """A File menu entry above Quit (pages and features add theirs once the data is loaded)."""
        action = self._action(text, shortcut, slot)
        self.file_menu.insertAction(self._file_end, action)
        return action

    def show_page(self, class_name: str) -> None:
        """Bring forward the tab whose page is of class `class_name` (pages ask through the context)."""
        for index in range(self.tabs.count()):
            slot = self.tabs.widget(index)
            if isinstance(slot, PageSlot) and slot.spec.class_name == class_name:
                slot.built()
                self.tabs.setCurrentIndex(index)
                return

    def _choose_language(self, code: str) -> None:
        self.settings.set_language(code)
        self.languageRequested.emit(code)
        QMessageBox.information(self, t("window.language"),
                                t("window.the_new_language_applies"))

    def _about(self) -> None:
        QMessageBox.about(self, t("window.about"),
                          t("window.risiko_referee_assistant_version", __version__))

    def _restore_geometry(self) -> None:
        geometry = self.settings.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.window_state()
        if state is not None:
            self.restoreState(state)
        self.clamp_to_screen()

    def clamp_to_screen(self) -> None:
        """Keep the window on the screen it is on: a size saved on a larger monitor (or grown by a long text)
        must not put buttons off-screen at the next start."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return
        area = screen.availableGeometry()
        frame = self.frameGeometry()
        extra_w, extra_h = frame.width() - self.width(), frame.height() - self.height()
        width = min(self.width(), area.width() - extra_w)
        height = min(self.height(), area.height() - extra_h)
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
        x = min(max(frame.x(), area.left()), area.right() + 1 - width - extra_w)
        y = min(max(frame.y(), area.top()), area.bottom() + 1 - height - extra_h)
        if (x, y) != (frame.x(), frame.y()):
            self.move(x, y)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.settings.save_window(self.saveGeometry(), self.saveState())
        if self.tabs.count():
            self.settings.set_current_page(self.tabs.currentIndex())
        self.settings.sync()
        super().closeEvent(event)
        if event.isAccepted():  # the periodic backup (and any page timer) must not fire later on a closed store
            for timer in self.findChildren(QTimer):
                timer.stop()

