"""What a referee's query means to the casistica search: each query word and the indexed words it stands for.

- every query word of three letters or more is a prefix ("bilic" finds "bilico"); words of five letters or
  more ending in a vowel also drop it, so "carri" finds "carro" and "dimenticata" finds "dimenticato", but
  that stem only reaches words at most three letters longer ("passo" finds "passare", not "passione");
- words of the same synonym group (data: `rules/data/casistica/search.json`) stand for each other, and a
  group may hold phrases ("dadi finali") that match only as a whole;
- a word that matches nothing is replaced by its one-edit variants that do (one typo: "bilcio", "sdadta");
- the concept phrases of the groups ("se ne va", "kicked out", "piu di 2") are read as one query word standing
  for the whole concept, before any of their words is dropped or looked up on its own;
- stopwords (the query language's) are dropped unless nothing else is left.
"""

from __future__ import annotations

import bisect
import string
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import snowballstemmer  # type: ignore[import-untyped]

from referee_app.rules.casistica import Lang, SearchTerms
from referee_app.rules.casistica_text import Tokens, is_number, query_words

MIN_PREFIX = 3         # shorter words (and every number: "13" must not find "130") must match whole
_MIN_STEM = 5          # "carri" -> "carr"*, "bilico" -> "bilic"*
_MIN_TYPO = 4          # shorter words are not corrected
_WHOLE = 4             # an indexed word this short is not also a prefix
_STEM_REACH = 3        # a stem finds words up to this many letters longer than itself
_MAX_VARIANTS = 8
_ALPHABET = string.ascii_lowercase + string.digits


@dataclass(frozen=True)
class Field:
    """The folded words of some text: as a set, counted, and as a phrase-searchable string."""
    words: frozenset[str]
    counts: Counter[str]
    joined: str

    @staticmethod
    def of(*parts: Tokens) -> Field:
        counts = Counter(w for p in parts for w in p.words)
        return Field(frozenset(counts), counts, "".join(p.joined() for p in parts))


@dataclass(frozen=True)
class QueryWord:
    """One word of the query and what it stands for: indexed words and phrases (synonyms, corrections,
    prefix matches)."""
    word: str
    words: frozenset[str]
    phrases: tuple[str, ...]

    @property
    def is_concept(self) -> bool:
        """A phrase of the query read as one concept ("se ne va")."""
        return " " in self.word

    @property
    def is_number(self) -> bool:
        """A number or an ordinal typed alone; a concept phrase that starts with one ("2 players") is not."""
        return not self.is_concept and is_number(self.word)

    def matches(self, field: Field) -> bool:
        return not self.words.isdisjoint(field.words) or any(f" {p} " in field.joined for p in self.phrases)

    def count(self, field: Field) -> int:
        """How often the word (or what it stands for) occurs in `field`."""
        return sum(field.counts[w] for w in self.words & field.words) + \
            sum(field.joined.count(f" {p} ") for p in self.phrases)

    def marked_words(self) -> frozenset[str]:
        return self.words.union(*(p.split() for p in self.phrases))


