"""Shared set-up for the store tests: a small event with one round and one table of four."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

from referee_app.rules.ruleset import builtin
from referee_app.store import Store
from referee_app.store.records import Action

PIN = "471100"
COLOURS = ("rosso", "blu", "giallo", "verde")


def make_event(store: Store, players: int = 4) -> tuple[int, list[int], int, int]:
    """(event_id, player ids, round_id, table_id)."""
    event = store.create_event("Torneo di prova", "2026-05-01", "Marsala", builtin("marsala-2011"), PIN)
    pids = [store.add_player(event, f"Giocatore {i}", club="Club", region="Sicilia") for i in range(players)]
    rnd = store.add_round(event, 1)
    table = store.add_table(rnd, 1, list(zip(pids[:4], COLOURS)))
    return event, pids, rnd, table


def snapshot(path: Path) -> list[tuple[str, list[tuple[Any, ...]]]]:
    """Every row of every table, read with raw sqlite3: to prove a failed call wrote nothing. The count of
    wrong PINs (pin_tries) is left out: a wrong PIN is counted by design (docs/store.md)."""
    conn = sqlite3.connect(path)
    try:
        names = [r[0] for r in conn.execute(
            "SELECT name FROM sqlite_master WHERE type='table' AND name != 'pin_tries' ORDER BY name")]
        return [(n, conn.execute(f'SELECT * FROM "{n}" ORDER BY rowid').fetchall()) for n in names]
    finally:
        conn.close()


def total_fold(state: dict[str, int], action: Action) -> dict[str, int]:
    """A pure reducer for tests: counts actions by kind and sums the `n` payload field."""
    out = dict(state)
    out[action.kind] = out.get(action.kind, 0) + 1
    out["sum"] = out.get("sum", 0) + int(action.payload.get("n", 0))
    return out


def table_with_notes(store: Store) -> int:
    """A table whose log holds five notes, `voce-0-SEGNAPOSTO` ... `voce-4-SEGNAPOSTO`; returns its id."""
    _, _, _, table = make_event(store)
    for n in range(5):
        store.append(table, "note", {"text": f"voce-{n}-SEGNAPOSTO"}, "Anna")
    return table


def scribble_over_fourth_note(path: Path) -> None:
    """Bytes that are not text written over the 4th note of `table_with_notes`, on disk: SQLite's integrity
    check still passes, the hash chain and the decoder do not."""
    data = path.read_bytes()
    spot = data.index(b"voce-3-SEGNAPOSTO")
    path.write_bytes(data[:spot] + b"\xff\xfe\x80\x81\xc3" + data[spot + 5:])


def index_out_of_step(path: Path) -> None:
    """The log's index by (table, kind) redefined in the file's schema over another column, as a damaged
    schema page would leave it: every entry is missing from the index. SQLite's integrity check finds it; the
    reads and every hash chain do not."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("PRAGMA writable_schema=ON")
        conn.execute("UPDATE sqlite_master SET sql = replace(sql, '\"kind\"', '\"referee\"') "
                     "WHERE name = 'idx_actions_table_id_kind'")
    finally:
        conn.close()
