"""The window as the one writer (net.desk.Desk): jobs from the server's thread are queued to the window's
thread and run there on the window's own store, so a phone's action and a click at the desk go through the
same operations one after the other. Every change the window hears of (its own clicks or a phone's action)
is passed on to the server once so the pages refresh: a phone's write at once, the window's after its
operation (a phone's write reaches the window's pages with the desk as its initiator, and is not passed on
again)."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot

from referee_app.net.desk import Job, T, run_job
from referee_app.net.missing import no_event
from referee_app.ops.changes import Changes
from referee_app.ui.context import AppContext

# Phones' writes arriving together refresh the window once: within this delay, far inside the second allowed.
REFRESH_MS = 400


class WindowDesk(QObject):
    _queued = Signal(object)

    def __init__(self, context: AppContext) -> None:
        super().__init__(context)
        self.context = context
        self._listeners: list[Callable[[], None]] = []
        self._queued.connect(self._run, Qt.ConnectionType.QueuedConnection)
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(REFRESH_MS)
        self._refresh.timeout.connect(self._refresh_window)
        self._pending: Changes | None = None  # what the phones changed since the window last refreshed
        context.opsChanged.connect(self._changed)

    def submit(self, job: Job[T], *, referee: str = "", write: bool = False) -> Future[T]:
        future: Future[T] = Future()
        self._queued.emit((job, referee, write, future))
        return future

    def on_change(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    @Slot(object)
    def _run(self, item: tuple[Job[Any], str, bool, Future[Any]]) -> None:
        job, referee, write, future = item
        session = self.context.session
        if session is None:
            future.set_exception(no_event())
            return
        changes = run_job(job, session, future, referee)  # the window's own session: one per event
        if changes is not None and write:
            self.notify()  # the server's pages at once
            self._pending = changes if self._pending is None else self._pending | changes
            if not self._refresh.isActive():
                self._refresh.start()  # the window's pages (the server was told already: see _changed)

    def _refresh_window(self) -> None:
        """The window's pages, for just what the phones changed (the pages behind other tabs only note it)."""
        changes, self._pending = self._pending, None
        if changes is not None:
            self.context.changed(changes, self)

    def notify(self) -> None:
        """Tell the server the data changed (tokens issued or revoked at the desk, a phone's action)."""
        for listener in self._listeners:
            listener()

    def _changed(self, changes: Changes, initiator: object = None) -> None:
        if initiator is not self:  # a phone's write told the server when it ran: one data version per write
            self.notify()
