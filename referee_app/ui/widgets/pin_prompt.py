"""The head referee's PIN, wherever the window asks for it: for a change that alters an outcome already decided
(a die in force, the deck after a confirmed result, the name of a player of a confirmed table: the operations
refuse it without the PIN, PinNeeded, so the page asks first, only when the operation says it is needed), and
to put a backup or a continuous copy in place of the file (the PIN of the file that comes in).

Callers use `pin_prompt.ask(...)` through the module, so a test can answer (and read) every request."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QInputDialog, QLineEdit

from referee_app.texts import t

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget


def ask(parent: QWidget | None, title: str, prompt: str = "") -> str | None:
    """The PIN typed (hidden), or None when the referee cancels; `prompt` says whose PIN and why (by default:
    an outcome already decided)."""
    pin, ok = QInputDialog.getText(parent, title, prompt or t("common.pin_for_decided_outcome"),
                                   QLineEdit.EchoMode.Password)
    return pin if ok else None
