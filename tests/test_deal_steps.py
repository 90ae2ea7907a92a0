"""The card-by-card view of a deal in progress (`rules/deal/steps.py`): it agrees with the replay of the
whole deal, for every procedure, at every length; bad cards are refused with structured errors."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.rules.board import classic_board
from referee_app.rules.deal.procedure import replay_deal
from referee_app.rules.deal.deck import CardTwiceError, UnheldError, check_hands
from referee_app.rules.deal.seeded import random_deal
from referee_app.rules.deal.result import DealResult
from referee_app.rules.deal.steps import DealStep, Passed, deal_steps, hands_so_far
from referee_app.rules.errors import RulesError, UnknownTerritoryError
from referee_app.rules.ruleset import BUILTIN_IDS, builtin

BOARD = classic_board()
NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio")
GOLDEN = Path(__file__).parent / "golden" / "deal"


def same_hands(steps: Sequence[DealStep], result: DealResult) -> bool:
    return {p: set(h) for p, h in hands_so_far(result.players, steps).items()} == \
        {p: set(result.hands[p]) for p in result.players}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(BUILTIN_IDS), st.integers(min_value=2, max_value=6), st.integers(0, 2**32),
       st.integers(min_value=0, max_value=44))
def test_steps_agree_with_the_replay_and_with_every_prefix(ruleset_id: str, n: int, seed: int, cut: int) -> None:
    deal = builtin(ruleset_id).deal
    players = NAMES[:n]
    try:
        result = random_deal(deal, BOARD, players, seed)
    except RulesError:  # 2 players under a cap: no valid deal exists, nothing to compare
        return
    steps = deal_steps(deal, BOARD, players, result.cards)
    assert [s.card for s in steps] == list(result.cards)
    assert same_hands(steps, result)
    assert deal_steps(deal, BOARD, players, result.cards[:cut]) == steps[:cut]


def test_golden_skip_is_seen_live() -> None:
    case = json.loads((GOLDEN / "seq_skip_then_two_places_on.json").read_text("utf-8"))
    deal = builtin(case["ruleset"]).deal
    players, cards = case["input"]["players"], case["input"]["cards"]
    steps = deal_steps(deal, BOARD, players, cards[:9])
    assert steps[-1] == DealStep(8, "Brasile", "Carla", (Passed("Dario", 2),))
    steps = deal_steps(deal, BOARD, players, cards[:10])
    assert steps[-1] == DealStep(9, "Argentina", "Bruno", (Passed("Dario", 2),))
    assert steps[4].card == "Perù" and steps[4].to == "Dario"  # loose name resolved
    assert same_hands(deal_steps(deal, BOARD, players, cards), replay_deal(deal, BOARD, players, cards))


def test_swap_step_matches_the_golden_swap() -> None:
    case = json.loads((GOLDEN / "seq_swap_with_earlier_card_5_players.json").read_text("utf-8"))
    deal = builtin(case["ruleset"]).deal
    steps = deal_steps(deal, BOARD, case["input"]["players"], case["input"]["cards"])
    swaps = [s.swap for s in steps if s.swap is not None]
    assert [{"card": s.card, "with_card": s.with_card, "players": list(s.players)} for s in swaps] \
        == case["expected"]["swaps"]


def test_como_last_cards_are_neutral_and_classic_jolly_goes_to_a_player() -> None:
    como = builtin("como-2000").deal
    steps = deal_steps(como, BOARD, NAMES[:4], BOARD.names)
    assert [s.to for s in steps[-2:]] == [None, None] and steps[-3].to is not None
    classic = builtin("risk-classic").deal
    steps = deal_steps(classic, BOARD, NAMES[:3], ["Alaska", "jolly"])
    # seat 3 first: the jolly (second card) goes to Bruno and gives him no territory
    assert steps[1].jolly and [s.to for s in steps] == ["Carla", "Bruno"]


def test_bad_cards_are_refused_with_their_details() -> None:
    deal = builtin("marsala-2011").deal
    with pytest.raises(UnknownTerritoryError) as unknown:
        deal_steps(deal, BOARD, NAMES[:4], ["Alaska", "Brasilia"])
    assert unknown.value.field == "cards[1]" and unknown.value.suggestion == "Brasile"
    with pytest.raises(CardTwiceError) as twice:
        deal_steps(deal, BOARD, NAMES[:4], ["Alaska", "Brasile", "alaska"])
    assert (twice.value.field, twice.value.name, twice.value.first) == ("cards[2]", "Alaska", 0)
    with pytest.raises(CardTwiceError):
        deal_steps(builtin("risk-classic").deal, BOARD, NAMES[:4], ["Jolly", "jolly", "Jolly"])


def test_hands_held_twice_or_left_unheld_are_structured() -> None:
    with pytest.raises(CardTwiceError) as twice:
        check_hands(BOARD, ("Anna", "Bruno"), {"Anna": ["Alaska"], "Bruno": ["alaska"]})
    assert twice.value.first == "Anna" and twice.value.field == "hands.Bruno[0]"
    with pytest.raises(UnheldError) as unheld:
        check_hands(BOARD, ("Anna", "Bruno"), {"Anna": BOARD.names[:40], "Bruno": [BOARD.names[41]]})
    assert unheld.value.unheld == (BOARD.names[40],) and unheld.value.neutral == 0
