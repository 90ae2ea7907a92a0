"""The pictures of the referee's guides (docs/guida-arbitro.md, docs/referee-guide.md): the real window on the
demo event of `referee-app demo`, in Italian, at 1366x768.

    Xvfb :16 -screen 0 1366x768x24 & DISPLAY=:16 python tools/guide_screenshots.py docs/screenshots

Saves guide-<event|players|rounds|hall|table|result|standings|print>.png; a dialog is drawn over the page
behind it, so every picture is a whole 1366x768 screen.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main(out: Path) -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QColor, QPainter, QPixmap
    from PySide6.QtWidgets import QApplication, QWidget

    from referee_app.ops.demo import build_demo
    from referee_app.ops.session import Session
    from referee_app.store.store import Store
    from referee_app.ui.app import build_window
    from referee_app.ui.window.i18n import install_language
    from referee_app.ui.printing.dialog import PrintDialog
    from referee_app.ui.result.dialog import ResultDialog
    from referee_app.ui.window.settings import Settings

    app = QApplication(sys.argv)
    install_language(app, "it")
    out.mkdir(parents=True, exist_ok=True)

    def settle() -> None:
        for _ in range(8):
            app.processEvents()

    def save(shot: QPixmap, name: str) -> None:
        shot.save(str(out / f"guide-{name}.png"))
        print(out / f"guide-{name}.png", shot.width(), shot.height())

    def over(page: QWidget, dialog: QWidget) -> QPixmap:
        settle()
        back = page.grab()
        front = dialog.grab()
        painter = QPainter(back)
        painter.fillRect(back.rect(), QColor(0, 0, 0, 90))
        painter.drawPixmap((back.width() - front.width()) // 2, (back.height() - front.height()) // 2, front)
        painter.end()
        return back

    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "demo.db"
        build_demo(db, 10)
        store = Store.open(db)
        settings = Settings(QSettings(str(Path(tmp) / "s.ini"), QSettings.Format.IniFormat))
        settings.set_referee_name("Giulia Bianchi")
        window = build_window(settings, store)
        window.resize(1366, 768)
        window.show()
        settle()
        pages = {type(window.page(i)).__name__: i for i in range(window.tabs.count())}  # built when first asked

        def tab(name: str) -> QWidget:
            index = next(i for cls, i in pages.items() if cls.lower().startswith(name))
            window.tabs.setCurrentIndex(index)
            settle()
            page = window.page(index)
            assert page is not None
            return page

        for name in ("event", "players", "rounds", "hall", "standings"):
            tab(name)
            save(window.grab(), name)

        session = Session(store, store.events()[0].id)
        first, second = session.rounds()
        sdadata_table = session.tables(second.id)[3]  # the demo's round 2 table 4 is in the sdadata
        table_page = tab("table")
        table_page.show_table(sdadata_table.id)  # type: ignore[attr-defined]
        settle()
        save(window.grab(), "table")

        tied = session.tables(first.id)[0]  # round 1 table 1: the tie the die decided
        result = ResultDialog(window.context, tied.id, window)  # type: ignore[attr-defined]
        result.resize(1240, 700)
        result.show()
        save(over(window, result), "result")
        result.close()

        printing = PrintDialog(window.context, window)  # type: ignore[attr-defined]
        printing.show()
        save(over(window, printing), "print")
        printing.close()
        window.close()
        store.close(backup=False)


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
