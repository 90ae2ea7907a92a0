"""The damage check of a file the window opens, off the start-up path, without ever letting a damaged file
take a write.

Verifying every hash chain (audit.verify) walks the whole log: about 0.7 s for 15 000 entries on a loaded
machine, most of the window's start-up time with a day's log. The window therefore opens the file with its
writes *held* (`StoreBase.hold_writes_for_damage_check`): reads work at once (damaged text reads with
replacement characters meanwhile, as in a read-only session), and the check runs once the window is ready,
on its own read-only connection in a worker thread (`start`). Every write, and every backup, first waits
for the verdict (`StoreBase.settle_damage_check`): a clean file then writes as usual, a damaged one has
become read-only and refuses the write with the same one-line error as at open before. A write asked for
before the check was started runs the check there and then, so no write can slip past it.

The check itself is unchanged (every link, the seals, the backups' anchored heads): only when it runs moved.
The window's open also leaves SQLite's integrity check of the whole file to it (`Store.open(check_later=True)`:
66 ms on a full day's 18 MB file, growing with the log), so a file only that check finds damaged (an index out
of step with its table, a page nothing uses) is caught here, before any write, and said in the same dialog.
"""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

from referee_app.store import audit
from referee_app.store.said import Said
from referee_app.store.db import Reader, check_integrity
from referee_app.store.errors import CorruptDatabaseError, StoreError


def damage_line(db: Reader, backups: Path, db_path: Path | None = None) -> str | None:
    """The first damage `verify` finds in the file, as one line; None when every chain holds."""
    report = audit.verify(db, None, backups, db_path)
    return None if report.ok else audit.describe(db, report)[0]


def integrity_line(conn: sqlite3.Connection, path: Path) -> str | None:
    """What SQLite's integrity check finds wrong with the file, as one line; None when it finds nothing."""
    try:
        check_integrity(conn, path)
    except CorruptDatabaseError as exc:
        detail = "; ".join(exc.problems[:5])
        return Said(f"SQLite's integrity check finds the file damaged ({detail})", "file_damaged", detail=detail)
    return None


class DamageCheck:
    """One run of `damage_line` on the file at `path`, in a thread (`start`) or in the caller (`verdict`)."""

    def __init__(self, path: Path, backups: Path, integrity: bool = False) -> None:
        self.path = path
        self.backups = backups
        self.integrity = integrity  # SQLite's integrity check first (the open left it to this check)
        self._thread: threading.Thread | None = None
        self._result: str | None = None
        self._done = threading.Event()

    def start(self) -> None:
        if self._thread is None and not self._done.is_set():
            self._thread = threading.Thread(target=self._run, name="damage-check", daemon=True)
            self._thread.start()

    def done(self) -> bool:
        return self._done.is_set()

    def verdict(self) -> str | None:
        """The damage found (None: none), waiting for the thread, or running the check here if never started."""
        if self._thread is None and not self._done.is_set():
            self._run()
        self._done.wait()
        return self._result

    def _run(self) -> None:
        try:
            # Its own connection: a sqlite3 connection belongs to the thread that made it; WAL lets it read
            # while the window reads on the main connection (nothing writes until the verdict).
            conn = sqlite3.connect(f"file:{self.path}?mode=ro", uri=True, isolation_level=None,
                                   check_same_thread=False)
            try:
                problem = integrity_line(conn, self.path) if self.integrity else None
                self._result = problem if problem is not None else damage_line(conn, self.backups, self.path)
            finally:
                conn.close()
        except (sqlite3.Error, OSError, StoreError) as exc:  # a file the check cannot read is not trusted
            self._result = Said(f"the damage check could not read the file ({exc})", "check_failed", error=str(exc))
        finally:
            self._done.set()
