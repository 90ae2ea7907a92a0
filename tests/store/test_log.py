"""The action log: append, undo/redo as entries, effective actions, replay, results and corrections."""

from __future__ import annotations

from functools import reduce
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import BUILTIN_IDS, builtin
from referee_app.store import NothingToUndo, Store, TableClosed, WrongPin
from referee_app.store.log import resolve
from referee_app.store.records import ActionId
from tests.store.helpers import PIN, make_event, total_fold


@pytest.fixture()
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "t.db")
    yield s
    s.close(backup=False)


def test_append_returns_consecutive_ids_and_keeps_payload(store: Store) -> None:
    _, _, _, table = make_event(store)
    first = store.append(table, "clock_start", {"minutes": 90}, "Anna")
    second = store.append(table, "roll", {"sum": 7, "player": "Bruno"}, "Anna")
    assert (first, second) == (ActionId(table, 1), ActionId(table, 2))
    log = store.actions(table)
    assert [(a.kind, a.payload, a.referee) for a in log] == [
        ("clock_start", {"minutes": 90}, "Anna"), ("roll", {"sum": 7, "player": "Bruno"}, "Anna")]
    assert log[0].at < log[1].at


def test_undo_and_redo_are_new_entries_and_resolve(store: Store) -> None:
    _, _, _, table = make_event(store)
    for n in (1, 2, 3):
        store.append(table, "turn_end", {"n": n}, "Anna")
    assert store.undo(table, "Anna") == ActionId(table, 4)
    assert store.undo(table, "Anna") == ActionId(table, 5)
    assert [a.payload["n"] for a in resolve(store.actions(table)).in_force] == [1]
    store.redo(table, "Carlo")
    assert [a.payload["n"] for a in resolve(store.actions(table)).in_force] == [1, 2]
    log = store.actions(table)
    assert [(a.kind, a.target) for a in log] == [("turn_end", None)] * 3 + [("undo", 3), ("undo", 2), ("redo", 2)]
    assert log[-1].referee == "Carlo"


def test_new_action_clears_redo(store: Store) -> None:
    _, _, _, table = make_event(store)
    store.append(table, "turn_end", {"n": 1}, "Anna")
    store.undo(table, "Anna")
    store.append(table, "turn_end", {"n": 2}, "Anna")
    with pytest.raises(NothingToUndo):
        store.redo(table, "Anna")
    assert [a.payload["n"] for a in resolve(store.actions(table)).in_force] == [2]


def test_nothing_to_undo_on_empty_table(store: Store) -> None:
    _, _, _, table = make_event(store)
    with pytest.raises(NothingToUndo):
        store.undo(table, "Anna")
    with pytest.raises(NothingToUndo):
        store.redo(table, "Anna")
    assert store.actions(table) == []


def in_force_fold(store: Store, table: int) -> dict[str, int]:
    return reduce(total_fold, resolve(store.actions(table)).in_force, {})


def test_the_actions_in_force_leave_the_undone_out(store: Store) -> None:
    _, _, _, table = make_event(store)
    for n in (5, 7, 11):
        store.append(table, "roll", {"n": n}, "Anna")
    store.undo(table, "Anna")
    assert in_force_fold(store, table) == {"roll": 2, "sum": 12}


def test_round_actions_are_each_tables_actions_in_force(store: Store) -> None:
    _, pids, rnd, table = make_event(store, players=8)
    other = store.add_table(rnd, 2, list(zip(pids[4:], ("rosso", "blu", "giallo", "verde"))))
    store.append(table, "roll", {"n": 3}, "Anna")
    store.append(other, "roll", {"n": 4}, "Anna")
    store.append(other, "penalty", {"n": 10}, "Anna")
    store.undo(other, "Anna")
    by_table = store.round_actions(rnd)
    assert by_table == {t: list(resolve(store.actions(t)).in_force) for t in (table, other)}
    assert {t: reduce(total_fold, a, {}) for t, a in by_table.items()} == {
        table: in_force_fold(store, table), other: in_force_fold(store, other)}
    assert reduce(total_fold, by_table[other], {}) == {"roll": 1, "sum": 4}


