"""The table page's undo commands. Each action is recorded before its command is pushed (so a refused action
never reaches the stack); afterwards undo and redo each call ONE operation on the table's log, and refuse
when a later action at the same table came in between (the log only undoes its last entry)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from referee_app.ops.table_ops import TableOperations
from referee_app.rules.errors import RulesError

Report = Callable[[RulesError | None], None]


class _TableCommand(QUndoCommand):
    def __init__(self, ops: TableOperations, seq: int, text: str, report: Report) -> None:
        super().__init__(text)
        self.ops = ops
        self.seq = seq
        self.report = report
        self._first = True  # the action is already done when the command is pushed

    def _run(self, operation: Callable[[int], object]) -> None:
        try:
            operation(self.seq)
        except RulesError as exc:
            self.setObsolete(True)  # the log moved on without us: drop the command from the stack
            self.report(exc)
            return
        self.report(None)

    def _forward(self, seq: int) -> object:
        raise NotImplementedError

    def _backward(self, seq: int) -> object:
        raise NotImplementedError

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._run(self._forward)

    def undo(self) -> None:
        self._run(self._backward)


class RecordedAction(_TableCommand):
    """An action the page recorded: undo takes it out of force, redo puts it back (`store.redo`)."""

    def _forward(self, seq: int) -> object:
        return self.ops.redo(expected_seq=seq)

    def _backward(self, seq: int) -> object:
        return self.ops.undo(expected_seq=seq)


class UndoneAction(_TableCommand):
    """The page's Undo of an entry the stack does not hold (recorded earlier, elsewhere or before a
    restart): the command's redo is the log's undo and its undo the log's redo."""

    def _forward(self, seq: int) -> object:
        return self.ops.undo(expected_seq=seq)

    def _backward(self, seq: int) -> object:
        return self.ops.redo(expected_seq=seq)
