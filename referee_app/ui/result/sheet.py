"""Sheet mode of the result dialog: the printed score sheet's columns, one row per player, typed by keyboard.

Tab moves along the row as on paper; Enter goes to the next row not filled yet, then to each cell the engine
still needs (a blank points cell, the column a tie reaches, the die), then to Confirm. Which columns appear
is the engine's answer for the ruleset (`ResultOperations.sheet_columns`); the cells are sent to the engine
as typed, so every refusal (a negative or non-numeric cell, an unknown card, points not adding up to 164)
comes back naming its cell, which is marked red with the reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QCheckBox, QGridLayout, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from referee_app.rules.errors import Location
from referee_app.ops.sheet_entry import base_statuses, sheet_final, sheet_keys
from referee_app.texts import t
from referee_app.ui.widgets.contained import contained

Cell = tuple[int, str]  # (row, key); row -1 is the table's own cell (neutral points)
NEUTRAL_CELL: Cell = (-1, "neutral_points")
# the criterion a tie stalls on -> the cell that answers it
_CELL_OF = {"all_armies": "armies_inside", "die": "die"}
_BAD = "QLineEdit { background: #ffcdd2; border: 1px solid #c62828; }"
_NEEDED = "QLineEdit { background: #fff59d; }"


def cell_of(location: Location) -> Cell | None:
    """The cell an engine error's location names: ("players", 2, "sheet", "armies_inside"), ("players", 0,
    "objective"), ("players",) (the total) ..."""
    if location in (("players",), ("neutral_points",)):
        return NEUTRAL_CELL
    if len(location) < 2 or len(location) > 4 or location[0] != "players" or not isinstance(location[1], int) \
            or not all(isinstance(part, str) for part in location[2:]):
        return None
    row, key, sub = location[1], str(location[2]) if len(location) > 2 else "", \
        str(location[3]) if len(location) > 3 else ""
    if key == "sheet":
        return row, sub or "objective_points"
    return row, {"objective": "card", "status": "eliminated_order"}.get(key, key or "objective_points")


class SheetEntry(QWidget):
    changed = Signal()
    finished = Signal()  # Enter with nothing left to type: the dialog moves to Confirm

    def __init__(self, players: Sequence[str], columns: Sequence[str], labels: Mapping[str, str],
                 with_card: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.players = tuple(players)
        self.keys = sheet_keys(columns, with_card)
        self.points = [k for k in columns if k in ("objective_points", "outside_points")]
        self.required = list(self.points)
        self.base_status = ["active"] * len(self.players)
        self.cells: dict[Cell, QLineEdit] = {}
        self.risiko: list[QCheckBox] = []
        self.needed_cells: list[Cell] = []
        self.bad: Cell | None = None
        grid = QGridLayout()
        grid.setHorizontalSpacing(4)
        grid.addWidget(QLabel(labels["player"]), 0, 0)
        for c, key in enumerate(self.keys, start=1):
            head = QLabel(labels[key])
            head.setWordWrap(True)
            head.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(head, 0, c)
        grid.addWidget(QLabel(labels["risiko"]), 0, len(self.keys) + 1)
        for r, name in enumerate(self.players):
            grid.addWidget(QLabel(f"{r + 1}  {name}"), r + 1, 0)
            for c, key in enumerate(self.keys, start=1):
                edit = self._cell((r, key))
                edit.setAccessibleName(f"{name} {labels[key]}")
                grid.addWidget(edit, r + 1, c)
            box = QCheckBox()
            box.setAccessibleName(f"{name} {labels['risiko']}")
            box.toggled.connect(lambda on, row=r: self._risiko_toggled(row, on))
            box.installEventFilter(self)
            self.risiko.append(box)
            grid.addWidget(box, r + 1, len(self.keys) + 1, Qt.AlignmentFlag.AlignCenter)
        self.neutral = self._cell(NEUTRAL_CELL)
        self.neutral.setText("0")
        neutral_row = QHBoxLayout()
        neutral_row.addWidget(QLabel(labels["neutral_points"]))
        neutral_row.addWidget(self.neutral)
        neutral_row.addStretch(1)
        self.reason = QLabel()
        self.reason.setStyleSheet("color: #c62828;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addLayout(neutral_row)
        layout.addWidget(self.reason)
        layout.addStretch(1)

    def _cell(self, cell: Cell) -> QLineEdit:
        edit = QLineEdit()
        edit.setFixedWidth(96 if cell[1] == "card" else 60)
        edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        edit.textChanged.connect(self.changed)
        edit.installEventFilter(self)
        self.cells[cell] = edit
        return edit

    def _risiko_toggled(self, row: int, on: bool) -> None:
        # one RisiKo! per table: ticking a second player moves the tick
        if on:
            for other, box in enumerate(self.risiko):
                if other != row and box.isChecked():
                    box.setChecked(False)
        self.changed.emit()

    # ---- data -----------------------------------------------------------------------------------------------
    def load(self, final: Mapping[str, Any], statuses: Sequence[str]) -> None:
        """Fill the cells from a draft: a sheet-entered state, or just the statuses the table's log knows."""
        self.base_status = base_statuses(statuses)
        for r, raw in enumerate(final.get("players") or []):
            if r >= len(self.players) or not isinstance(raw, Mapping):
                continue
            sheet = raw.get("sheet") or {}
            values = {**sheet, "cards": raw.get("cards") if raw.get("sheet") else None,
                      "eliminated_order": raw.get("eliminated_order"), "die": raw.get("die"),
                      "card": raw.get("objective") if isinstance(raw.get("objective"), str) else None}
            for key in self.keys:
                value = values.get(key)
                self.cells[(r, key)].setText("" if value is None else str(value))
            self.risiko[r].setChecked(final.get("risiko") == raw.get("name"))
        if "neutral_points" in final:
            self.neutral.setText(str(final.get("neutral_points") or 0))

    def final(self) -> dict[str, Any]:
        """The cells as the engine's JSON (`rules score` with `sheet` and `neutral_points`): the same function
        a phone's sheet goes through (ops/sheet_entry.py)."""
        rows = [{key: self.cells[(r, key)].text() for key in self.keys} for r in range(len(self.players))]
        risiko = next((self.players[r] for r, box in enumerate(self.risiko) if box.isChecked()), None)
        return sheet_final(self.players, self.keys, rows, self.base_status, self.neutral.text(), risiko)

    def typed(self) -> dict[str, Any]:
        """Every cell as typed, the RisiKo! tick and the neutral points: a draft to put back (`retype`)."""
        return {"cells": {f"{r}:{k}": edit.text() for (r, k), edit in self.cells.items()},
                "risiko": next((r for r, box in enumerate(self.risiko) if box.isChecked()), None)}

    def retype(self, typed: Mapping[str, Any]) -> None:
        for (r, k), edit in self.cells.items():
            edit.setText(str(typed.get("cells", {}).get(f"{r}:{k}", edit.text())))
        for r, box in enumerate(self.risiko):
            box.setChecked(typed.get("risiko") == r)

    # ---- what the engine said -------------------------------------------------------------------------------
    def show_state(self, bad: Cell | None, reason: str, unresolved: Sequence[Sequence[str]],
                   needs: Sequence[str]) -> None:
        """Mark the refused cell with its reason; mark yellow the cells a tie still needs."""
        self.bad = bad
        self.reason.setText(reason if bad is not None else "")
        self.needed_cells = []
        for group, need in zip(unresolved, needs, strict=False):
            key = _CELL_OF.get(need, need)
            for name in group:
                if name in self.players and (self.players.index(name), key) in self.cells:
                    self.needed_cells.append((self.players.index(name), key))
        for cell, edit in self.cells.items():
            style = _BAD if cell == bad else (_NEEDED if cell in self.needed_cells and not edit.text() else "")
            edit.setStyleSheet(style)
            edit.setToolTip(reason if cell == bad else "")

    def _order(self, cell: Cell) -> tuple[int, int]:
        row, key = cell
        return (len(self.players), 0) if row < 0 else (row, self.keys.index(key))

    def _blank_required(self) -> list[Cell]:
        return [(r, k) for r in range(len(self.players)) for k in self.required
                if not self.cells[(r, k)].text().strip() and not self.cells[(r, "eliminated_order")].text().strip()
                and self.base_status[r] != "excluded"]

    def _row_untouched(self, row: int) -> bool:
        return all(not self.cells[(row, k)].text().strip() for k in self.keys if k not in ("eliminated_order",))

    def next_cell(self, current: Cell) -> Cell | None:
        """Where Enter goes from `current` (None: to Confirm)."""
        row = current[0]
        if row >= 0:
            for below in range(row + 1, len(self.players)):
                if self._row_untouched(below):
                    return below, self.keys[0]
        wanted = ([self.bad] if self.bad is not None and self.bad != current else []) + self._blank_required() + \
            [c for c in self.needed_cells if not self.cells[c].text().strip()]
        wanted = [c for c in wanted if c != current]
        if not wanted:
            return None
        return min(wanted, key=self._order)

    def focus_cell(self, cell: Cell) -> None:
        edit = self.cells[cell]
        edit.setFocus(Qt.FocusReason.TabFocusReason)
        edit.selectAll()

    def first_cell(self) -> Cell:
        return 0, self.keys[0]

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.KeypadModifier):
            current = next((c for c, e in self.cells.items() if e is watched), None)
            if current is None:
                row = next((r for r, b in enumerate(self.risiko) if b is watched), 0)
                current = (row, self.keys[-1])
            target = self.next_cell(current)
            if target is None:
                self.finished.emit()
            else:
                self.focus_cell(target)
            return True
        return super().eventFilter(watched, event)


