"""Input errors with a stable code, so the window can say them in the referee's language.

`message` stays English (logs, the command line); `code` and `params` let the GUI pick its translated text.
"""

from __future__ import annotations

from referee_app.rules.errors import InputError


class CodedInputError(InputError):
    def __init__(self, field: str, code: str, message: str, **params: str) -> None:
        super().__init__(field, message)
        self.code = code
        self.params = params
