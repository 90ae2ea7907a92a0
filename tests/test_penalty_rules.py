"""The pure API of reinforcements, sets, cards and penalties, and the ruleset sections they read."""

from __future__ import annotations

from typing import Any

import pytest

from referee_app.rules.board import classic_board
from referee_app.rules.errors import InputError, RulesetError
from referee_app.rules.penalties import (
    card_drawn_without_right, false_risiko, forgotten_draw, free_sanction, player_out, undeclared_risiko)
from referee_app.rules.reinforcements import neutral_army_share, owned_territories, reinforcements
from referee_app.rules.ruleset import builtin, ruleset_from_dict
from referee_app.rules.sets import Card, SetError, escalating_value, set_value


def _custom(**sections: Any) -> Any:
    return ruleset_from_dict({"extends": "marsala-2011", **sections})


def test_player_out_effects() -> None:
    withdrawn = player_out("force_majeure")
    assert withdrawn.code == "withdrawal" and withdrawn.keeps_place_points and withdrawn.dice_rolled_by_previous
    assert not withdrawn.ranks_as_first_eliminated and not withdrawn.expelled_from_tournament
    for reason in ("missed_sdadata_roll", "undeclared_risiko"):
        out = player_out(reason)
        assert out.code == "exclusion" and out.ranks_as_first_eliminated and not out.expelled_from_tournament
    assert player_out("refused_decision").code == "expulsion"
    assert player_out("refused_decision").expelled_from_tournament
    assert all(player_out(r).territories_neutral and player_out(r).neutral_only_defend  # type: ignore[arg-type]
               for r in ("force_majeure", "refused_decision", "undeclared_risiko"))


def test_fixed_rulings() -> None:
    assert undeclared_risiko().out == player_out("undeclared_risiko")
    assert false_risiko().code == "resume_play" and false_risiko().out is None
    assert card_drawn_without_right().reshuffle_deck
    assert forgotten_draw(False).code == "draw_allowed" and forgotten_draw(True).code == "draw_lost"


def test_free_sanction_needs_the_rule_and_a_reason() -> None:
    passione = builtin("nostra-passione-2018").penalties
    assert free_sanction(passione, "late", 2).points_deducted == 2
    assert free_sanction(builtin("marsala-2011").penalties, "late", 2).code == "none"
    with pytest.raises(InputError, match="reason"):
        free_sanction(passione, "")
    no_points = ruleset_from_dict({"extends": "nostra-passione-2018", "penalties": {"point_deductions": False}})
    assert free_sanction(no_points.penalties, "late").code == "free_sanction"
    with pytest.raises(InputError) as info:
        free_sanction(no_points.penalties, "late", 1)
    assert info.value.field == "points"


def test_escalating_needs_a_table_and_starts_at_one() -> None:
    with pytest.raises(InputError):
        escalating_value(builtin("risk-classic").sets, 0)
    with pytest.raises(RulesetError):
        escalating_value(builtin("marsala-2011").sets, 1)
    on = ruleset_from_dict({"extends": "risk-classic", "sets": {"escalating_on": True}})
    assert set_value(on.sets, [Card("cannon")] * 3, sets_traded_before=3).total == 10


def test_set_without_a_value_in_a_custom_ruleset() -> None:
    data = builtin("marsala-2011").to_dict()
    del data["sets"]["values"]["jolly_two_equal"]
    r = ruleset_from_dict(data)
    with pytest.raises(RulesetError) as info:
        set_value(r.sets, [Card("jolly"), Card("cannon"), Card("cannon")])
    assert info.value.key == "sets.values.jolly_two_equal"


def test_set_error_is_input_error() -> None:
    with pytest.raises(InputError):
        set_value(builtin("raduno").sets, [Card("cannon"), Card("cannon"), Card("cavalry")])
    assert issubclass(SetError, InputError)


@pytest.mark.parametrize(("sections", "key"), [
    ({"sets": {"values": {"four_equal": 20}}}, "sets.values.four_equal"),
    ({"sets": {"values": {"one_of_each": -1}}}, "sets.values.one_of_each"),
    ({"sets": {"escalating_on": True}}, "sets.escalating"),
    ({"penalties": {"army_cap": 0}}, "penalties.army_cap"),
    ({"penalties": {"spotted_multiplier": 0}}, "penalties.spotted_multiplier"),
    ({"penalties": {"missed_roll_warnings_before_exclusion": -1}}, "penalties.missed_roll_warnings_before_exclusion"),
    ({"cards": {"at_limit": "maybe"}}, "cards.at_limit"),
    ({"cards": {"over_limit": "burn"}}, "cards.over_limit"),
    ({"cards": {"hand_limit": 2}}, "cards.hand_limit"),
    ({"reinforcements": {"territory_divisor": 0}}, "reinforcements.territory_divisor"),
    ({"reinforcements": {"minimum": -2}}, "reinforcements.minimum"),
])
def test_bad_section_keys_are_named(sections: dict[str, Any], key: str) -> None:
    with pytest.raises(RulesetError) as info:
        _custom(**sections)
    assert info.value.key == key


def test_reinforcement_territories_are_resolved_once() -> None:
    board = classic_board()
    assert owned_territories(board, ["cita", "Peru"]) == ("Čita", "Perù")
    with pytest.raises(InputError) as info:
        owned_territories(board, ["Cina", "CINA"])
    assert info.value.field == "territories[1]"


def test_neutral_share_halves_each_part() -> None:
    r = builtin("risk-classic")
    due = reinforcements(classic_board(), r.reinforcements, ("Cina",), set_armies=5)
    # 1 territory -> minimum 3 (half 1), set 5 (half 2)
    assert (due.territory_armies, neutral_army_share(due)) == (3, 3)


def test_seed_002_examples() -> None:
    params = builtin("risk-classic").reinforcements
    board = classic_board()
    names = board.names
    # 9 territories -> 3, 14 -> 4, 7 -> 3 (the minimum); picked so that no continent is whole
    spread = [n for n in names if n not in ("Argentina", "Madagascar", "Australia Orientale", "Giappone",
                                            "Islanda", "America Centrale")]
    for count, expected in ((9, 3), (14, 4), (7, 3)):
        picked = tuple(spread[i * 5 % len(spread)] for i in range(count))
        assert len(set(picked)) == count
        due = reinforcements(board, params, picked)
        assert due.territory_armies == expected
