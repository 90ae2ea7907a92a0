from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.ops.session import Session
from referee_app.ops.table_ops import TableOperations, table_choices
from referee_app.ops.table_phrases import Phrase, describe
from referee_app.rules.errors import InputError
from referee_app.store.store import Store
from referee_app.texts import known
from tests.table_helpers import Clock, seed_event


def _session(tmp_path: Path, ruleset: str) -> Session:
    store = Store.open(tmp_path / "t.db")
    return Session(store, seed_event(store, ruleset), referee="Mario", clock=Clock())


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    s = _session(tmp_path, "marsala-2011")
    yield s
    s.store.close(backup=False)


@pytest.fixture
def ops(session: Session) -> TableOperations:
    return TableOperations(session, table_choices(session)[0].table_id)


def _written(ops: TableOperations) -> int:
    return len(ops.session.store.actions(ops.table_id))


def _refused(ops: TableOperations, field: str, call: object, *args: object, **kwargs: object) -> InputError:
    before = _written(ops)
    with pytest.raises(InputError) as info:
        call(*args, **kwargs)  # type: ignore[operator]
    assert info.value.field == field
    assert _written(ops) == before, "nothing may be written on bad input"
    return info.value


def test_table_choices_list_rounds_and_seats(session: Session) -> None:
    choices = table_choices(session)
    assert [(c.round_number, c.table_number) for c in choices] == [(1, 1), (1, 2)]
    assert choices[1].players == ("Elena", "Fabio", "Gina", "Ugo")


def test_clock_start_pause_resume_recovery(ops: TableOperations) -> None:
    clock: Clock = ops.session.clock  # type: ignore[assignment]
    view = ops.view()
    assert view.phase == "not_started" and not view.clock.started and view.clock.remaining == 90 * 60
    _refused(ops, "events[0]", ops.pause_clock)  # the clock has not started
    ops.start_clock()
    clock.now += 600
    ops.pause_clock()
    clock.now += 300
    view = ops.view()
    assert view.clock.paused and not view.clock.running and view.clock.remaining == 90 * 60 - 600
    _refused(ops, "events[2]", ops.pause_clock)
    ops.resume_clock()
    _refused(ops, "minutes", ops.recovery, 0, "dadi persi")
    _refused(ops, "reason", ops.recovery, 2, "  ")
    ops.recovery(2, "dadi persi")
    view = ops.view()
    assert view.clock.running and view.clock.recovery_minutes == 2
    assert view.clock.remaining == 90 * 60 - 600 + 120
    assert [line.text for line in view.log] == ["Clock started", "Clock paused", "Clock resumed",
                                                "2 recovery minutes: dadi persi"]
    assert view.log[0].referee == "Mario" and len(view.log[0].when) == 8


def test_full_sdadata_with_forecasts_before_the_dice(ops: TableOperations) -> None:
    clock: Clock = ops.session.clock  # type: ignore[assignment]
    ops.start_clock()
    clock.now += 90 * 60 + 1
    assert ops.view().expiry_pending
    assert ops.forecast("Dario").sdadata is False
    ops.time_expired("Dario")
    view = ops.view()
    assert (view.phase, view.anchor, view.next_player, view.rolls) == ("penultimate_round", "Dario", "Dario", False)
    assert view.seat("Dario").is_anchor and view.seat("Dario").is_next and not view.expiry_pending
    assert ops.forecast("Dario").no_roll_reason == "not_rolling_turn"
    _refused(ops, "roll", ops.turn_end, "Dario", roll=7)  # the expiry turn does not roll
    ops.turn_end("Dario")
    _refused(ops, "player", ops.turn_end, "Carla")  # Anna plays next
    for player in ("Anna", "Bruno", "Carla"):
        assert ops.view().phase == "last_round"
        ops.turn_end(player, conquered=1)
    view = ops.view()
    assert (view.next_player, view.rolls, view.ending_sums, view.probability_text) == ("Dario", True,
                                                                                        (2, 3, 4), "6/36")
    forecast = ops.forecast("Dario", conquered=3)
    assert not forecast.rolls and forecast.no_roll_reason == "conquest_limit"
    assert ops.forecast("Dario", conquered=2).rolls
    _refused(ops, "roll", ops.turn_end, "Dario", conquered=1)  # he must roll
    _refused(ops, "roll", ops.turn_end, "Dario", conquered=3, roll=4)  # three conquests: no roll
    _refused(ops, "roll", ops.turn_end, "Dario", roll=13)
    ops.turn_end("Dario", roll=9)
    view = ops.view()
    assert (view.phase, view.next_player, view.sdadata_round, view.probability_text) == ("sdadata", "Anna", 0,
                                                                                        "6/36")
    # Carla eliminates the anchor Dario: she becomes the anchor and opens the next round on <= 5
    ops.turn_end("Anna", roll=8)
    ops.turn_end("Bruno", roll=11)
    assert ops.forecast("Carla", eliminated=["Dario"]).ending_sums == (2, 3, 4, 5)
    ops.turn_end("Carla", eliminated=["Dario"], roll=10)
    view = ops.view()
    assert view.anchor == "Carla" and view.seat("Dario").status == "eliminated"
    assert view.probability_text == "10/36" and view.next_player == "Anna"
    ops.turn_end("Anna", roll=5)
    view = ops.view()
    assert view.ended and view.end == "sdadata" and view.phase == "ended" and view.next_player is None
    _refused(ops, "player", ops.turn_end, "Bruno")
    assert view.log[-1].text == "End of Anna's turn; rolled 5"
    assert "End of Carla's turn; eliminated Dario; rolled 10" in [line.text for line in view.log]


