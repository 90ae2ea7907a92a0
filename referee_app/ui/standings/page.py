"""The live standings of the open event (docs/rules.md §7): every confirmed result of every round, the cut line
for the next phase, team standings when the ruleset has teams, the tables still missing a result, and the
dice for ties that the criteria leave open. The standings are the engine's (ops/standings_ops.py).

Entering dice is not on the undo stack: the rolls are event records that are never deleted; a roll entered
wrong is replaced by entering the right one (the latest roll of a name counts).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtGui import QAction, QBrush, QColor, QKeySequence, QPainter, QPen, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (QAbstractItemView, QFormLayout, QFrame, QGroupBox, QHBoxLayout, QLabel,
                               QListView, QPushButton, QScrollArea, QSpinBox, QSplitter,
                               QStyledItemDelegate,
                               QStyleOptionViewItem, QTableView, QVBoxLayout, QWidget)

from referee_app.ops.ranking_export import expected_points
from referee_app.ops.changes import Changes
from referee_app.ops.results import MissingResult, ResultOperations
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.ui.describe import describe
from referee_app.ui.operation import run_op
from referee_app.ui.widgets import pin_prompt
from referee_app.rules.standings import PhaseStatus, Standing, Standings, TeamStanding
from referee_app.rules.what_if import WhatIf
from referee_app.ui.context import AppContext
from referee_app.ui.widgets.lazy_refresh import LazyRefresh
from referee_app.ui.widgets.column_model import ColumnModel
from referee_app.ui.widgets.fit_columns import FitColumns
from referee_app.ui.window.pages import open_table_dialog
from referee_app.texts.numbers import points_text
from referee_app.ui.result.words import ResultWords
from referee_app.texts import t

_Index = QModelIndex | QPersistentModelIndex
TABLE_ID_ROLE = Qt.ItemDataRole.UserRole + 1
CUT_COLOUR = "#c62828"
# How many of the players tied across the cut its line names; the rest are counted, every name is in the
# line's tip and in the dice form below (a first round can tie a hundred players).
CUT_NAMES_SHOWN = 6
TIED_COLOUR = "#ffe0b2"
WHAT_IF_COLOURS = {"through": "#2e7d32", "out": "#757575", "open": "#1a237e"}


def cut_texts(cut: PhaseStatus, phase: str) -> tuple[str, str]:
    """The red line's text under the standings, and its tip: the places that play `phase`, and the players tied
    across the line who need the dice, named up to CUT_NAMES_SHOWN and counted beyond (the tip names all)."""
    line = t("standings.red_line_places_play", cut.places[0], cut.places[1], phase)
    names = cut.unresolved
    if len(names) <= CUT_NAMES_SHOWN:
        return line + (" · " + t("standings.cut_needs_dice", ", ".join(names)) if names else ""), ""
    shown = CUT_NAMES_SHOWN - 1
    return (line + " · " + t("standings.cut_needs_dice_many", ", ".join(names[:shown]), len(names) - shown),
            t("standings.cut_needs_dice", ", ".join(names)))


class StandingsColumn(IntEnum):
    RANK = 0
    NAME = 1
    CLUB = 2
    TOTAL = 3
    COUNTED = 4
    DECIDED_BY = 5
    RANKING = 6  # the national ranking's points, an estimate; hidden for an event the ranking does not count
    WHAT_IF = 7


class StandingsModel(ColumnModel):
    """One row per player in standings order; `cut_below` are the rows under which the cut line runs."""
    columns = StandingsColumn

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Standing] = []
        self.clubs: dict[str, str] = {}
        self.tied: set[str] = set()
        self.cut_below: set[int] = set()
        self.estimate: dict[str, float] = {}
        self.what_if: dict[str, WhatIf] = {}
        self.words = ResultWords()

    def set_standings(self, rows: Sequence[Standing], clubs: Mapping[str, str], cut: PhaseStatus | None,
                      tied: set[str], what_if: Mapping[str, WhatIf] | None = None) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.what_if = dict(what_if or {})
        self.clubs = dict(clubs)
        self.tied = tied
        self.cut_below = set()
        if cut is not None and self.rows:
            first, last = cut.places
            self.cut_below = {r for r in (first - 2, last - 1) if 0 <= r < len(self.rows) - 1}
        self.endResetModel()

    def headers(self) -> dict[int, str]:
        return {StandingsColumn.RANK: t("common.rank"), StandingsColumn.NAME: t("common.player"),
                StandingsColumn.CLUB: t("common.club"), StandingsColumn.TOTAL: t("standings.total"),
                StandingsColumn.COUNTED: t("standings.rounds_counted"),
                StandingsColumn.DECIDED_BY: t("common.above_the_next_by"),
                StandingsColumn.RANKING: t("standings.ranking_estimate"),
                StandingsColumn.WHAT_IF: t("standings.what_if")}

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = self.rows[index.row()], StandingsColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if column == StandingsColumn.RANK:
                return row.rank
            if column == StandingsColumn.NAME:
                return row.name
            if column == StandingsColumn.CLUB:
                return self.clubs.get(row.name, "")
            if column == StandingsColumn.TOTAL:
                return points_text(row.total)
            if column == StandingsColumn.COUNTED:
                return ", ".join(str(r) for r in row.counted_rounds)
            if column == StandingsColumn.RANKING:
                points = self.estimate.get(row.name)
                return "" if points is None else f"{points:.1f}"
            if column == StandingsColumn.WHAT_IF:
                return _what_if_text(self.what_if.get(row.name))
            return self.words.criterion(row.decided_by)
        if role == Qt.ItemDataRole.BackgroundRole and row.name in self.tied:
            return QBrush(QColor(TIED_COLOUR))
        if role == Qt.ItemDataRole.ToolTipRole and column == StandingsColumn.RANKING:
            return t("standings.ranking_estimate_tip")
        if role == Qt.ItemDataRole.ForegroundRole and column == StandingsColumn.WHAT_IF and row.name in self.what_if:
            return QBrush(QColor(WHAT_IF_COLOURS[self.what_if[row.name].status]))
        if role == Qt.ItemDataRole.ToolTipRole:
            games = "  ".join(t("standings.round", r, points_text(p))
                              for r, p in row.games)
            return games
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (StandingsColumn.RANK, StandingsColumn.TOTAL,
                                                                   StandingsColumn.RANKING):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def _what_if_text(outlook: WhatIf | None) -> str:
    """The what-if cell (computed by the engine, rules/what_if.py): through, out, or the total that makes him
    sure and the most he can still reach, or (when even his best cannot make him sure) that it depends on the
    others."""
    if outlook is None:
        return ""
    if outlook.status == "through":
        return t("standings.what_if_through")
    if outlook.status == "out":
        return t("standings.what_if_out")
    if not outlook.can_be_sure:
        return t("standings.what_if_depends", points_text(outlook.best_total))
    return t("standings.what_if_needs", points_text(outlook.needs_above or 0.0), points_text(outlook.best_total))


class CutLineDelegate(QStyledItemDelegate):
    """Draws the cut line for the next phase under the rows the model names."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        super().paint(painter, option, index)
        model = index.model()
        if isinstance(model, StandingsModel) and index.row() in model.cut_below:
            painter.save()
            painter.setPen(QPen(QColor(CUT_COLOUR), 3))
            rect = option.rect
            painter.drawLine(rect.bottomLeft(), rect.bottomRight())
            painter.restore()


