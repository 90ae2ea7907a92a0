"""What the game clock's check (ops/game_clock.py) finds, said on the status bar for a minute: the computer
slept (the table clocks counted the time, as the hall's did) or its clock was set by hand (the table clocks
did not follow). Nothing to do for the referee; it explains a clock that looks odd to someone at the desk."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QWidget

from referee_app.ops.game_clock import Jumps, lag_text
from referee_app.texts import t

CHECK_MS = 5000
SHOWN_MS = 60_000


def jump_text(jumps: Jumps) -> str:
    """The sentence for what the check found ("" for nothing)."""
    if jumps.slept:
        return t("window.clock_slept", lag_text(jumps.slept))
    if jumps.moved:
        return t("window.clock_moved_on" if jumps.moved > 0 else "window.clock_moved_back", lag_text(abs(jumps.moved)))
    return ""


class ClockWatch(QLabel):
    def __init__(self, check: Callable[[], Jumps], parent: QWidget) -> None:
        super().__init__(parent)
        self.check = check
        self.setStyleSheet("color: #1565c0;")
        self.hide()
        self._hide = QTimer(self)
        self._hide.setSingleShot(True)
        self._hide.timeout.connect(self.hide)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.poll)
        self.timer.start(CHECK_MS)

    def poll(self) -> None:
        text = jump_text(self.check())
        if text:
            self.setText(text)
            self.show()
            self._hide.start(SHOWN_MS)
