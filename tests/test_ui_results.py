from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QShortcut
from pytestqt.qtbot import QtBot

from referee_app.ops.changes import Changes
from referee_app.ops.results import ResultOperations
from referee_app.ui.context import AppContext
from referee_app.ui.result.dialog import ResultDialog, open_result_dialog
from referee_app.ui.result.models import NEUTRAL, PlayerColumn, TerritoryColumn
from referee_app.rules.table.actions import read_action
from tests.results_data import PIN, final, table_ids
from tests.ui_fixtures import Questions
from tests.ui_results_helpers import context, make_context, warnings  # noqa: F401 (fixtures)

TABLE_1 = ["Anna", "Bruno", "Carla", "Dario"]


def _dialog(qtbot: QtBot, context: AppContext, table: int) -> ResultDialog:
    dialog = ResultDialog(context, table)
    qtbot.addWidget(dialog)
    dialog.modes.setCurrentIndex(1)  # these tests enter the map; the sheet is tests/test_ui_result_sheet.py
    return dialog


def _type(dialog: ResultDialog, seat: int, text: str) -> None:
    dialog.entry_player.setCurrentIndex(dialog.entry_player.findData(seat))
    dialog.entry_text.setText(text)
    dialog.assign_typed()


def _enter_table_1(dialog: ResultDialog, dice: dict[str, int]) -> None:
    """Type the whole of tests/results_data.final(TABLE_1) through the per-player entry and the players grid."""
    entry = final(TABLE_1, dice)
    for seat, player in enumerate(entry["players"]):
        _type(dialog, seat, ", ".join(f"{t} {a}" for t, a in player["territories"].items()))
        row = dialog.players_model.index(seat, PlayerColumn.OBJECTIVE)
        dialog.players_model.setData(row, ", ".join(player["objective"]))
        if player["die"]:
            dialog.players_model.setData(row.siblingAtColumn(PlayerColumn.DIE), player["die"])


def test_entering_a_result_previews_and_confirms(qtbot: QtBot, context: AppContext,
                                                 warnings: list[str]) -> None:
    table = table_ids(context.require_session())[0]
    heard: list[Changes] = []
    context.opsChanged.connect(lambda changes, _initiator: heard.append(changes))
    dialog = _dialog(qtbot, context, table)
    assert [r["name"] for r in dialog.players_model.rows] == TABLE_1
    assert not dialog.confirm_button.isEnabled()
    assert "0 of 42" in dialog.tally_label.text()
    _enter_table_1(dialog, {})
    assert "42 of 42" in dialog.tally_label.text() and "164 of 164" in dialog.tally_label.text()
    # the tie of Anna and Carla needs dice: no confirmation yet
    assert "Anna = Carla" in dialog.error_label.text()
    assert not dialog.confirm_button.isEnabled()
    assert dialog.ranking.rowCount() == 4
    first = dialog.ranking.index(0, 5).data()
    assert dialog.ranking.index(0, 1).data() == "Bruno" and first == "points outside the objective"
    assert not dialog.confirm()  # the shortcut reaches confirm() even while the button is disabled
    assert warnings and "die" in warnings[-1]
    assert context.store.result(table) is None
    die = PlayerColumn.DIE
    dialog.players_model.setData(dialog.players_model.index(0, die), 2)
    dialog.players_model.setData(dialog.players_model.index(2, die), 5)
    assert dialog.error_label.text() == "" and dialog.confirm_button.isEnabled()
    qtbot.mouseClick(dialog.confirm_button, Qt.MouseButton.LeftButton)
    result = context.store.result(table)
    assert result is not None and [r["name"] for r in result["ranking"]] == ["Bruno", "Carla", "Anna", "Dario"]
    assert heard[-1].table(table) and heard[-1].standings and heard[-1].action is not None
    assert dialog.result() == dialog.DialogCode.Accepted


def test_keyboard_assigns_holders_in_the_grid(qtbot: QtBot, context: AppContext) -> None:
    dialog = _dialog(qtbot, context, table_ids(context.require_session())[0])
    dialog.show()
    grid = dialog.grid
    grid.setCurrentIndex(dialog.territories.index(0, TerritoryColumn.HOLDER))
    grid.setFocus()
    for key in ("2", "n", "4"):
        qtbot.keyClick(grid, key)
    assert dialog.territories.holder[:3] == [1, NEUTRAL, 3]
    assert dialog.territories.holdings(NEUTRAL) == {"Territori del Nord Ovest": 1}
    assert grid.currentIndex().row() == 3
    qtbot.keyClick(grid, Qt.Key.Key_Up)
    qtbot.keyClick(grid, Qt.Key.Key_Delete)
    assert dialog.territories.holder[2] is None


@pytest.mark.parametrize(("typed", "words"), [
    ("alaska 2, Alaska 3", "listed twice"),
    ("alaska 0", "at least 1 army"),
    ("Atlantide 2", "Atlantide"),
])
def test_bad_typed_territories_give_a_clear_message_and_change_nothing(
        qtbot: QtBot, context: AppContext, warnings: list[str], typed: str, words: str) -> None:
    table = table_ids(context.require_session())[0]
    dialog = _dialog(qtbot, context, table)
    _type(dialog, 0, typed)
    assert len(warnings) == 1 and words in warnings[0]
    assert dialog.territories.holder == [None] * 42
    assert dialog.entry_text.text() == typed  # kept so the referee can fix it
    assert context.store.actions(table) == []


