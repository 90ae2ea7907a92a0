"""Window benchmarks, run by hand (they need a display: offscreen by default, or xvfb-run):

    python bench/ui.py            # start-up ratios (targets: shown <= 1.5x, ready <= 2.5x) and hall CPU (<= 3%)
    python bench/ui.py --seconds 10
    python bench/ui.py --parts     # the start after a close taken apart, layer by layer (no hall CPU)

1. Process start to main window shown, for the app on a fresh database with an 80-table round, against a
   bare PySide6 QMainWindow, measured in the same run (the cases take turns, one start of each at a time:
   medians of 7 each), as a ratio; and process start to
   ready (`referee-app --db FILE --quit-when-ready` printing `ready`, started the way the installed command
   starts it: the hall board shows the 80 tables with live clocks and the window takes input) against the
   same bare window. Ready is measured as a referee restarts the app (the previous run closed normally), and
   after a kill -9 (each start is killed the moment it is ready, so the next one finds the file as a crash
   leaves it) on a full day with every turn logged (bench/day.py: 3 rounds played out, the 4th with 150
   turns at each of 80 tables) and on a 200-table round with 150 turns each. A start reads each table's
   snapshot and folds only the entries after it (ops/session.py). Every child runs with compiled bytecode (a private `PYTHONPYCACHEPREFIX`, filled by the
   warm-up runs) as an installed program or the bundle does, even where PYTHONDONTWRITEBYTECODE is set:
   otherwise every start would compile the app's modules from source, which no referee's laptop does.
   `--source` measures without the cache.
2. The hall board with 80 live tables ticking for N seconds (30 by default): the process's CPU time over
   that wall time, as a share of one core.

`--parts` takes the start after a clean close apart instead: the same children, each importing one layer
more than the one before in the order the start imports them (`PARTS`), the last the whole start to
`ready`, all taking turns with the bare window; each layer's own cost is its median minus the one before.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from day import make_day  # noqa: E402  (the full day the crash case opens)

BARE = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1366, 768); w.show()
QTimer.singleShot(0, lambda: (print("shown", flush=True), app.quit()))
app.exec()
"""

OURS = """
import sys
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication
from referee_app.ui.window.i18n import install_language
from referee_app.ui.window.main_window import MainWindow
from referee_app.ui.window.settings import Settings
app = QApplication(sys.argv)
install_language(app, "it")
settings = Settings(QSettings(sys.argv[2], QSettings.Format.IniFormat))
w = MainWindow(settings, QUndoStack()); w.resize(1366, 768); w.show()
def load():
    # what run_gui does once the window is on screen
    print("shown", flush=True)
    from referee_app.store.store import Store
    from referee_app.ui.app import attach_store
    store = Store.open(sys.argv[1])
    attach_store(w, settings, store)
    app.processEvents()
    print("ready", flush=True)
    store.close(backup=False)
    app.quit()
QTimer.singleShot(0, load)
app.exec()
"""

HALL = """
import resource, sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from referee_app.ops.hall import HallOperations
from referee_app.ops.session import Session
from referee_app.store.store import Store
from referee_app.ui.hall.board import HallBoard
app = QApplication(sys.argv)
store = Store.open(sys.argv[1])
session = Session(store, store.events()[0].id, referee="bench")
hall = HallOperations(session)
if not hall.tiles()[0].expires_at:
    hall.start_all()
page = HallBoard(hall)
page.resize(1920, 1080); page.show()
seconds = float(sys.argv[2])
def begin():
    global cpu0, wall0
    cpu0 = resource.getrusage(resource.RUSAGE_SELF); wall0 = time.perf_counter()
    QTimer.singleShot(int(seconds * 1000), end)
def end():
    cpu1 = resource.getrusage(resource.RUSAGE_SELF); wall = time.perf_counter() - wall0
    used = (cpu1.ru_utime - cpu0.ru_utime) + (cpu1.ru_stime - cpu0.ru_stime)
    print(f"{used} {wall}", flush=True); app.quit()
QTimer.singleShot(2000, begin)  # let start-up settle first
app.exec()
store.close(backup=False)
"""


