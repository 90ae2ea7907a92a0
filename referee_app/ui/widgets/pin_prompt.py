"""The head referee's PIN for a change that alters an outcome already decided (a die in force, the deck after a
confirmed result, the name of a player of a confirmed table): the operations refuse such a change without it
(PinNeeded), so the page asks first, only when the operation says it is needed.

Pages call `pin_prompt.ask(...)` through the module, so a test can answer (and read) every request."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QInputDialog, QLineEdit

from referee_app.texts import t

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def ask(parent: QWidget | None, title: str) -> str | None:
    """The PIN typed (hidden), or None when the referee cancels."""
    pin, ok = QInputDialog.getText(parent, title, t("common.pin_for_decided_outcome"), QLineEdit.EchoMode.Password)
    return pin if ok else None