def test_resolution_matches_a_stack_model(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "h.db")
    event, pids, _, _ = make_event(store)
    rounds = iter(range(2, 10_000))

    @settings(max_examples=80, deadline=None)
    @given(st.lists(st.sampled_from(["append", "undo", "redo"]), max_size=25))
    def check(ops: list[str]) -> None:
        table = store.add_table(store.add_round(event, next(rounds)), 1, list(zip(pids, ("rosso", "blu"))))
        in_force: list[int] = []
        undone: list[int] = []
        for i, op in enumerate(ops):
            if op == "append":
                store.append(table, "note", {"n": i}, "Anna")
                in_force.append(i)
                undone.clear()
            elif op == "undo" and in_force:
                store.undo(table, "Anna")
                undone.append(in_force.pop())
            elif op == "redo" and undone:
                store.redo(table, "Anna")
                in_force.append(undone.pop())
            else:
                with pytest.raises(NothingToUndo):
                    (store.undo if op == "undo" else store.redo)(table, "Anna")
        assert [a.payload["n"] for a in resolve(store.actions(table)).in_force] == in_force

    try:
        check()
        assert store.verify_chain().ok
    finally:
        store.close(backup=False)


def test_resolve_rejects_a_control_entry_without_target() -> None:
    class E:
        def __init__(self, seq: int, kind: str, target: int | None) -> None:
            self.seq, self.kind, self.target = seq, kind, target
    with pytest.raises(ValueError):
        resolve([E(1, "note", None), E(2, "undo", None)])


def test_confirmed_result_closes_the_table(store: Store) -> None:
    _, _, _, table = make_event(store)
    store.append(table, "final_state", {"n": 1}, "Anna")
    store.confirm_result(table, {"ranking": ["A", "B"]}, "Anna")
    with pytest.raises(TableClosed):
        store.append(table, "note", {}, "Anna")
    with pytest.raises(TableClosed):
        store.undo(table, "Anna")
    with pytest.raises(TableClosed):
        store.confirm_result(table, {"ranking": ["B", "A"]}, "Anna")
    assert store.result(table) == {"ranking": ["A", "B"]}


def test_correction_needs_pin_and_keeps_the_old_value(store: Store) -> None:
    _, _, _, table = make_event(store)
    first = store.confirm_result(table, {"ranking": ["A", "B"]}, "Anna")
    with pytest.raises(WrongPin):
        store.correct_result(table, {"ranking": ["B", "A"]}, "Capo", "000000", "miscounted")
    second = store.correct_result(table, {"ranking": ["B", "A"]}, "Capo", PIN, "miscounted")
    third = store.correct_result(table, {"ranking": ["B", "A"], "points": [12, 7]}, "Capo", PIN, "points")
    assert store.result(table) == {"ranking": ["B", "A"], "points": [12, 7]}
    history = store.result_history(table)
    assert [(h.seq, h.kind, h.superseded_by) for h in history] == [
        (first.seq, "result_confirmed", second.seq), (second.seq, "correction", third.seq),
        (third.seq, "correction", None)]
    assert history[0].result == {"ranking": ["A", "B"]}
    assert history[1].reason == "miscounted"
    assert [a.target for a in store.actions(table)] == [None, first.seq, second.seq]


def test_correction_without_confirmation_is_refused(store: Store) -> None:
    _, _, _, table = make_event(store)
    with pytest.raises(InputError, match="no confirmed result"):
        store.correct_result(table, {"ranking": []}, "Capo", PIN, "x")
    assert store.actions(table) == []


def test_change_pin(store: Store) -> None:
    event, _, _, table = make_event(store)
    with pytest.raises(WrongPin):
        store.change_pin(event, "999900", "123456")
    store.change_pin(event, PIN, "123456")
    store.confirm_result(table, {"r": 1}, "Anna")
    with pytest.raises(WrongPin):
        store.correct_result(table, {"r": 2}, "Capo", PIN, "old pin")
    store.correct_result(table, {"r": 2}, "Capo", "123456", "new pin")


@pytest.mark.parametrize("ruleset_id", BUILTIN_IDS)
def test_every_builtin_ruleset_freezes_and_thaws(store: Store, ruleset_id: str) -> None:
    event = store.create_event("E", "2026-01-01", "", builtin(ruleset_id), PIN)
    assert store.event(event).ruleset() == builtin(ruleset_id)


def test_event_keeps_frozen_ruleset_and_board(store: Store) -> None:
    event, _, _, _ = make_event(store)
    stored = store.event(event)
    assert stored.ruleset_id == "marsala-2011"
    assert stored.ruleset().to_dict() == stored.ruleset_data
    assert stored.board().total_value() == 164
    assert store.table(store.tables(store.rounds(event)[0].id)[0].id).seats[0].colour == "rosso"
