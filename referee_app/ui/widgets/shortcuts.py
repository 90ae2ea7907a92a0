"""A page's own keyboard shortcut. Its own module: the hall board (the window's first screen) needs only
this, not the dialogs and tables page_widgets.py brings."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from referee_app.ui.widgets.qt_values import WIDGET_WITH_CHILDREN_SHORTCUT, set_qt_property


def page_shortcut(page: QWidget, shortcut: str, slot: Callable[[], object]) -> QAction:
    """A shortcut active while the focus is anywhere in `page` (so pages do not steal each other's keys)."""
    action = QAction(page)
    action.setShortcuts([QKeySequence(shortcut)])  # not setShortcut: see ui/widgets/qt_values.py
    set_qt_property(action, "shortcutContext", WIDGET_WITH_CHILDREN_SHORTCUT)  # see ui/widgets/qt_values.py
    action.triggered.connect(slot)
    page.addAction(action)
    return action
