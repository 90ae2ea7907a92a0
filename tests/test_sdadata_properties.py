"""Properties of the end-of-game machine over random legal games of every ruleset with a sdadata."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.rules import dice
from referee_app.rules.ruleset import builtin
from referee_app.rules.params import SdadataParams
from tests.sdadata_games import random_game

PARAMS = {rid: builtin(rid).sdadata for rid in ("marsala-2011", "raduno", "nostra-passione-2018", "como-2000")}


def _params(ruleset_id: str) -> SdadataParams:
    params = PARAMS[ruleset_id]
    assert params is not None
    return params


rulesets = st.sampled_from(sorted(PARAMS))
seeds = st.randoms(use_true_random=False)


@settings(max_examples=150, deadline=None)
@given(rulesets, seeds)
def test_ending_sums_valid_and_never_shrink(ruleset_id: str, rng: random.Random) -> None:
    game = random_game(_params(ruleset_id), rng)
    seen: frozenset[int] = frozenset()
    last_round = -1
    for result in game.states[-1].turns:
        plan = result.plan
        if plan.sdadata_round is not None:
            assert plan.sdadata_round >= last_round
            last_round = plan.sdadata_round
        if plan.ending_sums is None:
            continue
        assert plan.ending_sums == tuple(sorted(set(plan.ending_sums)))
        assert all(2 <= s <= 12 for s in plan.ending_sums)
        assert seen <= set(plan.ending_sums)
        seen = frozenset(plan.ending_sums)


@settings(max_examples=150, deadline=None)
@given(rulesets, seeds)
def test_game_ends_exactly_when_a_roll_hits_or_objective(ruleset_id: str, rng: random.Random) -> None:
    game = random_game(_params(ruleset_id), rng)
    results = game.states[-1].turns
    for i, result in enumerate(results):
        hit = result.plan.ending_sums is not None and result.event.roll in result.plan.ending_sums
        assert result.ended_game == (hit or result.event.objective)
        assert result.ended_game == (i == len(results) - 1 and game.states[-1].ended)
    final = game.states[-1]
    if final.ended:
        assert final.next_player is None and final.next_turn is None
        assert final.end == ("objective" if results[-1].event.objective else "sdadata")


@settings(max_examples=150, deadline=None)
@given(rulesets, seeds)
def test_next_player_and_anchor_always_take_turns(ruleset_id: str, rng: random.Random) -> None:
    game = random_game(_params(ruleset_id), rng)
    for state in game.states:
        assert state.takes_turns(state.anchor)
        if state.next_player is not None:
            assert state.takes_turns(state.next_player)
            assert state.status(state.next_player) in ("active", "withdrawn")


@settings(max_examples=100, deadline=None)
@given(rulesets, seeds)
def test_rolls_only_in_the_sdadata_or_the_anchors_closing_turn(ruleset_id: str, rng: random.Random) -> None:
    params = _params(ruleset_id)
    game = random_game(params, rng)
    for result in game.states[-1].turns:
        plan = result.plan
        if plan.rolls and plan.phase != "sdadata":
            assert params.anchor_rolls_at_regular_end
            assert plan.phase == params.rounds_after_expiry[-1] and plan.player == result.anchor
        limit = params.max_conquests_to_roll
        if plan.rolls and limit is not None:
            assert result.event.conquered <= limit


@pytest.mark.parametrize("sums", [(2, 3, 4), (2, 3, 4, 5), (2, 3, 4, 5, 6), (2, 3, 4, 5, 6, 7), (4,), (4, 7)])
def test_chance_matches_counting_all_36_throws(sums: tuple[int, ...]) -> None:
    hits = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b in sums)
    assert dice.chance(sums) == Fraction(hits, 36)
    assert dice.chance_text(sums) == f"{hits}/36"


def test_chances_of_rules_md() -> None:
    assert [dice.chance_text(range(2, top + 1)) for top in (4, 5, 6, 7)] == ["6/36", "10/36", "15/36", "21/36"]
    assert dice.chance_text([4]) == "3/36" and dice.chance_text([4, 7]) == "9/36"
