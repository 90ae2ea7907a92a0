"""Refresh a page behind another tab when it comes back into view, not on every change.

At 80 tables every confirmed result changes the data; a hidden Rounds or Standings page recomputing the
standings of 320 players each time made the desk wait seconds per table. A page not visible in a shown window
(behind another tab) only notes that it is stale; a shown page, or one outside a shown window (tests),
refreshes at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class LazyRefresh(QObject):
    def __init__(self, page: QWidget, refresh: Callable[[], None]) -> None:
        super().__init__(page)
        self.page = page
        self.refresh = refresh
        self.stale = False
        page.installEventFilter(self)

    def request(self) -> None:
        window = self.page.window()
        if not self.page.isVisible() and window is not self.page and window.isVisible():
            self.stale = True
        else:
            self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.page and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self.refresh()
        return False
