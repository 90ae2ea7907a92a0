"""The one writer. Every read and write of the server runs as a job on the thread that owns the database:
a dedicated thread when serving headless (`ThreadDesk`), the window's own thread when the window serves
(ui/ provides that `Desk`). Jobs run one at a time, so a network write and a click at the desk never
interleave, and a job's future resolves only after the store has committed it durably."""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any, Protocol, TypeVar

from referee_app.ops.changes import Changes
from referee_app.ops.session import Session
from referee_app.store.store import Store
from referee_app.rules.errors import InputError

T = TypeVar("T")
Job = Callable[[Session], T]


class Desk(Protocol):
    def submit(self, job: Job[T], *, referee: str = "", write: bool = False) -> Future[T]:
        """Run `job` on the writer with the event's session, its actions logged under `referee`."""
        ...  # pragma: no cover

    def on_change(self, listener: Callable[[], None]) -> None:
        """Call `listener` (from any thread) after every write, from the network or from the desk."""
        ...  # pragma: no cover


# What a write changed when its job does not say (a token issued or revoked, ...): refresh what a phone may touch.
SOME_WRITE = Changes(all_tables=True, rulings=True, standings=True)


class Written:
    """What a write job returns when it knows what it changed: the caller's future gets `reply`, and the
    window refreshes only the pages that show `changes` (one table's card, not the 80 of the hall)."""

    def __init__(self, reply: Any, changes: Changes) -> None:
        self.reply = reply
        self.changes = changes


def run_job(job: Job[Any], session: Session, future: Future[Any], referee: str = "") -> Changes | None:
    """Run one job into its future on the event's one session, what it writes logged under `referee` (the
    session's own referee when empty); what it changed (SOME_WRITE unless it returned a `Written`), or None
    when it failed (then nothing was written)."""
    if not future.set_running_or_notify_cancel():
        return None
    try:
        with session.acting(referee):
            result = job(session)
    except BaseException as exc:  # the future carries it to the caller, who decides what the client sees
        future.set_exception(exc)
        return None
    if isinstance(result, Written):
        future.set_result(result.reply)
        return result.changes
    future.set_result(result)
    return SOME_WRITE


class ThreadDesk:
    """Headless: a thread opens the database (the store is bound to the thread that opened it) and runs jobs
    from a queue until `stop()`."""

    def __init__(self, db_path: str | Path | None, event_id: int | None = None) -> None:
        self._db_path = db_path
        self._event_id = event_id
        self._jobs: queue.Queue[tuple[Job[Any], str, bool, Future[Any]] | None] = queue.Queue()
        self._listeners: list[Callable[[], None]] = []
        self._ready: Future[int] = Future()
        self.path: Path | None = None  # the database file, once open
        self._thread = threading.Thread(target=self._run, name="referee-desk", daemon=True)

    def start(self) -> int:
        """Open the database on the writer thread; returns the event id served (raises what opening raised)."""
        self._thread.start()
        return self._ready.result()

    def stop(self) -> None:
        if self._thread.is_alive():
            self._jobs.put(None)
            self._thread.join()

    def submit(self, job: Job[T], *, referee: str = "", write: bool = False) -> Future[T]:
        future: Future[T] = Future()
        self._jobs.put((job, referee, write, future))
        return future

    def on_change(self, listener: Callable[[], None]) -> None:
        self._listeners.append(listener)

    def _run(self) -> None:
        try:
            store = Store.open(self._db_path)
        except BaseException as exc:
            self._ready.set_exception(exc)
            return
        store.start_keeper()  # the acknowledged heads and the continuous copy, off this thread
        try:
            events = store.events()
            event_id = self._event_id if self._event_id is not None else (events[-1].id if events else None)
            if event_id is None or event_id not in {e.id for e in events}:

                known = ", ".join(str(e.id) for e in events) or "none"
                raise InputError("--event", f"no event {event_id} in the database; events: {known}")
            session = Session(store, event_id)
        except BaseException as exc:
            store.close(backup=False)
            self._ready.set_exception(exc)
            return
        self.path = store.path
        self._ready.set_result(event_id)
        try:
            while (item := self._jobs.get()) is not None:
                job, referee, write, future = item
                if run_job(job, session, future, referee) is not None and write:
                    for listener in self._listeners:
                        listener()
        finally:
            store.close()
