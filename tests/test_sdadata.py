"""The end-of-game machine through its Python API, as the hall board uses it."""

from __future__ import annotations

import json
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

import pytest

from referee_app.rules.errors import InputError, RulesetError
from referee_app.rules.ruleset import builtin, load_ruleset
from referee_app.rules.params import SdadataParams
from referee_app.rules.sdadata import TurnEvent, apply_turn, replay, start, turn_plan

P4 = ("Anna", "Bruno", "Carla", "Dario")


def params(ruleset_id: str) -> SdadataParams:
    sd = builtin(ruleset_id).sdadata
    assert sd is not None
    return sd


MARSALA = params("marsala-2011")


def marsala_to_sdadata() -> list[TurnEvent]:
    """Expiry in Bruno's turn; Dario (the anchor) has rolled 8, Anna 6, Bruno 9: Carla is next."""
    plain = [TurnEvent(p) for p in ("Bruno", "Carla", "Dario", "Anna", "Bruno", "Carla")]
    return [*plain, TurnEvent("Dario", roll=8), TurnEvent("Anna", roll=6), TurnEvent("Bruno", roll=9)]


def test_state_for_the_hall_board() -> None:
    state = start(MARSALA, P4, "Bruno")
    assert (state.next_player, state.phase, state.anchor, state.rolls, state.ending_sums, state.end) == (
        "Bruno", "penultimate_round", "Dario", False, None, None)
    state = replay(MARSALA, P4, "Bruno", marsala_to_sdadata())
    assert (state.next_player, state.phase, state.rolls, state.ending_sums) == ("Carla", "sdadata", True, (2, 3, 4))
    assert state.probability == Fraction(1, 6) and not state.ended


def test_forecast_changes_when_he_eliminates_the_anchor() -> None:
    """003/004 casistica: Carla would roll on <=4, but eliminating Dario makes her the anchor: <=5."""
    state = replay(MARSALA, P4, "Bruno", marsala_to_sdadata())
    assert turn_plan(state, TurnEvent("Carla")).ending_sums == (2, 3, 4)
    plan = turn_plan(state, TurnEvent("Carla", eliminated=("Dario",)))
    assert plan.ending_sums == (2, 3, 4, 5) and plan.probability_text == "10/36"
    after = apply_turn(state, TurnEvent("Carla", eliminated=("Dario",), roll=6))
    assert after.anchor == "Carla" and after.status("Dario") == "eliminated" and after.next_player == "Anna"
    assert after.ending_sums == (2, 3, 4, 5)


def test_apply_turn_does_not_change_the_old_state() -> None:
    state = replay(MARSALA, P4, "Bruno", marsala_to_sdadata())
    apply_turn(state, TurnEvent("Carla", eliminated=("Dario",), roll=6))
    assert state.anchor == "Dario" and state.status("Dario") == "active" and len(state.turns) == 9


def test_excluded_player_has_no_turns_and_moves_the_anchor() -> None:
    state = replay(MARSALA, P4, "Bruno", marsala_to_sdadata())
    state = apply_turn(state, TurnEvent("Carla", excluded=("Dario",), roll=10))
    assert state.anchor == "Carla" and state.turns[-1].plan.ending_sums == (2, 3, 4, 5)
    assert state.next_player == "Anna"


def test_player_excluded_in_his_own_turn_does_not_roll() -> None:
    state = replay(MARSALA, P4, "Bruno", marsala_to_sdadata())
    state = apply_turn(state, TurnEvent("Carla", excluded=("Carla",)))
    assert state.turns[-1].plan.no_roll_reason == "excluded" and state.next_player == "Dario"
    with pytest.raises(InputError) as info:
        apply_turn(replay(MARSALA, P4, "Bruno", marsala_to_sdadata()), TurnEvent("Carla", excluded=("Carla",),
                                                                                   roll=5))
    assert info.value.field == "roll"


def test_excluded_anchor_in_his_own_turn_hands_the_anchor_back() -> None:
    state = replay(MARSALA, P4, "Bruno", [TurnEvent("Bruno"), TurnEvent("Carla"), TurnEvent("Dario", excluded=("Dario",))])
    assert state.anchor == "Carla" and state.next_player == "Anna"
    assert state.phase == "penultimate_round"  # the boundary moved to Carla's next turn end


def test_withdrawn_without_turns_when_the_parameter_says_so() -> None:
    no_turns = replace(MARSALA, withdrawn_keep_turns=False)
    state = replay(no_turns, P4, "Bruno", [TurnEvent("Bruno", withdrawn=("Carla",))])
    assert state.next_player == "Dario" and not state.takes_turns("Carla")
    keeps = replay(MARSALA, P4, "Bruno", [TurnEvent("Bruno", withdrawn=("Carla",))])
    assert keeps.next_player == "Carla" and keeps.takes_turns("Carla")


