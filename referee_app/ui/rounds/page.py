"""The rounds screen: what comes next and who plays it, the seeded draw with its explanation and broken
constraints, manual swaps with a live warning (both shown by `rounds.proposal_box`), confirming the round
(undoable while no table has played), and each table's seat order by dice or by the app. Every rule is asked
of `ops.rounds`."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QSortFilterProxyModel, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QHBoxLayout, QHeaderView, QLabel, QLineEdit, QMessageBox, QPushButton, QSpinBox,
                               QSplitter, QVBoxLayout, QWidget)

from referee_app.ops import players_ops, ranking
from referee_app.ops import rounds as ops
from referee_app.ops.changes import PLAYERS, Changes, Created
from referee_app.ops.round_bands import next_round_bands
from referee_app.ops.session import Session
from referee_app.rules.draw.constraints import Violation
from referee_app.ui.operation import run_op
from referee_app.rules.seating import Seat
from referee_app.ui.widgets import confirm
from referee_app.ui.context import AppContext
from referee_app.ui.widgets.page_widgets import row_table_view, titled_column
from referee_app.ui.rounds.confirm_command import ConfirmRoundCommand
from referee_app.ui.widgets.lazy_refresh import LazyRefresh
from referee_app.ui.rounds.models import (NAME_ROLE, EntrantColumn, EntrantModel, SavedColumn, SavedTable,
                                          SavedTablesModel, narrow_entrant_columns)
from referee_app.ui.rounds.proposal_box import ProposalBox
from referee_app.ui.rounds.band_dialog import BandDialog
from referee_app.ui.rounds.seat_dialog import SeatOrderDialog
from referee_app.ui.rounds.texts import DrawTexts
from referee_app.texts import t



def size_counts(sizes: tuple[int, ...]) -> str:
    """"78 × 4 + 2 × 5" for 80 tables, not eighty numbers in a row."""
    counts = {size: sizes.count(size) for size in sorted(set(sizes))}
    return " + ".join(f"{count} × {size}" if count > 1 else str(size) for size, count in counts.items())


class RoundsPage(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.texts = DrawTexts()
        self.next: ops.NextRound | None = None
        self.proposal: ops.Proposal | None = None
        self.fresh: tuple[Violation, ...] = ()
        self.by_swap: tuple[Violation, ...] = ()  # broken by the referee's swaps since the draw, not by the draw
        self.entrants: dict[str, ops.Entrant] = {}
        self.last_warning = ""
        self.can_draw = False
        self.band_dialog: BandDialog | None = None

        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 15pt; font-weight: bold;")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setToolTip(t("rounds.the_same_seed_and"))
        self.seed.setValue(random.randint(1, 999_999))
        self.draw_button = self._button(t("rounds.draw"), ("Ctrl+D",), self.draw)
        self.swap_button = self._button(t("rounds.swap"), ("Ctrl+W",), self.swap)
        # Not Ctrl+Return: that ends a turn on the table page, a routine action; this one is far-reaching.
        self.confirm_button = self._button(
            t("rounds.confirm_round_button"), ("Ctrl+Shift+Return", "Ctrl+Shift+Enter"), self.confirm
        )
        self.seat_button = self._button(t("rounds.seat_order"), ("Ctrl+E",), self.seat_order)
        self.band_button = self._button(t("rounds.bands"), ("Ctrl+B",), self.band_setup)

        self.entrant_model = EntrantModel(self)
        self.entrant_model.checkInToggled.connect(self._check_in)
        self.entrant_filter = QSortFilterProxyModel(self)
        self.entrant_filter.setSourceModel(self.entrant_model)
        self.entrant_filter.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.entrant_filter.setFilterKeyColumn(-1)
        self.search = QLineEdit()
        self.search.setPlaceholderText(t("rounds.search_players"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.entrant_filter.setFilterFixedString)
        self.entrant_view = row_table_view(self.entrant_filter)
        self.entrant_view.setSortingEnabled(True)
        # sizing columns reads this many rows, not all 320 of a big day
        self.entrant_view.horizontalHeader().setResizeContentsPrecision(60)
        self.entrant_columns = narrow_entrant_columns(self.entrant_view)
        self.entrant_count = QLabel()

        self.proposal_box = ProposalBox(self.texts)
        self.proposal_box.selectionChanged.connect(self._enable)

        self.saved_heading = QLabel()
        self.saved_model = SavedTablesModel(self.texts, self)
        self.saved_view = row_table_view(self.saved_model)
        # the seats take the width the number and the seat order leave; cut at their end, whole in their tip
        self.saved_view.horizontalHeader().setSectionResizeMode(SavedColumn.SEATS, QHeaderView.ResizeMode.Stretch)
        self.saved_view.doubleClicked.connect(lambda _index: self.seat_order())
        self.saved_view.setWordWrap(False)
        self.found = QLabel()  # where the player searched for sits: in the proposal, in the saved round
        self.found.setWordWrap(True)
        self.search.textChanged.connect(self.find_player)

        self._layout()
        self.lazy = LazyRefresh(self, self.refresh)
        context.opsChanged.connect(self._data_changed)
        self.refresh()

    def title(self) -> str:
        return t("window.tab_rounds")

    # ---- building -------------------------------------------------------------------------------------------
    def _button(self, text: str, shortcuts: tuple[str, ...], slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(shortcuts[0].replace("Return", "Enter"))
        button.clicked.connect(slot)
        action = QAction(self)
        action.setShortcuts([QKeySequence(s) for s in shortcuts])
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return button

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.heading, 1)
        top.addWidget(QLabel(t("common.seed_label")))
        top.addWidget(self.seed)
        for button in (self.band_button, self.draw_button, self.swap_button, self.confirm_button):
            top.addWidget(button)

        search = QWidget()
        search_layout = QVBoxLayout(search)
        search_layout.setContentsMargins(0, 0, 0, 0)
        search_layout.addWidget(self.search)
        search_layout.addWidget(self.found)
        players = titled_column(t("rounds.players_of_the_next"), search, self.entrant_view, self.entrant_count)

        self.saved_column = titled_column(t("rounds.saved_round"), self.saved_heading, self.saved_view,
                                          self.seat_button)
        saved = self.saved_column

        split = QSplitter(Qt.Orientation.Horizontal)
        for widget in (players, self.proposal_box, saved):
            split.addWidget(widget)
        split.setSizes([340, 660, 360])  # the draw proposal, with names, clubs and regions, gets the most
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.status)
        layout.addWidget(split, 1)

    def find_player(self, text: str) -> None:
        """The player searched for: his table in the proposal and in the saved round, each brought into view and
        said under the search (at 80 tables, "where is Rossi?" is the desk's most frequent question)."""
        wanted = text.strip().casefold()
        said = []
        if wanted:
            model = self.proposal_box.proposal_model
            for row in range(model.rowCount()):
                table = model.index(row, 0)
                child = next((model.index(c, 0, table) for c in range(model.rowCount(table))
                              if wanted in str(model.index(c, 0, table).data(NAME_ROLE) or "").casefold()), None)
                if child is not None:
                    self.proposal_box.proposal_view.scrollTo(child)
                    said.append(t("rounds.found_in_proposal", child.data(NAME_ROLE), table.data()))
                    break
            for row in range(self.saved_model.rowCount()):
                saved = self.saved_model.table(row)
                name = next((n for n, _colour in saved.seats if wanted in n.casefold()), None)
                if name is not None:
                    self.saved_view.selectRow(row)
                    self.saved_view.scrollTo(self.saved_model.index(row, 0))
                    said.append(t("rounds.found_in_saved", name, saved.number))
                    break
        self.found.setText("\n".join(said))

    # ---- refreshing -----------------------------------------------------------------------------------------
    def report_refusal(self, error: Exception | None) -> None:
        if error is not None:
            self._refused(error)

    def _data_changed(self, changes: Changes) -> None:
        if changes.opened:
            self.proposal = None  # drawn for the other event
        if changes.players or changes.rounds or changes.standings or changes.any_table:
            self.lazy.request()

    def refresh(self) -> None:
        session = self.context.session
        self.next = None
        self.can_draw = False
        if session is None:
            self.heading.setText(t("rounds.no_event_open"))
            self.status.setText(t("rounds.open_or_create_an"))
            self.entrant_model.set_rows([], checkable=False)
            self.saved_model.set_tables([])
            self.saved_heading.setText("")
            self.entrant_count.setText("")
            self._show_proposal(None)
            self._enable()
            return
        self.can_draw = False
        run_op(lambda: self._check_next(session), failure=self._not_ready)
        self.heading.setText(self._heading(self.next))
        self._show_entrants(session)
        self._show_saved(session)
        if self.proposal is not None and (self.next is None or self.proposal.next.number != self.next.number
                                          or sorted(self.proposal.next.labels) != sorted(self.next.labels)):
            self.proposal = None  # the players or the round changed: the proposal is stale
        self._show_proposal(self.proposal)
        self._enable()

    def _check_next(self, session: Session) -> None:
        self.next = ops.next_round(session)
        ops.check_ready(self.next)
        sizes = ops.planned_sizes(session, self.next)
        ops.draw_players(session, self.next)  # names the players a draw by bands cannot place
        self.can_draw = True
        self.status.setText(self._ready_text(self.next, sizes))
        self.status.setStyleSheet("")

    def _not_ready(self, error: Exception) -> None:
        self.status.setText(self.texts.error(error))
        self.status.setStyleSheet("color: #c62828;")

    def band_setup(self) -> None:
        """The ranking and the bands the next draw cuts from it (only for a draw by bands)."""
        session = self.context.session
        if session is None or self.next is None or not ranking.uses_bands(session, self.next.game):
            return
        self.band_dialog = BandDialog(self.context, lambda: next_round_bands(session), self.texts.error, self)
        self.band_dialog.open()

    def _heading(self, nxt: ops.NextRound | None) -> str:
        if nxt is None:
            return t("rounds.rounds")
        if nxt.status == "complete":
            return t("rounds.event_complete")
        name = {"qualifier": t("rounds.qualifier"), "quarterfinal": t("common.quarterfinals"),
                "semifinal": t("common.semifinals"), "final": t("common.final")}.get(nxt.phase, nxt.name)
        if not name:
            return t("rounds.next_round_unnamed", nxt.number)
        text = t("rounds.next_round", nxt.number, name)
        return text + (" " + t("rounds.optional") if nxt.optional else "")

    def _ready_text(self, nxt: ops.NextRound, sizes: tuple[int, ...]) -> str:
        text = t("rounds.players_can_be_drawn", len(nxt.entrants), len(sizes), size_counts(sizes))
        if nxt.optional:
            text += " " + t("rounds.the_organiser_may_skip")
        return text

    def _show_entrants(self, session: Session) -> None:
        nxt = self.next
        rows = list(nxt.entrants + nxt.absent) if nxt is not None else []
        if nxt is None or nxt.phase == ops.QUALIFIER:
            labels = ops.player_labels(session.players())
            listed = {e.player.id for e in rows}
            rows += [ops.Entrant(p, labels[p.id], band=p.band) for p in session.players() if p.id not in listed]
        self.entrants = {e.label: e for e in rows}
        self.entrant_model.set_rows(rows, checkable=True)
        # qualifiers list by name, phases by rank: the order the referee looks players up in
        by_rank = nxt is not None and nxt.phase != ops.QUALIFIER
        self.entrant_view.sortByColumn(EntrantColumn.RANK if by_rank else EntrantColumn.NAME,
                                       Qt.SortOrder.AscendingOrder)
        present = sum(1 for e in rows if e.player.present)
        self.entrant_count.setText(t("rounds.checked_in_of", present, len(rows)))

    def _show_saved(self, session: Session) -> None:
        current = session.current_round()
        if current is None:
            self.saved_heading.setText(t("rounds.no_round_saved_yet"))
            self.saved_model.set_tables([])
            self.saved_column.hide()  # nothing saved yet: the proposal takes its width
            return
        labels = ops.player_labels(session.players())
        started = ops.started_tables(session, current.id)
        tables = [SavedTable(t.id, t.number, [(labels[s.player_id], s.colour) for s in t.seats], t.id in started)
                  for t in session.tables(current.id)]
        self.saved_column.show()
        self.saved_heading.setText(t("rounds.round_tables", current.number, len(tables)))
        self.saved_model.set_tables(tables)
        self.saved_view.resizeColumnToContents(SavedColumn.TABLE)
        self.saved_view.resizeColumnToContents(SavedColumn.STATUS)

    def _show_proposal(self, proposal: ops.Proposal | None) -> None:
        self.proposal_box.show_proposal(proposal, self.entrants, self.fresh, self.by_swap)

    def _enable(self) -> None:
        self.draw_button.setEnabled(self.can_draw)
        self.confirm_button.setEnabled(self.proposal is not None)
        self.swap_button.setEnabled(len(self.selected_players()) == 2)
        self.seat_button.setEnabled(self.saved_model.rowCount() > 0)
        session = self.context.session
        # a plain random draw never asks for bands
        self.band_button.setVisible(session is not None and self.next is not None
                                    and ranking.uses_bands(session, self.next.game))

    # ---- actions --------------------------------------------------------------------------------------------
    def warn(self, text: str) -> None:
        self.last_warning = text
        QMessageBox.warning(self, t("common.not_possible"), text)

    def _refused(self, error: Exception) -> None:
        self.warn(self.texts.error(error))

    def draw(self) -> None:
        session = self.context.session
        if session is None:
            self.warn(t("rounds.open_an_event_first"))
            return
        self.proposal = None
        if run_op(lambda: ops.propose(session, self.seed.value(), ops.next_round(session)), failure=self._refused,
                  success=lambda proposal: setattr(self, "proposal", proposal)):
            self.fresh = self.by_swap = ()
        self.refresh()

    def selected_players(self) -> list[str]:
        return self.proposal_box.selected_players()

    def swap(self) -> None:
        names = self.selected_players()
        if self.proposal is None or len(names) != 2:
            self.warn(t("rounds.select_two_players_at"))
            return
        proposal = self.proposal
        run_op(lambda: ops.swap_players(proposal, names[0], names[1]), success=self._swapped, failure=self._refused)

    def _swapped(self, after: ops.Proposal) -> None:
        assert self.proposal is not None
        self.fresh = ops.broken_by(self.proposal, after)
        self.by_swap = tuple(v for v in after.violations if v in self.by_swap or v in self.fresh)
        self.proposal = after
        warning = self.proposal_box.swap_warning
        text, style = warning.text(), warning.styleSheet()
        self.refresh()
        warning.setText(text)  # keep telling what the swap broke
        warning.setStyleSheet(style)

    def confirm(self) -> None:
        session = self.context.session
        if session is None or self.proposal is None:
            self.warn(t("rounds.draw_the_round_first"))
            return
        number = self.proposal.next.number
        what = t("rounds.round_is_saved_with", number, len(self.proposal.draw.tables))
        if not confirm.ask(self, t("rounds.confirm_round_button"), what,
                           t("rounds.confirm_round", number)):
            return

        def confirmed(_created: Created[ops.SavedRound]) -> None:
            self.proposal = None
            self.fresh = self.by_swap = ()
            self.seed.setValue(random.randint(1, 999_999))

        proposal, text = self.proposal, t("rounds.confirm_round", number)
        if not run_op(lambda: ops.confirm_round(session, proposal), failure=self._refused, context=self.context,
                      undo=lambda created: ConfirmRoundCommand(self.context, created.value, text, self.report_refusal),
                      success=confirmed,
                      initiator=self):
            self.refresh()

    def seat_order(self) -> None:
        session = self.context.session
        rows = self.saved_view.selectionModel().selectedRows() if self.saved_view.selectionModel() else []
        if session is None or not rows:
            self.warn(t("rounds.select_a_table_of"))
            return
        table = self.saved_model.table(rows[0].row())
        if table.started:
            self.warn(t("rounds.table_has_started_its", table.number))
            return
        dialog = self.seat_dialog(table)
        dialog.exec()

    def seat_dialog(self, table: SavedTable) -> SeatOrderDialog:
        session = self.context.require_session()

        def save(seats: tuple[Seat, ...]) -> Changes:
            return ops.set_seat_order(session, table.table_id, seats)

        return SeatOrderDialog(table.number, [name for name, _ in table.seats], save, self, self.context)

    def _check_in(self, player_id: int, present: bool) -> None:
        session = self.context.session
        if session is None:
            return
        if not run_op(lambda: players_ops.set_present(session, player_id, present), failure=self._refused,
                      context=self.context, initiator=self):
            self.context.changed(PLAYERS, self)


__all__ = ["EntrantColumn", "RoundsPage"]
