"""The hall tab: the hall board wired to the current event's operations (empty until an event is open)."""

from __future__ import annotations

from typing import NoReturn

from PySide6.QtWidgets import QVBoxLayout, QWidget

from referee_app.ops.changes import Changes
from referee_app.ops.hall import HallOperations, TableTile
from referee_app.rules.errors import InputError
from referee_app.texts import t
from referee_app.ui.context import AppContext
from referee_app.ui.hall.board import HallBoard
from referee_app.ui.widgets.lazy_refresh import LazyRefresh


class _NoEvent:
    """The controller while no event is open: no tiles, and every action says why it cannot run."""

    def tiles(self) -> list[TableTile]:
        return []

    def _none(self, *args: object) -> NoReturn:
        raise InputError("event", "no event is open", code="no_event")

    start_all = pause_all = resume_all = _none
    pause_table = resume_table = add_recovery = call_referee = _none


class HallTab(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.board = HallBoard(self._controller(), clock=context.clock)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.board)
        # the projector shows the same tiles on the hall's screen while the desk works on another tab
        self.show_heading()
        self.lazy = LazyRefresh(self, self.refresh,
                                lambda: self.board.projector is not None and self.board.projector.isVisible())
        context.opsChanged.connect(self._data_changed)
        self.board.operated.connect(self._operated)
        self.board.tableActivated.connect(self._open_table)

    def title(self) -> str:
        return t("window.tab_hall")

    def show_heading(self) -> None:
        self.board.caption = self.context.heading()
        self.board.show_summary()

    def refresh(self) -> None:
        self.board.caption = self.context.heading()
        self.board.refresh()

    def _data_changed(self, changes: Changes, initiator: object = None) -> None:
        if changes.opened:
            self.board.controller = self._controller()
        if initiator is not self.board and (changes.any_table or changes.rounds or changes.players):
            self.lazy.request()  # the board refreshed itself after its own action

    def _operated(self, changes: object) -> None:
        if isinstance(changes, Changes):
            self.context.changed(changes, self.board)

    def _open_table(self, table_id: int) -> None:
        self.context.pageRequested.emit("TablePage")  # first: the page is built when first shown
        self.context.tableRequested.emit(table_id)

    def _controller(self) -> HallOperations | _NoEvent:
        session = self.context.session
        return HallOperations(session) if session is not None else _NoEvent()
