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
from referee_app.rules.table.actions import (ArmyCap, ClockPause, ClockResume, ClockStart, ExcessReinforcement,
                                             Exclusion, FreeSanction, MissedSdadataRoll, Recovery, RefereeCall,
                                             Ruling, TimeExpired, Withdrawal, read_action)
from referee_app.rules.sdadata import TurnEvent
from dataclasses import replace
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


def _act(ops: TableOperations, kind: str, data: dict[str, object]) -> object:
    """An action as JSON brings it (a phone, a script): read by the one reader, then recorded."""
    return ops.act(read_action(kind, data))


def _penalty(ops: TableOperations, kind: str, player: str, facts: dict[str, object]) -> object:
    return _act(ops, "penalty", {"kind": kind, "player": player, **facts})


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
    _refused(ops, "events[0]", ops.act, ClockPause())  # the clock has not started
    ops.act(ClockStart())
    clock.now += 600
    ops.act(ClockPause())
    clock.now += 300
    view = ops.view()
    assert view.clock.paused and not view.clock.running and view.clock.remaining == 90 * 60 - 600
    _refused(ops, "events[2]", ops.act, ClockPause())
    ops.act(ClockResume())
    _refused(ops, "minutes", lambda: ops.act(Recovery(0, "dadi persi")))
    _refused(ops, "reason", lambda: ops.act(Recovery(2, "  ")))
    ops.act(Recovery(2, "dadi persi"))
    view = ops.view()
    assert view.clock.running and view.clock.recovery_minutes == 2
    assert view.clock.remaining == 90 * 60 - 600 + 120
    assert [line.text for line in view.log] == ["Clock started", "Clock paused", "Clock resumed",
                                                "2 recovery minutes: dadi persi"]
    assert view.log[0].referee == "Mario" and len(view.log[0].when) == 8


def test_full_sdadata_with_forecasts_before_the_dice(ops: TableOperations) -> None:
    clock: Clock = ops.session.clock  # type: ignore[assignment]
    ops.act(ClockStart())
    clock.now += 90 * 60 + 1
    assert ops.view().expiry_pending
    assert ops.forecast(TurnEvent("Dario")).sdadata is False
    ops.act(TimeExpired("Dario"))
    view = ops.view()
    assert (view.phase, view.anchor, view.next_player, view.rolls) == ("penultimate_round", "Dario", "Dario", False)
    assert view.seat("Dario").is_anchor and view.seat("Dario").is_next and not view.expiry_pending
    assert ops.forecast(TurnEvent("Dario")).no_roll_reason == "not_rolling_turn"
    _refused(ops, "roll", ops.act, TurnEvent("Dario", roll=7))  # the expiry turn does not roll
    ops.act(TurnEvent("Dario"))
    _refused(ops, "player", ops.act, TurnEvent("Carla"))  # Anna plays next
    for player in ("Anna", "Bruno", "Carla"):
        assert ops.view().phase == "last_round"
        ops.act(TurnEvent(player, conquered=1))
    view = ops.view()
    assert (view.next_player, view.rolls, view.ending_sums, view.probability_text) == ("Dario", True,
                                                                                        (2, 3, 4), "6/36")
    forecast = ops.forecast(TurnEvent("Dario", conquered=3))
    assert not forecast.rolls and forecast.no_roll_reason == "conquest_limit"
    assert ops.forecast(TurnEvent("Dario", conquered=2)).rolls
    _refused(ops, "roll", ops.act, TurnEvent("Dario", conquered=1))  # he must roll
    _refused(ops, "roll", ops.act, TurnEvent("Dario", conquered=3, roll=4))  # three conquests: no roll
    _refused(ops, "roll", ops.act, TurnEvent("Dario", roll=13))
    ops.act(TurnEvent("Dario", roll=9))
    view = ops.view()
    assert (view.phase, view.next_player, view.sdadata_round, view.probability_text) == ("sdadata", "Anna", 0,
                                                                                        "6/36")
    # Carla eliminates the anchor Dario: she becomes the anchor and opens the next round on <= 5
    ops.act(TurnEvent("Anna", roll=8))
    ops.act(TurnEvent("Bruno", roll=11))
    assert ops.forecast(TurnEvent("Carla", eliminated=["Dario"])).ending_sums == (2, 3, 4, 5)
    ops.act(TurnEvent("Carla", eliminated=["Dario"], roll=10))
    view = ops.view()
    assert view.anchor == "Carla" and view.seat("Dario").status == "eliminated"
    assert view.probability_text == "10/36" and view.next_player == "Anna"
    ops.act(TurnEvent("Anna", roll=5))
    view = ops.view()
    assert view.ended and view.end == "sdadata" and view.phase == "ended" and view.next_player is None
    _refused(ops, "player", ops.act, TurnEvent("Bruno"))
    assert view.log[-1].text == "End of Anna's turn; rolled 5"
    assert "End of Carla's turn; eliminated Dario; rolled 10" in [line.text for line in view.log]


