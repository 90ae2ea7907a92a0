"""The deal building blocks: sequence, least excess, swaps switched off, Como planning and its checks."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from referee_app.rules.board import classic_board
from referee_app.rules.deal.procedure import check_distribution, expected_counts, neutral_count, replay_deal
from referee_app.rules.deal.check import least_excess
from referee_app.rules.deal.como import (Abandonment, ComoPlan, check_abandonment, check_reoccupation,
                                        plan_abandonment)
from referee_app.rules.deal.continent import deck_order
from referee_app.rules.deal.deck import check_cards, check_players
from referee_app.rules.deal.seeded import random_deal
from referee_app.rules.deal.sequence import deal_sequence, implied_counts, replay_sequential
from referee_app.rules.errors import InputError, RulesetError
from referee_app.rules.ruleset import builtin, ruleset_from_dict

BOARD = classic_board()
GOLDEN = Path(__file__).parent / "golden" / "deal"
P4 = ("Anna", "Bruno", "Carla", "Dario")
P5 = (*P4, "Elena")


def _golden_input(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((GOLDEN / f"{name}.json").read_text("utf-8"))["input"]  # type: ignore[assignment]
    return data


def test_sequence_starts_on_the_dealers_right_and_goes_counterclockwise() -> None:
    assert deal_sequence(P4, 6) == ("Dario", "Carla", "Bruno", "Anna", "Dario", "Carla")
    assert implied_counts(P4, 42) == {"Anna": 10, "Bruno": 10, "Carla": 11, "Dario": 11}
    assert implied_counts(P5, 42) == {"Anna": 8, "Bruno": 8, "Carla": 8, "Dario": 9, "Elena": 9}
    assert implied_counts(P4[:3], 42) == dict.fromkeys(P4[:3], 14)


def test_expected_counts_per_procedure() -> None:
    assert expected_counts(builtin("marsala-2011").deal, BOARD, P5)["Elena"] == (9, 9)
    assert expected_counts(builtin("como-2000").deal, BOARD, P5) == dict.fromkeys(P5, (8, 8))
    assert neutral_count(builtin("como-2000").deal, 6) == 0
    assert expected_counts(builtin("como-2000").deal, BOARD, P4 + ("Elena", "Fabio"))["Anna"] == (7, 7)
    # 44 cards over 4: every seat gets 11 cards, and a jolly costs a territory
    assert expected_counts(builtin("risk-classic").deal, BOARD, P4) == dict.fromkeys(P4, (9, 11))
    assert expected_counts(builtin("editrice-1997").deal, BOARD, P4)["Dario"] == (11, 11)


def test_least_excess() -> None:
    assert least_excess(BOARD, dict.fromkeys(P4, 10) | {"Dario": 12}) == 0
    assert least_excess(BOARD, {"Anna": 21, "Bruno": 21}) == 2
    assert least_excess(BOARD, {"Anna": 22, "Bruno": 20}) == 2
    assert least_excess(BOARD, {"Anna": 30, "Bruno": 12}) == 10


def test_swaps_switched_off_leave_the_card_with_the_player_due() -> None:
    cards = _golden_input("seq_last_card_swap_penultimate")["cards"]
    assert isinstance(cards, list)
    result = replay_sequential(BOARD, P4, cards, last_card_swap=False)
    assert result.swaps == ()
    assert result.hands["Carla"][-1] == "Brasile"
    assert [(v.player, v.continent, v.count, v.unavoidable) for v in result.violations] == [
        ("Carla", "Sud America", 3, True)]
    assert result.valid and not result.cap_unavoidable


def test_two_players_cannot_respect_the_caps() -> None:
    result = replay_sequential(BOARD, ("Anna", "Bruno"), BOARD.names)
    assert result.cap_unavoidable and result.violations and result.valid
    assert all(v.unavoidable for v in result.violations)


def test_per_continent_with_two_players_reports_the_unavoidable_excess() -> None:
    result = replay_deal(builtin("nostra-passione-2018").deal, BOARD, ("Anna", "Bruno"), BOARD.names)
    assert {(v.player, v.continent) for v in result.violations} == {("Bruno", "Nord America"), ("Anna", "Europa")}
    assert result.cap_unavoidable


def test_deck_order_rejects_an_unknown_continent_and_appends_missing_ones() -> None:
    assert deck_order(BOARD, ("Asia",))[:2] == ("Asia", "Nord America")
    with pytest.raises(InputError) as info:
        deck_order(BOARD, ("Atlantide",))
    assert info.value.field == "deal.continent_order[0]"


def test_card_and_player_checks() -> None:
    with pytest.raises(InputError) as info:
        check_cards(BOARD, [*BOARD.names[:41], "Alaska"])
    assert info.value.field == "cards[41]"
    with pytest.raises(InputError) as info:
        check_cards(BOARD, BOARD.names[:41])
    assert info.value.field == "cards" and "Australia Orientale" in info.value.message
    with pytest.raises(InputError) as info:
        check_cards(BOARD, [*BOARD.names, "Jolly"])
    assert info.value.field == "cards[42]"
    assert check_cards(BOARD, [*BOARD.names, "JOLLY", "jolly"], 2)[-2:] == ("Jolly", "Jolly")
    with pytest.raises(InputError, match="2 to 6"):
        check_players(("Anna",))
    with pytest.raises(InputError) as info:
        check_players(("Anna", "Anna"))
    assert info.value.field == "players[1]"


def test_distribution_structure_errors() -> None:
    deal = builtin("marsala-2011").deal
    hands = replay_deal(deal, BOARD, P4, BOARD.names).hands
    short = {p: list(h) for p, h in hands.items()}
    short["Anna"].pop()
    with pytest.raises(InputError, match="nobody holds"):
        check_distribution(deal, BOARD, P4, short)
    twice = {p: list(h) for p, h in hands.items()}
    twice["Anna"].append(twice["Bruno"][0])
    with pytest.raises(InputError) as info:
        check_distribution(deal, BOARD, P4, twice)
    assert info.value.field == "hands.Bruno[0]" and "already held by \"Anna\"" in info.value.message
    with pytest.raises(InputError, match="no territory is left neutral"):
        check_distribution(builtin("como-2000").deal, BOARD, P4, hands)


def _como_case() -> tuple[dict[str, list[str]], dict[str, list[str]]]:
    case = _golden_input("como_abandonment_and_reoccupation")
    return case["hands"], case["abandoned"]  # type: ignore[return-value]


def test_como_starter_is_the_biggest_exceeder() -> None:
    hands, _ = _como_case()
    plan = plan_abandonment(BOARD, P4, hands)
    assert plan.starter == "Dario"
    hands = {p: list(h) for p, h in hands.items()}
    # move Alaska from Dario to Bruno: Bruno now exceeds by 3 and leads alone
    hands["Dario"].remove("Alaska")
    hands["Bruno"].append("Alaska")
    plan = plan_abandonment(BOARD, P4, hands)
    assert plan.of("Bruno").forced == {"Nord America": 2, "Africa": 1}
    assert plan.starter == "Bruno"
    assert plan.order[:5] == ("Bruno", "Anna", "Dario", "Carla", "Bruno")


def test_como_without_levelling() -> None:
    hands, _ = _como_case()
    plan = plan_abandonment(BOARD, P4, hands, to_fewest=False)
    assert plan.level is None and [a.total for a in plan.abandonments] == [0, 2, 1, 2]


def test_como_abandonment_errors() -> None:
    hands, abandoned = _como_case()
    plan = plan_abandonment(BOARD, P4, hands)
    wrong = dict(abandoned) | {"Dario": ["Venezuela", "Alaska"]}
    with pytest.raises(InputError, match="must abandon 1 in Europa") as info:
        check_abandonment(BOARD, plan, hands, wrong)
    assert info.value.field == "abandoned.Dario"
    with pytest.raises(InputError, match="must abandon 2 territories"):
        check_abandonment(BOARD, plan, hands, dict(abandoned) | {"Anna": ["Siam"]})
    with pytest.raises(InputError, match="does not hold") as info:
        check_abandonment(BOARD, plan, hands, dict(abandoned) | {"Anna": ["Siam", "Alaska"]})
    assert info.value.field == "abandoned.Anna[1]"
    with pytest.raises(InputError, match="abandoned twice"):
        check_abandonment(BOARD, plan, hands, dict(abandoned) | {"Anna": ["Siam", "siam"]})
    with pytest.raises(InputError, match="not one of the players"):
        check_abandonment(BOARD, plan, hands, dict(abandoned) | {"Zoe": []})


def test_como_reoccupation_errors() -> None:
    hands, abandoned = _como_case()
    plan = plan_abandonment(BOARD, P4, hands)
    kept = check_abandonment(BOARD, plan, hands, abandoned)
    free = [t for names in abandoned.values() for t in names]
    good = ["Quebec", "Brasile", "Giappone", "Siam", "Congo", "Islanda", "Europa Meridionale", "Madagascar"]
    check_reoccupation(BOARD, plan, kept, free, good)
    # Dario's second pick: Islanda would be his 4th of Europa while Congo and Madagascar are free
    bad = good[:4] + ["Islanda"] + good[5:]
    with pytest.raises(InputError, match="more than 3 in Europa") as info:
        check_reoccupation(BOARD, plan, kept, free, bad)
    assert info.value.field == "reoccupied[4]"
    with pytest.raises(InputError, match="not free") as info:
        check_reoccupation(BOARD, plan, kept, free, good[:1] + ["Quebec"] + good[2:])
    assert info.value.field == "reoccupied[1]"
    with pytest.raises(InputError, match="expected 8"):
        check_reoccupation(BOARD, plan, kept, free, good[:7])


def test_reoccupation_above_the_cap_when_nothing_else_is_left() -> None:
    plan = ComoPlan(P4, tuple(Abandonment(p, {}, 0) for p in P4), None, "Dario", ("Dario", "Dario"))
    kept = {"Dario": ["Venezuela", "Perù"]}
    with pytest.raises(InputError, match="more than 2 in Sud America"):
        check_reoccupation(BOARD, plan, kept, ["Brasile", "Siam"], ["Brasile", "Siam"])
    final = check_reoccupation(BOARD, plan, kept, ["Brasile", "Siam"], ["Siam", "Brasile"])
    assert final["Dario"] == ("Venezuela", "Perù", "Siam", "Brasile")


def test_random_deal_is_deterministic_and_replayable() -> None:
    deal = builtin("raduno").deal
    a = random_deal(deal, BOARD, P4, 7)
    assert a == random_deal(deal, BOARD, P4, 7)
    assert a != random_deal(deal, BOARD, P4, 8)
    assert replay_deal(deal, BOARD, P4, a.cards) == a


def test_deal_params_are_checked() -> None:
    data = builtin("marsala-2011").to_dict()
    for bad, key in ((("jolly_cards", -1)), "deal.jolly_cards"), ((("continent_order", ["Asia", "Asia"])),
                                                                  "deal.continent_order"):
        broken = json.loads(json.dumps(data))
        broken["deal"][bad[0]] = bad[1]
        with pytest.raises(RulesetError) as info:
            ruleset_from_dict(broken)
        assert info.value.key == key
    assert dataclasses.asdict(builtin("marsala-2011").deal)["last_card_swap"] is True
    assert builtin("editrice-1997").deal.jolly_cards == 0