class Vocabulary:
    """The indexed words, and the synonym groups in terms of them (rebuilt whenever the rulings change).
    Prefixes are expanded here into whole words."""

    def __init__(self, words: Iterable[str], synonyms: tuple[tuple[str, ...], ...],
                 by_lang: Mapping[str, Iterable[str]] | None = None,
                 senses: Mapping[Lang, Mapping[str, str]] | None = None) -> None:
        self.sorted = tuple(sorted(set(words)))
        self.words = frozenset(self.sorted)
        # every start of four letters or more of a word: where a mistyped prefix is looked for
        self.prefixes = frozenset(w[:n] for w in self.sorted for n in range(_MIN_TYPO, len(w) + 1))
        self.members = frozenset(m for group in synonyms for m in group)
        self._groups_of: dict[str, set[int]] = {}
        for i, group in enumerate(synonyms):
            for member in group:
                self._groups_of.setdefault(member, set()).add(i)
        self._single_members = tuple(sorted(m for m in self.members if " " not in m))
        self._stem_memo: dict[str, list[str]] = {}
        self._senses = senses or {}
        self._sense: Mapping[str, str] = {}   # the senses of the language of the query being read
        self._groups_by_stem: dict[str, set[int]] = {}
        for member in self._single_members:
            for key in _stems(member):
                self._groups_by_stem.setdefault(key, set()).update(self._groups_of[member])
        # each language's words under their stem in that language's Snowball stemmer
        self._by_stem: dict[str, set[str]] = {}
        for lang, lang_words in (by_lang or {}).items():
            for word in set(lang_words):
                for key in _stems(word, (lang,)):
                    self._by_stem.setdefault(key, set()).add(word)
        # a phrase is looked up word by word as concepts: "without announcing" is "without declaring"
        self._phrase_groups: dict[tuple[str, ...], set[int]] = {}
        for i, group in enumerate(synonyms):
            for member in group:
                if " " in member:
                    self._phrase_groups.setdefault(tuple(map(self._concept_of, member.split())), set()).add(i)
        self._longest_phrase = max((len(p) for p in self._phrase_groups), default=0)
        # short members match whole ("set" must not find "sette"); phrases only if all their words are indexed
        # a member's other endings, never a longer word it happens to start ("clock" is not "clockwise")
        self._expansions = [(frozenset(w for m in group if " " not in m
                                       for w in self.expand(m, prefix=len(m) >= _MIN_STEM)
                                       if len(w) <= len(m) + _STEM_REACH or not set(_stems(w)).isdisjoint(_stems(m))),
                             tuple(m for m in group if " " in m and all(w in self.words for w in m.split())))
                            for group in synonyms]

    def phrases(self) -> frozenset[str]:
        """Every phrase a query word can stand for (the groups' phrases whose words are all indexed)."""
        return frozenset(p for _, phrases in self._expansions for p in phrases)

    def _stems(self, word: str) -> list[str]:
        """`_stems(word)`, worked out once per word of a query (a word is looked at as a form, a synonym and a
        concept); the memo is emptied at each query."""
        found = self._stem_memo.get(word)
        if found is None:
            found = self._stem_memo[word] = _stems(word)
        return found

    def expand(self, word: str, prefix: bool) -> list[str]:
        if not prefix:
            return [word] if word in self.words else []
        return list(_starting(self.sorted, word))

    def forms(self, word: str) -> list[str]:
        """The indexed words a query word finds on its own: those it starts (if long enough), and those its
        stem starts that are not much longer (the other endings of an Italian word)."""
        # a short word that is itself indexed is that word ("sea" is not "seat", "cap" not "capture")
        prefix = len(word) >= MIN_PREFIX and not is_number(word) and not (len(word) <= _WHOLE and word in self.words)
        found = self.expand(word, prefix=prefix)
        for key in self._stems(word):
            found += self._by_stem.get(key, ())
        word_stem = stem(word)
        if word_stem != word:
            found += [w for w in self.expand(word_stem, prefix=True)
                      if len(w) <= len(word_stem) + _STEM_REACH and not w.startswith(word)]
        return found

    def knows(self, word: str) -> bool:
        return bool(self.forms(word))

    def synonyms(self, word: str) -> list[tuple[frozenset[str], tuple[str, ...]]]:
        """The expansions of the synonym groups `word` belongs to (its stem may start a member: "carri")."""
        return [self._expansions[i] for i in self._groups(word)]

    def _groups(self, word: str) -> list[int]:
        """The groups a word belongs to: as a member, or else through its stems ("dice" is the dice, not
        "dicendo")."""
        groups = set(self._groups_of.get(self._sense.get(word, word), ()))
        if groups:
            return sorted(groups)
        for key in self._stems(word):
            groups |= self._groups_by_stem.get(key, set())
        word_stem = stem(word)
        if len(word_stem) >= _MIN_TYPO:
            for member in _starting(self._single_members, word_stem):
                if len(member) <= len(word_stem) + _STEM_REACH:   # "terra" is not "territorio"
                    groups |= self._groups_of[member]
        return sorted(groups)

    def _concept_of(self, word: str) -> str:
        """What a word of a phrase stands for when phrases are compared: the single-word groups it belongs to
        ("announcing" and "declaring" are both the group of "dichiarare"), or else the word itself."""
        groups = self._groups(word)
        return "#" + ",".join(map(str, groups)) if groups else word

    def query(self, query: str, stopwords: frozenset[str], lang: Lang | None = None) -> list[QueryWord]:
        """The query's concept phrases and its words (stopwords dropped unless nothing else is left), each with
        what it stands for, in the order typed: neighbours in this list are neighbours in the query. `lang`, the
        query's language if known, decides the group of a word that is another word in that language."""
        self._stem_memo.clear()
        self._sense = self._senses.get(lang, {}) if lang else {}
        all_words = query_words(query)
        parts = self._concepts(all_words)
        rest = [p for p in parts if isinstance(p, str)]
        kept = {w for w in rest if w not in stopwords and (len(w) > 1 or is_number(w))}
        if not kept and len(rest) < len(parts):
            parts = [p for p in parts if not isinstance(p, str)]
        elif not kept:
            kept = set(rest)
        result: list[QueryWord] = []
        seen: set[str] = set()
        for part in parts:
            if not isinstance(part, str):
                result.append(part)
            elif part in kept and part not in seen:
                seen.add(part)
                result.append(self._word(part))
        return result

    def _word(self, word: str) -> QueryWord:
        """A single query word and what it stands for: its forms, its groups, or else its one-typo variants."""
        words = set(self.forms(word))
        phrases: list[str] = []
        if not self._add_synonyms(word, words, phrases) and not words and len(word) >= _MIN_TYPO:
            self._correct(word, words, phrases)
        return QueryWord(word, frozenset(words), tuple(dict.fromkeys(phrases)))

    def _concepts(self, words: list[str]) -> list[QueryWord | str]:
        """The query's words in order, the groups' phrases found among them (longest first, left to right, each
        word standing for its group) read as one concept word each."""
        parts: list[QueryWord | str] = []
        keys = [self._concept_of(w) for w in words] if self._phrase_groups else words
        i = 0
        while i < len(words):
            for size in range(min(self._longest_phrase, len(words) - i), 1, -1):
                groups = self._phrase_groups.get(tuple(keys[i:i + size]))
                if groups:
                    found = [self._expansions[g] for g in sorted(groups)]
                    parts.append(QueryWord(" ".join(words[i:i + size]), frozenset().union(*(f[0] for f in found)),
                                           tuple(dict.fromkeys(p for f in found for p in f[1]))))
                    i += size
                    break
            else:
                parts.append(words[i])
                i += 1
        return parts

    def _add_synonyms(self, word: str, words: set[str], phrases: list[str]) -> bool:
        """Add the indexed members of `word`'s synonym groups; True if `word` belongs to a group."""
        expansions = self.synonyms(word)
        for group_words, group_phrases in expansions:
            words |= group_words
            phrases += group_phrases
        return bool(expansions)

    def _correct(self, word: str, words: set[str], phrases: list[str]) -> None:
        """Add the one-edit variants of an unknown word that the index or the synonyms know."""
        variants = sorted(_edits1(word))
        whole = [v for v in variants if v in self.words or v in self.members][:_MAX_VARIANTS]
        for variant in whole:
            words.update(self.forms(variant))
            self._add_synonyms(variant, words, phrases)
        if not whole:
            for variant in [v for v in variants if v in self.prefixes][:_MAX_VARIANTS]:
                words.update(self.expand(variant, prefix=True))