def test_objective_ends_the_game(ops: TableOperations) -> None:
    ops.act(ClockStart())
    ops.act(TurnEvent("Bruno", conquered=4, objective=True))
    view = ops.view()
    assert view.ended and view.end == "objective"
    assert view.log[-1].text == "End of Bruno's turn; conquered 4; completed the objective"


def test_players_leave_before_expiry_and_with_the_turn_after(ops: TableOperations) -> None:
    ops.act(ClockStart())
    ops.act(Withdrawal("Carla"))
    assert ops.view().seat("Carla").status == "withdrawn"
    ops.act(TurnEvent("Anna", eliminated=["Bruno"]))
    assert ops.view().seat("Bruno").status == "eliminated"
    assert ops.likely_turn() == "Carla"  # after Anna's turn; Bruno is out, Carla withdrew but keeps turns
    _refused(ops, "kind", read_action, "vanished", {"player": "Dario"})
    ops.session.clock.now += 90 * 60  # type: ignore[attr-defined]
    ops.act(TimeExpired("Dario"))
    _refused(ops, "player", ops.act, Exclusion("Anna"))  # now it goes with the turn end
    assert ops.forecast(TurnEvent("Dario", excluded=["Dario"])).no_roll_reason is not None


def test_time_expired_names_a_seated_player_once(ops: TableOperations) -> None:
    _refused(ops, "player", ops.act, TimeExpired("Zoe"))
    ops.act(TimeExpired("Bruno"))
    _refused(ops, "player", ops.act, TimeExpired("Carla"))


def test_army_cap_preview_then_record(ops: TableOperations) -> None:
    facts = ArmyCap("Bruno", armies_on_board=134, self_declared=False)
    preview = ops.preview_penalty(facts)
    assert (preview.remove, preview.cap) == (8, 126)
    assert preview.consequence.text == "Remove 8 armies; new cap 126"
    assert _written(ops) == 0  # a preview writes nothing
    ops.act(facts)
    assert ops.view().seat("Bruno").cap == 126 and ops.view().seat("Anna").cap == 130
    again = ops.preview_penalty(ArmyCap("Bruno", armies_on_board=130, self_declared=False))
    assert again.consequence.text == "Remove 8 armies; new cap 122"
    declared = ops.preview_penalty(ArmyCap("Anna", armies_on_board=133, self_declared=True))
    assert declared.consequence.text == "Remove 3 armies; the cap stays 130"
    under = ops.preview_penalty(ArmyCap("Anna", armies_on_board=120, self_declared=False))
    assert under.consequence.text == "Not above his cap of 130: no penalty"
    view = ops.view()
    assert [p.consequence.text for p in view.penalties] == ["Remove 8 armies; new cap 126"]
    assert view.log[-1].text == "Penalty to Bruno; armies on the board: 134; spotted"


def test_excess_and_missed_roll_and_sanctions(ops: TableOperations) -> None:
    excess = ops.preview_penalty(ExcessReinforcement("Anna", excess=3, self_declared=True))
    assert excess.consequence.text == "Remove 3 armies from those just placed"
    spotted = ops.preview_penalty(ExcessReinforcement("Anna", excess=3, self_declared=False))
    assert spotted.remove == 6
    ops.act(MissedSdadataRoll("Carla"))
    assert ops.view().seat("Carla").warnings == 1
    second = ops.preview_penalty(MissedSdadataRoll("Carla"))
    assert second.code == "exclusion" and second.consequence.key == "exclusion_out"
    free = ops.preview_penalty(FreeSanction("Dario", reason="insulti", points=0, disqualification=False))
    assert free.consequence.key == "no_free_sanctions"  # marsala has no official referee's free sanctions


def test_free_sanction_in_nostra_passione(tmp_path: Path) -> None:
    session = _session(tmp_path, "nostra-passione-2018")
    ops = TableOperations(session, table_choices(session)[0].table_id)
    facts = FreeSanction("Anna", "comportamento scorretto", 2.5, disqualification=False)
    assert ops.preview_penalty(facts).consequence.text == \
        "Sanction: comportamento scorretto; 2.5 points deducted"
    out = ops.preview_penalty(replace(facts, points=0, disqualification=True))
    assert out.code == "disqualification"
    _refused(ops, "reason", lambda: ops.act(replace(facts, reason="  ")))
    _refused(ops, "points", ops.act, replace(facts, points=-1))
    session.store.close(backup=False)


