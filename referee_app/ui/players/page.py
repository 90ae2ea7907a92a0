"""The players tab: the list with search, add / edit, check-in, CSV import; every change can be undone."""

from __future__ import annotations


from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (QAbstractItemView, QHBoxLayout, QHeaderView, QInputDialog, QLabel, QLineEdit,
                               QTableView, QVBoxLayout, QWidget)

from referee_app.ops import players_ops as ops
from referee_app.ops.changes import Changes
from referee_app.ops.players_ops import PlayerDetails
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.ui.context import AppContext
from referee_app.ui.widgets.lazy_refresh import LazyRefresh
from referee_app.ui.widgets.input_messages import explain
from referee_app.ui.widgets.page_widgets import page_button, page_shortcut
from referee_app.ui.players.dialogs import CsvImportDialog, PlayerDialog
from referee_app.ui.players.commands import (AddPlayerCommand, BandsCommand, EditPlayerCommand,
                                                  PresenceCommand)
from referee_app.ui.operation import refuse, run_op
from referee_app.ui.players.model import PLAYER_ROLE, Column, PlayersFilter, PlayersModel
from referee_app.texts import t
from referee_app.ui.widgets.contained import contained
from referee_app.ui.widgets import pin_prompt

C = TypeVar("C", AddPlayerCommand, EditPlayerCommand, PresenceCommand, BandsCommand)


