"""One question before an irreversible or far-reaching action: what will happen, in words, and a button
that names the action (never a bare "OK"), with "Cancel" as the default so Enter alone does nothing.

Pages call `confirm.ask(...)` through the module, so a test can answer (and read) every question."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee_app.texts import t

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def ask(parent: QWidget | None, title: str, what_happens: str, action: str) -> bool:
    """True when the referee chose `action` (the button's words); False on Cancel, Esc or closing."""
    from PySide6.QtWidgets import QMessageBox  # with the first question: the window's start asks none

    box = QMessageBox(QMessageBox.Icon.Question, title, what_happens, QMessageBox.StandardButton.NoButton, parent)
    go = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(t("window.cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is go
