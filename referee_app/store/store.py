"""The database of events, players, tables and action logs. One `Store` = one open file, held exclusively.
Its caller is the operations layer (`referee_app/ops`); the window opens it and hands it to the operations.

Every write method validates its input first and runs in one transaction: on bad input it raises
InputError (or a subclass) and the file is unchanged. A method that returns has committed with
synchronous=FULL, i.e. its data survives a crash or power loss from that moment. The class is assembled
from parts by responsibility (base.py); this module holds opening, events, players and the file itself.
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

from referee_app.rules.errors import InputError
from referee_app.store import anchors, events, faults, keys, players, seals
from referee_app.store import db as dbmod
from referee_app.store import migrations as mig
from referee_app.store.backup import KEEP_PRE_MIGRATION, RotatingBackups
from referee_app.store.errors import CorruptDatabaseError, StoreError
from referee_app.store.event_edits import EventEdits
from referee_app.store.drafts import ResultDrafts
from referee_app.store.opening import open_database
from referee_app.store.pin import check_new_pin, hash_pin, verify_pin
from referee_app.store.records import Event, Player, Round, Table
from referee_app.store.table_log import TableLog
from referee_app.rules.board import classic_board
from referee_app.store import exchange
from referee_app.store import restore as restoring
from referee_app.store import keeper

if TYPE_CHECKING:
    from referee_app.rules.board import Board
    from referee_app.rules.ruleset import Ruleset
    from referee_app.store.restore import RestoreOutcome

RESTORE_RECORD = "restore"


class Store(TableLog, EventEdits, ResultDrafts):
    # ---- opening and closing -------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path | None = None, *, keep_backups: int = 10,
             clock: Callable[[], str] = events.now,
             migrations: Sequence[mig.Migration] = mig.MIGRATIONS, check_later: bool = False) -> Store:
        """Lock, refuse unusable files, check (integrity, version), back up if a migration is due, migrate.

        `check_later` (the window): the file opens with its writes held for the damage check after start-up
        (`hold_writes_for_damage_check`), which then also runs SQLite's integrity check of the whole file
        (store/damage.py), instead of this open running it: a cost that grows with the day's log."""
        db_path = Path(path) if path is not None else dbmod.default_path()
        conn, lock, unchecked = open_database(db_path, migrations, check_later)
        store = cls(db_path, conn, lock, keep_backups, clock)
        if check_later:
            store.hold_writes_for_damage_check(integrity=unchecked)
        return store

    def close(self, *, backup: bool = True) -> None:
        """Back up (if asked and there is something to keep), fold the WAL back and release the lock. A full
        disk does not stop the close: everything acknowledged is already in the WAL, which SQLite replays."""
        if not self._lock.held:
            return
        try:
            if backup:
                self.settle_damage_check()  # a damaged file must not be copied over the good backups
            if self.keeper is not None:
                self.keeper.stop()  # a last round: the copy has everything acknowledged
                self.keeper = None
            if backup and not self.read_only:
                try:
                    self.backup_if_worth()
                except (OSError, sqlite3.Error, StoreError):
                    pass  # no room for a copy: the old copies are untouched and the data is in the file
            try:
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error:
                pass
        finally:
            self.conn.close()
            self._lock.release()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- events, rounds, tables -------------------------------------------------------------------------
    def create_event(self, name: str, date: Any, venue: str, ruleset: Ruleset, head_pin: str,
                     board: Board | None = None) -> int:

        with self._write():
            return events.insert_event(self.db, name, date, venue, ruleset, board or classic_board(), head_pin)

    def event(self, event_id: int) -> Event:
        with self._readable_events():
            return events.get_event(self.conn, event_id)

    def events(self) -> list[Event]:
        with self._readable_events():
            return [Event.from_row(r) for r in dbmod.rows(self.conn, "SELECT * FROM events ORDER BY id")]

    @contextmanager
    def _readable_events(self) -> Iterator[None]:
        """An event's record that damage made unreadable (text no longer UTF-8, rules no longer JSON) is the
        file's damage, said in one line with the restore it needs, never a crash of whatever asked."""
        try:
            yield
        except InputError:
            raise
        except (sqlite3.DatabaseError, UnicodeDecodeError, ValueError, KeyError, TypeError) as exc:
            raise CorruptDatabaseError(str(self.path), [f"an event's record is unreadable: {exc}"[:300]]) from None

    def change_pin(self, event_id: int, old_pin: str, new_pin: str) -> None:
        """A new head referee PIN: the old one first (its keyed seal must hold); the event is sealed again
        under a key derived from the new one."""
        self._check_pin(event_id, old_pin)
        new_hash = hash_pin(check_new_pin("new_pin", new_pin))
        kdf, key = keys.new_key(new_pin)
        with self._write():
            self.db.execute("UPDATE events SET pin_hash = ? WHERE id = ?", [new_hash, event_id])
            seals.seal_event(self.db, event_id)
            keys.seal(self.db, event_id, key, self._clock(), kdf)
        self._keys[event_id] = key

    def add_round(self, event_id: int, number: int, phase: str = "qualifier") -> int:
        with self._write():
            return events.insert_round(self.db, event_id, number, phase)

    def rounds(self, event_id: int) -> list[Round]:
        events.get_event(self.conn, event_id)
        return [Round(*r) for r in self.conn.execute(
            "SELECT id, event_id, number, phase FROM rounds WHERE event_id = ? ORDER BY number", [event_id])]

    def latest_round_table(self, event_id: int, number: int) -> tuple[Round, int | None] | None:
        """The event's latest round and its table `number`'s id (None when it has none); None without a round."""
        return events.latest_round_table(self.conn, event_id, number)

    def add_table(self, round_id: int, number: int, seats: Sequence[tuple[int, str]]) -> int:
        """`seats`: (player_id, colour) in play order, seat 1 (primo di mano) first."""
        with self._write():
            return events.insert_table(self.db, round_id, number, seats)

    def table(self, table_id: int) -> Table:
        return events.get_table(self.conn, table_id)

    def tables(self, round_id: int) -> list[Table]:
        events.get_round(self.conn, round_id)
        return events.round_tables(self.conn, round_id)

    def seat_names(self, event_id: int) -> dict[int, dict[int, str]]:
        """{table id: {seat: the current name of the player there}} for every table of the event."""
        events.get_event(self.conn, event_id)
        return events.seat_names(self.conn, event_id)

    # ---- players ------------------------------------------------------------------------------------------
    def add_player(self, event_id: int, name: str, club: str = "", region: str = "", team: str = "",
                   band: int | None = None, present: bool = True,
                   identity: Mapping[str, str] | None = None) -> int:
        """`identity`: the circuit's fields (first_name, surname, nickname, birth_date ISO, national_id)."""
        events.get_event(self.conn, event_id)
        row = players.player_row(event_id, name, club, region, team, band, present, identity)
        with self._write():
            return players.insert_players(self.db, [row])[0]

    def add_players(self, event_id: int, new: Sequence[Mapping[str, Any]]) -> list[int]:
        """Several players in one transaction, all or none; each a mapping of `player_row`'s arguments."""
        events.get_event(self.conn, event_id)
        rows = []
        for i, fields in enumerate(new):
            try:
                rows.append(players.player_row(event_id, **fields))
            except InputError as exc:
                raise exc.at(f"players[{i}]") from None
        with self._write():
            return players.insert_players(self.db, rows)

    def set_present(self, player_id: int, present: bool) -> None:
        with self._write():
            players.set_present(self.db, player_id, present)

    def players(self, event_id: int) -> list[Player]:
        events.get_event(self.conn, event_id)
        return players.list_players(self.conn, event_id)

    def player_names(self, event_id: int) -> dict[int, str]:
        events.get_event(self.conn, event_id)
        return players.player_names(self.conn, event_id)

    # ---- files ---------------------------------------------------------------------------------------------
    def backup(self) -> Path:
        """A rotating backup now (keeps the newest `keep_backups`); call every few minutes and on close."""
        self.settle_damage_check()
        self._last_backup = time.monotonic()
        if self._keys and not self.read_only:  # the PIN was given in this run: the copy carries a fresh seal
            with self._write():
                for event_id in self._keys:
                    self._seal(event_id)
        try:
            taken = self.backups.take(self.conn, lambda copy: anchors.write_anchor(copy, self._clock()))
            RotatingBackups(self.backups.directory, "pre-migration", KEEP_PRE_MIGRATION).prune()
            return taken
        except (OSError, sqlite3.Error) as exc:
            translated = faults.translate(exc, self.backups.directory)
            if translated is exc:
                raise
            raise translated from exc

    def backup_if_worth(self) -> Path | None:
        """A backup unless the database holds no event or is damaged: an empty or damaged copy must never push
        out a good one."""
        self.settle_damage_check()
        if self.read_only or self.conn.execute("SELECT 1 FROM events LIMIT 1").fetchone() is None:
            return None
        return self.backup()

    def backup_if_due(self, interval_seconds: float = 300.0) -> Path | None:
        if time.monotonic() - self._last_backup < interval_seconds:
            return None
        return self.backup_if_worth()

    def export_event(self, event_id: int, dest: str | Path) -> Path:

        events.get_event(self.conn, event_id)
        return exchange.export_event(self.db, event_id, Path(dest))

    def import_event(self, source: str | Path) -> int:

        return exchange.import_event(self.db, Path(source))

    @staticmethod
    def restore(backup_path: str | Path, db_path: str | Path | None = None, *,
                pin: str) -> RestoreOutcome:
        """Replace a closed database with a backup, given the PIN of the backup's head referee. The current
        file is kept (`pre-restore-*`, or `damaged-*` when unreadable) and the restore is logged as an event
        record (`restore`) in the restored file."""
        source = Path(backup_path)
        target = Path(db_path) if db_path is not None else dbmod.default_path()

        outcome = restoring.restore(source, target, pin)
        with Store.open(target) as store:
            record = {"backup": str(source), "kept_aside": str(outcome.kept_aside or ""),
                      "damaged": outcome.damaged, "dropped_entries": outcome.dropped_entries,
                      "dropped_results": outcome.dropped_results}
            store._log_restore(record, pin)
        return outcome

    def _log_restore(self, record: dict[str, Any], pin: str) -> None:
        """The `restore` record in every event of the restored file, each in the event's keyed seal where the
        PIN opens it and that seal held (a restore record outside the seal does not count under `--pin`)."""
        for event in self.events():
            key = keys.opens(self.conn, event.id, pin) if verify_pin(pin, self._pin_hash(event.id)) else None
            if key is not None and keys.status(self.conn, event.id) == keys.KEYED:
                with dbmod.lenient_text(self.conn):
                    key = None if keys.problems(self.conn, event.id, key) else key
            with self._write():
                self.add_event_record(event.id, RESTORE_RECORD, record, "capo arbitro (PIN)")
                if key is not None:
                    keys.seal(self.db, event.id, key, self._clock())

    def _pin_hash(self, event_id: int) -> str:
        return str(self.conn.execute("SELECT pin_hash FROM events WHERE id = ?", [event_id]).fetchone()[0])

    @staticmethod
    def takeover(copy: str | Path, db_path: str | Path | None = None, *, pin: str) -> RestoreOutcome:
        """Carry on from the continuous copy (keeper.py) on another computer: the copy becomes the database at
        `db_path` exactly as a restore does (the head referee's PIN of the copy; a file already there is kept
        aside), with the clocks and the referees' tokens it holds. The heads kept beside a replaced file
        belong to that file and go; the copy's own heads are anchored inside it."""

        target = Path(db_path) if db_path is not None else dbmod.default_path()
        outcome = Store.restore(copy, target, pin=pin)
        keeper.head_path(target).unlink(missing_ok=True)
        return outcome
