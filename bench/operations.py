"""What one referee action costs in the database and in time, run by hand:

    python bench/operations.py            # targets: turn end <= 10 SELECTs, no full replay, <= 5 ms;
                                          #          result confirmation <= 20 statements;
                                          #          "Pausa generale" + hall refresh <= 50 ms (80 x 150 turns);
                                          #          standings of a full day from the file <= 30 ms;
                                          #          a ruling <= 2x a durable write;
                                          #          one data-version bump, one phone refetch per write
    python bench/operations.py --trace    # also print every statement of each traced action

A table is played through the operations to 300 log entries and into the sdadata. Then, as the table page
does for each turn end (record it, show the table, forecast the next turn, guess whose turn it is):
statements counted with sqlite3's trace callback, full replays of the log counted, latency timed (median).
The baselines, timed in the same run: one full replay of that 300-entry log (what every turn end used to
cost several times over) and one bare durable write of the store (the fsync the latency cannot go below). Last, the result of the ended table is confirmed and its statements counted.

Then a full day (bench/day.py: 80 tables, 3 rounds played out, the 4th with 150 turns at every table), opened
afresh as after a start: the hall board's "Pausa generale" and "Riprendi" with the board's refresh after each
(median of the pairs); the standings computed from the file by a fresh session; a ruling at a table against
the store's bare durable write at another table, 61 pairs interleaved (each order half the time) round the
hall's tables, the median of the pairs' ratios. And a phone's write through the LAN server (headless desk):
how many times the data version moves and how many times a page listening to `/api/events` refetches.
The SQL trace of each action (turn end, a keystroke of the desk's sheet mode, the result confirmation, a
phone's write) is what docs/operations.md shows.
"""

from __future__ import annotations

import json
import statistics
import sys
import threading
import urllib.request
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from day import final_board, make_day  # noqa: E402
from referee_app.ops.hall import HallOperations  # noqa: E402

from referee_app.ops.results import ResultOperations  # noqa: E402
from referee_app.ops.session import Session, to_table_action  # noqa: E402
from referee_app.ops.standings_ops import StandingsOperations  # noqa: E402
from referee_app.ops.table_ops import TableOperations  # noqa: E402
from referee_app.rules.ruleset import builtin  # noqa: E402
from referee_app.rules.table.state import replay  # noqa: E402
from referee_app.store import log  # noqa: E402
from referee_app.store.store import Store  # noqa: E402
from referee_app.rules.table.actions import ClockStart, Ruling, TimeExpired  # noqa: E402
from referee_app.rules.sdadata import TurnEvent  # noqa: E402

ENTRIES = 300
MINUTE = 60.0


class Clock:
    def __init__(self) -> None:
        self.at = 1_800_000_000.0

    def __call__(self) -> float:
        return self.at


TRACE = "--trace" in sys.argv
TRACES: dict[str, list[str]] = {}


@contextmanager
def counted(store: Store, name: str = "") -> Iterator[Counter[str]]:
    """Statements run on the store's connection, by their first word (SELECT, INSERT...), and full reads of
    a table's log (`replays`); with `name`, the statements themselves are kept under it (`--trace`)."""
    seen: Counter[str] = Counter()
    full = store.actions
    statements = TRACES.setdefault(name, []) if name else []

    def whole_log(table_id: int) -> Any:
        seen["replays"] += 1
        return full(table_id)

    def trace(sql: str) -> None:
        seen.update([sql.split(None, 1)[0].upper()])
        statements.append(" ".join(sql.split()))

    store.conn.set_trace_callback(trace)
    store.actions = whole_log  # type: ignore[method-assign]
    try:
        yield seen
    finally:
        store.conn.set_trace_callback(None)
        del store.actions


def page_cycle(ops: TableOperations, roll: int | None) -> None:
    """One turn end as the table page runs it: the action, then the refreshed page."""
    player = ops.likely_turn()
    assert player is not None
    ops.act(TurnEvent(player, roll=roll))
    ops.view()
    nxt = ops.likely_turn()
    if nxt is not None:
        ops.forecast(TurnEvent(nxt))


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
    ops.act(ClockStart())
    while len(store.actions(table)) < ENTRIES - 6:  # turns before the time runs out
        clock.at += 15
        player = ops.likely_turn()
        assert player is not None
        ops.act(TurnEvent(player, conquered=1))
    clock.at += 91 * MINUTE
    player = ops.likely_turn()
    assert player is not None
    ops.act(TimeExpired(player))
    while ops.view().phase != "sdadata":
        clock.at += MINUTE
        page_cycle(ops, 9 if ops.forecast(TurnEvent(ops.likely_turn() or "")).rolls else None)
    return store, session, ops, clock


