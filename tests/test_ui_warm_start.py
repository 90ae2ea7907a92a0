"""A start after a close shows the hall tiles kept then, before the engine loads; a start after anything
wrote to the logs folds them as always (ops/hall.py, docs/operations.md *Start-up*)."""

from __future__ import annotations

from pathlib import Path

from referee_app.ops.hall import HallOperations
from referee_app.ops.session import Session
from referee_app.store import Store
from tests.start_helpers import report_at_ready, running_round


def test_a_start_after_a_close_shows_the_kept_tiles_and_a_write_since_folds_the_logs(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    running_round(db, "Ødegård {}")
    first = report_at_ready(db, tmp_path)
    assert first["engine"]  # nothing was kept yet: the logs are folded
    second = report_at_ready(db, tmp_path)
    assert not second["engine"] and second["tiles"] == first["tiles"]
    assert second["tiles"] == [[1, ["Ødegård 0", "Ødegård 1", "Ødegård 2", "Ødegård 3"], "playing", False]]
    with Store.open(db) as store:  # another program (a phone through `serve`, the CLI) pauses the hall
        HallOperations(Session(store, store.events()[0].id, referee="Mario")).pause_all()
    third = report_at_ready(db, tmp_path)
    assert third["engine"] and third["tiles"] == [[1, ["Ødegård 0", "Ødegård 1", "Ødegård 2", "Ødegård 3"],
                                                   "playing", True]]
    fourth = report_at_ready(db, tmp_path)
    assert not fourth["engine"] and fourth["tiles"] == third["tiles"]
