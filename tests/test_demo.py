"""`referee-app demo`: the demo event is a real day (round 1 over, round 2 in every phase), built through the
operations layer, and a real database is never overwritten."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from referee_app.cli import demo_cmd
from referee_app.cli.main import main
from referee_app.ops.demo import DEMO_PIN, ROUND_2_PHASES
from referee_app.ops.hall import HallOperations
from referee_app.ops.rulings import event_rulings
from referee_app.ops.game_clock import GameClock
from referee_app.ops.session import Session
from referee_app.store.log import resolve
from referee_app.store.store import Store

HALL_PHASES = {"playing", "last_round", "sdadata", "ended", "confirmed"}  # "paused" is a playing clock at rest


@pytest.fixture
def demo_db(demo_event: Path) -> Path:
    return demo_event  # built by conftest through the same builder the command calls (tested below)


def test_round_1_is_over_with_its_incidents(demo_db: Path) -> None:
    with Store.open(demo_db) as store:
        event = store.events()[0]
        assert DEMO_PIN not in event.name  # the name is on the phones and the public pages
        session = Session(store, event.id)
        first, _second = session.rounds()
        results = [store.result(t.id) for t in session.tables(first.id)]
        assert all(r is not None for r in results)
        decided = [row.get("decided_by") for r in results if r for row in r["ranking"]]
        assert "die" in decided and "elimination" in decided
        kinds = {a.payload.get("kind") for t in session.tables(first.id) for a in resolve(store.actions(t.id)).in_force
                 if a.kind == "penalty"}
        assert {"excess_reinforcement", "army_cap", "free_sanction"} <= kinds
        assert event_rulings(session)
        names = {p.name for p in session.players()}
        assert len(names) == 40
        assert any("ø" in n or "č" in n.lower() for n in names) and any("ò" in n for n in names)
        assert len({p.club for p in session.players()}) >= 6
        assert store.verify_chain(event.id).ok


def test_round_2_shows_every_phase_now(demo_db: Path) -> None:
    with Store.open(demo_db) as store:
        session = Session(store, store.events()[0].id)
        tiles = HallOperations(session).tiles()
        assert {t.phase for t in tiles} == HALL_PHASES
        assert sum(t.paused for t in tiles) == 2
        assert any("result_missing" in t.alerts for t in tiles)
        playing = [t for t in tiles if t.phase == "playing" and not t.paused]
        assert playing and all(t.remaining > 0 for t in playing)


def test_nothing_is_written_ahead_of_the_computer_clock(demo_db: Path) -> None:
    """Else the window would start its game clock from the future and warn that the computer's is behind."""
    with Store.open(demo_db) as store:
        latest = store.latest_time()
        assert latest is not None and latest <= time.time()
        assert GameClock(latest).behind_by == 0


def test_an_existing_file_is_never_overwritten(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "referee.db"
    path.write_bytes(b"a real database")
    with pytest.raises(SystemExit) as stop:
        main(["--db", str(path), "demo", "--no-window"])
    assert stop.value.code == 2
    assert "already exists" in capsys.readouterr().err
    assert path.read_bytes() == b"a real database"


def test_the_default_demo_is_rebuilt_and_opened(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "data" / "demo.db"
    monkeypatch.setattr(demo_cmd, "default_demo_path", lambda: target)
    opened: list[str | None] = []
    monkeypatch.setattr("referee_app.ui.app.run_gui", lambda db=None, lang=None: opened.append(db) or 0)
    for _ in range(2):  # the second run replaces the first demo
        assert main(["demo", "--tables", "2"]) == 0
    assert opened == [str(target), str(target)]
    assert f"head referee PIN {DEMO_PIN}" in capsys.readouterr().out
    with Store.open(target) as store:
        assert len(store.events()) == 1


@pytest.mark.parametrize("tables", ["1", "81", "ten"])
def test_table_count_is_checked(tables: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["demo", "--tables", tables, "--no-window"])
    assert "--tables" in capsys.readouterr().err


def test_db_after_the_command_as_the_readme_writes_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "demo.db"
    assert main(["demo", "--db", str(target), "--tables", "2", "--no-window"]) == 0
    assert str(target) in capsys.readouterr().out
    with Store.open(target) as store:
        assert len(store.events()) == 1
    with pytest.raises(SystemExit) as stop:  # given twice, the one after the command counts
        main(["--db", str(tmp_path / "other.db"), "demo", "--db", str(target), "--no-window"])
    assert stop.value.code == 2 and "already exists" in capsys.readouterr().err
    assert not (tmp_path / "other.db").exists()
