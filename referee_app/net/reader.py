"""The server's reads, off the writer: the public pages and the referees' pages (their token checked here too)
on their own thread and their own read-only connection to the file the writer holds. In WAL mode a reader
never blocks the writer nor waits for it, so 80 phones polling the hall and a referee's phone reading its
table after each write do not queue in front of a referee's action, and in the window they cost its thread
nothing.

A read sees every write committed before it began; the server asks for a fresh read after each write."""

from __future__ import annotations

import queue
import sqlite3
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from referee_app.net.desk import Job, T, run_job
from referee_app.net.missing import no_event
from referee_app.ops.database import Database
from referee_app.ops.session import Session
from referee_app.store import events
from referee_app.store.lock import FileLock
from referee_app.store.store import Store


def read_only_store(path: Path) -> Store:
    """A Store on a read-only connection, without the writer's lock (which the writer holds): every write
    through it is refused by SQLite and by the store's own read-only guard."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None, timeout=5.0)
    store = Store(path, conn, FileLock(path), 1, events.now)
    store.set_read_only("the hall's public pages only read")
    return store


class ReadDesk:
    """`submit(job)` runs a read job on the reader thread with a session on `event_id()` (asked at each job,
    so the window can switch events)."""

    def __init__(self, path: Path, event_id: Callable[[], int | None]) -> None:
        self._path = path
        self._event_id = event_id
        self._jobs: queue.Queue[tuple[Job[Any], Future[Any]] | None] = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="referee-lan-reader", daemon=True)
        self._thread.start()

    @classmethod
    def beside(cls, database: Database, event_id: Callable[[], int | None]) -> ReadDesk:
        """A reader of the file `database` (the writer's, open in this process) holds."""
        return cls(database.path, event_id)

    def submit(self, job: Job[T], *, referee: str = "", write: bool = False) -> Future[T]:
        if write:
            raise ValueError("the reader does not write")
        future: Future[T] = Future()
        self._jobs.put((job, future))
        return future

    def on_change(self, listener: Callable[[], None]) -> None:
        """The reader writes nothing, so it has no change to report."""

    def stop(self) -> None:
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join(10)

    def _run(self) -> None:
        store = read_only_store(self._path)
        session: Session | None = None
        try:
            while (item := self._jobs.get()) is not None:
                job, future = item
                event_id = self._event_id()
                if event_id is None:
                    future.set_exception(no_event())
                    continue
                if session is None or session.event_id != event_id:
                    session = Session(store, event_id, referee="lan")
                run_job(job, session, future)
        finally:
            store.conn.close()