class TeamColumn(IntEnum):
    RANK = 0
    TEAM = 1
    TOTAL = 2
    PLAYERS = 3
    DECIDED_BY = 4


class TeamModel(ColumnModel):
    columns = TeamColumn

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[TeamStanding] = []
        self.words = ResultWords()

    def headers(self) -> dict[int, str]:
        return {
            TeamColumn.RANK: t("common.rank"),
            TeamColumn.TEAM: t("common.team"),
            TeamColumn.TOTAL: t("standings.total"),
            TeamColumn.PLAYERS: t("common.players"),
            TeamColumn.DECIDED_BY: t("common.above_the_next_by"),
        }

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        row, column = self.rows[index.row()], TeamColumn(index.column())
        return {TeamColumn.RANK: row.rank, TeamColumn.TEAM: row.team, TeamColumn.TOTAL: points_text(row.total),
                TeamColumn.PLAYERS: ", ".join(row.players),
                TeamColumn.DECIDED_BY: self.words.criterion(row.decided_by)}[column]


def _view(model: ColumnModel, names: int) -> QTableView:
    """A standings table without sideways scrolling at 1366: the numbers sized to their contents, the names
    taking what is left, a long club or reason cut at its end (whole when pointed at)."""
    view = QTableView()
    view.setModel(model)
    view.verticalHeader().setVisible(False)
    view.verticalHeader().setDefaultSectionSize(24)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    FitColumns(view, names)
    return view


