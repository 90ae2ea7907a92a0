"""A club season through the operations layer (`campionato`, docs/rules.md §7): 9 evenings drawn and confirmed,
players missing some of them (an absence is one of the 3 drops), the best 6 counted, the what-if column along
the way, then the final of the first 3 plus the repechage by best single game among those with 5 games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.ops import rounds as ops
from referee_app.ops.players_ops import set_present
from referee_app.ops.session import Session
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.rules.ruleset import builtin
from referee_app.rules.what_if import what_if
from referee_app.store.store import Store

PLAYERS = 14
# evenings each player misses (1-based rounds): Giocatore 014 joins late with a huge 6th evening but 4 games
ABSENT = {14: {1, 2, 3, 4, 5}, 13: {2, 4, 6}, 12: {9}, 3: {7}}
# (player, round) -> points, else `_score`: Giocatore 009 dominates, 012 has one great evening
BIG = {(14, 6): 149.0, (12, 8): 148.0, **{(9, r): 140.0 for r in (2, 4, 6, 8)}, **{(2, r): 135.0 for r in (3, 5, 7)}}


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    store = Store.open(tmp_path / "season.db")
    event = store.create_event("Campionato del circolo", "2026-11-22", "Marsala", builtin("campionato"), "123400")
    for i in range(1, PLAYERS + 1):
        store.add_player(event, f"Giocatore {i:03d}", club=f"Club {i % 5}")
    yield Session(store, event, referee="Mario")
    store.close(backup=False)


def _score(number: int, rnd: int) -> float:
    return BIG.get((number, rnd), float((number * 29 + rnd * 13) % 90 + (50 if (number + rnd) % 4 == 0 else 0)))


def _evening(session: Session, rnd: int) -> None:
    for player in session.players():
        number = int(player.name.split()[-1])
        set_present(session, player.id, rnd not in ABSENT.get(number, set()))
    nxt = ops.next_round(session)
    assert (nxt.status, nxt.number) == ("ready", rnd)
    proposal = ops.propose(session, rnd)
    round_id = ops.confirm_round(session, proposal).value.id
    labels = ops.player_labels(session.players())
    for table in session.tables(round_id):
        names = [labels[s.player_id] for s in table.seats]
        ranked = sorted(names, key=lambda n: -_score(int(n.split()[-1]), rnd))
        rows = [{"name": n, "points": _score(int(n.split()[-1]), rnd), "objective_points": 0,
                 "outside_points": 0, "place": k + 1} for k, n in enumerate(ranked)]
        session.store.confirm_result(table.id, {"ranking": rows}, "Mario")


def test_a_season_of_nine_evenings_with_three_drops_and_a_repechage(session: Session) -> None:
    standings = StandingsOperations(session)
    for rnd in range(1, 9):
        _evening(session, rnd)
    column = standings.what_if()  # one evening to go
    ruleset = session.ruleset
    assert column == {w.name: w for w in what_if(ruleset.standings, ruleset.scoring, standings.games())}
    assert column["Giocatore 009"].status == "through" and column["Giocatore 014"].status == "out"
    assert {w.status for w in column.values()} == {"through", "out", "open"}
    _evening(session, 9)
    assert standings.what_if() == {}  # the rounds are played: the standings say it all
    result = standings.standings()
    rows = {s.name: s for s in result.standings}
    for s in result.standings:  # the best 6 of the evenings played count; an absence is a drop
        played = sorted((p for _, p in s.games), reverse=True)
        assert len(s.counted_rounds) == min(6, len(played))
        assert s.total == pytest.approx(sum(played[:6]))
    assert len(rows["Giocatore 014"].games) == 4 and len(rows["Giocatore 013"].games) == 6
    # the final: places 1-3, and the best single game among the rest with at least 5 games
    for player in session.players():
        set_present(session, player.id, True)
    nxt = ops.next_round(session)
    assert (nxt.status, nxt.number, nxt.name) == ("ready", 10, "final")
    order = [s.name for s in result.standings]
    eligible = [n for n in order[3:] if len(rows[n].games) >= 5]
    repechaged = max(eligible, key=lambda n: (max(p for _, p in rows[n].games), -order.index(n)))
    assert {e.label for e in nxt.entrants} == set(order[:3]) | {repechaged}
    assert repechaged == "Giocatore 012"  # his 148 of evening 8; Giocatore 014's 149 came in only 4 games
    assert order.index("Giocatore 014") > 2
    proposal = ops.propose(session, 10)
    assert proposal.draw.sizes == (4,)
    round_id = ops.confirm_round(session, proposal).value.id
    names = list(proposal.draw.tables[0].players)
    rows_final = [{"name": n, "points": 100.0 - 10 * k, "objective_points": 0, "outside_points": 0, "place": k + 1}
                  for k, n in enumerate(names)]
    session.store.confirm_result(session.tables(round_id)[0].id, {"ranking": rows_final}, "Mario")
    end = standings.standings()
    assert end.phase == "complete" and [s.name for s in end.standings[:4]] == names
    assert ops.next_round(session).status == "complete"


def test_the_organiser_declares_the_rounds_at_creation(tmp_path: Path) -> None:
    from referee_app.ops.event_ops import create_event
    from referee_app.rules.errors import InputError

    store = Store.open(tmp_path / "declared.db")
    try:
        event = create_event(store, "Campionato", "2026-11-22", "Marsala", "campionato", "123400", "123400",
                             rounds=12).value
        assert store.event(event).ruleset_data["standings"]["qualifier_rounds"] == 12
        with pytest.raises(InputError) as fewer:  # the best 6 count: fewer rounds cannot be
            create_event(store, "Corto", "2026-11-22", "Marsala", "campionato", "123400", "123400", rounds=5)
        assert fewer.value.code == "rounds_range"
        with pytest.raises(InputError) as fixed:  # the Raduno fixes its two qualifiers
            create_event(store, "Raduno", "2026-11-22", "Marsala", "raduno-nazionale", "123400", "123400", rounds=4)
        assert fixed.value.code == "rounds_fixed"
        assert len(store.events()) == 1  # nothing half-saved
    finally:
        store.close(backup=False)
