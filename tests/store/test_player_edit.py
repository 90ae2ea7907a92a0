"""Store methods added for the players page: edit, remove (undo of an add) and restore under the same id."""

from __future__ import annotations

from pathlib import Path

import pytest

from referee_app.rules.errors import InputError
from referee_app.store import Store
from tests.store.helpers import make_event, snapshot


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "t.db")
    yield s
    s.close(backup=False)


def test_update_player_keeps_presence(store: Store) -> None:
    event, pids, _, _ = make_event(store, players=5)
    store.set_present(pids[4], False)
    store.update_player(pids[4], "Čita  Horvat", club="Zagreb", band=2)
    player = store.player(pids[4])
    assert (player.name, player.club, player.region, player.band, player.present) == \
        ("Čita Horvat", "Zagreb", "", 2, False)


@pytest.mark.parametrize("call", [
    lambda s, pid: s.update_player(pid, ""),
    lambda s, pid: s.update_player(pid, "Ok", band=0),
    lambda s, pid: s.update_player(9999, "Ok"),
    lambda s, pid: s.remove_player(pid - 4),  # seated at table 1
    lambda s, pid: s.restore_player(s.player(pid)),  # id still taken
])
def test_bad_calls_write_nothing(store: Store, tmp_path: Path, call: object) -> None:
    _, pids, _, _ = make_event(store, players=5)
    before = snapshot(tmp_path / "t.db")
    with pytest.raises(InputError):
        call(store, pids[4])  # type: ignore[operator]
    assert snapshot(tmp_path / "t.db") == before


def test_remove_then_restore(store: Store) -> None:
    event, pids, _, _ = make_event(store, players=5)
    removed = store.remove_player(pids[4])
    assert [p.id for p in store.players(event)] == pids[:4]
    assert store.restore_player(removed) == pids[4]
    assert store.player(pids[4]) == removed