def vocabulary_of(fields: Mapping[str, list[Field]], terms: SearchTerms) -> Vocabulary:
    """The vocabulary of every language's fields (`fields` by language)."""
    return Vocabulary((w for lang_fields in fields.values() for f in lang_fields for w in f.words), terms.synonyms,
                      {lang: [w for f in lang_fields for w in f.words] for lang, lang_fields in fields.items()},
                      terms.senses)


_STEMMERS = (("it", snowballstemmer.stemmer("italian")), ("en", snowballstemmer.stemmer("english")))


def _stems(word: str, langs: tuple[str, ...] = ("it", "en")) -> list[str]:
    """The word's Snowball stems in `langs`, each keyed by its language ("it:dimentic"); none for numbers and
    short words, whose stems would join unrelated words."""
    if len(word) < _MIN_STEM or is_number(word):
        return []
    return [f"{lang}:{stemmer.stemWord(word)}" for lang, stemmer in _STEMMERS if lang in langs]


def stem(word: str) -> str:
    return word[:-1] if len(word) >= _MIN_STEM and word[-1] in "aeiou" else word


def _starting(words: tuple[str, ...], start: str) -> tuple[str, ...]:
    first = bisect.bisect_left(words, start)
    return words[first:bisect.bisect_left(words, start + "\U0010ffff", first)]


def _edits1(word: str) -> set[str]:
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = {a + b[1:] for a, b in splits if b}
    transposes = {a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1}
    replaces = {a + c + b[1:] for a, b in splits if b for c in _ALPHABET}
    inserts = {a + c + b for a, b in splits for c in _ALPHABET}
    return (deletes | transposes | replaces | inserts) - {word}
