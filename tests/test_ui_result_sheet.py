"""The result dialog's sheet mode driven by key events only: a 4-player table's result from the score sheet
in at most 40 key presses including confirm; bad cells marked with their reason and nothing saved."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from referee_app.ops.results import ResultOperations
from referee_app.ui.context import AppContext
from referee_app.ui.result.dialog import ResultDialog
from referee_app.ui.result.models import RankingColumn
from tests.results_data import table_ids
from tests.ui_results_helpers import context, make_context, warnings  # noqa: F401 (fixtures)

# Anna, Bruno, Carla, Dario as on a filled score sheet: objective and outside points; 41+12+41+10+40+9+8+3 = 164
ROWS = [("41", "12"), ("41", "10"), ("40", "9"), ("8", "3")]


class Keys:
    """Presses keys on whatever has the focus in `window`, counting them (a chord such as Ctrl+Shift+Return is one
    press). The window's own focus widget, so another window of the test run cannot take the keys."""

    def __init__(self, qtbot: QtBot, window: QWidget) -> None:
        self.qtbot, self.window, self.count = qtbot, window, 0

    def focus(self) -> QWidget:
        widget = self.window.focusWidget()
        assert widget is not None
        return widget

    def type(self, text: str) -> None:
        for char in text:
            self.qtbot.keyClick(self.focus(), char)
            self.count += 1

    def press(self, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
        self.qtbot.keyClick(self.focus(), key, modifier)
        self.count += 1


def _open(qtbot: QtBot, context: AppContext) -> tuple[ResultDialog, int]:
    table = table_ids(context.require_session())[0]
    dialog = ResultDialog(context, table)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()  # Ctrl+Shift+Return is a shortcut: it reaches the active window only
    qtbot.waitUntil(lambda: dialog.isActiveWindow() and dialog.focusWidget() is not None)
    return dialog, table


def _enter(keys: Keys, rows: list[tuple[str, str]]) -> None:
    for objective, outside in rows:
        keys.type(objective)
        keys.press(Qt.Key.Key_Tab)
        keys.type(outside)
        keys.press(Qt.Key.Key_Return)


def test_a_table_by_keyboard_in_at_most_40_presses(qtbot: QtBot, context: AppContext) -> None:
    dialog, table = _open(qtbot, context)
    assert dialog.by_sheet()
    keys = Keys(qtbot, dialog)
    _enter(keys, ROWS)
    # Anna and Bruno tie on objective points and on outside points... not quite: 12 > 10 decides
    assert "164 of 164" in dialog.tally_label.text()
    assert dialog.preview is not None and not dialog.preview.unresolved
    assert [r.name for r in dialog.preview.result.ranking] == ["Anna", "Bruno", "Carla", "Dario"]
    assert dialog.preview.result.ranking[0].decided_by == "outside_points"
    assert dialog.focusWidget() is dialog.confirm_button  # the last Enter went to Confirm
    keys.press(Qt.Key.Key_Return)
    assert keys.count <= 40, keys.count
    stored = ResultOperations(context.require_session()).result(table)
    assert stored is not None and [r.place for r in stored.ranking] == [1, 2, 3, 4]
    assert stored.final_state["neutral_points"] == 0
    print(f"sheet entry: {keys.count} key presses for a 4-player table")


def _decided(dialog: ResultDialog) -> list[str]:
    """The ranking's "above the next by" column as the referee reads it."""
    model = dialog.ranking
    return [model.index(row, RankingColumn.DECIDED_BY).data() for row in range(model.rowCount())]


def test_a_tie_asks_for_the_next_column_then_the_die(qtbot: QtBot, context: AppContext) -> None:
    dialog, table = _open(qtbot, context)
    keys = Keys(qtbot, dialog)
    _enter(keys, [("41", "12"), ("41", "12"), ("40", "9"), ("8", "1")])
    assert dialog.preview is not None and dialog.preview.unresolved == (("Anna", "Bruno"),)
    # the warning and the tied rows ask for the same thing: the chain's next column, not the die
    assert dialog.error_label.text() == "Tie not broken (Anna = Bruno): fill in “armies in the objective” from the " \
                                        "score sheet."
    assert _decided(dialog)[:2] == ["fill in “armies in the objective”: tie with Bruno",
                                    "fill in “armies in the objective”: tie with Anna"]
    assert not dialog.confirm_button.isEnabled()
    # Enter went on to Anna's armies in the objective, then Bruno's: they tie there too
    assert dialog.focusWidget() is dialog.sheet.cells[(0, "armies_inside")]
    for armies in ("20", "20"):
        keys.type(armies)
        keys.press(Qt.Key.Key_Return)
    assert "armies outside" in dialog.error_label.text()
    assert _decided(dialog)[0] == "fill in “armies outside the objective”: tie with Bruno"
    assert dialog.focusWidget() is dialog.sheet.cells[(0, "armies_outside")]
    for armies in ("9", "9"):
        keys.type(armies)
        keys.press(Qt.Key.Key_Return)
    for column in ("cards", "territories_inside", "territories_outside"):
        for _ in range(2):
            keys.type({"cards": "2", "territories_inside": "9", "territories_outside": "4"}[column])
            keys.press(Qt.Key.Key_Return)
    # every counted criterion ties: the die, as from the map
    assert dialog.preview.unresolved == (("Anna", "Bruno"),) and dialog.preview.score.needs == ("die",)
    assert dialog.error_label.text() == "Tie not broken (Anna = Bruno): enter the die each of them rolled."
    assert _decided(dialog)[:2] == ["dice needed: tie with Bruno", "dice needed: tie with Anna"]
    assert dialog.focusWidget() is dialog.sheet.cells[(0, "die")]
    keys.type("5")
    keys.press(Qt.Key.Key_Return)
    keys.type("3")
    keys.press(Qt.Key.Key_Return)
    assert not dialog.preview.unresolved
    assert dialog.preview.result.ranking[0].decided_by == "die"
    keys.press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert ResultOperations(context.require_session()).result(table) is not None


def test_bad_cells_are_marked_and_nothing_is_saved(qtbot: QtBot, context: AppContext, warnings: list[str]) -> None:
    dialog, table = _open(qtbot, context)
    keys = Keys(qtbot, dialog)
    _enter(keys, [("41", "12"), ("4x", "10"), ("40", "9"), ("8", "3")])
    cell = dialog.sheet.cells[(1, "objective_points")]
    assert dialog.preview is None and "#ffcdd2" in cell.styleSheet()
    assert cell.toolTip() and dialog.sheet.reason.text() == cell.toolTip()
    cell.setText("46")  # 5 points too many
    assert "169" in dialog.sheet.reason.text() and "#ffcdd2" in dialog.sheet.neutral.styleSheet()
    cell.setText("-1")
    assert "#ffcdd2" in cell.styleSheet()
    keys.press(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert ResultOperations(context.require_session()).result(table) is None
    assert len(warnings) == 1  # "Result not confirmed", with the reason
    cell.setText("41")
    dialog.sheet.cells[(3, "eliminated_order")].setText("1")  # Dario out of the game cannot keep 11 points
    assert "#ffcdd2" in dialog.sheet.cells[(3, "objective_points")].styleSheet()
    assert dialog.preview is None


def test_a_sheet_result_verified_on_the_map(qtbot: QtBot, context: AppContext, warnings: list[str]) -> None:
    from tests.results_data import PIN, final
    from tests.test_ui_results import TABLE_1, _enter_table_1

    dialog, table = _open(qtbot, context)
    keys = Keys(qtbot, dialog)
    _enter(keys, ROWS)
    keys.press(Qt.Key.Key_Return)
    assert ResultOperations(context.require_session()).result(table) is not None
    again = ResultDialog(context, table)
    qtbot.addWidget(again)
    assert again.by_sheet() and again.sheet.cells[(0, "objective_points")].text() == "41"
    again.modes.setCurrentIndex(1)  # the same table entered on the map, to verify it
    _enter_table_1(again, {"Anna": 2, "Carla": 5})
    assert again.preview is not None and "differs from the score sheet" in again.warning_label.text()
    assert "Anna" in again.warning_label.text()
    assert again.correct(PIN, "map checked against the sheet")
    result = ResultOperations(context.require_session()).result(table)
    assert result is not None and "neutral" in result.final_state
    assert [p["name"] for p in final(TABLE_1)["players"]] == [r["name"] for r in result.final_state["players"]]