def test_bad_penalties_write_nothing(ops: TableOperations) -> None:
    _refused(ops, "kind", _penalty, ops, "rudeness", "Anna", {})
    _refused(ops, "player", _penalty, ops, "missed_sdadata_roll", "Zoe", {})
    _refused(ops, "excess", _penalty, ops, "excess_reinforcement", "Anna", {"self_declared": True})
    _refused(ops, "excess", _penalty, ops, "excess_reinforcement", "Anna", {"excess": "3", "self_declared": True})
    _refused(ops, "excess", _penalty, ops, "excess_reinforcement", "Anna", {"excess": -2, "self_declared": True})
    _refused(ops, "self_declared", _penalty, ops, "army_cap", "Anna", {"armies_on_board": 140, "self_declared": 1})
    _refused(ops, "armies_on_board", lambda: ops.preview_penalty(read_action(  # type: ignore[arg-type]
        "penalty", {"kind": "army_cap", "player": "Anna", "armies_on_board": True, "self_declared": False})))


def test_rulings_and_referee_call(ops: TableOperations) -> None:
    _refused(ops, "text", ops.act, Ruling(" "))
    _refused(ops, "players[1]", ops.act, Ruling("dado fuori", ("Anna", "Zoe")))
    _refused(ops, "entries[0]", ops.act, Ruling("dado fuori", ("Anna",), ("no-such-entry",)))
    ops.act(Ruling("Dado fuori dal campo: si ritira", ["Anna"], ["dice-off-field-or-tilted"]))
    ops.act(RefereeCall(True))
    view = ops.view()
    assert view.referee_called and view.rulings[0]["entries"] == ["dice-off-field-or-tilted"]
    assert view.log[-2].text == ("Ruling: Dado fuori dal campo: si ritira; players: Anna; "
                                 "casistica: dice-off-field-or-tilted")
    ops.act(RefereeCall(False))
    assert not ops.view().referee_called and ops.view().log[-1].text == "Referee arrived"


def test_undo_redo_of_the_tables_last_action(ops: TableOperations) -> None:
    assert not ops.view().can_undo
    first = ops.act(ClockStart()).action
    second = ops.act(MissedSdadataRoll("Anna")).action
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
    """JSON from outside (a phone, a script, the log) gets a field error from the one reader, never a crash."""
    _refused(ops, "armies_on_board", _act, ops, "penalty",
             {"kind": "army_cap", "player": "Anna", "self_declared": False})
    _refused(ops, "conquered", _act, ops, "turn_end", {"player": "Anna", "conquered": "tre"})
    _refused(ops, "roll", _act, ops, "turn_end", {"player": "Anna", "roll": 4.5})


def test_one_ruling_writer_for_the_table_page_and_the_casistica(ops: TableOperations) -> None:
    """The table page's ruling once refused the event's own casistica entries and took any length; it now
    is the rulings service's writer: event entries are citable, names match as seated, length is capped."""
    from referee_app.ops.rulings import MAX_RULING_TEXT, add_event_entry  # noqa: PLC0415

    entry = add_event_entry(ops.session, title_it="Pausa pranzo", text_it="Si gioca fino alle 13.").value
    _refused(ops, "text", ops.act, Ruling("x" * (MAX_RULING_TEXT + 1)))
    ops.act(Ruling("Pausa alle 13", ["anna"], [entry.id]))
    assert ops.view().rulings[-1]["players"] == ["Anna"] and ops.view().rulings[-1]["entries"] == [entry.id]


def _replayed(session: Session, table_id: int) -> object:
    """The table's state rebuilt from its log alone, by a session that never saw it."""
    return Session(session.store, session.event_id, referee="Mario", clock=session.clock).table_state(table_id)


def test_kept_state_is_the_log_replayed(ops: TableOperations) -> None:
    """The session folds each new action onto the state it keeps; it must always be what a replay of the
    log gives, after undo and redo too, and it must see what another session wrote."""
    session, table = ops.session, ops.table_id
    clock: Clock = session.clock  # type: ignore[assignment]
    ops.act(ClockStart())
    clock.now += 60
    ops.act(ArmyCap("Anna", armies_on_board=140, self_declared=False))
    ops.act(Ruling("Dado fuori", ["Bruno"]))
    assert session.table_state(table) == _replayed(session, table)
    ops.undo()
    assert session.table_state(table) == _replayed(session, table) and len(session.table_state(table).rulings) == 0
    ops.redo()
    assert session.table_state(table) == _replayed(session, table) and len(session.table_state(table).rulings) == 1
    other = Session(session.store, session.event_id, referee="Luca", clock=clock)
    TableOperations(other, table).act(ClockPause())
    assert session.table_state(table).clock(session.ruleset, clock.now).paused
    assert session.table_state(table) == _replayed(session, table)
    other.undo(table)  # an undo written elsewhere: the kept state is rebuilt from the log
    assert not session.table_state(table).clock(session.ruleset, clock.now).paused
    assert session.round_states(ops.table.round_id)[table] == _replayed(session, table)
