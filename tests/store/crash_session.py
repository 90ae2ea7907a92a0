"""A scripted referee session for the crash test: run until killed, printing each acknowledged entry.

Usage: crash_session.py DB SEED (or `run()` in a forked child). Prints `start` once the imports are done,
then `ack SEQ KIND PAYLOAD` after each append/undo/redo has returned (i.e. is durable). Set-up is idempotent: a kill during a previous
set-up leaves a partial event that this run completes.
"""

from __future__ import annotations

import json
import random
import sys
from typing import TextIO

from referee_app.rules.ruleset import builtin
from referee_app.store import NothingToUndo, Store

COLOURS = ("rosso", "blu", "giallo", "verde")
KINDS = ("roll", "turn_end", "penalty", "clock_pause", "clock_resume", "note")


def set_up(store: Store) -> int:
    events = store.events()
    event = events[0].id if events else store.create_event("Crash", "2026-05-01", "", builtin("raduno"), "471100")
    players = [p.id for p in store.players(event)]
    while len(players) < 4:
        players.append(store.add_player(event, f"P{len(players)}"))
    rounds = store.rounds(event)
    rnd = rounds[0].id if rounds else store.add_round(event, 1)
    tables = store.tables(rnd)
    return tables[0].id if tables else store.add_table(rnd, 1, list(zip(players, COLOURS)))


def run(path: str, seed: int, out: TextIO) -> None:
    print("start", file=out, flush=True)
    rng = random.Random(seed)
    store = Store.open(path, keep_backups=3)
    table = set_up(store)
    for i in range(1_000_000):
        op = rng.random()
        if op < 0.8:
            kind, payload = rng.choice(KINDS), {"n": rng.randint(1, 12), "i": i}
            ref = store.append(table, kind, payload, "Arbitro")
        elif op < 0.97:
            kind, payload = ("undo", None) if op < 0.9 else ("redo", None)
            try:
                ref = store.undo(table, "Arbitro") if kind == "undo" else store.redo(table, "Arbitro")
            except NothingToUndo:
                continue
        else:
            store.backup()
            continue
        print("ack", ref.seq, kind, json.dumps(payload, sort_keys=True), file=out, flush=True)


if __name__ == "__main__":
    run(sys.argv[1], int(sys.argv[2]), sys.stdout)