def test_objective_ends_the_game(ops: TableOperations) -> None:
    ops.start_clock()
    ops.turn_end("Bruno", conquered=4, objective=True)
    view = ops.view()
    assert view.ended and view.end == "objective"
    assert view.log[-1].text == "End of Bruno's turn; conquered 4; completed the objective"


def test_players_leave_before_expiry_and_with_the_turn_after(ops: TableOperations) -> None:
    ops.start_clock()
    ops.player_left("Carla", "withdrawn")
    assert ops.view().seat("Carla").status == "withdrawn"
    ops.turn_end("Anna", eliminated=["Bruno"])
    assert ops.view().seat("Bruno").status == "eliminated"
    assert ops.likely_turn() == "Carla"  # after Anna's turn; Bruno is out, Carla withdrew but keeps turns
    _refused(ops, "how", ops.player_left, "Dario", "vanished")
    ops.session.clock.now += 90 * 60  # type: ignore[attr-defined]
    ops.time_expired("Dario")
    _refused(ops, "player", ops.player_left, "Anna", "excluded")  # now it goes with the turn end
    assert ops.forecast("Dario", excluded=["Dario"]).no_roll_reason is not None


def test_time_expired_names_a_seated_player_once(ops: TableOperations) -> None:
    _refused(ops, "player", ops.time_expired, "Zoe")
    ops.time_expired("Bruno")
    _refused(ops, "player", ops.time_expired, "Carla")


def test_army_cap_preview_then_record(ops: TableOperations) -> None:
    facts = {"armies_on_board": 134, "self_declared": False}
    preview = ops.preview_penalty("army_cap", "Bruno", facts)
    assert (preview.remove, preview.cap) == (8, 126)
    assert preview.consequence.text == "Remove 8 armies; new cap 126"
    assert _written(ops) == 0  # a preview writes nothing
    ops.penalty("army_cap", "Bruno", facts)
    assert ops.view().seat("Bruno").cap == 126 and ops.view().seat("Anna").cap == 130
    again = ops.preview_penalty("army_cap", "Bruno", {"armies_on_board": 130, "self_declared": False})
    assert again.consequence.text == "Remove 8 armies; new cap 122"
    declared = ops.preview_penalty("army_cap", "Anna", {"armies_on_board": 133, "self_declared": True})
    assert declared.consequence.text == "Remove 3 armies; the cap stays 130"
    under = ops.preview_penalty("army_cap", "Anna", {"armies_on_board": 120, "self_declared": False})
    assert under.consequence.text == "Not above his cap of 130: no penalty"
    view = ops.view()
    assert [p.consequence.text for p in view.penalties] == ["Remove 8 armies; new cap 126"]
    assert view.log[-1].text == "Penalty to Bruno; armies on the board: 134; spotted"


