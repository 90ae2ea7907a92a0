"""Small builders shared by the pages (event, players, rounds): buttons with page-wide shortcuts, form dialogs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QPushButton,
                               QTableView, QVBoxLayout, QWidget)

from referee_app.ui.widgets.label_room import make_room_for_mnemonics
from referee_app.ui.widgets.shortcuts import page_shortcut

__all__ = ["page_shortcut"]  # its own module (shortcuts.py); the pages find it here too


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
    make_room_for_mnemonics(dialog)
    return buttons


def titled_column(title: str, top: QWidget, main: QWidget, foot: QWidget) -> QGroupBox:
    """A titled column: a line above, the main view taking the height, a line below."""
    box = QGroupBox(title)
    column = QVBoxLayout(box)
    column.addWidget(top)
    column.addWidget(main, 1)
    column.addWidget(foot)
    return box


def row_table_view(model: QAbstractItemModel) -> QTableView:
    """A compact table of whole-row selection, one row at a time, no row numbers."""
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.verticalHeader().hide()
    view.verticalHeader().setDefaultSectionSize(24)
    view.horizontalHeader().setHighlightSections(False)
    return view
