"""The rounds page's draw proposal: the tables drawn with their players, the constraints they break and a
summary of the draw, and the live warning while the referee selects two players to swap (what the swap would
break or mend, asked of `ops.rounds` before anything changes). The page owns the proposal; this box shows it."""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, Qt, Signal
from PySide6.QtWidgets import (QAbstractItemView, QGroupBox, QHeaderView, QLabel, QSplitter, QTreeView, QVBoxLayout,
                               QWidget)

from referee_app.ops import rounds as ops
from referee_app.rules.draw.constraints import Violation
from referee_app.ui.widgets.fit_columns import FitColumns
from referee_app.ui.widgets.page_widgets import row_table_view
from referee_app.ui.operation import run_op
from referee_app.ui.rounds.models import NAME_ROLE, ProposalColumn, ProposalModel, ViolationModel
from referee_app.ui.rounds.texts import DrawTexts
from referee_app.texts import t


class ProposalBox(QGroupBox):
    selectionChanged = Signal()  # the players selected for a swap changed

    def __init__(self, texts: DrawTexts) -> None:
        super().__init__()
        self.setTitle(t("rounds.draw_proposal_select_two"))
        self.texts = texts
        self.proposal: ops.Proposal | None = None  # the one on screen
        self.proposal_model = ProposalModel(self.texts, self)
        self.proposal_view = QTreeView()
        self.proposal_view.setModel(self.proposal_model)
        self.proposal_view.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.proposal_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.proposal_view.setAlternatingRowColors(True)
        self.proposal_view.selectionModel().selectionChanged.connect(self._selection_changed)
        # long names and clubs: no sideways scrolling; the clubs and regions are trimmed before the names, and
        # a cut text (an explanation line spanning the row included) keeps its beginning, whole in its tip
        self.proposal_columns = FitColumns(self.proposal_view, names=ProposalColumn.PLAYER)
        self.swap_warning = QLabel()
        self.swap_warning.setWordWrap(True)
        self.violation_model = ViolationModel(self.texts, self)
        self.violation_view = row_table_view(self.violation_model)
        header = self.violation_view.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(1, 170)
        header.resizeSection(2, 150)
        self.violation_view.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setWordWrap(True)

        inner = QSplitter(Qt.Orientation.Vertical)
        inner.addWidget(self.proposal_view)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(self.swap_warning)
        bottom_layout.addWidget(QLabel(t("rounds.broken_constraints")))
        bottom_layout.addWidget(self.violation_view, 1)
        bottom_layout.addWidget(self.summary)
        inner.addWidget(bottom)
        inner.setSizes([380, 260])
        QVBoxLayout(self).addWidget(inner)

    def show_proposal(self, proposal: ops.Proposal | None, entrants: dict[str, ops.Entrant],
                      fresh: tuple[Violation, ...] = (), by_swap: tuple[Violation, ...] = ()) -> None:
        """`fresh`: broken by the last swap; `by_swap`: broken by the referee's swaps since the draw."""
        self.proposal = proposal
        self.proposal_model.show(proposal, entrants)
        self.proposal_view.expandAll()
        for row in range(self.proposal_model.rowCount()):
            table = self.proposal_model.index(row, 0)
            for child in range(self.proposal_model.rowCount(table)):
                if not self.proposal_model.index(child, 0, table).data(NAME_ROLE):
                    self.proposal_view.setFirstColumnSpanned(child, table, True)
        self.proposal_columns.fit()
        if proposal is None:
            self.violation_model.set_violations([], ())
            self.summary.setText("")
            self.swap_warning.setText("")
            return
        draw = proposal.draw
        self.violation_model.set_violations(draw.violations, draw.constraints, fresh, by_swap)
        self.violation_view.resizeRowsToContents()
        constraints = ", ".join(self.texts.constraint(c) for c in draw.constraints)
        if not draw.violations:
            verdict = t("rounds.every_constraint_is_kept")
        elif by_swap:
            verdict = t("rounds.of_them_broken_by", len(by_swap))
        elif draw.proved_best:
            verdict = t("rounds.no_draw_can_do")
        else:
            verdict = t("rounds.the_best_the_search")
        self.summary.setText(t("rounds.seed_constraints_most_important", proposal.seed, constraints, draw.broken,
                               verdict))

    def selected_players(self) -> list[str]:
        names: list[str] = []
        for index in self.proposal_view.selectionModel().selectedRows():
            name = index.data(NAME_ROLE)
            if name and name not in names:
                names.append(str(name))
        return names

    def select_players(self, *names: str) -> None:
        """Select players in the proposal (what the referee does with the mouse; used by the tests too)."""
        selection = self.proposal_view.selectionModel()
        selection.clearSelection()
        for row in range(self.proposal_model.rowCount()):
            table = self.proposal_model.index(row, 0)
            for child in range(self.proposal_model.rowCount(table)):
                index = self.proposal_model.index(child, 0, table)
                if index.data(NAME_ROLE) in names:
                    selection.select(index, selection.SelectionFlag.Select | selection.SelectionFlag.Rows)

    def _selection_changed(self, _selected: QItemSelection, _deselected: QItemSelection) -> None:
        self.selectionChanged.emit()
        names = self.selected_players()
        if self.proposal is None or len(names) != 2:
            self.swap_warning.setText(t("rounds.select_two_players_at")
                                      if self.proposal is not None else "")
            self.swap_warning.setStyleSheet("")
            return
        proposal = self.proposal
        run_op(lambda: ops.swap_players(proposal, names[0], names[1]), success=lambda after: self._show_swap(
            proposal, after, names), failure=self._refused_swap)

    def _refused_swap(self, error: Exception) -> None:
        self.swap_warning.setText(self.texts.error(error))
        self.swap_warning.setStyleSheet("color: #c62828;")

    def _show_swap(self, proposal: ops.Proposal, after: ops.Proposal, names: list[str]) -> None:
        broken = ops.broken_by(proposal, after)
        repaired = ops.repaired_by(proposal, after)
        pair = t("rounds.and", names[0], names[1])
        if broken:
            reasons = "; ".join(t("rounds.table_in_a_list", v.table) + ": " + self.texts.constraint(v.constraint)
                                + f" ({', '.join(v.players)})" for v in broken)
            text = t("rounds.swapping_breaks", pair, reasons)
            self.swap_warning.setStyleSheet("color: #c62828; font-weight: bold;")
        else:
            text = t("rounds.swapping_breaks_nothing_new", pair)
            self.swap_warning.setStyleSheet("color: #2e7d32;")
        if repaired:
            text += " " + t("rounds.it_mends_broken_constraint", len(repaired))
        self.swap_warning.setText(text)
