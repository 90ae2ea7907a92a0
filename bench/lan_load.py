"""Load on the hall's LAN server, on loopback only: 80 public clients polling the hall every 2 s and 8 floor
referees writing, against the real window serving (every job runs on the window's thread, the worst case for
the desk's frame time).

Run by hand (about 5 minutes): QT_QPA_PLATFORM=offscreen python bench/lan_load.py [seconds] [--tables 80]
[--headless] (`--headless`: the writer thread of `referee-app serve` instead of the window; no frame time)
Prints: writes sent / acknowledged / lost / duplicated (both must be 0), write latency p50/p95/max, poll
latency p95, and the desk's event-loop lateness and hall repaint time, idle (baseline, same run) and under
load, with their ratio. Bounded: every client stops at the deadline, at most 200 writes per referee.
"""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HOST = "127.0.0.1"  # never anything else: this is a load generator
PUBLIC, REFEREES, POLL_SECONDS, MAX_WRITES = 80, 8, 2.0, 200


# ---- the clients (a separate process, so their work does not weigh on the desk's interpreter) -------------
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
            body = {"action": "ruling", "text": text, "request_id": f"r{r}-{n}"}
            start = time.monotonic()
            status = 0
            try:
                async with session.post(f"{base}/api/tables/{table}/actions", json=body,
                                        headers={"Authorization": f"Bearer {token}"}) as reply:
                    status = reply.status
                    await reply.read()
            except Exception:
                status = -1
            writes.append({"text": text, "status": status, "latency": time.monotonic() - start})
            await asyncio.sleep(rng.uniform(0.5, 2.5))  # a referee taps every second or two at most

    timeout = aiohttp.ClientTimeout(total=30)
    async with aiohttp.ClientSession(timeout=timeout, connector=aiohttp.TCPConnector(limit=200)) as session:
        await asyncio.gather(*(public(session, i) for i in range(PUBLIC)),
                             *(referee(session, r, t) for r, t in enumerate(tokens)))
    return {"polls": polls, "poll_errors": poll_errors, "writes": writes}


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


def _pct(values: list[float], q: float) -> float:
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


def headless_main(seconds: float, tables: int) -> int:
    """The same load on `referee-app serve`'s arrangement (a writer thread, no window)."""
    from referee_app.net import tokens as token_book
    from referee_app.net.desk import ThreadDesk
    from referee_app.net.reader import ReadDesk
    from referee_app.net.server import LanServer

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "load.db"
        _hall(db, tables)
        desk = ThreadDesk(db)
        event_id = desk.start()
        reader = ReadDesk(db, lambda: event_id)
        server = LanServer(desk, HOST, 0, reader=reader)
        server.start()
        tokens = [desk.submit(lambda s, r=r: token_book.issue(s, f"Arbitro {r}"), write=True).result()
                  for r in range(REFEREES)]
        figures = Path(tmp) / "clients.json"
        started = time.monotonic()
        subprocess.run([sys.executable, __file__, "--clients", str(figures), f"http://{HOST}:{server.port}",
                        str(tables), str(seconds), *tokens], check=True, timeout=seconds + 120)
        elapsed = time.monotonic() - started
        stored = desk.submit(_stored).result()
        server.stop()
        reader.stop()
        desk.stop()
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


if __name__ == "__main__":
    if sys.argv[1:2] == ["--clients"]:
        clients_main(sys.argv[2:])
    else:
        argv = sys.argv[1:]
        tables = 80
        if "--tables" in argv:
            i = argv.index("--tables")
            tables = int(argv[i + 1])
            del argv[i:i + 2]
        headless = "--headless" in argv
        argv = [a for a in argv if a != "--headless"]
        seconds = float(argv[0]) if argv else 300.0
        raise SystemExit(headless_main(seconds, tables) if headless else desk_main(seconds, tables))
