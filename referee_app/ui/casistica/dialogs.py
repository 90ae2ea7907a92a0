"""Small dialogs of the casistica page: record a ruling at a table, add an organiser's ruling. Both hand the
input to a `submit` callback and close only when it succeeds (the callback shows what is wrong)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QWidget,
)

from referee_app.texts import t
from referee_app.ui.widgets.label_room import make_room_for_mnemonics


@dataclass(frozen=True)
class TableChoice:
    table_id: int
    number: int
    players: tuple[str, ...]


class RulingDialog(QDialog):
    """Table (a number of the current round), the players concerned, and the text of the ruling."""

    def __init__(self, tables: Sequence[TableChoice], text: str, entry_title: str,
                 submit: Callable[[RulingDialog], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("casistica.record_a_ruling_at"))
        self.tables = list(tables)
        self._submit = submit
        self.table = QComboBox()
        self.table.setEditable(True)
        self.table.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for choice in self.tables:
            self.table.addItem(str(choice.number), choice.table_id)
        self.table.setCurrentIndex(-1)
        self.table.setEditText("")
        self.players = QListWidget()
        self.players.setMaximumHeight(120)
        self.text = QPlainTextEdit(text)
        self.text.setTabChangesFocus(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(t("casistica.table"), self.table)
        form.addRow(t("casistica.players"), self.players)
        form.addRow(t("casistica.ruling"), self.text)
        cited = QLabel(entry_title)
        cited.setWordWrap(True)
        form.addRow(t("common.casistica_label"), cited)
        form.addRow(buttons)
        make_room_for_mnemonics(self)
        self.table.currentTextChanged.connect(self._show_players)
        self.resize(520, 380)

    def choose_table(self, table_id: int | None) -> None:
        """Start on this table (the one the table page shows), when it is one of the round's."""
        index = self.table.findData(table_id) if table_id is not None else -1
        if index >= 0:
            self.table.setCurrentIndex(index)

    def table_text(self) -> str:
        return self.table.currentText().strip()

    def choice(self) -> TableChoice | None:
        text = self.table_text()
        return next((t for t in self.tables if str(t.number) == text), None)

    def _show_players(self) -> None:
        self.players.clear()
        choice = self.choice()
        for name in choice.players if choice is not None else ():
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.players.addItem(item)

    def set_checked(self, names: Sequence[str]) -> None:
        for row in range(self.players.count()):
            item = self.players.item(row)
            item.setCheckState(Qt.CheckState.Checked if item.text() in names else Qt.CheckState.Unchecked)

    def checked_players(self) -> list[str]:
        return [self.players.item(r).text() for r in range(self.players.count())
                if self.players.item(r).checkState() == Qt.CheckState.Checked]

    def ruling_text(self) -> str:
        return self.text.toPlainText().strip()

    def accept(self) -> None:
        if self._submit(self):
            super().accept()


class EventEntryDialog(QDialog):
    """An organiser's ruling for this event: title and text (Italian and/or English), topic, keywords."""

    def __init__(self, topics: Sequence[tuple[str, str]], submit: Callable[[EventEntryDialog], bool],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("casistica.new_ruling_of_this"))
        self._submit = submit
        self.title_it = QLineEdit()
        self.title_en = QLineEdit()
        self.text_it = QPlainTextEdit()
        self.text_en = QPlainTextEdit()
        for edit in (self.text_it, self.text_en):
            edit.setTabChangesFocus(True)
            edit.setMaximumHeight(110)
        self.topic = QComboBox()
        for key, label in topics:
            self.topic.addItem(label, key)
        self.keywords_it = QLineEdit()
        self.keywords_en = QLineEdit()
        self.keywords_it.setPlaceholderText(t("casistica.comma_separated_words_a"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(QLabel(t("casistica.write_in_italian_in")))
        form.addRow(t("casistica.title_italian"), self.title_it)
        form.addRow(t("casistica.title_english"), self.title_en)
        form.addRow(t("casistica.text_italian"), self.text_it)
        form.addRow(t("casistica.text_english"), self.text_en)
        form.addRow(t("casistica.topic"), self.topic)
        form.addRow(t("casistica.keywords_italian"), self.keywords_it)
        form.addRow(t("casistica.keywords_english"), self.keywords_en)
        form.addRow(buttons)
        self.resize(560, 480)

    def values(self) -> dict[str, object]:
        return {"title_it": self.title_it.text(), "title_en": self.title_en.text(),
                "text_it": self.text_it.toPlainText(), "text_en": self.text_en.toPlainText(),
                "topics": [self.topic.currentData()],
                "keywords_it": self.keywords_it.text().split(","), "keywords_en": self.keywords_en.text().split(",")}

    def accept(self) -> None:
        if self._submit(self):
            super().accept()
