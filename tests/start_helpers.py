"""A database with a running round, and the environment a window process starts in, for the tests that start
the app in a process of its own (`--quit-when-ready`)."""

from __future__ import annotations

import os
from pathlib import Path

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
