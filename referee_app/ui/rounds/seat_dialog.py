"""Seat order of one table: each player's die roll typed as the table rolls it (a tie is refused, naming who
rolls again: his new roll goes after the first, "6 3"), or the order drawn by the app; colours follow."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence
from PySide6.QtWidgets import (QAbstractScrollArea, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton,
                               QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from referee_app.ops import rounds as ops
from referee_app.rules.errors import InputError
from referee_app.ui.context import AppContext
from referee_app.ui.operation import run_op
from referee_app.rules.seating import Seat, TiedRollError
from referee_app.ui.widgets.seat_colours import SWATCHES
from referee_app.ui.rounds.texts import DrawTexts
from referee_app.texts import t

ROLL, SEAT, COLOUR = 1, 2, 3


class SeatOrderDialog(QDialog):
    def __init__(self, number: int, names: Sequence[str], save: Callable[[tuple[Seat, ...]], object],
                 parent: QWidget | None = None, context: AppContext | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(t("rounds.seat_order_table", number))
        self.names = tuple(names)
        self.save = save  # the operation: what it changed goes out through `context`, as the parent's
        self.context = context
        self.texts = DrawTexts()
        self.seats: tuple[Seat, ...] = ()
        hint = QLabel(t("rounds.type_each_player_die"))
        hint.setWordWrap(True)
        self.grid = QTableWidget(len(self.names), 4)
        self.grid.setHorizontalHeaderLabels([t("common.player"), t("rounds.roll_s"), t("common.seat"),
                                             t("rounds.colour")])
        for row, name in enumerate(self.names):
            cell = QTableWidgetItem(name)
            cell.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.grid.setItem(row, 0, cell)
            self.grid.setItem(row, ROLL, QTableWidgetItem(""))
            for column in (SEAT, COLOUR):
                item = QTableWidgetItem("")
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.grid.setItem(row, column, item)
        self.grid.horizontalHeader().setStretchLastSection(True)
        self.grid.itemChanged.connect(self._rolls_edited)
        self.grid.resizeColumnToContents(0)
        # the dialog is at least as wide as the grid's columns (long names): no sideways scrolling
        self.grid.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.grid.setMinimumWidth(self.grid.sizeHint().width())
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c62828;")
        self.by_dice = QPushButton(t("rounds.order_by_dice"))
        self.by_dice.setToolTip("Ctrl+R")
        self.by_dice.clicked.connect(self.order_by_dice)
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setValue(number)
        self.by_app = QPushButton(t("rounds.let_the_app_draw"))
        self.by_app.setToolTip("Ctrl+G")
        self.by_app.clicked.connect(self.order_by_app)
        choices = QHBoxLayout()
        choices.addWidget(self.by_dice)
        choices.addStretch(1)
        choices.addWidget(QLabel(t("common.seed_label")))
        choices.addWidget(self.seed)
        choices.addWidget(self.by_app)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(hint)
        layout.addWidget(self.grid)
        layout.addLayout(choices)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        for key, slot in (("Ctrl+R", self.order_by_dice), ("Ctrl+G", self.order_by_app)):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(slot)
            self.addAction(action)
        self.resize(560, 330)

    def _cell(self, row: int, column: int) -> QTableWidgetItem:
        item = self.grid.item(row, column)
        if item is None:  # every cell is created in __init__
            raise LookupError(f"no cell {row},{column}")
        return item

    def set_rolls(self, rolls: dict[str, str]) -> None:
        for row, name in enumerate(self.names):
            self._cell(row, ROLL).setText(rolls.get(name, ""))

    def rolls(self) -> dict[str, int | list[int]]:
        out: dict[str, int | list[int]] = {}
        for row, name in enumerate(self.names):
            text = self._cell(row, ROLL).text().replace(",", " ").split()
            if not text:
                continue
            if not all(t.isdigit() for t in text):
                raise InputError(("rolls", name), "not a whole number")
            values = [int(t) for t in text]
            out[name] = values[0] if len(values) == 1 else values
        return out

    def order_by_dice(self) -> None:
        def ordered(rolls: dict[str, int | list[int]]) -> None:
            missing = [n for n in self.names if n not in rolls]
            if missing:
                self._refuse(t("rounds.every_player_needs_a", ", ".join(missing)))
                return
            run_op(lambda: ops.seats_from_rolls(self.names, rolls), success=self._show,
                   failure=self._refused_rolls, catch=(InputError,))

        run_op(self.rolls, success=ordered, failure=self._refused_rolls, catch=(InputError,))

    def _refused_rolls(self, error: Exception) -> None:
        if isinstance(error, TiedRollError):
            self._refuse(self.texts.error(error))
        elif isinstance(error, InputError):
            name = error.location[1] if len(error.location) > 1 else error.field  # ("rolls", name[, which roll])
            self._refuse(t("rounds.a_roll_is_a", name))

    def order_by_app(self) -> None:
        self._show(ops.seats_drawn(self.names, self.seed.value()))

    def _refuse(self, text: str) -> None:
        self.seats = ()
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(False)
        self.message.setText(text)

    def _rolls_edited(self, item: QTableWidgetItem) -> None:
        if item.column() == ROLL and self.seats:
            self.seats = ()
            self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(False)

    def _show(self, seats: tuple[Seat, ...]) -> None:
        self.seats = seats
        self.message.setText("")
        by_name = {s.player: s for s in seats}
        for row, name in enumerate(self.names):
            seat = by_name[name]
            self._cell(row, SEAT).setText(str(seat.seat))
            colour = self._cell(row, COLOUR)
            colour.setText(self.texts.colour(seat.colour))
            colour.setBackground(QBrush(QColor(SWATCHES.get(seat.colour, "#ffffff"))))
            colour.setForeground(QBrush(QColor("#212121" if seat.colour == "giallo" else "#ffffff")))
        self.grid.sortItems(SEAT)
        self.names = tuple(self._cell(r, 0).text() for r in range(self.grid.rowCount()))
        self.buttons.button(QDialogButtonBox.StandardButton.Save).setEnabled(True)

    def accept(self) -> None:
        if not self.seats:
            return
        run_op(lambda: self.save(self.seats), success=lambda _: super(SeatOrderDialog, self).accept(),
               failure=lambda error: self.message.setText(self.texts.error(error)), context=self.context,
               initiator=self.parentWidget())
