"""Properties of reinforcements, sets, card limits and penalties over every built-in ruleset."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee_app.rules.board import classic_board
from referee_app.rules.cards import cards_on_elimination, check_hand
from referee_app.rules.penalties import army_cap, excess_reinforcement, missed_sdadata_roll
from referee_app.rules.reinforcements import reinforcements
from referee_app.rules.ruleset import BUILTIN_IDS, builtin
from referee_app.rules.sets import SYMBOLS, Card, SetError, escalating_value, set_value

rulesets = st.sampled_from(BUILTIN_IDS).map(builtin)
counts = st.integers(min_value=0, max_value=400)


@given(rulesets, counts, st.booleans(), st.none() | counts)
def test_excess_reinforcement_removes_a_multiple_never_negative(r, excess, self_declared, placed):  # type: ignore[no-untyped-def]
    if placed is not None and placed < excess:
        placed = excess
    result = excess_reinforcement(r.penalties, excess, self_declared, placed)
    assert result.remove >= 0 and result.from_placed >= 0 and result.from_choice >= 0
    if placed is not None:
        assert result.from_placed <= placed
    if r.penalties.excess_reinforcement_penalty:
        assert result.remove == excess * (1 if self_declared else r.penalties.spotted_multiplier)
    else:
        assert result.remove == 0


@given(rulesets, counts, st.booleans(), st.none() | st.integers(min_value=1, max_value=200))
def test_army_cap_never_negative_and_never_raises_the_cap(r, armies, self_declared, cap):  # type: ignore[no-untyped-def]
    result = army_cap(r.penalties, armies, self_declared, cap)
    assert 0 <= result.remove <= armies
    if r.penalties.army_cap is None:
        assert result.remove == 0 and result.cap is None
        return
    current = cap if cap is not None else r.penalties.army_cap
    assert result.cap is not None and 0 <= result.cap <= current
    assert armies - result.remove <= current
    if self_declared:
        assert result.cap == current
    elif armies > current and armies <= 2 * current:
        # Spotted: what is left on the board is exactly the lowered cap.
        assert armies - result.remove == result.cap == current - (armies - current)


@given(st.sampled_from(["marsala-2011", "raduno", "como-2000"]).map(builtin),
       st.lists(st.integers(min_value=0, max_value=60), min_size=1, max_size=6))
def test_repeated_spotted_breaches_keep_lowering_the_cap(r, extra):  # type: ignore[no-untyped-def]
    cap = r.penalties.army_cap
    for more in extra:
        result = army_cap(r.penalties, cap + more, False, cap)
        assert result.cap == cap - min(more, cap)
        cap = result.cap


@given(rulesets, st.integers(min_value=0, max_value=10))
def test_missed_roll_escalates_and_stays_escalated(r, warnings):  # type: ignore[no-untyped-def]
    codes = [missed_sdadata_roll(r.penalties, w).code for w in range(warnings + 2)]
    order = ["none", "warning", "exclusion"]
    assert codes == sorted(codes, key=order.index)


@given(rulesets, st.integers(min_value=0, max_value=30))
def test_hand_check_consistent(r, count):  # type: ignore[no-untyped-def]
    check = check_hand(r.cards, count)
    assert 0 <= check.discard <= count
    if check.limit is None or count <= check.limit:
        assert check.sanction == "none" and check.discard == 0


@given(rulesets, st.integers(min_value=0, max_value=12), st.integers(min_value=0, max_value=12))
def test_elimination_cards_split(r, hand, victim):  # type: ignore[no-untyped-def]
    result = cards_on_elimination(r.cards, hand, victim)
    assert result.take + result.discard == victim and result.take >= 0
    cap = r.cards.taken_on_elimination_max
    if cap is not None:
        assert hand + result.take <= max(hand, cap)


territory_sets = st.sets(st.sampled_from(classic_board().names), max_size=42).map(lambda s: tuple(sorted(s)))


@given(rulesets, territory_sets, st.booleans(), st.integers(min_value=0, max_value=40))
def test_reinforcements_add_up(r, owned, attacks, set_armies):  # type: ignore[no-untyped-def]
    board = classic_board()
    due = reinforcements(board, r.reinforcements, owned, attacks=attacks, set_armies=set_armies)
    assert due.total == due.territory_armies + due.continent_armies + due.set_armies >= 0
    assert due.territory_armies >= len(owned) // r.reinforcements.territory_divisor or (
        attacks and r.reinforcements.no_territory_armies_after_attack)
    assert due.continent_armies == sum(board.continents[c].bonus for c in due.continents)
    for c in due.continents:
        assert set(board.continents[c].territories) <= set(owned)


CARDS = [Card(s, None) for s in SYMBOLS]


@pytest.mark.parametrize("ruleset_id", BUILTIN_IDS)
def test_set_value_ignores_card_order(ruleset_id: str) -> None:
    params = builtin(ruleset_id).sets
    for combo in itertools.combinations_with_replacement(CARDS, 3):
        values = set()
        for order in itertools.permutations(combo):
            try:
                values.add(set_value(params, order).total)
            except SetError:
                values.add(-1)
        assert len(values) == 1, combo


@given(rulesets, st.lists(st.sampled_from(SYMBOLS), min_size=3, max_size=3),
       st.sets(st.sampled_from(classic_board().names), min_size=3, max_size=3), st.sets(
           st.sampled_from(classic_board().names)))
def test_set_bonus_counts_owned_cards(r, symbols, territories, owned):  # type: ignore[no-untyped-def]
    cards = [Card(s, None if s == "jolly" else t) for s, t in zip(symbols, sorted(territories))]
    try:
        value = set_value(r.sets, cards, owned)
    except SetError:
        return
    owned_cards = [c for c in cards if c.territory in owned]
    assert value.bonus == r.sets.owned_territory_bonus * len(owned_cards)
    assert value.total >= value.base >= 0


@given(st.integers(min_value=1, max_value=60))
def test_escalating_grows(n: int) -> None:
    params = builtin("risk-classic").sets
    assert escalating_value(params, n + 1) > escalating_value(params, n)
