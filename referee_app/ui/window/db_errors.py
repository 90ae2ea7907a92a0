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

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from referee_app.ops import database
from referee_app.ops.database import Database
from referee_app.ops.store_messages import fault, said
from referee_app.texts import language, t
from referee_app.ui.widgets import pin_prompt

Hook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


def database_message(exc: BaseException, path: Path) -> str | None:
    """The one line to show for a database fault, or None when `exc` is not one."""
    text = database.fault_text(exc, path, language())
    if text == "":
        return t("database.the_database_reported_an", path, exc)
    return text


def install_hook(parent: QWidget, path: Path, store: Database | None = None,
                 reopened: Callable[[Database], object] | None = None) -> Hook:
    """Show database faults escaping any slot as a dialog. Any other exception escaping a slot while a file
    is shown first asks whether the file is damaged (the damage check's verdict, or the check run now): if it
    is, the exception came from the damage, and the referee gets the damage dialog with its restore button,
    once, never a traceback; an intact file's exception is a bug and goes to the previous hook."""
    previous = sys.excepthook
    offered: list[bool] = []

    def hook(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        message = database_message(exc, path)
        if message is not None:
            QMessageBox.critical(parent, t("database.database_problem"), message)
            return
        if store is not None and reopened is not None and not isinstance(exc, KeyboardInterrupt):
            problem = store.read_only_reason or store.settle_damage_check() or database.damage(store)
            if problem is not None:
                if offered:  # the dialog was shown: the pages of a damaged file may fail again meanwhile
                    print(f"damaged file, page not shown: {kind.__name__}: {exc}", file=sys.stderr)
                    return
                offered.append(True)
                replacement = offer_restore(parent, store, problem)
                if replacement is not store:
                    reopened(replacement)
                return
        previous(kind, exc, tb)

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
    box = QMessageBox(QMessageBox.Icon.Warning, t("database.damaged_database"),
                      t("database.the_log_of_is", store.path, said(problem, language())), parent=parent)
    restore = box.addButton(t("database.restore_a_backup"),
                            QMessageBox.ButtonRole.AcceptRole)
    box.addButton(t("database.open_read_only"), QMessageBox.ButtonRole.RejectRole)
    box.exec()
    if box.clickedButton() is not restore:
        return store
    folder = database.backup_folder(store)
    title = t("database.backup_to_restore")
    chosen, _ = QFileDialog.getOpenFileName(parent, title, str(folder), "SQLite (*.db)")
    if not chosen:
        return store
    pin = pin_prompt.ask(parent, t("database.restore"), t("database.head_referee_pin_of"))
    if pin is None:
        return store
    path = store.path
    try:
        restored, outcome = database.restore_backup(store, chosen, pin)
    except Exception as exc:  # noqa: BLE001  (any refusal: say it, and keep the damaged file open read-only)
        QMessageBox.critical(parent, t("database.restore"), fault(exc, language()))
        return database.open_read_only(path, problem)
    QMessageBox.information(parent, t("database.restore"),
                            t("database.restored_the_replaced_file", chosen, outcome.kept_aside))
    return restored


def offer_restore_unopened(parent: QWidget, path: Path, exc: BaseException) -> Database | None:
    """The file cannot be opened for what is in it: say so in the referee's words (SQLite's own report in the
    box's details) and offer to put a backup or the continuous copy in its place with the head referee's PIN.
    Returns the restored database, or None when the referee closes instead (or every try is refused)."""

    box = QMessageBox(QMessageBox.Icon.Critical, t("database.cannot_open_title"),
                      t("database.cannot_open_damaged", path), parent=parent)
    box.setInformativeText(t("database.cannot_open_restore_hint"))
    detail = "; ".join(str(p) for p in getattr(exc, "problems", ())) or str(exc)
    box.setDetailedText(detail)
    restore = box.addButton(t("database.restore_a_backup"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(t("common.close"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(restore)
    while True:
        box.exec()
        if box.clickedButton() is not restore:
            return None
        chosen, _ = QFileDialog.getOpenFileName(parent, t("database.backup_to_restore"),
                                                str(database.backup_dir_for_path(path)), "SQLite (*.db)")
        if not chosen:
            continue
        pin = pin_prompt.ask(parent, t("database.restore"), t("database.head_referee_pin_of"))
        if pin is None:
            continue
        try:
            restored, outcome = database.restore_file(path, chosen, pin)
        except Exception as exc:  # noqa: BLE001  (any refusal: say it, and offer the choice again)
            QMessageBox.critical(parent, t("database.restore"), fault(exc, language()))
            continue
        QMessageBox.information(parent, t("database.restore"),
                                t("database.restored_the_replaced_file", chosen, outcome.kept_aside))
        return restored
