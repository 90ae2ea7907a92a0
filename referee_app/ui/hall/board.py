"""The hall board: every table as a tile, global start/pause/resume, per-table pause and recovery minutes,
and the button to the full-screen projector view (projector.py). The tiles come from the operations layer;
the page only shows them."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QModelIndex, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QHBoxLayout, QInputDialog, QLabel, QMenu, QPushButton,
                               QStackedWidget, QVBoxLayout, QWidget)

from referee_app.ops.changes import Changes
from referee_app.ops.hall import HallChange, TableTile
from referee_app.rules.table.actions import Recovery
from referee_app.texts import t
from referee_app.ui.hall.alert import ExpiryAlert
from referee_app.ui.hall.model import TILE_ROLE, AlertTiles, HallModel, needs_the_referee
from referee_app.ui.hall.projector import ProjectorWindow
from referee_app.ui.hall.tiles import DENSITIES, HallFit, tile_view
from referee_app.ui.operation import run_op
from referee_app.ui.widgets.input_messages import explain
from referee_app.ui.widgets.shortcuts import page_shortcut

class HallController(Protocol):
    """What the board asks of the hall service; each action returns what it changed (`ops.changes`)."""
    def tiles(self) -> list[TableTile]: ...
    def start_all(self) -> HallChange: ...
    def pause_all(self) -> HallChange: ...
    def resume_all(self) -> HallChange: ...
    def pause_table(self, table_id: int) -> Changes: ...
    def resume_table(self, table_id: int) -> Changes: ...
    def add_recovery(self, table_id: int, recovery: Recovery) -> Changes: ...
    def call_referee(self, table_id: int, called: bool) -> Changes: ...


class HallBoard(QWidget):
    tableActivated = Signal(int)  # a tile was double-clicked: the table id, to open it on the table page
    operated = Signal(object)  # a Changes: what an action taken on the board changed (for the other pages)

    def __init__(self, controller: HallController, clock: Callable[[], float] = time.time,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.clock = clock
        self.model = HallModel(self)
        self.shown = AlertTiles(self.model)  # every tile, or only the tables with an alert
        self.view, self.delegate = tile_view(self.shown, QSize(230, 150))
        self.fit = HallFit(self.view, self.delegate)
        self.shown.modelReset.connect(self.fit.fit)
        self.shown.layoutChanged.connect(self.fit.fit)
        self.view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.view.customContextMenuRequested.connect(self._menu)
        self.view.doubleClicked.connect(self._activated)
        self.alert = ExpiryAlert()
        self.projector: ProjectorWindow | None = None
        self.status = QLabel()  # the round's summary, live; after an action, what it did
        self.caption = ""  # the event and round on show (the page sets it)
        self._said = ""  # what the last hall action did, shown once with the summary
        self.only_alerts = QCheckBox(t("hall.only_alerts"))
        self.only_alerts.setToolTip("Ctrl+Shift+A")
        self.only_alerts.toggled.connect(self.shown.set_only_alerts)
        page_shortcut(self, "Ctrl+Shift+A", self.only_alerts.toggle)
        self.density = QComboBox()
        names = {"auto": t("hall.density_auto"), "large": t("hall.density_large"),
                 "compact": t("hall.density_compact")}
        for density in DENSITIES:
            self.density.addItem(names[density], density)
        self.density.setToolTip(t("hall.density_tip"))
        self.density.currentIndexChanged.connect(lambda _: self.fit.set_density(str(self.density.currentData())))

        buttons = QHBoxLayout()
        # Always through self.controller: it is replaced when another event is opened.
        self.start_button = self._button(t("hall.start_all"), "Ctrl+Shift+S",
                                         self._hall(lambda: self.controller.start_all(), t("hall.started")))
        self.pause_button = self._button(t("hall.pause_all"), "Ctrl+Shift+P",
                                         self._hall(lambda: self.controller.pause_all(), t("hall.paused")))
        self.resume_button = self._button(t("hall.resume_all"), "Ctrl+Shift+R",
                                          self._hall(lambda: self.controller.resume_all(), t("hall.resumed")))
        self.projector_button = self._button(t("hall.projector"), "F11", self.show_projector)
        for b in (self.start_button, self.pause_button, self.resume_button):
            buttons.addWidget(b)
        buttons.addWidget(self.only_alerts)
        buttons.addWidget(self.density)
        buttons.addStretch(1)
        buttons.addWidget(self.projector_button)
        self.empty_hint = QLabel(t("hall.no_tables_yet_create"))
        self.empty_hint.setWordWrap(True)
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.view)
        self.stack.addWidget(self.empty_hint)
        layout = QVBoxLayout(self)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.stack, 1)

        self.model.expired.connect(self._expired)
        self.timer = QTimer(self)  # coarse, Qt's default: a once-a-second tick needs no precision
        self.timer.timeout.connect(self.tick)
        self.refresh()
        self.timer.start(1000)

    def title(self) -> str:
        return t("window.tab_hall")

    def _button(self, text: str, shortcut: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(f"{text}")
        button.setToolTip(shortcut)
        button.clicked.connect(slot)
        page_shortcut(self, shortcut, slot)
        return button

    def _do(self, operation: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            # the board refreshes itself, whatever the outcome; the tab passes the change on as the board's
            run_op(operation, parent=self, title=t("common.not_possible"), explain=explain,
                   success=self.operated.emit)
            self.refresh()
        return run

    def _hall(self, operation: Callable[[], HallChange], done: str) -> Callable[[], None]:
        """A hall-wide clock action, then how many tables it changed (finished tables are left alone)."""
        def act() -> Changes:
            change = operation()
            self._said = self.hall_change_text(change, done)
            return change.changes

        return self._do(act)

    def hall_change_text(self, change: HallChange, done: str) -> str:
        text = t("hall.tables_of", done, change.changed, change.tables)
        if change.finished:
            text += t("hall.finished_left_alone", change.finished)
        return text

    def refresh(self) -> None:
        self.model.set_tiles(self.controller.tiles(), self.clock())
        self.stack.setCurrentWidget(self.view if self.model.rowCount() else self.empty_hint)
        self.show_summary()

    def show_summary(self) -> None:
        """The event and round, then how the round's tables stand now, counted from the tiles on show: never
        the words of an earlier action on another round or event (that stays until the next refresh only)."""
        tiles, now = self.model.tiles(), self.model.now
        parts = [self.caption] if self.caption else []
        if tiles:
            parts.append(t("hall.summary", len(tiles),
                           sum(1 for x in tiles if x.phase == "not_started"),
                           sum(1 for x in tiles if x.phase not in ("not_started", "ended", "confirmed")),
                           sum(1 for x in tiles if x.paused),
                           sum(1 for x in tiles if x.phase in ("ended", "confirmed")),
                           sum(1 for x in tiles if needs_the_referee(x, now))))
        if self._said:
            parts.append(self._said)
            self._said = ""
        self.status.setText(" · ".join(parts))

    def tick(self) -> None:
        self.model.tick(self.clock())

    def _expired(self, numbers: list[int]) -> None:
        how = self.alert.play()
        tables = ", ".join(str(n) for n in numbers)
        self.status.setText(t("hall.time_expired_at_table", tables) + f" ({how})")

    def show_projector(self) -> None:
        if self.projector is None:
            self.projector = ProjectorWindow(self.model, self)  # a child: Qt destroys it before the model
        screen = self.screen() or self.projector.screen()
        self.projector.setGeometry(screen.geometry())
        self.projector.showFullScreen()
        self.projector.fit()

    def _activated(self, index: QModelIndex) -> None:
        if index.isValid():
            self.tableActivated.emit(index.data(TILE_ROLE).table_id)

    def _menu(self, point: QPoint) -> None:
        index = self.view.indexAt(point)
        if not index.isValid():
            return

        tile: TableTile = index.data(TILE_ROLE)
        menu = QMenu(self)
        if tile.paused:
            menu.addAction(t("hall.resume_table"), self._do(lambda: self.controller.resume_table(tile.table_id)))
        else:
            menu.addAction(t("hall.pause_table"), self._do(lambda: self.controller.pause_table(tile.table_id)))
        menu.addAction(t("hall.recovery_minutes_more"), lambda: self.ask_recovery(tile))
        called = "referee_called" in tile.alerts
        menu.addAction(t("common.referee_arrived") if called else t("common.referee_called"),
                       self._do(lambda: self.controller.call_referee(tile.table_id, not called)))
        menu.exec(self.view.viewport().mapToGlobal(point))

    def ask_recovery(self, tile: TableTile) -> None:
        minutes, ok = QInputDialog.getInt(self, t("common.recovery_minutes"),
                                          t("hall.minutes_to_add_at", tile.number),
                                          2, 1, 60)
        if not ok:
            return
        reason, ok = QInputDialog.getText(self, t("common.recovery_minutes"), t("common.reason_label"))
        if ok:
            self._do(lambda: self.controller.add_recovery(tile.table_id, Recovery(minutes, reason)))()
