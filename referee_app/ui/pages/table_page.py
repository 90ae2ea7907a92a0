"""The table page: the referee runs one physical table during the game. Seats, the table's clock, the phase
after time expires, the turn-end form (does this turn roll? asked of the engine before the dice), penalties
with their consequence shown before they are applied, rulings, and the table's log with undo/redo.

Every action goes through `ops.table_ops.TableOperations`; a refused one shows the engine's reason and
records nothing. The final state and the result confirmation belong to the result dialog (the "Result"
area below the clock only asks for it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import (QAbstractItemView, QCheckBox, QComboBox, QDoubleSpinBox, QFormLayout, QFrame,
                               QGridLayout, QGroupBox, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QLineEdit,
                               QListWidget, QListWidgetItem, QMessageBox, QPushButton, QScrollArea, QSpinBox,
                               QSplitter, QStackedWidget, QTableView, QVBoxLayout, QWidget)

from referee_app.ops.hall import clock_text
from referee_app.ops.table_ops import (PENALTY_KINDS, TableChoice, TableOperations, TableView, table_choices)
from referee_app.rules.casistica import load_entries
from referee_app.rules.errors import InputError, RulesError
from referee_app.store.records import ActionId
from referee_app.ui.context import AppContext
from referee_app.ui.engine_messages import EngineMessages
from referee_app.ui.pages.table_commands import RecordedAction, UndoneAction
from referee_app.ui.pages.table_models import LogModel, SeatsModel, SeatColumn
from referee_app.ui.pages.table_texts import TableTexts, translated

NO_ROLL = 1  # the roll spin box's "—": no dice sum entered


class TablePage(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.texts = TableTexts(self)
        self.engine = EngineMessages(self)
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
        self.round_combo = QComboBox()
        self.table_combo = QComboBox()
        top.addWidget(QLabel(self.tr("Round:")))
        top.addWidget(self.round_combo)
        top.addWidget(QLabel(self.tr("Table:")))
        top.addWidget(self.table_combo, 1)

        left = QVBoxLayout()
        left.addWidget(self._seats_box())
        left.addWidget(self._clock_box())
        left.addWidget(self._phase_box())
        left.addWidget(self._result_box())
        left.addStretch(1)
        middle = QVBoxLayout()
        middle.addWidget(self._turn_box())
        middle.addWidget(self._penalty_box(), 1)
        right = QVBoxLayout()
        right.addWidget(self._log_box(), 1)
        right.addWidget(self._ruling_box())
        split = QSplitter(Qt.Orientation.Horizontal)
        for column in (left, middle, right):
            holder = QWidget()
            column.setContentsMargins(0, 0, 0, 0)
            holder.setLayout(column)
            split.addWidget(holder)
        split.setSizes([440, 400, 520])
        for combo in split.findChildren(QComboBox):
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
        context.eventChanged.connect(self.reload)
        context.dataChanged.connect(self._data_changed)
        context.tableRequested.connect(self.show_table)
        context.actionRequested.connect(self.handle_action)
        self.timer = QTimer(self)
        self.timer.setTimerType(Qt.TimerType.CoarseTimer)
        self.timer.timeout.connect(self.tick)
        self.timer.start(1000)
        self.reload()

    def title(self) -> str:
        return self.tr("&Table")

    # ---- building ----------------------------------------------------------------------------------------
    def _shortcut(self, keys: list[str], slot: Callable[[], object]) -> QAction:
        action = QAction(self)
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _seats_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Seats"))
        self.seats_model = SeatsModel(self)
        self.seats_view = QTableView()
        self.seats_view.setModel(self.seats_model)
        self.seats_view.verticalHeader().hide()
        self.seats_view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.seats_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.seats_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(SeatColumn.PLAYER, QHeaderView.ResizeMode.Stretch)
        self.seats_view.setFixedHeight(190)
        QVBoxLayout(box).addWidget(self.seats_view)
        return box

    def _clock_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Clock"))
        self.clock_label = QLabel("--:--")
        font = QFont()
        font.setPointSize(34)
        font.setBold(True)
        self.clock_label.setFont(font)
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clock_state = QLabel()
        self.clock_state.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = QPushButton(self.tr("Start"))
        self.pause_button = QPushButton(self.tr("Pause"))
        self.resume_button = QPushButton(self.tr("Resume"))
        self.recovery_button = QPushButton(self.tr("Recovery…"))
        self.expired_button = QPushButton(self.tr("Time expired…"))
        self.call_button = QPushButton(self.tr("Referee called"))
        self.call_button.setCheckable(True)
        self.pause_button.setToolTip("Ctrl+P")
        self.resume_button.setToolTip("Ctrl+P")
        self.expired_button.setToolTip("Ctrl+T")
        self.start_button.clicked.connect(lambda: self._act(self.tr("Start the clock"), lambda o: o.start_clock()))
        self.pause_button.clicked.connect(lambda: self._act(self.tr("Pause the clock"), lambda o: o.pause_clock()))
        self.resume_button.clicked.connect(lambda: self._act(self.tr("Resume the clock"),
                                                             lambda o: o.resume_clock()))
        self.recovery_button.clicked.connect(self.ask_recovery)
        self.expired_button.clicked.connect(self.ask_time_expired)
        self.call_button.clicked.connect(self._referee_call)
        grid = QGridLayout(box)
        grid.addWidget(self.clock_label, 0, 0, 1, 3)
        grid.addWidget(self.clock_state, 1, 0, 1, 3)
        for i, button in enumerate((self.start_button, self.pause_button, self.resume_button, self.recovery_button,
                                    self.expired_button, self.call_button)):
            grid.addWidget(button, 2 + i // 3, i % 3)
        return box

    def _phase_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("End of game"))
        self.phase_label = QLabel()
        font = QFont()
        font.setPointSize(13)
        font.setBold(True)
        self.phase_label.setFont(font)
        self.phase_label.setWordWrap(True)
        self.anchor_label = QLabel()
        self.next_label = QLabel()
        self.next_label.setWordWrap(True)
        layout = QVBoxLayout(box)
        for label in (self.phase_label, self.anchor_label, self.next_label):
            layout.addWidget(label)
        return box

    def _result_box(self) -> QGroupBox:
        # The place of the result dialog (final state and confirmation), built elsewhere: this page only asks.
        box = QGroupBox(self.tr("Result"))
        self.result_area = QHBoxLayout(box)
        self.result_state = QLabel()
        self.result_button = QPushButton(self.tr("Result…"))
        self.result_button.clicked.connect(self._ask_result)
        self.deal_button = QPushButton(self.tr("Deal…"))  # the initial deal: ui/deal_dialog.py
        self.deal_button.setToolTip("Ctrl+Shift+D")
        self.deal_button.clicked.connect(self.open_deal)
        self.result_area.addWidget(self.result_state, 1)
        self.result_area.addWidget(self.deal_button)
        self.result_area.addWidget(self.result_button)
        return box

    def _turn_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("End of turn"))
        self._rolls = False  # the engine's answer for the facts in the form
        self.turn_player = QComboBox()
        self.conquered = QSpinBox()
        self.conquered.setRange(0, 42)
        self.eliminated_box = QWidget()
        self.eliminated_layout = QGridLayout(self.eliminated_box)
        self.eliminated_layout.setContentsMargins(0, 0, 0, 0)
        self.eliminated: dict[str, QCheckBox] = {}
        self.left_player = QComboBox()
        self.left_how = QComboBox()
        self.left_how.addItem(self.tr("excluded"), "excluded")
        self.left_how.addItem(self.tr("withdrew"), "withdrawn")
        left_row = QHBoxLayout()
        left_row.addWidget(self.left_player, 1)
        left_row.addWidget(self.left_how)
        self.objective = QCheckBox(self.tr("Completed the objective (RisiKo!)"))
        self.roll = QSpinBox()
        self.roll.setRange(NO_ROLL, 12)
        self.roll.setSpecialValueText("—")
        self.missed_roll = QCheckBox(self.tr("Forgot to roll"))
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.roll)
        roll_row.addWidget(self.missed_roll)
        roll_row.addStretch(1)
        self.forecast_label = QLabel()
        self.forecast_label.setWordWrap(True)
        self.end_turn_button = QPushButton(self.tr("End turn"))
        self.end_turn_button.setToolTip("Ctrl+Enter")
        self.end_turn_button.clicked.connect(self.end_turn)
        self.left_game_button = QPushButton(self.tr("Left the game…"))
        self.left_game_button.setToolTip(self.tr("An elimination, exclusion or withdrawal before time expires"))
        self.left_game_button.clicked.connect(self.ask_player_left)
        buttons = QHBoxLayout()
        buttons.addWidget(self.left_game_button)
        buttons.addStretch(1)
        buttons.addWidget(self.end_turn_button)
        form = QFormLayout(box)
        form.addRow(self.tr("Player:"), self.turn_player)
        form.addRow(self.tr("Territories conquered:"), self.conquered)
        form.addRow(self.tr("Eliminated:"), self.eliminated_box)
        form.addRow(self.tr("Left in this turn:"), left_row)
        form.addRow("", self.objective)
        form.addRow(self.tr("Sdadata roll:"), roll_row)
        form.addRow(self.forecast_label)
        form.addRow(buttons)
        for signal in (self.turn_player.currentIndexChanged, self.conquered.valueChanged,
                       self.left_player.currentIndexChanged, self.left_how.currentIndexChanged):
            signal.connect(self._update_forecast)
        self.objective.toggled.connect(self._update_forecast)
        self.missed_roll.toggled.connect(lambda on: self.roll.setEnabled(not on and self._rolls))
        return box

    def _penalty_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Penalties"))
        self.penalty_kind = QComboBox()
        names = {"excess_reinforcement": self.tr("Too many reinforcements"), "army_cap": self.tr("Above the army cap"),
                 "missed_sdadata_roll": self.tr("Forgotten sdadata roll"), "free_sanction": self.tr("Free sanction")}
        for kind in PENALTY_KINDS:
            self.penalty_kind.addItem(names[kind], kind)
        self.penalty_player = QComboBox()
        self.penalty_fields = QStackedWidget()
        self.excess = QSpinBox()
        self.excess.setRange(0, 200)
        self.excess_declared = QCheckBox(self.tr("Declared by himself"))
        self.armies = QSpinBox()
        self.armies.setRange(0, 999)
        self.armies_declared = QCheckBox(self.tr("Declared by himself"))
        self.missed_info = QLabel()
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("Why the sanction"))
        self.points = QDoubleSpinBox()
        self.points.setRange(0, 1000)
        self.points.setDecimals(1)
        self.disqualification = QCheckBox(self.tr("Disqualification"))
        pages: list[list[tuple[str, QWidget]]] = [
            [(self.tr("Excess armies:"), self.excess), ("", self.excess_declared)],
            [(self.tr("Armies on the board:"), self.armies), ("", self.armies_declared)],
            [("", self.missed_info)],
            [(self.tr("Reason:"), self.reason), (self.tr("Points deducted:"), self.points),
             ("", self.disqualification)],
        ]
        for rows in pages:
            page = QWidget()
            layout = QFormLayout(page)
            layout.setContentsMargins(0, 0, 0, 0)
            for label, widget in rows:
                layout.addRow(label, widget)
            self.penalty_fields.addWidget(page)
        self.consequence = QLabel()
        self.consequence.setWordWrap(True)
        font = QFont()
        font.setBold(True)
        self.consequence.setFont(font)
        self.apply_button = QPushButton(self.tr("Apply"))
        self.apply_button.clicked.connect(self.apply_penalty)
        self.penalty_list = QListWidget()
        self.penalty_list.setMinimumHeight(60)
        form = QFormLayout(box)
        form.addRow(self.tr("Penalty:"), self.penalty_kind)
        form.addRow(self.tr("Player:"), self.penalty_player)
        form.addRow(self.penalty_fields)
        apply_row = QHBoxLayout()
        apply_row.addWidget(self.consequence, 1)
        apply_row.addWidget(self.apply_button)
        form.addRow(apply_row)
        form.addRow(self.penalty_list)
        self.penalty_kind.currentIndexChanged.connect(self._penalty_kind_chosen)
        for signal in (self.penalty_player.currentIndexChanged, self.excess.valueChanged, self.armies.valueChanged,
                       self.points.valueChanged, self.reason.textChanged):
            signal.connect(self._update_preview)
        for check in (self.excess_declared, self.armies_declared, self.disqualification):
            check.toggled.connect(self._update_preview)
        return box

    def _ruling_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Ruling"))
        self.ruling_text = QLineEdit()
        self.ruling_text.setPlaceholderText(self.tr("What was decided"))
        self.ruling_players = QListWidget()
        self.ruling_players.setFlow(QListWidget.Flow.LeftToRight)
        self.ruling_players.setWrapping(True)
        self.ruling_players.setFixedHeight(52)
        self.ruling_entry = QComboBox()
        self.ruling_entry.addItem(self.tr("— no casistica entry —"), "")
        italian = QLocale().language() == QLocale.Language.Italian
        for entry in sorted(load_entries(), key=lambda e: e.title.get("it" if italian else "en")):
            self.ruling_entry.addItem(entry.title.get("it" if italian else "en"), entry.id)
        self.ruling_button = QPushButton(self.tr("Record ruling"))
        self.ruling_button.clicked.connect(self.record_ruling)
        form = QFormLayout(box)
        form.addRow(self.tr("Decision:"), self.ruling_text)
        form.addRow(self.tr("Players:"), self.ruling_players)
        form.addRow(self.tr("Casistica:"), self.ruling_entry)
        form.addRow(self.ruling_button)
        return box

    def _log_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Table log"))
        self.log_model = LogModel(self)
        self.log_view = QTableView()
        self.log_view.setModel(self.log_model)
        self.log_view.verticalHeader().hide()
        self.log_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.log_view.setWordWrap(False)
        header = self.log_view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.undo_button = QPushButton(self.tr("Undo last"))
        self.redo_button = QPushButton(self.tr("Redo"))
        self.undo_button.clicked.connect(self.undo_last)
        self.redo_button.clicked.connect(self.redo_last)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        layout = QVBoxLayout(box)
        layout.addWidget(self.log_view, 1)
        layout.addLayout(buttons)
        return box

    # ---- choosing the table ------------------------------------------------------------------------------
    def reload(self) -> None:
        """The event's rounds and tables again (a new event, a new round drawn)."""
        session = self.context.session
        self._choices = table_choices(session) if session is not None else []
        keep = self.ops.table_id if self.ops is not None else None
        self.ops = None  # rebuilt on the session now open
        if session is None:
            self.hint.setText(self.tr("No event is open: open or create one on the Event page."))
        elif not self._choices:
            self.hint.setText(self.tr("No tables yet: draw a round on the Rounds page first."))
        self.stack.setCurrentWidget(self.scroller if self._choices else self.hint)
        self._filling = True
        self.round_combo.clear()
        for number in sorted({c.round_number for c in self._choices}):
            self.round_combo.addItem(self.tr("Round %1").replace("%1", str(number)), number)
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
                self.table_combo.addItem(self.tr("Table %1").replace("%1", str(choice.table_number))
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
        self._fill_players()
        self.refresh()
        self._reset_turn_form()

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

    def _data_changed(self, topic: str) -> None:
        if topic in ("rounds", "players"):
            self.reload()
        elif topic in ("tables", "results", "rulings"):
            self.refresh()

    def _fill_players(self) -> None:
        assert self.ops is not None
        players = self.ops.players
        self._filling = True
        for combo in (self.turn_player, self.penalty_player):
            combo.clear()
            combo.addItems(list(players))
        self.left_player.clear()
        self.left_player.addItem("—", "")
        for name in players:
            self.left_player.addItem(name, name)
        for check in self.eliminated.values():
            check.deleteLater()
        self.eliminated = {}
        for i, name in enumerate(players):
            check = QCheckBox(name)
            check.toggled.connect(self._update_forecast)
            self.eliminated_layout.addWidget(check, i // 2, i % 2)
            self.eliminated[name] = check
        self.ruling_players.clear()
        for name in players:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.ruling_players.addItem(item)
        self._filling = False

    # ---- showing the table -------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self.ops is None:
            return
        try:
            view = self.ops.view()
        except RulesError as exc:
            self._warn(self.tr("Cannot show the table"), self._explain(exc))
            return
        self.current = view
        self.seats_model.set_seats(view.seats)
        self.log_model.set_lines(view.log)
        self.log_view.scrollToBottom()
        self._show_clock(view)
        self._show_phase(view)
        self._show_penalties(view)
        self._show_result(view)
        self.undo_button.setEnabled(view.can_undo)
        self.redo_button.setEnabled(view.can_redo)
        self.undo_button.setToolTip(self.tr("Undo entry %1").replace("%1", str(view.undo_seq or "")))
        self.redo_button.setToolTip(self.tr("Redo entry %1").replace("%1", str(view.redo_seq or "")))
        self._update_forecast()
        self._update_preview()

    def _remaining(self, view: TableView) -> float:
        clock = view.clock
        if clock.running and clock.expires_at is not None:
            return max(0.0, clock.expires_at - self.context.clock())
        return clock.remaining

    def _show_clock(self, view: TableView) -> None:
        clock = view.clock
        self.clock_label.setText(clock_text(self._remaining(view)))
        if not clock.started:
            state = self.tr("Not started")
        elif clock.expired:
            state = self.tr("Time is up")
        elif clock.paused:
            state = self.tr("Paused with the whole hall") if clock.paused_by_hall else self.tr("Paused")
        else:
            state = self.tr("Running")
        if clock.recovery_minutes:
            state += " · " + self.tr("%1 recovery minutes").replace("%1", f"{clock.recovery_minutes:g}")
        self.clock_state.setText(state)
        colour = "#c62828" if clock.expired else ("#ef6c00" if clock.paused else "")
        self.clock_label.setStyleSheet(f"color: {colour};" if colour else "")
        self.start_button.setEnabled(not clock.started)
        self.pause_button.setEnabled(clock.running)
        self.resume_button.setEnabled(clock.paused)
        self.recovery_button.setEnabled(clock.started and not clock.expired)
        self.expired_button.setEnabled(view.expired_during is None and not view.ended)
        self.call_button.setChecked(view.referee_called)
        self.call_button.setText(self.tr("Referee arrived") if view.referee_called else self.tr("Referee called"))

    def _show_phase(self, view: TableView) -> None:
        if view.ended:
            how = self.tr("objective completed") if view.end == "objective" else self.tr("ended by the sdadata")
            self.phase_label.setText(self.texts.phase("ended") + " — " + how)
        elif view.phase == "sdadata" and view.ending_sums:
            self.phase_label.setText(self.tr("Sdadata: %1").replace(
                "%1", self.texts.ends_on(view.ending_sums, view.probability_text)))
        else:
            self.phase_label.setText(self.texts.phase(view.phase))
        if view.expiry_pending:
            self.phase_label.setText(self.tr("Time is up: record during whose turn (Ctrl+T)"))
            self.phase_label.setStyleSheet("color: #c62828;")
        else:
            self.phase_label.setStyleSheet("")
        expired = self.tr("time expired during %1's turn").replace("%1", view.expired_during) \
            if view.expired_during else ""
        anchor = self.tr("Anchor: %1").replace("%1", view.anchor) if view.anchor else ""
        self.anchor_label.setText(" · ".join(t for t in (anchor, expired) if t))
        if view.next_player is None:
            self.next_label.setText("")
        elif view.rolls and view.ending_sums:
            self.next_label.setText(self.tr("Next: %1, rolls: %2").replace("%1", view.next_player).replace(
                "%2", self.texts.ends_on(view.ending_sums, view.probability_text)))
        else:
            self.next_label.setText(self.tr("Next: %1, no roll in this turn").replace("%1", view.next_player))

    def _show_penalties(self, view: TableView) -> None:
        self.penalty_list.clear()
        for line in view.penalties:
            self.penalty_list.addItem(f"{line.player}: {translated(line.consequence)}")

    def _show_result(self, view: TableView) -> None:
        if view.result_confirmed:
            text = self.tr("Result confirmed")
        elif view.final_entered:
            text = self.tr("Final state entered, result to confirm")
        elif view.ended:
            text = self.tr("Game over: enter the final state")
        else:
            text = self.tr("Game in progress")
        self.result_state.setText(text)

    def tick(self) -> None:
        view = self.current
        if view is None or not view.clock.running:
            return
        remaining = self._remaining(view)
        self.clock_label.setText(clock_text(remaining))
        if remaining <= 0:
            self.refresh()  # time just ran out: the engine says what now

    # ---- the turn-end form -------------------------------------------------------------------------------
    def _reset_turn_form(self) -> None:
        self._filling = True
        view = self.current
        player = None
        if self.ops is not None:
            player = self.ops.likely_turn()
        if player is not None:
            self.turn_player.setCurrentText(player)
        self.conquered.setValue(0)
        for check in self.eliminated.values():
            check.setChecked(False)
        self.left_player.setCurrentIndex(0)
        self.objective.setChecked(False)
        self.roll.setValue(NO_ROLL)
        self.missed_roll.setChecked(False)
        self._filling = False
        if view is not None:
            self._update_forecast()

    def _turn_facts(self) -> dict[str, object]:
        player = self.turn_player.currentText()
        left = self.left_player.currentData() or ""
        how = self.left_how.currentData()
        return {"player": player, "conquered": self.conquered.value(),
                "eliminated": [n for n, c in self.eliminated.items() if c.isChecked()],
                "excluded": [left] if left and how == "excluded" else [],
                "withdrawn": [left] if left and how == "withdrawn" else [],
                "objective": self.objective.isChecked()}

    def _update_forecast(self) -> None:
        if self._filling or self.ops is None:
            return
        player = self.turn_player.currentText()
        for name, check in self.eliminated.items():
            # nobody eliminates himself, nor a player already out
            can = name != player and (self.current is None or
                                      self.current.seat(name).status in ("active", "withdrawn"))
            check.setEnabled(can)
            if not can and check.isChecked():
                check.blockSignals(True)
                check.setChecked(False)
                check.blockSignals(False)
        facts = self._turn_facts()
        try:
            forecast = self.ops.forecast(**facts)  # type: ignore[arg-type]
        except RulesError as exc:
            self._rolls = False
            self.forecast_label.setText(self._explain(exc))
            self.forecast_label.setStyleSheet("color: #c62828;")
        else:
            self._rolls = forecast.rolls
            self.forecast_label.setStyleSheet("")
            if not forecast.sdadata:
                text = self.tr("Time has not expired: no sdadata roll yet")
            elif forecast.rolls and forecast.ending_sums:
                text = self.tr("Rolls: %1").replace("%1", self.texts.ends_on(forecast.ending_sums,
                                                                               forecast.probability_text))
                if forecast.rolled_by and forecast.rolled_by != facts["player"]:
                    text += " — " + self.tr("dice thrown by %1").replace("%1", forecast.rolled_by)
            else:
                text = self.tr("No roll: %1").replace("%1", self.texts.no_roll(forecast.no_roll_reason))
            self.forecast_label.setText(text)
        self.roll.setEnabled(self._rolls and not self.missed_roll.isChecked())
        self.missed_roll.setEnabled(self._rolls)
        if not self._rolls:
            self.roll.setValue(NO_ROLL)
            self.missed_roll.setChecked(False)

    def end_turn(self) -> None:
        if self.ops is None:
            return
        facts = self._turn_facts()
        roll = self.roll.value() if self.roll.isEnabled() and self.roll.value() != NO_ROLL else None
        missed = self.missed_roll.isEnabled() and self.missed_roll.isChecked()
        player = str(facts["player"])
        done = self._act(self.tr("End of %1's turn").replace("%1", player),
                         lambda o: o.turn_end(roll=roll, missed_roll=missed, **facts))  # type: ignore[arg-type]
        if done:
            self._reset_turn_form()
            if missed:  # the forgotten roll has its penalty: bring its calculator up for him
                self.select_penalty("missed_sdadata_roll", player)

    def ask_time_expired(self) -> None:
        if self.ops is None:
            return
        players = [s.name for s in (self.current.seats if self.current else ())
                   if s.status in ("active", "withdrawn")]
        likely = self.ops.likely_turn()
        player = self._choose(self.tr("Time expired"), self.tr("Time expired during whose turn?"), players,
                              players.index(likely) if likely in players else 0)
        if player:
            self.record_time_expired(player)

    def record_time_expired(self, player: str) -> bool:
        done = self._act(self.tr("Time expired during %1's turn").replace("%1", player),
                         lambda o: o.time_expired(player))
        if done:
            self._reset_turn_form()
        return done

    def ask_player_left(self) -> None:
        if self.ops is None or self.current is None:
            return
        players = [s.name for s in self.current.seats if s.status in ("active", "withdrawn")]
        player = self._choose(self.tr("Left the game"), self.tr("Who left the game?"), players, 0)
        if not player:
            return
        hows = {self.tr("eliminated"): "eliminated", self.tr("excluded"): "excluded",
                self.tr("withdrew"): "withdrawn"}
        how = self._choose(self.tr("Left the game"), self.tr("How did %1 leave?").replace("%1", player),
                           list(hows), 0)
        if how:
            self.record_player_left(player, hows[how])

    def record_player_left(self, player: str, how: str) -> bool:
        return self._act(self.tr("%1 left the game").replace("%1", player),
                         lambda o: o.player_left(player, how))  # type: ignore[arg-type]

    def toggle_pause(self) -> None:
        view = self.current
        if view is None:
            return
        if view.clock.paused:
            self._act(self.tr("Resume the clock"), lambda o: o.resume_clock())
        else:
            self._act(self.tr("Pause the clock"), lambda o: o.pause_clock())

    def ask_recovery(self) -> None:
        minutes, ok = QInputDialog.getInt(self, self.tr("Recovery minutes"), self.tr("Minutes to add:"), 2, 1, 60)
        if not ok:
            return
        reason, ok = QInputDialog.getText(self, self.tr("Recovery minutes"), self.tr("Reason:"))
        if ok:
            self.add_recovery(minutes, reason)

    def add_recovery(self, minutes: int, reason: str) -> bool:
        return self._act(self.tr("%1 recovery minutes").replace("%1", str(minutes)),
                         lambda o: o.recovery(minutes, reason))

    def _referee_call(self) -> None:
        called = not (self.current is not None and self.current.referee_called)
        self._act(self.tr("Referee called") if called else self.tr("Referee arrived"),
                  lambda o: o.referee_call(called))

    def _ask_result(self) -> None:
        if self.ops is not None:
            from referee_app.ui.result_dialog import open_result_dialog

            self.result_dialog = open_result_dialog(self.context, self.ops.table_id, self)

    def open_deal(self) -> None:
        if self.ops is not None:
            from referee_app.ui.deal_dialog import open_deal_dialog

            self.deal_dialog = open_deal_dialog(self.context, self.ops.table_id, self)

    # ---- penalties ---------------------------------------------------------------------------------------
    def _penalty_kind_chosen(self) -> None:
        self.penalty_fields.setCurrentIndex(self.penalty_kind.currentIndex())
        self._update_preview()

    def _penalty_facts(self) -> dict[str, object]:
        kind = self.penalty_kind.currentData()
        if kind == "excess_reinforcement":
            return {"excess": self.excess.value(), "self_declared": self.excess_declared.isChecked()}
        if kind == "army_cap":
            return {"armies_on_board": self.armies.value(), "self_declared": self.armies_declared.isChecked()}
        if kind == "free_sanction":
            return {"reason": self.reason.text(), "points": self.points.value(),
                    "disqualification": self.disqualification.isChecked()}
        return {}

    def _update_preview(self) -> None:
        if self._filling or self.ops is None or self.current is None:
            return
        player = self.penalty_player.currentText()
        kind = str(self.penalty_kind.currentData())
        if kind == "missed_sdadata_roll" and player:
            warnings = self.current.seat(player).warnings
            self.missed_info.setText(self.tr("Warnings so far: %1").replace("%1", str(warnings)))
        try:
            line = self.ops.preview_penalty(kind, player, self._penalty_facts())
        except RulesError as exc:
            self.consequence.setText(self._explain(exc))
            self.consequence.setStyleSheet("color: #c62828;")
            return
        self.consequence.setStyleSheet("")
        self.consequence.setText(translated(line.consequence))

    def apply_penalty(self) -> bool:
        if self.ops is None:
            return False
        kind = str(self.penalty_kind.currentData())
        player = self.penalty_player.currentText()
        facts = self._penalty_facts()
        done = self._act(self.tr("Penalty to %1").replace("%1", player), lambda o: o.penalty(kind, player, facts))
        if done:
            self.excess.setValue(0)
            self.reason.clear()
            self.points.setValue(0)
            self.disqualification.setChecked(False)
        return done

    def select_penalty(self, kind: str, player: str | None = None) -> None:
        index = self.penalty_kind.findData(kind)
        if index < 0:
            return
        self.penalty_kind.setCurrentIndex(index)
        if player:
            self.penalty_player.setCurrentText(player)
        self._update_preview()
        first = {"excess_reinforcement": self.excess, "army_cap": self.armies, "free_sanction": self.reason}
        (first.get(kind) or self.penalty_player).setFocus()

    def handle_action(self, action: str) -> None:
        """A casistica entry asks for a calculator ("penalty:army_cap"): show it on this page."""
        prefix, _, kind = action.partition(":")
        if prefix != "penalty" or kind not in PENALTY_KINDS:
            return
        self.context.pageRequested.emit("TablePage")
        self.select_penalty(kind)

    # ---- rulings -----------------------------------------------------------------------------------------
    def record_ruling(self) -> bool:
        text = self.ruling_text.text()
        players = [self.ruling_players.item(i).text() for i in range(self.ruling_players.count())
                   if self.ruling_players.item(i).checkState() == Qt.CheckState.Checked]
        entry = self.ruling_entry.currentData()
        done = self._act(self.tr("Ruling"), lambda o: o.ruling(text, players, [entry] if entry else []))
        if done:
            self.ruling_text.clear()
            self.ruling_entry.setCurrentIndex(0)
            for i in range(self.ruling_players.count()):
                self.ruling_players.item(i).setCheckState(Qt.CheckState.Unchecked)
        return done

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
        self._act(self.tr("Undo entry %1").replace("%1", str(seq)), lambda o: o.undo(seq), UndoneAction, seq)

    def redo_last(self) -> None:
        if self.ops is None or self.current is None or self.current.redo_seq is None:
            return
        if self._top_is_ours(forward=True):
            self.context.undo_stack.redo()
            return
        seq = self.current.redo_seq
        self._act(self.tr("Redo entry %1").replace("%1", str(seq)), lambda o: o.redo(seq), RecordedAction, seq)

    # ---- running an action -------------------------------------------------------------------------------
    def _act(self, text: str, operation: Callable[[TableOperations], ActionId],
             command: type[RecordedAction] | type[UndoneAction] = RecordedAction, target: int | None = None) -> bool:
        """Run one operation; on success push its undo command (about `target`, by default the entry just
        written), refresh and tell the other pages."""
        ops = self.ops
        if ops is None:
            return False
        try:
            done = operation(ops)
        except RulesError as exc:
            self._warn(self.tr("Not recorded"), self._explain(exc))
            return False
        self.context.undo_stack.push(command(ops, done.seq if target is None else target, text,
                                             self._after_command))
        self._after_command(None)
        return True

    def _after_command(self, error: RulesError | None) -> None:
        if error is not None:
            self._warn(self.tr("Not possible"), self._explain(error))
        self.context.changed("tables")  # this page refreshes on it too, with the hall

    def _explain(self, exc: RulesError) -> str:
        if not isinstance(exc, InputError):
            return str(exc)
        field = exc.field.split("[")[0].split(".")[0]
        names = {
            "player": self.tr("Player"), "roll": self.tr("Sdadata roll"), "missed_roll": self.tr("Forgot to roll"),
            "conquered": self.tr("Territories conquered"), "eliminated": self.tr("Eliminated"),
            "excluded": self.tr("Excluded"), "withdrawn": self.tr("Withdrew"), "objective": self.tr("Objective"),
            "minutes": self.tr("Recovery minutes"), "reason": self.tr("Reason"), "excess": self.tr("Excess armies"),
            "armies_on_board": self.tr("Armies on the board"), "self_declared": self.tr("Declared by himself"),
            "points": self.tr("Points deducted"), "text": self.tr("Decision"), "players": self.tr("Players"),
            "entries": self.tr("Casistica"), "kind": self.tr("Penalty"), "table": self.tr("Table"),
            "table_id": self.tr("Table"), "events": self.tr("Clock"), "how": self.tr("Left the game"),
        }
        name = names.get(field, exc.field)
        message = self.engine.message(exc)
        return f"{name}: {message}" if name else message

    def _warn(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    def _choose(self, title: str, label: str, items: list[str], current: int) -> str | None:
        if not items:
            return None
        item, ok = QInputDialog.getItem(self, title, label, items, current, False)
        return item if ok else None
