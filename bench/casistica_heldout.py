"""The casistica's held-out figure: how often the right ruling comes first, and in the top 3, for queries the
search was never tuned on (tests/casistica_heldout/queries.json, written from the regulations by someone who had
not read the rulings). It prints the totals only, on purpose: whoever tunes the index must fix classes of miss,
never one of these queries (docs/casistica.md, *Measuring*).

    python bench/casistica_heldout.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.rules.casistica_search import CasisticaIndex  # noqa: E402

HELDOUT = Path(__file__).resolve().parent.parent / "tests" / "casistica_heldout" / "queries.json"


def main() -> None:
    queries = json.loads(HELDOUT.read_text("utf-8"))["queries"]
    index = CasisticaIndex()
    first = top3 = 0
    by_lang: dict[str, list[int]] = {}
    for case in queries:
        found = [hit.id for hit in index.search(case["query"], ruleset=case["ruleset"], lang=case["lang"], limit=3)]
        accept = set(case["accept"])
        hit1 = bool(found) and found[0] in accept
        hit3 = bool(accept & set(found))
        first += hit1
        top3 += hit3
        counts = by_lang.setdefault(case["lang"], [0, 0, 0])
        counts[0] += hit1
        counts[1] += hit3
        counts[2] += 1
    print(f"held-out casistica queries: {len(queries)}; right ruling first: {first}; in the top 3: {top3}")
    for lang, (one, three, total) in sorted(by_lang.items()):
        print(f"  {lang}: first {one}/{total}, top 3 {three}/{total}")


if __name__ == "__main__":
    main()