# The start's layers in its own order: the standard library it imports (by whichever module first), then
# what the command line's entry imports before Qt (sqlite-utils, then the store and the engine it reads),
# then what the window's module imports: Qt, the session and the hall's operations (the table's state and
# actions), the window's own modules. Each child prints `shown` once its layer is imported.
PARTS = (
    ("python alone", ""),
    ("+ the standard library's modules the start imports", "STDLIB"),
    ("+ sqlite-utils (click, dateutil, pluggy)", "import sqlite_utils"),
    ("+ the command line's entry: the store and the engine it reads", "import referee_app.cli.main"),
    ("+ PySide6 (QtCore, QtGui, QtWidgets)", "import PySide6.QtWidgets"),
    ("+ the session and the hall's operations (imported after Qt)", "import referee_app.ops.hall"),
    ("+ the window's modules (ui/app.py, the hall board, the Qt types they name)", "import referee_app.ui.app"),
)
STARTS_WITH = "import sys, referee_app.cli.main, referee_app.ui.app\n" \
    "print(' '.join(sorted(m for m in sys.modules if m.split('.')[0] in sys.stdlib_module_names)))"


QT_ALONE = 'import PySide6.QtWidgets\nprint("shown", flush=True)'


def layer_script(index: int, stdlib: str) -> str:
    codes = [code.replace("STDLIB", f"import {stdlib}") for _, code in PARTS[:index + 1] if code]
    return "\n".join([*codes, 'print("shown", flush=True)'])


def measure_parts(db: Path, home: Path, runs: int) -> None:
    """Each layer's median (the layers, the whole start, the bare window and PySide6 alone taking turns) and
    its own cost."""
    listed = subprocess.run([sys.executable, "-c", STARTS_WITH], capture_output=True, text=True, env=child_env(),
                            check=True).stdout.split()
    stdlib = ", ".join(m for m in listed if m != "__main__")
    scripts = [BARE, QT_ALONE] + [layer_script(i, stdlib) for i in range(len(PARTS))]
    for script in scripts:
        time_to_shown(script)
    time_to_ready(db, home)
    times: list[list[float]] = [[] for _ in range(len(scripts) + 1)]
    for _ in range(runs):
        for i, script in enumerate(scripts):
            times[i].append(time_to_shown(script)[0])
        times[-1].append(time_to_ready(db, home))
    bare, alone, *layers = [statistics.median(t) * 1000 for t in times]
    print(f"the start after a clean close, layer by layer (medians of {runs}, load {os.getloadavg()[0]:.1f}):")
    print(f"{'':78} {'ms':>6} {'own':>6} {'x bare':>7}")
    print(f"{'a bare QMainWindow shown':78} {bare:6.0f} {'':>6} {1:7.2f}")
    print(f"{'python and PySide6 alone (the bare window without its window)':78} {alone:6.0f} {'':>6} "
          f"{alone / bare:7.2f}")
    labels = [label for label, _ in PARTS] + ["+ the rest to ready: window, store, session, 80 tiles, event loop"]
    before = 0.0
    for label, ms in zip(labels, layers):
        print(f"{label:78} {ms:6.0f} {ms - before:6.0f} {ms / bare:7.2f}")
        before = ms


def make_event(path: Path, tables: int = 80) -> None:
    sys.path.insert(0, str(ROOT))
    from referee_app.rules.ruleset import builtin
    from referee_app.store.store import Store

    store = Store.open(path)
    event = store.create_event("Bench", "2026-11-22", "Sala", builtin("marsala-2011"), "123400")
    round_id = store.add_round(event, 1)
    colours = ["rosso", "blu", "giallo", "verde"]
    for t in range(tables):
        ids = [store.add_player(event, f"Giocatore {t * 4 + s + 1}") for s in range(4)]
        store.add_table(round_id, t + 1, list(zip(ids, colours)))
    from referee_app.ops.hall import HallOperations
    from referee_app.ops.session import Session

    HallOperations(Session(store, event, referee="bench")).start_all()  # live clocks on every tile
    store.close(backup=False)