def test_armies_zero_in_the_grid_blocks_confirmation_and_saves_nothing(qtbot: QtBot, context: AppContext,
                                                                      warnings: list[str]) -> None:
    table = table_ids(context.require_session())[0]
    dialog = _dialog(qtbot, context, table)
    _enter_table_1(dialog, {"Anna": 2, "Carla": 5})
    assert dialog.confirm_button.isEnabled()
    dialog.territories.setData(dialog.territories.index(0, TerritoryColumn.ARMIES), 0)
    assert "Anna" in dialog.error_label.text() and "Alaska" in dialog.error_label.text()
    assert "at least 1 army" in dialog.error_label.text()
    assert not dialog.confirm_button.isEnabled()
    assert not dialog.confirm()
    assert "at least 1 army" in warnings[-1]
    assert context.store.actions(table) == []


def test_a_territory_given_to_nobody_is_named(qtbot: QtBot, context: AppContext) -> None:
    dialog = _dialog(qtbot, context, table_ids(context.require_session())[0])
    _enter_table_1(dialog, {"Anna": 2, "Carla": 5})
    dialog.territories.setData(dialog.territories.index(dialog.territories.names.index("Egitto"),
                                                        TerritoryColumn.HOLDER), None)
    assert "Egitto" in dialog.error_label.text() and "41 of 42" in dialog.tally_label.text()


def test_confirmed_table_is_corrected_only_with_the_pin(qtbot: QtBot, context: AppContext,
                                                        warnings: list[str]) -> None:
    session = context.require_session()
    table = table_ids(session)[0]
    ResultOperations(session).confirm(table, final(TABLE_1, {"Anna": 2, "Carla": 5}))
    dialog = _dialog(qtbot, context, table)
    assert dialog.confirm_button.isHidden() and not dialog.correct_button.isHidden()
    assert dialog.players_model.rows[0]["die"] == 2  # the confirmed final state is loaded
    dialog.players_model.setData(dialog.players_model.index(0, PlayerColumn.DIE), 6)
    assert not dialog.correct(pin="000000", reason="dadi letti male")
    assert "PIN" in warnings[-1]
    assert len(context.store.result_history(table)) == 1
    assert dialog.correct(pin=PIN, reason="dadi letti male")
    result = context.store.result(table)
    assert result is not None and [r["name"] for r in result["ranking"]][:2] == ["Bruno", "Anna"]
    again = _dialog(qtbot, context, table)
    assert "dadi letti male" in again.history_label.text() and "Carla 7.12" in again.history_label.text()


def test_open_result_dialog_starts_from_the_log(qtbot: QtBot, context: AppContext) -> None:
    session = context.require_session()
    table = table_ids(session)[1]
    session.record(table, read_action("elimination", {"player": "Ugo"}))
    dialog = open_result_dialog(context, table)
    qtbot.addWidget(dialog)
    assert dialog.isVisible()
    rows = dialog.players_model.rows
    assert (rows[3]["status"], rows[3]["eliminated_order"]) == ("eliminated", 1)
    assert dialog.players_model.index(3, PlayerColumn.STATUS).data() == "eliminated"


def test_saving_without_confirming_logs_the_final_state(qtbot: QtBot, context: AppContext,
                                                        warnings: list[str]) -> None:
    table = table_ids(context.require_session())[0]
    dialog = _dialog(qtbot, context, table)
    assert not dialog.save()  # nothing entered: refused, nothing written
    assert warnings and context.store.actions(table) == []
    _enter_table_1(dialog, {})
    assert dialog.save_button.isEnabled() and not dialog.confirm_button.isEnabled()  # the dice are missing
    assert dialog.save()
    assert [a.kind for a in context.store.actions(table)] == ["final_state"]
    again = _dialog(qtbot, context, table)  # the next opening starts from the saved state
    assert again.territories.holdings(0) == dialog.territories.holdings(0)
    assert "Anna = Carla" in again.error_label.text()


def test_error_fields_are_named_in_words(qtbot: QtBot, context: AppContext) -> None:
    dialog = _dialog(qtbot, context, table_ids(context.require_session())[0])
    assert dialog.where("players[1].territories.Alaska", "bad") == "Bruno › territories › Alaska: bad"
    assert dialog.where("players[3].die", "bad") == "Dario › die: bad"
    assert dialog.where("neutral", "bad") == "neutral: bad"
    assert dialog.where("", "bad") == "bad"


def test_confirming_a_table_still_in_play_asks_first(qtbot: QtBot, context: AppContext, questions: Questions) -> None:
    table = table_ids(context.require_session())[0]
    dialog = _dialog(qtbot, context, table)
    _enter_table_1(dialog, {"Anna": 2, "Carla": 5})
    assert dialog.confirm_button.isEnabled()
    questions.answer = False
    assert not dialog.confirm() and context.store.result(table) is None  # cancelled: nothing confirmed
    title, what, action = questions.asked[-1]
    assert what.startswith("Table 1 has not ended") and "only the head referee" in what
    assert action == "Confirm the result"
    questions.answer = True
    assert dialog.confirm() and context.store.result(table) is not None
    shortcuts = [s.key().toString() for s in dialog.findChildren(QShortcut)]
    assert "Ctrl+Return" not in shortcuts  # that key ends a turn on the table page


def test_the_result_dialog_fits_a_1366_desk_with_its_frame(qtbot: QtBot) -> None:
    """At 1366x768 the window manager adds a frame: the dialog's own size leaves room for it, so the close
    button and the right column stay on screen (it was 1340 wide, 1378 with openbox's frame)."""
    from PySide6.QtWidgets import QWidget

    from referee_app.ui.result.dialog import fitted

    widget = QWidget()
    qtbot.addWidget(widget)
    free = widget.screen().availableGeometry().size()
    size = fitted(widget, 1340, 740)
    assert size.width() <= free.width() - 48 and size.height() <= free.height() - 64
    assert size.width() == min(1340, free.width() - 48)
