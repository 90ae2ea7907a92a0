"""A small event for the table page's tests: two tables of four, a clock the test moves by hand."""

from __future__ import annotations

from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store

NAMES = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ugo"]


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def seed_event(store: Store, ruleset: str = "marsala-2011") -> int:
    """An event with round 1: table 1 Anna..Dario, table 2 Elena..Ugo (seat order); returns its id."""
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin(ruleset), "123400")
    ids = [store.add_player(event, name) for name in NAMES]
    round_id = store.add_round(event, 1)
    colours = ["rosso", "blu", "giallo", "verde"]
    store.add_table(round_id, 1, list(zip(ids[:4], colours)))
    store.add_table(round_id, 2, list(zip(ids[4:], colours)))
    return event
