from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.rules.errors import InputError
from tests.results_data import PIN, add_round, final, make_session, table_ids

TABLE_1 = ["Anna", "Bruno", "Carla", "Dario"]
TABLE_2 = ["Elena", "Fabio", "Gina", "Ugo"]


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    s = make_session(tmp_path / "t.db")
    yield s
    s.store.close(backup=False)


def _play_round(session: Session, number: int, tables: list[list[str]], dice: dict[str, int]) -> None:
    ops = ResultOperations(session)
    for table_id, names in zip(table_ids(session, number), tables):
        ops.confirm(table_id, final(names, dice))


def _two_rounds(session: Session) -> dict[str, int]:
    """Two confirmed rounds: the same tables, round 2's seats turned so that others take the good places;
    the players' ids by name."""
    _play_round(session, 1, [TABLE_1, TABLE_2], {"Anna": 2, "Carla": 5, "Elena": 5, "Gina": 2})
    ids = {p.name: p.id for p in session.players()}
    add_round(session.store, session.event_id, 2, [ids[n] for n in ["Bruno", "Anna", "Dario", "Carla",
                                                                     "Fabio", "Elena", "Ugo", "Gina"]])
    _play_round(session, 2, [["Bruno", "Anna", "Dario", "Carla"], ["Fabio", "Elena", "Ugo", "Gina"]],
                {"Bruno": 6, "Dario": 1, "Fabio": 6, "Ugo": 1})
    return ids


def test_standings_after_two_rounds(session: Session) -> None:
    standings = StandingsOperations(session)
    assert standings.standings().standings == ()
    _two_rounds(session)
    result = standings.standings()
    totals = {s.name: s.total for s in result.standings}
    # round 1: Bruno 12.12, Carla 7.12, Anna 5.12, Dario 3.12; round 2: Anna 12.12, Bruno 7.12, Dario 5.12,
    # Carla 3.12 (marsala counts the best two of three qualifiers: both so far)
    assert totals["Bruno"] == 19.24 and totals["Anna"] == 17.24 and totals["Carla"] == 10.24
    assert totals["Dario"] == 8.24
    assert [g.round for g in standings.games()] == [1, 1, 2, 2]
    # Bruno, Elena and Fabio each have 12.12 and 7.12: tied on every criterion, dice missing
    assert result.unresolved_ties[0] == ("Bruno", "Elena", "Fabio")
    ranks = {s.name: s.rank for s in result.standings}
    assert ranks["Bruno"] == ranks["Elena"] == ranks["Fabio"] == 1 and ranks["Anna"] == 4
    assert result.phase == "qualifiers"
    standings.set_dice({"Bruno": 3, "Fabio": 4, "Elena": 1})
    result = standings.standings()
    assert [s.name for s in result.standings][:3] == ["Fabio", "Bruno", "Elena"]
    assert result.standings[0].decided_by == "die"
    assert result.unresolved_ties == (("Dario", "Gina", "Ugo"),)
    standings.set_dice({"Bruno": 6}, PIN)  # a later roll replaces the earlier one (the head referee's PIN)
    assert standings.dice() == {"Bruno": 6, "Fabio": 4, "Elena": 1}
    assert [s.name for s in standings.standings().standings][:3] == ["Bruno", "Fabio", "Elena"]


def test_missing_tables_are_left_out_of_the_standings(session: Session) -> None:
    first, _second = table_ids(session)
    ResultOperations(session).confirm(first, final(TABLE_1, {"Anna": 2, "Carla": 5}))
    standings = StandingsOperations(session).standings()
    assert {s.name for s in standings.standings} == set(TABLE_1)
    assert [m.table_number for m in ResultOperations(session).missing()] == [2]


@pytest.mark.parametrize(("dice", "words"), [
    ({"Nessuno": 3}, "neither a player nor a team"),
    ({"Anna": 0}, "1..6"),
    ({"Anna": 7}, "1..6"),
    ({"Anna": "4"}, "1..6"),
    ({}, "no die"),
])
def test_bad_dice_are_refused_and_nothing_is_written(session: Session, dice: dict[str, int], words: str) -> None:
    standings = StandingsOperations(session)
    with pytest.raises(InputError, match=words):
        standings.set_dice(dice)
    assert standings.dice() == {}


