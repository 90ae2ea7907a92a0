"""Load on the hall's LAN server, on loopback only: 80 public clients polling the hall every 2 s and 8 floor
referees writing, against the real window serving (every job runs on the window's thread, the worst case for
the desk's frame time).

Run by hand (about 5 minutes): QT_QPA_PLATFORM=offscreen python bench/lan_load.py [seconds] [--tables 80]
[--headless] (`--headless`: the writer thread of `referee-app serve` instead of the window; no frame time)
Prints: writes sent / acknowledged / lost / duplicated (both must be 0), write latency p50/p95/max, poll
latency p95, and the desk's event-loop lateness and hall repaint time, idle (baseline, same run) and under
load, with their ratio. Bounded: every client stops at the deadline, at most 200 writes per referee.

`python bench/lan_load.py --memory [writes]` (about 3 minutes for 10,000): `serve`'s arrangement under that
many rulings by 60 referees (a tap every 0.5-1.5 s each, the table read again after it) with 80 phones polling
the hall, 300 sockets dribbling a byte a second (half a request's headers, half a write's body) and 30,000
requests with invented tokens from 20 addresses alongside. The clients run asynchronously in one process of
their own, the server in this one. Prints the statuses (every write acknowledged, stored once), the write
latency at the phone and inside the server (waiting for the writer, writing), the server's resident and
SQLite memory every 500 writes and the growth per write after the first tenth. Exit 1 when a write is lost,
refused or stored twice, write p95 is over 100 ms or memory grows FLAT_BYTES or more per write beside SQLite's
page caches (bounded by their size, shown apart).
"""

from __future__ import annotations

import asyncio
import json
from array import array
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HOST = "127.0.0.1"  # never anything else: this is a load generator
PUBLIC, REFEREES, POLL_SECONDS, MAX_WRITES = 80, 8, 2.0, 200


# ---- the clients (a separate process, so their work does not weigh on the desk's interpreter) -------------
async def _write(session: Any, table_url: str, token: str, action: dict[str, Any]) -> tuple[int, float]:
    """One action written from a referee's phone: (the status, -1 when no answer came; seconds taken)."""
    start = time.monotonic()
    try:
        async with session.post(f"{table_url}/actions", json=action,
                                headers={"Authorization": f"Bearer {token}"}) as reply:
            await reply.read()
            return reply.status, time.monotonic() - start
    except Exception:  # counted by the caller, not fatal: the figure to report
        return -1, time.monotonic() - start


