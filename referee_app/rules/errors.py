"""Specific exceptions of the rules engine.

Every error that comes from bad input names the offending field so that the command line and the GUI can
point at it (`turns[7].player`), as python-chess names the bad square of a FEN.
"""

from __future__ import annotations

import re


class RulesError(Exception):
    """Base class of every error raised by the rules engine."""


Location = tuple[str | int, ...]  # e.g. ("players", 2, "sheet", "outside_points")

_PART = re.compile(r"([^.\[\]]*)((?:\[\d+\])*)")


def location_of(field: str) -> Location:
    """The location a dotted field names (`players[2].sheet.outside_points`), for an error raised with one.
    The one reader of that form: errors raised with a tuple need none."""
    out: list[str | int] = []
    for part in field.split(".") if field else ():
        match = _PART.fullmatch(part)
        if match is None:  # a name with brackets in it: kept whole
            out.append(part)
            continue
        if match.group(1):
            out.append(match.group(1))
        out.extend(int(index) for index in re.findall(r"\[(\d+)\]", match.group(2)))
    return tuple(out)


def field_of(location: Location) -> str:
    """The dotted form of a location, as the command line prints it (`players[2].sheet.outside_points`)."""
    text = ""
    for part in location:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


def under(field: str | Location, *keys: str | int) -> Location:
    """`keys` under `field` (a location, or a field in its dotted form): ("file", "Carta 1", 2) for a card's
    third territory, whatever the card's name holds (a dot, a bracket)."""
    return (field if isinstance(field, tuple) else location_of(field)) + keys


class InputError(RulesError, ValueError):
    """Input that the rules cannot accept. `location` says where (a tuple of keys and indexes, e.g.
    ("players", 2, "sheet", "outside_points")), `field` the same in its dotted form; `code` (when the error
    has a stable one) and its `params` let a caller say it in the referee's language; `message` is English
    (logs, the command line)."""

    def __init__(self, field: str | Location, message: str, *, code: str = "", **params: str) -> None:
        if isinstance(field, tuple):
            location, field = field, field_of(field)
        else:
            location = location_of(field)
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.location: Location = location
        self.message = message
        self.code = code
        self.params = params

    def at(self, prefix: str | Location) -> InputError:
        """The same error with its location nested under `prefix` (e.g. `turns[3]` + `player`)."""
        nested = type(self).__new__(type(self))  # the same kind of error with the same facts (a subclass's too)
        nested.__dict__.update(self.__dict__)
        outer = prefix if isinstance(prefix, tuple) else location_of(prefix)
        nested.location = outer + self.location
        head = prefix if isinstance(prefix, str) else field_of(prefix)
        sep = "" if not self.field or self.field.startswith("[") else "."
        nested.field = f"{head}{sep}{self.field}" if head else self.field
        nested.args = (f"{nested.field}: {self.message}" if nested.field else self.message,)
        return nested


class UnknownTerritoryError(InputError):
    """A territory name that matches nothing on the board, even loosely."""

    def __init__(self, field: str | Location, name: str, suggestion: str | None = None) -> None:
        hint = f' (did you mean "{suggestion}"?)' if suggestion else ""
        super().__init__(field, f'unknown territory "{name}"{hint}', code="unknown_territory", name=name,
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
