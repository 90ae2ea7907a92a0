"""How fast each side sees the other's write, with the window serving an 80-table hall on loopback:

- network -> window: a phone's POST (pause / resume table 1) until the window's hall board shows it;
- window -> network: a click on the hall board (pause / resume table 1) until a page listening to
  `/api/events` has fetched `/api/hall` showing it (what the public page's script does).

The target is 1 s each way. Run by hand: QT_QPA_PLATFORM=offscreen python bench/lan_sync.py [samples] [--tables 80]
Prints p50/p95/max of each, and the same round trip of a bare `/api/hall` GET measured in the same run
(the baseline: what any page pays to read at all), with the ratio. The window side is mostly the window's
coalescing of phones' writes (ui/lan/desk.py REFRESH_MS, 400 ms), by design.
"""

from __future__ import annotations

import json
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from lan_load import HOST, _pct, serving_window, take_tables  # noqa: E402  (the same hall as the load test)


def _table_one(base: str) -> dict[str, Any]:
    with urllib.request.urlopen(base + "/api/hall", timeout=10) as reply:
        data = json.loads(reply.read())
    return next(t for t in data["tables"] if t["number"] == 1)


class Listener(threading.Thread):
    """A page: on every `change` from /api/events, fetch /api/hall; keeps (when seen, table 1 paused)."""

    def __init__(self, base: str) -> None:
        super().__init__(daemon=True)
        self.base = base
        self.seen: list[tuple[float, bool]] = []
        self.lock = threading.Lock()

    def run(self) -> None:
        try:
            with urllib.request.urlopen(self.base + "/api/events", timeout=60) as stream:
                for raw in stream:
                    if raw.startswith(b"event: change"):
                        paused = bool(_table_one(self.base)["paused"])
                        with self.lock:
                            self.seen.append((time.monotonic(), paused))
        except OSError:  # the server stopped at the end of the run
            return

    def first_after(self, start: float, paused: bool) -> float | None:
        with self.lock:
            return next((at - start for at, p in self.seen if at >= start and p == paused), None)


def main(samples: int, tables: int) -> int:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from referee_app.net import tokens as token_book
    from referee_app.ui.hall.page import HallTab
    from tests.net_helpers import call

    app = QApplication(sys.argv)  # noqa: F841  (kept alive for the window)
    with tempfile.TemporaryDirectory() as tmp:
        window, store, page = serving_window(Path(tmp), tables)
        hall = window.page_named("HallTab")
        assert isinstance(hall, HallTab)
        base = page.url().rstrip("/")
        token = token_book.issue(window.context.require_session(), "Arbitro")
        table_id = next(hall.board.model.tile(r).table_id for r in range(hall.board.model.rowCount())
                        if hall.board.model.tile(r).number == 1)
        listener = Listener(base)
        listener.start()

        def wait(done: Any, timeout: float = 10.0) -> None:
            """Run the window's event loop until `done()` or the timeout."""
            loop = QEventLoop()
            check = QTimer()
            check.timeout.connect(lambda: loop.quit() if done() else None)
            check.start(2)
            QTimer.singleShot(int(timeout * 1000), loop.quit)
            loop.exec()
            check.stop()

        def hall_paused() -> bool:
            model = hall.board.model
            return next(model.tile(r).paused for r in range(model.rowCount()) if model.tile(r).number == 1)

        wait(lambda: False, 1.0)  # the listener connected, the first pages computed
        to_window: list[float] = []
        to_pages: list[float] = []
        bare: list[float] = []
        for i in range(samples):
            # a phone's write, until the window's hall shows it
            want = not hall_paused()
            start = time.monotonic()
            threading.Thread(target=call, args=(f"{base}/api/tables/1/actions", "POST",
                                                {"action": "pause" if want else "resume"}, token)).start()
            wait(lambda: hall_paused() == want)  # noqa: B023 (run at once)
            to_window.append(time.monotonic() - start)
            wait(lambda: False, 0.6)
            # a click at the desk, until a listening page has fetched it
            want = not want
            start = time.monotonic()
            act = hall.board.controller.pause_table if want else hall.board.controller.resume_table
            hall.board._do(lambda: act(table_id))()  # noqa: B023  (what the tile's menu entry runs)
            wait(lambda: listener.first_after(start, want) is not None)  # noqa: B023
            seen = listener.first_after(start, want)
            to_pages.append(seen if seen is not None else float("nan"))
            wait(lambda: False, 0.6)
            start = time.monotonic()
            _table_one(base)  # a page's bare read, for the baseline
            bare.append(time.monotonic() - start)
            print(f"sample {i + 1}: network->window {to_window[-1] * 1000:.0f} ms, "
                  f"window->pages {to_pages[-1] * 1000:.0f} ms", flush=True)
        page.stop_server()
        store.close(backup=False)

    def line(label: str, values: list[float]) -> str:
        ms = [v * 1000 for v in values]
        return f"{label}: p50 {_pct(ms, .5):.0f} ms  p95 {_pct(ms, .95):.0f} ms  max {max(ms):.0f} ms"

    print(f"{samples} samples each way, {tables} tables, window serving on {HOST}")
    print(line("network write -> window's hall", to_window))
    print(line("window click -> page (event + /api/hall)", to_pages))
    print(line("bare /api/hall read (baseline)", bare))
    print(f"ratio p95 to the bare read: network->window x{_pct(to_window, .95) / _pct(bare, .95):.1f}, "
          f"window->pages x{_pct(to_pages, .95) / _pct(bare, .95):.1f}")
    worst = max(max(to_window), max(to_pages))
    print(f"target 1 s each way: {'met' if worst <= 1.0 else 'MISSED'} (worst {worst * 1000:.0f} ms)")
    return 0 if worst <= 1.0 else 1


if __name__ == "__main__":
    tables, argv = take_tables(sys.argv[1:])
    raise SystemExit(main(int(argv[0]) if argv else 20, tables))
