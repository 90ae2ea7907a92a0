"""The casistica: practical rulings a referee looks up at the table, as validated package data.

The rulings live in `data/casistica/entries.json` (Italian and English, written in our own words and citing
the regulation and section they come from); `data/casistica/search.json` holds the search vocabulary (synonym
groups and stopwords). This module only reads and checks them: searching is `casistica_search`'s job.
An event may add its own rulings at run time (`origin="event"`), checked by the same `entry_from_dict`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any, Literal

from referee_app.rules.casistica_text import query_words
from referee_app.rules.errors import RulesError
from referee_app.rules.names import fold
from referee_app.rules.ruleset import BUILTIN_IDS

Lang = Literal["it", "en"]
Origin = Literal["package", "event"]
LANGS: tuple[Lang, ...] = ("it", "en")

TOPICS = frozenset({
    "deal", "dice", "attack", "declarations", "reinforcements", "sets", "cards", "movement", "risiko",
    "withdrawal", "neutral", "sdadata", "clock", "penalties", "conduct", "referee", "two-player", "scoring",
})
# What the GUI can open from a ruling: a rules command, or `penalty:<kind>` of `referee-app rules penalty`.
ACTIONS = frozenset({
    "deal-check", "sdadata", "score", "penalty:excess_reinforcement", "penalty:army_cap",
    "penalty:missed_sdadata_roll", "penalty:cards_in_hand", "penalty:free_sanction",
})

# The regulations a built-in ruling may cite, each by its own name (docs/casistica.md says which is which).
REGULATIONS = frozenset({
    "Regolamento Marsala 2011", "Regolamento Raduno", "Regolamento La nostra passione 2018",
    "Regolamento Editrice Giochi 1997", "Variante Como (FIRK 2000)", "Regole RISK classico",
})

_SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
# Texts are shown as Qt rich text with FTS highlight marks around matches: no markup characters allowed.
_MARKUP = re.compile(r"[<>&]")


class CasisticaError(RulesError, ValueError):
    """Casistica data that does not validate; `key` is the dotted path of the bad value."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}" if key else message)
        self.key = key
        self.message = message


@dataclass(frozen=True)
class Localized:
    """One text in both languages of the app."""
    it: str
    en: str

    def get(self, lang: Lang) -> str:
        return self.it if lang == "it" else self.en


@dataclass(frozen=True)
class Source:
    """Where a ruling comes from: the regulation by its own name, the heading of its section, and our short
    label of the point."""
    regulation: str
    section: str
    item: str = ""

    def label(self) -> str:
        return f"{self.regulation}, {self.section}" + (f": {self.item}" if self.item else "")


@dataclass(frozen=True)
class CasisticaEntry:
    id: str
    title: Localized
    text: Localized
    sources: tuple[Source, ...]
    rulesets: tuple[str, ...]
    topics: tuple[str, ...]
    keywords: tuple[tuple[str, ...], tuple[str, ...]]  # (Italian, English)
    action: str | None = None
    origin: Origin = "package"
    # How the ruling is asked at the desk: short situations and questions in a referee's words, (Italian,
    # English). Searched as a field of their own, weighing less than the ruling's own words.
    asked: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())

    @property
    def source(self) -> str:
        """The citation as one line, e.g. `Regolamento Marsala 2011, Casistica: numero di dadi sbagliato`."""
        return "; ".join(s.label() for s in self.sources) or "event ruling"

    def keywords_in(self, lang: Lang) -> tuple[str, ...]:
        return self.keywords[LANGS.index(lang)]

    def asked_in(self, lang: Lang) -> tuple[str, ...]:
        return self.asked[LANGS.index(lang)]

    def applies_to(self, ruleset: str) -> bool:
        return ruleset in self.rulesets


