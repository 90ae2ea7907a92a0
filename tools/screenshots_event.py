"""Screenshots of the event and players pages at 1366x768, in Italian, on a temp database.

    xvfb-run -a -s "-screen 0 1920x1080x24" python tools/screenshots_event.py docs/screenshots
"""
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.window.i18n import install_language
from referee_app.ui.event.page import EventPage
from referee_app.ui.players.page import PlayersPage
from referee_app.ui.window.settings import Settings

OUT = Path(sys.argv[1])
app = QApplication(sys.argv)
install_language(app, "it")
tmp = Path(tempfile.mkdtemp())
store = Store.open(tmp / "t.db")
settings = Settings(QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))


def grab(widget, name, over=None):
    """`over`: the page behind a dialog, so every screenshot is a 1366x768 screen."""
    app.processEvents()
    shot = widget.grab()
    if over is not None:
        from PySide6.QtGui import QColor, QPainter
        back = over.grab()
        painter = QPainter(back)
        painter.fillRect(back.rect(), QColor(0, 0, 0, 90))
        painter.drawPixmap((back.width() - shot.width()) // 2, (back.height() - shot.height()) // 2, shot)
        painter.end()
        shot = back
    shot.save(str(OUT / name))
    print("saved", name, shot.width(), shot.height())


# first run: empty database, the wizard
empty_ctx = AppContext(store, settings)
page = EventPage(empty_ctx)
page.resize(1366, 768)
page.show()
for _ in range(5):
    app.processEvents()
w = page.wizard
w.details.name.setText("Torneo di Marsala 2026")
w.details.venue.setText("Marsala, Baglio Anselmi")
w.details.name.setText(w.details.name.text())
w.next()
w.ruleset.choices.setCurrentRow(0)
grab(w, "event-wizard-ruleset.png", page)
w.next()
w.pin.pin.setText("246800")
w.pin.pin_again.setText("246800")
w.pin.referee.setText("Giulia Bianchi")
w.accept()
page.close()

ctx = AppContext(store, settings)
event = ctx.require_session().event_id
store.create_event("Raduno di Trapani", "2026-03-14", "Trapani", builtin("raduno"), "123400")
store.create_event("Campionato regionale", "2025-10-05", "Palermo", builtin("nostra-passione-2018"), "123400")
names = [("Anna Rossi", "Marsala", "Sicilia", "Lilibeo", 1), ("Čita Horvat", "Zagreb", "Estero", "", 2),
         ("Nils Ødegård", "Oslo", "Estero", "", 3), ("Giuseppe Verdi", "Trapani", "Sicilia", "Drepanon", 1),
         ("Maria Esposito", "Napoli", "Campania", "Vesuvio", 2), ("Luca Bianchi", "Milano", "Lombardia", "", 3),
         ("Francesca Russo", "Roma", "Lazio", "Colosseo", 2),
         ("Salvatore Lo Presti", "Marsala", "Sicilia", "Lilibeo", 1),
         ("Chiara Ferrari", "Torino", "Piemonte", "", 3), ("Davide Romano", "Bari", "Puglia", "", 2),
         ("Elena Colombo", "Bergamo", "Lombardia", "", 1), ("Matteo Ricci", "Firenze", "Toscana", "Giglio", 2),
         ("Sofia Marino", "Palermo", "Sicilia", "Conca d'Oro", 3), ("Alessandro Greco", "Lecce", "Puglia", "", 1),
         ("Giorgia Bruno", "Cagliari", "Sardegna", "", 2), ("Federico Gallo", "Genova", "Liguria", "", 3),
         ("Martina Conti", "Bologna", "Emilia-Romagna", "Felsina", 1), ("Andrea De Luca", "Salerno", "Campania", "", 2),
         ("Valentina Mancini", "Pescara", "Abruzzo", "", 3), ("Nicolò Barbieri", "Verona", "Veneto", "", 1),
         ("Simone Fontana", "Trento", "Trentino", "", 2), ("Ilaria Santoro", "Catania", "Sicilia", "Etna", 3),
         ("Gabriele Mariani", "Perugia", "Umbria", "", 1), ("Beatrice Rinaldi", "Ancona", "Marche", "", 2)]
for i, (n, c, r, t, b) in enumerate(names):
    store.add_player(event, n, c, r, t, b, present=i % 5 != 3)
ctx.open_event(event)

page = EventPage(ctx)
page.resize(1366, 768)
page.show()
grab(page, "event-page.png")
page.close()

players = PlayersPage(ctx)
players.resize(1366, 768)
players.show()
app.processEvents()
players.select(store.players(event)[1].id)
grab(players, "players-page.png")
players.search.setText("sicil")
grab(players, "players-search.png")
players.search.clear()
players.add_player()
players.dialog.name.setText("Anna  rossi")
players.dialog.club.setText("Marsala")
grab(players.dialog, "players-dialog.png", players)
players.dialog.reject()

csv = tmp / "iscritti.csv"
csv.write_text("nome;club;regione;fascia;presente\nDario Neri;Trapani;Sicilia;1;sì\nÉmile Durand;Lyon;Estero;due;sì\n"
               ";Palermo;Sicilia;2;no\nanna rossi;Marsala;Sicilia;1;sì\nPaolo Costa;Como;Lombardia;;forse\n"
               "Dario Neri;Erice;Sicilia;3;no\n", "utf-8")
players.import_csv()
d = players.import_dialog
d.load(csv)
d.resize(1000, 640)
grab(d, "players-import-errors.png", players)
store.close(backup=False)
