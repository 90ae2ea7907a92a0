"""One question before an irreversible or far-reaching action: what will happen, in words, and a button
that names the action (never a bare "OK"). "Cancel" is the default, so Enter alone does nothing, unless the
page says the action is the safe and frequent answer (`default_action`).

Pages call `confirm.ask(...)` through the module, so a test can answer (and read) every question."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee_app.texts import t
from PySide6.QtWidgets import QMessageBox

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget


def question_box(parent: QWidget | None, title: str, what_happens: str, action: str,
                 default_action: bool = False) -> tuple[QMessageBox, QAbstractButton]:
    """The question and its action button; Esc always cancels."""

    box = QMessageBox(QMessageBox.Icon.Question, title, what_happens, QMessageBox.StandardButton.NoButton, parent)
    go = box.addButton(action, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(t("window.cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(go if default_action else cancel)
    box.setEscapeButton(cancel)
    return box, go


def ask(parent: QWidget | None, title: str, what_happens: str, action: str, default_action: bool = False) -> bool:
    """True when the referee chose `action` (the button's words); False on Cancel, Esc or closing."""
    box, go = question_box(parent, title, what_happens, action, default_action)
    box.exec()
    return box.clickedButton() is go
