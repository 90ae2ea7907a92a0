"""Versioned schema: `PRAGMA user_version` = the number of migrations applied.

Each migration is a function run inside its own transaction together with the version bump, so a crash
leaves the file at the previous version, never half-migrated. Append new migrations at the end; never edit
one that has shipped. A file whose version is above `len(MIGRATIONS)` comes from a newer app and is refused.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from pathlib import Path

import sqlite_utils

from referee_app.store import db as dbmod
from referee_app.store import keys, seals, snapshots
from referee_app.store.errors import NotARefereeDatabase, SchemaTooNewError
from referee_app.rules.people import split_name

Migration = Callable[[sqlite_utils.Database], None]

# The tables every file of ours has from its first version on (m001): a file that sets user_version but
# lacks one of them is another program's, refused before anything is written to it.
CORE_TABLES = frozenset({"events", "players", "rounds", "tables", "seats", "actions"})


def m001_core_tables(db: sqlite_utils.Database) -> None:
    db.table("events").create({"id": int, "uuid": str, "name": str, "date": str, "venue": str, "ruleset_id": str,
                         "ruleset": str, "board_id": str, "board": str, "pin_hash": str, "created_at": str},
                        pk="id", not_null={"uuid", "name", "date", "venue", "ruleset_id", "ruleset", "board_id",
                                           "board", "pin_hash", "created_at"})
    db.table("events").create_index(["uuid"], unique=True)
    db.table("players").create({"id": int, "event_id": int, "name": str, "club": str, "region": str, "team": str,
                          "band": int, "present": int}, pk="id",
                         not_null={"event_id", "name", "club", "region", "team", "present"},
                         foreign_keys=[("event_id", "events", "id")])
    db.table("players").create_index(["event_id", "name"])
    db.table("rounds").create({"id": int, "event_id": int, "number": int, "phase": str}, pk="id",
                        not_null={"event_id", "number", "phase"}, foreign_keys=[("event_id", "events", "id")])
    db.table("rounds").create_index(["event_id", "number"], unique=True)
    db.table("tables").create({"id": int, "round_id": int, "number": int}, pk="id",
                        not_null={"round_id", "number"}, foreign_keys=[("round_id", "rounds", "id")])
    db.table("tables").create_index(["round_id", "number"], unique=True)
    db.table("seats").create({"table_id": int, "seat": int, "player_id": int, "colour": str}, pk=("table_id", "seat"),
                       not_null={"table_id", "seat", "player_id", "colour"},
                       foreign_keys=[("table_id", "tables", "id"), ("player_id", "players", "id")])
    db.table("seats").create_index(["table_id", "player_id"], unique=True)
    db.table("seats").create_index(["table_id", "colour"], unique=True)
    db.table("actions").create({"id": int, "table_id": int, "seq": int, "kind": str, "payload": str, "referee": str,
                          "at": str, "target": int, "prev_hash": str, "hash": str}, pk="id",
                         not_null={"table_id", "seq", "kind", "payload", "referee", "at", "prev_hash", "hash"},
                         foreign_keys=[("table_id", "tables", "id")])
    db.table("actions").create_index(["table_id", "seq"], unique=True)
    db.table("actions").create_index(["table_id", "kind"])


def m002_append_only_guards(db: sqlite_utils.Database) -> None:
    # A guard against slips of the program, not against an attacker: the hash chain is what detects tampering.
    db.execute("CREATE TRIGGER actions_append_only_update BEFORE UPDATE ON actions "
               "BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END")
    db.execute("CREATE TRIGGER actions_append_only_delete BEFORE DELETE ON actions "
               "BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END")
    db.execute("CREATE TRIGGER events_frozen_rules BEFORE UPDATE OF ruleset, board, ruleset_id, board_id, uuid "
               "ON events BEGIN SELECT RAISE(ABORT, 'the ruleset and board of an event are frozen'); END")


def m003_event_casistica(db: sqlite_utils.Database) -> None:
    # The organiser's own rulings for one event, kept as the validated JSON of a casistica entry; loaded into
    # the search index when the event is opened.
    db.table("event_casistica").create({"id": int, "event_id": int, "entry_id": str, "entry": str,
                                        "created_at": str}, pk="id",
                                       not_null={"event_id", "entry_id", "entry", "created_at"},
                                       foreign_keys=[("event_id", "events", "id")])
    db.table("event_casistica").create_index(["event_id", "entry_id"], unique=True)


def m004_event_records(db: sqlite_utils.Database) -> None:
    # Event-level facts that belong to no table (the dice the referee had tied players roll for the
    # standings, the objective deck): append-only, the latest record of a kind is in force.
    db.table("event_records").create({"id": int, "event_id": int, "kind": str, "payload": str, "referee": str,
                                      "at": str}, pk="id",
                                     not_null={"event_id", "kind", "payload", "referee", "at"},
                                     foreign_keys=[("event_id", "events", "id")])
    db.table("event_records").create_index(["event_id", "kind"])
    db.execute("CREATE TRIGGER event_records_append_only_update BEFORE UPDATE ON event_records "
               "BEGIN SELECT RAISE(ABORT, 'event records are append-only'); END")
    db.execute("CREATE TRIGGER event_records_append_only_delete BEFORE DELETE ON event_records "
               "BEGIN SELECT RAISE(ABORT, 'event records are append-only'); END")


def m005_seals_and_anchors(db: sqlite_utils.Database) -> None:
    # Seals over what the logs depend on (seals.py), computed for the rows already there; `chain_anchor` is
    # empty in a live file and filled in each backup copy with the chain heads at that moment (anchors.py).
    db.execute("ALTER TABLE events ADD COLUMN seal TEXT")
    db.execute("ALTER TABLE tables ADD COLUMN seal TEXT")
    for (event_id,) in db.execute("SELECT id FROM events").fetchall():
        seals.seal_event(db, int(event_id))
    for (table_id,) in db.execute("SELECT id FROM tables").fetchall():
        seals.seal_table(db, int(table_id))
    db.execute("CREATE TABLE chain_anchor (event_uuid TEXT NOT NULL, round_number INTEGER NOT NULL, "
               "table_number INTEGER NOT NULL, seq INTEGER NOT NULL, hash TEXT NOT NULL, taken_at TEXT NOT NULL)")


def m006_hall_tiles(db: sqlite_utils.Database) -> None:
    # The hall board as last shown, once kept for the next start; kept so that the files of that version
    # migrate the same way, and dropped by m012 (the table snapshots of m011 replaced it).
    db.execute("CREATE TABLE hall_tiles (table_id INTEGER PRIMARY KEY, head INTEGER NOT NULL, "
               "kept_at REAL NOT NULL, tile TEXT NOT NULL)")


def m007_write_keys(db: sqlite_utils.Database) -> None:
    # The idempotency key of every keyed write (once.py): written in the transaction of the entries it made,
    # with a digest of the request and the answer given, so a repeat gets that answer and writes nothing.
    db.execute("CREATE TABLE write_keys (key TEXT PRIMARY KEY, digest TEXT NOT NULL, reply TEXT NOT NULL, "
               "at TEXT NOT NULL)")


def m008_pin_tries(db: sqlite_utils.Database) -> None:
    # Wrong head referee PINs in a row, by a digest of the PIN's hash (store/pin.py PinGuard): the wait
    # after each one builds up across program runs instead of starting afresh with every process.
    db.execute("CREATE TABLE pin_tries (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, at REAL NOT NULL)")


def m009_player_identity(db: sqlite_utils.Database) -> None:
    # A player as the national circuit knows him (rules/people.py): the display name stays; first name and
    # surname come from splitting it (the organiser corrects the odd one), the rest starts empty.

    for column in ("first_name", "surname", "nickname", "birth_date", "national_id"):
        db.execute(f"ALTER TABLE players ADD COLUMN {column} TEXT NOT NULL DEFAULT ''")
    for player_id, name in db.execute("SELECT id, name FROM players").fetchall():
        first, surname = split_name(str(name))
        db.execute("UPDATE players SET first_name = ?, surname = ? WHERE id = ?", [first, surname, player_id])


def m010_event_circuit(db: sqlite_utils.Database) -> None:
    # What the national circuit's workbook asks of an event (ops/circuit.py): the organiser (a club), the
    # tournament type, the declared number of rounds (0: not declared) and one ISO date per round as a JSON
    # list ("[]": every round on the event's date).
    db.execute("ALTER TABLE events ADD COLUMN organiser TEXT NOT NULL DEFAULT ''")
    db.execute("ALTER TABLE events ADD COLUMN tournament_type TEXT NOT NULL DEFAULT ''")
    db.execute("ALTER TABLE events ADD COLUMN declared_rounds INTEGER NOT NULL DEFAULT 0")
    db.execute("ALTER TABLE events ADD COLUMN round_dates TEXT NOT NULL DEFAULT '[]'")


def m011_snapshots_and_results(db: sqlite_utils.Database) -> None:
    # Rows kept beside the log so a start or the standings need not read it all (snapshots.py): a table's
    # folded state after one of its entries, and the entry holding its result in force. Both name their
    # entry (seq, hash) and are used only while they match the chain. No snapshot is made here: a table's
    # first write after the migration makes its own; the results index is filled from the logs.
    db.table("table_snapshots").create({"table_id": int, "seq": int, "engine": str, "state": str, "digest": str},
                                       pk="table_id", not_null={"seq", "engine", "state", "digest"},
                                       foreign_keys=[("table_id", "tables", "id")])
    db.table("table_results").create({"table_id": int, "seq": int, "entry_hash": str}, pk="table_id",
                                     not_null={"seq", "entry_hash"}, foreign_keys=[("table_id", "tables", "id")])
    db.execute("INSERT INTO table_results (table_id, seq, entry_hash) SELECT table_id, max(seq), hash FROM actions "
               "WHERE kind IN ('result_confirmed', 'correction') GROUP BY table_id")


def m012_drop_hall_tiles(db: sqlite_utils.Database) -> None:
    # The kept hall tiles (m006) were a cache for the window's start; a start now reads the tables'
    # snapshots (m011), which the log checks. Nothing in them was part of the record.
    db.table("hall_tiles").drop(ignore=True)


def m013_event_keys(db: sqlite_utils.Database) -> None:
    # Keyed seals (keys.py): per event, the parameters of a key derived from the head referee's PIN, the
    # value telling whether a PIN opens it, and an HMAC under it over the event's sealed state. The PIN is
    # not known here, so every event already in the file gets a pending row: its first PIN entry keys it.
    db.execute("CREATE TABLE event_keys (event_id INTEGER PRIMARY KEY REFERENCES events(id), kdf TEXT NOT NULL, "
               "key_check TEXT, state TEXT, seal TEXT, sealed_at TEXT)")
    for (event_id,) in db.execute("SELECT id FROM events").fetchall():
        keys.add_pending(db, int(event_id))


def m014_result_rankings(db: sqlite_utils.Database) -> None:
    # The results index keeps what the standings count of each result in force, bound to its entry by a
    # digest (snapshots.py), so the standings read no log entry. Filled here from the entry each row names;
    # a row whose entry is not there with its hash, or holds no readable ranking, stays empty and the
    # reader goes to the log for that table. The log's result entries get their own index (table, seq,
    # hash; a few rows a table), so checking the rows against the chain reads no entry.
    db.execute("CREATE INDEX idx_actions_results ON actions (table_id, seq, hash) "
               "WHERE kind IN ('result_confirmed', 'correction')")
    db.execute("ALTER TABLE table_results ADD COLUMN ranking TEXT")
    db.execute("ALTER TABLE table_results ADD COLUMN digest TEXT")
    with dbmod.lenient_text(db.conn):
        named = db.execute("SELECT r.table_id, r.seq, r.entry_hash, a.payload FROM table_results r JOIN actions a "
                           "ON a.table_id = r.table_id AND a.seq = r.seq AND a.hash = r.entry_hash").fetchall()
    for table_id, seq, entry_hash, payload in named:
        snapshots.put_result(db, int(table_id), int(seq), str(entry_hash), str(payload))


def m015_snapshot_times(db: sqlite_utils.Database) -> None:
    # Each table snapshot keeps the game time of the entry it was made with (snapshots.py), so a start finds
    # the latest game time without reading the entries; filled here from those entries (NULL where an entry
    # has none or is unreadable: that table's log is read instead), with an index on it (the latest first).
    db.execute("ALTER TABLE table_snapshots ADD COLUMN at REAL")
    db.execute("CREATE INDEX idx_table_snapshots_at ON table_snapshots (at, seq)")
    db.execute("UPDATE table_snapshots SET at = (SELECT CASE WHEN json_valid(a.payload) AND json_type(a.payload, "
               "'$.at') IN ('integer', 'real') THEN CAST(json_extract(a.payload, '$.at') AS REAL) END "
               "FROM actions a WHERE a.table_id = table_snapshots.table_id AND a.seq = table_snapshots.seq)")


def m016_result_drafts(db: sqlite_utils.Database) -> None:
    # What the desk typed in a table's result entry and has not confirmed (drafts.py): the window's typing,
    # kept so that a close or a crash does not lose it; in no chain, seal or export.
    db.execute("CREATE TABLE result_drafts (table_id INTEGER PRIMARY KEY REFERENCES tables(id), "
               "typed TEXT NOT NULL, at TEXT NOT NULL)")


MIGRATIONS: tuple[Migration, ...] = (m001_core_tables, m002_append_only_guards, m003_event_casistica,
                                     m004_event_records, m005_seals_and_anchors, m006_hall_tiles,
                                     m007_write_keys, m008_pin_tries, m009_player_identity, m010_event_circuit,
                                     m011_snapshots_and_results, m012_drop_hall_tiles,
                                     m013_event_keys, m014_result_rankings,
                                     m015_snapshot_times, m016_result_drafts)


def pending(conn: sqlite3.Connection, path: Path, migrations: Sequence[Migration] = MIGRATIONS) -> int:
    """How many migrations this file needs; refuse files from newer apps or from other programs."""
    version = dbmod.user_version(conn)
    if version > len(migrations):
        raise SchemaTooNewError(str(path), version, len(migrations))
    if version == 0 and dbmod.user_tables(conn):
        raise NotARefereeDatabase(str(path))
    if version > 0 and not set(dbmod.user_tables(conn)) >= CORE_TABLES:
        raise NotARefereeDatabase(str(path))  # another program's file that happens to set user_version
    return len(migrations) - version


def migrate(db: sqlite_utils.Database, migrations: Sequence[Migration] = MIGRATIONS) -> None:
    for number in range(dbmod.user_version(db.conn), len(migrations)):
        with db.atomic():
            migrations[number](db)
            db.execute(f"PRAGMA user_version = {number + 1}")
