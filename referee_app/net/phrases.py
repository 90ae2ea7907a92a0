"""The engine's phrases (ops.table_phrases.Phrase: the table log, a penalty's consequence) in the page's
language, from the same text catalogue as the window, so a referee reads the same sentence on the phone and
at the desk and there is one place to correct it."""

from __future__ import annotations

from referee_app.ops.table_phrases import Phrase


def say(phrase: Phrase, lang: str) -> str:
    return phrase.say(lang)


def say_all(parts: tuple[Phrase, ...], lang: str) -> str:
    return "; ".join(say(p, lang) for p in parts)
