"""The rulesets' descriptions and decisions in the interface language.

The ruleset files hold them in English (the language of the parameters and of docs/rules.md); the Italian
wording lives beside them in `texts_it.json`, keyed by the English sentence, so an edited sentence falls back
to English until it is translated again (a test keeps the built-in ones complete)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources


@cache
def _texts(lang: str) -> dict[str, str]:
    folder = resources.files("referee_app.rules.data.rulesets")
    source = folder.joinpath(f"texts_{lang}.json")
    if not source.is_file():
        return {}
    return dict(json.loads(source.read_text("utf-8")))


def ruleset_text(text: str, lang: str) -> str:
    """`text` (a ruleset description or decision) in `lang`, or as written when no translation exists."""
    return _texts(lang).get(text, text)
