from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from referee_app.ops.changes import Changes
from referee_app.ops.results import ResultOperations
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.rules.standings import PhaseStatus
from referee_app.ui.standings.page import CUT_NAMES_SHOWN, StandingsColumn, StandingsPage, cut_texts
from referee_app.ui.result.dialog import ResultDialog
from referee_app.texts import t
from referee_app.ui.result.models import PlayerColumn
from referee_app.texts.numbers import points_text
from referee_app.ui.window.settings import Settings
from tests.results_data import PIN, final, table_ids
from tests.ui_fixtures import PinRequests
from tests.ui_results_helpers import context, make_context, warnings  # noqa: F401 (fixtures)


def _page(qtbot: QtBot, context: AppContext) -> StandingsPage:
    page = StandingsPage(context)
    qtbot.addWidget(page)
    return page


def _column(page: StandingsPage, column: StandingsColumn) -> list[str]:
    return [str(page.model.index(r, column).data()) for r in range(page.model.rowCount())]


def test_empty_page_without_event(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "empty.db")
    context = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    page = _page(qtbot, context)
    assert page.model.rowCount() == 0 and "event" in page.hint.text()
    assert not page.save_dice()
    store.close(backup=False)


def test_confirming_in_the_dialog_refreshes_the_standings(qtbot: QtBot, context: AppContext) -> None:
    page = _page(qtbot, context)
    assert page.model.rowCount() == 0 and not page.hint.isHidden()
    assert page.missing_model.rowCount() == 2
    first, _ = table_ids(context.require_session())
    dialog = ResultDialog(context, first, page)
    qtbot.addWidget(dialog)
    dialog.load(final(["Anna", "Bruno", "Carla", "Dario"], {"Anna": 2, "Carla": 5}))
    dialog.refresh_preview()
    assert dialog.confirm()
    assert _column(page, StandingsColumn.NAME) == ["Bruno", "Carla", "Anna", "Dario"]
    assert _column(page, StandingsColumn.TOTAL) == ["12.12", "7.12", "5.12", "3.12"]
    assert _column(page, StandingsColumn.CLUB)[0] == "Club B"
    assert _column(page, StandingsColumn.DECIDED_BY)[:3] == ["total"] * 3
    assert page.missing_model.rowCount() == 1
    assert "table 2" in page.missing_model.index(0, 0).data()
    # the marsala final: the line runs under the 4th place
    assert "1-4" in page.cut_label.text()
    assert page.model.cut_below == set()  # 4 players only: no line under the last row


def _tied_page(qtbot: QtBot, context: AppContext) -> StandingsPage:
    """Both tables confirmed with the same game: Bruno and Fabio share the first place until the dice."""
    session = context.require_session()
    ops = ResultOperations(session)
    first, second = table_ids(session)
    ops.confirm(first, final(["Anna", "Bruno", "Carla", "Dario"], {"Anna": 2, "Carla": 5}))
    ops.confirm(second, final(["Elena", "Fabio", "Gina", "Ugo"], {"Elena": 2, "Gina": 5}))
    page = _page(qtbot, context)
    context.changed(Changes(standings=True))
    return page


def test_ties_take_dice_from_the_page(qtbot: QtBot, context: AppContext, warnings: list[str]) -> None:
    page = _tied_page(qtbot, context)
    # Bruno and Fabio have the same game: a shared first place until the dice
    assert _column(page, StandingsColumn.RANK)[:2] == ["1", "1"]
    assert set(page.dice_boxes) == {"Bruno", "Fabio", "Carla", "Gina", "Anna", "Elena", "Dario", "Ugo"}
    assert page.model.cut_below == {3}
    assert "dice needed" not in page.cut_label.text()  # the pairs 1-2 and 3-4 sit inside the cut
    # no die entered: a clear message, nothing saved
    assert not page.save_dice()
    assert warnings and "no die" in warnings[-1]
    page.dice_boxes["Bruno"].setValue(3)
    page.dice_boxes["Fabio"].setValue(5)
    assert page.save_dice()
    assert _column(page, StandingsColumn.NAME)[:2] == ["Fabio", "Bruno"]
    assert _column(page, StandingsColumn.DECIDED_BY)[0] == "die"
    assert "Bruno" not in page.dice_boxes


def _cut(tied: int) -> PhaseStatus:
    names = tuple(f"Giocatore {n}" for n in range(1, tied + 1))
    return PhaseStatus(name="semifinal", round=4, places=(1, 16), state="pending", qualified=(),
                       unresolved=names, bands=(), winners=())


