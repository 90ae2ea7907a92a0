"""An event on a temp database for the result and standings tests: marsala-2011, 8 players, round 1 drawn
(two tables of 4), and final states built on the fixed layout of tests/score_tables.py."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from tests.score_tables import LAYOUT, OBJECTIVES
from tests.table_helpers import Clock

PIN = "123400"
NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo"]
COLOURS = ["rosso", "blu", "giallo", "verde"]


def make_session(path: Path, ruleset: str = "marsala-2011", teams: dict[str, str] | None = None) -> Session:
    store = Store.open(path)
    event = store.create_event("Torneo di Marsala", "2026-11-22", "Marsala", builtin(ruleset), PIN)
    ids = [store.add_player(event, name, club="Club " + name[0], team=(teams or {}).get(name, ""))
           for name in NAMES]
    add_round(store, event, 1, ids)
    return Session(store, event, referee="Mario", clock=Clock())


def add_round(store: Store, event: int, number: int, ids: list[int]) -> int:
    round_id = store.add_round(event, number)
    store.add_table(round_id, 1, list(zip(ids[:4], COLOURS)))
    store.add_table(round_id, 2, list(zip(ids[4:], COLOURS)))
    return round_id


def table_ids(session: Session, round_number: int = 1) -> list[int]:
    rnd = next(r for r in session.rounds() if r.number == round_number)
    return [t.id for t in session.tables(rnd.id)]


def final(names: list[str], dice: dict[str, int] | None = None) -> dict[str, Any]:
    """The four seats of `names` take the layout's holdings in order. Argentina (2) moves from the fourth to
    the second player, so: second 12 objective + 31 outside; first and third 12 + 29 and equal on every
    further criterion (a tie only dice can break); fourth 12 + 27."""
    layout = copy.deepcopy(LAYOUT)
    layout["Dario"].remove("Argentina")
    layout["Bruno"].append("Argentina")
    players = []
    for name, (key, held) in zip(names, layout.items()):
        players.append({"name": name, "objective": OBJECTIVES[key], "territories": dict.fromkeys(held, 1),
                        "cards": 0, "status": "active", "eliminated_order": None,
                        "die": (dice or {}).get(name)})
    return {"players": players, "neutral": {}, "risiko": None}
