"""The continuous copy under load, run by hand: `/work/venv/bin/python bench/continuous_copy.py [seconds per phase]`.

An 80-table demo event with a day's history behind it (10 000 more log entries), served headless on
loopback (the writer thread of `referee-app serve`), 8 floor referees' phones each sending a ruling every
0.4 s with its idempotency key. Six phases, alternating, on the same file: copy off, copy on, off, on, off, on (the
copy goes to a folder on the same disk: the worst case, a USB stick is another device).

Prints, per mode: writes acknowledged, the write's latency as the phone sees it (POST to 200) p50/p95; and
with the copy on, the copies made, their size, and the copy's lag: for each acknowledged write, the time
from its answer to the end of the first copy whose snapshot was taken after it, p50/p95/max.
Targets: lag p95 <= 5 s; write p50 with the copy <= 1.2x without it (same run).
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee_app.net import tokens, views  # noqa: E402
from referee_app.net.desk import ThreadDesk  # noqa: E402
from referee_app.net.server import LanServer  # noqa: E402
from referee_app.ops.demo import build_demo  # noqa: E402
from referee_app.store import keeper  # noqa: E402
from referee_app.store.keeper import CopyStatus  # noqa: E402
from referee_app.store.store import Store  # noqa: E402

HOST = "127.0.0.1"  # loopback only
PHONES, TABLES, HISTORY, EVERY = 8, 80, 10_000, 0.4


def _pad(db: Path) -> None:
    """A day's worth of entries behind the demo: notes spread over the 80 tables."""
    with Store.open(db) as store:
        event = store.events()[-1].id
        tables = [t.id for r in store.rounds(event) for t in store.tables(r.id) if store.result(t.id) is None]
        for start in range(0, HISTORY, 500):
            store.append_many([(tables[i % len(tables)], "note", {"text": f"storico {i}"}, None)
                               for i in range(start, start + 500)], "arbitro")


def _post(base: str, number: int, body: dict[str, Any], token: str) -> int:
    request = urllib.request.Request(f"{base}/api/tables/{number}/actions", json.dumps(body).encode(), method="POST")
    request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            return int(reply.status)
    except urllib.error.HTTPError as err:
        return int(err.code)


def phase(db: Path, stick: Path | None, seconds: float, names: list[str]) -> dict[str, Any]:
    keeper.choose_folder(db, stick)
    desk = ThreadDesk(db)
    desk.start()
    copies: list[tuple[float, float]] = []  # (snapshot taken at, copy finished at)
    kept = desk.submit(lambda s: s.store.keeper).result()
    assert kept is not None

    def copied(status: CopyStatus) -> None:
        if status.error is None and status.good_at is not None:
            copies.append((status.good_at, time.time()))

    kept.on_copy = copied
    server = LanServer(desk, HOST, 0)
    server.start()
    base = f"http://{HOST}:{server.port}"
    phones = desk.submit(lambda s: [tokens.issue(s, n) for n in names], write=True).result()
    playing = [t["number"] for t in desk.submit(views.hall).result()["tables"] if t["phase"] != "confirmed"]
    latencies: list[float] = []
    answered: list[float] = []
    deadline = time.monotonic() + seconds

    def phone(i: int, token: str) -> None:
        rng = random.Random(i)
        n = 0
        while time.monotonic() < deadline:
            n += 1
            body = {"action": "ruling", "text": f"decisione {i}-{n}", "request_id": f"{time.time_ns()}-{i}-{n}"}
            start = time.perf_counter()
            status = _post(base, rng.choice(playing), body, token)
            if status == 200:
                latencies.append(time.perf_counter() - start)
                answered.append(time.time())
            time.sleep(max(0.0, EVERY - (time.perf_counter() - start)))

    threads = [threading.Thread(target=phone, args=(i, t)) for i, t in enumerate(phones)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    time.sleep(keeper.BATCH_SECONDS + 3)  # the copy after the last write
    server.stop()
    desk.stop()
    lags = []
    for at in answered:
        done = [finished for taken, finished in copies if taken >= at]
        lags.append(min(done) - at if done else float("inf"))
    size = keeper.copy_path(stick, db).stat().st_size if stick is not None else 0
    return {"latencies": latencies, "lags": lags, "copies": len(copies), "size": size}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 30.0
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "referee.db"
        stick = Path(tmp) / "stick"
        stick.mkdir()
        build_demo(db, tables=TABLES)
        _pad(db)
        results: dict[str, list[dict[str, Any]]] = {"off": [], "on": []}
        for n, mode in enumerate(["off", "on", "off", "on", "off", "on"]):
            done = phase(db, stick if mode == "on" else None, seconds, [f"R{n}-{i}" for i in range(PHONES)])
            print(f"phase {n + 1}, copy {mode}: write p50 {statistics.median(done['latencies']) * 1000:.1f} ms")
            results[mode].append(done)
        latency = {m: [x for r in rs for x in r["latencies"]] for m, rs in results.items()}
        for mode in ("off", "on"):
            print(f"copy {mode}: {len(latency[mode])} writes acknowledged, write p50 "
                  f"{statistics.median(latency[mode]) * 1000:.1f} ms, p95 {pct(latency[mode], 0.95) * 1000:.1f} ms")
        lags = [x for r in results["on"] for x in r["lags"]]
        print(f"copies made: {sum(r['copies'] for r in results['on'])}, copy size "
              f"{results['on'][-1]['size'] / 1e6:.1f} MB")
        print(f"copy lag: p50 {statistics.median(lags):.2f} s, p95 {pct(lags, 0.95):.2f} s, max {max(lags):.2f} s "
              "(target p95 <= 5 s)")
        ratio = statistics.median(latency["on"]) / statistics.median(latency["off"])
        print(f"write p50 with the copy / without: {ratio:.2f}x (target <= 1.2x)")


if __name__ == "__main__":
    main()