class StandingsPage(QWidget):
    def __init__(self, context: AppContext) -> None:
        super().__init__()
        self.context = context
        self.words = ResultWords()
        self.standings: Standings | None = None
        self.outlook: dict[str, WhatIf] = {}
        self.dice_boxes: dict[str, QSpinBox] = {}

        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.phase_label = QLabel()
        self.cut_label = QLabel()
        self.cut_label.setWordWrap(True)  # the cut names its tied players: a long line must wrap, not widen the window
        self.cut_label.setStyleSheet(f"color: {CUT_COLOUR}; font-weight: bold;")
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #c62828; font-weight: bold;")

        self.model = StandingsModel(self)
        self.view = _view(self.model, StandingsColumn.NAME)
        self.view.setItemDelegate(CutLineDelegate(self.view))
        self.team_model = TeamModel(self)
        self.team_view = _view(self.team_model, TeamColumn.TEAM)
        self.team_box = QGroupBox(t("standings.teams"))
        QVBoxLayout(self.team_box).addWidget(self.team_view)

        self.missing_model = QStandardItemModel(self)
        self.missing_view = QListView()
        self.missing_view.setModel(self.missing_model)
        self.missing_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.missing_view.setWordWrap(True)
        self.missing_view.activated.connect(self._open_missing)
        self.enter_button = QPushButton(t("standings.enter_result"))
        self.enter_button.setToolTip("Ctrl+E")
        self.enter_button.clicked.connect(lambda: self._open_missing(self.missing_view.currentIndex()))
        self.missing_box = QGroupBox(t("standings.missing_results_title"))
        missing_layout = QVBoxLayout(self.missing_box)
        missing_layout.addWidget(self.missing_view)
        missing_layout.addWidget(self.enter_button)

        self.dice_box = QGroupBox(t("standings.dice_for_ties"))
        self.dice_form = QFormLayout()
        self.dice_button = QPushButton(t("standings.save_dice"))
        self.dice_button.setToolTip("Ctrl+D")
        self.dice_button.clicked.connect(self.save_dice)
        dice_layout = QVBoxLayout(self.dice_box)
        dice_note = QLabel(t("standings.have_the_tied_players"))
        dice_note.setWordWrap(True)
        dice_layout.addWidget(dice_note)
        form_holder = QWidget()
        form_holder.setLayout(self.dice_form)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(form_holder)
        dice_layout.addWidget(scroll, 1)
        dice_layout.addWidget(self.dice_button)

        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.team_box, 3)
        side_layout.addWidget(self.missing_box, 2)
        side_layout.addWidget(self.dice_box, 4)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.view)
        split.addWidget(side)
        split.setSizes([900, 380])  # the standings' columns whole at 1366; the side lists wrap
        top = QHBoxLayout()
        top.addWidget(self.phase_label)
        top.addStretch(1)
        top.addWidget(self.cut_label)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addLayout(top)
        layout.addWidget(self.error_label)
        layout.addWidget(split, 1)
        for shortcut, slot in (("Ctrl+E", lambda: self._open_missing(self.missing_view.currentIndex())),
                               ("Ctrl+D", self.save_dice), ("F5", self.refresh)):
            action = QAction(self)
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(slot)
            self.addAction(action)

        self.lazy = LazyRefresh(self, self.refresh)
        context.opsChanged.connect(self._data_changed)
        self.refresh()

    def title(self) -> str:
        return t("window.tab_standings")

    def _data_changed(self, changes: Changes) -> None:
        if changes.standings or changes.rounds or changes.players or changes.any_table:
            self.lazy.request()

    # ---- showing --------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        session = self.context.session
        self.error_label.setText("")
        if session is None:
            self.hint.setText(t("standings.open_or_create_an"))
            self.hint.show()
            self.error_label.hide()
            self._show(None, [], {}, False)
            return
        ops = StandingsOperations(session)
        missing = ResultOperations(session).missing()
        clubs = {p.name: p.club for p in session.players()}
        computed: list[Standings] = []
        run_op(ops.standings, success=computed.append, failure=lambda error: self.error_label.setText(
            t("standings.the_standings_cannot_be", describe(error))))
        standings = computed[0] if computed else None
        outlook: list[dict[str, WhatIf]] = []
        if standings is not None:
            run_op(ops.what_if, success=outlook.append)
        self.outlook = outlook[0] if outlook else {}
        empty = standings is None or not standings.standings
        self.hint.setText(t("standings.no_confirmed_result_yet"))
        self.hint.setVisible(empty and not self.error_label.text())
        self.error_label.setVisible(bool(self.error_label.text()))
        self._show(standings, missing, clubs, ops.has_teams())

    def _show(self, standings: Standings | None, missing: Sequence[MissingResult], clubs: Mapping[str, str],
              teams: bool) -> None:
        self.standings = standings
        rows = standings.standings if standings is not None else ()
        cut = standings.cut if standings is not None else None
        tied = {n for group in (standings.unresolved_ties if standings else ()) for n in group}
        session = self.context.session
        estimate: list[dict[str, float]] = []
        if session is not None and rows:
            run_op(lambda: expected_points(session, standings), success=estimate.append,
                   failure=lambda _error: None)  # the standings above already say what is wrong
        self.model.estimate = estimate[0] if estimate else {}
        outlook = self.outlook if standings is not None else {}
        self.model.set_standings(rows, clubs, cut, tied, outlook)
        self.view.setColumnHidden(StandingsColumn.RANKING, not self.model.estimate)
        self.view.setColumnHidden(StandingsColumn.WHAT_IF, not outlook)
        self.team_model.set_rows(standings.teams or () if standings is not None else ())
        self.team_box.setVisible(teams)
        self.phase_label.setText(self._phase_text(standings))
        line, tip = cut_texts(cut, self.words.phase(cut.name)) if cut is not None and rows else ("", "")
        self.cut_label.setText(line)
        self.cut_label.setToolTip(tip)
        self.missing_model.clear()
        for m in missing:
            item = QStandardItem(t("standings.round_table", m.round_number, m.table_number, ", ".join(m.players)))
            item.setData(m.table_id, TABLE_ID_ROLE)
            self.missing_model.appendRow(item)
        if missing:
            self.missing_view.setCurrentIndex(self.missing_model.index(0, 0))
        self.missing_box.setTitle(t("standings.tables_without_a_confirmed", len(missing)))
        self.enter_button.setEnabled(bool(missing))
        groups = [*(standings.unresolved_ties if standings else ()), *(standings.team_unresolved_ties
                                                                       if standings else ())]
        self._dice_fields(groups)

    def _phase_text(self, standings: Standings | None) -> str:
        if standings is None or not standings.standings:
            return ""
        return t("standings.stage_players", self.words.phase(standings.phase), len(standings.standings))

    def _dice_fields(self, groups: Sequence[Sequence[str]]) -> None:
        while self.dice_form.rowCount():
            self.dice_form.removeRow(0)
        self.dice_boxes = {}
        known = self.standings_dice()
        for k, group in enumerate(groups, start=1):
            self.dice_form.addRow(QLabel(t("standings.tie", k)))
            for name in group:
                box = QSpinBox()
                box.setRange(0, 6)
                box.setSpecialValueText("—")
                box.setMaximumWidth(90)
                box.setValue(known.get(name, 0))
                self.dice_boxes[name] = box
                self.dice_form.addRow(name, box)
        self.dice_box.setVisible(bool(groups))

    def standings_dice(self) -> dict[str, int]:
        session = self.context.session
        return StandingsOperations(session).dice() if session is not None else {}

    # ---- actions --------------------------------------------------------------------------------------------
    def save_dice(self) -> bool:
        session = self.context.session
        if session is None or not self.dice_boxes:
            return False
        dice = {name: box.value() for name, box in self.dice_boxes.items() if box.value()}
        ops = StandingsOperations(session)
        pin = None
        if ops.dice_need_pin(dice):  # a roll in force changes: the standings it decided change
            pin = pin_prompt.ask(self, t("standings.dice_for_ties"))
            if pin is None:
                return False
        return run_op(lambda: ops.set_dice(dice, pin), parent=self,
                      title=t("standings.dice_not_saved"), explain=describe, context=self.context,
                      initiator=self)

    def _open_missing(self, index: QModelIndex) -> None:
        if self.context.session is None or not index.isValid():
            return
        table_id = index.data(TABLE_ID_ROLE)
        if table_id is not None:
            open_table_dialog("result", self.context, int(table_id), self)
