"""A table's folded state as text and back: what the store keeps beside the log entry that produced it, so a
start folds only the entries written after it (docs/store.md, *Table snapshots*).

The text is the state's JSON (rules/schema.py's `dump`, sorted keys); reading it back checks every key and
type against `TableState`, so a snapshot that does not read is refused here and the caller folds the log.
`ENGINE` names the fold that produced a snapshot: a snapshot of another version of the engine is not used
(a corrected rule must correct every table at its next replay).
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping

from referee_app import __version__
from referee_app.rules import schema
from referee_app.rules.table.state import TableState

ENGINE = f"referee-app {__version__} table-state 2"


def state_text(state: TableState) -> str:
    """The state's JSON, as `schema.dump` gives it (tuples as lists), written by the JSON encoder in one pass:
    one per recorded action."""
    return json.dumps(state, default=_plain, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def _plain(value: object) -> object:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return dict(value)
    raise TypeError(f"{type(value).__name__} is not part of a table's state")


def read_state(text: str) -> TableState:
    """The state a snapshot holds; ValueError (RulesetError, JSON's own) when the text is not one."""
    return schema.read(TableState, json.loads(text))
