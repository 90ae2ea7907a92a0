"""Fault injection in the window (issue 14, faults 4 and 5): a damaged log entry opens the window read-only and
offers a restore; database faults behind any action become a dialog, not a traceback."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from referee_app.store.errors import DiskFull, ReadOnlySession
from referee_app.store.store import Store
from referee_app.texts import set_language, t
from referee_app.ui.window import db_errors
from referee_app.ui.app import build_window
from referee_app.ui.window.settings import Settings
from tests.store.helpers import PIN, index_out_of_step, make_event, scribble_over_fourth_note, table_with_notes
from tests.ui_fixtures import PinRequests


def _damaged(path: Path, damage: str = "entry") -> tuple[int, Path]:
    """A database whose 4th log entry has bytes that are not text (`damage` "entry"), or whose log's index is
    out of step with it ("index": only SQLite's integrity check sees it); returns (table, a good backup)."""
    with Store.open(path) as store:
        table = table_with_notes(store)
        good = store.backup()
    if damage == "index":
        index_out_of_step(path)
    else:
        scribble_over_fourth_note(path)
    return table, good


@pytest.fixture
def italian() -> Iterator[None]:
    """The window in Italian: it says a fault in its language only (the command line says both)."""
    set_language("it")
    yield
    set_language("en")


def _answer(monkeypatch: pytest.MonkeyPatch, role: QMessageBox.ButtonRole) -> list[str]:
    """Make the damage dialog answer with the button of `role`; collect the critical dialogs shown."""
    monkeypatch.setattr(QMessageBox, "exec", lambda self: 0)
    monkeypatch.setattr(QMessageBox, "clickedButton",
                        lambda self: next(b for b in self.buttons() if self.buttonRole(b) == role))
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: shown.append(text))
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: shown.append(text))
    return shown


def test_fault4_window_opens_read_only_on_a_damaged_entry(qtbot: QtBot, tmp_path: Path, italian: None,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "torneo.db"
    table, _ = _damaged(path)
    before = sorted((tmp_path / "torneo-backups").glob("auto-*.db"))
    store = Store.open(path)
    problem = db_errors.damage(store)
    assert problem is not None and "entry 4" in problem and "not text" in problem
    shown = _answer(monkeypatch, QMessageBox.ButtonRole.RejectRole)
    store = db_errors.offer_restore(None, store, problem)  # type: ignore[arg-type]
    assert store.read_only
    window = build_window(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)), store)
    qtbot.addWidget(window)
    assert len(store.actions(table)) == 5  # the damaged entry reads, marked, with the others
    with pytest.raises(ReadOnlySession) as info:
        store.append(table, "note", {"text": "nuova"}, "Anna")
    previous = db_errors.install_hook(window, path)
    try:
        sys.excepthook(ReadOnlySession, info.value, None)
    finally:
        sys.excepthook = previous
    assert shown and "sola lettura" in shown[-1] and "db restore" in shown[-1]
    assert "voce 4" in shown[-1] and "non sono testo" in shown[-1] and "The database" not in shown[-1]
    window.close()
    for timer in window.findChildren(QTimer):  # the periodic backup must not fire on the closed store later
        timer.stop()
    store.close()
    assert sorted((tmp_path / "torneo-backups").glob("auto-*.db")) == before  # a damaged file is not copied


def test_fault4_the_offered_restore_puts_the_backup_back(qtbot: QtBot, tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch,
                                                        pin_requests: PinRequests) -> None:
    path = tmp_path / "torneo.db"
    table, good = _damaged(path)
    store = Store.open(path)
    shown = _answer(monkeypatch, QMessageBox.ButtonRole.AcceptRole)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(good), ""))
    pin_requests.answer = PIN
    restored = db_errors.offer_restore(None, store, "damaged")  # type: ignore[arg-type]
    try:
        # the PIN asked the one way the window asks it, saying whose PIN it is
        assert pin_requests.asked == [t("database.restore")]
        assert pin_requests.prompts == [t("database.head_referee_pin_of")]
        assert not restored.read_only and restored.verify_chain().ok
        assert len(restored.actions(table)) == 5
        assert "pre-restore-" in shown[-1]
    finally:
        restored.close(backup=False)


