"""A confirmed round on the undo stack: undo removes it (after asking, guarded_undo.py), redo saves the same
tables and seats again."""

from __future__ import annotations

from referee_app.ops import rounds as ops
from referee_app.ops.changes import ROUNDS, Changes
from referee_app.ui.context import AppContext
from referee_app.ui.undo import DoneCommand, Report
from referee_app.texts import t


class ConfirmRoundCommand(DoneCommand):
    """Pushed once the round is saved; undo removes it (refused, and the command dropped, once a table has an
    action), redo saves the same tables and seats again."""

    def __init__(self, context: AppContext, saved: ops.SavedRound, text: str, report: Report) -> None:
        super().__init__(context, text, ROUNDS, report)
        self.saved = saved  # what confirming returned; a redo saves it again, under a new id

    def forward(self) -> Changes:
        created = ops.restore_round(self.context.require_session(), self.saved)
        self.saved = created.value
        return created.changes

    def backward(self) -> Changes:
        return ops.remove_round(self.context.require_session(), self.saved.id)

    def undo_question(self) -> tuple[str, str, str]:
        """Asked before this undo (guarded_undo.py): removing a round throws its draw away."""
        title = t("rounds.remove_the_round")
        return title, t("rounds.undo_the_round_is", self.text()), title
