"""80 score sheets in one PDF, against reportlab drawing the same strings on a bare canvas (same run).
Also the whole batch as the referee runs it: `print_round` on a database with 80 tables (reads, models, PDF).

    python bench/reports.py          (target: ratio <= 3x)
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from reportlab.pdfgen.canvas import Canvas  # noqa: E402

from referee_app.reports.canvas import write_pdf  # noqa: E402
from referee_app.reports.fonts import REGULAR, register_fonts  # noqa: E402
from referee_app.reports.models import ScoreSheet, Seat, SheetHeader  # noqa: E402
from referee_app.reports.score_sheet import draw_score_sheet  # noqa: E402
from referee_app.rules.ruleset import builtin  # noqa: E402

SHEETS = [ScoreSheet(SheetHeader(event="Bench", round_label="1", table=t), builtin("marsala-2011").scoring.ranking,
                     tuple(Seat(s, f"Giocatore Ødegård {t}-{s}", "rosso") for s in range(1, 5))) for t in range(1, 81)]


def ours() -> int:
    buffer = io.BytesIO()
    write_pdf(buffer, "it", "bench", lambda c: [draw_score_sheet(c, s) for s in SHEETS])
    return len(buffer.getvalue())


def _recorded_strings() -> list[list[tuple[float, float, str]]]:
    """Every string our sheets draw, page by page, with its position."""
    pages: list[list[tuple[float, float, str]]] = [[]]

    def record(name: str):  # type: ignore[no-untyped-def]
        def draw(self, x: float, y: float, text: str, *args, **kwargs):  # type: ignore[no-untyped-def]
            pages[-1].append((x, y, text))
        return draw

    original = {n: getattr(Canvas, n) for n in ("drawString", "drawCentredString", "drawRightString")}
    try:
        for name in original:
            setattr(Canvas, name, record(name))
        write_pdf(io.BytesIO(), "it", "bench", lambda c: [draw_score_sheet(c, s) or pages.append([]) for s in SHEETS])
    finally:
        for name, fn in original.items():
            setattr(Canvas, name, fn)
    return [p for p in pages if p]


STRINGS = _recorded_strings()


def bare() -> int:
    register_fonts()
    buffer = io.BytesIO()
    canvas = Canvas(buffer)
    for page in STRINGS:
        canvas.setFont(REGULAR, 9)
        for x, y, text in page:
            canvas.drawString(x, y, text)
        canvas.showPage()
    canvas.save()
    return len(buffer.getvalue())


def median_seconds(fn: object, runs: int = 7) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def print_round_from_database() -> float:
    """Median seconds of `print_round` over an event of 320 players at 80 tables."""
    import tempfile  # noqa: PLC0415

    from referee_app.ops.printing import print_round  # noqa: PLC0415
    from referee_app.ops.session import Session  # noqa: PLC0415
    from referee_app.store.store import Store  # noqa: PLC0415

    with tempfile.TemporaryDirectory() as folder:
        store = Store.open(Path(folder) / "bench.db")
        try:
            event = store.create_event("Bench", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
            ids = [store.add_player(event, f"Giocatore Ødegård {i:03d}", club=f"Club {i % 17}") for i in range(320)]
            round_id = store.add_round(event, 1)
            for t in range(80):
                store.add_table(round_id, t + 1, list(zip(ids[t * 4:t * 4 + 4], ("rosso", "blu", "giallo", "verde"))))
            session = Session(store, event)
            return median_seconds(lambda: print_round(session, round_id, Path(folder) / "round.pdf"), runs=5)
        finally:
            store.close(backup=False)


if __name__ == "__main__":
    ours()
    bare()
    ours_s, bare_s = median_seconds(ours), median_seconds(bare)
    print(f"{sum(map(len, STRINGS))} strings on {len(STRINGS)} pages. 80 score sheets: {ours_s * 1000:.0f} ms; "
          f"bare canvas, same strings: {bare_s * 1000:.0f} ms; "
          f"ratio {ours_s / bare_s:.2f}x (target <= 3x)")
    whole = print_round_from_database()
    print(f"print_round from the database, 80 tables: {whole * 1000:.0f} ms ({whole / bare_s:.2f}x the bare canvas)")
