"""The table page: the referee runs one physical table during the game. Seats, the table's clock, the phase
after time expires, the turn-end form (does this turn roll? asked of the engine before the dice), penalties
with their consequence shown before they are applied, rulings, and the table's log with undo/redo. The page
composes the boxes and panels (`table_status_boxes`, `table_clock_box`, `table_log_box`, `table_turn_form`,
`table_penalty_panel`, `table_ruling_box`), chooses the table, refreshes it, and runs every action for them
(`table_host.TableHost`).

Every action goes through `ops.table_ops.TableOperations`; a refused one shows the engine's reason and
records nothing. The final state and the result confirmation belong to the result dialog (the "Result"
area below the clock only asks for it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QComboBox, QFrame, QHBoxLayout, QInputDialog, QLabel, QScrollArea,
                               QSplitter, QStackedWidget, QVBoxLayout, QWidget)

from referee_app.ops.changes import Changes
from referee_app.ops.hall import clock_text
from referee_app.ops.table_ops import PENALTY_KINDS, TableChoice, TableOperations, TableView, table_choices
from referee_app.ui.widgets import confirm
from referee_app.ui.widgets.lazy_refresh import LazyRefresh
from referee_app.ui.describe import describe
from referee_app.ui.operation import refuse, run_op
from referee_app.ui.context import AppContext
from referee_app.ui.table.clock_box import ClockBox
from referee_app.ui.undo import RecordedAction, UndoneAction
from referee_app.ui.table.host import Build, Operation
from referee_app.rules.table.actions import LEFT_GAME, ClockPause, ClockResume, Recovery, TimeExpired
from referee_app.ui.table.log_box import LogBox
from referee_app.ui.table.penalty_panel import PenaltyPanel
from referee_app.ui.table.ruling_box import RulingBox
from referee_app.ui.table.status_boxes import PhaseBox, ResultBox, SeatsBox
from referee_app.ui.table.texts import TableTexts
from referee_app.ui.table.turn_form import NO_ROLL as NO_ROLL, TurnForm
from referee_app.texts import t
from referee_app.ui.window.pages import open_table_dialog

if TYPE_CHECKING:
    from referee_app.ui.deal.dialog import DealDialog
    from referee_app.ui.result.dialog import ResultDialog


class TablePage(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.texts = TableTexts()
        self.ops: TableOperations | None = None
        self.current: TableView | None = None
        self._choices: list[TableChoice] = []
        self._filling = False  # set while the page refills its own widgets: their signals are not the referee's

        self.hint = QLabel()
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.body = QWidget()
        self.scroller = QScrollArea()  # on a small window the page scrolls instead of widening the window
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setWidget(self.body)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.hint)
        self.stack.addWidget(self.scroller)

        top = QHBoxLayout()
        self.event_label = QLabel()  # which event this page works on (a desk may hold several)
        self.event_label.setStyleSheet("font-weight: bold;")
        top.addWidget(self.event_label)
        self.round_combo = QComboBox()
        self.table_combo = QComboBox()
        top.addWidget(QLabel(t("table.round_label")))
        top.addWidget(self.round_combo)
        top.addWidget(QLabel(t("table.table_label")))
        top.addWidget(self.table_combo, 1)

        self.seats_box = SeatsBox()
        self.clock_box = ClockBox(self)
        self.clock_box.recoveryAsked.connect(self.ask_recovery)
        self.clock_box.expiryAsked.connect(self.ask_time_expired)
        self.phase_box = PhaseBox()
        self.result_box = ResultBox()
        self.result_box.resultAsked.connect(self._ask_result)
        self.result_box.dealAsked.connect(self.open_deal)
        left = QVBoxLayout()
        for box in (self.seats_box, self.clock_box, self.phase_box, self.result_box):
            left.addWidget(box)
        left.addStretch(1)
        self.turn_form = TurnForm(self)
        self.turn_form.leftGameAsked.connect(self.ask_player_left)
        self.penalty_panel = PenaltyPanel(self)
        # the forgotten roll has its penalty: bring its calculator up for him
        self.turn_form.rollMissed.connect(lambda player: self.penalty_panel.select_penalty("missed_sdadata_roll",
                                                                                           player))
        middle = QVBoxLayout()
        middle.addWidget(self.turn_form)
        middle.addWidget(self.penalty_panel, 1)
        right = QVBoxLayout()
        self.log_box = LogBox()
        self.log_box.undo_button.clicked.connect(self.undo_last)
        self.log_box.redo_button.clicked.connect(self.redo_last)
        right.addWidget(self.log_box, 1)
        self.ruling_box = RulingBox(self)
        right.addWidget(self.ruling_box)
        split = QSplitter(Qt.Orientation.Horizontal)
        for column in (left, middle, right):
            holder = QWidget()
            column.setContentsMargins(0, 0, 0, 0)
            holder.setLayout(column)
            split.addWidget(holder)
        split.setSizes([440, 400, 520])
        for combo in [*split.findChildren(QComboBox), self.table_combo]:
            # Long names and casistica titles must not widen the page past a 1366-pixel screen.
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
        body = QVBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        body.addLayout(top)
        body.addWidget(split, 1)
        outer = QVBoxLayout(self)
        outer.addWidget(self.stack)

        self.end_turn_action = self._shortcut(["Ctrl+Return", "Ctrl+Enter"], self.end_turn)
        self.time_expired_action = self._shortcut(["Ctrl+T"], self.ask_time_expired)
        self.pause_action = self._shortcut(["Ctrl+P"], self.toggle_pause)
        self.deal_action = self._shortcut(["Ctrl+Shift+D"], self.open_deal)

        self.round_combo.currentIndexChanged.connect(self._round_chosen)
        self.table_combo.currentIndexChanged.connect(self._table_chosen)
        self.lazy = LazyRefresh(self, self.refresh)
        context.opsChanged.connect(self._data_changed)
        context.tableRequested.connect(self.show_table)
        context.actionRequested.connect(self.handle_action)
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.CoarseTimer)
        self.timer.timeout.connect(self.tick)
        self.timer.start(1000)
        self.reload()

    def title(self) -> str:
        return t("window.tab_table")

    # ---- building ----------------------------------------------------------------------------------------
    def _shortcut(self, keys: list[str], slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    # ---- choosing the table ------------------------------------------------------------------------------
    def reload(self) -> None:
        """The event's rounds and tables again (a new event, a new round drawn)."""
        session = self.context.session
        self.event_label.setText(session.event.name if session is not None else "")
        self._choices = table_choices(session) if session is not None else []
        keep = self.ops.table_id if self.ops is not None else None
        self.ops = None  # rebuilt on the session now open
        if session is None:
            self.hint.setText(t("table.no_event_is_open"))
        elif not self._choices:
            self.hint.setText(t("table.no_tables_yet_draw"))
        self.stack.setCurrentWidget(self.scroller if self._choices else self.hint)
        self._filling = True
        self.round_combo.clear()
        for number in sorted({c.round_number for c in self._choices}):
            self.round_combo.addItem(t("common.round_n", number), number)
        self._filling = False
        ids = {c.table_id for c in self._choices}
        if keep is not None and keep in ids:
            self.show_table(keep)
        elif self._choices:
            self.round_combo.setCurrentIndex(self.round_combo.count() - 1)
            self._round_chosen()
        else:
            self.ops = None
            self.current = None

    def _round_chosen(self) -> None:
        if self._filling:
            return
        number = self.round_combo.currentData()
        self._filling = True
        self.table_combo.clear()
        for choice in self._choices:
            if choice.round_number == number:
                self.table_combo.addItem(t("common.table_n", choice.table_number)
                                         + " — " + ", ".join(choice.players), choice.table_id)
        self._filling = False
        self._table_chosen()

    def _table_chosen(self) -> None:
        if self._filling:
            return
        table_id = self.table_combo.currentData()
        session = self.context.session
        if table_id is None or session is None:
            return
        self.ops = TableOperations(session, int(table_id))
        self.context.table_in_view = self.ops.table_id
        self._fill_players()
        self.refresh()
        # Every per-table form starts empty: nothing typed for one table may be applied to another.
        self.turn_form.reset()
        self.penalty_panel.reset()
        self.ruling_box.reset()

    def show_table(self, table_id: int) -> None:
        """Bring this table up (the hall's double click, another page's request)."""
        choice = next((c for c in self._choices if c.table_id == table_id), None)
        if choice is None:
            self.reload()
            choice = next((c for c in self._choices if c.table_id == table_id), None)
            if choice is None:
                return
        self.round_combo.setCurrentIndex(self.round_combo.findData(choice.round_number))
        self.table_combo.setCurrentIndex(self.table_combo.findData(table_id))
        if self.ops is None or self.ops.table_id != table_id:
            self._table_chosen()

    def _data_changed(self, changes: Changes) -> None:
        if changes.opened:
            self.reload()  # at once, hidden or not: the clock's tick must not run on the other event's table
        elif changes.rounds or changes.players:
            self.lazy.request(self.reload)
        elif self.ops is not None and changes.table(self.ops.table_id):
            self.lazy.request()

    def _fill_players(self) -> None:
        assert self.ops is not None
        players = self.ops.players
        for panel in (self.turn_form, self.penalty_panel, self.ruling_box):
            panel.set_players(list(players))
        self.penalty_panel.set_continents(list(self.ops.session.board.continents))

    # ---- showing the table -------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.ops is None:
            return
        run_op(self.ops.view, parent=self, title=t("table.cannot_show_the_table"), explain=self.explain,
               success=self._show)

    def _show(self, view: TableView) -> None:
        self.current = view
        self.seats_box.seats_model.set_seats(view.seats)
        self.log_box.show_log(view)
        self.clock_box.show_clock(view, self._remaining(view))
        self.phase_box.show_phase(view)
        self.penalty_panel.show_penalties(view)
        self.result_box.show_result(view)
        self.turn_form.follow()  # the turn that comes next, after whatever changed the table
        self.penalty_panel.update_preview()

    def _remaining(self, view: TableView) -> float:
        clock = view.clock
        if clock.running and clock.expires_at is not None:
            return max(0.0, clock.expires_at - self.context.clock())
        return clock.remaining

    def tick(self) -> None:
        view = self.current
        if view is None or not view.clock.running:
            return
        remaining = self._remaining(view)
        self.clock_box.show_remaining(remaining)
        if remaining <= 0:
            self.refresh()  # time just ran out: the engine says what now

    def end_turn(self) -> None:
        self.turn_form.end_turn()

    def ask_time_expired(self) -> None:
        if self.ops is None:
            return
        players = [s.name for s in (self.current.seats if self.current else ())
                   if s.status in ("active", "withdrawn")]
        likely = self.ops.likely_turn()
        player = self._choose(t("common.time_expired"), t("table.time_expired_during_whose"), players,
                              players.index(likely) if likely in players else 0)
        if player:
            self.record_time_expired(player)

    def record_time_expired(self, player: str) -> bool:
        view = self.current
        left = self._remaining(view) if view is not None and view.clock.started else 0.0
        if left >= 1 and view is not None:  # the clock says time is not over: a slip of the hand, or a late clock
            what = t("table.the_clock_of_table", view.number, clock_text(left), player)
            if not confirm.ask(self, t("common.time_expired"), what, t("table.time_has_expired")):
                return False
        done = self.run(t("table.time_expired_during_turn", player), lambda: TimeExpired(player))
        if done:
            self.turn_form.reset()
        return done

    def ask_player_left(self) -> None:
        if self.ops is None or self.current is None:
            return
        players = [s.name for s in self.current.seats if s.status in ("active", "withdrawn")]
        player = self._choose(t("table.left_the_game_heading"), t("table.who_left_the_game"), players, 0)
        if not player:
            return
        hows = {t("common.eliminated"): "eliminated", t("common.excluded"): "excluded",
                t("table.withdrew"): "withdrawn"}
        how = self._choose(t("table.left_the_game_heading"), t("table.how_did_leave", player),
                           list(hows), 0)
        if how:
            self.record_player_left(player, hows[how])

    def record_player_left(self, player: str, how: str) -> bool:
        """`how`: "eliminated", "excluded" or "withdrawn"."""
        return self.run(t("table.left_the_game", player), lambda: LEFT_GAME[how](player))

    def toggle_pause(self) -> None:
        view = self.current
        if view is None:
            return
        if view.clock.paused:
            self.run(t("table.resume_the_clock"), ClockResume)
        else:
            self.run(t("table.pause_the_clock"), ClockPause)

    def ask_recovery(self) -> None:
        minutes, ok = QInputDialog.getInt(
            self, t("common.recovery_minutes"), t("table.minutes_to_add"), 2, 1, 60
        )
        if not ok:
            return
        reason, ok = QInputDialog.getText(self, t("common.recovery_minutes"), t("common.reason_label"))
        if ok:
            self.add_recovery(minutes, reason)

    def add_recovery(self, minutes: int, reason: str) -> bool:
        return self.run(t("table.recovery_minutes", minutes), lambda: Recovery(minutes, reason))

    def _ask_result(self) -> None:
        if self.ops is not None:
            self.result_dialog: ResultDialog = open_table_dialog("result", self.context, self.ops.table_id, self)

    def open_deal(self) -> None:
        if self.ops is not None:
            self.deal_dialog: DealDialog | None = open_table_dialog("deal", self.context, self.ops.table_id, self)

    # ---- penalties ---------------------------------------------------------------------------------------
    def apply_penalty(self) -> bool:
        return self.penalty_panel.apply_penalty()

    def handle_action(self, action: str) -> None:
        """A casistica entry asks for a calculator ("penalty:army_cap"): show it on this page."""
        prefix, _, kind = action.partition(":")
        if prefix != "penalty" or kind not in PENALTY_KINDS:
            return
        self.context.pageRequested.emit("TablePage")
        self.penalty_panel.select_penalty(kind)

    # ---- rulings -----------------------------------------------------------------------------------------
    def record_ruling(self) -> bool:
        return self.ruling_box.record_ruling()

    # ---- undo / redo -------------------------------------------------------------------------------------
    def _top_is_ours(self, forward: bool) -> bool:
        """Whether the undo stack's next command concerns this table (then the stack does the work)."""
        stack = self.context.undo_stack
        index = stack.index() if forward else stack.index() - 1
        if not 0 <= index < stack.count():
            return False
        command = stack.command(index)
        return isinstance(command, (RecordedAction, UndoneAction)) and self.ops is not None \
            and command.ops.table_id == self.ops.table_id

    def undo_last(self) -> None:
        if self.ops is None or self.current is None or self.current.undo_seq is None:
            return
        if self._top_is_ours(forward=False):
            self.context.undo_stack.undo()
            return
        seq = self.current.undo_seq
        self._act(t("table.undo_entry", seq), lambda o: o.undo(seq), UndoneAction, seq)

    def redo_last(self) -> None:
        if self.ops is None or self.current is None or self.current.redo_seq is None:
            return
        if self._top_is_ours(forward=True):
            self.context.undo_stack.redo()
            return
        seq = self.current.redo_seq
        self._act(t("table.redo_entry", seq), lambda o: o.redo(seq), RecordedAction, seq)

    # ---- running an action -------------------------------------------------------------------------------
    def _act(self, text: str, operation: Operation,
             command: type[RecordedAction] | type[UndoneAction] = RecordedAction, target: int | None = None) -> bool:
        """Run one operation; on success push its undo command (about `target`, by default the entry just
        written), refresh and tell the other pages."""
        ops = self.ops
        if ops is None:
            return False

        def undo(done: Changes) -> RecordedAction:
            assert done.action is not None  # every table operation writes one entry
            return command(self.context, ops, done.action.seq if target is None else target, text,
                           self._after_command)

        # this page refreshes from the change too, with the hall
        return run_op(lambda: operation(ops), parent=self, title=t("common.not_recorded"), explain=self.explain,
                      context=self.context, undo=undo, initiator=self)

    def run(self, text: str, build: Build) -> bool:
        """The page's and its panels' way to record an action (`TableHost`): built from the widgets when run."""
        return self._act(text, lambda o: o.act(build()))

    def _after_command(self, error: Exception | None) -> None:
        if error is not None:
            refuse(self, t("common.not_possible"), error, self.explain)

    def explain(self, exc: Exception) -> str:
        """The engine's refusal in the referee's words, led by the name of the field it concerns."""
        return describe(exc, self.texts.words(), depth=1)

    def _choose(self, title: str, label: str, items: list[str], current: int) -> str | None:
        if not items:
            return None
        item, ok = QInputDialog.getItem(self, title, label, items, current, False)
        return item if ok else None