def test_withdrawn_anchor_stays_the_anchor_and_the_previous_player_rolls() -> None:
    events = [TurnEvent("Bruno", withdrawn=("Dario",)), TurnEvent("Carla"), TurnEvent("Dario"),
              TurnEvent("Anna"), TurnEvent("Bruno"), TurnEvent("Carla")]
    state = replay(MARSALA, P4, "Bruno", events)
    assert state.anchor == "Dario" and state.next_turn is not None
    assert state.next_turn.rolled_by == "Carla" and state.next_turn.ending_sums == (2, 3, 4)


def test_anchor_eliminated_moves_back_to_a_withdrawn_player_who_keeps_his_turns() -> None:
    """The previous player still in the game may be one who withdrew: he keeps his turns, so he becomes the
    anchor and the player before him rolls for him; a ruleset without turns for him skips him."""
    events = [TurnEvent("Bruno", withdrawn=("Carla",)), TurnEvent("Carla"), TurnEvent("Dario"),
              TurnEvent("Anna", eliminated=("Dario",))]
    # Dario is the first anchor of each: the last seat (marsala, raduno), the expiry player (nostra passione),
    # the player before the expiry player (como)
    for ruleset_id, expiry in (("marsala-2011", "Bruno"), ("raduno", "Bruno"), ("nostra-passione-2018", "Dario"),
                               ("como-2000", "Anna")):
        played = [TurnEvent(expiry, withdrawn=("Carla",))] + [TurnEvent(p) for p in P4[P4.index(expiry) + 1:]]
        assert start(params(ruleset_id), P4, expiry).anchor == "Dario"
        state = replay(params(ruleset_id), P4, expiry, [*played, TurnEvent("Anna", eliminated=("Dario",))])
        assert state.anchor == "Carla" and state.status("Dario") == "eliminated", ruleset_id
    state = replay(MARSALA, P4, "Bruno", [*events, TurnEvent("Bruno")])
    assert state.next_turn is not None and state.next_turn.player == "Carla"
    assert state.next_turn.rolled_by == "Bruno"
    no_turns = replay(replace(MARSALA, withdrawn_keep_turns=False), P4, "Bruno",
                      [TurnEvent("Bruno", withdrawn=("Carla",)), TurnEvent("Dario"),
                       TurnEvent("Anna", eliminated=("Dario",))])
    assert no_turns.anchor == "Bruno"


def test_eliminated_before_expiry_has_no_turns_and_last_seat_skips_him() -> None:
    state = start(MARSALA, P4, "Anna", eliminated=["Dario"])
    assert state.anchor == "Carla"
    como = start(params("como-2000"), P4, "Anna", eliminated=["Dario"])
    assert como.anchor == "Carla"  # the player before Anna, skipping Dario
    nostra = start(params("nostra-passione-2018"), P4, "Anna")
    assert nostra.anchor == "Anna"


def test_replay_names_the_turn() -> None:
    with pytest.raises(InputError) as info:
        replay(MARSALA, P4, "Bruno", [TurnEvent("Bruno"), TurnEvent("Anna")])
    assert str(info.value) == 'turns[1].player: expected "Carla" to play, got "Anna"'


def test_last_player_standing_keeps_rolling_until_the_dice_end_it() -> None:
    events = [TurnEvent("Bruno", eliminated=("Anna", "Carla", "Dario"))]
    state = replay(MARSALA, P4, "Bruno", events)
    assert state.anchor == "Bruno" and state.next_player == "Bruno"
    state = apply_turn(state, TurnEvent("Bruno", roll=9))  # closes the last round, rolls on <=4
    assert state.turns[-1].plan.ending_sums == (2, 3, 4) and state.ending_sums == (2, 3, 4, 5)


def test_ruleset_section_is_validated(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    for section, key in (({"rounds_after_expiry": []}, "sdadata.rounds_after_expiry"),
                         ({"max_conquests_to_roll": -1}, "sdadata.max_conquests_to_roll"),
                         ({"rounds_after_expiry": ["final_round"]}, "sdadata.rounds_after_expiry[0]"),
                         ({"anchor": "first_seat"}, "sdadata.anchor")):
        path.write_text(json.dumps({"extends": "marsala-2011", "sdadata": section}), "utf-8")
        with pytest.raises(RulesetError) as info:
            load_ruleset(path)
        assert info.value.key == key


def test_a_single_phase_after_expiry() -> None:
    """A custom ruleset: only the expiry round, then the anchor rolls at once."""
    short = replace(MARSALA, rounds_after_expiry=("last_round",))
    state = replay(short, P4, "Carla", [TurnEvent("Carla")])
    assert state.next_turn is not None and state.next_turn.phase == "last_round" and state.rolls
