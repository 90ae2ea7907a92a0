from __future__ import annotations

import itertools

import pytest

from referee_app.rules.errors import RulesetError
from referee_app.rules.ruleset import BUILTIN_IDS, builtin, ruleset_from_dict
from referee_app.rules.table.split import TableSplitError, can_split, split_tables


def _all_splits(n: int, sizes: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every multiset of allowed sizes adding up to n, by brute force."""
    out = []
    bounds = [range(n // s + 1) for s in sizes]
    for counts in itertools.product(*bounds):
        if sum(c * s for c, s in zip(counts, sizes, strict=True)) == n:
            out.append(counts)
    return out


def _rank(counts: tuple[int, ...]) -> tuple[int, ...]:
    """Fewest tables of the least-preferred size first, then the next: the documented rule."""
    return counts[::-1]


@pytest.mark.parametrize("ruleset_id", BUILTIN_IDS)
@pytest.mark.parametrize("n", range(3, 41))
def test_split_is_the_best_allowed(ruleset_id: str, n: int) -> None:
    preferred = builtin(ruleset_id).table.sizes_preferred
    options = _all_splits(n, preferred)
    if not options:
        with pytest.raises(TableSplitError):
            split_tables(n, preferred)
        assert not can_split(n, preferred)
        return
    sizes = split_tables(n, preferred)
    assert sum(sizes) == n
    assert set(sizes) <= set(preferred)
    assert list(sizes) == sorted(sizes, reverse=True)
    counts = tuple(sizes.count(s) for s in preferred)
    assert counts == min(options, key=_rank)


@pytest.mark.parametrize("n,expected", [
    (8, (4, 4)), (9, (5, 4)), (12, (4, 4, 4)), (13, (5, 4, 4)), (19, (5, 5, 5, 4)), (20, (4,) * 5),
    (23, (5, 5, 5, 4, 4)), (40, (4,) * 10)])
def test_marsala_fours_with_fives_only_when_needed(n: int, expected: tuple[int, ...]) -> None:
    assert split_tables(n, builtin("marsala-2011").table.sizes_preferred) == expected


@pytest.mark.parametrize("n,drop,add", [(14, 2, 2), (13, 1, 3), (15, 3, 1), (3, None, 1), (5, 1, 3)])
def test_raduno_fours_only_names_the_fix(n: int, drop: int | None, add: int) -> None:
    with pytest.raises(TableSplitError) as info:
        split_tables(n, builtin("raduno").table.sizes_preferred)
    assert info.value.drop == drop and info.value.add == add
    assert info.value.field == "players"
    if drop:
        assert f"{drop} player{'s' if drop > 1 else ''} too many: drop {drop} or add {add}" in str(info.value)
    else:
        assert f"add {add}" in str(info.value)


def test_raduno_fourteen_message() -> None:
    with pytest.raises(TableSplitError, match="14 players cannot sit at tables of 4: 2 players too many: "
                                              "drop 2 or add 2"):
        split_tables(14, (4,))


@pytest.mark.parametrize("n,expected", [
    (5, (5,)), (8, (4, 4)), (10, (5, 5)), (11, (6, 5)), (13, (5, 4, 4)), (24, (5, 5, 5, 5, 4)),
    (6, (6,)), (7, (4, 3)), (3, (3,))])
def test_como_prefers_fives_then_four_six_three(n: int, expected: tuple[int, ...]) -> None:
    assert split_tables(n, builtin("como-2000").table.sizes_preferred) == expected


def test_marsala_impossible_counts() -> None:
    for n, drop, add in ((6, 1, 2), (7, 2, 1), (11, 1, 1)):
        with pytest.raises(TableSplitError) as info:
            split_tables(n, (4, 5))
        assert (info.value.drop, info.value.add) == (drop, add)


def test_late_arrivals_and_withdrawals_change_the_split() -> None:
    preferred = builtin("marsala-2011").table.sizes_preferred
    assert split_tables(32, preferred) == (4,) * 8
    assert split_tables(32 + 2, preferred) == (5, 5) + (4,) * 6     # two late arrivals
    assert split_tables(34 - 3, preferred) == (5, 5, 5) + (4,) * 4  # three withdrawals


def test_bad_size_list() -> None:
    with pytest.raises(ValueError):
        split_tables(8, ())
    with pytest.raises(ValueError):
        split_tables(8, (1, 4))


def test_large_field_is_fast_and_right() -> None:
    assert split_tables(301, (5, 4, 6, 3)) == (5,) * 57 + (4,) * 4
    assert split_tables(300, (4, 5)) == (4,) * 75


@pytest.mark.parametrize("sizes,message", [([], "at least one"), ([4, 1], "at least 2"), ([4, 7], "table of 7")])
def test_ruleset_refuses_bad_table_sizes(sizes: list[int], message: str) -> None:
    data = builtin("marsala-2011").to_dict()
    data["table"]["sizes_preferred"] = sizes
    with pytest.raises(RulesetError, match=message) as info:
        ruleset_from_dict(data)
    assert info.value.key == "table.sizes_preferred"
