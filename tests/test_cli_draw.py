from __future__ import annotations

from typing import Any

import pytest

from tests.cli_helpers import rules, rules_error


def _players(n: int, **extra: Any) -> list[dict[str, Any]]:
    return [{"name": f"P{i:02d}", "club": f"C{i % 5}", "region": f"R{i % 3}", "rank": i + 1, **extra}
            for i in range(n)]


def test_contract_fields_and_determinism() -> None:
    data = {"game": 1, "seed": 4, "players": _players(13)}
    out = rules("draw", data, "marsala-2011")
    assert set(out) >= {"game", "seed", "constraints", "table_sizes", "tables", "violations", "broken", "cost",
                        "lower_bound", "proved_best"}
    assert out["game"] == "1" and out["seed"] == 4 and out["constraints"] == ["club_bands"]
    assert out["table_sizes"] == [5, 4, 4] and out["broken"] == 0
    for number, table in enumerate(out["tables"], start=1):
        assert table["table"] == number and table["size"] == len(table["players"])
        assert {"name", "club", "region", "rank"} <= set(table["players"][0])
        assert table["explanation"][0].startswith("bands of the club ranking:")
    assert rules("draw", data, "marsala-2011") == out


def test_semifinal_by_rank_bands_and_app_seating() -> None:
    data = {"game": "semifinal", "seed": 2, "seating": "app", "players": _players(16)}
    out = rules("draw", data, "raduno")
    assert out["broken"] == 0
    for table in out["tables"]:
        ranks = sorted(p["rank"] for p in table["players"])
        assert [(r - 1) // 4 for r in ranks] == [0, 1, 2, 3]
        assert [p["seat"] for p in table["players"]] == [1, 2, 3, 4]
        assert [p["colour"] for p in table["players"]] == ["rosso", "blu", "giallo", "verde"]


def test_violations_listed_with_table_players_and_reason() -> None:
    players = [{"name": f"P{i}", "club": "Roma" if i < 3 else f"C{i}"} for i in range(8)]
    out = rules("draw", {"game": 1, "seed": 1, "players": players, "constraints": ["no_same_club"]}, "raduno")
    assert out["broken"] == 1 and out["proved_best"] is True
    (v,) = out["violations"]
    assert v["constraint"] == "no_same_club" and v["table"] in (1, 2) and len(v["players"]) == 2
    assert "unavoidable" in v["reason"] and v["count"] == 1


def test_table_sizes_override_and_swap() -> None:
    out = rules("draw", {"game": 1, "seed": 3, "players": _players(12), "table_sizes": [6, 6]}, "como-2000")
    assert out["table_sizes"] == [6, 6]
    first = out["tables"][0]["players"][0]["name"]
    second = out["tables"][1]["players"][0]["name"]
    swapped = rules("draw", {"game": 1, "seed": 3, "players": _players(12), "table_sizes": [6, 6],
                             "swap": [first, second]}, "como-2000")
    assert swapped["tables"][0]["players"][0]["name"] == second


@pytest.mark.parametrize("data,ruleset,expected", [
    ({"seed": 1, "players": _players(8)}, "raduno", "error: game: missing required field"),
    ({"game": 0, "players": _players(8)}, "raduno", "error: game: games count from 1, got 0"),
    ({"game": "semifinal", "players": _players(8)}, "marsala-2011", "error: game: marsala-2011 has no draw"),
    ({"game": 1, "seed": "x", "players": _players(8)}, "raduno", "error: seed: expected a whole number"),
    ({"game": 1, "players": "Anna"}, "raduno", "error: players: expected a list"),
    ({"game": 1, "players": []}, "raduno", "error: players: no players"),
    ({"game": 1, "players": [{"club": "X"}]}, "raduno", "error: players[0].name: missing required field"),
    ({"game": 1, "players": [{"name": " "}]}, "raduno", "error: players[0].name: empty player name"),
    ({"game": 1, "players": [{"name": "A"}, {"name": "A"}]}, "raduno", 'error: players[1].name: player "A"'),
    ({"game": 1, "players": ["A"]}, "raduno", "error: players[0]: expected an object"),
    ({"game": 1, "players": _players(4, rank=0)}, "raduno", "error: players[0].rank: must be 1 or more"),
    ({"game": 1, "players": _players(4, place=-1)}, "raduno", "error: players[0].place: must be 1 or more"),
    ({"game": 1, "players": _players(4, club=3)}, "raduno", "error: players[0].club: expected text"),
    ({"game": 1, "players": _players(4, winner="yes")}, "raduno", "error: players[0].winner: expected true"),
    ({"game": 1, "players": _players(4, band=[1])}, "raduno", "error: players[0].band: expected a whole number"),
    ({"game": 1, "players": _players(4, opponents=[1])}, "raduno", "error: players[0].opponents[0]: expected"),
    ({"game": 1, "players": _players(4, colours=[1])}, "raduno", "error: players[0].colours[0]: expected"),
    ({"game": 1, "players": _players(14)}, "raduno",
     "error: players: 14 players cannot sit at tables of 4: 2 players too many: drop 2 or add 2"),
    ({"game": 1, "players": _players(8), "constraints": ["no_same_clubs"]}, "raduno",
     "error: constraints[0]: unknown constraint 'no_same_clubs'"),
    ({"game": 1, "players": _players(8), "constraints": "random"}, "raduno", "error: constraints: expected a list"),
    ({"game": 1, "players": _players(8), "table_sizes": [4, 5]}, "marsala-2011",
     "error: table_sizes: sizes add up to 9 but there are 8 players"),
    ({"game": 1, "players": _players(8), "table_sizes": [7, 1]}, "marsala-2011",
     "error: table_sizes[0]: a table of 7 is not playable under marsala-2011"),
    ({"game": 1, "players": _players(8), "table_sizes": []}, "marsala-2011", "error: table_sizes: no tables"),
    ({"game": 1, "players": _players(4), "tables": [["P00", "P01", "P02", "P03"]], "table_sizes": [4]},
     "raduno", "error: table_sizes: give either tables"),
    ({"game": 1, "players": _players(4), "tables": [["P00", "P01", "P02", "X"]]}, "raduno",
     'error: tables[0][3]: unknown player "X"'),
    ({"game": 1, "players": _players(4), "tables": [["P00", "P01", "P02"]]}, "raduno",
     "error: tables: not seated: P03"),
    ({"game": 1, "players": _players(4), "tables": []}, "raduno", "error: tables: no tables"),
    ({"game": 1, "players": _players(4), "tables": ["P00"]}, "raduno", "error: tables[0]: expected a list"),
    ({"game": 1, "players": _players(8), "swap": ["P00"]}, "raduno", "error: swap: expected two player names"),
    ({"game": 1, "players": _players(8), "swap": ["P00", "Z"]}, "raduno", 'error: swap[1]: unknown player "Z"'),
    ({"game": 1, "players": _players(4), "seating": "chairs"}, "raduno", "error: seating: expected one of"),
    ({"game": 1, "players": _players(4), "rolls": {"P00": 3}}, "raduno", "error: rolls: rolls are read only"),
    ({"game": 1, "players": _players(4), "seating": "dice"}, "raduno", "error: rolls: missing"),
    ({"game": 1, "players": _players(4), "seating": "dice", "rolls": {"P00": 3, "P01": 3, "P02": 2, "P03": 1}},
     "raduno", "error: rolls: P00 and P01 tied at 3: they roll again"),
    ({"game": 1, "players": _players(4), "seating": "dice", "rolls": {"P00": 3, "P01": 2}},
     "raduno", "error: rolls.P02: missing: every player of table 1 rolls"),
    ({"game": 1, "players": _players(4), "seating": "dice", "rolls": {"Q": 3}},
     "raduno", 'error: rolls.Q: unknown player "Q"'),
    ({"game": 1, "players": _players(4), "seating": "dice", "rolls": {"P00": 7.5}},
     "raduno", "error: rolls.P00: expected a roll or a list of rolls"),
    ({"game": 1, "players": _players(4, colours=["oro"]), "seating": "app"}, "raduno",
     "error: players[0].colours[0]: unknown colour 'oro'"),
    ({"game": "semifinal", "players": [{"name": f"P{i}", "band": 1 if i else None} for i in range(4)]},
     "raduno", "error: players[0].band: missing"),
    ({"game": "semifinal", "players": [{"name": f"P{i}"} for i in range(4)]},
     "raduno", "error: players: one_per_band needs a band or a rank"),
])
def test_bad_input_exits_2_naming_the_field(data: dict[str, Any], ruleset: str, expected: str) -> None:
    assert rules_error("draw", data, ruleset).startswith(expected)


def test_malformed_json() -> None:
    assert rules_error("draw", raw="{not json").startswith("error: ")
