"""A start shows the hall as the logs say it, whether the last run closed or something else wrote since: the
tables' snapshots and the entries after them (ops/session.py, store/snapshots.py)."""

from __future__ import annotations

from pathlib import Path

from referee_app.ops.hall import HallOperations
from referee_app.ops.session import Session
from referee_app.store import Store
from tests.start_helpers import report_at_ready, running_round

NOT_AT_START = {"referee_app.ops.table_ops", "referee_app.ops.rulings", "referee_app.rules.casistica",
                "referee_app.rules.casistica_search", "referee_app.ops.printing", "referee_app.net.server",
                "referee_app.reports.sheets", "referee_app.store.csv_import", "referee_app.rules.look_alikes",
                "confusable_homoglyphs.confusables"}


def test_a_start_shows_the_hall_the_logs_say_after_a_close_and_after_another_program_wrote(tmp_path: Path) -> None:
    db = tmp_path / "a.db"
    running_round(db, "Ødegård {}")
    first = report_at_ready(db, tmp_path)
    assert first["tiles"] == [[1, ["Ødegård 0", "Ødegård 1", "Ødegård 2", "Ødegård 3"], "playing", False]]
    second = report_at_ready(db, tmp_path)  # on the hall, the page the first start ended on
    assert second["tiles"] == first["tiles"]
    # what the hall does not show is not imported for it: the table page's service (its view, rulings,
    # penalties), the casistica, printing, the LAN server, the player lists' parser, the command line's commands
    assert [m for m in second["modules"] if m in NOT_AT_START or m.startswith("referee_app.cli.")
            and m not in ("referee_app.cli.main", "referee_app.cli.jsonio")] == []
    with Store.open(db) as store:  # another program (a phone through `serve`, the CLI) pauses the hall
        HallOperations(Session(store, store.events()[0].id, referee="Mario")).pause_all()
    third = report_at_ready(db, tmp_path)
    assert third["tiles"] == [[1, ["Ødegård 0", "Ødegård 1", "Ødegård 2", "Ødegård 3"], "playing", True]]
    with Store.open(db) as store:  # an older version wrote without a snapshot: the entry after it is folded
        table = store.tables(store.rounds(store.events()[0].id)[0].id)[0].id
        at = max(a.payload.get("at", 0) for a in store.actions(table)) + 1
        store.append(table, "clock_resume", {"at": at}, "Mario")
    assert report_at_ready(db, tmp_path)["tiles"] == first["tiles"]