def timed(step: Callable[[], object], times: int) -> float:
    samples = []
    for _ in range(times):
        t0 = time.perf_counter()
        step()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1000


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store, session, ops, clock = build(Path(tmp) / "bench.db")
        table = ops.table_id
        print(f"table log: {len(store.actions(table))} entries, phase {ops.view().phase}")
        players = ops.players

        def full_replay() -> object:  # the whole log read and folded (what a start did before snapshots)
            in_force = log.resolve(store.actions(table)).in_force
            return replay(session.ruleset, players, [to_table_action(a) for a in in_force])

        baseline = timed(full_replay, 20)
        other = store.tables(ops.table.round_id)[1].id
        durable = timed(lambda: store.append(other, "note", {"text": "bench"}, "bench"), 20)

        ops.view()  # the page shows the table before the referee ends a turn
        with counted(store, "turn end + page refresh") as seen:
            clock.at += MINUTE
            page_cycle(ops, 9)
        print(f"turn end + page refresh: {seen['SELECT']} SELECTs, {seen['INSERT']} INSERT, "
              f"{seen['replays']} full replays (targets: <= 10 SELECTs, no full replay)")
        with counted(store) as seen:
            clock.at += MINUTE
            player = ops.likely_turn()
            assert player is not None
            ops.act(TurnEvent(player, roll=9))
        print(f"turn end alone: {seen['SELECT']} SELECTs, {seen['INSERT']} INSERT, {seen['replays']} full replays")

        def one_turn() -> None:
            clock.at += MINUTE
            page_cycle(ops, 9)

        def bare_turn() -> None:
            clock.at += MINUTE
            ops.act(TurnEvent(ops.likely_turn() or "", roll=9))

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
            ops.act(TurnEvent(player, roll=2 if ops.forecast(TurnEvent(player)).rolls else None))
        results = ResultOperations(session)
        final = final_board(session, results, table)
        names = results.seat_names(table)
        results.preview(table, final, names)  # the sheet opens: its first preview
        for key in ("first", "second"):
            with counted(store, f"sheet-mode keystroke ({key} after the opening)") as seen:
                final["players"][0]["cards"] = (final["players"][0]["cards"] or 0) + 1
                results.preview(table, final, names)
            print(f"sheet-mode keystroke ({key} after the opening): {sum(seen.values())} statements "
                  f"({dict(seen)}); target: no SELECT")
        # while the referee types, the window keeps the sheet on disk at most once per 0.7 s (ui/result/dialog.py),
        # as one intended desk write; the keystroke after it must still ask nothing
        with counted(store, "the sheet's draft kept") as seen, session.intended():
            results.keep_typed(table, {"mode": 1, "final": final})
        print(f"the sheet's draft kept (once per 0.7 s of typing): {sum(seen.values())} statements ({dict(seen)})")
        with counted(store, "sheet-mode keystroke (after the draft was kept)") as seen:
            final["players"][0]["cards"] = (final["players"][0]["cards"] or 0) + 1
            results.preview(table, final, names)
        print(f"sheet-mode keystroke (after the draft was kept): {sum(seen.values())} statements ({dict(seen)}); "
              f"target: no SELECT")
        with counted(store, "result confirmation") as seen:
            results.confirm(table, final)
        total = sum(n for k, n in seen.items() if k != "replays")
        print(f"result confirmation: {total} statements ({ {k: n for k, n in seen.items() if n} }); "
              f"target <= 20")
        store.close(backup=False)
        day_figures(Path(tmp), durable_base=durable)
        phone_write(Path(tmp) / "day.db")
    if TRACE:
        for name, statements in TRACES.items():
            print(f"\n-- {name}: {len(statements)} statements")
            for sql in statements:
                print(f"   {sql[:160]}")


RULING_PAIRS = 61  # a ruling and a bare durable write, interleaved


