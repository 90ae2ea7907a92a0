"""The table page's undo commands. Each action is recorded before its command is pushed (so a refused action
never reaches the stack); afterwards undo and redo each call ONE operation on the table's log, and refuse
when a later action at the same table came in between (the log only undoes its last entry)."""

from __future__ import annotations

from referee_app.ops.changes import Changes
from referee_app.ops.table_ops import TableOperations
from referee_app.ui.context import AppContext
from referee_app.ui.undo import DoneCommand, Report


class RecordedAction(DoneCommand):
    """An action the page recorded: undo takes it out of force, redo puts it back (`store.redo`)."""

    def __init__(self, context: AppContext, ops: TableOperations, seq: int, text: str,
                 report: Report | None = None) -> None:
        super().__init__(context, text, Changes(tables=frozenset({ops.table_id})), report)
        self.ops = ops
        self.seq = seq

    def forward(self) -> Changes:
        return self.ops.redo(expected_seq=self.seq)

    def backward(self) -> Changes:
        return self.ops.undo(expected_seq=self.seq)


class UndoneAction(RecordedAction):
    """The page's Undo of an entry the stack does not hold (recorded earlier, elsewhere or before a
    restart): the command's redo is the log's undo and its undo the log's redo."""

    def forward(self) -> Changes:
        return self.ops.undo(expected_seq=self.seq)

    def backward(self) -> Changes:
        return self.ops.redo(expected_seq=self.seq)
