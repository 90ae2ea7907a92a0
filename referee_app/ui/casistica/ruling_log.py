"""The casistica page's event tabs: the ruling log (every ruling given at the event's tables; a double click
opens the casistica entry it cites) and the organiser's own rulings."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QModelIndex, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from referee_app.ops.rulings import RulingRecord
from referee_app.ui.casistica.models import LogColumn, RulingLogModel
from referee_app.texts import t


class RulingLogPanel(QWidget):
    entryRequested = Signal(str)  # the casistica entry a ruling cites, to show it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = RulingLogModel(
            [
                t("common.round"),
                t("common.table"),
                t("common.time"),
                t("common.referee"),
                t("common.players"),
                t("common.ruling"),
                t("common.casistica"),
            ],
            self,
        )
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(LogColumn.TEXT, QHeaderView.ResizeMode.Stretch)
        self.view.doubleClicked.connect(self._open)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.view, 1)

    def show_rulings(self, rulings: Sequence[RulingRecord] | None, title_of: Callable[[str], str]) -> None:
        """The event's rulings; None when no event is open."""
        self.model.set_rulings(list(rulings or []), title_of)
        if rulings is None:
            self.hint.setText(t("casistica.open_an_event_to"))
        elif not rulings:
            self.hint.setText(t("casistica.no_ruling_recorded_yet"))
        else:
            self.hint.setText(t("casistica.rulings_recorded_at_the", len(rulings)))

    def _open(self, index: QModelIndex) -> None:
        entries = self.model.ruling(index.row()).entries
        if entries:
            self.entryRequested.emit(entries[0])


class EventEntriesPanel(QWidget):
    """The "Rulings of this event" tab: the organiser's own casistica entries, with Add… and Remove."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.entries = QListWidget()
        self.add_button = QPushButton(t("casistica.add"))
        self.remove_button = QPushButton(t("casistica.remove"))
        self.hint = QLabel(t("casistica.the_organiser_own_rulings"))
        self.hint.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.entries, 1)
        layout.addLayout(row)
