"""A ruleset's description and decisions in the interface language.

The ruleset files hold them in English (the language of the parameters, of docs/rules.md and of the command
line's output); the text catalogue (`texts/catalogue/ruleset.json`) holds both languages under
`ruleset.<id>.description` and `ruleset.<id>.decision.<n>`. The Italian is used only while the catalogue's
English still equals the file's sentence, so an edited sentence (or a ruleset the catalogue does not know)
shows as written until it is translated again; a test keeps the built-in ones in step."""

from __future__ import annotations

from referee_app.rules.ruleset import Ruleset
from referee_app.texts import known, text


def _in(lang: str, key: str, written: str) -> str:
    if not known(key) or text("en", key) != written:
        return written
    return text(lang, key)


def description(ruleset: Ruleset, lang: str) -> str:
    return _in(lang, f"ruleset.{ruleset.id}.description", ruleset.description)


def decisions(ruleset: Ruleset, lang: str) -> list[str]:
    return [_in(lang, f"ruleset.{ruleset.id}.decision.{n}", d) for n, d in enumerate(ruleset.decisions, 1)]


def choose_when(ruleset: Ruleset, lang: str) -> str:
    """One line: when an organiser picks this ruleset (the event wizard, `rules rulesets`)."""
    return _in(lang, f"ruleset.{ruleset.id}.choose_when", ruleset.choose_when)
