"""Fault injection (issue 14, fault 6): renaming players through `edit_player` must not change what a confirmed
result says about them. Swapping the names of the winner and the last player used to swap their places and
ranks for the next draw; a result's rows are tied to their seats, and a seat to its player."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee_app.ops import rounds
from referee_app.ops.players_ops import PlayerDetails, edit_player
from referee_app.ops.session import Session
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.rules.ruleset import builtin
from referee_app.store.errors import PinNeeded
from referee_app.store.store import Store

NAMES = ("Anna", "Bruno", "Carla", "Dario")


def _ranks(session: Session) -> dict[int, tuple[int | None, int | None]]:
    return {e.player.id: (e.rank, e.place) for e in rounds.next_round(session).entrants}


def _totals(session: Session, ids: list[int]) -> dict[int, float]:
    by_name = {s.name: s.total for s in StandingsOperations(session).standings().standings}
    names = {p.id: p.name for p in session.players()}
    return {pid: by_name[names[pid]] for pid in ids}


def test_fault6_swapping_two_names_keeps_their_confirmed_places(tmp_path: Path) -> None:
    with Store.open(tmp_path / "torneo.db") as store:
        event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "135790")
        ids = [store.add_player(event, name) for name in NAMES]
        session = Session(store, event, referee="Mario")
        table = store.add_table(store.add_round(event, 1), 1,
                                list(zip(ids, ["rosso", "blu", "giallo", "verde"], strict=True)))
        points = {"Anna": 90, "Bruno": 60, "Carla": 40, "Dario": 10}
        rows = [{"name": n, "seat": k, "points": points[n], "objective_points": points[n], "outside_points": 0,
                 "place": place} for place, (k, n) in enumerate(sorted(enumerate(NAMES, start=1),
                                                                         key=lambda kn: -points[kn[1]]), start=1)]
        store.confirm_result(table, {"ranking": rows}, "Mario")
        before, totals = _ranks(session), _totals(session, ids)
        assert before[ids[0]][1] == 1 and before[ids[3]][1] == 4  # Anna won, Dario was last

        anna, dario = ids[0], ids[3]
        with pytest.raises(PinNeeded):  # they sat at a confirmed table: only with the head referee's PIN
            edit_player(session, anna, PlayerDetails("Provvisorio"))
        edit_player(session, anna, PlayerDetails("Provvisorio"), "135790")
        edit_player(session, dario, PlayerDetails("Anna"), "135790")
        edit_player(session, anna, PlayerDetails("Dario"), "135790")

        assert _ranks(session) == before  # the player who won is still first, whatever he is called now
        assert _totals(session, ids) == totals
        assert store.result(table) == {"ranking": rows}  # the confirmed result itself is untouched
