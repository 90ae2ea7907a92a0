"""The tournament flow on a temp database: next round per ruleset, eligibility, draw, swap, saving, seats."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from referee_app.ops import rounds as ops
from referee_app.ops.changes import ROUNDS
from referee_app.ops.players_ops import set_present
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.rules.seating import COLOURS, TiedRollError
from referee_app.rules.table.split import TableSplitError
from referee_app.store.store import Store
from referee_app.rules.table.actions import read_action

CLUBS = ["Marsala", "Trapani", "Palermo", "Catania"]
REGIONS = ["Sicilia", "Lazio"]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "t.db")
    yield s
    s.close(backup=False)


def make_session(store: Store, ruleset: str, count: int, bands: bool = False, present: int | None = None) -> Session:
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin(ruleset), "123400")
    for i in range(count):
        store.add_player(event, f"Giocatore {i + 1:03d}", club=CLUBS[i % len(CLUBS)],
                         region=REGIONS[i % len(REGIONS)], band=(i // 4 + 1) if bands else None,
                         present=present is None or i < present)
    return Session(store, event, referee="Mario")


def play_round(session: Session, seed: int = 1) -> int:
    """Draw, confirm and give every table a result; points are distinct so no tie needs a die."""
    proposal = ops.propose(session, seed)
    round_id = ops.confirm_round(session, proposal).value.id
    confirm_results(session, round_id)
    return round_id


def confirm_results(session: Session, round_id: int) -> None:
    labels = ops.player_labels(session.players())
    for table in session.tables(round_id):
        names = [labels[s.player_id] for s in table.seats]
        ranked = sorted(names, key=lambda n: -score(n, round_id))
        rows = [{"name": n, "points": score(n, round_id), "objective_points": 10 + len(names) - k,
                 "outside_points": 0, "place": k + 1} for k, n in enumerate(ranked)]
        session.store.confirm_result(table.id, {"ranking": rows}, "Mario")


def score(name: str, round_id: int) -> float:
    n = int(name.split()[-1])
    return round(((n * 37 + round_id * 11) % 97) + n / 1000, 3)


def table_names(proposal: ops.Proposal) -> list[tuple[str, ...]]:
    return [t.players for t in proposal.draw.tables]


# ---- qualifiers -------------------------------------------------------------------------------------------

def test_first_round_takes_checked_in_players_and_saves_only_on_confirm(store: Store) -> None:
    session = make_session(store, "marsala-2011", 10, bands=True, present=9)
    nxt = ops.next_round(session)
    assert (nxt.status, nxt.number, nxt.phase, nxt.game) == ("ready", 1, "qualifier", "1")
    assert len(nxt.entrants) == 9 and "Giocatore 010" not in nxt.labels
    proposal = ops.propose(session, seed=7)
    assert proposal.draw.sizes == (5, 4)  # marsala: 4s, a 5 only when needed
    assert session.rounds() == []  # a proposal writes nothing
    round_id = ops.confirm_round(session, proposal).value.id
    tables = session.tables(round_id)
    assert [len(t.seats) for t in tables] == [5, 4]
    for table, drawn in zip(tables, proposal.draw.tables, strict=True):
        assert sorted(ops.table_labels(session, table)) == sorted(drawn.players)
        assert [s.colour for s in table.seats] == list(COLOURS[:len(table.seats)])
    assert session.rounds()[0].phase == "qualifier"


def test_same_seed_same_draw_and_another_seed_differs(store: Store) -> None:
    session = make_session(store, "raduno", 16)
    first = ops.propose(session, seed=42)
    assert table_names(ops.propose(session, seed=42)) == table_names(first)
    assert any(table_names(ops.propose(session, seed=s)) != table_names(first) for s in range(1, 6))


def test_next_round_waits_for_every_result(store: Store) -> None:
    session = make_session(store, "raduno", 8)
    round_id = ops.confirm_round(session, ops.propose(session, 1)).value.id
    nxt = ops.next_round(session)
    assert (nxt.status, nxt.pending_tables) == ("results_missing", (1, 2))
    with pytest.raises(ops.RoundsError) as err:
        ops.propose(session, 1)
    assert err.value.kind == "results_missing" and err.value.items == (1, 2)
    confirm_results(session, round_id)
    assert ops.next_round(session).status == "ready"


def test_round_two_knows_places_winners_and_past_opponents(store: Store) -> None:
    session = make_session(store, "marsala-2011", 16, bands=True)
    first = play_round(session)
    nxt = ops.next_round(session)
    assert (nxt.number, nxt.game) == (2, "2")
    players = {p.name: p for p in ops.draw_players(session, nxt)}
    labels = ops.player_labels(session.players())
    for table in session.tables(first):
        names = {labels[s.player_id] for s in table.seats}
        for name in names:
            assert players[name].opponents == frozenset(names - {name})
            assert players[name].place is not None and players[name].rank is not None
            assert players[name].band is None  # club bands only matter to game 1's club_bands
    proposal = ops.propose(session, 3)
    assert proposal.draw.constraints == ("one_per_place", "no_repeat_opponents")
    assert proposal.violations == ()  # 4 tables from 4 tables: one of each place, nobody meets again


def test_late_arrival_and_withdrawal_change_the_next_draw(store: Store) -> None:
    session = make_session(store, "raduno", 9, present=8)
    play_round(session)
    late = next(p for p in session.players() if not p.present)
    gone = session.players()[0]
    set_present(session, late.id, True)
    set_present(session, gone.id, False)
    nxt = ops.next_round(session)
    assert late.name in nxt.labels and gone.name not in nxt.labels
    late_entry = next(p for p in ops.draw_players(session, nxt) if p.name == late.name)
    assert late_entry.rank is None and late_entry.place is None and late_entry.opponents == frozenset()
    ops.propose(session, 1)


def test_repeated_names_get_distinct_draw_names(store: Store) -> None:
    session = make_session(store, "raduno", 6)
    store.add_player(session.event_id, "Mario Rossi", club="Roma")
    store.add_player(session.event_id, "Mario Rossi", club="Čita")
    labels = ops.player_labels(session.players())
    assert {"Mario Rossi (Roma)", "Mario Rossi (Čita)"} <= set(labels.values())
    proposal = ops.propose(session, 5)
    assert sorted(proposal.ids) == sorted(labels.values())


# ---- bad input: nothing saved --------------------------------------------------------------------------

def test_impossible_split_names_the_options_and_saves_nothing(store: Store) -> None:
    session = make_session(store, "raduno", 14)
    with pytest.raises(TableSplitError) as err:
        ops.propose(session, 1)
    assert (err.value.players, err.value.drop, err.value.add) == (14, 2, 2)
    assert "drop 2 or add 2" in err.value.message
    assert session.rounds() == []


def test_no_checked_in_players(store: Store) -> None:
    session = make_session(store, "raduno", 8, present=0)
    with pytest.raises(ops.RoundsError) as err:
        ops.propose(session, 1)
    assert err.value.kind == "no_players"
    assert session.rounds() == []


def test_missing_club_band_names_the_players(store: Store) -> None:
    session = make_session(store, "marsala-2011", 8, bands=True)
    store.add_player(session.event_id, "Ødegård", club="Oslo")  # no band, while the others have one
    store.add_player(session.event_id, "Čita", club="Roma")
    with pytest.raises(ops.RoundsError) as err:
        ops.propose(session, 1)
    assert err.value.kind == "bands_missing" and err.value.items == ("Ødegård", "Čita")


def test_confirm_refuses_a_stale_proposal(store: Store) -> None:
    session = make_session(store, "raduno", 9, present=8)
    proposal = ops.propose(session, 1)
    late = next(p for p in session.players() if not p.present)
    set_present(session, late.id, True)
    with pytest.raises(ops.RoundsError) as err:
        ops.confirm_round(session, proposal)
    assert err.value.kind == "players_changed"
    set_present(session, late.id, False)
    ops.confirm_round(session, proposal)
    with pytest.raises(ops.RoundsError) as again:
        ops.confirm_round(session, proposal)
    assert again.value.kind == "round_taken"
    assert len(session.rounds()) == 1


# ---- swap ----------------------------------------------------------------------------------------------------

def test_swap_shows_what_it_breaks(store: Store) -> None:
    session = make_session(store, "raduno", 8)  # clubs: two of each of 4 clubs, regions 4 + 4
    proposal = ops.propose(session, 11)
    # 4 players of each region for 2 tables: two per table is unavoidable; clubs are all kept apart
    assert {(v.constraint, v.unavoidable) for v in proposal.violations} == {("no_same_region", True)}
    first, second = table_names(proposal)
    clubs = {e.label: e.player.club for e in ops.next_round(session).entrants}
    a = first[0]
    b = next(n for n in second if clubs[n] != clubs[a] and any(clubs[m] == clubs[n] for m in first if m != a))
    swapped = ops.swap_players(proposal, a, b)
    broken = ops.broken_by(proposal, swapped)
    assert broken and all(v.constraint in ("no_same_club", "no_same_region") for v in broken)
    assert any(v.constraint == "no_same_club" and not v.unavoidable and v.label == clubs[b] for v in broken)
    assert ops.repaired_by(swapped, ops.swap_players(swapped, a, b)) == broken
    assert b in swapped.draw.tables[0].players and a in swapped.draw.tables[1].players


def test_swap_refuses_same_table_and_unknown(store: Store) -> None:
    session = make_session(store, "raduno", 8)
    proposal = ops.propose(session, 1)
    first = proposal.draw.tables[0].players
    with pytest.raises(InputError):
        ops.swap_players(proposal, first[0], first[1])
    with pytest.raises(InputError):
        ops.swap_players(proposal, first[0], "Nessuno")


# ---- phases --------------------------------------------------------------------------------------------------

def test_raduno_semifinals_take_the_top_16_by_bands(store: Store) -> None:
    session = make_session(store, "raduno", 20)
    play_round(session, 1)
    play_round(session, 2)
    nxt = ops.next_round(session)
    assert (nxt.status, nxt.number, nxt.phase, nxt.game, nxt.name) == ("ready", 3, "semifinal", "semifinal",
                                                                         "semifinals")
    assert nxt.tables == 4 and len(nxt.entrants) == 16 and nxt.entrants_at_game_1 == 20
    assert sorted(e.rank for e in nxt.entrants) == list(range(1, 17))  # type: ignore[type-var]
    assert {e.band for e in nxt.entrants if e.rank is not None and e.rank <= 4} == {1}
    proposal = ops.propose(session, 9)
    assert proposal.draw.sizes == (4, 4, 4, 4)
    bands = {e.label: e.band for e in nxt.entrants}
    for table in proposal.draw.tables:
        assert sorted(bands[n] for n in table.players) == [1, 2, 3, 4]  # type: ignore[type-var]


def test_raduno_nazionale_at_80_draws_two_groups_on_their_own_tables(store: Store) -> None:
    """Caltanissetta 2024's size: 32 semifinalists in two parallel groups (odd and even places), each group's
    16 on its own 4 tables, one per band; a qualified player not checked in leaves his seat to the 33rd."""
    session = make_session(store, "raduno-nazionale", 80)
    play_round(session, 1)
    play_round(session, 2)
    first = ops.next_round(session)
    ranked = sorted(first.entrants, key=lambda e: e.rank or 0)
    set_present(session, ranked[4].player.id, False)  # the 5th goes home
    nxt = ops.next_round(session)
    assert (nxt.status, nxt.name, nxt.tables, len(nxt.entrants)) == ("ready", "semifinals", 8, 32)
    assert ranked[4].label not in {e.label for e in nxt.entrants}
    assert {e.group for e in nxt.entrants} == {1, 2}
    proposal = ops.propose(session, 3)
    assert proposal.draw.sizes == (4,) * 8
    by_label = {e.label: e for e in nxt.entrants}
    for table in proposal.draw.tables:
        assert len({by_label[n].group for n in table.players}) == 1
        assert sorted(by_label[n].band for n in table.players) == [1, 2, 3, 4]  # type: ignore[type-var]
    assert not [v for v in proposal.violations if v.constraint == "one_per_band"]


def test_raduno_quarterfinals_only_above_130_entrants(store: Store) -> None:
    session = make_session(store, "raduno", 132)
    play_round(session, 1)
    play_round(session, 2)
    nxt = ops.next_round(session)
    assert (nxt.phase, nxt.name, nxt.tables, nxt.entrants_at_game_1) == ("quarterfinal", "quarterfinals", 6, 132)
    assert sorted(e.rank for e in nxt.entrants) == list(range(11, 35))  # type: ignore[type-var]
    proposal = ops.propose(session, 4)
    assert proposal.draw.sizes == (4,) * 6
    assert not [v for v in proposal.violations if v.constraint == "one_per_band"]


def test_phase_refuses_a_qualified_player_not_checked_in(store: Store) -> None:
    session = make_session(store, "marsala-2011", 8, bands=True)
    for seed in (1, 2, 3):
        play_round(session, seed)
    nxt = ops.next_round(session)
    assert (nxt.phase, len(nxt.entrants)) == ("final", 4)
    top = nxt.entrants[0]
    set_present(session, top.player.id, False)
    nxt = ops.next_round(session)
    assert [e.label for e in nxt.absent] == [top.label]
    with pytest.raises(ops.RoundsError) as err:
        ops.propose(session, 1)
    assert err.value.kind == "absent_qualified" and err.value.items == (top.label,)


def test_marsala_final_then_complete(store: Store) -> None:
    session = make_session(store, "marsala-2011", 8, bands=True)
    for seed in (1, 2, 3):
        play_round(session, seed)
    final = ops.propose(session, 1)
    assert final.draw.sizes == (4,) and not final.next.optional
    round_id = ops.confirm_round(session, final).value.id
    assert session.rounds()[-1].phase == "final"
    confirm_results(session, round_id)
    nxt = ops.next_round(session)
    assert nxt.status == "complete"
    with pytest.raises(ops.RoundsError) as err:
        ops.propose(session, 1)
    assert err.value.kind == "complete"


def test_como_final_is_optional_after_four_days(store: Store) -> None:
    session = make_session(store, "como-2000", 10)
    for seed in range(4):
        play_round(session, seed)
    nxt = ops.next_round(session)
    assert (nxt.phase, nxt.optional, len(nxt.entrants)) == ("final", True, 5)


def test_tie_across_the_cut_waits_for_dice(store: Store) -> None:
    session = make_session(store, "marsala-2011", 8, bands=True)
    for seed in (1, 2, 3):
        round_id = ops.confirm_round(session, ops.propose(session, seed)).value.id
        for table in session.tables(round_id):
            names = ops.table_labels(session, table)
            rows = [{"name": n, "points": 10.0, "objective_points": 20, "outside_points": 5, "place": 1}
                    for n in names]
            store.confirm_result(table.id, {"ranking": rows}, "Mario")
    nxt = ops.next_round(session)
    assert nxt.status == "tie_at_cut" and len(nxt.tied) == 8
    with pytest.raises(ops.RoundsError) as err:
        ops.propose(session, 1)
    assert err.value.kind == "tie_at_cut"
    dice = dict(zip(nxt.tied, [6, 5, 4, 3, 2, 2, 1, 1], strict=True))  # the ties left are below the cut
    ready = ops.next_round(session, dice)
    assert ready.status == "ready" and set(ready.labels) == set(nxt.tied[:4])


def test_unreadable_result_names_the_table(store: Store) -> None:
    session = make_session(store, "raduno", 8)
    round_id = ops.confirm_round(session, ops.propose(session, 1)).value.id
    tables = session.tables(round_id)
    store.confirm_result(tables[0].id, {"note": "nothing"}, "Mario")
    store.confirm_result(tables[1].id, {"note": "nothing"}, "Mario")
    with pytest.raises(InputError) as err:
        ops.next_round(session)
    assert err.value.field.startswith("table 1 result")


def test_result_rows_reads_the_stored_ranking() -> None:
    row = {"name": "Anna", "points": 12.41, "objective_points": 41, "outside_points": 12, "place": 1}
    assert ops.result_rows({"ranking": [row]}) == [("Anna", 12.41, 41.0, 12.0, 1)]
    assert ops.result_rows({"ranking": [{"name": "Bruno", "points": 3, "place": 2}]}) == [("Bruno", 3.0, 0.0,
                                                                                            0.0, 2)]
    with pytest.raises(InputError):
        ops.result_rows({"ranking": [{"name": "Anna", "place": 1}]})
    with pytest.raises(InputError):
        ops.result_rows({"players": [row]})  # not where a confirmed result keeps its rows


# ---- undoing a confirmed round ------------------------------------------------------------------------------

def test_remove_round_only_while_untouched(store: Store) -> None:
    session = make_session(store, "raduno", 8)
    proposal = ops.propose(session, 1)
    created = ops.confirm_round(session, proposal)
    saved = created.value
    assert created.changes == ROUNDS
    assert ops.saved_round(session, saved.id) == saved  # what confirming returned is what it stored
    assert [len(t) for t in saved.tables] == [4, 4] and saved.number == 1
    ops.remove_round(session, saved.id)
    assert session.rounds() == []
    restored = ops.restore_round(session, saved).value
    again = restored.id
    assert restored.tables == saved.tables and ops.saved_round(session, again) == restored
    table = session.tables(again)[0]
    session.record(table.id, read_action("note", {"text": "inizio"}))
    assert ops.round_started(session, again)
    with pytest.raises(InputError) as err:
        ops.remove_round(session, again)
    assert "already have actions" in err.value.message
    assert len(session.rounds()) == 1


def test_remove_round_refuses_an_earlier_round(store: Store) -> None:
    session = make_session(store, "raduno", 8)
    first = play_round(session)
    ops.confirm_round(session, ops.propose(session, 2))
    with pytest.raises(InputError):
        ops.remove_round(session, first)


# ---- seat order --------------------------------------------------------------------------------------------

def saved_table(store: Store) -> tuple[Session, int, Sequence[str]]:
    session = make_session(store, "raduno", 8)
    round_id = ops.confirm_round(session, ops.propose(session, 1)).value.id
    table = session.tables(round_id)[0]
    return session, table.id, ops.table_labels(session, table)


def test_seat_order_from_dice_with_a_reroll(store: Store) -> None:
    session, table_id, names = saved_table(store)
    a, b, c, d = names
    rolls: dict[str, int | list[int]] = {a: 3, b: 6, c: 6, d: 1}
    with pytest.raises(TiedRollError) as err:
        ops.seats_from_rolls(names, rolls)
    assert set(err.value.players) == {b, c}
    rolls.update({b: [6, 2], c: [6, 5]})
    seats = ops.seats_from_rolls(names, rolls)
    assert [s.player for s in seats] == [c, b, a, d]
    assert [s.colour for s in seats] == list(COLOURS[:4])
    ops.set_seat_order(session, table_id, seats)
    assert ops.table_labels(session, store.table(table_id)) == (c, b, a, d)


def test_seat_rolls_must_cover_the_table(store: Store) -> None:
    _, _, names = saved_table(store)
    with pytest.raises(InputError) as err:
        ops.seats_from_rolls(names, {n: 3 + i for i, n in enumerate(names[:3])})
    assert names[3] in err.value.message
    with pytest.raises(InputError):
        ops.seats_from_rolls(names, {**{n: 1 + i for i, n in enumerate(names)}, "Nessuno": 4})
    with pytest.raises(InputError):
        ops.seats_from_rolls(names, {**{n: 1 + i for i, n in enumerate(names)}, names[0]: 19})


def test_app_drawn_seats_are_reproducible_and_fixed_once_play_starts(store: Store) -> None:
    session, table_id, names = saved_table(store)
    seats = ops.seats_drawn(names, 5)
    assert seats == ops.seats_drawn(names, 5)
    assert sorted(s.player for s in seats) == sorted(names)
    ops.set_seat_order(session, table_id, seats)
    session.record(table_id, read_action("note", {"text": "via"}))
    with pytest.raises(InputError) as err:
        ops.set_seat_order(session, table_id, ops.seats_drawn(names, 6))
    assert "seat order is fixed" in err.value.message
    assert ops.table_labels(session, store.table(table_id)) == tuple(s.player for s in seats)


def test_set_seats_keeps_the_same_players(store: Store) -> None:
    session, table_id, _ = saved_table(store)
    table = store.table(table_id)
    other = next(p for p in session.players() if p.id not in {s.player_id for s in table.seats})
    seats = [(s.player_id, s.colour) for s in table.seats]
    with pytest.raises(InputError):
        store.set_seats(table_id, [(other.id, "rosso"), *seats[1:]])
    with pytest.raises(InputError):
        store.set_seats(table_id, [(seats[0][0], "blu"), *seats[1:]])  # blu twice
    assert store.table(table_id) == table


def test_round_with_a_bad_table_writes_nothing(store: Store) -> None:
    session = make_session(store, "raduno", 8)
    ids = [p.id for p in session.players()]
    good = list(zip(ids[:4], COLOURS, strict=False))
    bad = [(ids[4], "rosso"), (ids[5], "rosso")]  # the same colour twice
    with pytest.raises(InputError) as err:
        store.add_round_with_tables(session.event_id, 1, "qualifier", [good, bad])
    assert err.value.field.startswith("tables[1]")
    assert session.rounds() == []
    with pytest.raises(InputError):
        store.add_round_with_tables(session.event_id, 1, "qualifier", [])
