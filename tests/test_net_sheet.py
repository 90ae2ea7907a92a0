"""A floor referee's result from the score sheet, end to end: the same sheet typed in the window's sheet mode
and sent from a phone (the body the referee page's script builds: rows of cells as typed, the neutral points,
RisiKo!) confirms the same result, statuses from the table's log included (a withdrawn player stays
withdrawn, an eliminated one needs the order cell as at the desk)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.ops.table_ops import TableOperations
from referee_app.store.store import Store
from referee_app.ui.result.dialog import ResultDialog
from referee_app.ui.result.models import RankingColumn
from referee_app.rules.table.actions import ClockStart, Elimination, Withdrawal
from tests.net_helpers import served
from tests.results_data import table_ids
from tests.ui_results_helpers import make_context

# Anna and Bruno tie on both points columns: the armies inside the objective decide. Carla withdrew, Dario was
# eliminated first; the neutral territories hold the rest of the 164 points.
SHEET = [{"objective_points": "41", "outside_points": "12", "armies_inside": "20"},
         {"objective_points": "41", "outside_points": "12", "armies_inside": "18"},
         {"objective_points": "30", "outside_points": "9"},
         {"objective_points": "0", "outside_points": "0", "eliminated_order": "1"}]
NEUTRAL = "19"


def _played(session: Session) -> int:
    table = table_ids(session)[0]
    ops = TableOperations(session, table)
    ops.act(ClockStart())
    ops.act(Elimination("Dario"))
    ops.act(Withdrawal("Carla"))
    return table


def _ranking(result: Any) -> list[tuple[str, int, float, str | None]]:
    return [(r.name, r.place, r.points, r.decided_by) for r in result.ranking]


def test_a_phones_score_sheet_confirms_what_the_desk_would(qtbot: QtBot, tmp_path: Path) -> None:
    (tmp_path / "desk").mkdir()
    desk = make_context(tmp_path / "desk")
    table = _played(desk.require_session())
    dialog = ResultDialog(desk, table)
    qtbot.addWidget(dialog)
    assert dialog.by_sheet()
    for row, cells in enumerate(SHEET):
        for key, text in cells.items():
            dialog.sheet.cells[(row, key)].setText(text)
    dialog.sheet.neutral.setText(NEUTRAL)
    dialog.refresh_preview()
    desk_words = [dialog.ranking.index(row, RankingColumn.DECIDED_BY).data() for row in range(4)]
    assert dialog.confirm()
    at_desk = ResultOperations(desk.require_session()).result(table)
    desk.store.close(backup=False)

    phone_db = tmp_path / "phone" / "t.db"
    phone_db.parent.mkdir()
    phone = make_context(phone_db.parent)
    _played(phone.require_session())
    phone.store.close(backup=False)
    with served(phone_db) as hall:
        token = hall.token("Luca")
        body = {"action": "confirm_result", "sheet": {"rows": SHEET, "neutral_points": NEUTRAL, "risiko": None}}
        preview = hall.post(1, body, token, "preview")
        english = hall.post(1, body, token, "preview?lang=en").json()
        reply = hall.post(1, body, token)
    assert preview.status == 200 and reply.status == 200, (preview.body, reply.body)
    with Store.open(phone_db) as store:
        from_phone = ResultOperations(Session(store, store.events()[-1].id)).result(table)

    assert at_desk is not None and from_phone is not None
    assert _ranking(from_phone) == _ranking(at_desk)
    assert _ranking(at_desk)[0] == ("Anna", 1, 12.41, "armies_inside")
    assert [r["name"] for r in preview.json()["ranking"]] == ["Anna", "Bruno", "Carla", "Dario"]
    # the phone's preview names what decided each place, in the desk's words, and writes points as the sheet
    assert [r["decided"] for r in english["ranking"]] == desk_words
    assert desk_words[0] == "armies in the objective"
    assert [(r["points_text"], r["decided"]) for r in preview.json()["ranking"]][:2] == [
        ("12.41", "armate nell'obiettivo"), ("7.41", "punti obiettivo")]
    assert from_phone.final_state == at_desk.final_state
    assert [p["status"] for p in from_phone.final_state["players"]] == ["active", "active", "withdrawn", "eliminated"]


def test_a_bad_sheet_is_refused_naming_the_cell(tmp_path: Path) -> None:
    context_dir = tmp_path / "db"
    context_dir.mkdir()
    from tests.results_data import make_session

    session = make_session(context_dir / "t.db")
    _played(session)
    session.store.close(backup=False)
    with served(context_dir / "t.db") as hall:
        token = hall.token("Luca")
        rows = [dict(r) for r in SHEET]
        rows[1]["outside_points"] = "dodici"
        bad = hall.post(1, {"action": "confirm_result", "sheet": {"rows": rows, "neutral_points": NEUTRAL}}, token)
        short = hall.post(1, {"action": "confirm_result", "sheet": {"rows": rows[:3]}}, token)
        stranger = hall.post(1, {"action": "confirm_result", "sheet": {"rows": SHEET, "risiko": "Zeno"}}, token)
        tied = [dict(r) for r in SHEET]
        tied[1]["armies_inside"] = tied[0]["armies_inside"]
        untied = hall.post(1, {"action": "confirm_result", "sheet": {"rows": tied, "neutral_points": NEUTRAL}}, token)
        tied_preview = hall.post(1, {"action": "confirm_result", "sheet": {"rows": tied, "neutral_points": NEUTRAL}},
                                 token, "preview").json()
    assert bad.status == 400 and "players[1].sheet.outside_points" in bad.json()["error"]
    assert short.status == 400 and "sheet.rows" in short.json()["error"]
    assert stranger.status == 400 and "sheet.risiko" in stranger.json()["error"]
    # the same refusals told to the referee holding the phone, in Italian (the page's default language)
    assert bad.json()["message"] == "«dodici» non è un numero intero"
    assert short.json() == {"error": "sheet.rows: one row per player in seat order: 4 rows",
                            "message": "Il foglio ha una riga per giocatore, in ordine di posto: 4 righe"}
    assert stranger.json() == {"error": "sheet.risiko: 'Zeno' is not seated at this table",
                               "message": "Zeno non siede a questo tavolo"}
    assert untied.json() == {"error": "players.die: tie not broken (Anna = Bruno): fill in armies_outside",
                             "message": "Parità non risolta (Anna = Bruno): compila Armate fuori"}
    # previewed first, the tie says what it needs on its rows and above them in the same words
    assert [r["decided"] for r in tied_preview["ranking"][:2]] == [
        "inserisci «armate fuori obiettivo»: pari con Bruno", "inserisci «armate fuori obiettivo»: pari con Anna"]
    assert tied_preview["ties"] == [
        "Parità non risolta (Anna = Bruno): inserisci «armate fuori obiettivo» dal foglio segnapunti."]
    assert tied_preview["unresolved"] == [["Anna", "Bruno"]]