def test_excess_and_missed_roll_and_sanctions(ops: TableOperations) -> None:
    excess = ops.preview_penalty("excess_reinforcement", "Anna", {"excess": 3, "self_declared": True})
    assert excess.consequence.text == "Remove 3 armies from those just placed"
    spotted = ops.preview_penalty("excess_reinforcement", "Anna", {"excess": 3, "self_declared": False})
    assert spotted.remove == 6
    ops.penalty("missed_sdadata_roll", "Carla", {})
    assert ops.view().seat("Carla").warnings == 1
    second = ops.preview_penalty("missed_sdadata_roll", "Carla", {})
    assert second.code == "exclusion" and second.consequence.key == "exclusion_out"
    free = ops.preview_penalty("free_sanction", "Dario", {"reason": "insulti", "points": 0,
                                                          "disqualification": False})
    assert free.consequence.key == "no_free_sanctions"  # marsala has no official referee's free sanctions


def test_free_sanction_in_nostra_passione(tmp_path: Path) -> None:
    session = _session(tmp_path, "nostra-passione-2018")
    ops = TableOperations(session, table_choices(session)[0].table_id)
    facts = {"reason": "comportamento scorretto", "points": 2.5, "disqualification": False}
    assert ops.preview_penalty("free_sanction", "Anna", facts).consequence.text == \
        "Sanction: comportamento scorretto; 2.5 points deducted"
    out = ops.preview_penalty("free_sanction", "Anna", {**facts, "points": 0, "disqualification": True})
    assert out.code == "disqualification"
    _refused(ops, "reason", ops.penalty, "free_sanction", "Anna", {**facts, "reason": "  "})
    _refused(ops, "points", ops.penalty, "free_sanction", "Anna", {**facts, "points": -1})
    session.store.close(backup=False)


def test_bad_penalties_write_nothing(ops: TableOperations) -> None:
    _refused(ops, "kind", ops.penalty, "rudeness", "Anna", {})
    _refused(ops, "player", ops.penalty, "missed_sdadata_roll", "Zoe", {})
    _refused(ops, "excess", ops.penalty, "excess_reinforcement", "Anna", {"self_declared": True})
    _refused(ops, "excess", ops.penalty, "excess_reinforcement", "Anna", {"excess": "3", "self_declared": True})
    _refused(ops, "excess", ops.penalty, "excess_reinforcement", "Anna", {"excess": -2, "self_declared": True})
    _refused(ops, "self_declared", ops.penalty, "army_cap", "Anna", {"armies_on_board": 140, "self_declared": 1})
    _refused(ops, "armies_on_board", ops.preview_penalty, "army_cap", "Anna",
             {"armies_on_board": True, "self_declared": False})


def test_rulings_and_referee_call(ops: TableOperations) -> None:
    _refused(ops, "text", ops.ruling, " ")
    _refused(ops, "players[1]", ops.ruling, "dado fuori", ["Anna", "Zoe"])
    _refused(ops, "entries[0]", ops.ruling, "dado fuori", ["Anna"], ["no-such-entry"])
    ops.ruling("Dado fuori dal campo: si ritira", ["Anna"], ["dice-off-field-or-tilted"])
    ops.referee_call(True)
    view = ops.view()
    assert view.referee_called and view.rulings[0]["entries"] == ["dice-off-field-or-tilted"]
    assert view.log[-2].text == ("Ruling: Dado fuori dal campo: si ritira; players: Anna; "
                                 "casistica: dice-off-field-or-tilted")
    ops.referee_call(False)
    assert not ops.view().referee_called and ops.view().log[-1].text == "Referee arrived"


def test_undo_redo_of_the_tables_last_action(ops: TableOperations) -> None:
    assert not ops.view().can_undo
    first = ops.start_clock().action
    second = ops.penalty("missed_sdadata_roll", "Anna", {}).action
    assert first is not None and second is not None
    view = ops.view()
    assert view.can_undo and view.undo_seq == second.seq and not view.can_redo
    _refused(ops, "table", ops.undo, first.seq)  # not the last one any more
    ops.undo(second.seq)
    view = ops.view()
    assert view.seat("Anna").warnings == 0 and view.can_redo and view.redo_seq == second.seq
    assert not view.log[1].in_force and view.log[-1].text == f"Undo of entry {second.seq}"
    ops.redo(second.seq)
    assert ops.view().seat("Anna").warnings == 1
    _refused(ops, "table", ops.redo, second.seq)


