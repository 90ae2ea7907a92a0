"""The table page's clock box: the table's time left in large figures, what the clock is doing, and its buttons.
Start, pause, resume and the referee call are recorded here through the page (`TableHost.run`); recovery and
time expired ask the referee first, so the page asks (`recoveryAsked`, `expiryAsked`)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QPushButton

from referee_app.ops.hall import clock_text
from referee_app.ops.table_ops import TableView
from referee_app.ui.table.host import TableHost
from referee_app.rules.table.actions import ClockPause, ClockResume, ClockStart, RefereeCall
from referee_app.texts import t


class ClockBox(QGroupBox):
    recoveryAsked = Signal()
    expiryAsked = Signal()

    def __init__(self, host: TableHost) -> None:
        super().__init__()
        self.setTitle(t("common.clock"))
        self.host = host
        self.clock_label = QLabel("--:--")
        font = QFont()
        font.setPointSize(34)
        font.setBold(True)
        self.clock_label.setFont(font)
        self.clock_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.clock_state = QLabel()
        self.clock_state.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.start_button = QPushButton(t("table.start"))
        self.pause_button = QPushButton(t("table.pause"))
        self.resume_button = QPushButton(t("table.resume"))
        self.recovery_button = QPushButton(t("table.recovery"))
        self.expired_button = QPushButton(t("table.time_expired"))
        self.call_button = QPushButton(t("common.referee_called"))
        self.call_button.setCheckable(True)
        self.pause_button.setToolTip("Ctrl+P")
        self.resume_button.setToolTip("Ctrl+P")
        self.expired_button.setToolTip("Ctrl+T")
        self.start_button.clicked.connect(lambda: host.run(t("table.start_the_clock"), ClockStart))
        self.pause_button.clicked.connect(lambda: host.run(t("table.pause_the_clock"), ClockPause))
        self.resume_button.clicked.connect(lambda: host.run(t("table.resume_the_clock"), ClockResume))
        self.recovery_button.clicked.connect(self.recoveryAsked)
        self.expired_button.clicked.connect(self.expiryAsked)
        self.call_button.clicked.connect(self._referee_call)
        grid = QGridLayout(self)
        grid.addWidget(self.clock_label, 0, 0, 1, 3)
        grid.addWidget(self.clock_state, 1, 0, 1, 3)
        for i, button in enumerate((self.start_button, self.pause_button, self.resume_button, self.recovery_button,
                                    self.expired_button, self.call_button)):
            grid.addWidget(button, 2 + i // 3, i % 3)

    def show_clock(self, view: TableView, remaining: float) -> None:
        clock = view.clock
        self.show_remaining(remaining)
        if not clock.started:
            state = t("common.not_started")
        elif clock.stopped:  # the game is over: the figures are what was left when it ended, for ever
            state = t("common.game_over")
        elif clock.expired:
            state = t("table.time_is_up")
        elif clock.paused:
            state = t("table.paused_with_the_whole") if clock.paused_by_hall else t("table.paused")
        else:
            state = t("table.running")
        if clock.recovery_minutes:
            state += " · " + t("table.recovery_minutes", f"{clock.recovery_minutes:g}")
        if clock.went_back:
            state += " · " + t("table.times_counted_at_the", clock.went_back)
        self.clock_state.setText(state)
        colour = "#78909c" if clock.stopped else ("#c62828" if clock.expired else ("#ef6c00" if clock.paused else ""))
        self.clock_label.setStyleSheet(f"color: {colour};" if colour else "")
        self.start_button.setEnabled(not clock.started)
        self.pause_button.setEnabled(clock.running)
        self.resume_button.setEnabled(clock.paused)
        self.recovery_button.setEnabled(clock.started and not clock.expired and not clock.stopped)
        self.expired_button.setEnabled(view.expired_during is None and not view.ended)
        self.call_button.setChecked(view.referee_called)
        self.call_button.setText(t("common.referee_arrived") if view.referee_called else t("common.referee_called"))

    def show_remaining(self, remaining: float) -> None:
        """The figures alone: the page's one-second tick."""
        self.clock_label.setText(clock_text(remaining))

    def _referee_call(self) -> None:
        current = self.host.current
        called = not (current is not None and current.referee_called)
        self.host.run(t("common.referee_called") if called else t("common.referee_arrived"),
                      lambda: RefereeCall(called))
