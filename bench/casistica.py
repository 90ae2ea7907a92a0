"""Casistica look-up latency: `CasisticaIndex.search` over every golden referee query, against a plain Python
substring scan of the same rulings measured in the same run.

Run by hand: python bench/casistica.py [repeats]
Prints p50 and p95 per query in milliseconds (wall clock, and CPU time of this thread, which a busy machine
does not inflate), the index build time, and the ratio to the baseline; then the same queries on an index
holding every ruling ten times (copies under other ids, as an event's own rulings would be added), the size a
season of event rulings could reach. The target is p95 under 5 ms, at 10x too.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import dataclasses  # noqa: E402

from referee_app.rules.casistica import LANGS, CasisticaEntry, load_entries  # noqa: E402
from referee_app.rules.names import fold  # noqa: E402
from referee_app.rules.casistica_search import CasisticaIndex  # noqa: E402

QUERIES: list[dict[str, Any]] = json.loads(
    (ROOT / "tests" / "golden" / "casistica" / "queries.json").read_text("utf-8"))["queries"]


def substring_baseline() -> Callable[[dict[str, Any]], list[str]]:
    """What a naive look-up would do: count the query words found anywhere in each ruling's folded text."""
    haystacks = [(e.id, lang, fold(" ".join([e.title.get(lang), e.text.get(lang), *e.keywords_in(lang)])))
                 for e in load_entries() for lang in LANGS]

    def search(case: dict[str, Any]) -> list[str]:
        words = fold(case["query"]).split()
        langs = LANGS if case["lang"] == "both" else (case["lang"],)
        scored = [(sum(w in text for w in words), entry_id) for entry_id, lang, text in haystacks if lang in langs]
        return [entry_id for count, entry_id in sorted(scored, reverse=True) if count][:10]

    return search


def measure(search: Callable[[dict[str, Any]], object], repeats: int) -> tuple[list[float], list[float]]:
    wall: list[float] = []
    cpu: list[float] = []
    for _ in range(repeats):
        for case in QUERIES:
            w0, c0 = time.perf_counter(), time.thread_time()
            search(case)
            cpu.append((time.thread_time() - c0) * 1000)
            wall.append((time.perf_counter() - w0) * 1000)
    return wall, cpu


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def replicated(times: int) -> list[CasisticaEntry]:
    """Every built-in ruling `times` times, the copies under ids of their own."""
    entries = load_entries()
    return [*entries, *(dataclasses.replace(e, id=f"{e.id}-copy{n}") for n in range(1, times) for e in entries)]


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    start = time.perf_counter()
    index = CasisticaIndex()
    build = (time.perf_counter() - start) * 1000
    baseline = substring_baseline()

    def fts(case: dict[str, Any]) -> object:
        return index.search(case["query"], ruleset=case["ruleset"], lang=case["lang"])

    for case in QUERIES:  # warm-up: vocabulary, statement cache
        fts(case)
        baseline(case)
    hits = sum(case["expect"] in [h.id for h in index.search(case["query"], ruleset=case["ruleset"],
                                                             lang=case["lang"], limit=3)] for case in QUERIES)
    base_hits = sum(case["expect"] in baseline(case)[:3] for case in QUERIES)
    fts_wall, fts_cpu = measure(fts, repeats)
    base_wall, base_cpu = measure(baseline, repeats)
    print(f"{len(QUERIES)} queries x {repeats} repeats, {len(index.entries())} rulings; index built in {build:.1f} ms")
    print(f"{'':24}{'p50 wall':>10}{'p95 wall':>10}{'p50 cpu':>10}{'p95 cpu':>10}  top-3 hits")
    for name, wall, cpu, found in (("index", fts_wall, fts_cpu, hits),
                                   ("substring scan", base_wall, base_cpu, base_hits)):
        print(f"{name:24}{statistics.median(wall):10.3f}{pct(wall, .95):10.3f}"
              f"{statistics.median(cpu):10.3f}{pct(cpu, .95):10.3f}  {found}/{len(QUERIES)}")
    print(f"ratio index/baseline: p50 {statistics.median(fts_wall) / statistics.median(base_wall):.2f}x, "
          f"p95 {pct(fts_wall, .95) / pct(base_wall, .95):.2f}x (wall clock)")
    start = time.perf_counter()
    big = CasisticaIndex(replicated(10))
    big_build = (time.perf_counter() - start) * 1000
    for case in QUERIES:
        big.search(case["query"], ruleset=case["ruleset"], lang=case["lang"])
    big_wall, big_cpu = measure(lambda case: big.search(case["query"], ruleset=case["ruleset"], lang=case["lang"]),
                                max(repeats // 3, 1))
    print(f"10x the rulings ({len(big.entries())}; built in {big_build:.1f} ms): p50 {statistics.median(big_wall):.3f}"
          f" p95 {pct(big_wall, .95):.3f} wall, p50 {statistics.median(big_cpu):.3f} p95 {pct(big_cpu, .95):.3f} cpu"
          f" (ms); ratio to 1x at p95 cpu {pct(big_cpu, .95) / pct(fts_cpu, .95):.2f}x")


if __name__ == "__main__":
    main()
