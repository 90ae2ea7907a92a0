"""The one way the window runs an operation (like Anki's `CollectionOp`): `run_op(operation, ...)`.

    run_op(lambda: ops.act(TurnEvent(...)), parent=self, title=t("common.not_recorded"), context=self.context,
           undo=lambda done: RecordedAction(...), success=lambda done: ..., initiator=self)

1. the operation runs (an `ops` call: the engine checks, the store writes durably, or a check that writes
   nothing: a preview, a forecast);
2. a refusal (`RulesError`, or what `catch` names) is explained in one place: `failure(error)` when the
   caller shows it in its own label, else a warning box titled `title` saying `explain(error)` (by default
   ui/describe.py's `describe`: where, in the referee's words, then what); nothing else happens then;
3. on success: the undo command made from the result goes on the undo stack (already done: its first redo
   does nothing, ui/undo.py); what the operation changed (the result when it is a `Changes`, else its
   `.changes`) goes out once through `AppContext.changed` with its `initiator`: every page refreshes from
   that one signal (the page that acted included, so it does not refresh by hand), and a listener that
   already shows the change (the LAN desk that ran a phone's write, the deal dialog that shows the deal it
   made) skips one it initiated; then `success(result)` runs, on the refreshed pages (select the new player,
   close the dialog).
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import nullcontext
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtWidgets import QMessageBox, QWidget

from referee_app.ops.changes import Changes
from referee_app.rules.errors import RulesError
from referee_app.ui.describe import describe

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoCommand

    from referee_app.ui.context import AppContext

T = TypeVar("T")
Explain = Callable[[Exception], str]


def changes_of(result: object) -> Changes | None:
    """What an operation's result says changed: a `Changes`, or the `.changes` of a `Created`/`RecordedDeal`."""
    if isinstance(result, Changes):
        return result
    changes = getattr(result, "changes", None)
    return changes if isinstance(changes, Changes) else None


def refuse(parent: QWidget | None, title: str, error: Exception, explain: Explain = describe) -> None:
    """The one refusal box."""
    QMessageBox.warning(parent, title, explain(error))


def run_op(operation: Callable[[], T], *, parent: QWidget | None = None, title: str = "",
           context: AppContext | None = None, undo: Callable[[T], QUndoCommand] | None = None,
           success: Callable[[T], object] | None = None, failure: Callable[[Exception], object] | None = None,
           explain: Explain = describe, initiator: object = None,
           catch: tuple[type[Exception], ...] = (RulesError,)) -> bool:
    """Run `operation` as the module says; True when it ran, False when it was refused. Its writes carry the
    key of one intended desk action (`Session.intended`)."""
    session = context.session if context is not None else None
    try:
        with session.intended() if session is not None else nullcontext():
            result = operation()
    except catch as error:
        if failure is not None:
            failure(error)
        else:
            refuse(parent, title, error, explain)
        return False
    if context is not None:
        if undo is not None:
            context.undo_stack.push(undo(result))
        changes = changes_of(result)
        if changes is not None:
            context.changed(changes, initiator)
    if success is not None:
        success(result)
    return True


__all__ = ["changes_of", "refuse", "run_op"]
