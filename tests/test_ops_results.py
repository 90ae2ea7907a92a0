from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.store.errors import PinNeeded, TableClosed, WrongPin
from referee_app.rules.table.actions import read_action
from tests.results_data import PIN, final, make_session, table_ids


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    s = make_session(tmp_path / "t.db")
    yield s
    s.store.close(backup=False)


def _log_kinds(session: Session, table_id: int) -> list[str]:
    return [a.kind for a in session.store.actions(table_id)]


def test_tie_decided_by_outside_points_and_unresolved_tie(session: Session) -> None:
    ops = ResultOperations(session)
    table = table_ids(session)[0]
    preview = ops.preview(table, final(["Anna", "Bruno", "Carla", "Dario"]))
    rows = {r["name"]: r for r in preview.result.to_json()["ranking"]}
    # all four hold 12 objective points: Bruno is first on outside points
    assert rows["Bruno"]["place"] == 1 and rows["Bruno"]["decided_by"] == "outside_points"
    assert rows["Bruno"]["points"] == 12.12
    # Anna and Carla are equal on every criterion: a shared place, the mean of 7 and 5, until the dice
    assert rows["Anna"]["place"] == rows["Carla"]["place"] == 2
    assert rows["Anna"]["points"] == rows["Carla"]["points"] == 6.12
    assert rows["Dario"]["place"] == 4 and rows["Dario"]["points"] == 3.12
    assert preview.unresolved == (("Anna", "Carla"),) and not preview.can_confirm
    assert preview.result.to_json()["check"]["total_value"] == 164
    with pytest.raises(InputError, match="Anna = Carla"):
        ops.confirm(table, final(["Anna", "Bruno", "Carla", "Dario"]))
    assert session.store.result(table) is None
    assert "final_state" not in _log_kinds(session, table)


def test_confirm_with_dice_stores_final_state_and_ranking(session: Session) -> None:
    ops = ResultOperations(session)
    table = table_ids(session)[0]
    ops.confirm(table, final(["Anna", "Bruno", "Carla", "Dario"], dice={"Anna": 2, "Carla": 5}))
    result = session.store.result(table)
    assert result is not None
    assert [r["name"] for r in result["ranking"]] == ["Bruno", "Carla", "Anna", "Dario"]
    assert [r["points"] for r in result["ranking"]] == [12.12, 7.12, 5.12, 3.12]
    assert result["ranking"][1]["decided_by"] == "die"
    assert result["final_state"]["players"][0]["territories"]["Perù"] == 1
    assert (result["round"], result["table"], result["ruleset"]) == (1, 1, "marsala-2011")
    assert _log_kinds(session, table) == ["final_state", "result_confirmed"]
    assert session.table_state(table).result == result
    # a confirmed table takes no second confirmation and no undo
    with pytest.raises(TableClosed):
        ops.confirm(table, final(["Anna", "Bruno", "Carla", "Dario"], dice={"Anna": 2, "Carla": 5}))
    with pytest.raises(TableClosed):
        session.undo(table)
    assert ops.draft(table) == result["final_state"]


def test_correction_needs_the_head_referee_pin_and_a_reason(session: Session) -> None:
    ops = ResultOperations(session)
    table = table_ids(session)[0]
    ops.confirm(table, final(["Anna", "Bruno", "Carla", "Dario"], dice={"Anna": 2, "Carla": 5}))
    fixed = final(["Anna", "Bruno", "Carla", "Dario"], dice={"Anna": 6, "Carla": 5})
    with pytest.raises(WrongPin):
        ops.correct(table, fixed, "999900", "dice read wrong")
    with pytest.raises(InputError, match="reason"):
        ops.correct(table, fixed, PIN, "  ")
    assert len(ops.history(table)) == 1
    ops.correct(table, fixed, PIN, "dice read wrong")
    result = ops.result(table)
    assert result is not None and [r["name"] for r in result.to_json()["ranking"]][:2] == ["Bruno", "Anna"]
    history = ops.history(table)
    assert [h.kind for h in history] == ["result_confirmed", "correction"]
    assert history[0].superseded_by == history[1].seq and history[1].reason == "dice read wrong"
    assert [r["name"] for r in history[0].result.to_json()["ranking"]][:2] == ["Bruno", "Carla"]


