"""Table models of the rounds screen: the players who may play, the proposed tables with their explanation,
the broken constraints, and the tables of the saved round."""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QTableView

from referee_app.ops.rounds import Entrant, Proposal
from referee_app.rules.draw.constraints import Violation
from referee_app.ui.rounds.texts import DrawTexts
from referee_app.ui.widgets.column_model import ColumnModel
from referee_app.ui.widgets.fit_columns import FitColumns
from referee_app.texts import t

_Index = QModelIndex | QPersistentModelIndex
NAME_ROLE = Qt.ItemDataRole.UserRole + 1
KEPT, BROKEN = "#2e7d32", "#c62828"


def _dash(value: object) -> str:
    return "—" if value is None or value == "" else str(value)


class EntrantColumn(IntEnum):
    NAME = 0
    CLUB = 1
    REGION = 2
    BAND = 3
    RANK = 4
    PLACE = 5
    CHECKED_IN = 6


# The players' list is a narrow column of the rounds screen (1366-pixel screens): it shows the name, the band
# and the check-in box; club, region, rank and last place are in the row's tip (the draw proposal shows them
# beside each player) and the search still finds them.
ENTRANT_TIP_COLUMNS = (EntrantColumn.CLUB, EntrantColumn.REGION, EntrantColumn.RANK, EntrantColumn.PLACE)


def narrow_entrant_columns(view: QTableView) -> FitColumns:
    """The players' list without sideways scrolling: the name takes what the band and check-in leave; a name
    too long for it is cut at its end, whole in the row's tip."""
    for column in EntrantColumn:
        view.setColumnHidden(column, column in ENTRANT_TIP_COLUMNS)
    return FitColumns(view, names=EntrantColumn.NAME)


class EntrantModel(ColumnModel):
    """Who may play the next round; the check-in box is the late-arrival / withdrawal switch."""
    columns = EntrantColumn
    checkInToggled = Signal(int, bool)  # player id, checked in

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Entrant] = []
        self.checkable = True

    def set_rows(self, rows: Sequence[Entrant], checkable: bool = True) -> None:
        self.checkable = checkable
        super().set_rows(rows)

    def entrant(self, row: int) -> Entrant:
        return self.rows[row]

    def headers(self) -> dict[int, str]:
        return {EntrantColumn.NAME: t("common.player"), EntrantColumn.CLUB: t("common.club"),
                EntrantColumn.REGION: t("common.region"), EntrantColumn.BAND: t("common.band"),
                EntrantColumn.RANK: t("common.rank"), EntrantColumn.PLACE: t("rounds.last_place"),
                EntrantColumn.CHECKED_IN: t("common.checked_in")}

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        e = self.rows[index.row()]
        column = EntrantColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return {EntrantColumn.NAME: e.label, EntrantColumn.CLUB: _dash(e.player.club),
                    EntrantColumn.REGION: _dash(e.player.region), EntrantColumn.BAND: _dash(e.band),
                    EntrantColumn.RANK: _dash(e.rank), EntrantColumn.PLACE: _dash(e.place),
                    EntrantColumn.CHECKED_IN: None}[column]
        if role == Qt.ItemDataRole.ToolTipRole:
            headers = self.headers()
            return "\n".join(f"{headers[c]}: {self.data(self.index(index.row(), c))}"
                             for c in (EntrantColumn.NAME, *ENTRANT_TIP_COLUMNS))
        if role == Qt.ItemDataRole.CheckStateRole and column == EntrantColumn.CHECKED_IN:
            return Qt.CheckState.Checked if e.player.present else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ForegroundRole and not e.player.present:
            return QBrush(QColor("#9e9e9e"))
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (EntrantColumn.BAND, EntrantColumn.RANK,
                                                                    EntrantColumn.PLACE):
            return Qt.AlignmentFlag.AlignCenter
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and index.column() == EntrantColumn.CHECKED_IN and self.checkable:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def setData(self, index: _Index, value: object, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if role != Qt.ItemDataRole.CheckStateRole or index.column() != EntrantColumn.CHECKED_IN:
            return False
        checked = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value)
        self.checkInToggled.emit(self.rows[index.row()].player.id, checked)
        return True


class ProposalColumn(IntEnum):
    PLAYER = 0  # a table's number, then its players' names and its explanation lines
    CLUB = 1
    REGION = 2
    BAND = 3
    RANK = 4
    PLACE = 5


