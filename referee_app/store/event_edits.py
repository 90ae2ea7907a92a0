"""Edits around the tables: an event's own rulings, saving and taking back a drawn round, seat order
before play, event-level records, and player edits with their undo (part of `Store`; see base.py)."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from referee_app.rules.errors import InputError
from referee_app.store import db as dbmod
from referee_app.store import events, players, seals
from referee_app.store import validate as v
from referee_app.store.base import StoreBase
from referee_app.store.records import EventRecord, Player


RENAMED = "player_renamed"  # the event record of a player's new name


class EventEdits(StoreBase):
    # ---- casistica: the organiser's own rulings for an event ------------------------------------------------
    def add_casistica_entry(self, event_id: int, entry_id: str, entry: dict[str, Any]) -> None:
        """Keep one event ruling (the JSON of a casistica entry, validated by the caller with the rules'
        `entry_from_dict`); an id already used in the event is refused."""
        events.get_event(self.conn, event_id)
        key = v.text("entry_id", entry_id, max_len=100)
        entry_json = v.json_object("entry", entry)
        with self._write():
            if self.conn.execute("SELECT 1 FROM event_casistica WHERE event_id = ? AND entry_id = ?",
                               [event_id, key]).fetchone():
                raise InputError("entry_id", f"the event already has a ruling {key!r}")
            dbmod.insert(self.db, "event_casistica", {"event_id": event_id, "entry_id": key, "entry": entry_json,
                                                      "created_at": self._clock()})

    def casistica_entries(self, event_id: int) -> list[dict[str, Any]]:
        """The event's own rulings, in the order they were added."""
        events.get_event(self.conn, event_id)
        return [json.loads(r[0]) for r in self.conn.execute(
            "SELECT entry FROM event_casistica WHERE event_id = ? ORDER BY id", [event_id])]

    def casistica_entry_ids(self, event_id: int) -> list[str]:
        """The ids of the event's own rulings."""
        return [str(r[0]) for r in self.conn.execute(
            "SELECT entry_id FROM event_casistica WHERE event_id = ? ORDER BY id", [event_id])]

    def remove_casistica_entry(self, event_id: int, entry_id: str) -> None:
        events.get_event(self.conn, event_id)
        with self._write():
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
        with self._write():
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
        rnd = events.get_round(self.conn, round_id)
        latest = self.conn.execute("SELECT MAX(number) FROM rounds WHERE event_id = ?", [rnd.event_id]).fetchone()[0]
        if rnd.number != latest:
            raise InputError("round_id", f"round {rnd.number} is not the latest round ({latest})")
        used = [int(r[0]) for r in self.conn.execute(
            "SELECT DISTINCT t.number FROM tables t JOIN actions a ON a.table_id = t.id WHERE t.round_id = ? "
            "ORDER BY t.number", [round_id])]
        if used:
            raise InputError("round_id", f"round {rnd.number} has started: table(s) "
                                         f"{', '.join(map(str, used))} already have actions")
        ids = events.table_ids(self.conn, round_id)
        with self._write():
            self.db.execute("DELETE FROM seats WHERE table_id IN (SELECT id FROM tables WHERE round_id = ?)",
                            [round_id])
            self._drop_result_drafts(ids)  # a result typed for a table that never played
            self.db.execute("DELETE FROM tables WHERE round_id = ?", [round_id])
            self.db.execute("DELETE FROM rounds WHERE id = ?", [round_id])
        for table_id in ids:  # a later table may reuse the row id: its chain origin must not be cached
            self._genesis.pop(table_id, None)

    def set_seats(self, table_id: int, seats: Sequence[tuple[int, str]]) -> None:
        """A new seat order and colours for the same players, allowed only while the table's log is empty."""
        table = events.get_table(self.conn, table_id)
        if self.conn.execute("SELECT 1 FROM actions WHERE table_id = ? LIMIT 1", [table_id]).fetchone():
            raise InputError("table_id", f"table {table.number} has started: its seat order is fixed")
        if not isinstance(seats, Sequence) or isinstance(seats, str):
            raise InputError("seats", "expected a list of (player_id, colour), seat 1 first")
        wanted = sorted(s.player_id for s in table.seats)
        given = sorted(s[0] if isinstance(s, Sequence) and not isinstance(s, str) and s else -1 for s in seats)
        if given != wanted:
            raise InputError("seats", f"table {table.number} must keep the same players")
        rnd = events.get_round(self.conn, table.round_id)
        with self._write():
            self.db.execute("DELETE FROM seats WHERE table_id = ?", [table_id])
            self._drop_result_drafts([table_id])  # typed by seat: the old seats' draft would land on other players
            self.db.table("seats").insert_all(
                [{"table_id": table_id, "seat": i, "player_id": pid, "colour": colour}
                 for i, (pid, colour) in enumerate(events._check_seats(self.db, rnd, seats), start=1)])
            seals.seal_table(self.db, table_id)

    # ---- event records (results and standings area) ---------------------------------------------------------
    def add_event_record(self, event_id: int, kind: str, payload: dict[str, Any], referee: str,
                         pin: str | None = None) -> int:
        """Append an event-level record (e.g. `standings_dice`); records are never changed, the latest of a
        kind is the one in force and the earlier ones stay as history. With the head referee's `pin` (the
        operations ask it for a record that changes a decided outcome) it is checked first and the event is
        sealed with the record (keys.py)."""
        events.get_event(self.conn, event_id)
        row = {"event_id": event_id, "kind": v.text("kind", kind, max_len=50),
               "payload": v.json_object("payload", payload), "referee": v.text("referee", referee, max_len=100)}
        if pin is not None:
            self._check_pin(event_id, pin)
        with self._write():
            row_id = dbmod.insert(self.db, "event_records", {**row, "at": self._clock()})
            if pin is not None:
                self._seal(event_id)
            return row_id

    def event_records(self, event_id: int, kind: str) -> list[EventRecord]:
        """Every record of `kind` for the event, oldest first."""
        events.get_event(self.conn, event_id)
        return [EventRecord(int(r[0]), str(r[1]), json.loads(r[2]), str(r[3]), str(r[4])) for r in self.conn.execute(
            "SELECT id, kind, payload, referee, at FROM event_records WHERE event_id = ? AND kind = ? ORDER BY id",
            [event_id, kind])]

    def event_records_with(self, event_id: int, kind: str, key: str, value: str) -> list[EventRecord]:
        """The records of `kind` for the event whose payload has `key` = `value`, oldest first: one indexed
        query that decodes only those (a token's record among every token issued, at each phone's request)."""
        if not key.isidentifier():
            raise InputError("key", f"a payload field name, got {key[:40]!r}")
        return [EventRecord(int(r[0]), str(r[1]), json.loads(r[2]), str(r[3]), str(r[4])) for r in self.conn.execute(
            "SELECT id, kind, payload, referee, at FROM event_records WHERE event_id = ? AND kind = ? "
            "AND json_extract(payload, ?) = ? ORDER BY id", [event_id, kind, f"$.{key}", value])]

    # ---- the national circuit's facts of an event (ops/circuit.py) ----------------------------------------
    def set_circuit_details(self, event_id: int, organiser: str, tournament_type: str, declared_rounds: int,
                            round_dates: Sequence[str]) -> None:
        """The organiser, tournament type, declared rounds (0: none) and one ISO date per round."""
        events.get_event(self.conn, event_id)
        dates = [v.iso_date(f"round_dates[{i}]", d) for i, d in enumerate(round_dates)]
        row = {"organiser": v.text("organiser", organiser, required=False),
               "tournament_type": v.text("tournament_type", tournament_type, required=False),
               "declared_rounds": v.positive_int("declared_rounds", declared_rounds) if declared_rounds else 0,
               "round_dates": json.dumps(dates)}
        with self._write():
            self.db.table("events").update(event_id, row)

    # ---- players: editing and undo (ui-event) ----------------------------------------------------------------
    def player(self, player_id: int) -> Player:
        return players.get_player(self.conn, player_id)

    def update_player(self, player_id: int, name: str, club: str = "", region: str = "", team: str = "",
                      band: int | None = None, identity: Mapping[str, str] | None = None,
                      referee: str = "", pin: str | None = None) -> None:
        """Change a player's details (the circuit's fields kept unless `identity` is given); presence has its
        own method (set_present). The id stays: logs and results refer to it. A new name is logged in the
        same transaction (a `player_renamed` event record: the player's id, the name before and after). With
        the head referee's `pin` (a rename the operations ask it for) it is checked first and the event sealed."""
        current = players.get_player(self.conn, player_id)
        row = players.player_row(current.event_id, name, club, region, team, band, current.present, identity)
        if pin is not None:
            self._check_pin(current.event_id, pin)
        with self._write():
            self.db.table("players").update(player_id, row)
            if row["name"] != current.name:
                dbmod.insert(self.db, "event_records", {
                    "event_id": current.event_id, "kind": RENAMED,
                    "payload": v.json_object("payload", {"player_id": player_id, "from": current.name,
                                                         "to": row["name"]}),
                    "referee": v.text("referee", referee or "arbitro", max_len=100), "at": self._clock()})
            if pin is not None:
                self._seal(current.event_id)

    def remove_player(self, player_id: int) -> Player:
        """Delete a player nobody has seated yet (undo of an add); returns what was deleted."""
        current = players.get_player(self.conn, player_id)
        if self.conn.execute("SELECT 1 FROM seats WHERE player_id = ?", [player_id]).fetchone():
            raise InputError("player_id", f"{current.name} is already seated at a table")
        with self._write():
            self.db.execute("DELETE FROM players WHERE id = ?", [player_id])
        return current

    def restore_player(self, player: Player) -> int:
        """Put back a removed player under the same id (redo of an add), so later commands still apply."""
        events.get_event(self.conn, player.event_id)
        if self.conn.execute("SELECT 1 FROM players WHERE id = ?", [player.id]).fetchone():
            raise InputError("player_id", f"player {player.id} already exists")
        row = players.player_row(player.event_id, player.name, player.club, player.region, player.team,
                                 player.band, player.present, players.identity_of(player))
        with self._write():
            return players.insert_players(self.db, [{"id": player.id, **row}])[0]
