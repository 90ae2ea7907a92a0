"""Input errors with a stable code, so the window can say them in the referee's language.

`message` stays English (logs, the command line); `code` and `params` let the GUI pick its translated text.
The class lives in the engine (`rules/errors.py`) so that the rules' own refusals carry codes too.
"""

from __future__ import annotations

from referee_app.rules.errors import CodedInputError

__all__ = ["CodedInputError"]
