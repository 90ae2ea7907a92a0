"""`referee-app rules score`: the CLI.md contract, warnings, and every bad-input path (exit 2, field named)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from referee_app.cli.rules_score import score
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from tests.cli_helpers import rules, rules_error
from tests.score_tables import base_input

Input = dict[str, Any]


def test_contract_fields_and_types() -> None:
    data = base_input()
    data["players"][1]["objective"] = ["Ucraina", "Europa Meridionale", "Brasile", "India"]
    out = rules("score", data)
    assert set(out) >= {"ranking", "unresolved_ties", "check"}
    assert out["check"]["total_value"] == 164
    first = out["ranking"][0]
    assert {"name", "place", "objective_points", "outside_points", "points", "decided_by"} <= set(first)
    assert (first["name"], first["place"], first["objective_points"], first["points"]) == ("Bruno", 1, 16, 12.16)
    assert first["decided_by"] == "objective_points"
    # Anna and Carla tie on every criterion and have no dice; Dario has 2 armies inside against their 3
    assert out["unresolved_ties"] == [["Anna", "Carla"]]
    assert [(r["name"], r["place"], r["decided_by"]) for r in out["ranking"][1:]] == [
        ("Anna", 2, None), ("Carla", 2, "armies_inside"), ("Dario", 4, None)]
    assert out == score(builtin("marsala-2011"), data)


def test_input_names_are_matched_loosely_and_output_is_canonical() -> None:
    data = base_input()
    anna = data["players"][0]
    anna["territories"] = {k.upper() if k != "Perù" else "peru": v for k, v in anna["territories"].items()}
    anna["objective"] = ["alaska", "ONTARIO", "Peru", "cina"]
    dario = data["players"][3]
    dario["territories"]["cita"] = dario["territories"].pop("Čita")
    out = rules("score", data)
    row = next(r for r in out["ranking"] if r["name"] == "Anna")
    assert row["objective_points"] == 12 and row["outside_points"] == 29


def test_table_size_defaults_to_players_and_can_be_given() -> None:
    assert rules("score", base_input())["table_size"] == 4
    data = base_input()
    data["table_size"] = 5  # a fifth player did not show: 5-player points
    out = rules("score", data)
    assert out["table_size"] == 5
    # all at 12 + 29; Anna/Carla (3 inside) and Bruno/Dario (2 inside) tie to the end: mean of 12/8 and 6/4
    assert [r["points"] for r in out["ranking"]] == [10.12, 10.12, 5.12, 5.12]
    assert out["unresolved_ties"] == [["Anna", "Carla"], ["Bruno", "Dario"]]


def test_warnings_for_objective_value_and_undeclared_risiko() -> None:
    out = score(builtin("marsala-2011"), base_input())
    assert len(out["check"]["warnings"]) == 4
    assert "Anna's objective is worth 19, tournament cards are worth 86" in out["check"]["warnings"][0]
    data = base_input()
    data["players"][1]["objective"] = ["Ucraina", "Islanda"]
    out = score(builtin("editrice-1997"), data)  # no objective_total: only the undeclared RisiKo! is flagged
    assert out["check"]["warnings"] == ["players[1]: Bruno holds the whole objective but risiko is not Bruno"]


def test_deck_inline_and_from_file(tmp_path: Path) -> None:
    deck = {"Nord e Sud America": ["Alaska", "Ontario", "Perù", "Brasile"], "Asia": ["Cina", "Siberia", "India"]}
    data = base_input()
    data["deck"] = deck
    data["players"][0]["objective"] = "nord e sud america"
    row = next(r for r in score(builtin("raduno"), data)["ranking"] if r["name"] == "Anna")
    assert (row["objective_points"], row["objective_value"]) == (12, 16)
    path = tmp_path / "deck.json"
    path.write_text(json.dumps(deck), "utf-8")
    data["deck"] = str(path)
    assert rules("score", data, "raduno")["ranking"] == score(builtin("raduno"), data)["ranking"]


def _set(path: str, value: Any) -> Callable[[Input], None]:
    def edit(data: Input) -> None:
        target: Any = data
        keys = path.split("/")
        for key in keys[:-1]:
            target = target[int(key)] if isinstance(target, list) else target[key]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return edit


def _drop(player: int, territory: str) -> Callable[[Input], None]:
    return lambda data: data["players"][player]["territories"].pop(territory)


def _rename(player: int, old: str, new: str, to: int | None = None) -> Callable[[Input], None]:
    def edit(data: Input) -> None:
        armies = data["players"][player]["territories"].pop(old)
        data["players"][player if to is None else to]["territories"][new] = armies
    return edit


def _eliminate(player: int, order: int | None) -> Callable[[Input], None]:
    def edit(data: Input) -> None:
        p = data["players"][player]
        data["players"][0]["territories"].update(p["territories"])
        p.update(territories={}, status="eliminated", eliminated_order=order)
    return edit


BAD: list[tuple[str, Callable[[Input], None], str]] = [
    ("unknown territory", _rename(1, "Brasile", "Brasil", to=2),
     'players[2].territories.Brasil: unknown territory "Brasil" (did you mean "Brasile"?)'),
    ("held twice", _set("players/0/territories/Cina", 2), 'players[3].territories.Cina: "Cina" is already held by Anna'),
    ("neutral and held", _set("neutral/Cina", 2), 'neutral.Cina: "Cina" is already held by Dario'),
    ("held by nobody", _drop(0, "Alaska"), "neutral: held by nobody: Alaska"),
    ("listed twice in one map", _set("players/3/territories/cina", 1), 'players[3].territories.cina: "Cina" is listed twice'),
    ("zero armies", _set("players/0/territories/Alaska", 0), 'players[0].territories.Alaska: "Alaska" must hold at least 1 army, got 0'),
    ("armies as text", _set("players/0/territories/Alaska", "3"), "players[0].territories.Alaska: expected a whole number"),
    ("neutral zero armies", lambda d: (d["players"][0]["territories"].pop("Alaska"), d["neutral"].update(Alaska=0)),
     'neutral.Alaska: "Alaska" must hold at least 1 army'),
    ("unknown neutral", lambda d: d["neutral"].update(Atlantide=1), 'neutral.Atlantide: unknown territory "Atlantide"'),
    ("unknown status", _set("players/1/status", "dead"), "players[1].status: unknown status 'dead'"),
    ("no players", lambda d: d.pop("players"), "players: missing required field"),
    ("players not a list", _set("players", {"Anna": 1}), "players: expected a list of players"),
    ("one player", lambda d: d.update(players=d["players"][:1]), "players: a table needs at least 2 players"),
    ("player not an object", _set("players/1", "Bruno"), "players[1]: expected an object"),
    ("player without name", _set("players/1/name", ""), "players[1].name: expected a player name"),
    ("same name twice", _set("players/1/name", "Anna"), 'players[1].name: player "Anna" listed twice'),
    ("unknown player field", _set("players/1/armies", 3), "players[1].armies: unknown field"),
    ("objective missing", _set("players/2/objective", None), "players[2].objective: missing required field"),
    ("objective empty", _set("players/2/objective", []), "players[2].objective: an objective needs at least one"),
    ("objective unknown territory", _set("players/2/objective/1", "Egito"),
     'players[2].objective[1]: unknown territory "Egito" (did you mean "Egitto"?)'),
    ("objective repeats", _set("players/2/objective/1", "medio oriente"), 'players[2].objective[1]: "Medio Oriente" is listed twice'),
    ("card name without deck", _set("players/2/objective", "Africa"), "players[2].objective: \"Africa\" looks like a card name"),
    ("unknown card", lambda d: d.update(deck={"Asia": ["Cina"]}) or d["players"][2].update(objective="Asai"),
     'players[2].objective: unknown objective card "Asai" (did you mean "Asia"?)'),
    ("bad deck card", _set("deck", {"Asia": ["Cina", "Cinaa"]}), 'deck.Asia[1]: unknown territory "Cinaa"'),
    ("deck not an object", _set("deck", ["Cina"]), "deck: a deck is a non-empty object"),
    ("deck file missing", _set("deck", "/no/such/deck.json"), "deck: cannot read the deck file '/no/such/deck.json'"),
    ("eliminated without order", _eliminate(3, None), "players[3].eliminated_order: an eliminated player needs"),
    ("orders repeat", lambda d: (_eliminate(3, 1)(d), _eliminate(2, 1)(d)), "players[3].eliminated_order: 1 is also Carla's order"),
    ("order on a survivor", _set("players/1/eliminated_order", 1), "players[1].eliminated_order: only an eliminated player"),
    ("order zero", lambda d: (_eliminate(3, 0)(d)), "players[3].eliminated_order: must be at least 1, got 0"),
    ("eliminated holding territories", _set("players/3/status", "eliminated"), 'players[3].territories: Dario is "eliminated" and holds nothing'),
    ("excluded holding territories", _set("players/3/status", "excluded"), "list these territories under neutral"),
    ("active holding nothing", lambda d: (_eliminate(3, 1)(d), d["players"][3].update(status="active", eliminated_order=None)),
     'players[3].territories: Dario is "active" but holds no territory'),
    ("risiko not a player", _set("risiko", "Zorro"), 'risiko: "Zorro" is not a player of this table'),
    ("risiko not a name", _set("risiko", 3), "risiko: expected a player name or null"),
    ("risiko incomplete", _set("risiko", "Anna"), "risiko: Anna does not hold the whole objective (missing: Cina)"),
    ("risiko by a withdrawn player", lambda d: (d["players"][1].update(status="withdrawn", objective=["Ucraina"]),
                                                d.update(risiko="Bruno")), 'risiko: Bruno is "withdrawn"'),
    ("die too high", _set("players/0/die", 7), "players[0].die: a die shows 1..6, got 7"),
    ("die zero", _set("players/0/die", 0), "players[0].die: must be at least 1, got 0"),
    ("die as text", _set("players/0/die", "6"), "players[0].die: expected a whole number"),
    ("negative cards", _set("players/0/cards", -1), "players[0].cards: must be at least 0, got -1"),
    ("table smaller than players", _set("table_size", 3), "table_size: 3 is fewer than the 4 players listed"),
    ("no place points for size", _set("table_size", 6), "table_size: this ruleset has place points for tables of 4, 5, not 6"),
    ("table size one", _set("table_size", 1), "table_size: must be at least 2, got 1"),
    ("territories not an object", _set("players/0/territories", ["Alaska"]), "players[0].territories: expected an object"),
]


@pytest.mark.parametrize(("mutate", "expected"), [(m, e) for _, m, e in BAD], ids=[n for n, _, _ in BAD])
def test_bad_input_names_the_field(mutate: Callable[[Input], None], expected: str) -> None:
    data = base_input()
    mutate(data)
    with pytest.raises(InputError) as info:
        score(builtin("marsala-2011"), data)
    assert expected in str(info.value)


@pytest.mark.parametrize("case", [0, 1, 3, 43])
def test_bad_input_exits_2_through_the_cli(case: int) -> None:
    _, mutate, expected = BAD[case]
    data = base_input()
    mutate(data)
    line = rules_error("score", data)
    assert expected in line
    if case == 0:
        assert line == 'error: players[2].territories.Brasil: unknown territory "Brasil" (did you mean "Brasile"?)'


def test_malformed_json_exits_2() -> None:
    assert "input: malformed JSON" in rules_error("score", raw="{players: ")


def test_como_refuses_a_table_size_without_factor() -> None:
    data = base_input()
    data["table_size"] = 7
    with pytest.raises(InputError, match="table_size: this ruleset has a score factor for tables of 3, 4, 5, 6"):
        score(builtin("como-2000"), data)
