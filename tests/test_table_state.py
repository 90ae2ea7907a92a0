from __future__ import annotations

import dataclasses

import pytest

from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.rules.table.actions import read_action
from referee_app.rules.table.state import TableAction, replay
from tests.coded import coded

PLAYERS = ("Anna", "Bruno", "Carla", "Dario")
MARSALA = builtin("marsala-2011")


def act(action_kind: str, at: float = 0.0, **payload: object) -> TableAction:
    """A log entry as the log holds it: its JSON read by the one reader."""
    return TableAction(read_action(action_kind, payload), at)


def test_clock_pause_and_recovery_shift_expiry() -> None:
    state = replay(MARSALA, PLAYERS, [act("clock_start", 0), act("clock_pause", 600), act("clock_resume", 900),
                                      act("recovery_minutes", 1000, minutes=2, reason="dadi persi")])
    clock = state.clock(MARSALA, 1000)
    assert clock.running
    assert clock.remaining == 90 * 60 - 700 + 120
    assert state.phase(MARSALA, 1000) == "playing"
    assert state.phase(MARSALA, 10_000) == "playing"  # expired on the clock, but not yet recorded
    assert state.clock(MARSALA, 10_000).expired


def test_expiry_and_turns_drive_the_sdadata_casistica_example() -> None:
    actions = [act("clock_start", 0), act("time_expired", 5400, player="Dario"),
               act("turn_end", player="Dario"),
               *[act("turn_end", player=p) for p in ("Anna", "Bruno", "Carla")],
               act("turn_end", player="Dario", roll=9)]
    state = replay(MARSALA, PLAYERS, actions)
    assert state.sdadata is not None and state.sdadata.anchor == "Dario"
    assert state.phase(MARSALA, 6000) == "sdadata"
    assert state.next_player() == "Anna"
    assert state.ending_sums() == (2, 3, 4)
    ended = replay(MARSALA, PLAYERS, [*actions, act("turn_end", player="Anna", roll=3)])
    assert ended.ended and ended.phase(MARSALA, 6000) == "ended"


def test_eliminated_before_expiry_have_no_turns() -> None:
    state = replay(MARSALA, PLAYERS, [act("clock_start"), act("turn_end", player="Bruno", eliminated=["Carla"]),
                                      act("time_expired", player="Bruno")])
    assert state.status("Carla") == "eliminated"
    assert state.sdadata is not None and "Carla" not in [p for p in PLAYERS if state.sdadata.takes_turns(p)]


def test_army_cap_is_lowered_each_time_it_is_spotted() -> None:
    state = replay(MARSALA, PLAYERS, [
        act("penalty", kind="army_cap", player="Bruno", armies_on_board=134, self_declared=False),
        act("penalty", kind="army_cap", player="Bruno", armies_on_board=130, self_declared=False)])
    first, second = state.penalties
    assert (first.remove, first.cap) == (8, 126)
    assert (second.remove, second.cap) == (8, 122)
    assert state.caps["Bruno"] == 122


def test_second_missed_roll_excludes() -> None:
    state = replay(MARSALA, PLAYERS, [act("penalty", kind="missed_sdadata_roll", player="Anna"),
                                      act("penalty", kind="missed_sdadata_roll", player="Anna")])
    assert [p.code for p in state.penalties] == ["warning", "exclusion"]


def test_bad_actions_name_the_field() -> None:
    with pytest.raises(InputError) as info:
        replay(MARSALA, PLAYERS, [act("time_expired", player="Zoe")])
    assert info.value.field == "player"
    with pytest.raises(InputError):
        replay(MARSALA, PLAYERS, [act("clock_start"), act("clock_pause", 5), act("clock_pause", 6)])
    with pytest.raises(InputError) as info:
        replay(MARSALA, PLAYERS, [act("teleport")])
    assert info.value.field == "kind"


@pytest.mark.parametrize(("actions", "field", "code"), [
    ([act("turn_end", player="Bruno", eliminated=["Bruno"])], "eliminated[0]", "eliminates_himself"),
    ([act("turn_end", player="Bruno", eliminated=["Carla"]), act("turn_end", player="Anna", eliminated=["Carla"])],
     "eliminated[0]", "already_out"),
    ([act("turn_end", player="Bruno", eliminated=["Carla"]), act("turn_end", player="Carla")], "player",
     "already_out"),
    ([act("exclusion", player="Dario"), act("turn_end", player="Anna", withdrawn=["Dario"])], "withdrawn[0]",
     "already_out"),
    ([act("turn_end", player="Bruno", eliminated=["Carla"]), act("withdrawal", player="Carla")], "player",
     "already_out"),
])
def test_before_expiry_nobody_eliminates_himself_plays_once_out_or_leaves_twice(
        actions: list[TableAction], field: str, code: str) -> None:
    # Before time expires the same checks hold as in the sdadata machine after it (rules/sdadata.py).
    with pytest.raises(InputError, check=coded) as caught:
        replay(MARSALA, PLAYERS, [act("clock_start"), *actions])
    assert (caught.value.field, caught.value.code) == (field, code)


def test_a_withdrawn_player_can_still_be_eliminated() -> None:
    state = replay(MARSALA, PLAYERS, [act("clock_start"), act("withdrawal", player="Dario"),
                                      act("turn_end", player="Anna", eliminated=["Dario"])])
    assert state.status("Dario") == "eliminated"


def test_without_sdadata_the_organisers_rule_ends_the_game_and_stops_the_clock() -> None:
    classic = builtin("risk-classic")
    assert classic.sdadata is None and classic.clock.ends_without_sdadata == "turn" == classic.clock.expiry_end
    started = [act("clock_start", 0), act("turn_end", 100, player="Anna")]
    assert replay(classic, PLAYERS, started).phase(classic, 5400 + 1) == "closing_turn"  # time up, not recorded
    expired = [*started, act("time_expired", 5500, player="Bruno")]
    state = replay(classic, PLAYERS, [*expired, act("turn_end", 5600, player="Carla")])
    assert not state.ended and state.phase(classic, 5700) == "closing_turn"  # not the turn in progress
    over = replay(classic, PLAYERS, [*expired, act("turn_end", 5600, player="Bruno")])
    assert over.ended and over.ended_by_time and over.phase(classic, 9000) == "ended"
    assert over.clock(classic, 9000).stopped and over.stopped_at == 5600
    with pytest.raises(InputError):
        replay(classic, PLAYERS, [*expired, act("turn_end", 5600, player="Bruno"), act("turn_end", player="Carla")])
    # the round in progress: up to the last seat still in the game (Dario eliminated: Carla closes it)
    rounds = dataclasses.replace(classic, clock=dataclasses.replace(classic.clock, ends_without_sdadata="round"))
    played = [*expired, act("turn_end", 5600, player="Bruno"), act("turn_end", 5700, player="Carla",
                                                                    eliminated=["Dario"])]
    assert replay(rounds, PLAYERS, expired).phase(rounds, 5550) == "closing_round"
    assert replay(rounds, PLAYERS, played[:-1]).ended is False
    assert replay(rounds, PLAYERS, played).ended
    # a ruleset with sdadata never ends by this rule
    assert not replay(MARSALA, PLAYERS, [act("clock_start", 0), act("time_expired", 5400, player="Bruno"),
                                         act("turn_end", 5500, player="Bruno")]).ended
