"""Instant look-up of the casistica: an in-memory SQLite FTS5 index over the rulings, built from package data.

A referee types a few words ("dado bilico", "otto carte", "forgot to roll"); the best ruling must come first.
- accents and case never matter: the index folds diacritics (unicode61 remove_diacritics 2), queries are
  folded with `rules.names.fold`;
- every query word of three letters or more is a prefix ("bilic" finds "bilico"); words of five letters or
  more ending in a vowel also drop it, so "carri" finds "carro" and "dimenticata" finds "dimenticato";
- words of the same synonym group (data: `rules/data/casistica/search.json`) stand for each other;
- a word that matches nothing is replaced by its one-edit variants that do (one typo: "bilcio", "sdadta");
- ranking: rulings matching more of the query words first, then those of the current ruleset, then those
  with more query words in the title, then FTS5 bm25 with the title weighing most. `Hit.score` follows that order
  (higher is better).

Not thread-safe: one index per thread (building it takes a few tens of milliseconds).
"""

from __future__ import annotations

import bisect
import sqlite3
import string
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from referee_app.rules.casistica import LANGS, CasisticaEntry, Lang, SearchTerms, load_entries, load_search_terms
from referee_app.store.casistica_text import Tokens, highlight, query_words, snippet, tokens

SearchLang = Literal["it", "en", "both"]

# bm25 column weights: entry_id and lang are not searched, the title weighs most, then the keywords.
_BM25 = "bm25(casistica, 0.0, 0.0, 10.0, 1.0, 4.0)"
_MIN_PREFIX = 3        # shorter words (and numbers such as "50") must match whole
_MIN_STEM = 5          # "carri" -> "carr"*, "bilico" -> "bilic"*
_MIN_TYPO = 4          # shorter words are not corrected
_MAX_VARIANTS = 8
_ALPHABET = string.ascii_lowercase + string.digits


@dataclass(frozen=True)
class Hit:
    """One ruling found. `title_html` and `snippet_html` wrap the matched words in the requested marks (worked
    out when asked for: the command line never needs them)."""
    entry: CasisticaEntry
    lang: Lang
    score: float
    _title: Tokens = field(repr=False, compare=False)
    _text: Tokens = field(repr=False, compare=False)
    _matched: frozenset[str] = field(repr=False, compare=False)
    _marks: tuple[str, str] = field(repr=False, compare=False)

    @property
    def title_html(self) -> str:
        return highlight(self._title, self._matched, self._marks)

    @property
    def snippet_html(self) -> str:
        return snippet(self._text, self._matched, self._marks)

    @property
    def id(self) -> str:
        return self.entry.id

    @property
    def title(self) -> str:
        return self.entry.title.get(self.lang)

    @property
    def text(self) -> str:
        return self.entry.text.get(self.lang)

    def to_json(self) -> dict[str, Any]:
        """The `referee-app casistica search --json` result object (docs/cli.md)."""
        return {"id": self.id, "title": self.title, "text": self.text, "source": self.entry.source,
                "rulesets": list(self.entry.rulesets), "score": self.score}


@dataclass(frozen=True)
class _Group:
    """What one query word stands for: indexed words and phrases (synonyms, corrections, prefix matches)."""
    word: str
    words: frozenset[str]
    phrases: tuple[str, ...]

    def expression(self) -> str:
        return " OR ".join(f'"{t}"' for t in (*sorted(self.words), *self.phrases))

    def matches(self, field: _Field) -> bool:
        return not self.words.isdisjoint(field.words) or any(f" {p} " in field.joined for p in self.phrases)

    def marked_words(self) -> frozenset[str]:
        return self.words.union(*(p.split() for p in self.phrases))


@dataclass(frozen=True)
class _Field:
    """The folded words of some text, as a set and as a phrase-searchable string."""
    words: frozenset[str]
    joined: str

    @staticmethod
    def of(*parts: Tokens) -> _Field:
        return _Field(frozenset(w for p in parts for w in p.words), "".join(p.joined() for p in parts))


