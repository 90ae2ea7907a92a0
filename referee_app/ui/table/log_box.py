"""The table page's log box: every entry of the table's log, newest at the bottom, with the undo and redo
buttons (the page runs them: an undo is itself an entry of the log and a command on the undo stack)."""

from __future__ import annotations

from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHBoxLayout, QHeaderView, QPushButton, QTableView,
                               QVBoxLayout)

from referee_app.ops.table_ops import TableView
from referee_app.ui.table.models import LogModel
from referee_app.texts import t


class LogBox(QGroupBox):
    def __init__(self) -> None:
        super().__init__()
        self.setTitle(t("table.table_log"))
        self.log_model = LogModel(self)
        self.log_view = QTableView()
        self.log_view.setModel(self.log_model)
        self.log_view.verticalHeader().hide()
        self.log_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.log_view.setWordWrap(False)
        header = self.log_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.undo_button = QPushButton(t("table.undo_last"))
        self.redo_button = QPushButton(t("table.redo"))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.log_view, 1)
        layout.addLayout(buttons)

    def show_log(self, view: TableView) -> None:
        self.log_model.set_lines(view.log)
        self.log_view.scrollToBottom()
        self.undo_button.setEnabled(view.can_undo)
        self.redo_button.setEnabled(view.can_redo)
        self.undo_button.setToolTip(t("table.undo_entry", view.undo_seq or ""))
        self.redo_button.setToolTip(t("table.redo_entry", view.redo_seq or ""))
