"""Where the LAN server's memory goes per write: Python's heap (tracemalloc) across 2,000 phone writes of one
kind, after 800 of the same kind to warm up, on one table through the real server (docs/lan.md, *Memory*).

Run by hand (about a minute): python bench/lan_heap.py
Prints the heap growth per write for calls of the referee (content-free: a flag set and cleared) and for
rulings (each one's text is the table's content: its state and its page keep it), and the files that hold
the growth. The phones' client runs in this process too, so its own allocations are counted against the
server: the figure for calls is an upper bound.
"""

from __future__ import annotations

import gc
import itertools
import sys
import tempfile
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.net.guard import RateLimit  # noqa: E402
from tests.net_helpers import Served, make_db, served  # noqa: E402

WARM, MEASURED = 800, 2000


def _writes(srv: Served, token: str, count: int, kind: str, numbers: itertools.count[int]) -> None:
    for _ in range(count):
        n = next(numbers)
        body = {"action": "call_referee", "called": n % 2 == 0} if kind == "call" else \
            {"action": "ruling", "text": f"load ruling {n} " + "x" * 60}
        reply = srv.post(1, body, token)
        assert reply.status == 200, (reply.status, reply.body[:200])


def main() -> None:
    numbers = itertools.count()
    with tempfile.TemporaryDirectory() as tmp, \
            served(make_db(Path(tmp) / "t.db"), RateLimit(rate=1e6, burst=1e6)) as srv:
        token = srv.token("Luca")
        for kind in ("call", "ruling"):
            _writes(srv, token, WARM, kind, numbers)
            gc.collect()
            tracemalloc.start(1)
            before = tracemalloc.take_snapshot()
            _writes(srv, token, MEASURED, kind, numbers)
            gc.collect()
            after = tracemalloc.take_snapshot()
            tracemalloc.stop()
            stats = after.compare_to(before, "filename")
            print(f"{kind}: Python heap +{sum(s.size_diff for s in stats) / MEASURED:.0f} bytes a write "
                  f"over {MEASURED} writes")
            for stat in stats[:4]:
                print(f"   {stat}")


if __name__ == "__main__":
    main()
