"""The window's undo commands, one base for all: an operation has already run (and been checked) when its
command is pushed, so the first `redo` (QUndoStack.push calls it) does nothing; afterwards each undo and each
redo runs ONE operation, through the window's one runner (ui/operation.py): a refusal (`RulesError`) drops
the command from the stack (it can no longer be replayed) and is reported; either way the window refreshes
from what changed through the context's one signal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from referee_app.ops.changes import Changes
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.errors import RulesError
from referee_app.ui.context import AppContext
from referee_app.ui.operation import run_op

Report = Callable[[Exception | None], None]  # after every undo/redo: None, or the refusal


def _quiet(_error: Exception | None) -> None:
    return None


class DoneCommand(QUndoCommand):
    """Subclasses give `forward` (redo) and `backward` (undo), each returning what it changed, and `scope`:
    what to refresh after a refusal (the command's table, the players...)."""

    def __init__(self, context: AppContext, text: str, scope: Changes, report: Report | None = None) -> None:
        super().__init__(text)
        self.context = context
        self.scope = scope
        self.report = report or _quiet
        self._first = True

    def forward(self) -> Changes:
        raise NotImplementedError

    def backward(self) -> Changes:
        raise NotImplementedError

    def redo(self) -> None:
        if self._first:
            self._first = False
            return
        self._run(self.forward)

    def undo(self) -> None:
        self._run(self.backward)

    def _run(self, step: Callable[[], Changes]) -> None:
        def refused(error: Exception) -> None:
            self.setObsolete(True)
            self.report(error)
            self.context.changed(self.scope)

        # LookupError: no event open any more
        run_op(step, context=self.context, success=lambda _: self.report(None), failure=refused,
               catch=(RulesError, LookupError))


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
