"""Every page and every dialog walked in Italian and in English: each text a referee can read (labels, buttons,
group titles, window titles, tabs, menus, column headers, table cells, list and combo items, placeholders,
tooltips, the status bar, message boxes and confirmations) must be made of catalogue texts of that language
(referee_app/texts, placeholders matching anything), of the event's own data (names, clubs, the board's
territories, the rulesets' names and parameter values, the casistica's rulings in that language), numbers, or Qt's
own standard buttons (tests/walk_texts.py). Whatever is left once those are taken out is a text that bypassed
the catalogue, or one in the other language (an Italian-only text in the English window fails the same way)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QInputDialog, QMainWindow, QMessageBox, QWidget
from pytestqt.qtbot import QtBot

from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.texts import entries, t
from referee_app.ui.app import build_window
from referee_app.ui.window.i18n import install_language
from referee_app.rules.table.actions import read_action
from tests.cli_helpers import ROOT
from tests.ui_fixtures import Questions, temp_settings
from tests.walk_texts import (CLUB, COLOURS, EVENT, NAMES, REFEREE, REGION, RULING, SYSTEM_ERROR,
                              leftover, menu_texts, texts_of)


# ---- the walk ---------------------------------------------------------------------------------------------

class Shown:
    """Every text seen, and the message boxes and confirmations the walk brought up."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.bad: list[tuple[str, str, str]] = []
        self.dialogs: set[str] = set()
        self.read = 0

    def check(self, where: str, texts: Iterable[tuple[str, str]]) -> None:
        for place, text in texts:
            self.read += bool(text.strip())
            rest = leftover(text, self.language) if text else ""
            if rest:
                self.bad.append((f"{where}: {place}", text[:160], rest[:80]))

    def dialog(self, dialog: QWidget) -> None:
        """Every text of a dialog, its hidden tabs and steps included."""
        QApplication.processEvents()
        self.dialogs.add(type(dialog).__name__)
        self.check(type(dialog).__name__, texts_of(dialog, everything=True))


def _event(store: Store) -> tuple[int, list[int]]:
    event = store.create_event(EVENT[0], EVENT[1], EVENT[2], builtin("raduno"), "432100")
    ids = [store.add_player(event, name, club=CLUB, region=REGION) for name in NAMES]
    round_id = store.add_round(event, 1)
    first = store.add_table(round_id, 1, list(zip(ids[:4], COLOURS)))
    second = store.add_table(round_id, 2, list(zip(ids[4:], COLOURS)))
    session = Session(store, event, referee=REFEREE)
    session.record(first, read_action("clock_start", {}))
    session.record(first, read_action("penalty", {"kind": "army_cap", "player": NAMES[1], "armies_on_board": 140,
                                      "self_declared": False}))
    session.record(first, read_action("time_expired", {"player": NAMES[1]}))
    return event, [first, second]


