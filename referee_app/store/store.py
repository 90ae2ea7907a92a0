"""The operations API the GUI and the CLI call. One `Store` = one open database file, held exclusively.

Every write method validates its input first and runs in one transaction: on bad input it raises
InputError (or a subclass) and the file is unchanged. A method that returns has committed with
synchronous=FULL, i.e. its data survives a crash or power loss from that moment.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from functools import reduce
from pathlib import Path
from typing import Any, NamedTuple, Self, TypeVar

import sqlite_utils

from referee_app.rules.board import Board, classic_board
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset
from referee_app.store import audit, events, exchange, log, players, results
from referee_app.store import db as dbmod
from referee_app.store import migrations as mig
from referee_app.store import validate as v
from referee_app.store.backup import RotatingBackups, backup_dir_for, copy_to, restore_into, stamp
from referee_app.store.chain import ChainReport, genesis
from referee_app.store.csv_import import CsvImportError, CsvPreview, parse_players_csv
from referee_app.store.errors import NotARefereeDatabase, NothingToUndo, TableClosed, WrongPin
from referee_app.store.lock import FileLock
from referee_app.store.pin import check_pin, hash_pin, verify_pin
from referee_app.store.records import Action, ActionId, Event, EventRecord, Player, Round, Table

S = TypeVar("S")


class _Key(NamedTuple):
    seq: int
    kind: str
    target: int | None


class Store:
    def __init__(self, path: Path, db: sqlite_utils.Database, lock: FileLock, keep_backups: int,
                 clock: Callable[[], str]) -> None:
        self.path = path
        self.db = db
        self._lock = lock
        self._clock = clock
        self.backups = RotatingBackups(backup_dir_for(path), "auto", keep_backups)
        self._genesis: dict[int, str] = {}
        self._last_backup = time.monotonic()

    # ---- opening and closing -------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path | None = None, *, keep_backups: int = 10,
             clock: Callable[[], str] = events.now,
             migrations: Sequence[mig.Migration] = mig.MIGRATIONS) -> Store:
        """Lock, check (integrity, version), back up if a migration is due, migrate, and open."""
        db_path = Path(path) if path is not None else dbmod.default_path()
        db_path.parent.mkdir(parents=True, exist_ok=True)
        lock = FileLock(db_path)
        lock.acquire()
        try:
            db = dbmod.connect(db_path)
            try:
                if mig.pending(db, db_path, migrations) and dbmod.user_version(db.conn) > 0:
                    version = dbmod.user_version(db.conn)
                    copy_to(db.conn, backup_dir_for(db_path) / f"pre-migration-v{version}-{stamp()}.db")
                dbmod.enable_durability(db.conn, db_path)
                mig.migrate(db, migrations)
            except BaseException:
                db.close()
                raise
        except BaseException:
            lock.release()
            raise
        return cls(db_path, db, lock, keep_backups, clock)

    def close(self, *, backup: bool = True) -> None:
        if not self._lock.held:
            return
        try:
            if backup:
                self.backup()
            self.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        finally:
            self.db.close()
            self._lock.release()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- events, rounds, tables -------------------------------------------------------------------------
    def create_event(self, name: str, date: Any, venue: str, ruleset: Ruleset, head_pin: str,
                     board: Board | None = None) -> int:
        with self.db.atomic():
            return events.insert_event(self.db, name, date, venue, ruleset, board or classic_board(), head_pin)

    def event(self, event_id: int) -> Event:
        return events.get_event(self.db, event_id)

    def events(self) -> list[Event]:
        return [Event.from_row(r) for r in self.db.table("events").rows_where(order_by="id")]

    def change_pin(self, event_id: int, old_pin: str, new_pin: str) -> None:
        self._check_pin(event_id, old_pin)
        new_hash = hash_pin(check_pin("new_pin", new_pin))
        with self.db.atomic():
            self.db.execute("UPDATE events SET pin_hash = ? WHERE id = ?", [new_hash, event_id])

    def add_round(self, event_id: int, number: int, phase: str = "qualifier") -> int:
        with self.db.atomic():
            return events.insert_round(self.db, event_id, number, phase)

    def rounds(self, event_id: int) -> list[Round]:
        events.get_event(self.db, event_id)
        return [Round(*r) for r in self.db.execute(
            "SELECT id, event_id, number, phase FROM rounds WHERE event_id = ? ORDER BY number", [event_id])]

    def add_table(self, round_id: int, number: int, seats: Sequence[tuple[int, str]]) -> int:
        """`seats`: (player_id, colour) in play order, seat 1 (primo di mano) first."""
        with self.db.atomic():
            return events.insert_table(self.db, round_id, number, seats)

    def table(self, table_id: int) -> Table:
        return events.get_table(self.db, table_id)

    def tables(self, round_id: int) -> list[Table]:
        events.get_round(self.db, round_id)
        return [events.get_table(self.db, t) for t in events.table_ids(self.db, round_id)]

    # ---- players ------------------------------------------------------------------------------------------
    def add_player(self, event_id: int, name: str, club: str = "", region: str = "", team: str = "",
                   band: int | None = None, present: bool = True) -> int:
        events.get_event(self.db, event_id)
        row = players.player_row(event_id, name, club, region, team, band, present)
        with self.db.atomic():
            return players.insert_players(self.db, [row])[0]

    def set_present(self, player_id: int, present: bool) -> None:
        with self.db.atomic():
            players.set_present(self.db, player_id, present)

    def players(self, event_id: int) -> list[Player]:
        events.get_event(self.db, event_id)
        return players.list_players(self.db, event_id)

    def preview_players_csv(self, event_id: int, source: bytes | str | Path) -> CsvPreview:
        """Check a CSV file without importing: every bad line, and names repeated in it or in the event."""
        existing = [(p.id, p.name) for p in self.players(event_id)]
        return parse_players_csv(source, existing)

    def import_players_csv(self, event_id: int, source: bytes | str | Path) -> list[int]:
        """Import all rows or none: raises CsvImportError (with the preview) if any line is bad."""
        preview = self.preview_players_csv(event_id, source)
        if not preview.valid:
            raise CsvImportError(preview)
        rows = [players.player_row(event_id, r.name, r.club, r.region, r.team, r.band, r.present)
                for r in preview.rows]
        with self.db.atomic():
            return players.insert_players(self.db, rows)

    # ---- the action log -----------------------------------------------------------------------------------
    def append(self, table_id: int, kind: str, payload: dict[str, Any], referee: str) -> ActionId:
        """Record one action; durable when this returns. Result, undo and redo have their own methods."""
        if kind not in log.GAME_KINDS:
            hint = " (use its own method)" if kind in log.ALL_KINDS else f"; known: {', '.join(log.GAME_KINDS)}"
            raise InputError("kind", f"cannot append {kind!r}{hint}")
        payload_json = v.json_object("payload", payload)
        who = v.text("referee", referee, max_len=100)
        origin = self._origin(table_id)
        with self.db.atomic():
            self._refuse_if_closed(table_id)
            seq, _ = log.write_entry(self.db, table_id, origin, kind, payload_json, who, self._clock(), None)
        return ActionId(table_id, seq)

    def undo(self, table_id: int, referee: str) -> ActionId:
        """Revert the latest action in force (a new `undo` entry); a confirmed result cannot be undone."""
        return self._undo_redo(table_id, referee, "undo")

    def redo(self, table_id: int, referee: str) -> ActionId:
        """Re-apply the latest undone action, if nothing new was recorded since it was undone."""
        return self._undo_redo(table_id, referee, "redo")

    def _undo_redo(self, table_id: int, referee: str, kind: str) -> ActionId:
        who = v.text("referee", referee, max_len=100)
        origin = self._origin(table_id)
        with self.db.atomic():
            keys = [_Key(*r) for r in self.db.execute(
                "SELECT seq, kind, target FROM actions WHERE table_id = ? ORDER BY seq", [table_id])]
            resolution = log.resolve(keys)
            target = resolution.undo_candidate if kind == "undo" else resolution.redo_candidate
            if target is None:
                if kind == "undo" and resolution.in_force and resolution.in_force[-1].kind in log.RESULT_KINDS:
                    raise TableClosed("table_id", "the result is confirmed: use correct_result with the PIN")
                raise NothingToUndo("table_id", f"nothing to {kind} at table {table_id}")
            payload = v.json_object("payload", {"kind": target.kind})
            seq, _ = log.write_entry(self.db, table_id, origin, kind, payload, who, self._clock(), target.seq)
        return ActionId(table_id, seq)

    def actions(self, table_id: int) -> list[Action]:
        """The whole log of a table, undo/redo and superseded results included."""
        events.get_table(self.db, table_id)
        return log.actions(self.db, "table_id = ?", [table_id])

    def actions_after(self, table_id: int, seq: int) -> list[Action]:
        """The table's log entries after `seq`, in order: one query, for a caller that keeps the rest."""
        return log.actions(self.db, "table_id = ? AND seq > ?", [table_id, seq])

    def effective_actions(self, table_id: int) -> list[Action]:
        """The actions in force after undo/redo, in log order (undo/redo entries themselves left out)."""
        return list(log.resolve(self.actions(table_id)).in_force)

    def replay(self, table_id: int, fold: Callable[[S, Action], S], initial: S) -> S:
        """Rebuild a table's state: `fold` (a pure function) over its effective actions."""
        return reduce(fold, self.effective_actions(table_id), initial)

    def replay_round(self, round_id: int, fold: Callable[[S, Action], S], initial: S) -> dict[int, S]:
        """Every table of a round rebuilt: {table_id: state}."""
        events.get_round(self.db, round_id)
        return {t: reduce(fold, log.resolve(log.actions(self.db, "table_id = ?", [t])).in_force, initial)
                for t in events.table_ids(self.db, round_id)}

    def round_actions(self, round_id: int) -> dict[int, list[Action]]:
        """The effective actions of every table of a round, from one read of the logs: {table_id: actions}."""
        events.get_round(self.db, round_id)
        by_table: dict[int, list[Action]] = {t: [] for t in events.table_ids(self.db, round_id)}
        for action in log.actions(self.db, "table_id IN (SELECT id FROM tables WHERE round_id = ?)", [round_id]):
            by_table[action.table_id].append(action)
        return {t: list(log.resolve(entries).in_force) for t, entries in by_table.items()}

    def round_log(self, round_id: int) -> dict[int, list[Action]]:
        """The whole log of every table of a round (undo/redo included), from one read: {table_id: log}."""
        events.get_round(self.db, round_id)
        by_table: dict[int, list[Action]] = {t: [] for t in events.table_ids(self.db, round_id)}
        for action in log.actions(self.db, "table_id IN (SELECT id FROM tables WHERE round_id = ?)", [round_id]):
            by_table[action.table_id].append(action)
        return by_table

    def log_heads(self, round_id: int) -> dict[int, int]:
        """The last seq of each table's log in a round (0 for an empty log), from one query."""
        return {int(r[0]): int(r[1]) for r in self.db.execute(
            "SELECT t.id, COALESCE(MAX(a.seq), 0) FROM tables t LEFT JOIN actions a ON a.table_id = t.id "
            "WHERE t.round_id = ? GROUP BY t.id", [round_id])}

    def append_many(self, entries: Sequence[tuple[int, str, dict[str, Any]]], referee: str) -> list[ActionId]:
        """Several tables' actions in one transaction (a general pause): all are written or none."""
        who = v.text("referee", referee, max_len=100)
        prepared = []
        for i, (table_id, kind, payload) in enumerate(entries):
            if kind not in log.GAME_KINDS:
                raise InputError(f"entries[{i}].kind", f"cannot append {kind!r}")
            prepared.append((table_id, kind, v.json_object(f"entries[{i}].payload", payload),
                             self._origin(table_id)))
        out = []
        with self.db.atomic():
            at = self._clock()
            for table_id, kind, payload_json, origin in prepared:
                self._refuse_if_closed(table_id)
                seq, _ = log.write_entry(self.db, table_id, origin, kind, payload_json, who, at, None)
                out.append(ActionId(table_id, seq))
        return out

    # ---- results --------------------------------------------------------------------------------------------
    def confirm_result(self, table_id: int, result: dict[str, Any], referee: str,
                       final_state: dict[str, Any] | None = None) -> ActionId:
        """Confirm a table's result; with `final_state`, that entry is logged first in the same transaction
        (both are on disk, or neither)."""
        payload = v.json_object("payload", {"result": _result(result)})
        final_json = None if final_state is None else v.json_object("final_state", final_state)
        who = v.text("referee", referee, max_len=100)
        origin = self._origin(table_id)
        with self.db.atomic():
            self._refuse_if_closed(table_id)
            at = self._clock()
            if final_json is not None:
                log.write_entry(self.db, table_id, origin, "final_state", final_json, who, at, None)
            seq, _ = log.write_entry(self.db, table_id, origin, "result_confirmed", payload, who, at, None)
        return ActionId(table_id, seq)

    def correct_result(self, table_id: int, result: dict[str, Any], referee: str, pin: str,
                       reason: str) -> ActionId:
        """Replace a confirmed result (head referee's PIN); the superseded value stays in the log."""
        payload = v.json_object("payload", {"result": _result(result), "reason": v.text("reason", reason,
                                                                                         max_len=500)})
        who = v.text("referee", referee, max_len=100)
        origin = self._origin(table_id)
        self._check_pin(events.chain_origin(self.db, table_id)[3], pin)
        with self.db.atomic():
            current = results.current_result_entry(self.actions(table_id))
            if current is None:
                raise InputError("table_id", "no confirmed result to correct; use confirm_result")
            seq, _ = log.write_entry(self.db, table_id, origin, "correction", payload, who, self._clock(),
                                     current.seq)
        return ActionId(table_id, seq)

    def result(self, table_id: int) -> dict[str, Any] | None:
        current = results.current_result_entry(self.actions(table_id))
        return None if current is None else dict(current.payload["result"])

    def result_history(self, table_id: int) -> list[results.ResultVersion]:
        return results.history(self.actions(table_id))

    def verify_chain(self, event_id: int | None = None) -> ChainReport:
        """Check every table's hash chain (or one event's); the report names the first broken entry."""
        return audit.verify(self.db, event_id)

    def chain_head(self, table_id: int) -> str:
        """The hash of the table's latest entry (the genesis hash if none): print it on the result sheet,
        and any later rewrite of the log, even a fully re-hashed one, no longer ends in it."""
        origin = self._origin(table_id)
        row = self.db.execute("SELECT hash FROM actions WHERE table_id = ? ORDER BY seq DESC LIMIT 1",
                              [table_id]).fetchone()
        return origin if row is None else str(row[0])

    # ---- files ---------------------------------------------------------------------------------------------
    def backup(self) -> Path:
        """A rotating backup now (keeps the newest `keep_backups`); call every few minutes and on close."""
        self._last_backup = time.monotonic()
        return self.backups.take(self.db.conn)

    def backup_if_due(self, interval_seconds: float = 300.0) -> Path | None:
        if time.monotonic() - self._last_backup < interval_seconds:
            return None
        return self.backup()

    def export_event(self, event_id: int, dest: str | Path) -> Path:
        events.get_event(self.db, event_id)
        return exchange.export_event(self.db, event_id, Path(dest))

    def import_event(self, source: str | Path) -> int:
        return exchange.import_event(self.db, Path(source))

    @staticmethod
    def restore(backup_path: str | Path, db_path: str | Path | None = None) -> Path:
        """Replace a closed database with a backup; the current file is first saved as `pre-restore-*`."""
        source = Path(backup_path)
        target = Path(db_path) if db_path is not None else dbmod.default_path()
        if not source.is_file():
            raise InputError("backup_path", f"{source} does not exist")
        check = dbmod.connect(source)  # integrity first: never restore a damaged copy
        try:
            mig.pending(check, source)
            if dbmod.user_version(check.conn) == 0:
                raise NotARefereeDatabase(str(source))
        finally:
            check.close()
        lock = FileLock(target)
        lock.acquire()
        try:
            conn = dbmod.raw_connect(target)
            try:
                if dbmod.user_tables(conn):
                    copy_to(conn, backup_dir_for(target) / f"pre-restore-{stamp()}.db")
                restore_into(source, conn)
                dbmod.check_integrity(conn, target)
            finally:
                conn.close()
        finally:
            lock.release()
        return target

    # ---- casistica: the organiser's own rulings for an event ------------------------------------------------
    def add_casistica_entry(self, event_id: int, entry_id: str, entry: dict[str, Any]) -> None:
        """Keep one event ruling (the JSON of a casistica entry, validated by the caller with the rules'
        `entry_from_dict`); an id already used in the event is refused."""
        events.get_event(self.db, event_id)
        key = v.text("entry_id", entry_id, max_len=100)
        entry_json = v.json_object("entry", entry)
        with self.db.atomic():
            if self.db.execute("SELECT 1 FROM event_casistica WHERE event_id = ? AND entry_id = ?",
                               [event_id, key]).fetchone():
                raise InputError("entry_id", f"the event already has a ruling {key!r}")
            dbmod.insert(self.db, "event_casistica", {"event_id": event_id, "entry_id": key, "entry": entry_json,
                                                      "created_at": self._clock()})

    def casistica_entries(self, event_id: int) -> list[dict[str, Any]]:
        """The event's own rulings, in the order they were added."""
        events.get_event(self.db, event_id)
        return [json.loads(r[0]) for r in self.db.execute(
            "SELECT entry FROM event_casistica WHERE event_id = ? ORDER BY id", [event_id])]

    def remove_casistica_entry(self, event_id: int, entry_id: str) -> None:
        events.get_event(self.db, event_id)
        with self.db.atomic():
            cursor = self.db.execute("DELETE FROM event_casistica WHERE event_id = ? AND entry_id = ?",
                                     [event_id, entry_id])
            if cursor.rowcount == 0:
                raise InputError("entry_id", f"the event has no ruling {entry_id!r}")

    # ---- rounds: saving a drawn round, undoing it, seat order before play (area: rounds) ----------------
    def add_round_with_tables(self, event_id: int, number: int, phase: str,
                              tables: Sequence[Sequence[tuple[int, str]]]) -> int:
        """A round and all its tables (table 1 first, each seat 1 first) in one transaction: all or nothing."""
        if not tables:
            raise InputError("tables", "a round needs at least one table")
        with self.db.atomic():
            round_id = events.insert_round(self.db, event_id, number, phase)
            for t, seats in enumerate(tables, start=1):
                try:
                    events.insert_table(self.db, round_id, t, seats)
                except InputError as exc:
                    raise exc.at(f"tables[{t - 1}]") from None
            return round_id

    def remove_round(self, round_id: int) -> None:
        """Take back a round saved by mistake: only the event's latest round, and only while none of its
        tables has a single entry in its log (the log is append-only, so a played table stays)."""
        rnd = events.get_round(self.db, round_id)
        latest = self.db.execute("SELECT MAX(number) FROM rounds WHERE event_id = ?", [rnd.event_id]).fetchone()[0]
        if rnd.number != latest:
            raise InputError("round_id", f"round {rnd.number} is not the latest round ({latest})")
        used = [int(r[0]) for r in self.db.execute(
            "SELECT DISTINCT t.number FROM tables t JOIN actions a ON a.table_id = t.id WHERE t.round_id = ? "
            "ORDER BY t.number", [round_id])]
        if used:
            raise InputError("round_id", f"round {rnd.number} has started: table(s) "
                                         f"{', '.join(map(str, used))} already have actions")
        ids = events.table_ids(self.db, round_id)
        with self.db.atomic():
            self.db.execute("DELETE FROM seats WHERE table_id IN (SELECT id FROM tables WHERE round_id = ?)",
                            [round_id])
            self.db.execute("DELETE FROM tables WHERE round_id = ?", [round_id])
            self.db.execute("DELETE FROM rounds WHERE id = ?", [round_id])
        for table_id in ids:  # a later table may reuse the row id: its chain origin must not be cached
            self._genesis.pop(table_id, None)

    def set_seats(self, table_id: int, seats: Sequence[tuple[int, str]]) -> None:
        """A new seat order and colours for the same players, allowed only while the table's log is empty."""
        table = events.get_table(self.db, table_id)
        if self.db.execute("SELECT 1 FROM actions WHERE table_id = ? LIMIT 1", [table_id]).fetchone():
            raise InputError("table_id", f"table {table.number} has started: its seat order is fixed")
        if not isinstance(seats, Sequence) or isinstance(seats, str):
            raise InputError("seats", "expected a list of (player_id, colour), seat 1 first")
        wanted = sorted(s.player_id for s in table.seats)
        given = sorted(s[0] if isinstance(s, Sequence) and not isinstance(s, str) and s else -1 for s in seats)
        if given != wanted:
            raise InputError("seats", f"table {table.number} must keep the same players")
        rnd = events.get_round(self.db, table.round_id)
        with self.db.atomic():
            self.db.execute("DELETE FROM seats WHERE table_id = ?", [table_id])
            self.db.table("seats").insert_all(
                [{"table_id": table_id, "seat": i, "player_id": pid, "colour": colour}
                 for i, (pid, colour) in enumerate(events._check_seats(self.db, rnd, seats), start=1)])

    # ---- event records (results and standings area) ---------------------------------------------------------
    def add_event_record(self, event_id: int, kind: str, payload: dict[str, Any], referee: str) -> int:
        """Append an event-level record (e.g. `standings_dice`); records are never changed, the latest of a
        kind is the one in force and the earlier ones stay as history."""
        events.get_event(self.db, event_id)
        row = {"event_id": event_id, "kind": v.text("kind", kind, max_len=50),
               "payload": v.json_object("payload", payload), "referee": v.text("referee", referee, max_len=100),
               "at": self._clock()}
        with self.db.atomic():
            return dbmod.insert(self.db, "event_records", row)

    def event_records(self, event_id: int, kind: str) -> list[EventRecord]:
        """Every record of `kind` for the event, oldest first."""
        events.get_event(self.db, event_id)
        return [EventRecord(int(r[0]), str(r[1]), json.loads(r[2]), str(r[3]), str(r[4])) for r in self.db.execute(
            "SELECT id, kind, payload, referee, at FROM event_records WHERE event_id = ? AND kind = ? ORDER BY id",
            [event_id, kind])]

    # ---- players: editing and undo (ui-event) ----------------------------------------------------------------
    def player(self, player_id: int) -> Player:
        return players.get_player(self.db, player_id)

    def update_player(self, player_id: int, name: str, club: str = "", region: str = "", team: str = "",
                      band: int | None = None) -> None:
        """Change a player's details; presence has its own method (set_present)."""
        current = players.get_player(self.db, player_id)
        row = players.player_row(current.event_id, name, club, region, team, band, current.present)
        with self.db.atomic():
            self.db.table("players").update(player_id, row)

    def remove_player(self, player_id: int) -> Player:
        """Delete a player nobody has seated yet (undo of an add); returns what was deleted."""
        current = players.get_player(self.db, player_id)
        if self.db.execute("SELECT 1 FROM seats WHERE player_id = ?", [player_id]).fetchone():
            raise InputError("player_id", f"{current.name} is already seated at a table")
        with self.db.atomic():
            self.db.execute("DELETE FROM players WHERE id = ?", [player_id])
        return current

    def restore_player(self, player: Player) -> int:
        """Put back a removed player under the same id (redo of an add), so later commands still apply."""
        events.get_event(self.db, player.event_id)
        if self.db.execute("SELECT 1 FROM players WHERE id = ?", [player.id]).fetchone():
            raise InputError("player_id", f"player {player.id} already exists")
        row = players.player_row(player.event_id, player.name, player.club, player.region, player.team,
                                 player.band, player.present)
        with self.db.atomic():
            return players.insert_players(self.db, [{"id": player.id, **row}])[0]

    # ---- helpers -------------------------------------------------------------------------------------------
    def _origin(self, table_id: int) -> str:
        v.row_id("table_id", table_id)
        if table_id not in self._genesis:
            event_uuid, round_number, table_number, _ = events.chain_origin(self.db, table_id)
            self._genesis[table_id] = genesis(event_uuid, round_number, table_number)
        return self._genesis[table_id]

    def _refuse_if_closed(self, table_id: int) -> None:
        if self.db.execute("SELECT 1 FROM actions WHERE table_id = ? AND kind = 'result_confirmed'",
                           [table_id]).fetchone():
            raise TableClosed("table_id", f"table {table_id} has a confirmed result: only a correction "
                                          "with the head referee's PIN can follow")

    def _check_pin(self, event_id: int, pin: str) -> None:
        event_row = self.db.execute("SELECT pin_hash FROM events WHERE id = ?", [event_id]).fetchone()
        if event_row is None:
            raise InputError("event_id", f"no event {event_id}")
        if not verify_pin(pin, str(event_row[0])):
            raise WrongPin()


def _result(result: Any) -> dict[str, Any]:
    if not isinstance(result, dict) or not result:
        raise InputError("result", "expected a non-empty JSON object")
    return result
