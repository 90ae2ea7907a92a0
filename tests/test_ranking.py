"""The one ranking of tables and standings, and the scoring section of the rulesets."""

from __future__ import annotations

import json
from pathlib import Path
from typing import get_args

import pytest

from referee_app.cli.rules_score import score
from referee_app.rules.errors import RulesetError
from referee_app.rules.final_state import Measures, PlayerFinal
from referee_app.rules.ranking import Key, rank
from referee_app.rules.ruleset import builtin, load_ruleset, ruleset_from_dict
from referee_app.rules.params import Criterion
from referee_app.rules.board import classic_board
from referee_app.rules.scoring import criterion_values, score_table
from referee_app.rules.table.parse import table_from_dict
from tests.score_tables import base_input


def entrants(**values: tuple[int | None, ...]) -> list[tuple[str, Key]]:
    return [(name, tuple(zip("abc", v, strict=True))) for name, v in values.items()]


def test_rank_records_the_separating_criterion() -> None:
    r = rank(entrants(P=(1, 5, 2), Q=(2, 0, 0), R=(1, 5, 3), S=(1, 4, 9)))
    assert [(p.name, p.rank, p.decided_by) for p in r.ranked] == [
        ("Q", 1, "a"), ("R", 2, "c"), ("P", 3, "b"), ("S", 4, None)]
    assert r.unresolved_ties == ()


def test_missing_value_leaves_the_group_unresolved() -> None:
    """A shared place says `unresolved`; the last of the group says what puts the group above the next."""
    r = rank(entrants(P=(1, 2, None), Q=(1, 2, 6), R=(1, 1, None)))
    assert [(p.name, p.rank, p.decided_by) for p in r.ranked] == [
        ("P", 1, "unresolved"), ("Q", 1, "b"), ("R", 3, None)]
    assert r.unresolved_ties == (("P", "Q"),)
    assert r.shared_with() == {"P": ("P", "Q"), "Q": ("P", "Q"), "R": ("R",)}


def test_a_value_missing_outside_any_tie_decides_nothing() -> None:
    r = rank(entrants(P=(2, 0, None), Q=(1, 0, None)))
    assert [(p.name, p.rank, p.decided_by) for p in r.ranked] == [("P", 1, "a"), ("Q", 2, None)]


def test_exhausted_chain_shares_the_place() -> None:
    r = rank(entrants(P=(1, 1, 1), Q=(1, 1, 1), R=(1, 1, 1)))
    assert {p.rank for p in r.ranked} == {1}
    assert [p.decided_by for p in r.ranked] == ["unresolved", "unresolved", None]
    assert r.unresolved_ties == (("P", "Q", "R"),)


def test_nobody_to_rank() -> None:
    assert rank([]).ranked == () and rank([]).unresolved_ties == ()


def test_the_score_command_keeps_null_for_a_shared_place() -> None:
    """`rules score` writes null where the ranking says `unresolved` (the command's contract); the engine's
    own rows say `unresolved`."""
    out = score(builtin("marsala-2011"), base_input())  # two pairs tied to the end, no dice
    assert [(r["name"], r["place"], r["decided_by"]) for r in out["ranking"]] == [
        ("Anna", 1, None), ("Carla", 1, "armies_inside"), ("Bruno", 3, None), ("Dario", 3, None)]
    assert out["unresolved_ties"] == [["Anna", "Carla"], ["Bruno", "Dario"]]
    board = classic_board()
    rows = score_table(table_from_dict(base_input(), board, None), builtin("marsala-2011").scoring, board).ranking
    assert [r.decided_by for r in rows] == ["unresolved", "armies_inside", "unresolved", None]


def test_every_criterion_has_a_value() -> None:
    m = Measures(1, 2, 3, 4, 5, 6, 7, 8, False)
    values = criterion_values(PlayerFinal("A", ("Cina",)), 2, m, 9, False)
    assert set(values) == set(get_args(Criterion))


def test_fewer_wins_reverses_a_criterion() -> None:
    data = base_input()
    data["players"][0]["cards"] = 5  # Anna and Carla tie up to cards
    more = score(builtin("marsala-2011"), data)
    fewer = score(ruleset_from_dict({"extends": "marsala-2011", "scoring": {"fewer_wins": ["cards"]}}), data)
    assert [(r["name"], r["decided_by"]) for r in more["ranking"][:2]] == [("Anna", "cards"), ("Carla", "armies_inside")]
    assert [(r["name"], r["decided_by"]) for r in fewer["ranking"][:2]] == [("Carla", "cards"), ("Anna", "armies_inside")]


@pytest.mark.parametrize(("scoring", "key"), [
    ({"ranking": ["objective_points", "die", "cards"]}, "scoring.ranking"),
    ({"ranking": ["objective_points", "objectives"]}, "scoring.ranking[1]"),
    ({"ranking": ["cards", "cards"]}, "scoring.ranking[1]"),
    ({"ranking": []}, "scoring.ranking"),
    ({"fewer_wins": ["reverse_seat"]}, "scoring.fewer_wins[0]"),
    ({"place_points": {"4": [12, 7, 5]}}, "scoring.place_points.4"),
    ({"table_size_factor": {"4": 0}}, "scoring.table_size_factor.4"),
    ({"eliminated_points": "half"}, "scoring.eliminated_points"),
    ({"points_decimals": 9}, "scoring.points_decimals"),
])
def test_bad_scoring_section_names_the_key(tmp_path: Path, scoring: dict[str, object], key: str) -> None:
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"extends": "marsala-2011", "scoring": scoring}), "utf-8")
    with pytest.raises(RulesetError) as info:
        load_ruleset(path)
    assert info.value.key == key
