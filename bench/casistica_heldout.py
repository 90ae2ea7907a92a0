"""The casistica's held-out figures: for each held-out set, how often the right ruling comes first, and in the top
3, for queries the search was never tuned on (tests/casistica_heldout/*.json, each written from the regulations by
someone who had not read the rulings). Sets 1 and 2 are spent (their figures were used to decide changes); set 3 is
the measure. It prints totals per set only, on purpose, never a query: whoever tunes the index must fix classes of
miss, never one of these queries (docs/casistica.md, *Measuring*).

    python bench/casistica_heldout.py                                      # every set in the folder
    python bench/casistica_heldout.py tests/casistica_heldout/set3.json    # one set
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.rules.casistica_search import CasisticaIndex  # noqa: E402

HELDOUT = Path(__file__).resolve().parent.parent / "tests" / "casistica_heldout"


def measure(index: CasisticaIndex, queries: list[dict[str, Any]]) -> dict[str, list[int]]:
    """Per language and in total: [right ruling first, right ruling in the top 3, queries]."""
    counts: dict[str, list[int]] = {"all": [0, 0, 0]}
    for case in queries:
        found = [hit.id for hit in index.search(case["query"], ruleset=case["ruleset"], lang=case["lang"], limit=3)]
        accept = set(case["accept"])
        first, top3 = bool(found) and found[0] in accept, bool(accept & set(found))
        for key in ("all", case["lang"]):
            row = counts.setdefault(key, [0, 0, 0])
            row[0] += first
            row[1] += top3
            row[2] += 1
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description="held-out casistica figures, totals per set only")
    parser.add_argument("sets", nargs="*", type=Path, help="set files (default: every *.json in the held-out folder)")
    paths = parser.parse_args().sets or sorted(HELDOUT.glob("*.json"))
    index = CasisticaIndex()
    for path in paths:
        counts = measure(index, json.loads(path.read_text("utf-8"))["queries"])
        first, top3, total = counts.pop("all")
        print(f"{path.stem}: {total} queries; right ruling first: {first}/{total}; in the top 3: {top3}/{total}")
        for lang, (one, three, n) in sorted(counts.items()):
            print(f"  {lang}: first {one}/{n}, top 3 {three}/{n}")


if __name__ == "__main__":
    main()