def test_draft_takes_statuses_and_elimination_order_from_the_log(session: Session) -> None:
    ops = ResultOperations(session)
    table = table_ids(session)[1]
    session.record(table, read_action("elimination", {"player": "Ugo"}))
    session.record(table, read_action("elimination", {"player": "Fabio"}))
    session.record(table, read_action("exclusion", {"player": "Gina"}))
    draft = ops.draft(table)
    by_name = {p["name"]: p for p in draft["players"]}
    assert [p["name"] for p in draft["players"]] == ["Elena", "Fabio", "Gina", "Ugo"]
    assert (by_name["Ugo"]["status"], by_name["Ugo"]["eliminated_order"]) == ("eliminated", 1)
    assert (by_name["Fabio"]["status"], by_name["Fabio"]["eliminated_order"]) == ("eliminated", 2)
    assert (by_name["Gina"]["status"], by_name["Gina"]["eliminated_order"]) == ("excluded", None)
    assert by_name["Elena"]["status"] == "active" and draft["risiko"] is None


def test_draft_knows_the_risiko_player(session: Session) -> None:
    ops = ResultOperations(session)
    table = table_ids(session)[1]
    session.record(table, read_action("turn_end", {"player": "Gina", "objective": True}))
    assert ops.draft(table)["risiko"] == "Gina"


def test_eliminated_players_take_their_order_in_points(session: Session) -> None:
    ops = ResultOperations(session)
    table = table_ids(session)[1]
    entry = final(["Elena", "Fabio", "Gina", "Ugo"])
    elena, fabio, gina, ugo = entry["players"]
    elena["territories"].update(ugo["territories"])
    gina["territories"].update(fabio["territories"])
    for order, player in ((1, ugo), (2, fabio)):
        player.update(status="eliminated", eliminated_order=order, territories={}, objective=None)
    rows = {r["name"]: r for r in ops.preview(table, entry).result.to_json()["ranking"]}
    assert [rows[n]["place"] for n in ("Elena", "Gina", "Fabio", "Ugo")] == [1, 2, 3, 4]
    assert rows["Fabio"]["points"] == 2 and rows["Ugo"]["points"] == 1
    assert rows["Fabio"]["decided_by"] == "elimination"


@pytest.mark.parametrize(("change", "field", "words"), [
    (lambda e: e["players"][1]["territories"].update({"perù": 2}), "territories", "listed twice|already held"),
    (lambda e: e["players"][0]["territories"].update({"Alaska": 0}), "Alaska", "at least 1 army"),
    (lambda e: e["players"][0]["territories"].update({"Atlantide": 1}), "Atlantide", "unknown|Atlantide"),
    (lambda e: e["players"][2]["territories"].pop("Egitto"), "neutral", "held by nobody: Egitto"),
    (lambda e: e["players"].reverse(), "players", "seat order"),
    (lambda e: e["players"][0].update(die=7), "die", "1..6"),
])
def test_bad_final_state_is_refused_and_nothing_is_written(session: Session, change: object, field: str,
                                                           words: str) -> None:
    ops = ResultOperations(session)
    table = table_ids(session)[0]
    entry = final(["Anna", "Bruno", "Carla", "Dario"], dice={"Anna": 2, "Carla": 5})
    change(entry)  # type: ignore[operator]
    with pytest.raises(InputError, match=words) as info:
        ops.confirm(table, entry)
    assert field in info.value.field or field in str(info.value)
    assert session.store.actions(table) == []


def test_tally_counts_territories_and_points_before_the_engine_accepts(session: Session) -> None:
    ops = ResultOperations(session)
    entry = final(["Anna", "Bruno", "Carla", "Dario"])
    entry["players"][2]["territories"].pop("Egitto")
    entry["players"][3]["territories"]["alaska"] = 2
    tally = ops.tally(entry)
    assert (tally.assigned, tally.territories, tally.points, tally.board_total) == (41, 42, 160, 164)
    assert tally.twice == ("Alaska",)


