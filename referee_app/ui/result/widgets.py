"""Widgets of the result dialog's map mode: a combo-box delegate, the territory grid with seat-number typing,
the table view set-up, and the head referee's correction prompt."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel,
                               QLineEdit, QStyledItemDelegate, QStyleOptionViewItem, QTableView, QWidget)

from referee_app.ui.result.models import NEUTRAL, TerritoryColumn, TerritoryModel
from referee_app.texts import t

_Index = QModelIndex | QPersistentModelIndex


class ChoiceDelegate(QStyledItemDelegate):
    """A combo box editor over (label, value) choices; typing the first letters or the seat number picks."""

    def __init__(self, choices: Callable[[], Sequence[tuple[str, Any]]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.choices = choices

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:  # noqa: N802
        combo = QComboBox(parent)
        for label, value in self.choices():
            combo.addItem(label, value)
        return combo

    def setEditorData(self, editor: QWidget, index: _Index) -> None:  # noqa: N802 (Qt API)
        assert isinstance(editor, QComboBox)
        value = index.data(Qt.ItemDataRole.EditRole)
        editor.setCurrentIndex(max(0, next((i for i in range(editor.count()) if editor.itemData(i) == value), 0)))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:  # noqa: N802
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


class TerritoryView(QTableView):
    """Fast entry: in the holder column a seat number (1-6) or N (neutral) assigns and moves down; Delete
    clears; in the armies column typing a number starts the edit."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        index = self.currentIndex()
        model = self.model()
        if index.isValid() and index.column() == TerritoryColumn.HOLDER and isinstance(model, TerritoryModel):
            text = event.text().lower()
            value: int | None | str = "skip"
            if text.isdigit() and 1 <= int(text) <= len(model.players):
                value = int(text) - 1
            elif text == "n":
                value = NEUTRAL
            elif event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
                value = None
            if value != "skip":
                model.setData(index, value)
                if index.row() + 1 < model.rowCount():
                    self.setCurrentIndex(index.sibling(index.row() + 1, index.column()))
                return
        super().keyPressEvent(event)


def table_view(model: QAbstractItemModel, view: QTableView | None = None) -> QTableView:
    view = view if view is not None else QTableView()
    view.setModel(model)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(22)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.DoubleClicked | QAbstractItemView.EditTrigger.EditKeyPressed
                         | QAbstractItemView.EditTrigger.AnyKeyPressed)
    return view


class CorrectionDialog(QDialog):
    """The head referee's PIN and the reason of a correction."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("result.correct_a_confirmed_result"))
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(t("result.e_g_armies_of"))
        form = QFormLayout(self)
        form.addRow(QLabel(t("result.only_the_head_referee")))
        form.addRow(t("result.head_referee_pin"), self.pin)
        form.addRow(t("common.reason_label"), self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
