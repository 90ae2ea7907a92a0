"""The table page's turn-end form: who ended the turn, what happened in it, and the sdadata roll. Before the
dice the engine says whether this turn rolls and on which sums the game ends; the roll box follows it."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
                               QPushButton, QSpinBox, QWidget)

from referee_app.ui.table.host import TableHost
from referee_app.ui.table.texts import TableTexts
from referee_app.ops.table_ops import TurnForecast
from referee_app.rules.sdadata import TurnEvent
from referee_app.ui.operation import run_op
from referee_app.texts import t

NO_ROLL = 1  # the roll spin box's "—": no dice sum entered
LONG_NAME_EMS = 10  # a name wider than this many line heights gets a row of its own among the eliminated


class TurnForm(QGroupBox):
    leftGameAsked = Signal()  # "Left the game…": the page asks who and how
    rollMissed = Signal(str)  # a turn recorded with a forgotten roll, by this player: his penalty comes next

    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self.setTitle(t("table.end_of_turn_title"))
        self.host = host
        self.texts = TableTexts()
        self._filling = False  # set while the form refills itself: its signals are not the referee's
        self._rolls = False  # the engine's answer for the facts in the form
        self._proposed: str | None = None  # whose turn the form was last set up for (the engine's guess)
        self.turn_player = QComboBox()
        self.conquered = QSpinBox()
        self.conquered.setRange(0, 42)
        self.eliminated_box = QWidget()
        self.eliminated_layout = QGridLayout(self.eliminated_box)
        self.eliminated_layout.setContentsMargins(0, 0, 0, 0)
        self.eliminated: dict[str, QCheckBox] = {}
        self.left_player = QComboBox()
        self.left_how = QComboBox()
        self.left_how.addItem(t("common.excluded"), "excluded")
        self.left_how.addItem(t("table.withdrew"), "withdrawn")
        left_row = QHBoxLayout()
        left_row.addWidget(self.left_player, 1)
        left_row.addWidget(self.left_how)
        self.objective = QCheckBox(t("table.completed_the_objective_risiko"))
        self.roll = QSpinBox()
        self.roll.setRange(NO_ROLL, 12)
        self.roll.setSpecialValueText("—")
        self.missed_roll = QCheckBox(t("table.forgot_to_roll"))
        roll_row = QHBoxLayout()
        roll_row.addWidget(self.roll)
        roll_row.addWidget(self.missed_roll)
        roll_row.addStretch(1)
        self.forecast_label = QLabel()
        self.forecast_label.setWordWrap(True)
        self.end_turn_button = QPushButton(t("table.end_turn"))
        self.end_turn_button.setToolTip("Ctrl+Enter")
        self.end_turn_button.clicked.connect(self.end_turn)
        self.left_game_button = QPushButton(t("table.left_the_game_more"))
        self.left_game_button.setToolTip(t("table.an_elimination_exclusion_or"))
        self.left_game_button.clicked.connect(self.leftGameAsked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.left_game_button)
        buttons.addStretch(1)
        buttons.addWidget(self.end_turn_button)
        form = QFormLayout(self)
        form.addRow(t("table.player_label"), self.turn_player)
        form.addRow(t("table.territories_conquered_label"), self.conquered)
        form.addRow(t("table.eliminated_label"), self.eliminated_box)
        form.addRow(t("table.left_in_this_turn"), left_row)
        form.addRow("", self.objective)
        form.addRow(t("table.sdadata_roll_label"), roll_row)
        form.addRow(self.forecast_label)
        form.addRow(buttons)
        for signal in (self.turn_player.currentIndexChanged, self.conquered.valueChanged,
                       self.left_player.currentIndexChanged, self.left_how.currentIndexChanged):
            signal.connect(self.update_forecast)
        self.objective.toggled.connect(self.update_forecast)
        self.missed_roll.toggled.connect(lambda on: self.roll.setEnabled(not on and self._rolls))

    def set_players(self, players: list[str]) -> None:
        self._filling = True
        self.turn_player.clear()
        self.turn_player.addItems(players)
        self.left_player.clear()
        self.left_player.addItem("—", "")
        for name in players:
            self.left_player.addItem(name, name)
        for check in self.eliminated.values():
            # Out of the layout and hidden now: deleteLater alone leaves the last table's names on screen.
            self.eliminated_layout.removeWidget(check)
            check.hide()
            check.deleteLater()
        self.eliminated = {}
        # Two names a row, or one when a name is long: two long ones side by side widen the page's middle
        # column until the log and the rulings beside it are cut off at 1366 pixels.
        metrics = self.fontMetrics()
        per_row = 2 if all(metrics.horizontalAdvance(name) <= LONG_NAME_EMS * metrics.height()
                           for name in players) else 1
        for i, name in enumerate(players):
            check = QCheckBox(name)
            check.toggled.connect(self.update_forecast)
            self.eliminated_layout.addWidget(check, i // per_row, i % per_row)
            self.eliminated[name] = check
        self._filling = False

    def follow(self) -> None:
        """After any change of the table (an undo, a redo, a phone's or another window's write): when the turn
        that comes next is no longer the one the form was set up for, the form starts again on it; otherwise
        what the referee typed stays and only the engine's forecast is asked again."""
        ops = self.host.ops
        if (ops.likely_turn() if ops is not None else None) != self._proposed:
            self.reset()
        else:
            self.update_forecast()

    def reset(self) -> None:
        """An empty form for the turn that comes next (the engine's guess of whose it is)."""
        self._filling = True
        ops = self.host.ops
        player = ops.likely_turn() if ops is not None else None
        self._proposed = player
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
        if self.host.current is not None:
            self.update_forecast()

    def _turn(self) -> TurnEvent:
        """The turn in the form, with the roll and the forgotten roll as far as they are enabled."""
        left = self.left_player.currentData() or ""
        how = self.left_how.currentData()
        roll = self.roll.value() if self.roll.isEnabled() and self.roll.value() != NO_ROLL else None
        return TurnEvent(self.turn_player.currentText(), self.conquered.value(),
                         tuple(n for n, c in self.eliminated.items() if c.isChecked()),
                         (left,) if left and how == "excluded" else (),
                         (left,) if left and how == "withdrawn" else (), roll, self.objective.isChecked(),
                         self.missed_roll.isEnabled() and self.missed_roll.isChecked())

    def update_forecast(self) -> None:
        """Ask the engine whether the turn in the form rolls; the roll box and the forecast line follow."""
        ops, current = self.host.ops, self.host.current
        if self._filling or ops is None:
            return
        player = self.turn_player.currentText()
        for name, check in self.eliminated.items():
            # nobody eliminates himself, nor a player already out
            can = name != player and (current is None or current.seat(name).status in ("active", "withdrawn"))
            check.setEnabled(can)
            if not can and check.isChecked():
                check.blockSignals(True)
                check.setChecked(False)
                check.blockSignals(False)
        turn = self._turn()
        run_op(lambda: ops.forecast(turn), success=self._show_forecast, failure=self._show_refusal)
        self.roll.setEnabled(self._rolls and not self.missed_roll.isChecked())
        self.missed_roll.setEnabled(self._rolls)
        if not self._rolls:
            self.roll.setValue(NO_ROLL)
            self.missed_roll.setChecked(False)

    def _show_refusal(self, error: Exception) -> None:
        self._rolls = False
        self.forecast_label.setText(self.host.explain(error))
        self.forecast_label.setStyleSheet("color: #c62828;")

    def _show_forecast(self, forecast: TurnForecast) -> None:
        player = self.turn_player.currentText()
        self._rolls = forecast.rolls
        self.forecast_label.setStyleSheet("")
        if forecast.closes:
            text = t("table.this_turn_ends_the_game")
        elif forecast.without_sdadata:
            text = t("table.no_sdadata_in_this_ruleset")
        elif not forecast.sdadata and self.host.current is not None and self.host.current.expiry_pending:
            text = t("table.time_is_up_record")  # not "time has not expired" beside a clock at zero
        elif not forecast.sdadata:
            text = t("table.time_has_not_expired")
        elif forecast.rolls and forecast.ending_sums:
            text = t("table.rolls", self.texts.ends_on(forecast.ending_sums, forecast.probability_text))
            if forecast.rolled_by and forecast.rolled_by != player:
                text += " — " + t("table.dice_thrown_by", forecast.rolled_by)
        else:
            text = t("table.no_roll_because", self.texts.no_roll(forecast.no_roll_reason))
        self.forecast_label.setText(text)

    def end_turn(self) -> bool:
        if self.host.ops is None:
            return False
        turn = self._turn()
        done = self.host.run(t("table.end_of_turn", turn.player), lambda: turn)
        if done:
            self.reset()
            if turn.missed_roll:
                self.rollMissed.emit(turn.player)
        return done
