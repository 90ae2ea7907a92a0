"""The continuous copy in the window (store/keeper.py, docs/store.md): its state on the status bar, the time
of the last good copy, or a failure in red with its reason (the stick pulled, the device full) and one
non-modal warning per failure, which never stops the referee's work; and the File menu's two entries:
choose the folder of the copy (on another device), and take over from a copy on this computer."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QWidget

from referee_app.ops import database
from referee_app.ops.database import CopyStatus, Database
from referee_app.ops.store_messages import fault
from referee_app.texts import language, t
from referee_app.ui.widgets import pin_prompt
from referee_app.ui.window import folders

POLL_MS = 1000
FAILED_STYLE = "color: white; background: #c62828; font-weight: bold; padding: 1px 6px;"
NONE_STYLE = "color: #ef6c00;"


def clock_time(epoch: float | None) -> str:
    return "—" if epoch is None else dt.datetime.fromtimestamp(epoch).strftime("%H:%M:%S")


def status_text(status: CopyStatus) -> tuple[str, str]:
    """(text, style) of the status bar's copy label."""
    if status.folder is None:
        return t("window.copy_none"), NONE_STYLE
    if status.error is not None:
        reason = {"missing": t("window.copy_reason_missing", status.folder), "full": t("window.copy_reason_full"),
                  "behind": t("window.copy_reason_behind")}.get(status.code, status.error)
        return t("window.copy_failed", clock_time(status.good_at), reason), FAILED_STYLE
    if status.good_at is None:
        return t("window.copy_waiting", status.folder), ""
    return t("window.copy_good", clock_time(status.good_at), status.folder), ""


class CopyLabel(QLabel):
    """Polls the keeper's state once a second (a read of a few fields: nothing waits)."""

    def __init__(self, store: Database, parent: QWidget) -> None:
        super().__init__(parent)
        self.store = store
        self.warned = False
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.refresh)
        self.timer.start(POLL_MS)
        self.refresh()

    def refresh(self) -> None:
        status = database.copy_status(self.store)
        if status is None:
            self.hide()
            return
        text, style = status_text(status)
        if text != self.text():
            self.setText(text)
            self.setStyleSheet(style)
        self.show()
        failing = status.error is not None
        if failing and not self.warned:
            self._warn(text)
        self.warned = failing

    def _warn(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, t("window.copy_failed_title"), text, parent=self.window())
        box.setModal(False)
        box.show()


def choose_folder(parent: QWidget, store: Database) -> None:

    chosen = folders.folder_path(parent, t("window.copy_choose_title"))
    if chosen:
        database.choose_copy_folder(store, chosen)


def take_over(parent: QWidget, store: Database, reopened: Callable[[Database], object],
              copy: str | None = None, pin: str | None = None) -> bool:
    """Replace this computer's database with a continuous copy (its head referee's PIN) and show it; the file
    that was here is kept aside. Any refusal is said, and the file that was open is opened again."""

    title = t("window.copy_take_over_title")
    if copy is None:
        copy = folders.open_path(parent, title, "SQLite (*.db)")
        if not copy:
            return False
    if pin is None:
        pin = pin_prompt.ask(parent, title, t("database.head_referee_pin_of"))
        if pin is None:
            return False
    path = store.path
    try:
        taken, outcome = database.take_over(store, copy, pin)
    except Exception as exc:  # noqa: BLE001  (any refusal: say it and carry on with the file that was open)
        QMessageBox.critical(parent, title, fault(exc, language()))
        reopened(database.open_database(path))
        return False
    reopened(taken)
    QMessageBox.information(parent, title, t("window.copy_took_over", copy, outcome.kept_aside or "—"))
    return True


def attach(window: QWidget, store: Database, add_action: Callable[[str, str, Callable[[], object]], object],
           reopened: Callable[[Database], object] | None) -> CopyLabel:
    """The copy kept from now on, its label on the status bar, and the File menu's entries."""
    database.keep_copies(store)
    label = CopyLabel(store, window)
    if isinstance(window, QMainWindow):
        window.statusBar().addPermanentWidget(label)
    add_action(t("window.copy_choose"), "", lambda: choose_folder(window, store))
    if reopened is not None:
        add_action(t("window.copy_take_over"), "", lambda: take_over(window, store, reopened))
    return label