def test_the_cut_line_names_a_few_tied_players_and_counts_the_rest() -> None:
    line, tip = cut_texts(_cut(CUT_NAMES_SHOWN), "Semifinal")
    assert line.count("Giocatore") == CUT_NAMES_SHOWN and tip == ""
    # a first round can tie a hundred players across the line: the line names five and counts the others,
    # its tip names them all (the dice form below has a box for each)
    line, tip = cut_texts(_cut(150), "Semifinal")
    assert line.count("Giocatore") == CUT_NAMES_SHOWN - 1 and "Giocatore 5," not in line
    assert line.endswith("Giocatore 5 and 145 more")
    assert tip.count("Giocatore") == 150 and "Giocatore 150" in tip
    assert cut_texts(_cut(0), "Semifinal")[0] == t("standings.red_line_places_play", 1, 16, "Semifinal")


def test_team_standings_show_for_nostra_passione(qtbot: QtBot, tmp_path: Path) -> None:
    teams = {"Anna": "Rossi", "Bruno": "Verdi", "Carla": "Rossi", "Dario": "Verdi",
             "Elena": "Bianchi", "Fabio": "Neri", "Gina": "Bianchi", "Ugo": "Neri"}
    context = make_context(tmp_path, "nostra-passione-2018", teams)
    session = context.require_session()
    ops = ResultOperations(session)
    first, second = table_ids(session)
    ops.confirm(first, final(["Anna", "Bruno", "Carla", "Dario"], {"Anna": 2, "Carla": 5}))
    page = _page(qtbot, context)
    assert not page.team_box.isHidden()
    assert page.team_model.rowCount() == 4
    totals = {page.team_model.index(r, 1).data(): page.team_model.index(r, 2).data() for r in range(4)}
    assert totals["Verdi"] == "15" and totals["Rossi"] == "15" and totals["Neri"] == "0"
    context.store.close(backup=False)


def test_result_dialog_opens_from_the_missing_list(qtbot: QtBot, context: AppContext) -> None:
    page = _page(qtbot, context)
    page.missing_view.setCurrentIndex(page.missing_model.index(1, 0))
    page.enter_button.click()
    dialogs = list(page.findChildren(ResultDialog))
    assert len(dialogs) == 1
    dialog = dialogs[0]
    assert [r["name"] for r in dialog.players_model.rows] == ["Elena", "Fabio", "Gina", "Ugo"]
    assert dialog.players_model.index(0, PlayerColumn.NAME).data() == "Elena"
    dialog.close()


def test_marsala_page_hides_teams(qtbot: QtBot, context: AppContext) -> None:
    assert _page(qtbot, context).team_box.isHidden()


def test_a_season_shows_the_what_if_column(qtbot: QtBot, tmp_path: Path) -> None:
    """The engine's what-if (rules/what_if.py) in words: through, out, the total that makes a player sure."""
    from referee_app.rules.ruleset import builtin
    from tests.test_club_season import _evening

    store = Store.open(tmp_path / "season.db")
    event = store.create_event("Campionato", "2026-11-22", "Marsala", builtin("campionato"), "123400")
    for i in range(1, 15):
        store.add_player(event, f"Giocatore {i:03d}", club=f"Club {i % 5}")
    context = AppContext(store, Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)))
    context.open_event(event)
    for rnd in range(1, 9):
        _evening(context.require_session(), rnd)
    page = _page(qtbot, context)
    page.refresh()
    assert not page.view.isColumnHidden(StandingsColumn.WHAT_IF)
    cells = dict(zip(_column(page, StandingsColumn.NAME), _column(page, StandingsColumn.WHAT_IF), strict=True))
    outlook = page.outlook
    assert outlook["Giocatore 009"].status == "through" and cells["Giocatore 009"] != ""
    assert cells["Giocatore 014"] != cells["Giocatore 009"]
    opens = [w for w in outlook.values() if w.status == "open"]
    for w in opens:  # the total that makes him sure, or (when even his best cannot) that it depends on others
        if w.can_be_sure:
            assert str(int(w.needs_above or 0)) in cells[w.name] and str(int(w.best_total)) in cells[w.name]
        else:
            assert cells[w.name] == t("standings.what_if_depends", points_text(w.best_total))
    assert any(w.can_be_sure for w in opens) and not all(w.can_be_sure for w in opens)
    store.close(backup=False)


def test_changing_a_roll_in_force_asks_the_head_referees_pin(qtbot: QtBot, context: AppContext,
                                                             pin_requests: PinRequests) -> None:
    page = _tied_page(qtbot, context)
    page.dice_boxes["Bruno"].setValue(3)
    page.dice_boxes["Fabio"].setValue(3)
    assert page.save_dice() and pin_requests.asked == []  # a first roll is only recorded
    assert page.dice_boxes["Bruno"].value() == 3  # the same roll: still tied, the boxes stay
    page.dice_boxes["Bruno"].setValue(5)
    assert not page.save_dice()  # asked, cancelled: nothing saved
    assert pin_requests.asked == [t("standings.dice_for_ties")]
    assert _column(page, StandingsColumn.RANK)[:2] == ["1", "1"]
    pin_requests.answer = PIN
    assert page.save_dice()
    assert _column(page, StandingsColumn.NAME)[0] == "Bruno" and _column(page, StandingsColumn.RANK)[:2] == ["1", "2"]
