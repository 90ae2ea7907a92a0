"""Undo for the casistica page. Each operation has already run (and been checked) when its command is pushed,
so the first `redo` (QUndoStack.push calls it) does nothing; later undo/redo call one operation each."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from referee_app.ops.records import ActionId
from referee_app.ops.rulings import remove_event_entry, restore_event_entry
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.casistica import CasisticaEntry
from referee_app.rules.errors import RulesError
from referee_app.ui.context import AppContext

Warn = Callable[[str], None]


class _Done(QUndoCommand):
    def __init__(self, context: AppContext, text: str, warn: Warn) -> None:
        super().__init__(text)
        self.context = context
        self.warn = warn
        self._pushed = False

    def redo(self) -> None:
        if not self._pushed:
            self._pushed = True
            return
        self._run(self._again)

    def undo(self) -> None:
        self._run(self._back)

    def _run(self, operation: Callable[[], object]) -> None:
        try:
            operation()
        except RulesError as exc:
            self.setObsolete(True)
            self.warn(str(exc))
        self.context.changed(self.topic)

    topic = "rulings"

    def _again(self) -> None:
        raise NotImplementedError

    def _back(self) -> None:
        raise NotImplementedError


class RulingRecorded(_Done):
    """A ruling logged at a table: undone with the table log's own undo, only while it is the table's latest
    action (the log undoes last-in-first-out)."""

    def __init__(self, context: AppContext, ref: ActionId, text: str, warn: Warn) -> None:
        super().__init__(context, text, warn)
        self.ref = ref

    def _back(self) -> None:
        TableOperations(self.context.require_session(), self.ref.table_id).undo(expected_seq=self.ref.seq)

    def _again(self) -> None:
        TableOperations(self.context.require_session(), self.ref.table_id).redo()


class EventEntryAdded(_Done):
    topic = "casistica"

    def __init__(self, context: AppContext, entry: CasisticaEntry, text: str, warn: Warn,
                 removed: bool = False) -> None:
        super().__init__(context, text, warn)
        self.entry = entry
        self.removed = removed  # True: the command is a removal (undo adds it back)

    def _add(self) -> None:
        restore_event_entry(self.context.require_session(), self.entry)

    def _remove(self) -> None:
        remove_event_entry(self.context.require_session(), self.entry.id)

    def _again(self) -> None:
        (self._remove if self.removed else self._add)()

    def _back(self) -> None:
        (self._add if self.removed else self._remove)()