@dataclass(frozen=True)
class _Row:
    """One language of one ruling, as indexed."""
    entry_id: str
    lang: Lang
    title: Tokens
    text: Tokens
    title_field: _Field
    all_fields: _Field


class _Vocabulary:
    """The indexed words, and the synonym groups in terms of them (rebuilt whenever the rulings change).
    Prefixes are expanded here into whole words rather than left to FTS5."""

    def __init__(self, words: Iterable[str], synonyms: tuple[tuple[str, ...], ...]) -> None:
        self.sorted = tuple(sorted(words))
        self.words = frozenset(self.sorted)
        # every start of four letters or more of a word: where a mistyped prefix is looked for
        self.prefixes = frozenset(w[:n] for w in self.sorted for n in range(_MIN_TYPO, len(w) + 1))
        self.members = frozenset(m for group in synonyms for m in group)
        self._groups_of: dict[str, set[int]] = {}
        for i, group in enumerate(synonyms):
            for member in group:
                self._groups_of.setdefault(member, set()).add(i)
        self._single_members = tuple(sorted(m for m in self.members if " " not in m))
        # short members match whole ("set" must not find "sette"); phrases only if all their words are indexed
        self._expansions = [(frozenset(w for m in group if " " not in m
                                       for w in self.expand(m, prefix=len(m) >= _MIN_STEM)),
                             tuple(m for m in group if " " in m and all(w in self.words for w in m.split())))
                            for group in synonyms]

    def expand(self, word: str, prefix: bool) -> list[str]:
        if not prefix:
            return [word] if word in self.words else []
        return list(self._starting(self.sorted, word))

    @staticmethod
    def _starting(words: tuple[str, ...], start: str) -> tuple[str, ...]:
        first = bisect.bisect_left(words, start)
        return words[first:bisect.bisect_left(words, start + "\U0010ffff", first)]

    def synonyms(self, word: str) -> list[tuple[frozenset[str], tuple[str, ...]]]:
        """The expansions of the synonym groups `word` belongs to (its stem may start a member: "carri")."""
        groups = set(self._groups_of.get(word, ()))
        stem = _stem(word)
        if len(stem) >= _MIN_TYPO:
            for member in self._starting(self._single_members, stem):
                groups |= self._groups_of[member]
        return [self._expansions[i] for i in sorted(groups)]


def _stem(word: str) -> str:
    return word[:-1] if len(word) >= _MIN_STEM and word[-1] in "aeiou" else word


def _edits1(word: str) -> set[str]:
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    transposes = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaces = {a + c + b[1:] for a, b in splits if b for c in _ALPHABET}
    inserts = {a + c + b for a, b in splits for c in _ALPHABET}
    return (deletes | transposes | replaces | inserts) - {word}


