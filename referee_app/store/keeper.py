"""After every committed write, off the writer's thread: the acknowledged heads beside the lock, and the
continuous copy on another device.

Why a whole copy with SQLite's backup API, batched, and not WAL shipping: Litestream ships WAL frames (it
holds a read transaction so SQLite cannot restart the log under it, copies each committed frame, starts a
new generation from a snapshot when it lost track) and sqlite3_rsync sends only the pages that differ; both
are separate programs (Go, C built with the dbpage virtual table) for databases far larger than a day of a
tournament (a few MB). A whole copy of a few MB takes tens of milliseconds, is consistent by construction
(one read transaction in WAL mode: the writer never waits for it), and every copy stands alone: there is no
chain of frames to lose a link of. So this thread waits for a write, lets the next ones gather for `batch`
seconds, then:

1. reads the chain head of every table (one read transaction, its own read-only connection) and writes them
   to `<db>.head` beside the lock (temporary file, fsync, rename): what the file had acknowledged, which
   `db verify` and the damage check hold the file to (a deleted `-wal` that lost acknowledged entries);
2. if a folder was chosen (`<db>.copy-to`), copies the database into it as `<stem>-copy.db`: backup API
   into a temporary file, its own heads anchored in it (like every backup), `PRAGMA quick_check`, fsync,
   rename; `status()` then has the time the copy's snapshot was taken. A failure (the stick pulled, a full
   disk) is kept in `status()` for the window's loud warning and retried every few seconds; it never
   reaches a write, which only sets an event. Idle, the thread still looks for the folder every few
   seconds, so a stick pulled out between two writes is told at once.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from referee_app.store import anchors
from referee_app.store.backup import copy_to, fsync_dir, fsync_file
from referee_app.store.events import now as iso_now

BATCH_SECONDS = 1.0
RETRY_SECONDS = 5.0


def head_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + ".head")


def setting_path(db_path: Path) -> Path:
    return db_path.with_name(db_path.name + ".copy-to")


def copy_folder(db_path: Path) -> Path | None:
    """The folder of the continuous copy chosen for this database, None when there is none."""
    try:
        text = setting_path(db_path).read_text("utf-8").strip()
    except OSError:
        return None
    return Path(text) if text else None


def choose_folder(db_path: Path, folder: Path | None) -> None:
    """Remember (or forget, with None) the continuous copy's folder for this database."""
    setting = setting_path(db_path)
    if folder is None:
        setting.unlink(missing_ok=True)
        return
    tmp = setting.with_name(setting.name + ".tmp")
    tmp.write_text(str(folder.resolve()), "utf-8")
    os.replace(tmp, setting)


def copy_path(folder: Path, db_path: Path) -> Path:
    return folder / f"{db_path.stem}-copy.db"


def read_heads(conn: sqlite3.Connection) -> list[tuple[str, int, int, int, str]]:
    return [(str(u), int(r), int(t), int(s), str(h)) for u, r, t, s, h in conn.execute(anchors.HEADS)]


def write_heads(db_path: Path, heads: list[tuple[str, int, int, int, str]], at: str) -> None:
    path = head_path(db_path)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(json.dumps({"at": at, "heads": heads}), "utf-8")
    fsync_file(tmp)
    os.replace(tmp, path)
    fsync_dir(path.parent)


