"""Refresh a page behind another tab when it comes back into view, not on every change.

At 80 tables every confirmed result changes the data; a hidden Rounds or Standings page recomputing the
standings of 320 players each time made the desk wait seconds per table. A page hidden by its tab (hidden
explicitly by the tab stack) only notes that it is stale; a shown page, or one never put in a window (tests),
refreshes at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget


class LazyRefresh(QObject):
    def __init__(self, page: QWidget, refresh: Callable[[], None]) -> None:
        super().__init__(page)
        self.page = page
        self.refresh = refresh
        self.stale = False
        page.installEventFilter(self)

    def request(self) -> None:
        if self.page.isHidden() and self.page.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
            self.stale = True
        else:
            self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.page and event.type() == QEvent.Type.Show and self.stale:
            self.stale = False
            self.refresh()
        return False
