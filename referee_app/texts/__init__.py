"""Every text the referee reads, on screen and on paper, Italian first and English, in one keyed catalogue.

The data are the JSON files of `catalogue/`, one per area (`table.json`, `paper.json`, `ruleset.json` ...):
`{"area.key": {"it": "...", "en": "..."}}`; a key lives in exactly one file and starts with its area.

- `t(key, ...)`: the window's text in the language chosen at start (`set_language`, called by
  `ui.i18n.install_language`; read at each call, so tests may switch it).
- `text(language, key, ...)`: the same for an explicit language (printouts, the phones' pages, the engine's
  phrases), an unknown language reads Italian.

The values go in the call, never into the returned text afterwards: `t("rounds.next_round", 3, "Finale")`.
Placeholders, two kinds that never mix in one text:
- `%1`, `%2` ... `%n` (the window's texts, as Qt's tr() had them): filled from the positional arguments
  (any value, turned into text), in one pass (a value containing `%2` stays as it is).
- `{name}` (the printouts' and the phrases' named facts): filled from the keyword arguments.
A placeholder without a value stays as written.

No Qt and nothing else from referee_app is imported here, so every layer may use it.
"""

from __future__ import annotations

import json
import re
from functools import cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

LANGUAGES = ("it", "en")
DEFAULT_LANGUAGE = "it"

_PERCENT = re.compile(r"%(\d+)")
_NAMED = re.compile(r"\{(\w+)\}")
_state = {"language": DEFAULT_LANGUAGE}
# The catalogue is package data, found the way every data file of the package is (installed, zipped or in
# the bundle); bench/ui.py shows no cost to the window's start over a plain path.
CATALOGUE: Traversable | Path = resources.files("referee_app.texts.catalogue")


class CatalogueError(ValueError):
    """A broken catalogue file: a key twice, outside its area, or without one of the languages."""


@cache
def area_entries(area: str) -> dict[str, dict[str, str]]:
    """The keys of one area's file, read once. A text is looked up in its own area's file only, so the
    window's start reads the few areas its first screen shows, not the whole catalogue (~10 ms)."""
    entry = CATALOGUE / f"{area}.json"
    if not entry.is_file():
        return {}
    found: dict[str, dict[str, str]] = {}
    for key, texts in json.loads(entry.read_text("utf-8")).items():
        if key.split(".")[0] != area:
            raise CatalogueError(f"{entry.name}: {key} does not start with {area}.")
        if set(texts) != set(LANGUAGES):
            raise CatalogueError(f"{entry.name}: {key} needs exactly {LANGUAGES}")
        found[key] = {lang: str(value) for lang, value in texts.items()}
    return found


@cache
def entries() -> dict[str, dict[str, str]]:
    """Every key with its texts (each file checked as `area_entries` does): a key starts with its file's
    area, so it can live in one file only."""
    folder = CATALOGUE
    merged: dict[str, dict[str, str]] = {}
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".json"):
            merged.update(area_entries(entry.name.removesuffix(".json")))
    return merged


def set_language(language: str) -> str:
    """The window's language from now on; returns the one in force (Italian for an unknown one)."""
    _state["language"] = language if language in LANGUAGES else DEFAULT_LANGUAGE
    return _state["language"]


def language() -> str:
    return _state["language"]


def known(key: str) -> bool:
    return key in area_entries(key.split(".")[0])


def fill(template: str, *positional: object, **named: object) -> str:
    """`%n` from `positional`, `{name}` from `named`; placeholders without a value stay as written."""
    if positional:
        values = [str(v) for v in positional]
        template = _PERCENT.sub(lambda m: values[int(m.group(1)) - 1]
                                if 0 < int(m.group(1)) <= len(values) else m.group(0), template)
    if named:
        template = _NAMED.sub(lambda m: str(named[m.group(1)]) if m.group(1) in named else m.group(0), template)
    return template


def text(language: str, key: str, *positional: object, **named: object) -> str:
    """The text of `key` in `language` (Italian for an unknown language); KeyError for an unknown key."""
    texts = area_entries(key.split(".")[0])[key]
    return fill(texts.get(language, texts[DEFAULT_LANGUAGE]), *positional, **named)


def t(key: str, *positional: object, **named: object) -> str:
    """The text of `key` in the window's language."""
    return text(_state["language"], key, *positional, **named)


def placeholders(template: str) -> set[str]:
    """The placeholders a template carries (`%1`, `{player}`), for checking that both languages agree."""
    return {m.group(0) for m in _PERCENT.finditer(template)} | {m.group(0) for m in _NAMED.finditer(template)}
