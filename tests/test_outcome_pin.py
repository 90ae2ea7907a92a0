"""Outcome changes need the PIN (issue 28, item 2): a change that alters an outcome already decided (a roll
in force for a standings tie, the objective deck once a result is confirmed, the name of a player of a
confirmed table) is refused without the head referee's PIN, in the operations (the window, the command line
and the hall's server all go through them), and with it the event is sealed again (store/keys.py). Before,
each of them went through without the PIN."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from referee_app.ops.players_ops import PlayerDetails, details_of, edit_player, rename_needs_pin
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.store.errors import PinNeeded, WrongPin
from tests.cli_helpers import run_main
from tests.results_data import PIN, final, make_session, table_ids
from tests.store.helpers import snapshot
from tests.test_ops_standings import session  # noqa: F401 (the fixture)

DECK = {"Carta 1": ["alaska", "ontario", "perù", "cina"]}


def _confirm_first(session: Session) -> None:
    ResultOperations(session).confirm(table_ids(session)[0], final(["Anna", "Bruno", "Carla", "Dario"],
                                                                   dice={"Anna": 2, "Carla": 5}))


def _unchanged(session: Session) -> list[object]:
    session.store.conn.commit()
    return snapshot(session.store.path)


def test_changing_a_standings_roll_in_force_needs_the_pin(session: Session) -> None:
    _confirm_first(session)
    dice = StandingsOperations(session)
    dice.set_dice({"Bruno": 3, "Anna": 5})  # the first roll of a tie is only recorded
    assert not dice.dice_need_pin({"Bruno": 3, "Elena": 2}) and dice.dice_need_pin({"Bruno": 6})
    before = _unchanged(session)
    with pytest.raises(PinNeeded) as needed:
        dice.set_dice({"Bruno": 6})
    assert needed.value.code == "pin_needed" and needed.value.location == ("pin",)
    with pytest.raises(WrongPin):
        dice.set_dice({"Bruno": 6}, "999999")
    assert _unchanged(session) == before
    dice.set_dice({"Bruno": 6}, PIN)
    assert dice.dice() == {"Bruno": 6, "Anna": 5}


def test_the_deck_after_a_confirmed_result_needs_the_pin(session: Session) -> None:
    ops = ResultOperations(session)
    assert not ops.deck_needs_pin()
    ops.set_deck(DECK)  # before any result: the organiser's set-up
    _confirm_first(session)
    assert ops.deck_needs_pin()
    before = _unchanged(session)
    for change in (lambda: ops.set_deck(None), lambda: ops.set_deck({"Carta 1": ["alaska", "perù", "cina"]})):
        with pytest.raises(PinNeeded):
            change()
    assert _unchanged(session) == before
    ops.set_deck(None, PIN)
    assert ops.deck() is None


def test_renaming_a_player_of_a_confirmed_table_needs_the_pin(session: Session) -> None:
    _confirm_first(session)
    players = {p.name: p for p in session.players()}
    anna, elena = players["Anna"], players["Elena"]
    renamed = replace(details_of(anna), name="Anna Rossi")
    assert rename_needs_pin(session, anna.id, renamed)
    assert not rename_needs_pin(session, anna.id, replace(details_of(anna), club="Altro club"))  # no rename
    assert not rename_needs_pin(session, elena.id, PlayerDetails("Elena Bianchi"))  # her table is open
    with pytest.raises(PinNeeded):
        edit_player(session, anna.id, renamed)
    edit_player(session, elena.id, PlayerDetails("Elena Bianchi"))
    edit_player(session, anna.id, renamed, PIN)
    assert {p.id: p.name for p in session.players()}[anna.id] == "Anna Rossi"


def test_an_outcome_change_with_the_pin_is_inside_the_keyed_seal(tmp_path: Path) -> None:
    session = make_session(tmp_path / "sealed.db")
    _confirm_first(session)
    StandingsOperations(session).set_dice({"Bruno": 3})
    StandingsOperations(session).set_dice({"Bruno": 4}, PIN)
    anna = next(p for p in session.players() if p.name == "Anna")
    edit_player(session, anna.id, replace(details_of(anna), name="Anna Rossi"), PIN)
    session.store.close(backup=False)
    result = run_main("--db", str(tmp_path / "sealed.db"), "db", "verify", "--pin", PIN)
    assert result.returncode == 0 and "holds under this PIN" in result.stdout
