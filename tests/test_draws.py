from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.rules.draw.constraints import CONSTRAINT_KINDS, DrawPlayer, compile_model
from referee_app.rules.draw.search import (
    Draw,
    _Search,
    draw_game,
    draw_tables,
    evaluate,
    game_constraints,
    past_meetings,
    swap,
)
from referee_app.rules.errors import InputError, RulesetError
from referee_app.rules.ruleset import builtin, ruleset_from_dict
from referee_app.rules.table.split import split_tables
from tests.draw_cases import best_cost, instance, model_for

SINGLE = [(c,) for c in CONSTRAINT_KINDS if c != "random"]
RULESET_LISTS = [
    ("club_bands",), ("one_per_place", "no_repeat_opponents"), ("standings_bands", "no_repeat_opponents"),
    ("no_same_club", "no_same_region"), ("one_winner_per_table", "no_repeat_opponents", "no_same_club"),
    ("one_per_band", "no_same_club"), ("one_per_team",),
    ("no_same_club", "one_per_place", "no_repeat_opponents"),
]
SHAPES = [(4, 4), (5, 4), (5, 5), (4, 4, 4)]


def _consistent(draw: Draw) -> None:
    """The draw's own score equals a fresh evaluation of its tables, and each violation is at its table."""
    again = evaluate(draw.players, draw.assignment(), draw.constraints)
    assert again.violations == draw.violations
    for v in draw.violations:
        assert set(v.players) <= set(draw.tables[v.table - 1].players)


