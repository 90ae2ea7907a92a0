"""Specific exceptions of the rules engine.

Every error that comes from bad input names the offending field so that the command line and the GUI can
point at it (`turns[7].player`), as python-chess names the bad square of a FEN.
"""

from __future__ import annotations


class RulesError(Exception):
    """Base class of every error raised by the rules engine."""


class InputError(RulesError, ValueError):
    """Input that the rules cannot accept; `field` is a dotted path to the offending value."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.message = message

    def at(self, prefix: str) -> InputError:
        """The same error with its field nested under `prefix` (e.g. `turns[3]` + `player`)."""
        return InputError(self._nested(prefix), self.message)

    def _nested(self, prefix: str) -> str:
        sep = "" if not self.field or self.field.startswith("[") else "."
        return f"{prefix}{sep}{self.field}"


class CodedInputError(InputError):
    """An InputError with a stable `code` and its `params`, so the window can say it in the referee's
    language; `message` stays English (logs, the command line). `ops/coded.py` re-exports it."""

    def __init__(self, field: str, code: str, message: str, **params: str) -> None:
        super().__init__(field, message)
        self.code = code
        self.params = params

    def at(self, prefix: str) -> CodedInputError:
        return CodedInputError(self._nested(prefix), self.code, self.message, **self.params)


class UnknownTerritoryError(CodedInputError):
    """A territory name that matches nothing on the board, even loosely."""

    def __init__(self, field: str, name: str, suggestion: str | None = None) -> None:
        hint = f' (did you mean "{suggestion}"?)' if suggestion else ""
        super().__init__(field, "unknown_territory", f'unknown territory "{name}"{hint}', name=name,
                         suggestion=suggestion or "")
        self.name = name
        self.suggestion = suggestion


class RulesetError(RulesError, ValueError):
    """A ruleset file that does not validate; `key` is the dotted path of the bad key."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}" if key else message)
        self.key = key
        self.message = message


class BoardError(RulesError, ValueError):
    """A board file that is not a consistent map."""
