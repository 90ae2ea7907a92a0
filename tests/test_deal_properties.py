"""Properties of every deal procedure over seeded random deals (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.rules.board import classic_board
from referee_app.rules.deal.procedure import check_distribution, expected_counts, replay_deal
from referee_app.rules.deal.check import cap_violations
from referee_app.rules.deal.como import check_abandonment, check_reoccupation, plan_abandonment
from referee_app.rules.deal.seeded import random_como_resolution, random_deal
from referee_app.rules.deal.sequence import implied_counts
from referee_app.rules.deal.result import DealResult
from referee_app.rules.ruleset import BUILTIN_IDS, builtin
from referee_app.rules.params import DealParams

BOARD = classic_board()
NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio")

rulesets = st.sampled_from(BUILTIN_IDS)
tables = st.integers(min_value=3, max_value=6).map(lambda n: NAMES[:n])
seeds = st.integers(min_value=0, max_value=2**32)


def _generated(ruleset_id: str, players: tuple[str, ...], seed: int) -> tuple[DealParams, DealResult]:
    deal = builtin(ruleset_id).deal
    return deal, random_deal(deal, BOARD, players, seed)


@settings(max_examples=150, deadline=None)
@given(rulesets, tables, seeds)
def test_every_generated_deal_validates(ruleset_id: str, players: tuple[str, ...], seed: int) -> None:
    deal, result = _generated(ruleset_id, players, seed)
    assert result.valid
    checked = check_distribution(deal, BOARD, players, result.hands)
    assert checked.valid, (checked.violations, checked.count_errors)
    assert not checked.count_errors
    held = [t for p in players for t in result.hands[p]]
    assert sorted(held + list(result.neutral)) == sorted(BOARD.names)


@settings(max_examples=150, deadline=None)
@given(rulesets, tables, seeds)
def test_each_player_gets_the_count_the_sequence_implies(ruleset_id: str, players: tuple[str, ...],
                                                         seed: int) -> None:
    deal, result = _generated(ruleset_id, players, seed)
    dealt = len(result.cards) - len(result.neutral)
    due = implied_counts(players, dealt)
    for p in players:
        assert len(result.hands[p]) + result.jollies.get(p, 0) == due[p]
        low, high = expected_counts(deal, BOARD, players)[p]
        assert low <= len(result.hands[p]) <= high


@settings(max_examples=150, deadline=None)
@given(rulesets, tables, seeds)
def test_replaying_a_generated_order_reproduces_the_hands(ruleset_id: str, players: tuple[str, ...],
                                                          seed: int) -> None:
    deal, result = _generated(ruleset_id, players, seed)
    assert replay_deal(deal, BOARD, players, result.cards) == result
    assert random_deal(deal, BOARD, players, seed) == result  # deterministic


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(["marsala-2011", "raduno"]), tables, seeds)
def test_sequential_replay_never_breaks_the_cap_with_three_to_six(ruleset_id: str, players: tuple[str, ...],
                                                                  seed: int) -> None:
    result = random_deal(builtin(ruleset_id).deal, BOARD, players, seed)
    assert result.violations == ()
    for skip in result.skips:
        assert skip.to not in skip.skipped and skip.skipped


@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=3, max_value=6).map(lambda n: NAMES[:n]), seeds)
def test_como_resolution_validates_and_levels_the_table(players: tuple[str, ...], seed: int) -> None:
    deal = builtin("como-2000").deal
    dealt = random_deal(deal, BOARD, players, seed)
    plan = plan_abandonment(BOARD, players, dealt.hands)
    choice = random_como_resolution(BOARD, plan, dealt.hands, seed)
    kept = check_abandonment(BOARD, plan, dealt.hands, choice.abandoned)
    assert {len(kept[p]) for p in players} == {plan.level}
    assert not list(cap_violations(BOARD, players, kept))
    free = [t for p in players for t in dealt.hands[p] if t not in kept[p]]
    final = check_reoccupation(BOARD, plan, kept, free, choice.reoccupied)
    assert sorted(t for p in players for t in final[p]) == sorted(t for p in players for t in dealt.hands[p])

