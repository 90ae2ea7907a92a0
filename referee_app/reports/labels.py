"""Printed labels, headings, criteria and colours in Italian or English, read from the text catalogue
(`referee_app/texts/catalogue/paper.json` and `colour.json`); the printout's language is an argument, since
a sheet may be printed in the other language than the window's."""

from __future__ import annotations

from referee_app.texts import known, text


def label(lang: str, key: str, **values: object) -> str:
    return text(lang, f"paper.{key}", **values)


def status(lang: str, name: str) -> str:
    """A player's end-of-game status as printed after his name; empty for an active player."""
    if name == "active":
        return ""
    key = f"paper.status_{name}"
    return text(lang, key) if known(key) else name


def criterion(lang: str, name: str) -> str:
    """The column heading of a tie-break measure, by the criterion name of the scoring engine."""
    key = f"paper.criterion.{name}"
    return text(lang, key) if known(key) else name


def colour(lang: str, name: str) -> str:
    """A seat colour (stored in Italian, as rules/seating.py names them)."""
    key = f"colour.{name}"
    return text(lang, key) if known(key) else name
