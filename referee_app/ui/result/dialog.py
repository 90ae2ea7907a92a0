"""Entering a table's final result: who holds each of the 42 territories and with how many armies, each
player's objective, cards and status; a live preview of the engine's ranking; Confirm, or for a confirmed
table Correct (head referee's PIN and a reason).

Confirming is not on the undo stack: a confirmed result cannot be undone (the store refuses it), only
corrected with the PIN, and the old value stays in the table's history. The dialog says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QPushButton, QSplitter, QTabWidget, QVBoxLayout, QWidget)

from referee_app.ops.results import (Preview, ResultOperations, objective_from_text, parse_holdings,
                                     saved_holdings)
from referee_app.ui.widgets import confirm
from referee_app.ui.context import AppContext
from referee_app.ops.engine_messages import EngineMessages
from referee_app.ops.result_words import tie_warning
from referee_app.ui.result.models import (NEUTRAL, PlayerColumn, PlayersModel, RankingModel, TerritoryColumn,
                                          TerritoryModel)
from referee_app.ui.result.sheet import SheetEntry, SheetWords, cell_of, sheet_differences
from referee_app.ui.result.widgets import ChoiceDelegate, CorrectionDialog, TerritoryView, table_view
from referee_app.ui.result.words import ResultWords
from referee_app.rules.errors import InputError, location_of
from referee_app.ui.describe import describe, place
from referee_app.ui.operation import run_op
from referee_app.texts import language, t

T = TypeVar("T")


NO_END_QUESTION = "confirm_without_recorded_end"
KEEP_AFTER_MS = 700  # a kill -9 loses at most this much typing


class ResultDialog(QDialog):
    def __init__(self, context: AppContext, table_id: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.table_id = table_id
        self.ops = ResultOperations(context.require_session())
        self.words = ResultWords()
        self.engine = EngineMessages()
        self.deck = self.ops.deck()
        self.players = self.ops.seat_names(table_id)
        self.preview: Preview | None = None
        self.sheet_final: dict[str, Any] | None = None
        table = self.ops.table(table_id)
        rnd = next(r for r in self.ops.session.rounds() if r.id == table.round_id)
        self.setWindowTitle(t("result.result_of_table_round", table.number, rnd.number))

        self.territories = TerritoryModel(self.ops.session.board, self.players, self)
        self.players_model = PlayersModel(self)
        self.ranking = RankingModel(self)
        self._build()
        self.load(self.ops.draft(table_id))
        self.start = self.typed()  # what the table's log gives: typing that differs from it is a draft
        draft = None if self.confirmed else self.ops.typed(table_id)
        if draft is not None:
            self.retype(draft)
        self.kept = draft  # the draft on disk, as last written
        self._show_draft(draft is not None)
        # typing goes to disk within KEEP_AFTER_MS of a change, not at every keystroke (the file syncs each)
        self.keeper = QTimer(self)
        self.keeper.setSingleShot(True)
        self.keeper.setInterval(KEEP_AFTER_MS)
        self.keeper.timeout.connect(self.keep_typing)
        for signal in (self.sheet.changed, self.modes.currentChanged, self.territories.dataChanged,
                       self.players_model.dataChanged, self.risiko.currentIndexChanged):
            signal.connect(self._typing)
        self.sheet.changed.connect(self.refresh_preview)
        self.sheet.finished.connect(self._to_confirm)
        self.modes.currentChanged.connect(self._mode_changed)
        self.territories.dataChanged.connect(self.refresh_preview)
        self.players_model.dataChanged.connect(self.refresh_preview)
        self.risiko.currentIndexChanged.connect(self.refresh_preview)
        self._mode_changed()
        self.resize(fitted(self, 1340, 740))

    # ---- layout ---------------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.entry_player = QComboBox()
        for seat, name in enumerate(self.players):
            self.entry_player.addItem(f"{seat + 1}  {name}", seat)
        self.entry_player.addItem(f"N  {self.words.neutral()}", NEUTRAL)
        self.entry_text = QLineEdit()
        self.entry_text.setPlaceholderText(t("result.territories_and_armies_e"))
        self.entry_button = QPushButton(t("result.assign"))
        self.entry_button.setToolTip("Enter")
        self.entry_button.clicked.connect(self.assign_typed)
        self.entry_text.returnPressed.connect(self.assign_typed)
        entry = QHBoxLayout()
        entry.addWidget(self.entry_player)
        entry.addWidget(self.entry_text, 1)
        entry.addWidget(self.entry_button)

        self.grid = table_view(self.territories, TerritoryView())
        self.grid.setItemDelegateForColumn(TerritoryColumn.HOLDER,
                                           ChoiceDelegate(self.territories.holder_choices, self.grid))
        header = self.grid.horizontalHeader()
        header.setSectionResizeMode(TerritoryColumn.TERRITORY, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(TerritoryColumn.HOLDER, QHeaderView.ResizeMode.Stretch)
        for column in (TerritoryColumn.CONTINENT, TerritoryColumn.VALUE, TerritoryColumn.ARMIES):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        help_text = QLabel(t("result.in_the_held_by"))
        help_text.setWordWrap(True)
        help_text.setStyleSheet("color: #555;")
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(entry)
        left_layout.addWidget(self.grid, 1)
        left_layout.addWidget(help_text)

        self.player_view = table_view(self.players_model)
        self.player_view.setItemDelegateForColumn(PlayerColumn.STATUS,
                                                  ChoiceDelegate(self.players_model.status_choices, self.player_view))
        pheader = self.player_view.horizontalHeader()
        pheader.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        pheader.setSectionResizeMode(PlayerColumn.OBJECTIVE, QHeaderView.ResizeMode.Stretch)
        self.player_view.setFixedHeight(24 + 22 * len(self.players) + 4)
        self.risiko = QComboBox()
        self.risiko.addItem(t("result.nobody"), None)
        for name in self.players:
            self.risiko.addItem(name, name)
        risiko_row = QHBoxLayout()
        risiko_row.addWidget(QLabel(t("result.objective_completed_risiko_by")))
        risiko_row.addWidget(self.risiko)
        risiko_row.addStretch(1)

        self.tally_label = QLabel()
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c62828; font-weight: bold;")
        self.warning_label = QLabel()
        self.warning_label.setWordWrap(True)
        self.warning_label.setStyleSheet("color: #8d6e00;")
        self.ranking_view = table_view(self.ranking)
        self.ranking_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.ranking_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.ranking_view.horizontalHeader().setStretchLastSection(True)
        self.history_label = QLabel()
        self.history_label.setWordWrap(True)
        self.history_label.setStyleSheet("color: #555;")

        self.confirmed = self.ops.result(self.table_id) is not None
        note = t("result.confirmed_only_the_head") \
            if self.confirmed else t("result.confirming_cannot_be_undone")
        if not self.confirmed and not self.ops.session.table_state(self.table_id).ended:
            note = t("result.no_end_recorded_note") + " " + note
        self.note_label = QLabel(note)
        self.note_label.setWordWrap(True)
        self.confirm_button = QPushButton(t("result.confirm_result_key"))
        self.confirm_button.setToolTip("Ctrl+Shift+Return")
        self.confirm_button.clicked.connect(self.confirm)
        self.correct_button = QPushButton(t("result.correct"))
        self.correct_button.setToolTip("Ctrl+Shift+Return")
        self.correct_button.clicked.connect(lambda: self.correct())
        self.save_button = QPushButton(t("result.save_without_confirming"))
        self.save_button.setToolTip(t("result.ctrl_s_keeps_the"))
        self.save_button.clicked.connect(self.save)
        self.save_button.setVisible(not self.confirmed)
        self.close_button = QPushButton(t("common.close"))
        self.close_button.clicked.connect(self.reject)
        self.draft_label = QLabel(t("result.draft_kept"))
        self.draft_label.setWordWrap(True)
        self.draft_label.setStyleSheet("color: #8d6e00; font-weight: bold;")
        self.discard_button = QPushButton(t("result.discard_draft"))
        self.discard_button.clicked.connect(self.discard_draft)
        self.confirm_button.setVisible(not self.confirmed)
        self.correct_button.setVisible(self.confirmed)
        # Not Ctrl+Return, which ends a turn on the table page: confirming (or correcting) is far-reaching.
        QShortcut(QKeySequence("Ctrl+Shift+Return"), self, lambda: self.correct() if self.confirmed else self.confirm())
        QShortcut(QKeySequence("Ctrl+L"), self, self.entry_text.setFocus)
        QShortcut(QKeySequence("Ctrl+S"), self, self.save)
        buttons = QHBoxLayout()
        buttons.addWidget(self.discard_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        buttons.addWidget(self.save_button)
        buttons.addWidget(self.correct_button)
        buttons.addWidget(self.confirm_button)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.map_only = QWidget()  # the players' objectives, cards and statuses: the sheet has its own
        map_only = QVBoxLayout(self.map_only)
        map_only.setContentsMargins(0, 0, 0, 0)
        map_only.addWidget(QLabel(t("result.players_double_click_or")))
        map_only.addWidget(self.player_view)
        map_only.addLayout(risiko_row)
        right_layout.addWidget(self.map_only)
        right_layout.addWidget(self.tally_label)
        right_layout.addWidget(self.error_label)
        right_layout.addWidget(self.warning_label)
        right_layout.addWidget(QLabel(t("result.ranking_computed_by_the")))
        right_layout.addWidget(self.ranking_view, 1)
        right_layout.addWidget(self.history_label)
        right_layout.addWidget(self.note_label)
        right_layout.addWidget(self.draft_label)
        right_layout.addLayout(buttons)

        self.sheet = SheetEntry(self.players, self.ops.sheet_columns(), SheetWords().labels(),
                                self.deck is not None)
        sheet_tab = QWidget()
        sheet_layout = QVBoxLayout(sheet_tab)
        sheet_layout.addWidget(self.sheet, 1)
        sheet_help = QLabel(
            t("result.copy_the_score_sheet")
            + ("" if self.deck is not None else " " + t("result.no_objective_deck_the"))
        )
        sheet_help.setWordWrap(True)
        sheet_help.setStyleSheet("color: #555;")
        sheet_layout.addWidget(sheet_help)
        self.modes = QTabWidget()
        self.modes.addTab(sheet_tab, t("result.from_the_score_sheet"))
        self.modes.addTab(left, t("result.from_the_map"))
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.modes)
        split.addWidget(right)
        split.setSizes([800, 540])
        layout = QVBoxLayout(self)
        layout.addWidget(split)

    # ---- data -----------------------------------------------------------------------------------------------
    def load(self, final: dict[str, Any]) -> None:
        board = self.ops.session.board
        players = final.get("players") or []
        by_sheet = "neutral_points" in final or any(isinstance(p, dict) and p.get("sheet") for p in players)
        self.sheet_final = final if by_sheet else None  # what the map, entered to verify, is compared with
        self.sheet.load(final if by_sheet else {"players": []}, self.ops.statuses(self.table_id))
        if not by_sheet:
            self.sheet.load({"players": [{k: p.get(k) for k in ("name", "eliminated_order", "die")}
                                         for p in players if isinstance(p, dict)], "risiko": final.get("risiko")},
                            self.ops.statuses(self.table_id))
        has_map = any(isinstance(p, dict) and p.get("territories") for p in players) or final.get("neutral")
        self.modes.setCurrentIndex(1 if has_map else 0)
        self.territories.load([saved_holdings(p.get("territories"), board) for p in players],
                              saved_holdings(final.get("neutral"), board))
        self.players_model.load(players)
        self.risiko.setCurrentIndex(max(0, self.risiko.findData(final.get("risiko"))))
        self._show_history()

    def by_sheet(self) -> bool:
        return self.modes.currentIndex() == 0

    def final(self) -> dict[str, Any]:
        """The final state as entered, in the engine's JSON (ops/results.py): the sheet's totals or the map."""
        if self.by_sheet():
            return self.sheet.final()
        players = []
        for seat, row in enumerate(self.players_model.rows):
            players.append({"name": row["name"], "objective": objective_from_text(row["objective"], self.deck),
                            "territories": self.territories.holdings(seat), "cards": row["cards"],
                            "status": row["status"], "eliminated_order": row["eliminated_order"],
                            "die": row["die"]})
        return {"players": players, "neutral": self.territories.holdings(NEUTRAL),
                "risiko": self.risiko.currentData()}

    def describe(self, exc: Exception) -> str:
        """An engine error in the window's language, with the field in a referee's words: players[1] becomes
        the player's name."""
        return describe(exc, self.field_words(), self.players)

    def field_words(self) -> dict[str, str]:
        words = {"territories": t("result.territories"), "objective": t("result.objective"),
                 "neutral": t("result.neutral"), "die": t("result.die"), "status": t("result.status"),
                 "eliminated_order": t("result.out_as"), "cards": t("result.cards"), "players": t("result.total"),
                 "sheet": ""}
        if self.by_sheet():
            words.update({k: v.rstrip(":") for k, v in SheetWords().labels().items()}, objective=t("result.card"))
        return words

    def where(self, field: str, message: str) -> str:
        """A check's note about `players[1].territories.Alaska` -> `Bruno › territories › Alaska: ...` (in the
        window's language)."""
        where = place(location_of(field), self.field_words(), self.players)
        return f"{where}: {message}" if where else message

    def refresh_preview(self) -> None:
        final = self.final()
        tally = self.ops.tally(final)
        self.tally_label.setText(
            t("result.points_on_the_sheet" if tally.by_sheet else "result.territories_assigned_of_points",
              tally.assigned, tally.territories, tally.points, tally.board_total))
        ok_style = "color: #2e7d32; font-weight: bold;" if (tally.by_sheet or tally.assigned == tally.territories) \
            and tally.points == tally.board_total else ""
        self.tally_label.setStyleSheet(ok_style)
        self.preview = None
        if not run_op(lambda: self.ops.preview(self.table_id, final, self.players),
                      success=self._previewed, failure=self._refused_preview):
            self._enable()
            return
        assert self.preview is not None
        self.sheet.show_state(None, "", self.preview.unresolved, self.preview.score.needs)
        self.ranking.show(self.preview.result.ranking, self.preview.tie_needs())
        self.error_label.setText("\n".join(
            tie_warning(group, need, language())
            for group, need in zip(self.preview.unresolved, self.preview.score.needs, strict=True)))
        checks = [t("result.check", self.where(note.field, self.engine.warning(note)))
                  for note in self.preview.notes]
        if self.sheet_final is not None and not self.by_sheet():
            labels = SheetWords().labels()
            differences = sheet_differences(self.sheet_final, self.preview.result.ranking)
            checks.append(t("result.the_map_agrees_with") if not differences else
                          t("result.the_map_differs_from", "; ".join(
                              t("result.sheet_map", name, labels.get(column, column), sheet, on_map)
                              for name, column, sheet, on_map in differences)))
        self.warning_label.setText("\n".join(checks))
        self._enable()

    def _mode_changed(self) -> None:
        self.map_only.setVisible(not self.by_sheet())
        self.refresh_preview()
        if self.by_sheet():
            self.sheet.focus_cell(self.sheet.first_cell())

    def _to_confirm(self) -> None:
        button = self.correct_button if self.confirmed else self.confirm_button
        button.setFocus(Qt.FocusReason.TabFocusReason)

    def _enable(self) -> None:
        ready = self.preview is not None and self.preview.can_confirm
        self.confirm_button.setEnabled(ready and not self.confirmed)
        self.correct_button.setEnabled(ready and self.confirmed)
        self.save_button.setEnabled(self.preview is not None and not self.confirmed)

    def _previewed(self, preview: Preview) -> None:
        self.preview = preview

    def _refused_preview(self, error: Exception) -> None:
        self.ranking.show((), {})
        self.warning_label.setText("")
        if getattr(error, "code", "") == "sheet_missing":  # still typing: nothing is wrong yet
            self.error_label.setText("")
            self.sheet.show_state(None, "", (), ())
        else:
            self.error_label.setText(t("result.to_fix", self.describe(error)))
            self.sheet.show_state(cell_of(error.location) if isinstance(error, InputError) else None,
                                  self.describe(error), (), ())

    def _show_history(self) -> None:
        versions = self.ops.history(self.table_id)
        lines = []
        for v in versions:
            if v.kind == "correction":
                lines.append(t("result.corrected_by_at", v.referee, v.at[:16].replace("T", " "), v.reason))
        old = [v for v in versions if v.superseded_by is not None]
        if old:
            previous = ", ".join(f"{r.name} {r.points}" for r in old[-1].result.ranking)
            lines.append(t("result.previous_result", previous))
        self.history_label.setText("\n".join(lines))

    # ---- the table's draft: typing kept on disk until confirmed or discarded (a close or a crash keeps it) ----
    def typed(self) -> dict[str, Any]:
        """What is typed now, in a form `retype` puts back: the sheet's cells, or the map's final state."""
        if self.by_sheet():
            return {"mode": 0, **self.sheet.typed()}
        return {"mode": 1, "final": self.final()}

    def retype(self, typed: dict[str, Any]) -> None:
        if typed.get("mode") == 1:
            self.load(typed["final"])
            self.modes.setCurrentIndex(1)
        else:
            self.modes.setCurrentIndex(0)
            self.sheet.retype(typed)

    def _show_draft(self, shown: bool) -> None:
        self.draft_label.setVisible(shown)
        self.discard_button.setVisible(shown)

    def _typing(self) -> None:
        if not self.confirmed and not self.keeper.isActive():
            self.keeper.start()

    def keep_typing(self) -> None:
        """Put what is typed on disk as the table's draft; typing back to what the log holds leaves none."""
        self.keeper.stop()
        typed: dict[str, Any] | None = self.typed()
        if self.confirmed or typed == self.start:
            typed = None
        if typed == self.kept:
            return
        if typed is None:
            done = run_op(lambda: self.ops.drop_typed(self.table_id), failure=self._not_kept)
        else:
            done = run_op(lambda: self.ops.keep_typed(self.table_id, typed), failure=self._not_kept)
        if done:
            self.kept = typed

    def _not_kept(self, error: Exception) -> None:
        self.draft_label.setText(t("result.draft_not_kept", self.describe(error)))
        self.draft_label.show()

    def discard_draft(self) -> None:
        """Back to what the table's log holds; the typing is gone for good."""
        self.load(self.ops.draft(self.table_id))
        self.retype(self.start)
        self.keep_typing()  # the same as the log: the draft on disk goes
        self._show_draft(False)

    def done(self, code: int) -> None:  # noqa: D401 (Qt override)
        """Closing without confirming (Esc, Close) keeps what was typed, on disk at once; confirming (the
        store drops the draft in the same transaction), correcting or saving the final state leaves none."""
        if code == QDialog.DialogCode.Rejected.value:
            self.keep_typing()
        self.keeper.stop()
        super().done(code)

    # ---- actions --------------------------------------------------------------------------------------------
    def _run(self, operation: Callable[[], T], title: str, success: Callable[[T], object] | None = None) -> bool:
        return run_op(operation, parent=self, title=title, explain=self.describe, context=self.context,
                      success=success, initiator=self)

    def assign_typed(self) -> None:
        """Give the typed territories to the chosen player (or neutral); nothing changes on a bad name."""
        def assign(held: dict[str, int]) -> None:
            self.territories.assign(int(self.entry_player.currentData()), held)
            self.entry_text.clear()

        self._run(lambda: parse_holdings(self.entry_text.text(), self.ops.session.board),
                  t("result.territories_not_assigned"), assign)

    def save(self) -> bool:
        """Log the checked final state without confirming it (the dialog stays open)."""
        if self.confirmed:
            return False
        def saved(_changes: object) -> None:
            self.start = self.typed()  # in the table's log now (the operation dropped the draft)
            self.kept = None
            self.keeper.stop()
            self._show_draft(False)

        return self._run(lambda: self.ops.save_final_state(self.table_id, self.final()),
                         t("result.final_state_not_saved"), saved)

    def confirm(self) -> bool:
        if self.confirmed:
            return False
        ready = self.preview is not None and self.preview.can_confirm  # else the engine's refusal is shown below
        if ready and not self.ops.session.table_state(self.table_id).ended \
                and NO_END_QUESTION not in self.context.answered:
            # Asked once per event, with Confirm as Enter's answer: at an 80-table desk most tables reach the
            # desk without a recorded end, and the score sheet itself is the evidence the game ended. Later
            # tables say it in the dialog's note instead.
            table = self.ops.table(self.table_id)
            what = t("result.table_has_not_ended", table.number)
            if not confirm.ask(self, t("result.confirm_result"), what, t("result.confirm_the_result"),
                               default_action=True):
                return False
            self.context.answered.add(NO_END_QUESTION)
        return self._run(lambda: self.ops.confirm(self.table_id, self.final()), t("result.result_not_confirmed"),
                         lambda _: self.accept())

    def correct(self, pin: str | None = None, reason: str | None = None) -> bool:
        if not self.confirmed:
            return False
        if pin is None or reason is None:
            ask = CorrectionDialog(self)
            if ask.exec() != QDialog.DialogCode.Accepted:
                return False
            pin, reason = ask.pin.text(), ask.reason.text()
        return self._run(lambda: self.ops.correct(self.table_id, self.final(), pin, reason),
                         t("result.result_not_corrected"), lambda _: self.accept())


def open_result_dialog(context: AppContext, table_id: int, parent: QWidget | None = None) -> ResultDialog:
    """Open (window-modal, not blocking) the result entry of one table; returns the dialog."""
    dialog = ResultDialog(context, table_id, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def fitted(dialog: QWidget, width: int, height: int) -> QSize:
    """`width` x `height`, or less where the screen is smaller: the window manager's frame (title bar, borders)
    comes on top, so a 1340-pixel dialog on a 1366 desk would put its right edge and close button off-screen."""
    screen = dialog.screen() if dialog.screen() is not None else QGuiApplication.primaryScreen()
    free = screen.availableGeometry().size() if screen is not None else QSize(width, height)
    return QSize(min(width, free.width() - 48), min(height, free.height() - 64))
