from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from referee_app.ops.hall import HallOperations
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.rules.table.actions import Recovery, read_action
from tests.table_helpers import Clock


@pytest.fixture
def session(tmp_path: Path) -> Session:
    clock = Clock()  # the store stamps results with the same time as the session's clock actions
    store = Store.open(tmp_path / "t.db", clock=lambda: dt.datetime.fromtimestamp(clock.now, dt.UTC).isoformat())
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
    ids = [store.add_player(event, name) for name in
           ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo"]]
    round_id = store.add_round(event, 1)
    colours = ["rosso", "blu", "giallo", "verde"]
    store.add_table(round_id, 1, list(zip(ids[:4], colours)))
    store.add_table(round_id, 2, list(zip(ids[4:], colours)))
    s = Session(store, event, referee="Mario", clock=clock)
    yield s
    store.close(backup=False)


def test_general_pause_spares_tables_paused_on_their_own(session: Session) -> None:
    hall = HallOperations(session)
    clock: Clock = session.clock  # type: ignore[assignment]
    hall.start_all()
    tiles = hall.tiles()
    assert [t.phase for t in tiles] == ["playing", "playing"]
    assert tiles[0].remaining == 90 * 60
    clock.now += 600
    hall.pause_table(tiles[1].table_id)
    clock.now += 60
    hall.pause_all()
    clock.now += 300
    hall.resume_all()
    tiles = hall.tiles()
    assert not tiles[0].paused and tiles[1].paused
    assert tiles[0].remaining == 90 * 60 - 660  # it ran 600 s, then 60 more until the general pause
    with pytest.raises(InputError):
        hall.resume_all()  # nothing was paused by the hall any more


def test_expiry_alert_then_sdadata_phase(session: Session) -> None:
    hall = HallOperations(session)
    clock: Clock = session.clock  # type: ignore[assignment]
    hall.start_all()
    clock.now += 90 * 60 + 5
    table = hall.tiles()[0]
    assert "time_expired" in table.alerts
    session.record(table.table_id, read_action("time_expired", {"player": "Dario"}))
    tile = hall.tiles()[0]
    assert tile.alerts == () and tile.phase == "penultimate_round"
    assert tile.next_player == "Dario"


def test_illegal_action_writes_nothing(session: Session) -> None:
    table_id = session.tables(session.current_round().id)[0].id  # type: ignore[union-attr]
    before = len(session.store.actions(table_id))
    with pytest.raises(InputError):
        session.record(table_id, read_action("time_expired", {"player": "Zoe"}))
    assert len(session.store.actions(table_id)) == before


def test_referee_call_and_recovery(session: Session) -> None:
    hall = HallOperations(session)
    hall.start_all()
    first = hall.tiles()[0]
    hall.call_referee(first.table_id, True)
    hall.add_recovery(first.table_id, Recovery(3, "disputa sui dadi"))
    tile = hall.tiles()[0]
    assert "referee_called" in tile.alerts
    assert tile.remaining == 93 * 60
    session.undo(first.table_id)
    assert hall.tiles()[0].remaining == 90 * 60


def test_general_pause_skips_a_confirmed_table_and_counts_what_it_changed(session: Session) -> None:
    hall = HallOperations(session)
    clock: Clock = session.clock  # type: ignore[assignment]
    started = hall.start_all()
    assert (started.changed, started.finished, started.tables) == (2, 0, 2)
    clock.now += 600
    done = hall.tiles()[0]
    session.store.confirm_result(done.table_id, {"ranking": []}, "Mario")
    clock.now += 300
    paused = hall.pause_all()
    assert (paused.changed, paused.finished, paused.tables) == (1, 1, 2)
    tiles = hall.tiles()
    assert tiles[0].phase == "confirmed" and not tiles[0].paused
    assert tiles[1].paused
    # the confirmed table's clock stood still at the confirmation; the other ran until the general pause
    assert tiles[0].remaining == 90 * 60 - 600
    assert tiles[0].remaining_at(clock.now + 3600) == 90 * 60 - 600
    assert tiles[1].remaining == 90 * 60 - 900
    resumed = hall.resume_all()
    assert (resumed.changed, resumed.finished) == (1, 1)
    with pytest.raises(InputError):
        hall.pause_table(done.table_id)  # its game is over: no clock action any more


def test_hall_action_with_every_table_finished_writes_nothing(session: Session) -> None:
    hall = HallOperations(session)
    hall.start_all()
    for tile in hall.tiles():
        session.store.confirm_result(tile.table_id, {"ranking": []}, "Mario")
    before = [len(session.store.actions(t.table_id)) for t in hall.tiles()]
    with pytest.raises(InputError):
        hall.pause_all()
    assert [len(session.store.actions(t.table_id)) for t in hall.tiles()] == before


def test_hall_recovery_goes_through_the_table_service_checks(session: Session) -> None:
    """The hall and the table page once wrote recovery minutes with different checks (the hall took an
    empty reason); both now call the table service, so the stricter check holds from the hall too."""
    hall = HallOperations(session)
    hall.start_all()
    table_id = hall.tiles()[0].table_id
    before = len(session.store.actions(table_id))
    for minutes, reason, field in ((3, "  ", "reason"), (0, "dadi", "minutes"), (2.5, "dadi", "minutes")):
        with pytest.raises(InputError) as refused:
            hall.add_recovery(table_id, read_action("recovery_minutes", {"minutes": minutes, "reason": reason}))  # type: ignore[arg-type]
        assert refused.value.field == field
    assert len(session.store.actions(table_id)) == before
    hall.pause_table(table_id)
    assert session.store.actions(table_id)[-1].payload["scope"] == "table"  # as the table page writes it
