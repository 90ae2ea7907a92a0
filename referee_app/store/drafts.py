"""Result drafts: what the desk typed in a table's result entry and has not confirmed (migration 16).

A draft is the window's typing kept on disk, so that a close or a crash of the program does not lose a
half-typed score sheet: one row per table, replaced as the referee types. It is not a log entry: it is in no
hash chain, no seal and no standings, and it is not exported with the event. The row goes when the result
is confirmed (in the confirmation's transaction), when the referee discards it, and with its table (a round
taken back) or a new seat order (the draft is by seat): `StoreBase._drop_result_drafts`.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from referee_app.rules.errors import InputError
from referee_app.store import events
from referee_app.store import validate as v
from referee_app.store.base import StoreBase

MAX_DRAFT = 64_000  # characters of JSON: a sheet of six players or a map of 42 territories is a few thousand


class ResultDrafts(StoreBase):
    def keep_result_draft(self, table_id: int, typed: Mapping[str, Any]) -> None:
        """Keep (replace) the table's draft: `typed` is a JSON object as the window puts it back."""
        events.get_table(self.conn, table_id)
        encoded = v.json_object("typed", typed)
        if len(encoded) > MAX_DRAFT:
            raise InputError("typed", f"a draft of {len(encoded)} characters is more than {MAX_DRAFT}")
        with self._write(aside=True):
            self.conn.execute("INSERT INTO result_drafts (table_id, typed, at) VALUES (?, ?, ?) "
                              "ON CONFLICT(table_id) DO UPDATE SET typed = excluded.typed, at = excluded.at",
                              [table_id, encoded, self._clock()])

    def result_draft(self, table_id: int) -> dict[str, Any] | None:
        """The table's draft, or None; a row that does not read back as a JSON object is no draft."""
        row = self.conn.execute("SELECT typed FROM result_drafts WHERE table_id = ?",
                                [v.row_id("table_id", table_id)]).fetchone()
        try:
            typed = json.loads(row[0]) if row is not None else None
        except (TypeError, ValueError):
            return None
        return typed if isinstance(typed, dict) else None

    def drop_result_draft(self, table_id: int) -> None:
        """Forget the table's draft (nothing is written when it has none)."""
        if self.conn.execute("SELECT 1 FROM result_drafts WHERE table_id = ?",
                             [v.row_id("table_id", table_id)]).fetchone():
            with self._write(aside=True):
                self._drop_result_drafts([table_id])
