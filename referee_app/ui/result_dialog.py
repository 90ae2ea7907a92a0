"""Entering a table's final result: who holds each of the 42 territories and with how many armies, each
player's objective, cards and status; a live preview of the engine's ranking; Confirm, or for a confirmed
table Correct (head referee's PIN and a reason).

Confirming is not on the undo stack: a confirmed result cannot be undone (the store refuses it), only
corrected with the PIN, and the old value stays in the table's history. The dialog says so.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QMessageBox, QPushButton, QSplitter,
                               QStyledItemDelegate, QStyleOptionViewItem, QTableView, QVBoxLayout, QWidget)

from referee_app.ops.results import (Preview, ResultOperations, objective_from_text, parse_holdings)
from referee_app.rules.errors import RulesError
from referee_app.ui import confirm
from referee_app.ui.context import AppContext
from referee_app.ui.engine_messages import EngineMessages, fill
from referee_app.ui.result_models import (NEUTRAL, PlayerColumn, PlayersModel, RankingModel, TerritoryColumn,
                                          TerritoryModel)
from referee_app.ui.result_words import ResultWords

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


def _table(model: QAbstractItemModel, view: QTableView | None = None) -> QTableView:
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
        self.setWindowTitle(self.tr("Correct a confirmed result"))
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("e.g. armies of Cina read wrong"))
        form = QFormLayout(self)
        form.addRow(QLabel(self.tr("Only the head referee can correct a confirmed result. The old result stays "
                                   "in the table's history.")))
        form.addRow(self.tr("Head referee's PIN:"), self.pin)
        form.addRow(self.tr("Reason:"), self.reason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class ResultDialog(QDialog):
    def __init__(self, context: AppContext, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.table_id = table_id
        self.ops = ResultOperations(context.require_session())
        self.words = ResultWords(self)
        self.engine = EngineMessages(self)
        self.deck = self.ops.deck()
        self.players = self.ops.seat_names(table_id)
        self.preview: Preview | None = None
        table = self.ops.table(table_id)
        rnd = next(r for r in self.ops.session.rounds() if r.id == table.round_id)
        self.setWindowTitle(self.tr("Result of table %1, round %2").replace("%1", str(table.number))
                            .replace("%2", str(rnd.number)))

        self.territories = TerritoryModel(self.ops.session.board, self.players, self)
        self.players_model = PlayersModel(self)
        self.ranking = RankingModel(self)
        self._build()
        self.load(self.ops.draft(table_id))
        self.territories.dataChanged.connect(self.refresh_preview)
        self.players_model.dataChanged.connect(self.refresh_preview)
        self.risiko.currentIndexChanged.connect(self.refresh_preview)
        self.refresh_preview()
        self.resize(1340, 740)

    # ---- layout ---------------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.entry_player = QComboBox()
        for seat, name in enumerate(self.players):
            self.entry_player.addItem(f"{seat + 1}  {name}", seat)
        self.entry_player.addItem(f"N  {self.words.neutral()}", NEUTRAL)
        self.entry_text = QLineEdit()
        self.entry_text.setPlaceholderText(self.tr("Territories and armies, e.g.: alaska 3, perù, cita 2"))
        self.entry_button = QPushButton(self.tr("Assign"))
        self.entry_button.setToolTip("Enter")
        self.entry_button.clicked.connect(self.assign_typed)
        self.entry_text.returnPressed.connect(self.assign_typed)
        entry = QHBoxLayout()
        entry.addWidget(self.entry_player)
        entry.addWidget(self.entry_text, 1)
        entry.addWidget(self.entry_button)

        self.grid = _table(self.territories, TerritoryView())
        self.grid.setItemDelegateForColumn(TerritoryColumn.HOLDER,
                                           ChoiceDelegate(self.territories.holder_choices, self.grid))
        header = self.grid.horizontalHeader()
        header.setSectionResizeMode(TerritoryColumn.TERRITORY, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(TerritoryColumn.HOLDER, QHeaderView.ResizeMode.Stretch)
        for column in (TerritoryColumn.CONTINENT, TerritoryColumn.VALUE, TerritoryColumn.ARMIES):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        help_text = QLabel(self.tr("In the “Held by” column type the seat number (1-6) or N for neutral; the "
                                   "cursor moves to the next territory."))
        help_text.setWordWrap(True)
        help_text.setStyleSheet("color: #555;")
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(entry)
        left_layout.addWidget(self.grid, 1)
        left_layout.addWidget(help_text)

        self.player_view = _table(self.players_model)
        self.player_view.setItemDelegateForColumn(PlayerColumn.STATUS,
                                                  ChoiceDelegate(self.players_model.status_choices, self.player_view))
        pheader = self.player_view.horizontalHeader()
        pheader.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        pheader.setSectionResizeMode(PlayerColumn.OBJECTIVE, QHeaderView.ResizeMode.Stretch)
        self.player_view.setFixedHeight(24 + 22 * len(self.players) + 4)
        self.risiko = QComboBox()
        self.risiko.addItem(self.tr("nobody"), None)
        for name in self.players:
            self.risiko.addItem(name, name)
        risiko_row = QHBoxLayout()
        risiko_row.addWidget(QLabel(self.tr("Objective completed (RisiKo!) by:")))
        risiko_row.addWidget(self.risiko)
        risiko_row.addStretch(1)

        self.tally_label = QLabel()
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c62828; font-weight: bold;")
        self.warning_label = QLabel()
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet("color: #8d6e00;")
        self.ranking_view = _table(self.ranking)
        self.ranking_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.ranking_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.ranking_view.horizontalHeader().setStretchLastSection(True)
        self.history_label = QLabel()
        self.history_label.setWordWrap(True)
        self.history_label.setStyleSheet("color: #555;")

        self.confirmed = self.ops.result(self.table_id) is not None
        note = self.tr("Confirmed: only the head referee can correct this result (PIN and reason).") \
            if self.confirmed else self.tr("Confirming cannot be undone: afterwards only the head referee can "
                                           "correct the result, with the PIN.")
        self.note_label = QLabel(note)
        self.note_label.setWordWrap(True)
        self.confirm_button = QPushButton(self.tr("&Confirm result"))
        self.confirm_button.setToolTip("Ctrl+Shift+Return")
        self.confirm_button.clicked.connect(self.confirm)
        self.correct_button = QPushButton(self.tr("C&orrect…"))
        self.correct_button.setToolTip("Ctrl+Shift+Return")
        self.correct_button.clicked.connect(lambda: self.correct())
        self.save_button = QPushButton(self.tr("&Save without confirming"))
        self.save_button.setToolTip(self.tr("Ctrl+S: keeps the final state in the table's log, e.g. while the "
                                            "tied players roll their dice"))
        self.save_button.clicked.connect(self.save)
        self.save_button.setVisible(not self.confirmed)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.reject)
        self.confirm_button.setVisible(not self.confirmed)
        self.correct_button.setVisible(self.confirmed)
        # Not Ctrl+Return, which ends a turn on the table page: confirming (or correcting) is far-reaching.
        QShortcut(QKeySequence("Ctrl+Shift+Return"), self, lambda: self.correct() if self.confirmed else self.confirm())
        QShortcut(QKeySequence("Ctrl+L"), self, self.entry_text.setFocus)
        QShortcut(QKeySequence("Ctrl+S"), self, self.save)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.correct_button)
        buttons.addWidget(self.confirm_button)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(QLabel(self.tr("<b>Players</b> (double-click or type to edit)")))
        right_layout.addWidget(self.player_view)
        right_layout.addLayout(risiko_row)
        right_layout.addWidget(self.tally_label)
        right_layout.addWidget(self.error_label)
        right_layout.addWidget(self.warning_label)
        right_layout.addWidget(QLabel(self.tr("<b>Ranking</b> (computed by the rules engine)")))
        right_layout.addWidget(self.ranking_view, 1)
        right_layout.addWidget(self.history_label)
        right_layout.addWidget(self.note_label)
        right_layout.addLayout(buttons)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setSizes([560, 780])
        layout = QVBoxLayout(self)
        layout.addWidget(split)

    # ---- data -----------------------------------------------------------------------------------------------
    def load(self, final: dict[str, Any]) -> None:
        board = self.ops.session.board

        def canonical(held: Any) -> dict[str, int]:
            out: dict[str, int] = {}
            for typed, armies in (held or {}).items():
                try:
                    out[board.resolve(str(typed))] = int(armies)
                except (RulesError, TypeError, ValueError):
                    continue
            return out

        players = final.get("players") or []
        self.territories.load([canonical(p.get("territories")) for p in players], canonical(final.get("neutral")))
        self.players_model.load(players)
        self.risiko.setCurrentIndex(max(0, self.risiko.findData(final.get("risiko"))))
        self._show_history()

    def final(self) -> dict[str, Any]:
        """The final state as entered, in the engine's JSON (ops/results.py)."""
        players = []
        for seat, row in enumerate(self.players_model.rows):
            players.append({"name": row["name"], "objective": objective_from_text(row["objective"], self.deck),
                            "territories": self.territories.holdings(seat), "cards": row["cards"],
                            "status": row["status"], "eliminated_order": row["eliminated_order"],
                            "die": row["die"]})
        return {"players": players, "neutral": self.territories.holdings(NEUTRAL),
                "risiko": self.risiko.currentData()}

    def describe(self, exc: RulesError) -> str:
        """An engine error in the window's language, with the field in a referee's words: players[1] becomes
        the player's name."""
        return self.where(getattr(exc, "field", ""), self.engine.message(exc))

    def where(self, field: str, message: str) -> str:
        """`players[1].territories.Alaska` -> `Bruno › territories › Alaska` (in the window's language)."""
        words = {"territories": self.tr("territories"), "objective": self.tr("objective"),
                 "neutral": self.tr("neutral"), "die": self.tr("die"), "status": self.tr("status"),
                 "eliminated_order": self.tr("out as"), "cards": self.tr("cards")}
        parts = []
        for part in field.split(".") if field else []:
            seat = re.fullmatch(r"players\[(\d+)\]", part)
            if seat and int(seat.group(1)) < len(self.players):
                parts.append(self.players[int(seat.group(1))])
            else:
                parts.append(words.get(part, part))
        where = " › ".join(parts)
        return f"{where}: {message}" if where else message

    def refresh_preview(self) -> None:
        final = self.final()
        tally = self.ops.tally(final)
        self.tally_label.setText(
            self.tr("Territories assigned: %1 of %2 · points: %3 of %4")
            .replace("%1", str(tally.assigned)).replace("%2", str(tally.territories))
            .replace("%3", str(tally.points)).replace("%4", str(tally.board_total)))
        ok_style = "color: #2e7d32; font-weight: bold;" if tally.assigned == tally.territories \
            and tally.points == tally.board_total else ""
        self.tally_label.setStyleSheet(ok_style)
        try:
            self.preview = self.ops.preview(self.table_id, final)
        except RulesError as exc:
            self.preview = None
            self.ranking.set_rows([])
            self.error_label.setText(self.tr("To fix: %1").replace("%1", self.describe(exc)))
            self.warning_label.setText("")
            self._enable()
            return
        self.ranking.set_rows(list(self.preview.result.ranking))
        if self.preview.unresolved:
            groups = "; ".join(" = ".join(g) for g in self.preview.unresolved)
            self.error_label.setText(self.tr("Tie not broken (%1): enter the die each of them rolled.")
                                     .replace("%1", groups))
        else:
            self.error_label.setText("")
        self.warning_label.setText("\n".join(
            self.tr("Check: %1").replace("%1", self.where(note.field, self.engine.warning(note)))
            for note in self.preview.notes))
        self._enable()

    def _enable(self) -> None:
        ready = self.preview is not None and self.preview.can_confirm
        self.confirm_button.setEnabled(ready and not self.confirmed)
        self.correct_button.setEnabled(ready and self.confirmed)
        self.save_button.setEnabled(self.preview is not None and not self.confirmed)

    def _show_history(self) -> None:
        versions = self.ops.history(self.table_id)
        lines = []
        for v in versions:
            if v.kind == "correction":
                lines.append(self.tr("Corrected by %1 at %2: %3").replace("%1", v.referee)
                             .replace("%2", v.at[:16].replace("T", " ")).replace("%3", v.reason))
        old = [v for v in versions if v.superseded_by is not None]
        if old:
            previous = ", ".join(f"{r.name} {r.points}" for r in old[-1].result.ranking)
            lines.append(self.tr("Previous result: %1").replace("%1", previous))
        self.history_label.setText("\n".join(lines))

    # ---- actions --------------------------------------------------------------------------------------------
    def warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def assign_typed(self) -> None:
        """Give the typed territories to the chosen player (or neutral); nothing changes on a bad name."""
        try:
            held = parse_holdings(self.entry_text.text(), self.ops.session.board)
        except RulesError as exc:
            self.warn(self.tr("Territories not assigned"), self.describe(exc))
            return
        self.territories.assign(int(self.entry_player.currentData()), held)
        self.entry_text.clear()

    def save(self) -> bool:
        """Log the checked final state without confirming it (the dialog stays open)."""
        if self.confirmed:
            return False
        try:
            changes = self.ops.save_final_state(self.table_id, self.final())
        except RulesError as exc:
            self.warn(self.tr("Final state not saved"), self.describe(exc))
            return False
        self.context.changed(changes)
        return True

    def confirm(self) -> bool:
        if self.confirmed:
            return False
        ready = self.preview is not None and self.preview.can_confirm  # else the engine's refusal is shown below
        if ready and not self.ops.session.table_state(self.table_id).ended:
            table = self.ops.table(self.table_id)
            what = fill(self.tr("Table %1 has not ended: no end of game is recorded at the table. Confirming closes "
                                "it: its clock stops, and afterwards only the head referee can change the result, "
                                "with the PIN."), (str(table.number),))
            if not confirm.ask(self, self.tr("Confirm result"), what, self.tr("Confirm the result")):
                return False
        try:
            changes = self.ops.confirm(self.table_id, self.final())
        except RulesError as exc:
            self.warn(self.tr("Result not confirmed"), self.describe(exc))
            return False
        self.context.changed(changes)
        self.accept()
        return True

    def correct(self, pin: str | None = None, reason: str | None = None) -> bool:
        if not self.confirmed:
            return False
        if pin is None or reason is None:
            ask = CorrectionDialog(self)
            if ask.exec() != QDialog.DialogCode.Accepted:
                return False
            pin, reason = ask.pin.text(), ask.reason.text()
        try:
            changes = self.ops.correct(self.table_id, self.final(), pin, reason)
        except RulesError as exc:
            self.warn(self.tr("Result not corrected"), self.describe(exc))
            return False
        self.context.changed(changes)
        self.accept()
        return True


def open_result_dialog(context: AppContext, table_id: int, parent: QWidget | None = None) -> ResultDialog:
    """Open (window-modal, not blocking) the result entry of one table; returns the dialog."""
    dialog = ResultDialog(context, table_id, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
