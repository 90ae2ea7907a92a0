"""Undo for the casistica page (`ui/undo.py`): a ruling given at a table, an organiser's ruling added or
removed. Each operation has already run (and been checked) when its command is pushed."""

from __future__ import annotations

from collections.abc import Callable

from referee_app.ops.changes import Changes
from referee_app.ops.records import ActionId
from referee_app.ops.changes import CASISTICA
from referee_app.ops.rulings import remove_event_entry, restore_event_entry
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.casistica import CasisticaEntry
from referee_app.ui.context import AppContext
from referee_app.ui.undo import DoneCommand

Warn = Callable[[str], None]


def _warning(warn: Warn) -> Callable[[Exception | None], None]:
    return lambda error: warn(str(error)) if error is not None else None


class RulingRecorded(DoneCommand):
    """A ruling logged at a table: undone with the table log's own undo, only while it is the table's latest
    action (the log undoes last-in-first-out)."""

    def __init__(self, context: AppContext, ref: ActionId, text: str, warn: Warn) -> None:
        super().__init__(context, text, Changes(tables=frozenset({ref.table_id}), rulings=True), _warning(warn))
        self.ref = ref

    def _table(self) -> TableOperations:
        return TableOperations(self.context.require_session(), self.ref.table_id)

    def backward(self) -> Changes:
        return self._table().undo(expected_seq=self.ref.seq)

    def forward(self) -> Changes:
        return self._table().redo()


class EventEntryAdded(DoneCommand):
    def __init__(self, context: AppContext, entry: CasisticaEntry, text: str, warn: Warn,
                 removed: bool = False) -> None:
        super().__init__(context, text, CASISTICA, _warning(warn))
        self.entry = entry
        self.removed = removed  # True: the command is a removal (undo adds it back)

    def _add(self) -> Changes:
        return restore_event_entry(self.context.require_session(), self.entry).changes

    def _remove(self) -> Changes:
        return remove_event_entry(self.context.require_session(), self.entry.id)

    def forward(self) -> Changes:
        return (self._remove if self.removed else self._add)()

    def backward(self) -> Changes:
        return (self._add if self.removed else self._remove)()