def test_team_standings_for_nostra_passione(tmp_path: Path) -> None:
    teams = {"Anna": "Rossi", "Bruno": "Verdi", "Carla": "Rossi", "Dario": "Verdi",
             "Elena": "Bianchi", "Fabio": "Neri", "Gina": "Bianchi", "Ugo": "Neri"}
    session = make_session(tmp_path / "n.db", "nostra-passione-2018", teams)
    ops = StandingsOperations(session)
    assert ops.has_teams() and ops.teams() == teams
    _play_round(session, 1, [TABLE_1, TABLE_2], {"Anna": 2, "Carla": 5, "Elena": 5, "Gina": 2})
    result = ops.standings()
    assert result.teams is not None
    by_team = {t.team: t.total for t in result.teams}
    # project points 12/9/6/3: Verdi = Bruno 12 + Dario 3, Rossi = Carla 9 + Anna 6
    assert by_team == {"Verdi": 15, "Rossi": 15, "Bianchi": 15, "Neri": 15}
    assert len(result.team_unresolved_ties) == 1
    ops.set_dice({"Verdi": 6, "Rossi": 5, "Bianchi": 4, "Neri": 3})
    assert [t.team for t in ops.standings().teams or ()] == ["Verdi", "Rossi", "Bianchi", "Neri"]
    session.store.close(backup=False)


def test_a_player_without_team_is_named(tmp_path: Path) -> None:
    session = make_session(tmp_path / "n.db", "nostra-passione-2018", {"Anna": "Rossi"})
    _play_round(session, 1, [TABLE_1, TABLE_2], {"Anna": 2, "Carla": 5, "Elena": 5, "Gina": 2})
    with pytest.raises(InputError, match="no team"):
        StandingsOperations(session).standings()
    session.store.close(backup=False)


def test_marsala_has_no_teams(session: Session) -> None:
    assert StandingsOperations(session).teams() is None


def test_swapping_two_names_at_a_confirmed_table_moves_no_points_and_is_logged(session: Session) -> None:
    from referee_app.ops.players_ops import details_of, edit_player
    from referee_app.store.event_edits import RENAMED

    standings = StandingsOperations(session)
    ids = _two_rounds(session)
    standings.set_dice({"Bruno": 3, "Fabio": 4, "Elena": 1})  # a tie broken by dice, by name at the desk

    def by_id() -> list[tuple[int, int, float, str | None]]:
        now = {p.name: p.id for p in session.players()}
        return [(now[s.name], s.rank, s.total, s.decided_by) for s in standings.standings().standings]

    before = by_id()

    def rename(old: str, new: str) -> None:
        player = next(p for p in session.players() if p.name == old)
        edit_player(session, player.id, replace(details_of(player), name=new), PIN)

    rename("Bruno", "Provvisorio")  # Bruno <-> Fabio through the players' page: A->tmp, B->A, tmp->B
    rename("Fabio", "Bruno")
    rename("Provvisorio", "Fabio")
    assert by_id() == before  # every player keeps his places, points and rolls
    assert {p.id: p.name for p in session.players()}[ids["Bruno"]] == "Fabio"
    log = [(r.payload["player_id"], r.payload["from"], r.payload["to"])
           for r in session.store.event_records(session.event_id, RENAMED)]
    assert log == [(ids["Bruno"], "Bruno", "Provvisorio"), (ids["Fabio"], "Fabio", "Bruno"),
                   (ids["Bruno"], "Provvisorio", "Fabio")]


def test_the_games_are_read_once_until_the_next_write(session: Session) -> None:
    """The page asks for the standings and then their what-if column: the results index is read once, and
    again after a write (a result confirmed)."""
    first_table, second_table = table_ids(session, 1)
    ResultOperations(session).confirm(first_table, final(TABLE_1, {"Anna": 2, "Carla": 5}))
    reads: list[str] = []
    session.store.conn.set_trace_callback(lambda sql: reads.append(sql) if "r.ranking" in sql else None)
    try:
        ops = StandingsOperations(session)
        first = ops.standings()
        ops.what_if()
        assert len(reads) == 1
        ResultOperations(session).confirm(second_table, final(TABLE_2, {"Elena": 5, "Gina": 2}))
        confirming = len(reads)  # what the confirmation itself read
        second = ops.standings()
        assert len(reads) == confirming + 1
    finally:
        session.store.conn.set_trace_callback(None)
    assert len(first.standings) == 4 and len(second.standings) == 8