def test_missing_results_and_deck(session: Session) -> None:
    ops = ResultOperations(session)
    first, second = table_ids(session)
    assert [m.table_number for m in ops.missing()] == [1, 2]
    ops.confirm(first, final(["Anna", "Bruno", "Carla", "Dario"], dice={"Anna": 2, "Carla": 5}))
    missing = ops.missing()
    assert [(m.round_number, m.table_number, m.players) for m in missing] == \
        [(1, 2, ("Elena", "Fabio", "Gina", "Ugo"))]
    assert ops.deck() is None
    entry = final(["Elena", "Fabio", "Gina", "Ugo"], dice={"Elena": 2, "Gina": 5})
    entry["players"][0]["objective"] = "Carta 1"
    with pytest.raises(InputError, match="no deck"):
        ops.preview(second, entry)
    with pytest.raises(PinNeeded):  # a result was confirmed under no deck: changing it takes the PIN
        ops.set_deck({"Carta 1": ["alaska", "ontario", "perù", "cina"]})
    ops.set_deck({"Carta 1": ["alaska", "ontario", "perù", "cina"]}, PIN)
    assert ops.preview(second, entry).final["players"][0]["objective"] == "Carta 1"
    with pytest.raises(InputError, match="unknown objective card"):
        entry["players"][0]["objective"] = "Carta 9"
        ops.preview(second, entry)


def test_point_deductions_lower_the_points_not_the_place(tmp_path: Path) -> None:
    session = make_session(tmp_path / "n.db", "nostra-passione-2018")
    ops = ResultOperations(session)
    table = table_ids(session)[0]
    session.record(table, read_action("penalty", {"kind": "free_sanction", "player": "Bruno", "reason": "insulti",
                                      "points": 2}))
    rows = {r["name"]: r for r in ops.preview(table, final(["Anna", "Bruno", "Carla", "Dario"],
                                                            dice={"Anna": 2, "Carla": 5})).result.to_json()["ranking"]}
    assert rows["Bruno"]["place"] == 1
    assert (rows["Bruno"]["table_points"], rows["Bruno"]["deducted"], rows["Bruno"]["points"]) == (12, 2, 10)
    session.store.close(backup=False)


def test_parse_holdings_reads_loose_names_and_armies(session: Session) -> None:
    from referee_app.ops.results import objective_from_text, parse_holdings
    board = session.board
    assert parse_holdings("alaska 3, PERU; cita 2,  ", board) == {"Alaska": 3, "Perù": 1, "Čita": 2}
    assert parse_holdings("", board) == {}
    with pytest.raises(InputError, match="listed twice") as info:
        parse_holdings("alaska 3, Alaska", board)
    assert info.value.field == "territories[1]"
    with pytest.raises(InputError, match="at least 1 army"):
        parse_holdings("alaska 0", board)
    with pytest.raises(InputError, match="Atlantide"):
        parse_holdings("Atlantide 2", board)
    assert objective_from_text("alaska, perù", None) == ["alaska", "perù"]
    assert objective_from_text("Carta 1", ResultOperations(session).deck()) == ["Carta 1"]
    assert objective_from_text("  ", None) is None


def test_confirmation_is_one_transaction(session: Session, monkeypatch: pytest.MonkeyPatch) -> None:
    """The final state and the confirmation are written together: a failure writing the second leaves
    neither (it was two transactions, and a crash between them left a final state without its result)."""
    from referee_app.store import log  # noqa: PLC0415

    ops = ResultOperations(session)
    table = table_ids(session)[0]
    write = log.write_entry

    def failing(db, table_id, origin, kind, *rest):  # type: ignore[no-untyped-def]
        if kind == "result_confirmed":
            raise OSError("disk full")
        return write(db, table_id, origin, kind, *rest)

    monkeypatch.setattr(log, "write_entry", failing)
    with pytest.raises(OSError):
        ops.confirm(table, final(["Anna", "Bruno", "Carla", "Dario"], dice={"Anna": 2, "Carla": 5}))
    assert _log_kinds(session, table) == [] and ops.result(table) is None
    monkeypatch.setattr(log, "write_entry", write)
    ops.confirm(table, final(["Anna", "Bruno", "Carla", "Dario"], dice={"Anna": 2, "Carla": 5}))
    assert _log_kinds(session, table) == ["final_state", "result_confirmed"]
    result = ops.result(table)
    assert result is not None and result.by_place()[0].name == "Bruno" and result.check is not None
