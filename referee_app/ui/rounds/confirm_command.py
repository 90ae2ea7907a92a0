"""A confirmed round on the undo stack: undo removes it (after asking, guarded_undo.py), redo saves the same
tables and seats again."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from referee_app.ops import rounds as ops
from referee_app.ops.session import Session
from referee_app.rules.errors import RulesError
from referee_app.ui.engine_messages import fill

if TYPE_CHECKING:
    from referee_app.ui.pages.rounds_page import RoundsPage


class ConfirmRoundCommand(QUndoCommand):
    """A confirmed round on the undo stack. It is pushed once the round is saved; undo removes it (refused,
    and the command dropped, once a table has an action), redo saves the same tables and seats again."""

    def __init__(self, page: RoundsPage, round_id: int, layout: tuple[int, str, list[list[tuple[int, str]]]],
                 text: str) -> None:
        super().__init__(text)
        self.page = page
        self.round_id = round_id
        self.layout = layout
        self._saved = True

    def redo(self) -> None:
        if self._saved:  # the first push: the page has just saved it
            return
        self._run(lambda session: setattr(self, "round_id", ops.restore_round(session, self.layout)))
        self._saved = True

    def undo(self) -> None:
        self._run(lambda session: ops.remove_round(session, self.round_id))
        self._saved = False

    def undo_question(self) -> tuple[str, str, str]:
        """Asked before this undo (guarded_undo.py): removing a round throws its draw away."""
        title = QCoreApplication.translate("ConfirmRoundCommand", "Remove the round")
        what = QCoreApplication.translate("ConfirmRoundCommand", "Undo “%1”: the round is removed with its tables "
                                                                 "and seats, and its draw is lost. A new draw will "
                                                                 "be needed.")
        return title, fill(what, (self.text(),)), title

    def _run(self, operation: Callable[[Session], object]) -> None:
        try:
            operation(self.page.context.require_session())
        except (RulesError, LookupError) as exc:
            self.setObsolete(True)  # the stack drops a command that cannot be undone or redone
            self.page.warn(str(exc) if isinstance(exc, LookupError) else self.page.texts.error(exc))
        self.page.context.changed("rounds")
