CREATE TABLE "events" (
   "id" INTEGER PRIMARY KEY,
   "uuid" TEXT NOT NULL,
   "name" TEXT NOT NULL,
   "date" TEXT NOT NULL,
   "venue" TEXT NOT NULL,
   "ruleset_id" TEXT NOT NULL,
   "ruleset" TEXT NOT NULL,
   "board_id" TEXT NOT NULL,
   "board" TEXT NOT NULL,
   "pin_hash" TEXT NOT NULL,
   "created_at" TEXT NOT NULL
, seal TEXT, organiser TEXT NOT NULL DEFAULT '', tournament_type TEXT NOT NULL DEFAULT '', declared_rounds INTEGER NOT NULL DEFAULT 0, round_dates TEXT NOT NULL DEFAULT '[]');
CREATE UNIQUE INDEX "idx_events_uuid"
    ON "events" ("uuid");
CREATE TABLE "players" (
   "id" INTEGER PRIMARY KEY,
   "event_id" INTEGER NOT NULL REFERENCES "events"("id"),
   "name" TEXT NOT NULL,
   "club" TEXT NOT NULL,
   "region" TEXT NOT NULL,
   "team" TEXT NOT NULL,
   "band" INTEGER,
   "present" INTEGER NOT NULL
, first_name TEXT NOT NULL DEFAULT '', surname TEXT NOT NULL DEFAULT '', nickname TEXT NOT NULL DEFAULT '', birth_date TEXT NOT NULL DEFAULT '', national_id TEXT NOT NULL DEFAULT '');
CREATE INDEX "idx_players_event_id_name"
    ON "players" ("event_id", "name");
CREATE TABLE "rounds" (
   "id" INTEGER PRIMARY KEY,
   "event_id" INTEGER NOT NULL REFERENCES "events"("id"),
   "number" INTEGER NOT NULL,
   "phase" TEXT NOT NULL
);
CREATE UNIQUE INDEX "idx_rounds_event_id_number"
    ON "rounds" ("event_id", "number");
CREATE TABLE "tables" (
   "id" INTEGER PRIMARY KEY,
   "round_id" INTEGER NOT NULL REFERENCES "rounds"("id"),
   "number" INTEGER NOT NULL
, seal TEXT);
CREATE UNIQUE INDEX "idx_tables_round_id_number"
    ON "tables" ("round_id", "number");
CREATE TABLE "seats" (
   "table_id" INTEGER NOT NULL REFERENCES "tables"("id"),
   "seat" INTEGER NOT NULL,
   "player_id" INTEGER NOT NULL REFERENCES "players"("id"),
   "colour" TEXT NOT NULL,
   PRIMARY KEY ("table_id", "seat")
);
CREATE UNIQUE INDEX "idx_seats_table_id_player_id"
    ON "seats" ("table_id", "player_id");
CREATE UNIQUE INDEX "idx_seats_table_id_colour"
    ON "seats" ("table_id", "colour");
CREATE TABLE "actions" (
   "id" INTEGER PRIMARY KEY,
   "table_id" INTEGER NOT NULL REFERENCES "tables"("id"),
   "seq" INTEGER NOT NULL,
   "kind" TEXT NOT NULL,
   "payload" TEXT NOT NULL,
   "referee" TEXT NOT NULL,
   "at" TEXT NOT NULL,
   "target" INTEGER,
   "prev_hash" TEXT NOT NULL,
   "hash" TEXT NOT NULL
);
CREATE UNIQUE INDEX "idx_actions_table_id_seq"
    ON "actions" ("table_id", "seq");
CREATE INDEX "idx_actions_table_id_kind"
    ON "actions" ("table_id", "kind");
CREATE TRIGGER actions_append_only_update BEFORE UPDATE ON actions BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER actions_append_only_delete BEFORE DELETE ON actions BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER events_frozen_rules BEFORE UPDATE OF ruleset, board, ruleset_id, board_id, uuid ON events BEGIN SELECT RAISE(ABORT, 'the ruleset and board of an event are frozen'); END;
CREATE TABLE "event_casistica" (
   "id" INTEGER PRIMARY KEY,
   "event_id" INTEGER NOT NULL REFERENCES "events"("id"),
   "entry_id" TEXT NOT NULL,
   "entry" TEXT NOT NULL,
   "created_at" TEXT NOT NULL
);
CREATE UNIQUE INDEX "idx_event_casistica_event_id_entry_id"
    ON "event_casistica" ("event_id", "entry_id");
CREATE TABLE "event_records" (
   "id" INTEGER PRIMARY KEY,
   "event_id" INTEGER NOT NULL REFERENCES "events"("id"),
   "kind" TEXT NOT NULL,
   "payload" TEXT NOT NULL,
   "referee" TEXT NOT NULL,
   "at" TEXT NOT NULL
);
CREATE INDEX "idx_event_records_event_id_kind"
    ON "event_records" ("event_id", "kind");
CREATE TRIGGER event_records_append_only_update BEFORE UPDATE ON event_records BEGIN SELECT RAISE(ABORT, 'event records are append-only'); END;
CREATE TRIGGER event_records_append_only_delete BEFORE DELETE ON event_records BEGIN SELECT RAISE(ABORT, 'event records are append-only'); END;
CREATE TABLE chain_anchor (event_uuid TEXT NOT NULL, round_number INTEGER NOT NULL, table_number INTEGER NOT NULL, seq INTEGER NOT NULL, hash TEXT NOT NULL, taken_at TEXT NOT NULL);
CREATE TABLE write_keys (key TEXT PRIMARY KEY, digest TEXT NOT NULL, reply TEXT NOT NULL, at TEXT NOT NULL);
CREATE TABLE pin_tries (key TEXT PRIMARY KEY, failures INTEGER NOT NULL, at REAL NOT NULL);
CREATE TABLE "table_snapshots" (
   "table_id" INTEGER PRIMARY KEY REFERENCES "tables"("id"),
   "seq" INTEGER NOT NULL,
   "engine" TEXT NOT NULL,
   "state" TEXT NOT NULL,
   "digest" TEXT NOT NULL
, at REAL);
CREATE TABLE "table_results" (
   "table_id" INTEGER PRIMARY KEY REFERENCES "tables"("id"),
   "seq" INTEGER NOT NULL,
   "entry_hash" TEXT NOT NULL
, ranking TEXT, digest TEXT);
CREATE TABLE event_keys (event_id INTEGER PRIMARY KEY REFERENCES events(id), kdf TEXT NOT NULL, key_check TEXT, state TEXT, seal TEXT, sealed_at TEXT);
CREATE INDEX idx_actions_results ON actions (table_id, seq, hash) WHERE kind IN ('result_confirmed', 'correction');
CREATE INDEX idx_table_snapshots_at ON table_snapshots (at, seq);
CREATE TABLE result_drafts (table_id INTEGER PRIMARY KEY REFERENCES tables(id), typed TEXT NOT NULL, at TEXT NOT NULL);