def test_fault5_database_faults_escaping_a_slot_become_one_dialog(tmp_path: Path, italian: None,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    shown = _answer(monkeypatch, QMessageBox.ButtonRole.RejectRole)
    path = tmp_path / "torneo.db"
    previous = db_errors.install_hook(None, path)  # type: ignore[arg-type]
    try:
        sys.excepthook(DiskFull, DiskFull(str(path)), None)
        raw = sqlite3.OperationalError("database or disk is full")
        sys.excepthook(sqlite3.OperationalError, raw, None)
    finally:
        sys.excepthook = previous
    assert len(shown) == 2 and all("pieno" in text and str(path) in text for text in shown)
    assert not any("The disk" in text for text in shown)


def test_fault4_the_check_after_start_makes_the_open_window_read_only(qtbot: QtBot, tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The window opens before the damage check has its verdict (store/damage.py); the verdict then makes
    it read-only and offers the restore, and a write asked for meanwhile waits for it and is refused."""
    path = tmp_path / "torneo.db"
    table, _ = _damaged(path)
    store = Store.open(path)
    store.hold_writes_for_damage_check()
    window = build_window(Settings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)), store)
    qtbot.addWidget(window)
    asked: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda self: asked.append(self.text()) or 0)
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda self: None)  # "Open read-only"
    reopened: list[object] = []
    store.start_damage_check()
    db_errors.watch_damage(window, store, reopened.append)
    qtbot.waitUntil(lambda: bool(asked), timeout=10000)
    assert store.read_only and "entry 4" in asked[0] and reopened == []
    with pytest.raises(ReadOnlySession):
        store.append(table, "note", {"text": "nuova"}, "Anna")
    window.close()
    store.close()


def test_fault4_a_restore_offered_after_start_hands_the_window_the_restored_file(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pin_requests: PinRequests) -> None:
    path = tmp_path / "torneo.db"
    table, good = _damaged(path)
    store = Store.open(path)
    store.hold_writes_for_damage_check()
    _answer(monkeypatch, QMessageBox.ButtonRole.AcceptRole)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(good), ""))
    pin_requests.answer = PIN
    reopened: list[Store] = []
    store.start_damage_check()
    db_errors.watch_damage(None, store, reopened.append)  # type: ignore[arg-type]
    qtbot.waitUntil(lambda: bool(reopened), timeout=10000)
    restored = reopened[0]
    try:
        assert restored is not store and not restored.read_only
        restored.append(table, "note", {"text": "dopo il ripristino"}, "Anna")
        assert len(restored.actions(table)) == 6
    finally:
        restored.close(backup=False)


@pytest.mark.parametrize(("damage", "mode", "read_only", "dialogs"), [
    ("entry", "readonly", True, 1), ("entry", "restore", False, 2),
    ("index", "readonly", True, 1), ("index", "restore", False, 2),  # the open no longer runs integrity_check
])
def test_fault4_the_window_started_on_a_damaged_file(tmp_path: Path, damage: str, mode: str, read_only: bool,
                                                     dialogs: int) -> None:
    """The whole start (`run_gui`): the window opens, the check after start finds the damage and offers the
    restore; answered "read-only" the window stays on the damaged file read-only, answered "restore" a new
    window shows the restored file, writable, and the program still exits cleanly. A file only SQLite's
    integrity check finds damaged, which the window's open no longer checks, is caught the same way."""
    import os
    import subprocess

    from tests.cli_helpers import ROOT

    path = tmp_path / "torneo.db"
    _, good = _damaged(path, damage)
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tests.ui_damage_driver", str(path), str(good), mode],
                          capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.stdout.split() == ["dialogs", str(dialogs), "windows", "1", "read_only", str(read_only)]


def test_fault4_quit_when_ready_on_a_damaged_file_says_it_and_copies_nothing(tmp_path: Path) -> None:
    """`--quit-when-ready` (smoke tests, benchmarks) is ready before the check's verdict; the check then runs
    at close, before the backup: the damage is said on stderr and no copy of the damaged file is taken."""
    import os
    import subprocess

    from tests.cli_helpers import ROOT

    path = tmp_path / "torneo.db"
    _damaged(path)
    before = sorted((tmp_path / "torneo-backups").glob("auto-*.db"))
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "referee_app", "--db", str(path), "--quit-when-ready"],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0 and done.stdout.split() == ["ready"]
    assert "damaged: round 1, table 1" in done.stderr and "entry 4" in done.stderr
    assert sorted((tmp_path / "torneo-backups").glob("auto-*.db")) == before


@pytest.mark.parametrize(("mode", "code", "out"), [
    ("readonly", 1, []),  # the referee closes the dialog: no window on a damaged file, and the start failed
    ("restore", 0, ["dialogs", "2", "windows", "1", "read_only", "False"]),
])
def test_fault3_a_file_that_cannot_be_opened_offers_the_restore_in_the_window(tmp_path: Path, mode: str,
                                                                               code: int, out: list[str]) -> None:
    """A header zeroed by a failing disk: SQLite cannot open the file at all. The window says it in the
    referee's words (SQLite's report in the details), offers the restore with its button (a backup chosen,
    the PIN of that backup) and opens the restored file; closed instead, the program exits with status 1."""
    import os
    import subprocess

    from tests.cli_helpers import ROOT

    path = tmp_path / "torneo.db"
    _, good = _damaged(path)
    data = bytearray(path.read_bytes())
    data[:100] = b"\x00" * 100
    path.write_bytes(bytes(data))
    damaged = path.read_bytes()
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-m", "tests.ui_damage_driver", str(path), str(good), mode],
                          capture_output=True, text=True, env=env, timeout=120, cwd=ROOT)
    assert done.returncode == code, done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.stdout.split() == out
    kept = [p.read_bytes() for p in tmp_path.rglob("damaged-*.db")]
    if mode == "readonly":
        assert path.read_bytes() == damaged and kept == []  # closed: the file is left exactly as it was
    else:
        assert kept == [damaged]  # restored: the damaged file is kept aside, byte for byte


def test_every_event_filter_is_contained_like_a_slot() -> None:
    """An exception raised in a Python eventFilter is not a slot's: PySide 6.11 crashes reporting it during a
    tab switch (a damaged file did it in the fault suite). Every filter is decorated with `contained`."""
    import ast

    from tests.cli_helpers import ROOT

    bare = []
    for path in sorted((ROOT / "referee_app" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name == "eventFilter":
                names = {d.id for d in node.decorator_list if isinstance(d, ast.Name)}
                if "contained" not in names:
                    bare.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert bare == []
