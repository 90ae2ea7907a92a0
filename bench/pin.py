"""PIN hash cost, run by hand: `python bench/pin.py`.

The head referee's PIN is short, so each guess must cost: the default scrypt (n = 2**16, r = 8, 64 MB) should
take about 250 ms on the hall's laptop (target 150-500 ms: slow for a guesser, unnoticed by a referee typing
it once). Measured as CPU time of this process, so a busy machine does not inflate it. Baseline in the same
run: the cost the store used before (n = 2**14), and a plain SHA-256.
"""

from __future__ import annotations

import hashlib
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from referee_app.store import pin


def _median(run: object, repeat: int = 7) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()  # type: ignore[operator]
        times.append(time.process_time() - start)
    return statistics.median(times)


def main() -> None:
    os.environ.pop(pin.COST_VARIABLE, None)  # the shipped cost, whatever the shell says
    stored = pin.hash_pin("135790")
    default = _median(lambda: pin.verify_pin("135790", stored))
    previous = pin.hash_pin("135790", log2n=14)
    older = _median(lambda: pin.verify_pin("135790", previous))
    sha = _median(lambda: [hashlib.sha256(b"135790").hexdigest() for _ in range(1000)], 11) / 1000
    print(f"PIN check at the default cost (n=2**{pin.DEFAULT_LOG2N}): {default * 1000:.0f} ms "
          f"(target 150-500 ms; {'ok' if 0.15 <= default <= 0.5 else 'OUT OF RANGE'})")
    print(f"  vs the previous cost n=2**14: {older * 1000:.0f} ms, ratio {default / older:.1f}x")
    print(f"  vs a bare SHA-256: {sha * 1e6:.1f} µs, ratio {default / sha:,.0f}x")


if __name__ == "__main__":
    main()
