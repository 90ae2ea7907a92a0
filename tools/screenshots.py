"""Screenshots of the real window as a referee sees it: every tab, the projector, the table page in the
sdadata, the print dialog and Qt's file dialog, on a screen of 1366x768 or 1920x1080 with a window manager;
and the hall desk's pictures (docs/hall.md, docs/penalty.md): the table page after a turn end undone with
Ctrl+Z (`table`), a card-count penalty's consequence before it applies (`table-penalty`), the Turni page with
the next round drawn and two players of two tables selected for a swap (`rounds`).

    Xvfb :95 -screen 0 1366x768x24 & DISPLAY=:95 openbox &
    DISPLAY=:95 python tools/screenshots.py docs/screenshots/app 320      # 80 tables, 320 players
    (the same on a 1920x1080x24 display for the large shots)

It builds a fresh database in a temporary folder (an event of PLAYERS players, 32 by default, with the
longest names of the test data; round 1 drawn and under way: tables playing, paused, in the last round, in
the sdadata, waiting for a result, confirmed), opens the window maximised on it in Italian and saves
`<prefix>-<shot>-<screen width>.png`, each of the whole screen (ImageMagick `import -window root`), so what
the window manager did to the window is in the picture.
"""

from __future__ import annotations

import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

NAMES = ["Anna Ødegård", "Bruno Čita", "Carla Perù", "Dario Bianchi", "Elena Verdi", "Fabio Neri", "Gina Russo",
         "Ivo Galli", "Luca Conti", "Marta Greco", "Nino Costa", "Olga Riva", "Pia Fontana", "Rocco Marino",
         "Sara Lombardi", "Ugo Ferri", "Vera Gallo", "Zeno Bruno", "Alba Moretti", "Bice Serra", "Ciro Esposito",
         "Dina Ricci", "Ezio Longo", "Flavia Villa", "Gino Leone", "Ilaria Fabbri", "Lino Caruso", "Mara Gatti",
         "Nello Ferrara", "Ornella Sala", "Pino De Luca", "Rita Mancini"]
CLUBS = [("RCU Egadi", "Sicilia"), ("Tana del Drago", "Lazio"), ("Carri Armati", "Campania"),
         ("Dadi Rossi", "Lombardia")]


FIRST = ["Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Ivo", "Luca", "Marta", "Nino", "Olga",
         "Pia", "Rocco", "Sara", "Ugo", "Maria Antonietta", "Giovanni Battista"]
LAST = ["Ødegård", "Čita", "Perù", "Bianchi", "Scarpellini-Bonaventura", "Lo Presti", "Esposito", "Fontana",
        "Dell'Acqua Santangelo", "Russo", "Marino", "Greco", "Villa", "Caruso", "Gatti", "Sala", "Moretti", "Serra"]


def names(count: int) -> list[str]:
    """`count` different names, the longest of the test data among them (a 320-player hall)."""
    if count <= len(NAMES):
        return NAMES[:count]
    return [f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST) + i) % len(LAST)]}" for i in range(count)]


def demo(path: Path, clock: list[float], players: int = 32) -> None:
    from referee_app.rules.sdadata import TurnEvent
    from referee_app.rules.table.actions import ClockPause, RefereeCall, TimeExpired
    from referee_app.ops import rounds
    from referee_app.ops.deals import generate_deal
    from referee_app.ops.hall import HallOperations
    from referee_app.ops.results import ResultOperations
    from referee_app.ops.session import Session
    from referee_app.ops.table_ops import TableOperations
    from referee_app.rules.ruleset import builtin
    from referee_app.store.store import Store

    store = Store.open(path)
    event = store.create_event("13° Torneo La guerra solo per gioco", "2026-11-22", "Marsala",
                               builtin("raduno"), "432100")
    for i, name in enumerate(names(players)):
        club, region = CLUBS[i % 4]
        store.add_player(event, name, club=club, region=region, band=1 + i * 4 // players)
    session = Session(store, event, referee="Mario Rossi", clock=lambda: clock[0])
    round_id = rounds.confirm_round(session, rounds.propose(session, seed=2026)).value.id
    HallOperations(session).start_all()
    rng = random.Random(5)
    tables = session.tables(round_id)
    deals = [generate_deal(session, table.id, seed=number) for number, table in enumerate(tables)]  # at the start
    clock[0] += 80 * 60
    for number, table in enumerate(tables):
        index = number % 10 if len(tables) > 8 else number  # a big hall: the same mix of phases every ten
        ops = TableOperations(session, table.id)
        seated = list(session.seat_names(table))
        deal = deals[number]
        if index == 1:
            ops.act(ClockPause())
        if index < 3 or index > 7:
            continue
        ops.act(TimeExpired(seated[index % 4]))
        turns = {3: 2, 4: 3, 5: 9, 6: 9, 7: 9}[index]
        for _ in range(turns):
            player = ops.likely_turn()
            if player is None or session.table_state(table.id).ended:
                break
            rolls = ops.forecast(TurnEvent(player)).rolls
            ops.act(TurnEvent(player, roll=(3 if index >= 6 else 9) if rolls else None))
        if index == 7:
            results = ResultOperations(session)
            final = results.draft(table.id)
            for entry in final["players"]:
                hand = deal.hands[entry["name"]]
                entry["territories"] = {t: 1 + rng.randrange(4) for t in hand}
                entry["objective"] = list(hand[:7])
                entry["cards"] = rng.randrange(5)
                entry["die"] = rng.randint(1, 6)
            results.confirm(table.id, final)
    if tables:
        TableOperations(session, tables[2].id).act(RefereeCall(True))
    clock[0] += 8 * 60
    store.close(backup=False)


def settle(app: object, seconds: float = 1.0) -> None:
    """Let the window manager map, place and size the windows and Qt paint them."""
    import time

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()  # type: ignore[attr-defined]
        time.sleep(0.02)


def shoot(app: object, prefix: str, name: str, width: int) -> None:
    import subprocess

    settle(app)
    out = Path(f"{prefix}-{name}-{width}.png")
    out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["import", "-window", "root", str(out)], check=True)
    print(out)