def _capture_boxes(monkeypatch: pytest.MonkeyPatch, shown: Shown) -> None:
    """Message boxes are not shown: their title, text and buttons are checked instead."""
    def static(kind: str) -> Callable[..., object]:
        def box(parent: object, title: str, text: str, *args: object, **kwargs: object) -> object:
            shown.check(f"QMessageBox.{kind}", [("title", title), ("text", text)])
            return QMessageBox.StandardButton.Yes if kind == "question" else QMessageBox.StandardButton.Ok
        return box

    for kind in ("warning", "critical", "information", "question", "about"):
        monkeypatch.setattr(QMessageBox, kind, static(kind))

    def choose(parent: object, title: str, label: str, items: list[str], *args: object, **kwargs: object) -> object:
        shown.check("QInputDialog.getItem", [("title", title), ("label", label), *(("item", i) for i in items)])
        return items[-1], True

    monkeypatch.setattr(QInputDialog, "getItem", choose)

    def execute(box: QMessageBox) -> int:
        shown.dialog(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", execute)


def _band_dialog(tmp_path: Path, settings: object) -> QDialog:
    """The bands of a first draw by ranking (an event of its own: the walk's event draws at random)."""
    from referee_app.ops import players_ops
    from referee_app.ops.round_bands import next_round_bands
    from referee_app.ui.context import AppContext
    from referee_app.ui.rounds.band_dialog import BandDialog
    from referee_app.ui.rounds.texts import DrawTexts
    from tests.test_ranking_bands import csv_text, session

    banded = session(tmp_path / "bands")
    players_ops.import_players_file(banded, csv_text(list(range(1, 17))).encode())
    context = AppContext(banded.store, settings)  # type: ignore[arg-type]
    context.open_event(banded.event_id)
    return BandDialog(context, lambda: next_round_bands(context.require_session()), DrawTexts().error)


def _open_dialogs(window: QMainWindow, shown: Shown, tmp_path: Path, tables: list[int],
                  monkeypatch: pytest.MonkeyPatch) -> None:
    from referee_app.ui.window import db_errors
    from referee_app.ui.deal.dialog import open_deal_dialog
    from referee_app.ui.printing.dialog import PrintDialog
    from referee_app.ui.result.dialog import open_result_dialog
    from referee_app.ui.result.widgets import CorrectionDialog
    from referee_app.ui.printing.saved_notice import SavedNotice

    context = window.context  # type: ignore[attr-defined]
    pages = {type(window.page(i)).__name__: window.page(i) for i in range(window.tabs.count())}  # type: ignore[attr-defined]

    def top_dialogs() -> list[QDialog]:
        return [w for w in QApplication.topLevelWidgets() if isinstance(w, QDialog) and w.isVisible()]

    def walk_open(opener: Callable[[], object]) -> None:
        before = set(map(id, top_dialogs()))
        opener()
        QApplication.processEvents()
        opened = [d for d in top_dialogs() if id(d) not in before]
        assert opened, f"no dialog opened by {opener}"
        for dialog in opened:
            shown.dialog(dialog)
            dialog.close()

    # the event: the wizard (every step), the deck, the PIN
    event_page = pages["EventPage"]
    walk_open(event_page.new_event)
    walk_open(event_page.edit_deck)
    walk_open(event_page.change_pin)
    # players: new, edit, the CSV import
    players = pages["PlayersPage"]
    walk_open(players.add_player)
    walk_open(players.import_csv)
    # rounds: bands, seat order
    rounds = pages["RoundsPage"]
    shown.dialog(_band_dialog(tmp_path, context.settings))
    assert rounds.saved_model.rowCount() == 2
    shown.dialog(rounds.seat_dialog(rounds.saved_model.table(0)))
    # the table: deal, result (form and score sheet), correction, a penalty's and a ruling's confirmation
    walk_open(lambda: open_deal_dialog(context, tables[0], window))
    result = open_result_dialog(context, tables[0], window)
    shown.dialog(result)
    result.modes.setCurrentIndex(result.modes.count() - 1)  # the score sheet
    shown.dialog(result)
    result.close()
    shown.dialog(CorrectionDialog(window))
    table_page = pages["TablePage"]
    questions = Questions()
    monkeypatch.setattr("referee_app.ui.widgets.confirm.ask", questions)
    window.tabs.setCurrentIndex(list(pages).index("TablePage"))
    table_page.show_table(tables[0])
    table_page.penalty_panel.select_penalty("army_cap", NAMES[2])
    table_page.penalty_panel.armies.setValue(140)
    shown.check("TablePage with a penalty", texts_of(table_page))
    table_page.apply_penalty()
    assert questions.asked, "the penalty asked nothing"
    table_page.show_table(tables[1])  # time expired at a table whose clock has not started: asked, then said
    table_page.ask_time_expired()
    table_page.ruling_box.ruling_text.setText(RULING)
    assert table_page.record_ruling()
    shown.check("confirmations", [(q[0], text) for q in questions.asked for text in q])
    shown.check("TablePage after a penalty and a ruling", texts_of(table_page, everything=True))
    # casistica: a ruling at a table, an event's own entry
    casistica = pages["CasisticaPage"]
    casistica.show_entry_id("deal-last-card-swap")
    walk_open(casistica.open_ruling_dialog)
    walk_open(casistica.open_entry_dialog)
    # the hall on the projector, the About box
    hall = pages["HallTab"].board
    hall.show_projector()
    assert hall.projector is not None
    shown.dialog(hall.projector)
    hall.projector.close()
    next(a for a in window.findChildren(QAction) if a.text() == t("window.about_key")).trigger()
    # printing and the word after it
    printing = PrintDialog(context, window)
    printing.show()
    shown.dialog(printing)
    printing.close()
    shown.dialog(SavedNotice(tmp_path / "sheets.pdf", lambda path: None, window))
    # the national ranking: the circuit's details, the export's checks
    from referee_app.ui.event.circuit_dialog import CircuitDialog, RankingExportDialog

    for ranking in (CircuitDialog(context, window), RankingExportDialog(context, window)):
        ranking.show()
        shown.dialog(ranking)
        ranking.close()
    # the database: a fault, a damaged log, the offer to restore a backup and the restore itself
    shown.check("database", [("fault", db_errors.database_message(OSError(SYSTEM_ERROR), tmp_path / "x.db") or "")])
    _damage_and_restore(window, shown, tmp_path, monkeypatch)


def _damage_and_restore(window: QWidget, shown: Shown, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A database with a damaged entry (tests/test_ui_db_faults.py): the box says so, the referee restores."""
    from referee_app.ui.window import db_errors
    from tests.store.helpers import PIN
    from tests.test_ui_db_faults import _damaged

    path = tmp_path / "damaged.db"
    _, good = _damaged(path)
    damaged = Store.open(path)
    problem = db_errors.damage(damaged)
    assert problem is not None
    accept = QMessageBox.ButtonRole.AcceptRole
    monkeypatch.setattr(QMessageBox, "clickedButton",
                        lambda box: next(b for b in box.buttons() if box.buttonRole(b) == accept))

    def choose_file(parent: object, title: str, *args: object, **kwargs: object) -> tuple[str, str]:
        shown.check("QFileDialog", [("title", title)])
        return str(good), ""

    def ask_pin(parent: object, title: str, prompt: str = "") -> str:
        shown.check("PIN", [("title", title), ("prompt", prompt)])
        return PIN

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose_file)
    monkeypatch.setattr("referee_app.ui.widgets.pin_prompt.ask", ask_pin)
    restored = db_errors.offer_restore(window, damaged, problem)
    assert not restored.read_only
    restored.close(backup=False)


def test_every_page_and_dialog_speaks_one_language(qtbot: QtBot, tmp_path: Path, language: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    shown = Shown(language)
    _capture_boxes(monkeypatch, shown)
    store = Store.open(tmp_path / "walk.db")
    _, tables = _event(store)
    settings = temp_settings(tmp_path)
    settings.set_referee_name(REFEREE)
    window = build_window(settings, store)
    qtbot.addWidget(window)
    window.resize(1366, 768)
    window.show()
    for index in range(window.tabs.count()):
        window.tabs.setCurrentIndex(index)
        QApplication.processEvents()
        page = window.page(index)
        shown.check(type(page).__name__, [("tab", window.tabs.tabText(index)), *texts_of(page, everything=True)])
    shown.check("MainWindow", [("title", window.windowTitle()), *menu_texts(window)])
    _open_dialogs(window, shown, tmp_path, tables, monkeypatch)
    window.close()
    store.close(backup=False)
    assert shown.bad == [], "\n".join(map(str, shown.bad))
    assert shown.read > 1000, shown.read  # the walk read the window, not an empty one
    assert shown.dialogs >= _DIALOGS, sorted(_DIALOGS - shown.dialogs)


def _dialog_classes() -> set[str]:
    """Every dialog class of the window (a QDialog, QWizard or QMessageBox subclass): the walk opens each."""
    found = set()
    for path in (ROOT / "referee_app" / "ui").rglob("*.py"):
        found |= set(re.findall(r"^class (\w+)\((?:QDialog|QWizard|QMessageBox)\)", path.read_text("utf-8"), re.M))
    return found


_DIALOGS = _dialog_classes()


def test_the_walk_knows_every_dialog() -> None:
    assert {"PrintDialog", "ResultDialog", "DealDialog", "EventWizard"} <= _DIALOGS


def test_leftover_finds_what_is_not_a_catalogue_text() -> None:
    """The check itself: catalogue texts with their placeholders filled and data pass; anything else stays."""
    install = entries()
    italian = next(v["it"] for v in install.values() if "%1" in v["it"] and len(v["it"]) > 20)
    filled = italian.replace("%1", "Bruno Čita").replace("%2", "12").replace("%3", "Alaska")
    assert leftover(filled, "it") == ""
    assert leftover("Tavolo 3 · Anna Ødegård · Alaska", "it") == ""
    assert leftover("Tavolo 3: untranslated words", "it") == "untranslated words"
    english = next(v for v in install.values() if v["it"] != v["en"] and " " in v["it"])
    assert leftover(english["it"], "en") != ""  # an Italian-only text in the English window
