"""A page's own keyboard shortcut."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


def page_shortcut(page: QWidget, shortcut: str, slot: Callable[[], object]) -> QAction:
    """A shortcut active while the focus is anywhere in `page` (so pages do not steal each other's keys)."""
    action = QAction(page)
    action.setShortcut(QKeySequence(shortcut))
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(slot)
    page.addAction(action)
    return action
