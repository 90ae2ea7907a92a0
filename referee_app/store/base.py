"""What every part of `Store` shares: the open file, the write transaction and the chain origins.

`Store` (store.py) is assembled from parts by responsibility: the table logs and results (table_log.py),
the edits around rounds, players and event records (event_edits.py) and the file itself (store.py).
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from referee_app.rules.errors import InputError
from referee_app.store import db as dbmod
from referee_app.store import events, faults, keys, once
from referee_app.store import validate as v
from referee_app.store.backup import RotatingBackups, backup_dir_for
from referee_app.store.chain import genesis
from referee_app.store.damage import DamageCheck
from referee_app.store.errors import KeyReused, ReadOnlySession, SealBroken, StoreError, TableClosed, WrongPin
from referee_app.store.keeper import Keeper
from referee_app.store.lock import FileLock
from referee_app.store.pin import GUARD


class StoreBase:
    def __init__(self, path: Path, conn: sqlite3.Connection, lock: FileLock, keep_backups: int,
                 clock: Callable[[], str]) -> None:
        self.path = path
        self.conn = conn  # reads go straight to the connection; `db` is sqlite-utils' `Database` on it
        self.db = dbmod.wrap(conn)
        self._lock = lock
        self._clock = clock
        self.backups = RotatingBackups(backup_dir_for(path), "auto", keep_backups)
        self._genesis: dict[int, str] = {}
        self._last_backup = time.monotonic()
        self.read_only_reason: str | None = None
        self._damage_check: DamageCheck | None = None
        self.keeper: Keeper | None = None  # the heads beside the lock and the continuous copy (keeper.py)
        self._intent: str | None = None  # the key of the desk's intended action in progress (`intended`)
        self._intent_writes = 0
        self._keys: dict[int, bytes] = {}  # event id -> its key, once the PIN was given in this run (keys.py)
        self._log_written: dict[int, int] = {}  # table id -> `written` when its log last took an entry here
        self._aside = 0  # rows written by writes set aside (`_write(aside=True)`), which `written` leaves out

    @property
    def is_open(self) -> bool:
        """False once `close()` has run (a timer of the window may still fire while the program ends)."""
        return self._lock.held

    @property
    def read_only(self) -> bool:
        return self.read_only_reason is not None

    def set_read_only(self, reason: str) -> None:
        """Refuse every write from now on (the file is damaged: look, print, export, then restore). Damaged
        text reads with replacement characters instead of stopping every page that shows it."""
        self.read_only_reason = reason
        self._lenient_text()

    def _lenient_text(self) -> None:
        self.conn.text_factory = lambda raw: raw.decode("utf-8", "replace")

    # ---- the damage check, off the start-up path (damage.py) -------------------------------------------------
    def hold_writes_for_damage_check(self, integrity: bool = False) -> None:
        """From now on no write and no backup happens before the damage check's verdict (run in a thread
        by `start_damage_check`, or in the first write's caller if it was not started); `integrity`: the
        check also runs SQLite's integrity check, which the open left to it (`Store.open(check_later=True)`)."""
        if self._damage_check is None and not self.read_only:
            self._damage_check = DamageCheck(self.path, self.backups.directory, integrity)
            self._lenient_text()  # until the verdict, damaged text must not stop the pages reading it

    def start_damage_check(self) -> None:
        if self._damage_check is not None:
            self._damage_check.start()

    def damage_check_pending(self) -> bool:
        """True while a held check has no verdict yet (`settle_damage_check` then waits for it)."""
        return self._damage_check is not None and not self._damage_check.done()

    def settle_damage_check(self) -> str | None:
        """Wait for the held check's verdict and apply it (called on the thread that owns the store): a
        damaged file becomes read-only; returns the damage, or None (also when nothing was held)."""
        check = self._damage_check
        if check is None:
            return None
        problem = check.verdict()
        self._damage_check = None
        if problem is None:
            self.conn.text_factory = str
        else:
            self.set_read_only(problem)
        return problem

    @property
    def written(self) -> int:
        """A count that moves whenever the file is written. The writer's: how many rows it has written
        (SQLite's count of the connection's changes, rolled back ones included), less the writes set aside
        (`_write(aside=True)`, which nothing kept depends on); the store is its file's one writer (held
        exclusively), so a caller that kept something read at one count knows that nothing was written
        since while the count is the same: the writer tells it, no query asks (a session's kept tables,
        ops/session.py). A read-only store (the public pages' reader, a damaged file) asks SQLite whether
        another connection committed since (`PRAGMA data_version`)."""
        if self.read_only_reason is not None:
            return -int(self.conn.execute("PRAGMA data_version").fetchone()[0])
        return self.conn.total_changes - self._aside

    def log_unchanged_since(self, table_id: int, written: int) -> bool:
        """True when this store wrote no entry to the table's log since its `written` count was `written`:
        a session that kept the table's state at that count keeps it, with no query, whatever other tables
        took meanwhile. A read-only store cannot tell (another program writes the file): False."""
        return self.read_only_reason is None and written >= 0 and self._log_written.get(table_id, 0) <= written

    @contextmanager
    def _write(self, aside: bool = False) -> Iterator[None]:
        """One write transaction; a full disk or a read-only file become the store's own one-line errors
        (the transaction is rolled back, so what was committed before is untouched). A write `aside` keeps
        rows that no kept read depends on and that are no action of the tournament (the desk's draft of a
        score sheet, drafts.py): it carries no key of the desk's intended action and does not move
        `written`, so the sessions keep what they read while the referee types."""
        self.settle_damage_check()
        if self.read_only_reason is not None:
            raise ReadOnlySession(str(self.path), self.read_only_reason)
        outermost = not self.conn.in_transaction
        before = self.conn.total_changes
        try:
            with self.db.atomic():
                yield
                if outermost and self._intent is not None and not aside:  # the desk's action: its key with it
                    self._intent_writes += 1
                    once.keep(self.db, f"{self._intent}#{self._intent_writes}", "desk", {"desk": True},
                              self._clock())
        except (sqlite3.Error, OSError) as exc:
            translated = faults.translate(exc, self.path)
            if translated is exc:
                raise
            raise translated from exc
        finally:
            if aside:
                self._aside += self.conn.total_changes - before
        if outermost and self.keeper is not None:
            self.keeper.poke()  # committed: the heads and the copy follow off this thread, within seconds

    def start_keeper(self, batch: float | None = None) -> Keeper:
        """Keep the acknowledged heads beside the lock and the continuous copy (if a folder was chosen) after
        every commit, on a thread of their own, until `close()` (the window and `serve` call this)."""
        if self.keeper is None:
            self.keeper = Keeper(self.path) if batch is None else Keeper(self.path, batch=batch)
            # nothing leaves a file before it is known sound: not a damaged one over the good copy
            self.keeper.may_copy = lambda: self._damage_check is None and self.read_only_reason is None
            self.keeper.start()
        return self.keeper

    @contextmanager
    def intended(self, key: str) -> Iterator[None]:
        """One intended action at the desk: each transaction it commits keeps `key#n` in `write_keys` with its
        entries, so every write carries a key, the desk's as the phones' (an action nested in another keeps
        the outer key)."""
        if self._intent is not None:
            yield
            return
        self._intent, self._intent_writes = v.text("key", key, max_len=once.MAX_KEY), 0
        try:
            yield
        finally:
            self._intent = None

    def write_once(self, key: str, request_digest: str,
                   write: Callable[[], Mapping[str, Any]]) -> tuple[dict[str, Any], bool]:
        """Run `write` (the store's own writes, nested in this transaction) once for `key`: (its answer, True);
        a key already kept for the same request: (the answer kept then, False), running nothing; for another
        request: KeyReused. The key and answer are written in the transaction of the entries, so both are on
        disk or neither (once.py)."""
        v.text("key", key, max_len=once.MAX_KEY)
        with self._write():
            found = once.kept(self.db, key)
            if found is not None:
                if found[0] != request_digest:
                    raise KeyReused(key)
                return found[1], False
            reply = dict(write())
            once.keep(self.db, key, request_digest, reply, self._clock())
        return reply, True

    def _drop_result_drafts(self, table_ids: Sequence[int]) -> None:
        """Forget the desk's drafts of these tables (drafts.py), inside the caller's write."""
        if table_ids:
            self.conn.execute(f"DELETE FROM result_drafts WHERE table_id IN ({', '.join('?' * len(table_ids))})",
                              list(table_ids))

    def _origin(self, table_id: int) -> str:
        v.row_id("table_id", table_id)
        if table_id not in self._genesis:
            event_uuid, round_number, table_number, _ = events.chain_origin(self.conn, table_id)
            self._genesis[table_id] = genesis(event_uuid, round_number, table_number)
        return self._genesis[table_id]

    def _refuse_if_closed(self, table_id: int) -> None:
        if self.conn.execute("SELECT 1 FROM actions WHERE table_id = ? AND kind = 'result_confirmed'",
                           [table_id]).fetchone():
            raise TableClosed("table_id", f"table {table_id} has a confirmed result: only a correction "
                                          "with the head referee's PIN can follow")

    def _check_pin(self, event_id: int, pin: str) -> bytes:
        """The event's key (keys.py) for the head referee's PIN. A wrong PIN is WrongPin (and counted); a
        right one whose keyed seal does not hold is SealBroken: a PIN hash swapped in by hand (the PIN that
        opens the key is not the one the hash names), a log cut or rewritten below the sealed heads, a forged
        record. A pending event (older file, import) is keyed by the caller's write. The key stays in this
        run's memory, so every backup seals the state too while the program runs."""
        event_row = self.conn.execute("SELECT pin_hash FROM events WHERE id = ?", [event_id]).fetchone()
        if event_row is None:
            raise InputError("event_id", f"no event {event_id}")
        if not GUARD.check(pin, str(event_row[0]), StoredTries(self)):
            keyed = keys.status(self.conn, event_id) == keys.KEYED
            if isinstance(pin, str) and keyed and keys.opens(self.conn, event_id, pin) is not None:
                raise SealBroken("its head referee PIN hash was replaced: the PIN that opens its keyed seal "
                                 "is not the one the hash names")
            raise WrongPin()
        state = keys.status(self.conn, event_id)
        if state == keys.MISSING:
            raise SealBroken("its keyed seal is gone")
        key = keys.opens(self.conn, event_id, pin, self._keys.get(event_id))  # the PIN hash matched: its key
        if key is None:
            raise SealBroken("its head referee PIN hash was replaced: this PIN does not open its keyed seal")
        if state == keys.KEYED:
            with dbmod.lenient_text(self.conn):
                found = keys.problems(self.conn, event_id, key)
            if found:
                raise SealBroken(found[0])
        self._keys[event_id] = key
        return key

    def _seal(self, event_id: int) -> None:
        """Seal the event's state under the key this run holds for it, if any (inside a write)."""
        key = self._keys.get(event_id)
        if key is not None:
            keys.seal(self.db, event_id, key, self._clock())


class StoredTries:
    """Wrong PINs in a row, counted in the database (table pin_tries), so the wait builds up across program
    runs; a file that cannot be written (read-only, damaged, full) counts in memory for this run instead."""

    def __init__(self, store: StoreBase) -> None:
        self.store = store

    def get(self, key: str) -> tuple[int, float]:
        try:
            row = self.store.conn.execute("SELECT failures, at FROM pin_tries WHERE key = ?", [key]).fetchone()
        except sqlite3.Error:
            return GUARD.memory.get(key)
        return (int(row[0]), float(row[1])) if row else GUARD.memory.get(key)

    def put(self, key: str, failures: int, at: float) -> None:
        try:
            with self.store._write():
                if failures:
                    self.store.conn.execute("INSERT OR REPLACE INTO pin_tries (key, failures, at) VALUES (?, ?, ?)",
                                            [key, failures, at])
                else:
                    self.store.conn.execute("DELETE FROM pin_tries WHERE key = ?", [key])
        except (StoreError, sqlite3.Error):
            GUARD.memory.put(key, failures, at)
