"""The initial deal of one table (docs/rules.md §2; docs/deal.md), three ways:

- "Deal": the app deals with the ruleset's procedure (seed shown, so the deal can be replayed), records it
  in the table's log and prints the deal sheet;
- "Check a deal made at the table": the referee types the cards in the order drawn; after each card the
  engine's replay says who receives it and whom the 50% rule skipped; at the last card the final hands;
- "Check hands": a finished distribution typed per player, checked by `check_distribution` (and, under
  Como, the abandonment plan).

`open_deal_dialog(context, table_id, parent)` is the entry point (table page, Ctrl+Shift+D). Every fact comes
from `rules/deal/procedure*` and `ops/deals`; bad input is shown in words and nothing is recorded.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QFont, QIntValidator, QKeyEvent
from PySide6.QtWidgets import (
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from referee_app.ops.changes import Changes
from referee_app.ops.deals import LoggedDeal, RecordedDeal, deal_table, logged_deal, record_table_deal
from referee_app.ops.printing import print_report
from referee_app.ops.session import Session
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.deal.procedure import check_distribution, deck_size, replay_deal
from referee_app.rules.deal.como import plan_abandonment
from referee_app.rules.deal.result import DealResult
from referee_app.rules.deal.steps import DealStep, deal_steps, hands_so_far
from referee_app.rules.errors import InputError, RulesError
from referee_app.ui.context import AppContext
from referee_app.ui.deal.hands import HandsGrid, swatch
from referee_app.ui.deal.words import DealWords
from referee_app.ui.undo import RecordedAction
from referee_app.ui.printing.dialog import AskPath, OpenFile, ask_pdf_path, open_in_viewer
from referee_app.ui.operation import refuse, run_op
from referee_app.texts import t
from referee_app.ui.widgets.contained import contained

SHORTCUT = "Ctrl+Shift+D"
ERROR_STYLE = "color: #c62828;"
GOOD_STYLE = "color: #2e7d32;"


def verdict_label() -> QLabel:
    """The large bold line that says what a card did or what a check found."""
    label = QLabel()
    font = QFont()
    font.setPointSize(13)
    font.setBold(True)
    label.setFont(font)
    label.setWordWrap(True)
    return label


def split_names(text: str) -> list[str]:
    """Territory names typed one a line or separated by commas or semicolons."""
    return [part.strip() for part in re.split(r"[\n,;]", text) if part.strip()]


class DealDialog(QDialog):
    def __init__(self, context: AppContext, table_id: int, parent: QWidget | None = None,
                 ask_path: AskPath = ask_pdf_path, open_file: OpenFile = open_in_viewer) -> None:
        super().__init__(parent)
        self.context = context
        self.session: Session = context.require_session()
        self.table_id = table_id
        self.ask_path = ask_path
        self.open_file = open_file
        self.board = self.session.board
        self.rules = self.session.ruleset.deal
        table = self.session.table(table_id)
        seated = self.session.seated(table)
        self.players = tuple(s.player.name for s in seated)
        self.colours = {s.player.name: s.colour for s in seated}
        self.words = DealWords(self.board)
        self.cards: list[str] = []  # tab 2: canonical names, in the order drawn
        self.steps: tuple[DealStep, ...] = ()
        self.checked: DealResult | None = None  # tab 2 once every card is in
        self.setWindowTitle(t("deal.deal_table", table.number))

        heading = QLabel(t("deal.table_procedure", table.number, ", ".join(self.players), self._procedure()))
        heading.setWordWrap(True)
        self.tabs = QTabWidget()
        self.tabs.addTab(self._generate_tab(), t("deal.generate"))
        self.tabs.addTab(self._sequence_tab(), t("deal.check_a_deal_made"))
        self.tabs.addTab(self._hands_tab(), t("deal.check_hands"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(buttons)
        self._show_logged()
        self._show_sequence()
        context.opsChanged.connect(self._data_changed)

    def _data_changed(self, changes: Changes, initiator: object = None) -> None:
        if not changes.table(self.table_id) or changes.opened:  # another event: this table is not in it
            return
        if initiator is not self:  # this dialog's own deal is on screen already, not read back
            self._show_logged()  # an undo or redo of the deal, from here or from the table page

    def _procedure(self) -> str:
        names = {"sequential": t("deal.one_card_at_a"),
                 "per_continent": t("deal.continent_by_continent"),
                 "como": t("deal.como_no_cap_at"),
                 "classic": t("deal.box_rules_no_50")}
        return names.get(self.rules.procedure, self.rules.procedure)

    # ---- tab 1: the app deals ------------------------------------------------------------------------------
    def _generate_tab(self) -> QWidget:
        page = QWidget()
        self.seed_edit = QLineEdit()
        self.seed_edit.setValidator(QIntValidator(0, 999_999_999, self))
        self.seed_edit.setPlaceholderText(t("deal.random"))
        self.seed_edit.setMaximumWidth(160)
        self.generate_button = QPushButton(t("deal.deal_the_cards_key"))
        self.generate_button.clicked.connect(lambda: self.generate())
        self.print_button = QPushButton(t("deal.print_the_deal_sheet"))
        self.print_button.clicked.connect(self.print_sheet)
        self.generated_label = QLabel()
        font = QFont()
        font.setBold(True)
        self.generated_label.setFont(font)
        row = QHBoxLayout()
        row.addWidget(QLabel(t("common.seed_label")))
        row.addWidget(self.seed_edit)
        row.addWidget(self.generate_button)
        row.addWidget(self.generated_label, 1)
        row.addWidget(self.print_button)
        self.generated_grid = HandsGrid(self.board)
        self.generated_notes = QListWidget()
        self.generated_notes.setMaximumHeight(130)
        layout = QVBoxLayout(page)
        layout.addLayout(row)
        layout.addWidget(self.generated_grid, 1)
        layout.addWidget(QLabel(t("deal.skips_and_swaps")))
        layout.addWidget(self.generated_notes)
        return page

    def _show_logged(self) -> None:
        run_op(lambda: logged_deal(self.session, self.table_id), success=self._show_deal,
               failure=self._show_no_deal, catch=(InputError,))

    def _show_no_deal(self, _error: Exception) -> None:
        self.generated_label.setText(t("deal.no_deal_recorded_for"))
        self.generated_grid.show_hands(self.players, self.colours, {})
        self.generated_notes.clear()
        self.print_button.setEnabled(False)

    def _show_deal(self, logged: LoggedDeal) -> None:
        result = logged.result
        if logged.seed is None:
            self.generated_label.setText(t("deal.deal_made_at_the"))
        else:
            self.generated_label.setText(t("deal.seed_recorded_in_the", logged.seed))
        self.generated_grid.show_hands(self.players, self.colours, result.hands)
        self.generated_notes.clear()
        notes = self.words.notes(result, deal_steps(self.rules, self.board, self.players, result.cards))
        self.generated_notes.addItems(notes or [t("deal.no_skips_every_card")])
        self.print_button.setEnabled(True)

    def generate(self, seed: int | None = None) -> bool:
        """Deal (the seed typed, or a random one), record it and show it; a new deal replaces the old one."""
        if seed is None and self.seed_edit.text():
            seed = int(self.seed_edit.text())
        recorded = self._record(lambda: deal_table(self.session, self.table_id, seed), t("deal.deal_the_cards"))
        if recorded:
            self.seed_edit.clear()
        return recorded

    def _record(self, operation: Callable[[], RecordedDeal], text: str) -> bool:
        """Run one recording operation; on success put it on the undo stack, show it (what the operation
        returned: the log is not read back for it) and tell the other pages."""
        ops, context = TableOperations(self.session, self.table_id), self.context
        # the command outlives the dialog: its report must not touch it (the dialog hears opsChanged)
        return run_op(operation, parent=self, title=t("common.not_recorded"), explain=self.words.error,
                      context=context, initiator=self, success=lambda done: self._show_deal(done.logged),
                      undo=lambda done: RecordedAction(context, ops, done.action.seq, text, _after_undo))

    def print_sheet(self) -> Path | None:
        table = self.session.table(self.table_id)
        chosen = self.ask_path(self, str(Path.home() / f"deal-{table.number}.pdf"))
        if not chosen:
            return None
        path = Path(chosen) if chosen.lower().endswith(".pdf") else Path(chosen + ".pdf")
        written: list[Path] = []
        run_op(lambda: print_report(self.session, "deal", path, self.context.settings.language() or "it",
                                    table_id=self.table_id, round_id=table.round_id),
               parent=self, title=t("common.cannot_print"), success=written.append, catch=(RulesError, OSError))
        if not written:
            return None
        self.open_file(written[0])
        return written[0]

    # ---- tab 2: the cards as drawn at the table ------------------------------------------------------------
    def _sequence_tab(self) -> QWidget:
        page = QWidget()
        self.card_edit = QLineEdit()
        self.card_edit.setPlaceholderText(t("deal.type_the_card_drawn"))
        completer = QCompleter(list(self.board.names), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.card_edit.setCompleter(completer)
        self.card_edit.returnPressed.connect(self._card_entered)
        self.card_edit.installEventFilter(self)
        self.card_error = QLabel()
        self.card_error.setStyleSheet(ERROR_STYLE)
        self.card_error.setWordWrap(True)
        self.last_card = verdict_label()
        self.progress = QLabel()
        self.undo_card_button = QPushButton(t("deal.undo_last_card"))
        self.undo_card_button.setToolTip(t("deal.backspace_on_the_empty"))
        self.undo_card_button.clicked.connect(self.undo_card)
        self.clear_button = QPushButton(t("deal.clear"))
        self.clear_button.clicked.connect(self.clear_cards)
        self.log_button = QPushButton(t("deal.record_this_deal_in"))
        self.log_button.clicked.connect(self.record_checked)
        self.step_list = QListWidget()
        self.step_list.setWordWrap(True)
        entry = QGroupBox(t("deal.cards_in_the_order"))
        form = QVBoxLayout(entry)
        form.addWidget(self.card_edit)
        form.addWidget(self.card_error)
        form.addWidget(self.progress)
        form.addWidget(self.last_card)
        form.addWidget(self.step_list, 1)
        row = QHBoxLayout()
        row.addWidget(self.undo_card_button)
        row.addWidget(self.clear_button)
        row.addStretch(1)
        form.addLayout(row)
        self.sequence_grid = HandsGrid(self.board)
        self.sequence_verdict = verdict_label()
        self.sequence_notes = QListWidget()
        self.sequence_notes.setMaximumHeight(110)
        result = QGroupBox(t("deal.hands"))
        right = QVBoxLayout(result)
        right.addWidget(self.sequence_grid, 1)
        right.addWidget(self.sequence_verdict)
        right.addWidget(self.sequence_notes)
        right.addWidget(self.log_button, 0, Qt.AlignmentFlag.AlignRight)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(entry)
        split.addWidget(result)
        split.setSizes([420, 820])
        QVBoxLayout(page).addWidget(split)
        return page

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.card_edit and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() == Qt.Key.Key_Backspace and not self.card_edit.text():
            self.undo_card()
            return True
        return super().eventFilter(watched, event)

    def _card_entered(self) -> None:
        text = self.card_edit.text().strip()
        if text and self.add_card(text):
            self.card_edit.clear()

    def add_card(self, text: str) -> bool:
        """One card drawn: the engine replays the cards so far; a bad name or a card twice adds nothing."""
        total = deck_size(self.rules, self.board)
        if len(self.cards) >= total:
            self.card_error.setText(t("deal.all_cards_are_already", total))
            return False
        def drawn(steps: tuple[DealStep, ...]) -> None:
            self.cards.append(steps[-1].card)
            self._show_sequence(steps)

        return run_op(lambda: deal_steps(self.rules, self.board, self.players, [*self.cards, text]),
                      success=drawn, failure=lambda error: self.card_error.setText(self.words.error(error)))

    def undo_card(self) -> None:
        if self.cards:
            self.cards.pop()
            self._show_sequence()

    def clear_cards(self) -> None:
        self.cards.clear()
        self._show_sequence()

    def _show_sequence(self, steps: tuple[DealStep, ...] | None = None) -> None:
        self.steps = steps if steps is not None else deal_steps(self.rules, self.board, self.players, self.cards)
        self.card_error.clear()
        total = deck_size(self.rules, self.board)
        self.progress.setText(t("deal.cards_entered_of", len(self.cards), total))
        self.last_card.setText(self.words.step(self.steps[-1]) if self.steps else "")
        self.last_card.setStyleSheet("color: #ef6c00;" if self.steps and (self.steps[-1].passed or
                                                                         self.steps[-1].swap) else "")
        self.step_list.clear()
        for step in self.steps:
            self.step_list.addItem(f"{step.index + 1}. {self.words.step(step)}")
            if step.passed or step.swap is not None:
                self.step_list.item(self.step_list.count() - 1).setForeground(QColor("#ef6c00"))
        self.step_list.scrollToBottom()
        self.checked = replay_deal(self.rules, self.board, self.players, self.cards) \
            if len(self.cards) == total else None
        hands = self.checked.hands if self.checked else hands_so_far(self.players, self.steps)
        self.sequence_grid.show_hands(self.players, self.colours, hands)
        self.sequence_notes.clear()
        if self.checked is None:
            self.sequence_verdict.setText(t("deal.deal_in_progress") if self.cards else "")
            self.sequence_verdict.setStyleSheet("")
            self.sequence_notes.addItems([self.words.step(s) for s in self.steps if s.passed or s.swap])
        else:
            self.sequence_verdict.setText(self.words.verdict(self.checked))
            self.sequence_verdict.setStyleSheet(GOOD_STYLE if self.checked.valid else ERROR_STYLE)
            self.sequence_notes.addItems(self.words.notes(self.checked, self.steps) + self._como(self.checked))
        self.log_button.setEnabled(self.checked is not None)
        self.undo_card_button.setEnabled(bool(self.cards))
        self.clear_button.setEnabled(bool(self.cards))
        self.card_edit.setEnabled(len(self.cards) < total)

    def record_checked(self) -> bool:
        """Record the deal typed in as the table's deal (source: the table), replacing any earlier one."""
        if self.checked is None:
            return False
        cards = list(self.cards)
        return self._record(lambda: record_table_deal(self.session, self.table_id, cards),
                            t("deal.record_the_deal_made"))

    # ---- tab 3: the hands as they lie on the table ---------------------------------------------------------
    def _hands_tab(self) -> QWidget:
        page = QWidget()
        self.hand_edits: dict[str, QPlainTextEdit] = {}
        grid = QGridLayout()
        for column, player in enumerate(self.players):
            label = QLabel(player)
            head = QHBoxLayout()
            icon = QLabel()
            icon.setPixmap(swatch(self.colours.get(player, "")).pixmap(14, 14))
            head.addWidget(icon)
            head.addWidget(label, 1)
            edit = QPlainTextEdit()
            edit.setPlaceholderText(t("deal.one_territory_a_line"))
            edit.setTabChangesFocus(True)
            grid.addLayout(head, 0, column)
            grid.addWidget(edit, 1, column)
            self.hand_edits[player] = edit
        self.verify_button = QPushButton(t("deal.check_the_hands"))
        self.verify_button.clicked.connect(self.verify_hands)
        self.hands_verdict = verdict_label()
        self.hands_notes = QListWidget()
        row = QHBoxLayout()
        row.addWidget(self.hands_verdict, 1)
        row.addWidget(self.verify_button)
        layout = QVBoxLayout(page)
        layout.addLayout(grid, 2)
        layout.addLayout(row)
        layout.addWidget(self.hands_notes, 1)
        return page

    def verify_hands(self) -> DealResult | None:
        hands = {p: split_names(e.toPlainText()) for p, e in self.hand_edits.items()}
        self.hands_notes.clear()
        checked: list[DealResult] = []
        run_op(lambda: check_distribution(self.rules, self.board, self.players, hands), success=checked.append,
               failure=self._refused_hands)
        if not checked:
            return None
        result = checked[0]
        self.hands_verdict.setText(self.words.verdict(result))
        self.hands_verdict.setStyleSheet(GOOD_STYLE if result.valid else ERROR_STYLE)
        counts = [f"{p}: {len(result.hands[p])}" for p in self.players]
        self.hands_notes.addItem(t("deal.territories", ", ".join(counts)))
        self.hands_notes.addItems(self.words.notes(result) + self._como(result))
        return result

    def _refused_hands(self, error: Exception) -> None:
        # ("hands", the player's name, which territory)
        player = str(error.location[1]) if isinstance(error, InputError) and error.location[:1] == ("hands",) \
            and len(error.location) > 1 else None
        self.hands_verdict.setText(self.words.error(error, player))
        self.hands_verdict.setStyleSheet(ERROR_STYLE)

    def _como(self, result: DealResult) -> list[str]:
        """Under Como, the abandonment plan the hands imply."""
        if self.rules.procedure != "como":
            return []
        plan = plan_abandonment(self.board, self.players, result.hands, self.rules.abandon_to_half,
                                self.rules.abandon_to_fewest)
        return self.words.plan(plan)


def _after_undo(error: Exception | None) -> None:
    if error is not None:
        refuse(None, t("common.not_possible"), error)


def open_deal_dialog(context: AppContext, table_id: int, parent: QWidget | None = None) -> DealDialog | None:
    """Open (window-modal, not blocking) the deal of one table; returns the dialog."""
    opened: list[DealDialog] = []
    run_op(lambda: DealDialog(context, table_id, parent), parent=parent, title=t("common.deal"), success=opened.append)
    if not opened:
        return None
    dialog = opened[0]
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.resize(1240, 700)
    dialog.open()
    return dialog
