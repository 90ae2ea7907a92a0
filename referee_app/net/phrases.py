"""The engine's phrases (ops.table_phrases.Phrase: the table log, a penalty's consequence) in the page's
language. The Italian wording is the window's own: read from its translation file (plain XML, no Qt), so a
referee reads the same sentence on the phone and at the desk and there is one place to correct it."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from functools import cache
from importlib import resources

from referee_app.ops.table_phrases import PHRASES, Phrase, fill


@cache
def italian() -> dict[str, str]:
    """English template -> Italian, for every engine phrase the window translates."""
    wanted = set(PHRASES.values())
    source = resources.files("referee_app.ui.translations").joinpath("referee_app_it.ts")
    out: dict[str, str] = {}
    for message in ET.fromstring(source.read_bytes()).iter("message"):
        english = message.findtext("source") or ""
        translation = message.find("translation")
        if english in wanted and translation is not None and translation.text \
                and translation.get("type") != "unfinished":
            out.setdefault(english, translation.text)
    return out


def say(phrase: Phrase, lang: str) -> str:
    if lang == "en":
        return phrase.text
    return fill(italian().get(phrase.template, phrase.template), phrase.args)


def say_all(parts: tuple[Phrase, ...], lang: str) -> str:
    return "; ".join(say(p, lang) for p in parts)