def test_every_phrase_has_a_template() -> None:
    payloads = {
        "turn_end": {"player": "A", "conquered": 1, "eliminated": ["B"], "excluded": ["C"], "withdrawn": ["D"],
                     "roll": 4, "missed_roll": True, "objective": True},
        "penalty": {"player": "A", "kind": "free_sanction", "reason": "x"},
        "ruling": {"text": "t", "players": ["A"], "entries": ["e"]},
        "recovery_minutes": {"minutes": 2, "reason": "r"},
    }
    kinds = ["clock_start", "clock_pause", "clock_resume", "time_expired", "elimination", "exclusion",
             "withdrawal", "referee_call", "final_state", "result_confirmed", "correction", "undo", "redo",
             "note", *payloads]
    for kind in kinds:
        for phrase in describe(kind, payloads.get(kind, {"player": "A"}), target=3):
            assert known(f"phrase.{phrase.key}") and "%" not in phrase.text
    assert Phrase("conquered", ("12",)).text == "conquered 12"


def test_engine_names_missing_or_malformed_numbers(ops: TableOperations) -> None:
    """Payloads that bypass the typed operations still get a field error, never a crash."""
    record = ops.session.record
    _refused(ops, "armies_on_board", record, ops.table_id, "penalty",
             {"kind": "army_cap", "player": "Anna", "self_declared": False})
    _refused(ops, "conquered", record, ops.table_id, "turn_end", {"player": "Anna", "conquered": "tre"})
    _refused(ops, "roll", record, ops.table_id, "turn_end", {"player": "Anna", "roll": 4.5})


def test_one_ruling_writer_for_the_table_page_and_the_casistica(ops: TableOperations) -> None:
    """The table page's ruling once refused the event's own casistica entries and took any length; it now
    is the rulings service's writer: event entries are citable, names match as seated, length is capped."""
    from referee_app.ops.rulings import MAX_RULING_TEXT, add_event_entry  # noqa: PLC0415

    entry = add_event_entry(ops.session, title_it="Pausa pranzo", text_it="Si gioca fino alle 13.").value
    _refused(ops, "text", ops.ruling, "x" * (MAX_RULING_TEXT + 1))
    ops.ruling("Pausa alle 13", ["anna"], [entry.id])
    assert ops.view().rulings[-1]["players"] == ["Anna"] and ops.view().rulings[-1]["entries"] == [entry.id]


def _replayed(session: Session, table_id: int) -> object:
    """The table's state rebuilt from its log alone, by a session that never saw it."""
    return Session(session.store, session.event_id, referee="Mario", clock=session.clock).table_state(table_id)


def test_kept_state_is_the_log_replayed(ops: TableOperations) -> None:
    """The session folds each new action onto the state it keeps; it must always be what a replay of the
    log gives, after undo and redo too, and it must see what another session wrote."""
    session, table = ops.session, ops.table_id
    clock: Clock = session.clock  # type: ignore[assignment]
    ops.start_clock()
    clock.now += 60
    ops.penalty("army_cap", "Anna", {"armies_on_board": 140, "self_declared": False})
    ops.ruling("Dado fuori", ["Bruno"])
    assert session.table_state(table) == _replayed(session, table)
    ops.undo()
    assert session.table_state(table) == _replayed(session, table) and len(session.table_state(table).rulings) == 0
    ops.redo()
    assert session.table_state(table) == _replayed(session, table) and len(session.table_state(table).rulings) == 1
    other = Session(session.store, session.event_id, referee="Luca", clock=clock)
    TableOperations(other, table).pause_clock()
    assert session.table_state(table).clock(session.ruleset, clock.now).paused
    assert session.table_state(table) == _replayed(session, table)
    other.undo(table)  # an undo written elsewhere: the kept state is rebuilt from the log
    assert not session.table_state(table).clock(session.ruleset, clock.now).paused
    assert session.round_states(ops.table.round_id)[table] == _replayed(session, table)
