"""Python overrides of Qt's event filters, contained like slots.

An exception escaping a slot reaches `sys.excepthook` (the window's: a database fault or a damaged file becomes
its dialog, ui/window/db_errors.py). One escaping an `eventFilter` override does not: PySide (6.11) brings the
program down while it reports it, when the event is a focus change during a tab switch. `@contained` gives
every event filter the slots' behaviour: the exception goes to the hook and the event goes on to Qt.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import TypeVar

from PySide6.QtCore import QEvent, QObject

Owner = TypeVar("Owner")
Filter = Callable[[Owner, QObject, QEvent], bool]


def contained(method: Filter[Owner]) -> Filter[Owner]:
    @functools.wraps(method)
    def filtered(self: Owner, watched: QObject, event: QEvent) -> bool:
        try:
            return method(self, watched, event)
        except Exception:  # noqa: BLE001  (handed to the window's hook, as from a slot)
            sys.excepthook(*sys.exc_info())
            return False
    return filtered
