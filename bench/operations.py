"""What one referee action costs in the database and in time, run by hand:

    python bench/operations.py            # targets: turn end <= 10 SELECTs, no full replay, <= 5 ms;
                                          #          result confirmation <= 20 statements

A table is played through the operations to 300 log entries and into the sdadata. Then, as the table page
does for each turn end (record it, show the table, forecast the next turn, guess whose turn it is):
statements counted with sqlite3's trace callback, full replays of the log counted, latency timed (median).
The baselines, timed in the same run: one full replay of that 300-entry log (what every turn end used to
cost several times over) and one bare durable write of the store (the fsync the latency cannot go below). Last, the result of the ended table is confirmed and its statements counted.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.ops.results import ResultOperations  # noqa: E402
from referee_app.ops.session import Session  # noqa: E402
from referee_app.ops.table_ops import TableOperations  # noqa: E402
from referee_app.rules.ruleset import builtin  # noqa: E402
from referee_app.store.store import Store  # noqa: E402

ENTRIES = 300
MINUTE = 60.0


class Clock:
    def __init__(self) -> None:
        self.at = 1_800_000_000.0

    def __call__(self) -> float:
        return self.at


@contextmanager
def counted(store: Store) -> Iterator[Counter[str]]:
    """Statements run on the store's connection, by their first word (SELECT, INSERT...), and full reads of
    a table's log (`replays`)."""
    seen: Counter[str] = Counter()
    full = store.actions

    def whole_log(table_id: int) -> Any:
        seen["replays"] += 1
        return full(table_id)

    store.db.conn.set_trace_callback(lambda sql: seen.update([sql.split(None, 1)[0].upper()]))
    store.actions = whole_log  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        store.db.conn.set_trace_callback(None)
        del store.actions


def page_cycle(ops: TableOperations, roll: int | None) -> None:
    """One turn end as the table page runs it: the action, then the refreshed page."""
    player = ops.likely_turn()
    assert player is not None
    ops.turn_end(player, roll=roll)
    ops.view()
    nxt = ops.likely_turn()
    if nxt is not None:
        ops.forecast(nxt)


def build(path: Path) -> tuple[Store, Session, TableOperations, Clock]:
    store = Store.open(path)
    event = store.create_event("Bench", "2026-11-22", "Marsala", builtin("marsala-2011"), "123456")
    ids = [store.add_player(event, name) for name in ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio",
                                                       "Gina", "Ugo")]
    round_id = store.add_round(event, 1)
    colours = ("rosso", "blu", "giallo", "verde")
    table = store.add_table(round_id, 1, list(zip(ids[:4], colours, strict=True)))
    store.add_table(round_id, 2, list(zip(ids[4:], colours, strict=True)))  # for the bare durable write
    clock = Clock()
    session = Session(store, event, referee="bench", clock=clock)
    ops = TableOperations(session, table)
    ops.start_clock()
    while len(store.actions(table)) < ENTRIES - 6:  # turns before the time runs out
        clock.at += 15
        player = ops.likely_turn()
        assert player is not None
        ops.turn_end(player, conquered=1)
    clock.at += 91 * MINUTE
    player = ops.likely_turn()
    assert player is not None
    ops.time_expired(player)
    while ops.view().phase != "sdadata":
        clock.at += MINUTE
        page_cycle(ops, 9 if ops.forecast(ops.likely_turn() or "").rolls else None)
    return store, session, ops, clock


def timed(step: Callable[[], object], times: int) -> float:
    samples = []
    for _ in range(times):
        t0 = time.perf_counter()
        step()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1000


def final_board(session: Session, results: ResultOperations, table_id: int) -> dict[str, Any]:
    """A complete end-of-game board: the territories dealt round the seats, 2 armies each, 8 objectives."""
    final = results.draft(table_id)
    alive = [p for p in final["players"] if p["status"] not in ("eliminated", "excluded")]
    names = list(session.board.territories)
    for k, entry in enumerate(alive):
        held = names[k::len(alive)]
        entry.update(territories=dict.fromkeys(held, 2), objective=held[:8], cards=k % 3, die=6 - k)
    return final


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store, session, ops, clock = build(Path(tmp) / "bench.db")
        table = ops.table_id
        print(f"table log: {len(store.actions(table))} entries, phase {ops.view().phase}")
        baseline = timed(lambda: Session(store, session.event_id, clock=clock).table_state(table), 20)
        other = store.tables(ops.table.round_id)[1].id
        durable = timed(lambda: store.append(other, "note", {"text": "bench"}, "bench"), 20)

        ops.view()  # the page shows the table before the referee ends a turn
        with counted(store) as seen:
            clock.at += MINUTE
            page_cycle(ops, 9)
        print(f"turn end + page refresh: {seen['SELECT']} SELECTs, {seen['INSERT']} INSERT, "
              f"{seen['replays']} full replays (targets: <= 10 SELECTs, no full replay)")
        with counted(store) as seen:
            clock.at += MINUTE
            player = ops.likely_turn()
            assert player is not None
            ops.turn_end(player, roll=9)
        print(f"turn end alone: {seen['SELECT']} SELECTs, {seen['INSERT']} INSERT, {seen['replays']} full replays")

        def one_turn() -> None:
            clock.at += MINUTE
            page_cycle(ops, 9)

        def bare_turn() -> None:
            clock.at += MINUTE
            ops.turn_end(ops.likely_turn() or "", roll=9)

        cycle = timed(one_turn, 15)
        bare = timed(bare_turn, 15)
        print(f"baselines: one full replay of the log {baseline:.2f} ms; one bare durable write (the store's "
              f"append, synchronous=FULL) {durable:.2f} ms")
        print(f"turn end alone: {bare:.2f} ms ({bare / baseline:.2f}x a replay, {bare / durable:.2f}x the durable "
              f"write; target <= 5 ms)")
        print(f"turn end + page refresh: {cycle:.2f} ms ({cycle / baseline:.2f}x a replay)")

        while not ops.view().ended:  # a low roll ends the game
            clock.at += MINUTE
            player = ops.likely_turn()
            assert player is not None
            ops.turn_end(player, roll=2 if ops.forecast(player).rolls else None)
        results = ResultOperations(session)
        final = final_board(session, results, table)
        with counted(store) as seen:
            results.confirm(table, final)
        total = sum(n for k, n in seen.items() if k != "replays")
        print(f"result confirmation: {total} statements ({ {k: n for k, n in seen.items() if n} }); "
              f"target <= 20")
        store.close(backup=False)


if __name__ == "__main__":
    main()
