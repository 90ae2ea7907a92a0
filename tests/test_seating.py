from __future__ import annotations

import pytest

from referee_app.rules.errors import InputError
from referee_app.rules.seating import (
    COLOURS,
    TiedRollError,
    assign_colours,
    order_drawn,
    order_from_rolls,
    seat_table,
)


def test_highest_roll_is_seat_one_then_by_roll() -> None:
    assert order_from_rolls({"Anna": 3, "Bruno": 6, "Carla": 1, "Dario": 5}) == ["Bruno", "Dario", "Anna", "Carla"]


def test_ties_are_refused_naming_who_rolls_again() -> None:
    with pytest.raises(TiedRollError) as info:
        order_from_rolls({"Anna": 4, "Bruno": 4, "Carla": 2, "Dario": 6})
    assert info.value.players == ("Anna", "Bruno")
    assert "Anna and Bruno tied at 4" in str(info.value)
    with pytest.raises(TiedRollError) as info:
        order_from_rolls({"Anna": [4, 2], "Bruno": [4, 2], "Carla": 2})
    assert info.value.players == ("Anna", "Bruno") and "4-2" in str(info.value)


def test_re_rolls_break_ties_only_among_the_tied() -> None:
    order = order_from_rolls({"Anna": [4, 1], "Bruno": [4, 5], "Carla": [2], "Dario": 6})
    assert order == ["Dario", "Bruno", "Anna", "Carla"]
    # three-way tie, then two of them tie again
    order = order_from_rolls({"A": [5, 3, 6], "B": [5, 3, 2], "C": [5, 4], "D": 1})
    assert order == ["C", "A", "B", "D"]


@pytest.mark.parametrize("rolls,field", [
    ({"Anna": 0, "Bruno": 3}, "rolls.Anna"), ({"Anna": [3, 19], "Bruno": 3}, "rolls.Anna[1]"),
    ({"Anna": "six", "Bruno": 3}, "rolls.Anna"), ({"Anna": [], "Bruno": 3}, "rolls.Anna"),
    ({"Anna": True, "Bruno": 3}, "rolls.Anna"), ({}, "rolls")])
def test_bad_rolls(rolls: dict[str, object], field: str) -> None:
    with pytest.raises(InputError) as info:
        order_from_rolls(rolls)  # type: ignore[arg-type]
    assert info.value.field == field


def test_app_drawn_order_is_seeded() -> None:
    players = ["Anna", "Bruno", "Carla", "Dario", "Elena"]
    first = order_drawn(players, "7:table:1")
    assert first == order_drawn(players, "7:table:1")
    assert sorted(first) == sorted(players)
    assert len({tuple(order_drawn(players, s)) for s in range(10)}) > 1


def test_colours_in_seat_order_with_preferences() -> None:
    order = ["Dario", "Anna", "Bruno", "Carla"]
    colours = assign_colours(order, {"Anna": ["Nero", "blu"], "Bruno": ["nero", "VIOLA"], "Carla": ["rosso"]})
    assert colours == {"Dario": "rosso", "Anna": "nero", "Bruno": "viola", "Carla": "blu"}
    assert list(assign_colours(["a", "b", "c", "d", "e", "f"]).values()) == list(COLOURS)
    with pytest.raises(InputError) as info:
        assign_colours(["a"], {"a": ["arancione"]})
    assert info.value.field == "colours.a[0]"
    with pytest.raises(InputError):
        assign_colours([str(i) for i in range(7)])


def test_seat_table() -> None:
    rolls: dict[str, int | list[int]] = {"Anna": 2, "Bruno": [6, 1]}
    seats = seat_table(["Bruno", "Anna"], None, rolls)
    assert [(s.seat, s.player, s.colour, s.rolls) for s in seats] == [
        (1, "Bruno", "rosso", (6, 1)), (2, "Anna", "blu", (2,))]