class CasisticaIndex:
    """The searchable casistica. `CasisticaIndex()` indexes the built-in rulings; `add_entry` adds an event's
    own rulings (or replaces one with the same id) at run time."""

    def __init__(self, entries: Iterable[CasisticaEntry] | None = None, terms: SearchTerms | None = None) -> None:
        self._terms = terms or load_search_terms()
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._db.execute("CREATE VIRTUAL TABLE casistica USING fts5(entry_id UNINDEXED, lang UNINDEXED, "
                         "title, text, keywords, tokenize = 'unicode61 remove_diacritics 2')")
        self._db.execute("CREATE VIRTUAL TABLE vocabulary USING fts5vocab(casistica, 'row')")
        self._entries: dict[str, CasisticaEntry] = {}
        self._rows: dict[int, _Row] = {}
        self._next_row = 1
        self._vocabulary: _Vocabulary | None = None
        self._by_lang: dict[Lang, _Vocabulary] | None = None
        for entry in load_entries() if entries is None else entries:
            self.add_entry(entry)

    # ------------------------------------------------------------------ content
    def add_entry(self, entry: CasisticaEntry) -> None:
        """Index a ruling; one with the same id is replaced."""
        self.remove_entry(entry.id)
        self._entries[entry.id] = entry
        for lang in LANGS:
            keywords = " · ".join(entry.keywords_in(lang))
            title, text, keys = tokens(entry.title.get(lang)), tokens(entry.text.get(lang)), tokens(keywords)
            row = self._next_row
            self._next_row += 1
            self._rows[row] = _Row(entry.id, lang, title, text, _Field.of(title), _Field.of(title, text, keys))
            self._db.execute("INSERT INTO casistica(rowid, entry_id, lang, title, text, keywords) "
                             "VALUES (?, ?, ?, ?, ?, ?)", (row, entry.id, lang, title.text, text.text, keywords))
        self._vocabulary = self._by_lang = None

    def remove_entry(self, entry_id: str) -> bool:
        """Drop a ruling from the index; False if there was none with that id."""
        if self._entries.pop(entry_id, None) is None:
            return False
        for row in [r for r, data in self._rows.items() if data.entry_id == entry_id]:
            del self._rows[row]
            self._db.execute("DELETE FROM casistica WHERE rowid = ?", (row,))
        self._vocabulary = self._by_lang = None
        return True

    def entry(self, entry_id: str) -> CasisticaEntry:
        return self._entries[entry_id]

    def entries(self) -> tuple[CasisticaEntry, ...]:
        return tuple(self._entries.values())

    def topics(self) -> tuple[str, ...]:
        return tuple(sorted({t for e in self._entries.values() for t in e.topics}))

    # ------------------------------------------------------------------ query building
    def _vocab(self) -> _Vocabulary:
        if self._vocabulary is None:
            self._vocabulary = _Vocabulary((t for (t,) in self._db.execute("SELECT term FROM vocabulary")),
                                           self._terms.synonyms)
        return self._vocabulary

    def _synonyms(self, word: str, words: set[str], phrases: list[str]) -> bool:
        """Add the indexed members of `word`'s synonym groups; True if `word` belongs to a group."""
        expansions = self._vocab().synonyms(word)
        for group_words, group_phrases in expansions:
            words |= group_words
            phrases += group_phrases
        return bool(expansions)

    def _correct(self, word: str, words: set[str], phrases: list[str]) -> None:
        """Add the one-edit variants of an unknown word that the index or the synonyms know."""
        vocab = self._vocab()
        variants = sorted(_edits1(word))
        whole = [v for v in variants if v in vocab.words or v in vocab.members][:_MAX_VARIANTS]
        for variant in whole:
            words.update(vocab.expand(variant, prefix=False))
            self._synonyms(variant, words, phrases)
        if not whole:
            for variant in [v for v in variants if v in vocab.prefixes][:_MAX_VARIANTS]:
                words.update(vocab.expand(variant, prefix=True))

    def _groups(self, query: str) -> list[_Group]:
        all_words = query_words(query)
        kept = [w for w in all_words if w not in self._terms.stopwords and (len(w) > 1 or w.isdigit())]
        groups = []
        for word in dict.fromkeys(kept or all_words):
            words = set(self._vocab().expand(_stem(word), prefix=len(word) >= _MIN_PREFIX))
            phrases: list[str] = []
            if not self._synonyms(word, words, phrases) and not words and len(word) >= _MIN_TYPO:
                self._correct(word, words, phrases)
            groups.append(_Group(word, frozenset(words), tuple(dict.fromkeys(phrases))))
        return groups

    # ------------------------------------------------------------------ search
    def search(self, query: str, ruleset: str | None = None, lang: SearchLang = "it", limit: int = 10,
               topic: str | None = None, only_ruleset: bool = False,
               marks: tuple[str, str] = ("<b>", "</b>")) -> list[Hit]:
        """The rulings best matching `query`, best first. `ruleset` puts that ruleset's rulings first among
        equally good matches (`only_ruleset` keeps only them); `topic` keeps one topic; `lang` searches the
        Italian texts, the English ones or both (each ruling is returned once, in its best-matching language).
        An empty query lists every ruling that passes the filters."""
        if limit < 1:
            raise ValueError(f"limit must be at least 1, got {limit}")
        langs = LANGS if lang == "both" else (lang,)

        def wanted(entry: CasisticaEntry) -> bool:
            return (topic is None or topic in entry.topics) and \
                (not only_ruleset or ruleset is None or entry.applies_to(ruleset))

        groups = self._groups(query)
        if not groups:
            return self._listing(ruleset, langs[0], limit, wanted)
        expression = " OR ".join(f"({g.expression()})" for g in groups if g.words or g.phrases)
        if not expression:
            return []
        best: dict[str, tuple[tuple[float, ...], int, float]] = {}
        shown: dict[str, int] = {}  # with lang="both", each ruling is shown in the query's language if it matches
        query_lang = self._language(groups) if lang == "both" else langs[0]
        for row_id, bm25 in self._db.execute(f"SELECT rowid, {_BM25} FROM casistica WHERE casistica MATCH ?",
                                             (expression,)):
            row = self._rows[row_id]
            entry = self._entries[row.entry_id]
            if row.lang not in langs or not wanted(entry):
                continue
            covered = sum(g.matches(row.all_fields) for g in groups)
            in_title = sum(g.matches(row.title_field) for g in groups)
            in_ruleset = int(ruleset is not None and entry.applies_to(ruleset))
            key = (-covered, -in_ruleset, -in_title, bm25, LANGS.index(row.lang))
            # Grows with `key` (in_title <= len(groups) and bm25 squeezed into [0, 1) never outweigh the tiers).
            score = round((covered * 2 + in_ruleset) * (len(groups) + 1) + in_title - bm25 / (1 - bm25), 4)
            if row.entry_id not in best or key < best[row.entry_id][0]:
                best[row.entry_id] = (key, row_id, score)
            if row.lang == query_lang:
                shown[row.entry_id] = row_id
        ranked = sorted((key, entry_id, score) for entry_id, (key, _, score) in best.items())[:limit]
        marked = frozenset().union(*(g.marked_words() for g in groups))
        return [self._hit(self._rows[shown.get(entry_id, best[entry_id][1])], score, marked, marks)
                for _, entry_id, score in ranked]

    def _language(self, groups: list[_Group]) -> Lang:
        """The language most of the query's own words (not their synonyms) belong to; Italian on a tie."""
        if self._by_lang is None:
            self._by_lang = {lang: _Vocabulary((w for r in self._rows.values() if r.lang == lang
                                                for w in r.all_fields.words), ()) for lang in LANGS}
        votes = {lang: sum(bool(self._by_lang[lang].expand(_stem(g.word), prefix=len(g.word) >= _MIN_PREFIX))
                           for g in groups) for lang in LANGS}
        return max(LANGS, key=lambda lang: votes[lang])

    def _hit(self, row: _Row, score: float, marked: frozenset[str], marks: tuple[str, str]) -> Hit:
        return Hit(self._entries[row.entry_id], row.lang, score, row.title, row.text, marked, marks)

    def _listing(self, ruleset: str | None, lang: Lang, limit: int,
                 wanted: Callable[[CasisticaEntry], bool]) -> list[Hit]:
        rows = [r for r in self._rows.values() if r.lang == lang and wanted(self._entries[r.entry_id])]
        rows.sort(key=lambda r: (not (ruleset is not None and self._entries[r.entry_id].applies_to(ruleset)),
                                 r.title.words))
        return [self._hit(r, 0.0, frozenset(), ("", "")) for r in rows[:limit]]
