"""Screenshots of the hall-day fast paths at 1366x768, in Italian: the result dialog's sheet mode mid-entry
with a tie that needs dice, and the draw's band set-up from an imported ranking.

    Xvfb :11 -screen 0 1366x768x24 & DISPLAY=:11 openbox &
    DISPLAY=:11 python tools/screenshots_day.py docs/screenshots

Each shot is taken of the whole screen (ImageMagick `import -window root`) when `import` is installed,
else of the window (`QWidget.grab`).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def settle(app: object, seconds: float = 1.0) -> None:
    """Let the window manager map and place the windows and Qt paint them."""
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.02)


def shoot(app: object, widget: object, out: Path) -> None:
    settle(app)
    out.parent.mkdir(parents=True, exist_ok=True)
    if shutil.which("import"):
        subprocess.run(["import", "-window", "root", str(out)], check=True)
    else:
        widget.grab().save(str(out))  # type: ignore[attr-defined]
    print(out)


def event(path: Path) -> None:
    """32 players imported with the club ranking (no bands typed), no round yet."""
    from referee_app.ops import players_ops
    from referee_app.ops.session import Session
    from referee_app.rules.ruleset import builtin
    from referee_app.store.store import Store
    from tools.screenshots import CLUBS, NAMES

    store = Store.open(path)
    ev = store.create_event("Torneo di Marsala", "2026-11-22", "Marsala", builtin("marsala-2011"), "432109")
    rows = ["nome;club;regione;ranking"] + [f"{name};{CLUBS[i % 4][0]};{CLUBS[i % 4][1]};{(i * 13) % 32 + 1}"
                                           for i, name in enumerate(NAMES)]
    players_ops.import_players_file(Session(store, ev, referee="Mario Rossi"), ("\n".join(rows) + "\n").encode())
    store.close(backup=False)


def band_setup(app: object, window: object, out: Path) -> None:
    """The Rounds tab before the first draw, with the band set-up cut from the imported ranking."""
    from referee_app.ui.rounds.page import RoundsPage

    window.show_page("RoundsPage")  # type: ignore[attr-defined]
    rounds_page = window.page_named("RoundsPage")  # type: ignore[attr-defined]
    assert isinstance(rounds_page, RoundsPage)
    settle(app)
    rounds_page.band_setup()
    dialog = rounds_page.band_dialog
    dialog.move(60, 60)
    shoot(app, dialog, out)
    dialog.close()


def draw_first_round(window: object) -> None:
    from referee_app.ops import rounds

    context = window.context  # type: ignore[attr-defined]
    session = context.require_session()
    context.changed(rounds.confirm_round(session, rounds.propose(session, seed=2026)).changes)


def sheet_tie(app: object, window: object, out: Path) -> None:
    """Two players level on every counted column: the die cells wait, the ranking says dice are needed."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from referee_app.ui.result.dialog import ResultDialog

    context = window.context  # type: ignore[attr-defined]
    session = context.require_session()
    table = session.tables(session.rounds()[0].id)[0]
    dialog = ResultDialog(context, table.id, window)  # type: ignore[arg-type]
    dialog.resize(1340, 740)
    dialog.move(10, 4)
    dialog.show()
    dialog.activateWindow()
    settle(app)
    dialog.sheet.focus_cell(dialog.sheet.first_cell())
    settle(app)
    rows = [("41", "12", "20", "9", "2", "9", "4"), ("41", "12", "20", "9", "2", "9", "4"), ("40", "9"), ("8", "1")]
    for row in rows:
        for k, value in enumerate(row[:2]):
            QTest.keyClicks(dialog.focusWidget(), value)
            QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab if k == 0 else Qt.Key.Key_Return)
    for column in ("armies_inside", "armies_outside", "cards", "territories_inside", "territories_outside"):
        for r in (0, 1):
            QTest.keyClicks(dialog.focusWidget(), rows[r][2 + ("armies_inside", "armies_outside", "cards",
                                                                        "territories_inside",
                                                                        "territories_outside").index(column)])
            QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    QTest.keyClicks(dialog.focusWidget(), "5")  # Anna's die typed, Bruno's still awaited
    shoot(app, dialog, out)
    dialog.close()


def main(folder: str) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from referee_app.store.store import Store
    from referee_app.ui.app import build_window
    from referee_app.ui.window.i18n import install_language
    from referee_app.ui.window.settings import Settings

    app = QApplication(sys.argv)
    install_language(app, "it")
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "day.db"
        event(db)
        store = Store.open(db)
        settings = Settings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        settings.set_referee_name("Mario Rossi")
        window = build_window(settings, store)
        window.resize(1366, 768)
        window.move(0, 0)
        window.show()
        window.context.open_event(window.context.store.events()[0].id)  # type: ignore[attr-defined]
        settle(app)
        band_setup(app, window, Path(folder) / "rounds-bands-1366.png")
        draw_first_round(window)
        sheet_tie(app, window, Path(folder) / "result-sheet-tie-1366.png")
        window.close()
        store.close(backup=False)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
