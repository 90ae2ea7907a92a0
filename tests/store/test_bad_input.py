"""Every entry point refuses bad input with InputError (naming the field) and writes nothing."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.rules.board import classic_board
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store import Store
from referee_app.store.csv_import import parse_players_csv
from tests.store.helpers import PIN, make_event, snapshot

Ctx = dict[str, Any]
RULES = builtin("marsala-2011")


@pytest.fixture()
def world(tmp_path: Path) -> tuple[Store, Ctx]:
    store = Store.open(tmp_path / "t.db")
    event, pids, rnd, table = make_event(store, players=10)
    other_event = store.create_event("Altro", "2026-02-02", "", RULES, "111100")
    stranger = store.add_player(other_event, "Estraneo")
    confirmed = store.add_table(rnd, 2, [(pids[4], "rosso"), (pids[5], "blu"), (pids[6], "nero")])
    store.confirm_result(confirmed, {"ranking": ["a"]}, "Anna")
    store.append(table, "roll", {"n": 1}, "Anna")
    ctx = {"event": event, "pids": pids, "round": rnd, "table": table, "stranger": stranger,
           "confirmed": confirmed}
    yield store, ctx
    store.close(backup=False)


class Odd:
    pass


CASES: dict[str, tuple[str, Callable[[Store, Ctx], Any]]] = {
    # create_event
    "event empty name": ("name", lambda s, c: s.create_event("  ", "2026-01-01", "", RULES, PIN)),
    "event name not text": ("name", lambda s, c: s.create_event(5, "2026-01-01", "", RULES, PIN)),
    "event bad date": ("date", lambda s, c: s.create_event("E", "2026-13-01", "", RULES, PIN)),
    "event datetime": ("date", lambda s, c: s.create_event("E", dt.datetime(2026, 1, 1), "", RULES, PIN)),
    "event venue not text": ("venue", lambda s, c: s.create_event("E", "2026-01-01", 3, RULES, PIN)),
    "event ruleset id": ("ruleset", lambda s, c: s.create_event("E", "2026-01-01", "", "raduno", PIN)),
    "event board dict": ("board", lambda s, c: s.create_event("E", "2026-01-01", "", RULES, PIN,
                                                              classic_board().to_dict())),
    "event short pin": ("head_pin", lambda s, c: s.create_event("E", "2026-01-01", "", RULES, "12")),
    "event pin spaces": ("head_pin", lambda s, c: s.create_event("E", "2026-01-01", "", RULES, " 1234")),
    "event pin number": ("head_pin", lambda s, c: s.create_event("E", "2026-01-01", "", RULES, 1234)),
    # players
    "player no event": ("event_id", lambda s, c: s.add_player(999, "X")),
    "player event str": ("event_id", lambda s, c: s.add_player("1", "X")),
    "player empty name": ("name", lambda s, c: s.add_player(c["event"], "")),
    "player band zero": ("band", lambda s, c: s.add_player(c["event"], "X", band=0)),
    "player band text": ("band", lambda s, c: s.add_player(c["event"], "X", band="1")),
    "player band bool": ("band", lambda s, c: s.add_player(c["event"], "X", band=True)),
    "player present text": ("present", lambda s, c: s.add_player(c["event"], "X", present="yes")),
    "player long club": ("club", lambda s, c: s.add_player(c["event"], "X", club="c" * 201)),
    "present no player": ("player_id", lambda s, c: s.set_present(999, False)),
    "present not bool": ("present", lambda s, c: s.set_present(c["pids"][0], 0)),
    "csv not bytes": ("csv", lambda s, c: parse_players_csv(42)),
    # rounds and tables
    "round no event": ("event_id", lambda s, c: s.add_round(999, 2)),
    "round zero": ("number", lambda s, c: s.add_round(c["event"], 0)),
    "round repeated": ("number", lambda s, c: s.add_round(c["event"], 1)),
    "round bad phase": ("phase", lambda s, c: s.add_round(c["event"], 2, "playoff")),
    "table no round": ("round_id", lambda s, c: s.add_table(999, 3, [])),
    "table repeated": ("number", lambda s, c: s.add_table(c["round"], 1, [(c["pids"][7], "rosso"),
                                                                           (c["pids"][8], "blu")])),
    "table one seat": ("seats", lambda s, c: s.add_table(c["round"], 3, [(c["pids"][7], "rosso")])),
    "table seven seats": ("seats", lambda s, c: s.add_table(c["round"], 3, [(c["pids"][0], str(i))
                                                                            for i in range(7)])),
    "table seats str": ("seats", lambda s, c: s.add_table(c["round"], 3, "rosso")),
    "table seat shape": ("seats[1]", lambda s, c: s.add_table(c["round"], 3, [(c["pids"][7], "rosso"),
                                                                               (c["pids"][8],)])),
    "table stranger": ("seats[1].player_id", lambda s, c: s.add_table(c["round"], 3, [
        (c["pids"][7], "rosso"), (c["stranger"], "blu")])),
    "table player twice": ("seats[1].player_id", lambda s, c: s.add_table(c["round"], 3, [
        (c["pids"][7], "rosso"), (c["pids"][7], "blu")])),
    "table colour twice": ("seats[1].colour", lambda s, c: s.add_table(c["round"], 3, [
        (c["pids"][7], "rosso"), (c["pids"][8], "Rosso")])),
    "table empty colour": ("seats[0].colour", lambda s, c: s.add_table(c["round"], 3, [
        (c["pids"][7], ""), (c["pids"][8], "blu")])),
    "table busy player": ("seats[1].player_id", lambda s, c: s.add_table(c["round"], 3, [
        (c["pids"][7], "rosso"), (c["pids"][0], "blu")])),
    # the log
    "append unknown kind": ("kind", lambda s, c: s.append(c["table"], "teleport", {}, "Anna")),
    "append undo kind": ("kind", lambda s, c: s.append(c["table"], "undo", {}, "Anna")),
    "append correction": ("kind", lambda s, c: s.append(c["table"], "correction", {}, "Anna")),
    "append result": ("kind", lambda s, c: s.append(c["table"], "result_confirmed", {}, "Anna")),
    "append list payload": ("payload", lambda s, c: s.append(c["table"], "roll", [7], "Anna")),
    "append nan": ("payload", lambda s, c: s.append(c["table"], "roll", {"sum": math.nan}, "Anna")),
    "append int keys": ("payload", lambda s, c: s.append(c["table"], "roll", {1: 7}, "Anna")),
    "append tuple": ("payload", lambda s, c: s.append(c["table"], "roll", {"dice": (3, 4)}, "Anna")),
    "append object": ("payload", lambda s, c: s.append(c["table"], "roll", {"x": Odd()}, "Anna")),
    "append no referee": ("referee", lambda s, c: s.append(c["table"], "roll", {}, " ")),
    "append referee None": ("referee", lambda s, c: s.append(c["table"], "roll", {}, None)),
    "append no table": ("table_id", lambda s, c: s.append(999, "roll", {}, "Anna")),
    "append table str": ("table_id", lambda s, c: s.append("1", "roll", {}, "Anna")),
    "append closed table": ("table_id", lambda s, c: s.append(c["confirmed"], "roll", {}, "Anna")),
    "undo no referee": ("referee", lambda s, c: s.undo(c["table"], "")),
    "undo no table": ("table_id", lambda s, c: s.undo(999, "Anna")),
    "undo result": ("table_id", lambda s, c: s.undo(c["confirmed"], "Anna")),
    "redo nothing": ("table_id", lambda s, c: s.redo(c["table"], "Anna")),
    "confirm empty": ("result", lambda s, c: s.confirm_result(c["table"], {}, "Anna")),
    "confirm list": ("result", lambda s, c: s.confirm_result(c["table"], ["a"], "Anna")),
    "confirm no referee": ("referee", lambda s, c: s.confirm_result(c["table"], {"r": 1}, "")),
    "confirm twice": ("table_id", lambda s, c: s.confirm_result(c["confirmed"], {"r": 1}, "Anna")),
    "correct wrong pin": ("pin", lambda s, c: s.correct_result(c["confirmed"], {"r": 1}, "Capo", "000000", "x")),
    "correct pin None": ("pin", lambda s, c: s.correct_result(c["confirmed"], {"r": 1}, "Capo", None, "x")),
    "correct other pin": ("pin", lambda s, c: s.correct_result(c["confirmed"], {"r": 1}, "Capo", "111100", "x")),
    "correct no reason": ("reason", lambda s, c: s.correct_result(c["confirmed"], {"r": 1}, "Capo", PIN, "")),
    "correct bad result": ("result", lambda s, c: s.correct_result(c["confirmed"], "r", "Capo", PIN, "x")),
    "correct unconfirmed": ("table_id", lambda s, c: s.correct_result(c["table"], {"r": 1}, "Capo", PIN, "x")),
    "correct no table": ("table_id", lambda s, c: s.correct_result(999, {"r": 1}, "Capo", PIN, "x")),
    "change pin wrong": ("pin", lambda s, c: s.change_pin(c["event"], "000000", "555500")),
    "change pin short": ("new_pin", lambda s, c: s.change_pin(c["event"], PIN, "55")),
    "change pin event": ("event_id", lambda s, c: s.change_pin(999, PIN, "555500")),
    # reads and files
    "export no event": ("event_id", lambda s, c: s.export_event(999, s.path.with_name("x.db"))),
    "import missing": ("file", lambda s, c: s.import_event(s.path.with_name("missing.db"))),
    "actions no table": ("table_id", lambda s, c: s.actions(999)),
    "round actions no round": ("round_id", lambda s, c: s.round_actions(999)),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input_writes_nothing(world: tuple[Store, Ctx], case: str) -> None:
    store, ctx = world
    field, call = CASES[case]
    before = snapshot(store.path)
    with pytest.raises(InputError) as info:
        call(store, ctx)
    assert info.value.field == field, info.value
    assert snapshot(store.path) == before
    assert store.verify_chain().ok


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=15)


def test_any_json_payload_round_trips(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "p.db")
    _, _, _, table = make_event(store)

    @settings(max_examples=80, deadline=None)
    @given(st.dictionaries(st.text(max_size=8), json_values, max_size=5))
    def check(payload: dict[str, Any]) -> None:
        ref = store.append(table, "note", payload, "Anna")
        assert store.actions(table)[ref.seq - 1].payload == payload

    try:
        check()
        assert store.verify_chain().ok
    finally:
        store.close(backup=False)
