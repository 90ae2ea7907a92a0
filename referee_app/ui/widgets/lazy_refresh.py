"""Refresh a page behind another tab when it comes back into view, not on every change.

At 80 tables every confirmed result (and every phone's action over the LAN) changes the data; a hidden page
recomputing the standings of 320 players, the hall's 80 tiles or the event's ruling log each time made the
desk wait seconds per table. A page not visible in a shown window (behind another tab) only notes what it
must redo; a shown page, or one outside a shown window (tests), refreshes at once.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget
from referee_app.ui.widgets.contained import contained


class LazyRefresh(QObject):
    def __init__(self, page: QWidget, refresh: Callable[[], None],
                 seen_elsewhere: Callable[[], bool] | None = None) -> None:
        """`seen_elsewhere`: whether what the page shows is on screen anyway (the hall's projector window)."""
        super().__init__(page)
        self.page = page
        self.refresh = refresh
        self.seen_elsewhere = seen_elsewhere
        self._pending: list[Callable[[], None]] = []  # in the order asked, each once
        page.installEventFilter(self)

    @property
    def stale(self) -> bool:
        return bool(self._pending)

    def hidden(self) -> bool:
        window = self.page.window()
        if self.seen_elsewhere is not None and self.seen_elsewhere():
            return False
        return not self.page.isVisible() and window is not self.page and window.isVisible()

    def request(self, refresh: Callable[[], None] | None = None) -> None:
        """Run `refresh` (the page's own by default) now if the page is seen, else when it is next shown."""
        job = refresh or self.refresh
        if not self.hidden():
            job()
        elif job not in self._pending:
            self._pending.append(job)

    @contained
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.page and event.type() == QEvent.Type.Show and self._pending:
            pending, self._pending = self._pending, []
            for job in pending:
                job()
        return False
