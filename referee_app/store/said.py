"""A sentence of the store that the window can say in the referee's language.

The store speaks English to the command line (`referee-app db verify`, its errors) and its tests pin those
lines. The window shows the same facts from the text catalogue (`database.said.<code>`), so a `Said` is the
English line itself (a `str`: everything that prints, joins or stores it is unchanged) that also carries a
stable `code` and its facts (`params`); a fact may itself be a `Said` (a broken entry's reason inside the
line that names its table), or a tuple of column names."""

from __future__ import annotations

from typing import Union

Fact = Union[str, int, "Said", tuple[str, ...]]


class Said(str):
    code: str
    params: dict[str, Fact]

    def __new__(cls, english: str, code: str, **params: Fact) -> Said:
        said = super().__new__(cls, english)
        said.code = code
        said.params = params
        return said

    def __reduce__(self) -> tuple[object, ...]:  # pickled or copied, it keeps its code and facts
        return (_rebuild, (str(self), self.code, self.params))


def _rebuild(english: str, code: str, params: dict[str, Fact]) -> Said:
    return Said(english, code, **params)