class ProposalModel(QStandardItemModel):
    """The proposed tables: one node per table, its players (selectable, for a swap), then its explanation
    lines, each marked kept or broken."""
    HEADERS = len(ProposalColumn)

    def __init__(self, texts: DrawTexts, parent: QObject | None = None) -> None:
        super().__init__(0, self.HEADERS, parent)
        self.texts = texts
        self._headers()

    def _headers(self) -> None:
        self.setHorizontalHeaderLabels([t("rounds.table_player"), t("common.club"), t("common.region"),
                                        t("common.band"), t("common.rank"), t("rounds.last_place")])

    def show(self, proposal: Proposal | None, entrants: dict[str, Entrant]) -> None:
        self.clear()
        self._headers()
        if proposal is None:
            return
        draw = proposal.draw
        bold = QFont()
        bold.setBold(True)
        italic = QFont()
        italic.setItalic(True)
        broken_tables = {v.table for v in draw.violations}
        for table in draw.tables:
            head = self._item(
                t("common.table_n", table.number) + f"  ({len(table.players)})"
            )
            head.setFont(bold)
            if table.number in broken_tables:
                head.setForeground(QBrush(QColor(BROKEN)))
            rest = [self._item("") for _ in range(self.HEADERS - 1)]
            for name in table.players:
                e = entrants[name]
                cells = [name, _dash(e.player.club), _dash(e.player.region), _dash(e.band), _dash(e.rank),
                         _dash(e.place)]
                row = [self._item(text, selectable=True) for text in cells]
                for item in row:
                    item.setData(name, NAME_ROLE)
                head.appendRow(row)
            for text, kept in self.texts.explanation(draw, table.number):
                line = self._item(("✓ " if kept else "✗ ") + text)
                line.setFont(italic)
                line.setForeground(QBrush(QColor(KEPT if kept else BROKEN)))
                head.appendRow([line] + [self._item("") for _ in range(self.HEADERS - 1)])
            self.appendRow([head, *rest])

    @staticmethod
    def _item(text: str, selectable: bool = False) -> QStandardItem:
        item = QStandardItem(text)
        item.setEditable(False)
        if not selectable:
            item.setSelectable(False)
        return item


class ViolationColumn(IntEnum):
    TABLE = 0
    CONSTRAINT = 1
    PLAYERS = 2
    REASON = 3


class ViolationModel(ColumnModel):
    """Every constraint the draw breaks, with its table, players and why (unavoidable or a trade-off)."""
    columns = ViolationColumn

    def __init__(self, texts: DrawTexts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts
        self.rows: list[Violation] = []
        self._constraints: tuple[str, ...] = ()
        self._fresh: set[int] = set()
        self._by_swap: set[int] = set()

    def set_violations(self, violations: Sequence[Violation], constraints: tuple[str, ...],
                       fresh: Sequence[Violation] = (), by_swap: Sequence[Violation] = ()) -> None:
        """`fresh`: the ones the last swap added, highlighted; `by_swap`: every one a manual swap broke."""
        self._constraints = constraints
        self._fresh = {i for i, v in enumerate(violations) if v in fresh}
        self._by_swap = {i for i, v in enumerate(violations) if v in by_swap or v in fresh}
        self.set_rows(violations)

    def violation(self, row: int) -> Violation:
        return self.rows[row]

    def headers(self) -> dict[int, str]:
        return {ViolationColumn.TABLE: t("common.table"), ViolationColumn.CONSTRAINT: t("rounds.constraint"),
                ViolationColumn.PLAYERS: t("common.players"), ViolationColumn.REASON: t("rounds.why")}

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        v = self.rows[index.row()]
        column = ViolationColumn(index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            return {ViolationColumn.TABLE: str(v.table),
                    ViolationColumn.CONSTRAINT: self.texts.constraint(v.constraint),
                    ViolationColumn.PLAYERS: ", ".join(v.players),
                    ViolationColumn.REASON: self.texts.violation(v, self._constraints,
                                                                 index.row() in self._by_swap)}[column]
        if role == Qt.ItemDataRole.BackgroundRole and index.row() in self._fresh:
            return QBrush(QColor("#ffebee"))
        if role == Qt.ItemDataRole.ForegroundRole and not v.unavoidable:
            return QBrush(QColor(BROKEN))
        return None


class SavedColumn(IntEnum):
    TABLE = 0
    SEATS = 1
    STATUS = 2


class SavedTable:
    """A table of the saved round as the screen shows it."""

    def __init__(self, table_id: int, number: int, seats: Sequence[tuple[str, str]], started: bool) -> None:
        self.table_id = table_id
        self.number = number
        self.seats = tuple(seats)  # (name, colour) from seat 1
        self.started = started


class SavedTablesModel(ColumnModel):
    columns = SavedColumn

    def __init__(self, texts: DrawTexts, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.texts = texts
        self.rows: list[SavedTable] = []

    def set_tables(self, tables: Sequence[SavedTable]) -> None:
        self.set_rows(tables)

    def table(self, row: int) -> SavedTable:
        return self.rows[row]

    def headers(self) -> dict[int, str]:
        return {SavedColumn.TABLE: t("common.table"), SavedColumn.SEATS: t("rounds.seats_and_colours"),
                SavedColumn.STATUS: t("rounds.seat_order_heading")}

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        column = SavedColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if column == SavedColumn.TABLE:
                return str(row.number)
            if column == SavedColumn.SEATS:
                # one line a table, in seat order: at 80 tables the colours (in the tooltip) made each 7 lines tall
                return " · ".join(name for name, _colour in row.seats)
            return t("rounds.fixed") if row.started else t("rounds.can_change")
        if role == Qt.ItemDataRole.ToolTipRole and column == SavedColumn.STATUS:
            return t("rounds.the_table_has_started") if row.started else \
                t("rounds.enter_the_table_dice")
        if role == Qt.ItemDataRole.ToolTipRole and column == SavedColumn.SEATS:
            return "\n".join(f"{i}. {name} — {self.texts.colour(colour)}"
                              for i, (name, colour) in enumerate(row.seats, start=1))
        if role == Qt.ItemDataRole.TextAlignmentRole and column == SavedColumn.TABLE:
            return Qt.AlignmentFlag.AlignCenter
        return None
