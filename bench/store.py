"""Store benchmarks, run by hand: `/work/venv/bin/python bench/store.py`.

1. A durable `Store.append` against the baseline a raw sqlite3 INSERT + COMMIT in the same mode (WAL,
   synchronous=FULL) on the same disk, interleaved so both see the same conditions. Target: ratio <= 2.
2. Rebuilding every table of a 75-table round with 200 log entries each (undo/redo included) through a
   caller's fold over `round_actions` (one read of the round's logs), against the baseline a bare read of the same rows with raw sqlite3.
   Target: < 200 ms. Then `verify_chain` of that file, which the window runs at every open. Target: < 1 s.
"""

from __future__ import annotations

import sqlite3
import statistics
import sys
import tempfile
import time
from functools import reduce
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from referee_app.rules.ruleset import builtin
from referee_app.store import (
    Store,
    log,
)
from referee_app.store.log import resolve
from referee_app.store.records import Action

COLOURS = ("rosso", "blu", "giallo", "verde")


def median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


def bench_append(folder: Path, rounds: int = 5, per_round: int = 60) -> None:
    store = Store.open(folder / "bench.db")
    event = store.create_event("Bench", "2026-01-01", "", builtin("marsala-2011"), "123400")
    pids = [store.add_player(event, f"P{i}") for i in range(4)]
    table = store.add_table(store.add_round(event, 1), 1, list(zip(pids, COLOURS)))
    raw = sqlite3.connect(str(folder / "raw.db"), isolation_level=None)
    raw.execute("PRAGMA journal_mode=WAL")
    raw.execute("PRAGMA synchronous=FULL")
    raw.execute("CREATE TABLE log (id INTEGER PRIMARY KEY, table_id INTEGER, kind TEXT, payload TEXT)")
    payload = {"player": "Anna", "sum": 7, "dice": [3, 4]}
    store_times: list[float] = []
    raw_times: list[float] = []
    for _ in range(rounds):
        for _ in range(per_round):
            start = time.perf_counter()
            raw.execute("BEGIN")
            raw.execute("INSERT INTO log (table_id, kind, payload) VALUES (?, ?, ?)",
                        [table, "roll", '{"dice":[3,4],"player":"Anna","sum":7}'])
            raw.execute("COMMIT")
            raw_times.append(time.perf_counter() - start)
        for _ in range(per_round):
            start = time.perf_counter()
            store.append(table, "roll", payload, "Arbitro")
            store_times.append(time.perf_counter() - start)
    raw.close()
    store.close(backup=False)
    ratio = statistics.median(store_times) / statistics.median(raw_times)
    print(f"durable write: Store.append median {median_ms(store_times):.3f} ms, raw INSERT+COMMIT median "
          f"{median_ms(raw_times):.3f} ms, ratio {ratio:.2f}x (target <= 2x; n={len(store_times)} each)")


def fold(state: dict[str, int], action: Action) -> dict[str, int]:
    state = dict(state)
    state[action.kind] = state.get(action.kind, 0) + 1
    return state


def bench_replay(folder: Path, tables: int = 75, actions: int = 200, runs: int = 7) -> None:
    store = Store.open(folder / "round.db")
    event = store.create_event("Bench", "2026-01-01", "", builtin("marsala-2011"), "123400")
    rnd = store.add_round(event, 1)
    pids = [store.add_player(event, f"P{i}") for i in range(tables * 4)]
    table_ids = [store.add_table(rnd, t + 1, list(zip(pids[4 * t: 4 * t + 4], COLOURS))) for t in range(tables)]
    # Fill the logs in one transaction per table (the one-fsync-per-entry path is what bench_append times).
    kinds = ("roll", "turn_end", "note", "penalty", "clock_pause", "clock_resume")
    for table in table_ids:
        with store.db.atomic():
            origin = store._origin(table)
            for i in range(actions):
                if i % 25 == 24:
                    keys: list[Any] = [log.resolve([Action.from_row(r) for r in log.rows(
                        store.db, "table_id = ?", [table])]).undo_candidate]
                    log.write_entry(store.db, table, origin, "undo", '{"kind":"x"}', "A", "t", keys[0].seq)
                else:
                    log.write_entry(store.db, table, origin, kinds[i % len(kinds)],
                                    f'{{"i":{i},"player":"Anna","territory":"Kamchatka"}}', "A", "t", None)
    rebuild: list[float] = []
    bare: list[float] = []
    raw = sqlite3.connect(str(folder / "round.db"))
    for _ in range(runs):
        start = time.perf_counter()
        states = {t: reduce(fold, a, {}) for t, a in store.round_actions(rnd).items()}
        rebuild.append(time.perf_counter() - start)
        start = time.perf_counter()
        fetched = [raw.execute("SELECT * FROM actions WHERE table_id = ? ORDER BY seq", [t]).fetchall()
                   for t in table_ids]
        bare.append(time.perf_counter() - start)
    raw.close()
    assert states == {t: reduce(fold, resolve(store.actions(t)).in_force, {}) for t in table_ids}
    entries = sum(len(rows) for rows in fetched)
    store.backup()  # anchors the heads: verify compares against it, as at every window open
    checks = []
    for _ in range(3):
        start = time.perf_counter()
        assert store.verify_chain().ok
        checks.append(time.perf_counter() - start)
    store.close(backup=False)
    print(f"rebuild a {tables}-table round ({entries} log entries): round_actions + fold median "
          f"{median_ms(rebuild):.1f} ms (target < 200 ms), bare raw read of the rows median "
          f"{median_ms(bare):.1f} ms, ratio {statistics.median(rebuild) / statistics.median(bare):.1f}x")
    print(f"verify_chain of the same file (every link, seal and backup anchor; the window runs it at open): "
          f"median {median_ms(checks):.0f} ms (target < 1000 ms), ratio to the rebuild "
          f"{statistics.median(checks) / statistics.median(rebuild):.1f}x")


def main() -> None:
    with tempfile.TemporaryDirectory(dir=Path(__file__).resolve().parent) as tmp:
        bench_append(Path(tmp))
        bench_replay(Path(tmp))


if __name__ == "__main__":
    main()
