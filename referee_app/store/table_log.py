"""The tables' action logs and results: append, undo/redo, replays, confirmation and PIN corrections, and
the hash chain over them (part of `Store`; see base.py)."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from typing import Any, NamedTuple, TypeVar

from referee_app.rules.errors import InputError
from referee_app.store import anchors, audit, events, log, results, snapshots
from referee_app.store import db as dbmod
from referee_app.store import validate as v
from referee_app.store.base import StoreBase
from referee_app.store.chain import ChainReport
from referee_app.store.errors import CorruptDatabaseError, NothingToUndo, TableClosed
from referee_app.store.records import Action, ActionId

S = TypeVar("S")


class _Key(NamedTuple):
    seq: int
    kind: str
    target: int | None


class Snapshot(NamedTuple):
    """The table's state after the entry being written, as the caller folded it (rules/table/snapshot.py):
    kept in the entry's transaction (snapshots.py)."""
    engine: str
    state: str


class TableLog(StoreBase):
    # ---- the action log -----------------------------------------------------------------------------------
    def append(self, table_id: int, kind: str, payload: dict[str, Any], referee: str,
               snapshot: Snapshot | None = None) -> ActionId:
        """Record one action; durable when this returns. Result, undo and redo have their own methods.
        With `snapshot`, the table's state after it is kept in the same transaction."""
        return self.append_many([(table_id, kind, payload, snapshot)], referee, field="")[0]

    def undo(self, table_id: int, referee: str) -> ActionId:
        """Revert the latest action in force (a new `undo` entry); a confirmed result cannot be undone."""
        return self._undo_redo(table_id, referee, "undo")

    def redo(self, table_id: int, referee: str) -> ActionId:
        """Re-apply the latest undone action, if nothing new was recorded since it was undone."""
        return self._undo_redo(table_id, referee, "redo")

    def _undo_redo(self, table_id: int, referee: str, kind: str) -> ActionId:
        who = v.text("referee", referee, max_len=100)
        origin = self._origin(table_id)
        with self._write():
            keys = [_Key(*r) for r in self.conn.execute(
                "SELECT seq, kind, target FROM actions WHERE table_id = ? ORDER BY seq", [table_id])]
            resolution = log.resolve(keys)
            target = resolution.undo_candidate if kind == "undo" else resolution.redo_candidate
            if target is None:
                if kind == "undo" and resolution.in_force and resolution.in_force[-1].kind in log.RESULT_KINDS:
                    raise TableClosed("table_id", "the result is confirmed: use correct_result with the PIN")
                raise NothingToUndo("table_id", f"nothing to {kind} at table {table_id}")
            payload = v.json_object("payload", {"kind": target.kind})
            seq, _ = self._write_entry(table_id, origin, kind, payload, who, self._clock(), target.seq)
        return ActionId(table_id, seq)

    def _write_entry(self, table_id: int, origin: str, kind: str, payload_json: str, who: str, at: str,
                     target: int | None) -> tuple[int, str]:
        """The one writer of a log entry (store/log.py), noting the table written (`log_unchanged_since`)."""
        written = log.write_entry(self.db, table_id, origin, kind, payload_json, who, at, target)
        self._log_written[table_id] = self.written
        return written

    def actions(self, table_id: int) -> list[Action]:
        """The whole log of a table, undo/redo and superseded results included."""
        events.get_table(self.conn, table_id)
        return log.actions(self.conn, "table_id = ?", [table_id])

    def actions_after(self, table_id: int, seq: int) -> list[Action]:
        """The table's log entries after `seq`, in order: one query, for a caller that keeps the rest."""
        return log.actions(self.conn, "table_id = ? AND seq > ?", [table_id, seq])

    def entries_after(self, heads: dict[int, int]) -> dict[int, list[Action]]:
        """{table id: its entries after the seq given for it}, from one query."""
        out: dict[int, list[Action]] = {t: [] for t in heads}
        for action in snapshots.after_heads(self.conn, heads):
            out[action.table_id].append(action)
        return out

    def latest_time(self) -> float | None:
        """The latest game time recorded in any table's log (epoch seconds), None when nothing is. Asked
        at each start: a page of the log that damage left unreadable is the file's damage, said with the
        restore it needs (CorruptDatabaseError), never a crash of the start."""
        try:
            return snapshots.latest_time(self.conn)
        except sqlite3.DatabaseError as exc:
            raise CorruptDatabaseError(str(self.path), [f"the log's latest time is unreadable: {exc}"]) from None

    def tails(self, engine: str, *, round_id: int | None = None,
              table_id: int | None = None) -> dict[int, snapshots.Tail]:
        """For one table or every table of a round: its snapshot (when one made by `engine` matches the
        chain) and the log entries after it, from two queries."""
        if table_id is not None:
            events.get_table(self.conn, table_id)
            return snapshots.tails(self.conn, "t.id = ?", [table_id], engine)
        events.get_round(self.conn, round_id or 0)
        return snapshots.tails(self.conn, "t.round_id = ?", [round_id], engine)

    def round_actions(self, round_id: int) -> dict[int, list[Action]]:
        """The effective actions of every table of a round, from one read of the logs: {table_id: actions}."""
        events.get_round(self.conn, round_id)
        by_table: dict[int, list[Action]] = {t: [] for t in events.table_ids(self.conn, round_id)}
        for action in log.actions(self.conn, "table_id IN (SELECT id FROM tables WHERE round_id = ?)", [round_id]):
            by_table[action.table_id].append(action)
        return {t: list(log.resolve(entries).in_force) for t, entries in by_table.items()}

    def log_heads(self, round_id: int) -> dict[int, int]:
        """The last seq of each table's log in a round (0 for an empty log), from one query."""
        return {int(r[0]): int(r[1]) for r in self.conn.execute(
            "SELECT t.id, COALESCE(MAX(a.seq), 0) FROM tables t LEFT JOIN actions a ON a.table_id = t.id "
            "WHERE t.round_id = ? GROUP BY t.id", [round_id])}

    def append_many(self, entries: Sequence[tuple[int, str, dict[str, Any], Snapshot | None]], referee: str,
                    field: str = "entries") -> list[ActionId]:
        """Several tables' actions in one transaction (a general pause): all are written or none. Each with
        its table's state after it, when the caller has it (`append`)."""
        who = v.text("referee", referee, max_len=100)
        prepared = []
        for i, (table_id, kind, payload, snapshot) in enumerate(entries):
            where = f"{field}[{i}]." if field else ""
            if kind not in log.GAME_KINDS:
                hint = " (use its own method)" if kind in log.ALL_KINDS else f"; known: {', '.join(log.GAME_KINDS)}"
                raise InputError(f"{where}kind", f"cannot append {kind!r}{hint}")
            prepared.append((table_id, kind, v.json_object(f"{where}payload", payload), self._origin(table_id),
                             snapshot, snapshots.game_time(payload)))
        out = []
        with self._write():
            at = self._clock()
            for table_id, kind, payload_json, origin, snapshot, game_time in prepared:
                self._refuse_if_closed(table_id)
                seq, digest = self._write_entry(table_id, origin, kind, payload_json, who, at, None)
                if snapshot is not None:
                    snapshots.put(self.db, table_id, seq, digest, snapshot.engine, snapshot.state, game_time)
                if kind == "final_state":  # the desk's typing is in the log now: the next opening starts there
                    self._drop_result_drafts([table_id])
                out.append(ActionId(table_id, seq))
        return out

    # ---- results --------------------------------------------------------------------------------------------
    def confirm_result(self, table_id: int, result: dict[str, Any], referee: str,
                       final_state: dict[str, Any] | None = None, snapshot: Snapshot | None = None) -> ActionId:
        """Confirm a table's result; with `final_state`, that entry is logged first in the same transaction
        (both are on disk, or neither), with the table's state after it when the caller has it (`snapshot`)."""
        payload = v.json_object("payload", {"result": _result(result)})
        final_json = None if final_state is None else v.json_object("final_state", final_state)
        final_time = None if final_state is None else snapshots.game_time(final_state)
        who = v.text("referee", referee, max_len=100)
        origin = self._origin(table_id)
        with self._write():
            self._refuse_if_closed(table_id)
            at = self._clock()
            if final_json is not None:
                final_seq, final_hash = self._write_entry(table_id, origin, "final_state", final_json, who, at, None)
                if snapshot is not None:
                    snapshots.put(self.db, table_id, final_seq, final_hash, snapshot.engine, snapshot.state,
                                  final_time)
            seq, digest = self._write_entry(table_id, origin, "result_confirmed", payload, who, at, None)
            snapshots.put_result(self.db, table_id, seq, digest, payload)
            self._drop_result_drafts([table_id])  # the desk's typing is the result now (or a phone's was)
        return ActionId(table_id, seq)

    def correct_result(self, table_id: int, result: dict[str, Any], referee: str, pin: str,
                       reason: str) -> ActionId:
        """Replace a confirmed result (head referee's PIN); the superseded value stays in the log."""
        payload = v.json_object("payload", {"result": _result(result), "reason": v.text("reason", reason,
                                                                                         max_len=500)})
        who = v.text("referee", referee, max_len=100)
        origin = self._origin(table_id)
        event_id = events.chain_origin(self.conn, table_id)[3]
        self._check_pin(event_id, pin)
        with self._write():
            current = results.current_result_entry(self.actions(table_id))
            if current is None:
                raise InputError("table_id", "no confirmed result to correct; use confirm_result")
            seq, digest = self._write_entry(table_id, origin, "correction", payload, who, self._clock(),
                                          current.seq)
            snapshots.put_result(self.db, table_id, seq, digest, payload)
            self._seal(event_id)
        return ActionId(table_id, seq)

    def result(self, table_id: int) -> dict[str, Any] | None:
        stored = self.results_of([table_id])[table_id]
        return None if stored is None else dict(stored)

    def results_of(self, table_ids: Sequence[int]) -> dict[int, Any]:
        """The result in force of each table (None: not confirmed): the entry the results index names where
        it matches the chain, else the table's log (snapshots.py)."""
        return snapshots.result_parts(self.conn, table_ids)

    def rankings(self, *, event_id: int | None = None, table_ids: Sequence[int] = ()) -> list[snapshots.Ranked]:
        """The confirmed tables of an event, or among `table_ids`, in round and table order, each with its
        ranking in force as the standings count it: the results index's own text where its row holds, else
        the table's log (snapshots.py). One query."""
        if event_id is not None:
            events.get_event(self.conn, event_id)
            return snapshots.rankings(self.conn, "rd.event_id = ?", [event_id])
        ids = list(table_ids)
        return snapshots.rankings(self.conn, f"t.id IN ({', '.join('?' for _ in ids)})", ids) if ids else []

    def result_history(self, table_id: int) -> list[results.ResultVersion]:
        return results.history(self.actions(table_id))

    def verify_chain(self, event_id: int | None = None, pin: str | None = None) -> ChainReport:
        """Check every table's hash chain (or one event's); the report names the first broken entry. Text
        that damage left unreadable reads with replacement characters, so it shows as a broken seal or link.
        With the head referee's `pin`, also each event's keyed seal that it opens (keys.py; writes nothing)."""
        with dbmod.lenient_text(self.conn):
            return audit.verify(self.conn, event_id, self.backups.directory, self.path, pin)

    def describe_breaks(self, report: ChainReport) -> list[str]:
        """One line per broken table, naming its round, table and entry, for a referee to look up."""
        with dbmod.lenient_text(self.conn):
            return audit.describe(self.conn, report)

    def table_code(self, table_id: int) -> str:
        """The short code of the table's chain head, printed on its result sheet (`db verify --code`)."""
        return anchors.short(self.chain_head(table_id))

    def event_code(self, event_id: int) -> str:
        """The short code of all the event's chain heads, printed on the standings sheet."""
        events.get_event(self.conn, event_id)
        return anchors.short(anchors.event_digest(anchors.event_heads(self.conn, event_id)))

    def find_code(self, code: str) -> str | None:
        """Where the logs were in the state a printed code names; None: not in this file's history."""
        return anchors.find(self.conn, code)

    def chain_head(self, table_id: int) -> str:
        """The hash of the table's latest entry (the genesis hash if none): print it on the result sheet,
        and any later rewrite of the log, even a fully re-hashed one, no longer ends in it."""
        origin = self._origin(table_id)
        row = self.conn.execute("SELECT hash FROM actions WHERE table_id = ? ORDER BY seq DESC LIMIT 1",
                              [table_id]).fetchone()
        return origin if row is None else str(row[0])


def _result(result: Any) -> dict[str, Any]:
    if not isinstance(result, dict) or not result:
        raise InputError("result", "expected a non-empty JSON object")
    return result
