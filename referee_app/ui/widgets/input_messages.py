"""What a refused input means, in the referee's language: operations raise coded errors, this says them."""

from __future__ import annotations

from typing import TYPE_CHECKING


from referee_app.ops.import_words import line_text
from referee_app.texts import language
from referee_app.ui.describe import describe, page_words

if TYPE_CHECKING:  # the players' service is not loaded with the hall board, the first screen
    from referee_app.ops.players_ops import LineProblem


class Messages:
    def line_problem(self, problem: LineProblem) -> str:
        return line_text(language(), problem)


def explain(error: Exception) -> str:
    """An operation's refusal on the event's and the players' pages (`run_op(..., explain=explain)`)."""
    return describe(error, page_words())
