"""A database with a running round, and the environment a window process starts in, for the tests that start
the app in a process of its own (`--quit-when-ready`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from referee_app.ops.hall import HallOperations
from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store import Store
from tests.cli_helpers import ROOT


def running_round(db: Path, player: str = "Giocatore {}") -> None:
    """One table of four (`player` formatted with 0-3) in round 1, its clock started."""
    with Store.open(db) as store:
        event = store.create_event("Prova", "2026-11-22", "Sala", builtin("marsala-2011"), "123456")
        ids = [store.add_player(event, player.format(n)) for n in range(4)]
        store.add_table(store.add_round(event, 1), 1, list(zip(ids, ("rosso", "blu", "giallo", "verde"))))
        HallOperations(Session(store, event, referee="Mario")).start_all()


def window_env(home: Path) -> dict[str, str]:
    """Offscreen, this tree on the path, settings and data in `home`."""
    return dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home),
                XDG_DATA_HOME=str(home))


REPORT_AT_READY = """
import json, sys
import referee_app.ui.app as app
real = app.when_ready
def when_ready(window, done):
    def report():
        board = window.page_named("HallTab").board
        print(json.dumps({"tiles": [[t.number, list(t.players), t.phase, t.paused]
                                    for t in board.model.tiles()],
                          "modules": sorted(m for m in sys.modules if m.startswith("referee_app."))}), flush=True)
        done()
    real(window, report)
app.when_ready = when_ready
from referee_app.cli.main import main
sys.exit(main(["--db", sys.argv[1], "--quit-when-ready"]))
"""


def report_at_ready(db: Path, home: Path) -> dict[str, Any]:
    """Start the app on `db` with `--quit-when-ready`; at `ready`: the hall's tiles (number, players, phase,
    paused) and the program's modules imported by then."""
    done = subprocess.run([sys.executable, "-c", REPORT_AT_READY, str(db)], capture_output=True, text=True,
                          env=window_env(home), timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1:] == ["ready"], done.stdout
    report: dict[str, Any] = json.loads(lines[0])
    return report
