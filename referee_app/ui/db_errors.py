"""Database faults in the window: a dialog, never a traceback.

The pages catch the engine's refusals where they happen (each names its field); what the disk, the folder
or a damaged file do can happen behind any action, so they are caught once, for the whole window, by an
exception hook (PySide6 hands an exception escaping a slot to `sys.excepthook`). A log that does not
verify makes the window read-only on the damage and offers to restore a backup: the check runs once the
window is ready, in a thread, with writes waiting for its verdict (`watch_damage`, store/damage.py).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLineEdit, QMessageBox, QWidget

from referee_app.ops import database
from referee_app.ops.database import Database

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


translate = QCoreApplication.translate  # called with literal texts, so lupdate collects them


def database_message(exc: BaseException, path: Path) -> str | None:
    """The one line to show for a database fault, or None when `exc` is not one."""
    text = database.fault_text(exc, path)
    if text == "":
        text = translate("DatabaseErrors",
                         "The database %1 reported an error (%2): nothing more was recorded; close the "
                         "program, run `referee-app db verify` and restore a backup if it reports damage.")
        return text.replace("%1", str(path)).replace("%2", str(exc))
    return text


def install_hook(parent: QWidget, path: Path) -> Hook:
    """Show database faults escaping any slot as a dialog; other exceptions go to the previous hook."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        message = database_message(exc, path)
        if message is None:
            previous(kind, exc, tb)
            return
        QMessageBox.critical(parent, translate("DatabaseErrors", "Database problem"), message)

    sys.excepthook = hook
    return previous


damage = database.damage
CHECK_POLL_MS = 100


def watch_damage(parent: QWidget, store: Database, reopened: Callable[[Database], object]) -> QTimer:
    """Wait (without blocking the window) for the damage check the store runs in its thread; on damage the
    store is read-only already: say so and offer a restore. `reopened` gets the store the window must
    show instead when the damaged one was replaced (restored, or reopened after a failed restore)."""
    timer = QTimer(parent)

    def poll() -> None:
        if store.damage_check_pending():
            return
        timer.stop()
        problem = store.settle_damage_check()
        if problem is not None:
            replacement = offer_restore(parent, store, problem)
            if replacement is not store:
                reopened(replacement)

    timer.timeout.connect(poll)
    timer.start(CHECK_POLL_MS)
    return timer


def offer_restore(parent: QWidget, store: Database, problem: str) -> Database:
    """Tell the referee the log is damaged; open read-only, or restore a backup (the backup's PIN) and
    return the restored store. Any refusal of the restore leaves the damaged store open read-only."""
    store.set_read_only(problem)
    text = translate("DatabaseErrors",
                     "The log of %1 is damaged: %2. The window opens read-only: you can look and print, not "
                     "record. Restore a backup now?")
    box = QMessageBox(QMessageBox.Icon.Warning, translate("DatabaseErrors", "Damaged database"),
                      text.replace("%1", str(store.path)).replace("%2", problem), parent=parent)
    restore = box.addButton(translate("DatabaseErrors", "Restore a backup…"),
                            QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("DatabaseErrors", "Open read-only"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is not restore:
        return store
    folder = database.backup_folder(store)
    title = translate("DatabaseErrors", "Backup to restore")
    chosen, _ = QFileDialog.getOpenFileName(parent, title, str(folder), "SQLite (*.db)")
    if not chosen:
        return store
    pin, ok = QInputDialog.getText(parent, translate("DatabaseErrors", "Restore"),
                                   translate("DatabaseErrors", "Head referee's PIN of the backup:"),
                                   QLineEdit.EchoMode.Password)
    if not ok:
        return store
    path = store.path
    try:
        restored, outcome = database.restore_backup(store, chosen, pin)
    except Exception as exc:  # noqa: BLE001  (any refusal: say it, and keep the damaged file open read-only)
        QMessageBox.critical(parent, translate("DatabaseErrors", "Restore"),
                             str(getattr(exc, "message", exc)))
        return database.open_read_only(path, problem)
    done = translate("DatabaseErrors", "Restored %1; the replaced file is kept as %2.")
    QMessageBox.information(parent, translate("DatabaseErrors", "Restore"),
                            done.replace("%1", chosen).replace("%2", str(outcome.kept_aside)))
    return restored