@dataclass(frozen=True)
class SearchTerms:
    """Domain concepts (each group's words and phrases are interchangeable in a query) and, per language, the
    words a query in that language ignores, and the words a query in that language reads in another group than
    their own ("dice" in Italian is a form of "dire", not the English dice)."""
    synonyms: tuple[tuple[str, ...], ...]
    stopwords: Mapping[Lang, frozenset[str]]
    senses: Mapping[Lang, Mapping[str, str]] = field(default_factory=dict)


def _fail(key: str, message: str) -> CasisticaError:
    return CasisticaError(key, message)


def _mapping(value: Any, key: str, allowed: set[str], required: set[str]) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise _fail(key, f"expected an object, got {type(value).__name__}")
    unknown = sorted(set(value) - allowed)
    if unknown:
        raise _fail(f"{key}.{unknown[0]}", "unknown key")
    missing = sorted(required - set(value))
    if missing:
        raise _fail(f"{key}.{missing[0]}", "missing")
    return value


def _text(value: Any, key: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _fail(key, "expected a non-empty string")
    if _MARKUP.search(value):
        raise _fail(key, "must not contain <, > or &")
    return value.strip()


def _texts(value: Any, key: str) -> tuple[str, ...]:
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise _fail(key, "expected a list of strings")
    return tuple(_text(item, f"{key}[{i}]") for i, item in enumerate(value))


def _localized(value: Any, key: str) -> Localized:
    data = _mapping(value, key, set(LANGS), set(LANGS))
    return Localized(it=_text(data["it"], f"{key}.it"), en=_text(data["en"], f"{key}.en"))


def _source(value: Any, key: str, origin: Origin) -> Source:
    data = _mapping(value, key, {"regulation", "section", "item"}, {"regulation", "section"})
    regulation = _text(data["regulation"], f"{key}.regulation")
    if origin == "package" and regulation not in REGULATIONS:
        raise _fail(f"{key}.regulation", f"unknown regulation {regulation!r} (expected one of "
                                         f"{', '.join(sorted(REGULATIONS))})")
    item = _text(data["item"], f"{key}.item") if "item" in data else ""
    return Source(regulation=regulation, section=_text(data["section"], f"{key}.section"), item=item)


def _choices(value: Any, key: str, allowed: frozenset[str] | None) -> tuple[str, ...]:
    items = _texts(value, key)
    if not items:
        raise _fail(key, "expected at least one value")
    for i, item in enumerate(items):
        if allowed is not None and item not in allowed:
            raise _fail(f"{key}[{i}]", f"unknown value {item!r} (expected one of {', '.join(sorted(allowed))})")
    if len(set(items)) != len(items):
        raise _fail(key, "repeated value")
    return items


def entry_from_dict(value: Any, key: str = "entry", origin: Origin = "package") -> CasisticaEntry:
    """Validate one ruling. Package rulings must cite a known regulation and name built-in rulesets; an
    event's own rulings may cite nothing (or any regulation) and name any ruleset id (custom ruleset files)."""
    data = _mapping(value, key, {"id", "title", "text", "sources", "rulesets", "topics", "keywords", "asked",
                                 "action"},
                    {"id", "title", "text", "rulesets", "topics", "keywords"}
                    | ({"sources"} if origin == "package" else set()))
    entry_id = _text(data["id"], f"{key}.id")
    if not _SLUG.match(entry_id):
        raise _fail(f"{key}.id", f"expected a lower-case slug like dice-wrong-number, got {entry_id!r}")
    raw_sources = data.get("sources", [])
    if not isinstance(raw_sources, Sequence) or isinstance(raw_sources, str):
        raise _fail(f"{key}.sources", "expected a list of sources")
    sources = tuple(_source(s, f"{key}.sources[{i}]", origin) for i, s in enumerate(raw_sources))
    if origin == "package" and not sources:
        raise _fail(f"{key}.sources", "a package ruling must cite at least one regulation section")
    keywords = _mapping(data["keywords"], f"{key}.keywords", set(LANGS), set(LANGS))
    asked = _mapping(data.get("asked", {"it": [], "en": []}), f"{key}.asked", set(LANGS), set(LANGS))
    action = data.get("action")
    if action is not None and action not in ACTIONS:
        raise _fail(f"{key}.action", f"unknown action {action!r} (expected one of {', '.join(sorted(ACTIONS))})")
    return CasisticaEntry(
        id=entry_id,
        title=_localized(data["title"], f"{key}.title"),
        text=_localized(data["text"], f"{key}.text"),
        sources=sources,
        rulesets=_choices(data["rulesets"], f"{key}.rulesets",
                          frozenset(BUILTIN_IDS) if origin == "package" else None),
        topics=_choices(data["topics"], f"{key}.topics", TOPICS),
        keywords=(_texts(keywords["it"], f"{key}.keywords.it"), _texts(keywords["en"], f"{key}.keywords.en")),
        action=action,
        origin=origin,
        asked=(_texts(asked["it"], f"{key}.asked.it"), _texts(asked["en"], f"{key}.asked.en")),
    )


def entries_from_dict(value: Any) -> tuple[CasisticaEntry, ...]:
    data = _mapping(value, "", {"version", "entries"}, {"version", "entries"})
    if data["version"] != 1:
        raise _fail("version", f"unsupported version {data['version']!r}")
    raw = data["entries"]
    if not isinstance(raw, Sequence) or isinstance(raw, str) or not raw:
        raise _fail("entries", "expected a non-empty list")
    entries = tuple(entry_from_dict(item, f"entries[{i}]") for i, item in enumerate(raw))
    seen: set[str] = set()
    for i, entry in enumerate(entries):
        if entry.id in seen:
            raise _fail(f"entries[{i}].id", f"duplicate id {entry.id!r}")
        seen.add(entry.id)
    return entries


def search_terms_from_dict(value: Any) -> SearchTerms:
    data = _mapping(value, "", {"synonyms", "stopwords", "senses"}, {"synonyms", "stopwords"})
    raw_groups = data["synonyms"]
    if not isinstance(raw_groups, Sequence) or isinstance(raw_groups, str):
        raise _fail("synonyms", "expected a list of word groups")
    groups: list[tuple[str, ...]] = []
    for i, group in enumerate(raw_groups):
        words = tuple(dict.fromkeys(" ".join(query_words(w)) for w in _texts(group, f"synonyms[{i}]")))
        if len(words) < 2:
            raise _fail(f"synonyms[{i}]", "a synonym group needs at least two words")
        groups.append(words)
    stop = _mapping(data["stopwords"], "stopwords", set(LANGS), set(LANGS))
    stopwords = {lang: frozenset(fold(w) for w in _texts(stop[lang], f"stopwords.{lang}")) for lang in LANGS}
    members = {m for group in groups for m in group}
    raw_senses = _mapping(data.get("senses", {}), "senses", set(LANGS), set())
    senses: dict[Lang, dict[str, str]] = {}
    for lang in LANGS:
        raw = raw_senses.get(lang, {})
        if not isinstance(raw, Mapping):
            raise _fail(f"senses.{lang}", "expected an object")
        for word, member in raw.items():
            if not isinstance(member, str) or " ".join(query_words(member)) not in members:
                raise _fail(f"senses.{lang}.{word}", "expected a word of a synonym group")
            senses.setdefault(lang, {})[fold(word)] = " ".join(query_words(member))
    return SearchTerms(synonyms=tuple(groups), stopwords=stopwords, senses=senses)


def _read_json(name: str) -> Any:
    return json.loads(resources.files("referee_app.rules.data.casistica").joinpath(name).read_text("utf-8"))


@cache
def load_entries() -> tuple[CasisticaEntry, ...]:
    """The built-in casistica, validated."""
    return entries_from_dict(_read_json("entries.json"))


@cache
def load_search_terms() -> SearchTerms:
    """The built-in search vocabulary, validated."""
    return search_terms_from_dict(_read_json("search.json"))