def day_figures(folder: Path, durable_base: float) -> None:
    """A hall-wide pause, the standings and a ruling on a full day's file, as the window does them."""
    path = folder / "day.db"
    make_day(path, 80)
    store = Store.open(path)
    event = store.events()[0].id
    raw = timed(lambda: store.conn.execute("SELECT payload FROM actions").fetchall(), 5)
    standings = timed(lambda: StandingsOperations(Session(store, event)).standings(), 7)
    print(f"standings of the full day (240 confirmed tables, {store.conn.execute('SELECT count(*) FROM actions').fetchone()[0]} "
          f"log entries) from the file, a fresh session: {standings:.1f} ms (target <= 30 ms; a bare read of "
          f"every log entry {raw:.1f} ms, ratio {standings / raw:.1f}x)")
    session = Session(store, event, referee="bench")
    hall = HallOperations(session)
    hall.tiles()  # the board as the window shows it at the start
    pauses, resumes = [], []
    for _ in range(5):
        pauses.append(timed(lambda: (hall.pause_all(), hall.tiles()), 1))
        resumes.append(timed(lambda: (hall.resume_all(), hall.tiles()), 1))
    with counted(store, "Pausa generale + hall refresh") as seen:
        hall.pause_all()
        hall.tiles()
    hall.resume_all()
    print(f"\"Pausa generale\" on 80 tables with 150+ logged turns each + the hall's refresh: "
          f"{statistics.median(pauses):.1f} ms (target <= 50 ms); \"Riprendi\" + refresh "
          f"{statistics.median(resumes):.1f} ms; {dict(seen)}")
    current = session.current_round()
    assert current is not None
    tables = session.tables(current.id)
    # The rulings go round half of the hall's tables (one or two each, as in a day: a table's state keeps its
    # rulings, so sixty at one table would time a snapshot no table writes), the bare writes the other half.
    half = len(tables) // 2
    at = [TableOperations(session, t.id) for t in tables[:half]]
    others = [t.id for t in tables[half:]]
    rulings, writes, ratios = [], [], []

    def ruling(k: int) -> float:
        ops = at[k % half]
        return timed(lambda: ops.act(Ruling(f"decisione {k}", [ops.players[k % 4]], [])), 1)

    def write(k: int) -> float:
        return timed(lambda: store.append(others[k % half], "note", {"text": "bench"}, "bench"), 1)

    # Interleaved pairs, each order half the time, so a drift or a burst of the machine's load falls on both
    # sides; the ratio is the median of the pairs' ratios.
    for k in range(RULING_PAIRS):
        if k % 2 == 0:
            r = ruling(k)
            w = write(k)
        else:
            w = write(k)
            r = ruling(k)
        rulings.append(r)
        writes.append(w)
        ratios.append(r / w)
    with counted(store, "ruling") as seen:
        at[0].act(Ruling("decisione", [at[0].players[0]], []))
    r, w = statistics.median(rulings), statistics.median(writes)
    print(f"a ruling at a table: {r:.2f} ms, a bare durable write {w:.2f} ms (earlier {durable_base:.2f} ms), "
          f"{RULING_PAIRS} pairs: ratio {statistics.median(ratios):.2f}x (the pairs' median; of the medians "
          f"{r / w:.2f}x; target <= 2x); {dict(seen)}")
    store.close(backup=False)


def phone_write(db: Path) -> None:
    """A phone's pause through the LAN server on a headless desk: data-version bumps and page refetches."""
    from referee_app.net import tokens
    from referee_app.net.desk import ThreadDesk
    from referee_app.net.server import LanServer

    desk = ThreadDesk(db)
    desk.start()
    server = LanServer(desk, port=0)
    server.start()
    token = desk.submit(lambda s: tokens.issue(s, "Arbitro 1"), write=True).result()
    changes: list[float] = []

    def listen() -> None:
        try:
            with urllib.request.urlopen(server.url + "api/events", timeout=30) as stream:
                for line in stream:
                    if line.startswith(b"event: change"):
                        urllib.request.urlopen(server.url + "api/hall", timeout=10).read()
                        changes.append(time.monotonic())
        except OSError:
            return

    threading.Thread(target=listen, daemon=True).start()
    time.sleep(0.5)
    statements: list[str] = TRACES.setdefault("phone write (POST /api/tables/2/actions)", [])
    desk.submit(lambda s: s.store.conn.set_trace_callback(lambda sql: statements.append(" ".join(sql.split())))
                ).result()
    before, seen_before = server.version, len(changes)
    body = json.dumps({"action": "pause", "request_id": "bench-1"}).encode()
    request = urllib.request.Request(server.url + "api/tables/2/actions", data=body, method="POST",
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    urllib.request.urlopen(request, timeout=10).read()
    desk.submit(lambda s: s.store.conn.set_trace_callback(None)).result()
    time.sleep(1.5)
    kinds = Counter(sql.split(None, 1)[0].upper() for sql in statements)
    print(f"a phone's write: data version moved {server.version - before} time(s), a listening page refetched "
          f"{len(changes) - seen_before} time(s) (target: 1 and 1); {len(statements)} statements {dict(kinds)}")
    server.stop()
    desk.stop()


if __name__ == "__main__":
    main()