class PlayersPage(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.dialog: PlayerDialog | None = None
        self.import_dialog: CsvImportDialog | None = None
        self.model = PlayersModel(self)
        self.proxy = PlayersFilter(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(Column.NAME, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        # several rows at once (Shift/Ctrl): one band for a whole selection
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().hide()
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        for column in (Column.CLUB, Column.REGION, Column.TEAM):
            header.resizeSection(column, 190)
        self.view.doubleClicked.connect(lambda _index: self.edit_player())
        self.view.installEventFilter(self)
        self.model.presenceToggled.connect(self.set_present)

        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(t("players.search_name_club_region"))
        self.search.textChanged.connect(self.proxy.set_search)
        self.counts = QLabel()
        self.counts.setStyleSheet("font-size: 13pt; font-weight: bold;")
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.add_button = page_button(self, t("players.add_player"), "Ctrl+Shift+N", self.add_player)
        self.edit_button = page_button(self, t("players.edit_key_more"), None, self.edit_player)
        self.edit_button.setToolTip(t("players.enter_or_double_click"))
        self.present_button = page_button(self, t("players.check_in_out"), None, self.toggle_present)
        self.present_button.setToolTip(t("players.space"))
        self.import_button = page_button(self, t("players.import_csv"), "Ctrl+Shift+I", self.import_csv)
        self.band_button = page_button(self, t("players.band_key_more"), "Ctrl+Shift+B", self.set_band)
        self.band_button.setToolTip(t("players.ctrl_shift_b_one"))
        page_shortcut(self, "Ctrl+F", self._focus_search)

        top = QHBoxLayout()
        top.addWidget(self.search, 1)
        for button in (self.add_button, self.edit_button, self.present_button, self.band_button, self.import_button):
            top.addWidget(button)
        bottom = QHBoxLayout()
        bottom.addWidget(self.hint, 1)
        bottom.addWidget(self.counts)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.view, 1)
        layout.addLayout(bottom)

        self.lazy = LazyRefresh(self, self.refresh)
        context.opsChanged.connect(self._data_changed)
        self.refresh()

    def title(self) -> str:
        return t("window.tab_players")

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    # ---- showing --------------------------------------------------------------------------------------------
    def _data_changed(self, changes: Changes) -> None:
        if changes.players:
            self.lazy.request()

    def refresh(self) -> None:
        session = self.context.session
        selected = self.selected_id()
        self.model.set_players(session.players() if session else [])
        enabled = session is not None
        for widget in (self.add_button, self.edit_button, self.present_button, self.import_button, self.search,
                       self.band_button):
            widget.setEnabled(enabled)
        if session is None:
            self.hint.setText(t("players.no_event_is_open"))
            self.counts.setText("")
            return
        present, total = ops.counts(session)
        self.counts.setText(t("players.present_count", present, total))
        self.hint.setText(t("players.no_players_yet_add")
                          if total == 0 else t("players.space_checks_the_selected"))
        if selected is not None:
            self.select(selected)

    def selected_id(self) -> int | None:
        index = self.view.currentIndex()
        return int(index.data(PLAYER_ROLE)) if index.isValid() else None

    def selected_ids(self) -> list[int]:
        rows = self.view.selectionModel().selectedRows(Column.NAME)
        return [int(index.data(PLAYER_ROLE)) for index in rows]

    def set_band(self) -> None:
        """One band for the selected players (0 removes it), undoable as one step."""
        session, chosen = self._session(), self.selected_ids()
        if session is None or not chosen:
            return
        band, ok = QInputDialog.getInt(self, t("common.band"), t("players.band_for_the_selected", len(chosen)),
                                       1, 0, 99)
        if ok:
            text = t("players.band_for_players", band, len(chosen))
            self._run(lambda: BandsCommand(self.context, chosen, band or None, text, self._after),
                      t("common.not_possible"))

    def select(self, player_id: int) -> None:
        row = self.model.row_of(player_id)
        if row is None:
            return
        index = self.proxy.mapFromSource(self.model.index(row, Column.NAME))
        if index.isValid():
            self.view.setCurrentIndex(index)
            self.view.scrollTo(index)

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.view and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.edit_player()
                return True
            if event.key() == Qt.Key.Key_Space:
                self.toggle_present()
                return True
        return super().eventFilter(watched, event)

    # ---- undoable operations --------------------------------------------------------------------------------
    def _session(self) -> Session | None:
        return self.context.session

    def _after(self, error: Exception | None) -> None:
        """Called after every undo/redo of a player command: say what went wrong."""
        if error is not None:
            refuse(self, t("players.cannot_undo"), error, explain)

    def _run(self, command: Callable[[], C], title: str, parent: QWidget | None = None,
             success: Callable[[C], object] | None = None) -> bool:
        """A player command's constructor runs its operation; done, the command goes on the stack."""
        return run_op(command, parent=parent or self, title=title, explain=explain, context=self.context,
                      undo=lambda done: done, success=success, initiator=self, catch=(InputError,))

    def add_player(self) -> None:
        session = self._session()
        if session is None:
            return

        def submit(details: PlayerDetails, present: bool) -> bool:
            text = t("players.add", details.name.strip())
            return self._run(lambda: AddPlayerCommand(self.context, details, present, text, self._after),
                             t("players.player_not_saved"), self.dialog, lambda done: self.select(done.player_id))

        self.dialog = PlayerDialog(submit, None, self)
        self.dialog.open()

    def edit_player(self) -> None:
        session = self._session()
        player_id = self.selected_id()
        if session is None or player_id is None:
            return

        def submit(details: PlayerDetails, _present: bool) -> bool:
            text = t("players.edit", details.name.strip())
            pin = None
            if self._rename_needs_pin(session, player_id, details):
                pin = pin_prompt.ask(self.dialog or self, t("players.edit_player"))
                if pin is None:
                    return False
            return self._run(lambda: EditPlayerCommand(self.context, player_id, details, text, self._after, pin),
                             t("players.player_not_saved"), self.dialog)

        self.dialog = PlayerDialog(submit, ops.player(session, player_id), self)
        self.dialog.open()

    @staticmethod
    def _rename_needs_pin(session: Session, player_id: int, details: PlayerDetails) -> bool:
        try:
            return ops.rename_needs_pin(session, player_id, details)
        except InputError:
            return False  # bad details: the edit itself says what is wrong

    def set_present(self, player_id: int, present: bool) -> None:
        session = self._session()
        if session is None:
            return
        name = ops.player(session, player_id).name
        text = t("players.check_in" if present else "players.check_out", name)
        self._run(lambda: PresenceCommand(self.context, player_id, present, text, self._after),
                  t("common.not_possible"))
        self.select(player_id)

    def toggle_present(self) -> None:
        player_id = self.selected_id()
        session = self._session()
        if player_id is None or session is None:
            return
        self.set_present(player_id, not ops.player(session, player_id).present)

    def import_csv(self) -> None:
        session = self._session()
        if session is None:
            return
        self.import_dialog = CsvImportDialog(session, self, self.context)
        self.import_dialog.accepted.connect(self._imported)
        self.import_dialog.open()

    def _imported(self) -> None:
        dialog = self.import_dialog
        if dialog is not None:
            self.hint.setText(t("players.players_imported", len(dialog.imported)))