def child_env(**extra: str) -> dict[str, str]:
    """The children's environment: this worktree on the path, offscreen unless a display is asked for, and
    the bytecode cache of `BYTECODE` (see the module's docstring)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), **extra)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    if BYTECODE:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = BYTECODE
    return env


BYTECODE = ""  # the private bytecode folder, set by main() unless --source
# What the installed `referee-app` command runs (the console script pip writes; the bundle runs the same main).
LAUNCHER = "import sys; from referee_app.cli.main import main; sys.exit(main())"


def time_to_ready(db: Path, home: Path, *, kill: bool = False) -> float:
    """Seconds from process start to `ready` for the app as a referee starts it (its settings in `home`); the
    process must then exit cleanly (it closes the database and takes its backup after `ready`), or, with
    `kill`, is killed (SIGKILL) the moment it says `ready`, so the next start is one after a crash."""
    env = child_env(XDG_CONFIG_HOME=str(home), XDG_DATA_HOME=str(home))
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", LAUNCHER, "--db", str(db), "--quit-when-ready"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    ready = time.perf_counter() - start
    if kill:
        proc.kill()
    _, err = proc.communicate(timeout=120)
    if line.strip() != "ready" or (proc.returncode != 0 and not kill):
        raise SystemExit(f"the app did not get ready: {line!r} {err[-500:]!r}")
    return ready


def time_to_shown(script: str, *args: str) -> tuple[float, float]:
    """Seconds from process start to the window shown, and to the window filled (its last line)."""
    env = child_env()
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", script, *args], stdout=subprocess.PIPE, text=True, env=env)
    assert proc.stdout is not None
    line = proc.stdout.readline()
    shown = time.perf_counter() - start
    if line.strip() != "shown":
        raise SystemExit(f"the window did not show: {line!r}")
    rest = proc.stdout.read()
    ready = time.perf_counter() - start if "ready" in rest else shown
    proc.wait(timeout=60)
    return shown, ready


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--source", action="store_true", help="no bytecode cache: compile at every start")
    parser.add_argument("--parts", action="store_true", help="the start after a close, layer by layer")
    args = parser.parse_args()
    global BYTECODE
    with tempfile.TemporaryDirectory() as tmp:
        BYTECODE = "" if args.source else str(Path(tmp) / "bytecode")
        db = Path(tmp) / "bench.db"
        make_event(db)
        if args.parts:
            measure_parts(db, Path(tmp), args.runs)
            return
        day = Path(tmp) / "day.db"
        make_day(day, 80)
        big = Path(tmp) / "big.db"
        make_day(big, 200, rounds=1)
        settings = str(Path(tmp) / "settings.ini")
        home = Path(tmp)
        time_to_shown(BARE)  # warm the file cache for every case
        time_to_shown(OURS, str(db), settings)
        time_to_ready(db, home)
        for crashed_file in (day, big):  # killed at `ready`: the next start finds the file as a crash leaves it
            time_to_ready(crashed_file, home, kill=True)
        bare: list[float] = []
        ours: list[tuple[float, float]] = []
        ready: list[float] = []
        crashed: list[float] = []
        crashed_big: list[float] = []
        # One run of every case in turn, so the bare window and each start meet the same moments of the
        # machine's load: a ratio against a baseline measured minutes apart says more about the load than
        # about the program. Each start after a kill -9 is killed at `ready` in its turn, each start after a
        # close closes cleanly, each on its own file.
        for _ in range(args.runs):
            bare.append(time_to_shown(BARE)[0])
            ours.append(time_to_shown(OURS, str(db), settings))
            ready.append(time_to_ready(db, home))
            crashed.append(time_to_ready(day, home, kill=True))
            crashed_big.append(time_to_ready(big, home, kill=True))
        b = statistics.median(bare)
        o = statistics.median(shown for shown, _ in ours)
        r = statistics.median(ready)
        k, kb = statistics.median(crashed), statistics.median(crashed_big)
        print(f"start to window shown: app {o * 1000:.0f} ms, bare QMainWindow {b * 1000:.0f} ms, "
              f"ratio {o / b:.2f}x (target <= 1.5x)")
        print(f"start to ready (hall board with 80 live tables, window taking input), after a close: "
              f"app {r * 1000:.0f} ms, ratio {r / b:.2f}x the bare window shown (target <= 2.5x)")
        print(f"start to ready after a kill -9, a full day logged (3 rounds played out, the 4th with 150 turns at "
              f"each of 80 tables): app {k * 1000:.0f} ms, ratio {k / b:.2f}x (target <= 2.5x)")
        print(f"start to ready after a kill -9, 200 tables with 150 turns each: app {kb * 1000:.0f} ms, "
              f"ratio {kb / b:.2f}x (target <= 2.5x)")
        print("runs (ms): bare " + " ".join(f"{x * 1000:.0f}" for x in bare) + "; shown "
              + " ".join(f"{s * 1000:.0f}" for s, _ in ours) + "; ready " + " ".join(f"{x * 1000:.0f}" for x in ready)
              + "; killed (day) " + " ".join(f"{x * 1000:.0f}" for x in crashed)
              + "; killed (200) " + " ".join(f"{x * 1000:.0f}" for x in crashed_big)
              + ("" if BYTECODE else " (compiled from source at every start)"))
        out = subprocess.run([sys.executable, "-c", HALL, str(db), str(args.seconds)], capture_output=True,
                             text=True, env=child_env(), timeout=args.seconds + 120)
        used, wall = map(float, out.stdout.split()[-2:])
        print(f"hall board, 80 live tables for {wall:.0f} s: {used:.2f} s of CPU = {100 * used / wall:.1f}% "
              f"of one core (target <= 3%)")


if __name__ == "__main__":
    main()
