"""The confirmed result, typed: one reader of the stored JSON, strict on what a reader needs."""

from __future__ import annotations

import pytest

from referee_app.ops.confirmed_result import ConfirmedResult, RankingRow, ResultCheck
from referee_app.rules.errors import InputError

ROW = {"name": "Anna", "seat": 2, "place": 1, "points": 12.41, "objective_points": 41, "outside_points": 12}


def test_round_trip_keeps_every_field() -> None:
    result = ConfirmedResult(
        ranking=(RankingRow("Anna", 1, 12.41, seat=2, decided_by="outside_points", shared_with=("Bruno",)),
                 RankingRow("Bruno", 2, 7, seat=1, deducted=2, die=5)),
        round=3, table=7, ruleset="marsala-2011", table_size=2, final_state={"players": [], "risiko": False},
        unresolved_ties=(("Anna", "Bruno"),), check=ResultCheck(164, 164, 0, ("neutral",)))
    assert ConfirmedResult.from_json(result.to_json()) == result
    assert [r.name for r in result.by_seat()] == ["Bruno", "Anna"]
    assert [g.name for g in result.game_results()] == ["Bruno", "Anna"]


def test_rows_written_before_a_field_existed_still_read() -> None:
    result = ConfirmedResult.from_json({"ranking": [{"name": "Bruno", "points": 3, "place": 2}, ROW]})
    assert result.by_place()[0] == RankingRow("Anna", 1, 12.41, seat=2, objective_points=41, outside_points=12)
    assert result.total() == 53 and result.table_size == 2


@pytest.mark.parametrize(("data", "field"), [
    ({"players": [ROW]}, "result.ranking"),
    ({"ranking": []}, "result.ranking"),
    ({"ranking": [{**ROW, "points": None}]}, "result.ranking[0].points"),
    ({"ranking": [{k: v for k, v in ROW.items() if k != "points"}]}, "result.ranking[0].points"),
    ({"ranking": [{**ROW, "place": "1"}]}, "result.ranking[0].place"),
    ({"ranking": [{**ROW, "name": ""}]}, "result.ranking[0].name"),
    ({"ranking": [{**ROW, "objective_points": True}]}, "result.ranking[0].objective_points"),
    ({"ranking": ["Anna"]}, "result.ranking[0]"),
    ("Anna", "result"),
])
def test_what_no_reader_could_use_is_refused_with_its_field(data: object, field: str) -> None:
    with pytest.raises(InputError) as refused:
        ConfirmedResult.from_json(data)
    assert refused.value.field == field