@pytest.mark.parametrize("constraints", SINGLE + RULESET_LISTS)
@pytest.mark.parametrize("sizes", SHAPES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_draw_is_as_good_as_exhaustive_search(constraints: tuple[str, ...], sizes: tuple[int, ...],
                                              seed: int) -> None:
    """Seeds 1-2: three clubs, so much is unavoidable and several optima are above what counting proves
    (the search must find them without that help); seed 3: six clubs, tighter but often perfect."""
    players = instance(seed * 101 + len(sizes), sizes, clubs=3 if seed < 3 else 6)
    model = model_for(players, sizes, constraints)
    optimum = best_cost(model)
    draw = draw_tables(players, sizes, constraints, seed)
    assert draw.cost == optimum, (draw.violations, optimum)
    assert draw.lower_bound <= optimum
    if optimum == 0:
        assert draw.broken == 0 and draw.violations == ()
    else:
        assert draw.violations, "a draw that breaks something must say what"
    _consistent(draw)


@pytest.mark.parametrize("seed", range(6))
def test_tight_clubs_fit_when_possible(seed: int) -> None:
    """Two clubs of 3 and 3 over 3 tables of 4 (12 players): perfect draws exist for no_same_club."""
    players = instance(seed, (4, 4, 4), clubs=6)
    players = [DrawPlayer(p.name, club=("X" if i < 3 else "Y" if i < 6 else f"solo{i}"), rank=p.rank)
               for i, p in enumerate(players)]
    draw = draw_tables(players, (4, 4, 4), ("no_same_club",), seed)
    assert draw.broken == 0 and draw.proved_best


def test_club_too_big_is_unavoidable_and_explained() -> None:
    players = [DrawPlayer(f"P{i}", club="Roma" if i < 3 else f"C{i}") for i in range(8)]
    draw = draw_tables(players, (4, 4), ("no_same_club",), 5)
    assert draw.broken == 1 and draw.lower_bound == 1 and draw.proved_best
    (v,) = draw.violations
    assert v.constraint == "no_same_club" and len(v.players) == 2
    assert all(name in ("P0", "P1", "P2") for name in v.players)
    assert "unavoidable" in v.reason and "club Roma" in v.reason


def test_priority_decides_which_constraint_breaks() -> None:
    """Two winners from the same club, one table short: keeping one-winner-per-table (first listed)
    costs a same-club meeting, never the other way round."""
    players = [DrawPlayer("W1", club="A", place=1), DrawPlayer("W2", club="A", place=1),
               DrawPlayer("x1", club="A", place=2), DrawPlayer("x2", club="A", place=3),
               DrawPlayer("x3", club="B", place=2), DrawPlayer("x4", club="B", place=3),
               DrawPlayer("x5", club="C", place=4), DrawPlayer("x6", club="C", place=4)]
    draw = draw_tables(players, (4, 4), ("one_winner_per_table", "no_same_club"), 3)
    assert {v.constraint for v in draw.violations} == {"no_same_club"}
    assert draw.table_of("W1") != draw.table_of("W2")
    flipped = draw_tables(players, (4, 4), ("no_same_club", "one_winner_per_table"), 3)
    assert flipped.cost == best_cost(compile_model(players, (4, 4), ("no_same_club", "one_winner_per_table")))


def test_one_per_place_fifth_places_join_the_fourths() -> None:
    """Marsala game 2: 9 players from one table of 5 and one of 4; the 5th joins the 4ths and the table of
    5 holds two of them."""
    places = [1, 2, 3, 4, 5, 1, 2, 3, 4]
    players = [DrawPlayer(f"P{i}", place=p) for i, p in enumerate(places)]
    draw = draw_tables(players, (5, 4), ("one_per_place",), 11)
    assert draw.broken == 0
    by_name = {p.name: p for p in players}
    for table in draw.tables:
        folded = sorted(min(by_name[n].place or 0, 4) for n in table.players)
        assert folded == [1, 2, 3] + [4] * (len(table.players) - 3)
    assert "4th or lower" in " ".join(draw.tables[0].explanation)


def test_bands_from_ranks_and_explicit_bands() -> None:
    players = [DrawPlayer(f"P{i:02d}", club=f"C{i % 4}", rank=i + 1) for i in range(16)]
    draw = draw_tables(players, (4, 4, 4, 4), ("one_per_band", "no_same_club"), 9)
    assert draw.broken == 0
    for table in draw.tables:
        bands = sorted((int(n[1:]) // 4) + 1 for n in table.players)
        assert bands == [1, 2, 3, 4]
    explicit = [DrawPlayer(f"P{i}", band="ABCD"[i % 4]) for i in range(8)]
    draw = draw_tables(explicit, (4, 4), ("club_bands",), 1)
    assert draw.broken == 0
    assert all(t.explanation[0].startswith("bands of the club ranking: ") for t in draw.tables)


def test_band_errors() -> None:
    mixed = [DrawPlayer("a", band=1), DrawPlayer("b"), DrawPlayer("c", band=2), DrawPlayer("d", band=2)]
    with pytest.raises(InputError) as info:
        draw_tables(mixed, (4,), ("one_per_band",), 1)
    assert info.value.field == "players[1].band"
    with pytest.raises(InputError) as info:
        draw_tables([DrawPlayer(n) for n in "abcd"], (4,), ("standings_bands",), 1)
    assert info.value.field == "players"


def test_same_seed_same_draw_other_seeds_differ() -> None:
    players = instance(4, (4,) * 10, clubs=8)
    constraints = ("no_same_club", "no_same_region")
    first = draw_tables(players, (4,) * 10, constraints, 42)
    assert draw_tables(players, (4,) * 10, constraints, 42) == first
    others = {draw_tables(players, (4,) * 10, constraints, s).assignment() for s in range(5)}
    assert len(others) > 1


def test_swap_shows_what_a_manual_change_breaks() -> None:
    players = [DrawPlayer(f"P{i}", club="AB"[i % 2]) for i in range(8)]
    draw = evaluate(players, [["P0", "P1", "P2", "P3"], ["P4", "P5", "P6", "P7"]], ("no_same_club",))
    assert draw.broken == 4
    moved = swap(draw, "P0", "P5")
    assert moved.table_of("P0") == 2 and moved.table_of("P5") == 1
    assert moved.broken == 4 and moved.tables[0].players == ("P5", "P1", "P2", "P3")
    assert moved.violations[0].players == ("P5", "P1", "P3")
    assert swap(moved, "P5", "P0").assignment() == draw.assignment()
    good = draw_tables(players, (4, 4), ("no_same_club",), 2)
    worse = swap(good, good.tables[0].players[0], next(
        n for n in good.tables[1].players if n[1:] != good.tables[0].players[0][1:]))
    assert worse.broken >= good.broken
    with pytest.raises(InputError):
        swap(draw, "P0", "nobody")


def test_evaluate_refuses_bad_tables() -> None:
    players = [DrawPlayer(n) for n in "abcd"]
    cases = [([["a", "b", "c", "x"]], "tables[0][3]"), ([["a", "b"], ["b", "c", "d"]], "tables[1][0]"),
             ([["a", "b", "c"]], "tables"), ([["a", "b", "c", "d"], []], "tables[1]")]
    for tables, field in cases:
        with pytest.raises(InputError) as info:
            evaluate(players, tables, ("random",))
        assert info.value.field == field


def test_draw_refuses_bad_sizes_and_duplicates() -> None:
    players = [DrawPlayer(n) for n in "abcde"]
    with pytest.raises(InputError, match="add up to 4"):
        draw_tables(players, (4,), ("random",), 1)
    with pytest.raises(InputError) as info:
        draw_tables([*players, DrawPlayer("a")], (3, 3), ("random",), 1)
    assert info.value.field == "players[5].name"
    with pytest.raises(InputError) as info:
        draw_tables(players[:4], (4,), ("no_such",), 1)
    assert info.value.field == "constraints[0]"


def test_random_draw_explains_itself() -> None:
    players = [DrawPlayer(f"P{i}") for i in range(8)]
    draw = draw_tables(players, (4, 4), ("random",), 1)
    assert draw.broken == 0 and all(t.explanation == ("drawn at random",) for t in draw.tables)


def test_explanations_name_bands_winners_and_meetings() -> None:
    players = [DrawPlayer("Anna", club="X", place=1, opponents=frozenset({"Bruno"})),
               DrawPlayer("Bruno", club="Y", place=2), DrawPlayer("Carla", club="Z", place=3),
               DrawPlayer("Dario", club="W", place=4)]
    draw = draw_tables(players, (4,), ("one_winner_per_table", "no_repeat_opponents", "no_same_club"), 1)
    lines = draw.tables[0].explanation
    assert lines[0] == "game-1 winner: Anna"
    assert lines[1] == "already met: Anna-Bruno"
    assert lines[2].startswith("clubs: Anna (X)")
    assert [v.constraint for v in draw.violations] == ["no_repeat_opponents"]


def test_ruleset_game_lists() -> None:
    marsala = builtin("marsala-2011")
    assert game_constraints(marsala, 2) == ("one_per_place", "no_repeat_opponents")
    assert game_constraints(builtin("raduno"), "semifinal") == ("one_per_band", "no_same_club")
    assert game_constraints(builtin("como-2000"), 7) == ("random",)
    with pytest.raises(InputError) as info:
        game_constraints(marsala, "semifinal")
    assert info.value.field == "game" and "known: 1, 2, 3" in info.value.message


def test_ruleset_refuses_unknown_constraint() -> None:
    data = builtin("raduno").to_dict()
    data["draws"]["games"]["2"] = ["one_winner_per_table", "no_same_clubs"]
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict(data)
    assert info.value.key == "draws.games.2[1]"
    data = builtin("raduno").to_dict()
    data["draws"]["priority_base"] = 1
    with pytest.raises(RulesetError) as info:
        ruleset_from_dict(data)
    assert info.value.key == "draws.priority_base"


def test_draw_game_splits_by_ruleset() -> None:
    players = [DrawPlayer(f"P{i}", club=f"C{i % 5}", region=f"R{i % 3}") for i in range(13)]
    draw = draw_game(builtin("marsala-2011"), 1, [DrawPlayer(p.name, rank=i + 1) for i, p in enumerate(players)],
                     seed=3)
    assert draw.sizes == (5, 4, 4) and draw.broken == 0
    with pytest.raises(InputError, match="1 player too many: drop 1 or add 3"):
        draw_game(builtin("raduno"), 1, players, seed=3)


def test_large_field_perfect_draw() -> None:
    """300 players, 75 tables, raduno game 1 rules: a perfect draw exists and is found."""
    players = [DrawPlayer(f"P{i:03d}", club=f"C{i % 70}", region=f"R{i % 20}") for i in range(300)]
    draw = draw_tables(players, (4,) * 75, ("no_same_club", "no_same_region"), 1)
    assert draw.broken == 0


player_strategy = st.builds(
    lambda club, region, team, place, rank: (club, region, team, place, rank),
    st.sampled_from(["A", "B", "C", "D", None]), st.sampled_from(["N", "S", None]),
    st.sampled_from(["t1", "t2", "t3", "t4"]), st.integers(1, 5), st.integers(1, 99))


@settings(max_examples=40, deadline=None)
@given(st.lists(player_strategy, min_size=4, max_size=40),
       st.lists(st.sampled_from(list(CONSTRAINT_KINDS)), min_size=1, max_size=4, unique=True),
       st.sampled_from([(4, 5), (5, 4, 6, 3), (4, 5, 3, 6)]), st.integers(0, 2**31))
def test_every_player_seated_once_at_allowed_sizes(rows: list[tuple[str | None, str | None, str, int, int]],
                                                   constraints: list[str], preferred: tuple[int, ...],
                                                   seed: int) -> None:
    n = len(rows)
    try:
        sizes = split_tables(n, preferred)
    except InputError:
        return
    players = [DrawPlayer(f"P{i}", club=c, region=r, team=t, place=p, rank=k,
                          opponents=frozenset({f"P{(i + 1) % n}"})) for i, (c, r, t, p, k) in enumerate(rows)]
    draw = draw_tables(players, sizes, constraints, seed, max_steps=200)
    seated = [name for table in draw.tables for name in table.players]
    assert sorted(seated) == sorted(p.name for p in players)
    assert draw.sizes == sizes and set(draw.sizes) <= set(preferred)
    assert draw.cost >= draw.lower_bound
    _consistent(draw)


def test_past_meetings_feed_no_repeat_opponents() -> None:
    rounds = [["A", "B", "C", "D"], ["E", "F", "G", "H"], ["A", "E", "I", "J"]]
    met = past_meetings(rounds)
    assert met["A"] == frozenset("BCDEIJ") and met["H"] == frozenset("EFG")
    players = [DrawPlayer(n, opponents=met.get(n, frozenset())) for n in "ABCDEFGHIJKL"]
    draw = draw_tables(players, (4, 4, 4), ("no_repeat_opponents",), 1)
    assert draw.cost == best_cost(compile_model(players, (4, 4, 4), ("no_repeat_opponents",)))


@pytest.mark.parametrize("seed", range(4))
def test_batched_deltas_match_single_swap_deltas_and_real_costs(seed: int) -> None:
    """The search's batched swap evaluation equals the plain one and the true change of cost."""
    sizes = (5, 4, 4, 4)
    players = instance(seed, sizes, clubs=4)
    model = compile_model(players, sizes, ("one_per_place", "no_repeat_opponents", "no_same_club",
                                           "one_winner_per_table", "standings_bands"))
    search = _Search(model, random.Random(seed))
    search.deal()
    rng = random.Random(seed)
    for _ in range(15):
        a = rng.randrange(len(players))
        batched = search.deltas_for(a)
        before = sum(search.cost_of(t) for t in range(len(sizes)))
        for b in range(len(players)):
            if search.table_of[b] != search.table_of[a]:
                assert batched[b] == search.delta(a, b)
        b = rng.choice([p for p in range(len(players)) if search.table_of[p] != search.table_of[a]])
        search.apply(a, b)
        assert sum(search.cost_of(t) for t in range(len(sizes))) - before == batched[b]
