"""The hall tiles kept at a close for the next start (ops/hall.py, store/hall_tiles.py): shown first only
while they say what the logs say; anything that could make them differ sends the hall to the engine."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.ops.hall import HallOperations, TableTile
from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store

START = 1_800_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def path(tmp_path: Path) -> Iterator[Path]:
    """A file with two tables of round 1 started at START (90 minutes), their tiles kept at START + 60."""
    db = tmp_path / "t.db"
    clock = Clock()
    with Store.open(db, clock=lambda: dt.datetime.fromtimestamp(clock.now, dt.UTC).isoformat()) as store:
        event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
        ids = [store.add_player(event, name) for name in ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio",
                                                           "Gina", "Ødegård"]]
        round_id = store.add_round(event, 1)
        colours = ["rosso", "blu", "giallo", "verde"]
        store.add_table(round_id, 1, list(zip(ids[:4], colours)))
        store.add_table(round_id, 2, list(zip(ids[4:], colours)))
        hall = HallOperations(Session(store, event, referee="Mario", clock=clock))
        hall.start_all()
        clock.now += 60
        assert hall.keep_for_next_start()
    yield db


def reopen(path: Path, now: float) -> tuple[Store, HallOperations]:
    store = Store.open(path)
    clock = Clock()
    clock.now = now
    return store, HallOperations(Session(store, store.events()[0].id, referee="Mario", clock=clock), kept_first=True)


def folded(path: Path, now: float) -> list[TableTile]:
    """What the engine says at `now`, asked past the first call (which may take the kept tiles)."""
    store, hall = reopen(path, now)
    with store:
        hall.tiles()
        return hall.tiles()


def test_the_next_start_shows_the_kept_tiles_without_folding(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    expected = folded(path, START + 120)
    store, hall = reopen(path, START + 120)
    with store:
        def no_engine(*args: object) -> None:
            raise AssertionError("the logs were folded")

        monkeypatch.setattr(Session, "round_states", no_engine)
        tiles = hall.tiles()
    assert tiles == expected
    assert [t.players for t in tiles] == [("Anna", "Bruno", "Carla", "Dario"), ("Elena", "Fabio", "Gina", "Ødegård")]
    assert all(t.phase == "playing" and t.expires_at == START + 90 * 60 for t in tiles)


def test_only_the_first_tiles_may_be_the_kept_ones(path: Path) -> None:
    store, hall = reopen(path, START + 120)
    with store:
        hall.tiles()
        assert hall.session._logs == {}  # noqa: SLF001  (nothing folded yet)
        hall.tiles()
        assert set(hall.session._logs) == {t.id for t in hall.session.tables(hall.session.current_round().id)}  # noqa: SLF001


def test_a_table_that_wrote_since_sends_the_hall_to_the_logs(path: Path) -> None:
    store, hall = reopen(path, START + 120)
    with store:
        table = hall.session.tables(hall.session.current_round().id)[1]
        hall.pause_table(table.id)
    store, hall = reopen(path, START + 180)
    with store:
        assert hall.kept_tiles(hall.session.current_round().id) is None
        tiles = hall.tiles()
    assert [t.paused for t in tiles] == [False, True]


def test_a_renamed_player_sends_the_hall_to_the_logs(path: Path) -> None:
    store, hall = reopen(path, START + 120)
    with store:
        anna = next(p for p in hall.session.players() if p.name == "Anna")
        store.update_player(anna.id, "Anna Maria")
        assert hall.kept_tiles(hall.session.current_round().id) is None
        assert hall.tiles()[0].players[0] == "Anna Maria"


@pytest.mark.parametrize(("now", "kept"), [(START + 90 * 60 - 1, True),  # still running
                                           (START + 90 * 60, False),  # ran out after they were kept
                                           (START + 30, False)])  # the clock went back past the keeping
def test_time_that_changes_the_tiles_sends_the_hall_to_the_logs(path: Path, now: float, kept: bool) -> None:
    store, hall = reopen(path, now)
    with store:
        assert (hall.kept_tiles(hall.session.current_round().id) is not None) == kept
        tiles = hall.tiles()
    assert tiles == folded(path, now)


def test_a_damaged_kept_tile_is_ignored(path: Path) -> None:
    store, hall = reopen(path, START + 120)
    with store:
        store.conn.execute("UPDATE hall_tiles SET tile = '{\"table_id\": 1}' WHERE rowid = (SELECT MIN(rowid) "
                           "FROM hall_tiles)")
        assert hall.kept_tiles(hall.session.current_round().id) is None
        assert len(hall.tiles()) == 2


def test_keeping_again_writes_only_when_the_kept_tiles_no_longer_hold(path: Path) -> None:
    store, hall = reopen(path, START + 120)
    with store:
        assert not hall.keep_for_next_start()  # they still hold: nothing to write, no engine
        assert hall.session._logs == {}  # noqa: SLF001
        hall.pause_all()
        assert hall.keep_for_next_start()
        assert [t.paused for t in HallOperations(hall.session).kept_tiles(hall.session.current_round().id)
                or []] == [True, True]


def test_a_read_only_file_keeps_nothing(path: Path) -> None:
    store, hall = reopen(path, START + 120)
    with store:
        hall.pause_all()
        store.set_read_only("damaged for the test")
        assert not hall.keep_for_next_start()
    store, hall = reopen(path, START + 180)
    with store:
        assert hall.kept_tiles(hall.session.current_round().id) is None  # the old ones no longer hold


def test_the_tiles_of_an_earlier_round_are_not_shown(path: Path) -> None:
    store, hall = reopen(path, START + 120)
    with store:
        event = hall.session.event_id
        ids = [p.id for p in hall.session.players()]
        store.add_table(store.add_round(event, 2), 1, list(zip(ids[:4], ["rosso", "blu", "giallo", "verde"])))
        current = hall.session.current_round()
        assert current.number == 2
        assert hall.kept_tiles(current.id) is None
        assert [t.number for t in hall.tiles()] == [1]


def test_a_round_with_kept_tiles_can_still_be_deleted_before_its_first_action(path: Path) -> None:
    store, hall = reopen(path, START + 120)
    with store:
        event = hall.session.event_id
        ids = [p.id for p in hall.session.players()]
        round_id = store.add_round(event, 2)
        store.add_table(round_id, 1, list(zip(ids[:4], ["rosso", "blu", "giallo", "verde"])))
        assert HallOperations(hall.session).keep_for_next_start()
        store.remove_round(round_id)
        assert [r.number for r in hall.session.rounds()] == [1]
        assert hall.kept_tiles(hall.session.current_round().id) is None  # round 1's were not the ones kept


def test_a_phones_request_always_folds(path: Path) -> None:
    """The server asks a new HallOperations at every request: the kept tiles are the window's start only."""
    store, hall = reopen(path, START + 120)
    with store:
        HallOperations(hall.session).tiles()
        assert len(hall.session._logs) == 2  # noqa: SLF001
