"""Small builders shared by the event and players pages: buttons with page-wide shortcuts, form dialogs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QPushButton, QVBoxLayout, QWidget


def page_shortcut(page: QWidget, shortcut: str, slot: Callable[[], object]) -> QAction:
    """A shortcut active while the focus is anywhere in `page` (so pages do not steal each other's keys)."""
    action = QAction(page)
    action.setShortcut(QKeySequence(shortcut))
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(slot)
    page.addAction(action)
    return action


def page_button(page: QWidget, text: str, shortcut: str | None, slot: Callable[[], object]) -> QPushButton:
    button = QPushButton(text)
    button.clicked.connect(slot)
    if shortcut:
        button.setToolTip(QKeySequence(shortcut).toString(QKeySequence.SequenceFormat.NativeText))
        page_shortcut(page, shortcut, slot)
    return button


def form_with_ok_cancel(dialog: QDialog, form: QFormLayout) -> QDialogButtonBox:
    """Lay out `form` above OK / Cancel wired to the dialog's accept (which checks) and reject."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addLayout(form)
    layout.addWidget(buttons)
    return buttons