def kept_heads(db_path: Path) -> tuple[str, list[tuple[str, int, int, int, str]]] | None:
    """(when, heads) kept beside the lock, None when there is no readable record."""
    try:
        data = json.loads(head_path(db_path).read_text("utf-8"))
        return str(data["at"]), [(str(u), int(r), int(t), int(s), str(h)) for u, r, t, s, h in data["heads"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None


@dataclass(frozen=True)
class CopyStatus:
    folder: Path | None      # where the continuous copy goes (None: no copy chosen)
    good_at: float | None    # epoch seconds: every write acknowledged before it is in the copy (kept current
                             # while idle, so it is the time up to which nothing can be lost)
    error: str | None        # the last attempt's failure, until a copy succeeds again
    copies: int              # copies made in this run
    code: str = ""           # the failure's kind: "missing" (the folder), "full", "behind", "failed"


class Keeper:
    """Start with `start()`; `poke()` after each commit (from the writer: sets an event, nothing else);
    `stop()` makes a last round and ends the thread."""

    def __init__(self, db_path: Path, *, batch: float = BATCH_SECONDS,
                 now: Callable[[], str] | None = None, wall: Callable[[], float] = time.time) -> None:

        self.db_path = db_path
        self.batch = batch
        self._now = now or iso_now
        self._wall = wall
        self._poked = threading.Event()
        self._stopping = threading.Event()
        self._lock = threading.Lock()
        self._status = CopyStatus(copy_folder(db_path), None, None, 0)
        self._thread: threading.Thread | None = None
        self.on_copy: Callable[[CopyStatus], None] | None = None  # told after each attempt (any thread)
        self.may_copy: Callable[[], bool] = lambda: True  # False while the file is not known to be sound

    def start(self) -> None:
        if self._thread is None:
            self._poked.set()  # a first round at once: the heads and the copy as the file is now
            self._thread = threading.Thread(target=self._run, name="referee-keeper", daemon=True)
            self._thread.start()

    def poke(self) -> None:
        self._poked.set()

    def stop(self) -> None:
        if self._thread is not None:
            self._stopping.set()
            self._poked.set()
            self._thread.join(30)
            self._thread = None

    def choose(self, folder: Path | None) -> None:
        """A new folder for the continuous copy (None: no copy), copied to at once."""
        choose_folder(self.db_path, folder)
        with self._lock:
            self._status = CopyStatus(copy_folder(self.db_path), None, None, 0)
        self.poke()

    def status(self) -> CopyStatus:
        with self._lock:
            return self._status

    # ---- the thread ------------------------------------------------------------------------------------
    def _run(self) -> None:
        if hasattr(os, "setpriority"):  # Linux and macOS: a thread is scheduled on its own; the desk goes first
            try:
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
            except OSError:
                pass
        conn = sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True, isolation_level=None,
                               check_same_thread=True)
        try:
            while True:
                if not self._poked.wait(RETRY_SECONDS) and self.status().error is None:
                    self._look_for_device()  # idle: a stick pulled out is told without waiting for a write
                    continue
                if not self._stopping.is_set():
                    self._stopping.wait(self.batch)  # the writes of the next moments go in the same copy
                self._poked.clear()
                self.round(conn)
                if self._stopping.is_set():
                    return
        finally:
            conn.close()

    def round(self, conn: sqlite3.Connection) -> None:
        """One round: the heads beside the lock, then the copy (see the module's notes). Neither is written
        from a file that is behind the heads it had acknowledged (a deleted `-wal`): the evidence and the
        good copy stay for `db verify` and the takeover; nor from a file not yet found sound."""
        started = self._wall()
        at = self._now()
        folder = self.status().folder
        if not self.may_copy():
            self._poked.set()  # again once the damage check has spoken
            time.sleep(self.batch)
            return
        conn.execute("BEGIN")  # one snapshot for the heads and the copy, let go at the end of the round
        try:
            try:
                heads = read_heads(conn)
            except sqlite3.Error as exc:  # a log damaged on disk: no heads and no copy are made from it
                self._set(CopyStatus(folder, self.status().good_at, _reason(exc), self.status().copies, _code(exc)))
                return
            if _behind(conn, heads, kept_heads(self.db_path)):
                self._set(CopyStatus(folder, self.status().good_at, BEHIND, self.status().copies, "behind"),
                          force=True)
                return
            try:
                write_heads(self.db_path, heads, at)
            except OSError:
                pass  # the database's own folder: a full disk there is what the next write reports
            if folder is not None:
                self._copy(conn, folder, at, started)
        finally:
            conn.execute("ROLLBACK")

    def _copy(self, conn: sqlite3.Connection, folder: Path, at: str, started: float) -> None:
        try:
            if not folder.is_dir():
                raise FileNotFoundError(_missing(folder))
            copy_to(conn, copy_path(folder, self.db_path), lambda copy: _seal(copy, at))
        except (OSError, sqlite3.Error) as exc:
            self._set(CopyStatus(folder, self.status().good_at, _reason(exc), self.status().copies, _code(exc)))
        else:
            self._set(CopyStatus(folder, started, None, self.status().copies + 1))

    def _look_for_device(self) -> None:
        """Idle: a pulled stick is told; otherwise, with no write since the last good copy, the copy holds
        everything acknowledged until now (a write is acknowledged after its poke, so any write before `now`
        would have set the event)."""
        now = self._wall()
        status = self.status()
        if status.folder is None:
            return
        if not status.folder.is_dir():
            self._set(CopyStatus(status.folder, status.good_at, _missing(status.folder), status.copies, "missing"))
        elif status.good_at is not None and not self._poked.is_set():
            self._set(replace(status, good_at=now))

    def _set(self, status: CopyStatus, force: bool = False) -> None:
        with self._lock:
            if status.folder != self._status.folder and not force:
                return  # another folder was chosen meanwhile: this attempt is about the old one
            self._status = status
        if self.on_copy is not None:
            self.on_copy(status)


BEHIND = ("the database is behind what it had acknowledged (see `referee-app db verify`): neither the heads "
          "nor the copy are written from it")


def _behind(conn: sqlite3.Connection, heads: list[tuple[str, int, int, int, str]],
            kept: tuple[str, list[tuple[str, int, int, int, str]]] | None) -> bool:
    """Does the file lack entries it had acknowledged (a kept head further on than the file's, since the
    latest restore, which rewinds on purpose)?"""
    if kept is None:
        return False
    restored = conn.execute("SELECT COALESCE(MAX(at), '') FROM event_records WHERE kind = 'restore'").fetchall()[0][0]
    if kept[0] <= str(restored):
        return False
    now = {(u, r, t): seq for u, r, t, seq, _ in heads}
    return any(seq > now.get((u, r, t), 0) for u, r, t, seq, _ in kept[1])


def _seal(copy: sqlite3.Connection, at: str) -> None:
    anchors.write_anchor(copy, at)
    problems = [str(r[0]) for r in copy.execute("PRAGMA quick_check")]
    if problems != ["ok"]:
        raise sqlite3.DatabaseError("the copy does not check: " + "; ".join(problems[:3]))


def _missing(folder: Path) -> str:
    return f"the folder {folder} is not there (a device unplugged?)"


def _code(exc: BaseException) -> str:
    if isinstance(exc, FileNotFoundError):
        return "missing"
    return "full" if isinstance(exc, OSError) and exc.errno == 28 else "failed"


def _reason(exc: BaseException) -> str:
    if isinstance(exc, OSError) and exc.errno == 28:
        return "the device is full (no space left)"
    return " ".join(str(exc).split())[:200] or type(exc).__name__