class SheetWords:
    def labels(self) -> dict[str, str]:
        """Column headings as on the printed sheet."""
        return {
            "player": t("common.player"),
            "card": t("result.card_no"),
            "objective_points": t("result.obj_points"),
            "outside_points": t("result.outside_points"),
            "armies_inside": t("result.armies_in_obj"),
            "armies_outside": t("result.armies_outside"),
            "cards": t("common.cards"),
            "territories_inside": t("result.terr_in_obj"),
            "territories_outside": t("result.terr_outside"),
            "eliminated_order": t("result.out_as_1st_2nd"),
            "die": t("result.die_heading"),
            "risiko": t("common.risiko"),
            "neutral_points": t("result.neutral_territories_points"),
        }


def sheet_differences(sheet_final: Mapping[str, Any], ranking: Sequence[Any]) -> list[tuple[str, str, int, Any]]:
    """Where the map entered to verify a table disagrees with its score sheet: (player, column, sheet, map)
    for every cell the sheet filled in; `ranking` holds the map's ranking rows (ops RankingRow)."""
    by_name = {row.name: row for row in ranking}
    out = []
    for player in sheet_final.get("players") or []:
        row = by_name.get(player.get("name"))
        filled = {k: v for k, v in (player.get("sheet") or {}).items() if isinstance(v, int)}
        if isinstance(player.get("cards"), int):
            filled["cards"] = player["cards"]
        for column, value in filled.items():
            on_map = getattr(row, column, None)
            if on_map != value:
                out.append((str(player.get("name")), column, value, on_map))
    return out
