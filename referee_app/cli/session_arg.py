"""The event a command works on: `--db` opened for writing, `--event ID` or the latest event of the file."""

from __future__ import annotations

import argparse
from pathlib import Path

from referee_app.cli.jsonio import fail
from referee_app.ops.session import Session
from referee_app.rules.errors import RulesError
from referee_app.store.errors import StoreError
from referee_app.store.store import Store


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive number, got {value}")
    return value


def open_session(db: str | None, event_id: int | None, referee: str = "") -> Session:
    """The chosen event's session on the open store (the caller closes `session.store`); exits 2 with one
    `error:` line when the file cannot be opened or holds no such event. A named file that does not exist is
    refused before anything is created: it cannot hold an event, and an empty file left behind misleads."""

    if db is not None and not Path(db).exists():
        fail(f"--db: {db} does not exist")
    try:
        store = Store.open(db)
    except (RulesError, StoreError) as exc:
        fail(f"--db: {exc}")
    events = store.events()
    chosen = event_id if event_id is not None else (events[-1].id if events else None)
    if chosen is None or chosen not in {e.id for e in events}:
        store.close(backup=False)
        fail("--event: the database has no event" if not events else
             f"--event: no event {chosen}; events: {', '.join(str(e.id) for e in events)}")
    return Session(store, chosen, referee=referee)
