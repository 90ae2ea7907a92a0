"""The event's objective deck (optional): load an organiser's deck file (docs/scoring.md), see its cards and
what each is worth on the board, remove it. With a deck, the result dialog accepts a card name as an objective.

Loading and removing are undoable: the command keeps the deck before and after and each redo/undo sets one.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QHeaderView, QLabel, QPushButton, QTableView,
                               QVBoxLayout, QWidget)

from referee_app.ui.window import folders
from referee_app.ops.changes import Changes
from referee_app.ops.changes import DECK
from referee_app.ops.results import ResultOperations
from referee_app.rules.objectives import ObjectiveDeck, official_deck_cards
from referee_app.ui.context import AppContext
from referee_app.ui.describe import describe
from referee_app.ui.operation import run_op
from referee_app.ui.widgets import pin_prompt
from referee_app.ui.undo import DoneCommand
from referee_app.texts import t

_Index = QModelIndex | QPersistentModelIndex
Cards = dict[str, list[str]] | None
DECK_FILTER = "*.json *.csv"


class DeckColumn(IntEnum):
    CARD = 0
    VALUE = 1
    TERRITORIES = 2


class DeckModel(QAbstractTableModel):
    """The cards of a deck, in the file's order, with their value on the board."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[tuple[str, int, tuple[str, ...]]] = []

    def set_deck(self, deck: ObjectiveDeck | None, values: dict[str, int]) -> None:
        self.beginResetModel()
        order = {} if deck is None else {name: n for n, name in deck.numbers().items()}  # card 1 first
        self.rows = [] if deck is None else sorted(((name, values[name], t) for name, t in deck.cards.items()),
                                                   key=lambda row: order.get(row[0], len(order) + 1))
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: N802, B008 (Qt API)
        return 0 if parent.isValid() else len(DeckColumn)

    def headerData(self, section: int, orientation: Qt.Orientation,  # noqa: N802 (Qt API)
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (t("deck.card_deck_model"), t("deck.value"), t("deck.territories"))[section]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        name, value, territories = self.rows[index.row()]
        column = DeckColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return {DeckColumn.CARD: name, DeckColumn.VALUE: str(value),
                    DeckColumn.TERRITORIES: ", ".join(territories)}[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column == DeckColumn.VALUE:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class DeckChange(DoneCommand):
    """Load or remove the deck. The change ran before the push, so the first redo does nothing."""

    def __init__(self, context: AppContext, ops: ResultOperations, before: Cards, after: Cards, text: str,
                 pin: str | None = None) -> None:
        super().__init__(context, text, DECK)
        self.ops, self.before, self.after = ops, before, after
        self.pin = pin  # given for a change after a confirmed result: its undo and redo need it too

    def forward(self) -> Changes:
        return self.ops.set_deck(self.after, self.pin)

    def backward(self) -> Changes:
        return self.ops.set_deck(self.before, self.pin)


class DeckDialog(QDialog):
    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.ops = ResultOperations(context.require_session())
        self.setWindowTitle(t("deck.objective_deck"))
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c62828; font-weight: bold;")
        self.model = DeckModel(self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.verticalHeader().setVisible(False)
        self.view.setWordWrap(True)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(DeckColumn.CARD, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DeckColumn.VALUE, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DeckColumn.TERRITORIES, QHeaderView.ResizeMode.Stretch)
        self.load_button = QPushButton(t("deck.load_deck_file"))
        self.load_button.setToolTip("Ctrl+O")
        self.load_button.clicked.connect(self.choose_file)
        self.remove_button = QPushButton(t("deck.remove_deck"))
        self.remove_button.setToolTip(t("deck.delete"))
        self.remove_button.clicked.connect(self.remove)
        self.official_button = QPushButton(t("deck.official_deck"))
        self.official_button.clicked.connect(self.load_official)
        close = QPushButton(t("common.close"))
        close.clicked.connect(self.accept)
        QShortcut(QKeySequence("Ctrl+O"), self, self.choose_file)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self, self.remove)
        buttons = QHBoxLayout()
        buttons.addWidget(self.load_button)
        buttons.addWidget(self.remove_button)
        buttons.addWidget(self.official_button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.resize(900, 560)
        context.opsChanged.connect(self._data_changed)
        self.refresh()

    def _data_changed(self, changes: Changes) -> None:
        if changes.event and not changes.opened:  # another event: this dialog shows the previous one's deck
            self.refresh()

    def refresh(self) -> None:
        deck = self.ops.deck()
        values = {} if deck is None else deck.values(self.ops.session.board)
        self.model.set_deck(deck, values)
        self.remove_button.setEnabled(deck is not None)
        if deck is None:
            self.summary.setText(t("deck.no_objective_deck_is"))
            return
        self.summary.setText(t("deck.cards_with_the_deck", len(deck.cards)))

    def describe(self, exc: Exception) -> str:
        """("file", "Card 3", 2) -> `Card “Card 3”, territory 3: ...` in the window's language."""
        return describe(exc, {"file": t("deck.card"), "#": t("deck.territory")}, joiner=", ")


    def choose_file(self) -> None:
        path = folders.open_path(self, t("deck.load_objective_deck"), t("deck.deck_files_all_files", DECK_FILTER))
        if path:
            self.load_file(path)

    def load_file(self, path: str) -> bool:
        """Load the deck in `path`; on a bad file say why (nothing changes)."""
        def load(pin: str | None) -> Changes:
            self.ops.load_deck_file(path, pin)
            return DECK

        return self._run(load, self.ops.deck_cards(), t("deck.load_objective_deck"))

    def load_official(self) -> bool:
        """The 16 cards of official tournaments as the event's deck (undoable, like a file)."""
        return self._run(lambda pin: self.ops.set_deck(official_deck_cards(), pin), self.ops.deck_cards(),
                         t("deck.official_deck_undo"))

    def remove(self) -> bool:
        before = self.ops.deck_cards()
        if before is None:
            return False
        return self._run(lambda pin: self.ops.set_deck(None, pin), before, t("deck.remove_objective_deck"))

    def _run(self, operation: Callable[[str | None], Changes], before: Cards, text: str) -> bool:
        """Load or remove the deck, undoably; this dialog refreshes from the change too. Once a result is
        confirmed the head referee's PIN is asked first (the operation refuses the change without it)."""
        def refused(error: Exception) -> None:
            self.error.setText(t("deck.deck_not_loaded", self.describe(error)))

        pin = None
        if self.ops.deck_needs_pin():
            pin = pin_prompt.ask(self, t("deck.objective_deck"))
            if pin is None:
                return False
        return run_op(lambda: operation(pin), context=self.context, failure=refused,
                      success=lambda _: self.error.setText(""),
                      undo=lambda _: DeckChange(self.context, self.ops, before, self.ops.deck_cards(), text, pin))