async def _clients(base: str, tokens: list[str], tables: int, seconds: float) -> dict[str, Any]:
    import aiohttp

    assert base.startswith(f"http://{HOST}:"), base
    deadline = time.monotonic() + seconds
    polls: list[float] = []
    poll_errors = 0
    writes: list[dict[str, Any]] = []

    async def public(session: aiohttp.ClientSession, i: int) -> None:
        nonlocal poll_errors
        await asyncio.sleep(POLL_SECONDS * i / PUBLIC)  # spread over the period, as phones would be
        while time.monotonic() < deadline:
            start = time.monotonic()
            try:
                async with session.get(base + "/api/hall") as reply:
                    data = await reply.json()
                    assert len(data["tables"]) == tables
                polls.append(time.monotonic() - start)
            except Exception:  # counted, not fatal: the figure to report
                poll_errors += 1
            await asyncio.sleep(max(0.0, POLL_SECONDS - (time.monotonic() - start)))

    async def referee(session: aiohttp.ClientSession, r: int, token: str) -> None:
        rng = random.Random(r)
        for n in range(MAX_WRITES):
            if time.monotonic() >= deadline:
                return
            text = f"load r{r} #{n}"
            table = 1 + (r * (tables // REFEREES) + n) % tables
            status, latency = await _write(session, f"{base}/api/tables/{table}", token,
                                           {"action": "ruling", "text": text, "request_id": f"r{r}-{n}"})
            writes.append({"text": text, "status": status, "latency": latency})
            await asyncio.sleep(rng.uniform(0.5, 2.5))  # a referee taps every second or two at most

    timeout = aiohttp.ClientTimeout(total=30)
    async with aiohttp.ClientSession(timeout=timeout, connector=aiohttp.TCPConnector(limit=200)) as session:
        await asyncio.gather(*(public(session, i) for i in range(PUBLIC)),
                             *(referee(session, r, t) for r, t in enumerate(tokens)))
    return {"polls": polls, "poll_errors": poll_errors, "writes": writes}


# ---- hostile load: many writes with slow clients and bad tokens alongside -------------------------------------
WRITERS, PUBLIC_HOSTILE, SLOW_SOCKETS, BAD_TOKENS, BAD_ADDRESSES = 60, 80, 300, 30_000, 20
SAMPLE_EVERY = 500  # writes between two samples of the server's memory
# "Flat": after the first tenth of the writes, the server's resident memory grows by less than this per write,
# beside what SQLite holds (its page caches, bounded by their cache_size, fill as the file grows: shown apart).
FLAT_BYTES = 512
P95_MS = 100.0
RULING_EVERY = 10  # a table's day holds a dozen rulings, not one per tap: `--ruling-every 1` for the worst case


async def _hostile_clients(base: str, tokens: list[str], tables: int, writes: int, bad: int,
                           slow: int, probe_url: str, ruling_every: int) -> dict[str, Any]:
    """`writes` actions spread over the tables by len(tokens) referees (a tap every 0.5-1.5 s each, out of step
    with one another, under the per-token rate, the table read again after each): one in `ruling_every` a
    ruling (which stays in its table's state and page: its text is the table's content), the others a call
    of the referee set or cleared (which changes a flag and adds nothing but the log entry on disk), PUBLIC_HOSTILE phones polling the hall every
    POLL_SECONDS, while `slow` sockets dribble a byte a second (half of them a request's headers, half a
    write's body after whole headers; reopened when the server cuts them off) and `bad` requests carry each a
    new invented token. Every client has a loopback address of its own kind (referees 127.0.1.x, public
    127.0.2.x, guessers 127.0.3.x, slow sockets 127.0.4.x), as the phones of a hall would: the server limits
    failed sign-ins and open connections per address, and the honest ones must not pay for the others.
    All in one process, asynchronous, so the clients take one core at most and leave the other to the server."""
    import aiohttp

    assert base.startswith(f"http://{HOST}:"), base
    port = int(base.rsplit(":", 1)[1])
    done = asyncio.Event()
    latencies: list[float] = []
    statuses: dict[str, int] = {}
    bad_statuses: dict[str, int] = {}
    polls: list[float] = []
    poll_errors = 0
    acked: list[str] = []
    cut = {"headers": 0, "body": 0}
    counter = iter(range(writes))
    samples: list[dict[str, float]] = []
    timeout = aiohttp.ClientTimeout(total=30)

    def count(table: dict[str, int], status: int) -> None:
        table[str(status)] = table.get(str(status), 0) + 1

    async def sample(session: aiohttp.ClientSession, n: int) -> None:
        async with session.get(probe_url) as reply:
            samples.append({"writes": n, **json.loads(await reply.text())})

    def phone(kind: int, i: int, limit: int = 4) -> aiohttp.ClientSession:
        connector = aiohttp.TCPConnector(limit=limit, local_addr=(f"127.0.{kind}.{1 + i}", 0))
        return aiohttp.ClientSession(timeout=timeout, connector=connector)

    async def referee(r: int, token: str) -> None:
        rng = random.Random(r)
        async with phone(1, r) as session:
            await asyncio.sleep(rng.uniform(0.0, 1.0))  # phones are not in step: none waits for another's tap
            for n in counter:
                table = 1 + n % tables
                text = f"load r{r} #{n}"
                action = {"action": "ruling", "text": text} if n % ruling_every == 0 else \
                    {"action": "call_referee", "called": (n // tables) % 2 == 0}
                status, elapsed = await _write(session, f"{base}/api/tables/{table}", token,
                                               {**action, "request_id": f"m{r}-{n}"})
                count(statuses, status)
                if status == 200:
                    latencies.append(elapsed)
                    acked.append(text if action["action"] == "ruling" else "")
                    async with session.get(f"{base}/api/tables/{table}",  # the phone's page shows the table again
                                           headers={"Authorization": f"Bearer {token}"}) as reply:
                        await reply.read()
                if n % SAMPLE_EVERY == 0:
                    await sample(session, n)
                await asyncio.sleep(max(0.0, rng.uniform(0.5, 1.5) - elapsed))  # a tap a second: 60 a second in all
        done.set()

    async def public(i: int) -> None:
        nonlocal poll_errors
        async with phone(2, i, limit=2) as session:
            await asyncio.sleep(POLL_SECONDS * i / PUBLIC_HOSTILE)
            while not done.is_set():
                start = time.monotonic()
                try:
                    async with session.get(base + "/api/hall") as reply:
                        assert reply.status == 200 and len((await reply.json())["tables"]) == tables
                    polls.append(time.monotonic() - start)
                except Exception:  # counted, not fatal: the figure to report
                    poll_errors += 1
                await asyncio.sleep(max(0.0, POLL_SECONDS - (time.monotonic() - start)))

    async def guesser(k: int) -> None:
        async with phone(3, k) as session:
            for n in range(k, bad, BAD_ADDRESSES):
                if done.is_set():
                    return
                try:
                    async with session.post(f"{base}/api/tables/1/actions", json={"action": "ruling", "text": "x"},
                                            headers={"Authorization": f"Bearer bad{n:06d}"}) as reply:
                        count(bad_statuses, reply.status)
                        await reply.read()
                except Exception:
                    count(bad_statuses, -1)
                await asyncio.sleep(BAD_ADDRESSES / 200)  # some 200 a second in all alongside the writes

    async def dribble(k: int) -> None:
        kind = "headers" if k % 2 == 0 else "body"
        head = b"GET /api/hall HTTP/1.1\r\nHost: x\r\nX-Slow: "
        if kind == "body":
            head = (b"POST /api/tables/1/actions HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer slow\r\n"
                    b"Content-Type: application/json\r\nContent-Length: 10000\r\n\r\n")
        while not done.is_set():
            try:
                reader, writer = await asyncio.open_connection(HOST, port, local_addr=(f"127.0.4.{1 + k % 10}", 0))
            except OSError:
                await asyncio.sleep(1.0)
                continue
            try:
                if kind == "body":  # whole headers at once, then the body a byte a second
                    writer.write(head)
                for byte in (b"" if kind == "body" else head) + b"a" * 10_000:
                    if done.is_set() or reader.at_eof() or writer.is_closing():
                        break
                    writer.write(bytes([byte]))
                    await writer.drain()
                    await asyncio.sleep(1.0)
                if not done.is_set():
                    cut[kind] += 1
            except (ConnectionError, OSError):
                cut[kind] += 1
            finally:
                writer.close()

    started = time.monotonic()
    async with aiohttp.ClientSession(timeout=timeout) as probe:
        slow_tasks = [asyncio.create_task(dribble(k)) for k in range(slow)]
        await sample(probe, 0)
        await asyncio.gather(*(referee(r, t) for r, t in enumerate(tokens)),
                             *(public(i) for i in range(PUBLIC_HOSTILE)),
                             *(guesser(k) for k in range(BAD_ADDRESSES)))
        done.set()
        for task in slow_tasks:
            task.cancel()
        await asyncio.gather(*slow_tasks, return_exceptions=True)
        await sample(probe, writes)
    return {"latencies": latencies, "statuses": statuses, "bad": bad_statuses, "cut": cut, "samples": samples,
            "polls": polls, "poll_errors": poll_errors, "acked": acked, "seconds": time.monotonic() - started}


def hostile_main(args: list[str]) -> None:
    out, base, tables, writes, bad, slow, probe_url, ruling_every, *tokens = args
    Path(out).write_text(json.dumps(asyncio.run(_hostile_clients(
        base, tokens, int(tables), int(writes), int(bad), int(slow), probe_url, int(ruling_every)))))


def rss_kb() -> int:
    """This process's resident memory, in KiB (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS in /proc/self/status")


def sqlite_kb() -> int:
    """What SQLite has allocated in this process (page caches, statements), in KiB."""
    import ctypes
    import ctypes.util
    import sqlite3  # noqa: F401  (loads the library the store uses)

    library = ctypes.CDLL(ctypes.util.find_library("sqlite3") or "libsqlite3.so.0")
    library.sqlite3_memory_used.restype = ctypes.c_int64
    return int(library.sqlite3_memory_used()) // 1024


class Timed:
    """A desk that notes, for every write job, how long it waited for the writer and how long it ran (ms)."""

    def __init__(self, desk: Any) -> None:
        self.desk = desk
        self.waited = array("d")  # 8 bytes a write: the measuring must not be what grows
        self.ran = array("d")

    def submit(self, job: Any, *, referee: str = "", write: bool = False) -> Any:
        if not write:
            return self.desk.submit(job, referee=referee)
        queued = time.perf_counter()

        def timed(session: Any) -> Any:
            began = time.perf_counter()
            self.waited.append((began - queued) * 1000)
            try:
                return job(session)
            finally:
                self.ran.append((time.perf_counter() - began) * 1000)
        return self.desk.submit(timed, referee=referee, write=True)

    def on_change(self, listener: Any) -> None:
        self.desk.on_change(listener)


def memory_main(writes: int, tables: int, ruling_every: int = RULING_EVERY) -> int:
    """`referee-app serve`'s arrangement under `writes` writes with the hall polling, slow clients and bad
    tokens alongside: write latency seen by the phones and inside the server, every write acknowledged and
    stored exactly once, and the server's resident memory sampled every SAMPLE_EVERY writes (after a
    collection), flat or not."""
    import gc
    import os
    import threading
    from http.server import BaseHTTPRequestHandler, HTTPServer

    class Probe(BaseHTTPRequestHandler):  # the server's memory, asked by the clients between writes
        def do_GET(self) -> None:
            gc.collect()
            body = json.dumps({"rss_kb": rss_kb(), "sqlite_kb": sqlite_kb(),
                               "py_blocks": sys.getallocatedblocks()}).encode()
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: Any) -> None:
            pass

    probe = HTTPServer((HOST, 0), Probe)
    threading.Thread(target=probe.serve_forever, daemon=True).start()
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory() as tmp, serving(Path(tmp), tables, WRITERS, Timed) as (desk, port, tokens):
        figures = Path(tmp) / "clients.json"
        cpu = time.process_time()  # the server's own processor time (the clients are another process)
        subprocess.run([sys.executable, __file__, "--hostile", str(figures), f"http://{HOST}:{port}",
                        str(tables), str(writes), str(BAD_TOKENS), str(SLOW_SOCKETS),
                        f"http://{HOST}:{probe.server_address[1]}/", str(ruling_every), *tokens],
                       check=True, timeout=3600)
        cpu = time.process_time() - cpu
        got = json.loads(figures.read_text())
        stored = desk.submit(_stored).result()
        entries = desk.submit(_load_entries).result()
    probe.shutdown()
    load_after = os.getloadavg()
    lat = [x * 1000 for x in got["latencies"]]
    polls = [x * 1000 for x in got["polls"]]
    lost = [text for text in got["acked"] if text and text not in stored]
    twice = [text for text, n in stored.items() if n > 1]
    if entries != len(got["acked"]):  # the calls of the referee carry no text: counted all together
        lost.append(f"{len(got['acked'])} writes acknowledged, {entries} in the logs")
    print(f"{writes} writes (one in {ruling_every} a ruling, the others a call of the referee) by {WRITERS} "
          f"referees over {tables} tables in {got['seconds']:.0f} s; "
          f"statuses {got['statuses']}; lost {len(lost)}, duplicated {len(twice)}")
    print(f"alongside: {PUBLIC_HOSTILE} phones polling the hall ({len(polls)} answered, {got['poll_errors']} "
          f"failed, p95 {_pct(polls, .95):.0f} ms), {SLOW_SOCKETS} slow sockets (cut off by the server: "
          f"{got['cut']['headers']} dribbling headers, {got['cut']['body']} dribbling a body), "
          f"{BAD_TOKENS} bad tokens from {BAD_ADDRESSES} addresses (sent and answered {got['bad']})")
    print(f"write latency ms, at the phone: p50 {_pct(lat, .5):.1f}  p95 {_pct(lat, .95):.1f}  "
          f"max {max(lat, default=0):.1f}")
    print(f"  inside the server: waiting for the writer p95 {_pct(desk.waited, .95):.1f}, writing "
          f"p50 {_pct(desk.ran, .5):.1f} p95 {_pct(desk.ran, .95):.1f} (first tenth p95 "
          f"{_pct(desk.ran[:len(desk.ran) // 10], .95):.1f}, last tenth {_pct(desk.ran[-len(desk.ran) // 10:], .95):.1f})")
    print(f"  the server's processor time: {cpu:.0f} s in all, {cpu / writes * 1000:.1f} ms a write with its "
          f"share of the load around it (the machine's load does not change it much; the latency it does)")
    samples = got["samples"]
    print("server MiB by writes (resident / SQLite's): " + ", ".join(
        f"{s['writes']}: {s['rss_kb'] / 1024:.1f}/{s['sqlite_kb'] / 1024:.1f}" for s in samples))
    warm = next((s for s in samples if s["writes"] >= writes // 10), samples[0])
    last = samples[-1]
    span = max(1, last["writes"] - warm["writes"])
    grown, cached = last["rss_kb"] - warm["rss_kb"], last["sqlite_kb"] - warm["sqlite_kb"]
    per_write = (grown - cached) * 1024 / span
    print(f"growth over the last {span} writes: resident {grown / 1024:+.1f} MiB ({grown * 1024 / span:.0f} bytes "
          f"a write), of which SQLite's caches {cached / 1024:+.1f} MiB; the rest {per_write:.0f} bytes a write "
          f"(bound {FLAT_BYTES}); Python objects {last['py_blocks'] - warm['py_blocks']:+d}")
    print(f"machine load average: {load_before[0]:.1f} before, {load_after[0]:.1f} after")
    ok = (_pct(lat, .95) <= P95_MS and per_write < FLAT_BYTES and not lost and not twice
          and got["statuses"] == {"200": writes})
    return 0 if ok else 1


def clients_main(args: list[str]) -> None:
    out, base, tables, seconds, *tokens = args
    # to a file, not stdout: the figures outgrow a pipe's buffer while the desk waits for the process to end
    Path(out).write_text(json.dumps(asyncio.run(_clients(base, tokens, int(tables), float(seconds)))))


# ---- the desk --------------------------------------------------------------------------------------------
def _hall(path: Path, tables: int) -> None:
    from referee_app.ops.hall import HallOperations
    from referee_app.ops.session import Session
    from referee_app.rules.ruleset import builtin
    from referee_app.store.store import Store

    with Store.open(path) as store:
        event = store.create_event("Carico di prova", "2026-11-22", "Marsala", builtin("marsala-2011"), "123456")
        ids = [store.add_player(event, f"Giocatore {i:03d}") for i in range(tables * 4)]
        round_id = store.add_round(event, 1)
        for t in range(tables):
            store.add_table(round_id, t + 1, list(zip(ids[t * 4:t * 4 + 4], ["rosso", "blu", "giallo", "verde"])))
        HallOperations(Session(store, event)).start_all()


def _pct(values: Sequence[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


class FrameProbe:
    """The desk's responsiveness: how late a 20 ms timer fires (event-loop lateness) and how long the hall
    tab takes to repaint, sampled every second."""

    def __init__(self, window: Any) -> None:
        from PySide6.QtCore import QTimer

        self.window = window
        self.late: list[float] = []
        self.paint: list[float] = []
        self._last = time.perf_counter()
        self.tick = QTimer()
        self.tick.timeout.connect(self._tick)
        self.tick.start(20)
        self.repaint = QTimer()
        self.repaint.timeout.connect(self._repaint)
        self.repaint.start(1000)

    def _tick(self) -> None:
        now = time.perf_counter()
        self.late.append(max(0.0, now - self._last - 0.020))
        self._last = now

    def _repaint(self) -> None:
        start = time.perf_counter()
        self.window.grab()
        self.paint.append(time.perf_counter() - start)

    def take(self) -> tuple[list[float], list[float]]:
        late, paint = self.late, self.paint
        self.late, self.paint = [], []
        return late, paint


def serving_window(folder: Path, tables: int, every_page: bool = False) -> tuple[Any, Any, Any]:
    """The window at 1366x768 on a fresh hall of `tables` tables in `folder`, the hall on show and its server
    listening on loopback: (window, store, network page). `every_page` builds every page first, as after an
    hour at the desk (a page never opened costs nothing and would flatter the figures)."""
    from PySide6.QtCore import QSettings

    from referee_app.net.address import LOOPBACK
    from referee_app.store.store import Store
    from referee_app.ui.app import build_window
    from referee_app.ui.lan.page import NetworkPage
    from referee_app.ui.window.pages import PAGES
    from referee_app.ui.window.settings import Settings

    db = folder / "hall.db"
    _hall(db, tables)
    store = Store.open(db)
    window = build_window(Settings(QSettings(str(folder / "s.ini"), QSettings.Format.IniFormat)), store)
    window.resize(1366, 768)
    window.show()
    for _module, class_name, _title in PAGES if every_page else ():
        window.show_page(class_name)
    window.show_page("HallTab")
    page = window.page_named("NetworkPage")
    assert isinstance(page, NetworkPage)
    page.host.setCurrentIndex(page.host.findData(LOOPBACK))
    page.port.setValue(_free_port())
    page.toggle_server()
    return window, store, page


def desk_main(seconds: float, tables: int, baseline: float = 20.0) -> int:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from referee_app.net import tokens as token_book

    app = QApplication(sys.argv)  # noqa: F841  (kept alive for the window)
    with tempfile.TemporaryDirectory() as tmp:
        window, store, page = serving_window(Path(tmp), tables, every_page=True)
        session = window.context.require_session()
        tokens = [token_book.issue(session, f"Arbitro {r}") for r in range(REFEREES)]
        probe = FrameProbe(window)
        results: dict[str, Any] = {}

        loop = QEventLoop()  # not app.exec(): quitting the application would stop the server

        QTimer.singleShot(int(baseline * 1000), loop.quit)
        loop.exec()
        idle = probe.take()
        figures = Path(tmp) / "clients.json"
        clients = subprocess.Popen([sys.executable, __file__, "--clients", str(figures), page.url().rstrip("/"),
                                    str(tables), str(seconds), *tokens])
        started = time.monotonic()
        poll = QTimer()
        poll.timeout.connect(lambda: loop.quit() if clients.poll() is not None else None)
        poll.start(200)
        loop.exec()
        elapsed = time.monotonic() - started
        loaded = probe.take()
        results = json.loads(figures.read_text())
        stored = _stored(session)
        page.stop_server()
        store.close(backup=False)
    ok = _report(results, stored, elapsed, tables)
    for label, (late, paint), base in (("idle (baseline)", idle, None), ("under load", loaded, idle)):
        late_ms = [x * 1000 for x in late]
        paint_ms = [x * 1000 for x in paint]
        line = (f"desk {label}: event-loop lateness p95 {_pct(late_ms, .95):.1f} ms max {max(late_ms):.1f} ms; "
                f"hall repaint p50 {_pct(paint_ms, .5):.1f} ms p95 {_pct(paint_ms, .95):.1f} ms")
        if base is not None:
            line += (f"; ratio to idle: lateness p95 x{_pct(late_ms, .95) / max(_pct([x * 1000 for x in base[0]], .95), 0.1):.1f}, "
                     f"repaint p95 x{_pct(paint_ms, .95) / max(_pct([x * 1000 for x in base[1]], .95), 0.1):.1f}")
        print(line)
    return 0 if ok else 1


def _stored(session: Any) -> dict[str, int]:
    """How many times each load ruling is in the tables' logs."""
    stored: dict[str, int] = {}
    for t in session.tables(session.current_round().id):
        for action in session.store.actions(t.id):
            if action.kind == "ruling" and str(action.payload.get("text", "")).startswith("load "):
                stored[action.payload["text"]] = stored.get(action.payload["text"], 0) + 1
    return stored


def _load_entries(session: Any) -> int:
    """How many rulings and calls of the referee the tables' logs hold (the bench's writes)."""
    return sum(1 for t in session.tables(session.current_round().id) for action in session.store.actions(t.id)
               if action.kind in ("ruling", "referee_call"))


@contextmanager
def serving(folder: Path, tables: int, referees: int,
            wrap: Any = None) -> Iterator[tuple[Any, int, list[str]]]:
    """`referee-app serve`'s arrangement (a writer thread, a reader, no window) on a fresh hall of `tables`
    tables in `folder`, listening on loopback: (the writer, the port, a token for each of `referees`); `wrap`
    (the desk -> a desk) puts a measuring desk in between."""
    from referee_app.net import tokens as token_book
    from referee_app.net.desk import ThreadDesk
    from referee_app.net.reader import ReadDesk
    from referee_app.net.server import LanServer

    db = folder / "load.db"
    _hall(db, tables)
    desk = ThreadDesk(db)
    event_id = desk.start()
    reader = ReadDesk(db, lambda: event_id)
    served = desk if wrap is None else wrap(desk)
    server = LanServer(served, HOST, 0, reader=reader)
    server.start()
    try:
        yield served, server.port, [desk.submit(lambda s, r=r: token_book.issue(s, f"Arbitro {r}"), write=True).result()
                                  for r in range(referees)]
    finally:
        server.stop()
        reader.stop()
        desk.stop()


def headless_main(seconds: float, tables: int) -> int:
    """The same load on `referee-app serve`'s arrangement (a writer thread, no window)."""
    with tempfile.TemporaryDirectory() as tmp, serving(Path(tmp), tables, REFEREES) as (desk, port, tokens):
        figures = Path(tmp) / "clients.json"
        started = time.monotonic()
        subprocess.run([sys.executable, __file__, "--clients", str(figures), f"http://{HOST}:{port}",
                        str(tables), str(seconds), *tokens], check=True, timeout=seconds + 120)
        elapsed = time.monotonic() - started
        stored = desk.submit(_stored).result()
        ok = _report(json.loads(figures.read_text()), stored, elapsed, tables)
    return 0 if ok else 1


def _report(results: dict[str, Any], stored: dict[str, int], elapsed: float, tables: int) -> bool:
    writes = results["writes"]
    acked = [w for w in writes if 200 <= w["status"] < 300]
    lost = [w["text"] for w in acked if w["text"] not in stored]
    duplicated = [text for text, count in stored.items() if count > 1]
    latencies = [w["latency"] * 1000 for w in acked]
    print(f"ran {elapsed:.0f} s: {PUBLIC} public clients every {POLL_SECONDS:g} s, {REFEREES} referees, {tables} tables")
    print(f"writes: sent {len(writes)}, acknowledged {len(acked)}, other statuses "
          f"{sorted({w['status'] for w in writes if w not in acked})}, lost {len(lost)}, duplicated {len(duplicated)}")
    print(f"write latency ms: p50 {_pct(latencies, .5):.1f}  p95 {_pct(latencies, .95):.1f}  "
          f"max {max(latencies, default=float('nan')):.1f}")
    polls = [p * 1000 for p in results["polls"]]
    print(f"polls: {len(polls)} answered, {results['poll_errors']} failed, p50 {_pct(polls, .5):.1f} ms, "
          f"p95 {_pct(polls, .95):.1f} ms")
    return not lost and not duplicated


def _free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def take_tables(argv: list[str], default: int = 80) -> tuple[int, list[str]]:
    """The hall's size from `--tables N` (else `default`) and the arguments left."""
    if "--tables" not in argv:
        return default, argv
    i = argv.index("--tables")
    return int(argv[i + 1]), argv[:i] + argv[i + 2:]


if __name__ == "__main__":
    if sys.argv[1:2] == ["--clients"]:
        clients_main(sys.argv[2:])
    elif sys.argv[1:2] == ["--hostile"]:
        hostile_main(sys.argv[2:])
    elif sys.argv[1:2] == ["--memory"]:
        argv = sys.argv[2:]
        every = RULING_EVERY
        if "--ruling-every" in argv:
            i = argv.index("--ruling-every")
            every, argv = int(argv[i + 1]), argv[:i] + argv[i + 2:]
        raise SystemExit(memory_main(int(argv[0]) if argv else 10_000, 80, every))
    else:
        tables, argv = take_tables(sys.argv[1:])
        headless = "--headless" in argv
        argv = [a for a in argv if a != "--headless"]
        seconds = float(argv[0]) if argv else 300.0
        raise SystemExit(headless_main(seconds, tables) if headless else desk_main(seconds, tables))
