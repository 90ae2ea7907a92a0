"""The typed table actions (rules/table/actions.py): the one reader of an action's JSON, and the JSON a log entry
stores, the same as the writers stored it before the types."""

from __future__ import annotations

from typing import Any

import pytest

from referee_app.rules.errors import InputError
from referee_app.rules.sdadata import TurnEvent
from referee_app.rules.table.actions import KINDS, ClockPause, Ruling, WrongSetValue, kind_of, payload, read_action

# one entry of every kind, as the log holds them (without "at", which the session adds)
STORED: list[tuple[str, dict[str, Any]]] = [
    ("clock_start", {}),
    ("clock_pause", {"scope": "table"}),
    ("clock_pause", {"scope": "hall"}),
    ("clock_resume", {}),
    ("clock_resume", {"scope": "hall"}),
    ("recovery_minutes", {"minutes": 3, "reason": "dadi caduti"}),
    ("time_expired", {"player": "Anna"}),
    ("turn_end", {"player": "Anna", "conquered": 0}),
    ("turn_end", {"player": "Anna", "conquered": 2, "eliminated": ["Bruno"], "excluded": ["Carla"],
                  "withdrawn": ["Dario"], "roll": 7, "objective": True, "missed_roll": True}),
    ("elimination", {"player": "Anna"}),
    ("exclusion", {"player": "Anna"}),
    ("withdrawal", {"player": "Anna"}),
    ("penalty", {"kind": "excess_reinforcement", "player": "Anna", "excess": 3, "self_declared": False}),
    ("penalty", {"kind": "army_cap", "player": "Anna", "armies_on_board": 134, "self_declared": True}),
    ("penalty", {"kind": "cards_in_hand", "player": "Anna", "count": 9}),
    ("penalty", {"kind": "wrong_set_value", "player": "Anna", "combination": "one_of_each", "claimed": 14,
                 "bonus_territories": 0, "self_declared": False}),
    ("penalty", {"kind": "wrong_set_value", "player": "Anna", "combination": "one_of_each", "claimed": 14,
                 "bonus_territories": 1, "self_declared": False, "sets_traded_before": 0}),
    ("penalty", {"kind": "reinforcement_count", "player": "Anna", "territories": 12, "continents": ["Oceania"],
                 "set_armies": 0, "placed": 9, "self_declared": False, "continent_armies": 2}),
    ("penalty", {"kind": "missed_sdadata_roll", "player": "Anna"}),
    ("penalty", {"kind": "free_sanction", "player": "Anna", "reason": "insulti", "points": 2.5,
                 "disqualification": False}),
    ("ruling", {"text": "dado in bilico", "players": ["Anna"], "entries": []}),
    ("referee_call", {"called": False}),
    ("note", {"text": "si gioca"}),
    ("warning", {"player": "Anna", "reason": "ritardo"}),
    ("final_state", {"players": [{"name": "Anna", "territories": {"Cina": 3}}], "neutral": {}, "risiko": None}),
    ("final_state", {"players": [{"name": "Anna", "sheet": {"points": 5}}], "neutral_points": 0, "risiko": "Anna"}),
    ("result_confirmed", {"result": {"ranking": []}}),
    ("correction", {"result": {"ranking": []}, "reason": "dado sbagliato"}),
    ("deal", {"seed": 4, "cards": ["Cina", "Siam"], "procedure": "sequential"}),
    ("deal", {"cards": ["Cina", "Siam"], "source": "table", "procedure": "sequential"}),
]


@pytest.mark.parametrize(("kind", "data"), STORED)
def test_a_stored_entry_reads_back_to_the_same_json(kind: str, data: dict[str, Any]) -> None:
    act = read_action(kind, data)
    assert kind_of(act) == kind and payload(act) == data


def test_every_kind_of_the_log_is_covered() -> None:
    assert {kind for kind, _ in STORED} == set(KINDS)


def test_built_in_the_window_the_same_json_as_before() -> None:
    assert payload(TurnEvent("Anna")) == {"player": "Anna", "conquered": 0}
    assert payload(ClockPause()) == {"scope": "table"}
    assert payload(Ruling(" x ")) == {"text": " x ", "players": [], "entries": []}
    assert payload(WrongSetValue("Anna", " one_of_each ", 14)) == {
        "kind": "wrong_set_value", "player": "Anna", "combination": "one_of_each", "claimed": 14,
        "bonus_territories": 0, "self_declared": False}


@pytest.mark.parametrize(("kind", "data", "location", "code"), [
    ("turn_end", {"conquered": 1}, ("player",), "choose_player"),
    ("turn_end", {"player": "Anna", "eliminated": ["Bruno", 3]}, ("eliminated", 1), ""),
    ("turn_end", {"player": "Anna", "conquered": "tre"}, ("conquered",), "not_whole"),
    ("turn_end", {"player": "Anna", "dice": 7}, ("dice",), ""),
    ("penalty", {"player": "Anna"}, ("kind",), "missing_field"),
    ("penalty", {"kind": "rudeness", "player": "Anna"}, ("kind",), ""),
    ("penalty", {"kind": "army_cap", "player": "Anna"}, ("armies_on_board",), "missing_field"),
    ("penalty", {"kind": "free_sanction", "player": "Anna", "reason": " "}, ("reason",), "sanction_reason"),
    ("recovery_minutes", {"minutes": 0, "reason": "x"}, ("minutes",), "recovery_minutes"),
    ("recovery_minutes", {"minutes": 2, "reason": "x" * 501}, ("reason",), "too_long"),
    ("deal", {"cards": []}, ("cards",), ""),
    ("roll", {}, ("kind",), ""),
])
def test_bad_json_names_its_field(kind: str, data: dict[str, Any], location: tuple[str | int, ...],
                                  code: str) -> None:
    with pytest.raises(InputError) as refused:
        read_action(kind, data)
    assert refused.value.location == location and refused.value.code == code


def test_the_reader_nests_its_locations() -> None:
    with pytest.raises(InputError) as refused:
        read_action("turn_end", {"player": "Anna", "roll": "7"}, "turns[3]")
    assert refused.value.location == ("turns", 3, "roll") and str(refused.value) == \
        "turns[3].roll: expected a whole number, got '7'"
