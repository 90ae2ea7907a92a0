"""The engine's refusals and table-check warnings carry a stable code and parameters beside the unchanged
English text (the window words them in Italian; the command line and the logs keep the English)."""

from __future__ import annotations

import pytest

from referee_app.rules.board import classic_board
from referee_app.rules.clock import ClockEvent, clock_state
from referee_app.rules.errors import InputError, UnknownTerritoryError, field_of, location_of
from referee_app.rules.ruleset import builtin
from referee_app.rules.sdadata import TurnEvent, apply_turn, start
from referee_app.rules.table.check import CheckWarning, TableCheck


def _refusal(call: object, *args: object, **kwargs: object) -> InputError:
    with pytest.raises(InputError, check=lambda error: bool(error.code)) as info:
        call(*args, **kwargs)  # type: ignore[operator]
    return info.value


def test_an_error_carries_its_location_as_a_tuple() -> None:
    error = InputError(("players", 2, "sheet", "outside_points"), "not a number", code="sheet_number")
    assert error.location == ("players", 2, "sheet", "outside_points")
    assert error.field == "players[2].sheet.outside_points" and error.code == "sheet_number"
    assert str(error) == "players[2].sheet.outside_points: not a number"  # the command line's line
    named = InputError("file.Carta 1[1]", "unknown territory")  # raised with the dotted form: read once here
    assert named.location == ("file", "Carta 1", 1) and named.field == "file.Carta 1[1]" and named.code == ""
    for field in ("players[2].sheet.outside_points", "turns[3].player", "rolls.Anna", "ranking[2]", "", "x[0][1]"):
        assert field_of(location_of(field)) == field
    assert InputError(("rolls", "A. Rossi"), "bad").location == ("rolls", "A. Rossi")  # a name with a dot


def test_nesting_keeps_the_code() -> None:
    exc = InputError("player", "expected", code="turn_order", expected="Anna", player="Bruno")
    nested = exc.at("turns[3]")
    assert nested.code and nested.field == "turns[3].player" and nested.location == ("turns", 3, "player")
    assert (nested.code, nested.params, nested.message) == ("turn_order", exc.params, "expected")
    unknown = UnknownTerritoryError("t", "Alaskka", "Alaska").at("players[0]")
    assert isinstance(unknown, UnknownTerritoryError) and unknown.code == "unknown_territory"
    assert unknown.params == {"name": "Alaskka", "suggestion": "Alaska"}
    assert str(unknown) == 'players[0].t: unknown territory "Alaskka" (did you mean "Alaska"?)'


def test_sdadata_turn_refusals() -> None:
    params = builtin("marsala-2011").sdadata
    assert params is not None
    state = start(params, ("Anna", "Bruno", "Carla", "Dario"), "Dario")
    exc = _refusal(apply_turn, state, TurnEvent("Carla", 0))
    assert (exc.code, exc.params) == ("turn_order", {"expected": "Dario", "player": "Carla"})
    assert exc.message == 'expected "Dario" to play, got "Carla"'
    exc = _refusal(apply_turn, state, TurnEvent("Dario", 0, roll=13))
    assert (exc.code, exc.params["roll"], exc.field) == ("roll_range", "13", "roll")
    exc = _refusal(apply_turn, state, TurnEvent("Dario", 0, roll=7))
    assert exc.code == "roll_not_allowed" and exc.params["reason"] == "not_rolling_turn"
    assert exc.message == '"Dario" does not roll in this turn: this turn has no sdadata roll'
    for player in ("Dario", "Anna", "Bruno", "Carla"):
        state = apply_turn(state, TurnEvent(player, 0))
    exc = _refusal(apply_turn, state, TurnEvent("Dario", 0))
    assert (exc.code, exc.params) == ("roll_missing", {"player": "Dario", "sums": "2, 3, 4"})
    exc = _refusal(apply_turn, state, TurnEvent("Dario", 3, roll=5))
    assert exc.code == "roll_not_allowed"
    assert (exc.params["reason"], exc.params["conquered"], exc.params["limit"]) == ("conquest_limit", "3", "2")
    state = apply_turn(state, TurnEvent("Dario", 0, roll=2))
    exc = _refusal(apply_turn, state, TurnEvent("Anna", 0))
    assert exc.code == "game_ended" and exc.message.startswith("the game already ended at turns[")


def test_clock_refusals() -> None:
    events = [ClockEvent("start", 0.0), ClockEvent("pause", 10.0), ClockEvent("pause", 20.0)]
    exc = _refusal(clock_state, events, 30.0, 90)
    assert (exc.code, exc.field, exc.message) == ("already_paused", "events[2]", "the hall is already paused")
    events = [ClockEvent("start", 0.0), ClockEvent("recovery", 6000.0, minutes=2)]
    exc = _refusal(clock_state, events, 6000.0, 90)
    assert exc.code == "recovery_after_expiry" and exc.params["expired_at"] == "5400.0"


def test_check_warnings_keep_their_english_line() -> None:
    note = CheckWarning("players[0].objective", "objective_value", "Anna's objective is worth 19, tournament "
                        "cards are worth 86", (("player", "Anna"), ("value", "19"), ("expected", "86")))
    check = TableCheck(164, 164, 0, (note,))
    assert check.warnings == ("players[0].objective: Anna's objective is worth 19, tournament cards are worth 86",)
    assert note.param("value") == "19" and note.param("nothing") == ""


def test_board_resolve_is_coded() -> None:
    exc = _refusal(classic_board().resolve, "Kamciatca", "x")
    assert exc.code == "unknown_territory" and exc.params["name"] == "Kamciatca"
