"""Screenshots of the national circuit's pieces in the real window at 1366x768 (Xvfb + openbox), in Italian:
the deck dialog with the 16 official cards, a 4-player result typed by card number in sheet mode, the
standings with the ranking estimate, the export's checks.

    Xvfb :NN -screen 0 1366x768x24 & DISPLAY=:NN openbox &
    DISPLAY=:NN QT_QPA_PLATFORM=xcb python tools/screenshots_circuit.py docs/screenshots
"""
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from referee_app.ops.demo import DEMO_PIN, build_demo
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.rules.objectives import official_deck_cards
from referee_app.store.store import Store
from referee_app.ui.app import build_window
from referee_app.ui.event.circuit_dialog import RankingExportDialog
from referee_app.ui.event.deck_dialog import DeckDialog
from referee_app.ui.result.dialog import open_result_dialog
from referee_app.ui.window.i18n import install_language
from referee_app.ui.window.settings import Settings

OUT = Path(sys.argv[1])
SHEET = (("3", "41", "12"), ("6", "41", "10"), ("12", "40", "9"), ("16", "8", "3"))
app = QApplication(sys.argv)
install_language(app, "it")
tmp = Path(tempfile.mkdtemp())
build_demo(tmp / "demo.db", 10)
store = Store.open(tmp / "demo.db")
event = store.events()[0].id
# round 1 is confirmed: a deck loaded now takes the head referee's PIN (docs/store.md, outcome changes)
ResultOperations(Session(store, event, referee="Giulia Bianchi")).set_deck(official_deck_cards(), DEMO_PIN)
window = build_window(Settings(QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat)), store)
window.context.open_event(event)
window.showMaximized()


def settle(ms: int = 400) -> None:
    done = []
    QTimer.singleShot(ms, lambda: done.append(1))
    while not done:
        app.processEvents()


def shoot(name: str) -> None:
    settle()
    subprocess.run(["import", "-window", "root", str(OUT / name)], check=True)
    print("saved", name)


settle(1500)
deck = DeckDialog(window.context, window)
deck.resize(1000, 640)
deck.show()
shoot("circuit-deck-16-1366.png")
deck.close()

session = window.context.require_session()
waiting = [t for t in session.tables(session.rounds()[-1].id) if ResultOperations(session).result(t.id) is None]
dialog = open_result_dialog(window.context, waiting[-1].id, window)
dialog.modes.setCurrentIndex(0)  # the score sheet
for row, cells in enumerate(SHEET):
    for key, value in zip(("card", "objective_points", "outside_points"), cells):
        dialog.sheet.cells[(row, key)].setText(value)
settle()
shoot("circuit-sheet-by-card-1366.png")
dialog.close()

window.show_page("StandingsPage")  # the ranking estimate beside the standings
shoot("circuit-standings-estimate-1366.png")

checks = RankingExportDialog(window.context, window)
checks.show()
shoot("circuit-ranking-export-1366.png")
checks.close()
window.close()
store.close(backup=False)