def extra_shots(app: object, window: object, prefix: str, width: int) -> None:
    """The projector, the table page on a table in the sdadata, the print dialog and its file dialog."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from referee_app.ui.hall.page import HallTab
    from referee_app.ui.table.page import TablePage
    from referee_app.ui.printing.dialog import PrintDialog, ask_pdf_path

    hall = window.page_named("HallTab")  # type: ignore[attr-defined]
    assert isinstance(hall, HallTab)
    board = hall.board
    board.show_projector()
    shoot(app, prefix, "projector", width)
    assert board.projector is not None
    board.projector.close()
    table_page = window.page_named("TablePage")  # type: ignore[attr-defined]
    assert isinstance(table_page, TablePage)
    window.show_page("TablePage")  # type: ignore[attr-defined]
    sdadata = next((t for t in board.model.tiles() if t.phase == "sdadata"), None)
    if sdadata is not None:
        table_page.show_table(sdadata.table_id)
    shoot(app, prefix, "table-sdadata", width)
    dialog = PrintDialog(window.context, window)  # type: ignore[attr-defined]
    dialog.open()
    shoot(app, prefix, "print", width)

    def file_dialog() -> None:
        shoot(app, prefix, "file-dialog", width)
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not dialog:
            modal.close()

    QTimer.singleShot(1500, file_dialog)
    ask_pdf_path(dialog, dialog.suggested_name())
    dialog.close()


def desk_shots(app: object, window: object, prefix: str, width: int) -> None:
    """The table page after an undo and with a card-count penalty, then the Turni page mid-swap: the round's
    missing results are confirmed first (as the program's demo confirms its first round), so the next one
    can be drawn."""
    import random

    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from referee_app.ops.demo import confirm_plausible
    from referee_app.ui.hall.page import HallTab
    from referee_app.ui.rounds.page import RoundsPage
    from referee_app.ui.table.page import TablePage

    hall = window.page_named("HallTab")  # type: ignore[attr-defined]
    table = window.page_named("TablePage")  # type: ignore[attr-defined]
    assert isinstance(hall, HallTab) and isinstance(table, TablePage)
    window.show_page("TablePage")  # type: ignore[attr-defined]
    playing = next(x for x in hall.board.model.tiles() if x.phase == "playing" and not x.paused)
    table.show_table(playing.table_id)
    table.turn_form.conquered.setValue(2)
    table.end_turn_action.trigger()
    settle(app)
    QTest.keyClick(window.focusWidget() or window, Qt.Key.Key_Z,  # type: ignore[attr-defined]
                   Qt.KeyboardModifier.ControlModifier)
    shoot(app, prefix, "table", width)
    assert table.current is not None
    table.penalty_panel.select_penalty("cards_in_hand", table.current.seats[1].name)
    table.penalty_panel.cards_count.setValue(9)
    table.penalty_panel.cards_count.setFocus()
    shoot(app, prefix, "table-penalty", width)

    session = window.context.require_session()  # type: ignore[attr-defined]
    rng = random.Random(3)
    for tile in hall.board.model.tiles():
        if tile.phase != "confirmed":
            confirm_plausible(session, tile.table_id, rng)
    window.show_page("RoundsPage")  # type: ignore[attr-defined]
    rounds = window.page_named("RoundsPage")  # type: ignore[attr-defined]
    assert isinstance(rounds, RoundsPage)
    rounds.refresh()
    rounds.draw()
    assert rounds.proposal is not None
    drawn = rounds.proposal.draw.tables
    rounds.proposal_box.select_players(drawn[0].players[2], drawn[1].players[1])
    shoot(app, prefix, "rounds", width)


DESK_SHOTS = ("table", "rounds")  # made by desk_shots, after the other tabs


def main(prefix: str, players: int = 32) -> None:
    import time

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from referee_app.store.store import Store
    from referee_app.ui.app import build_window, set_identity
    from referee_app.ui.window.i18n import install_language
    from referee_app.ui.window.settings import Settings

    app = QApplication(sys.argv)
    set_identity(app)
    install_language(app, "it")
    screen = app.primaryScreen().size()
    clock = [time.time() - 88.5 * 60]
    with tempfile.TemporaryDirectory(prefix="arbitro-") as tmp:
        db = Path(tmp) / "torneo.db"  # the status bar shows the path
        demo(db, clock, players)
        store = Store.open(db)
        settings = Settings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        settings.set_referee_name("Mario Rossi")
        window = build_window(settings, store)
        window.showMaximized()
        settle(app, 5)
        for index in range(window.tabs.count()):
            window.tabs.setCurrentIndex(index)
            name = type(window.page(index)).__name__.removesuffix("Page").removesuffix("Tab").lower()
            if name in DESK_SHOTS:
                continue
            shoot(app, prefix, name, screen.width())
            print("  window", window.frameGeometry().width(), "x", window.frameGeometry().height())
        extra_shots(app, window, prefix, screen.width())
        desk_shots(app, window, prefix, screen.width())
        window.close()
        store.close(backup=False)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "screenshots/app", int(sys.argv[2]) if len(sys.argv) > 2 else 32)
