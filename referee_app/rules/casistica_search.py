"""Instant look-up of the casistica: an in-memory index over the rulings, in plain Python.

A referee types a few words ("dado bilico", "ha detto spostamento", "left the game sick"); the right ruling
must come first. What a query word stands for (prefixes, synonyms, one typo) is `casistica_query`'s job;
accents and case never matter (everything is compared folded with `rules.names.fold`).

Ranking, best first:
1. with a ruleset given (the event's), its rulings: a ruling of another ruleset never outranks them;
2. the share of the query matched, each query word weighing by its rarity among the rulings (inverse
   document frequency), so everyday words ("poi", "non", "vuole", "player", "game") that occur in many
   rulings barely count and the telling word decides. A number weighs as the words around it, never more
   (half their mean at most: "3" is not a telling word because few rulings hold it); a concept phrase of the
   query ("se ne va") weighs half again its rarity; and two query words that stand next to each other in a
   ruling too (stopwords and at most one word between aside: "detto spostamento", "2 territori") count
   once more as a pair, at half their mean weight, so a phrase outweighs its words found apart (a concept
   phrase pairs with its neighbours as typed). At a table playing a variant, a ruling the federal game rules
   do not have gains 5% of the share: the variant's own rule wins a near tie with a general one;
3. the same share counted on the title only;
4. BM25F over title (x10), keywords (x4), text and the ways it is asked (x1 each), as the last tie-break.
The ways a ruling is asked at the desk (`CasisticaEntry.asked`) are a field of their own, below the ruling's own
words: a query word or a pair of neighbouring query words found only there counts half its weight in tier 2,
unless one way of asking holds three of the query's words (numbers aside), which then weigh in full: so a
situation told as a referee tells it lifts its ruling, one shared everyday word barely does, and a ruling that
says the word itself comes first. They do not add to a ruling's BM25 length.
`Hit.score` follows that order (higher is better): 2 for the ruleset tier, plus the matched share.

Words, pairs and the groups' phrases have postings built with the index, so a query looks each of them up
once, whatever the number of rows; only the rows a query word matched are then weighed (p95 well under 5 ms
at ten times the rulings: bench/casistica.py). Not thread-safe: one index per thread.
"""

from __future__ import annotations

import functools
import heapq
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from referee_app.rules.casistica import LANGS, CasisticaEntry, Lang, SearchTerms, load_entries, load_search_terms
from referee_app.rules.casistica_query import Field, QueryWord, Vocabulary, vocabulary_of
from referee_app.rules.casistica_text import Tokens, highlight, is_number, query_words, snippet, tokens
from referee_app.rules.ruleset import BUILTIN_IDS, builtin

SearchLang = Literal["it", "en", "both"]

_WEIGHTS = (10, 4, 1, 1)   # BM25F weights of title, keywords, text, the ways it is asked
_K1, _B = 1.2, 0.75
_STEPS = 1000           # the matched shares are compared in thousandths, so the score can carry every tier
_NAMED_FIGURE = 20      # numbers from here up are a rule's figure, not a count
_NUMBER_SHARE = 0.5     # a number weighs at most this share of the mean weight of the query's other words
_PAIR_SHARE = 0.5       # two query words found together weigh once more this share of their mean weight
_ANY_NUMBER = "#"        # stands for every number in a row's pairs (never a token: tokens are letters and digits)
_CONCEPT_BONUS = 1.5    # a concept phrase of the query weighs this many times its rarity
_FORM_WORDS = 3         # one way of asking holding this many query words (numbers aside) makes them weigh in full
_FEDERAL = "marsala-2011"   # the federal game rules every other ruleset amends (docs/casistica.md, Decisions)
_VARIANT_STEPS = 50     # a variant's own ruling, at a table playing it, gains this many thousandths of the share
_ASKED_SHARE = 0.5      # a query word found only in the ways a ruling is asked weighs this share of its weight


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
        """The `referee-app casistica search --json` result object (docs/casistica.md)."""
        return {"id": self.id, "title": self.title, "text": self.text, "source": self.entry.source,
                "rulesets": list(self.entry.rulesets), "score": self.score}


@dataclass(frozen=True)
class _Row:
    """One language of one ruling, as indexed."""
    entry: CasisticaEntry
    lang: Lang
    title: Tokens
    text: Tokens
    fields: tuple[Field, Field, Field, Field]   # title, keywords, text, asked: what BM25F weighs
    weighted: dict[str, int]             # each word's BM25F frequency: its counts in the fields, weighted
    title_field: Field
    all_fields: Field                    # the ruling's own words: title, text, keywords
    asked: Field                         # the ways it is asked
    length: int                          # weighted length for BM25F
    follows: dict[str, frozenset[str]]   # each word's followers at most one word on, stopwords aside; a number
                                         # is also followed and followed by _ANY_NUMBER
    asked_follows: dict[str, frozenset[str]]   # the same within each way it is asked
    asked_forms: tuple[frozenset[str], ...]    # the words of each way it is asked
    phrase_weight: dict[str, int] = field(default_factory=dict)   # each group phrase's BM25F frequency here
                                                                   # (filled by the corpus; absent: 0)

    @staticmethod
    def of(entry: CasisticaEntry, lang: Lang, stopwords: frozenset[str]) -> _Row:
        title, text = tokens(entry.title.get(lang)), tokens(entry.text.get(lang))
        keys = tokens(" · ".join(entry.keywords_in(lang)))
        asked = [tokens(a) for a in entry.asked_in(lang)]
        fields = (Field.of(title), Field.of(keys), Field.of(text), Field.of(*asked))
        weighted: dict[str, int] = {}
        for weight, part in zip(_WEIGHTS, fields):
            for word, count in part.counts.items():
                weighted[word] = weighted.get(word, 0) + weight * count
        # the ruling's own length: its ways of being asked never make it look longer than another
        length = sum(w * sum(f.counts.values()) for w, f in zip(_WEIGHTS[:3], fields))
        own = (title.words, text.words, *(tokens(k).words for k in entry.keywords_in(lang)))
        return _Row(entry, lang, title, text, fields, weighted, fields[0], Field.of(title, text, keys), fields[3],
                    length, _follows(own, stopwords), _follows((a.words for a in asked), stopwords),
                    tuple(frozenset(a.words) for a in asked))

    def bm25(self, word: QueryWord, weight: float, average: float) -> float:
        frequency = sum(self.weighted[w] for w in word.words & self.weighted.keys())
        if word.phrases:
            frequency += sum(self.phrase_weight.get(p, 0) for p in word.phrases)
        norm = _K1 * (1 - _B + _B * self.length / average)
        return weight * frequency * (_K1 + 1) / (frequency + norm)


@dataclass(frozen=True)
class _Ranked:
    key: tuple[float, ...]
    score: float
    row: _Row


def _follows(sequences: Iterable[tuple[str, ...]], stopwords: frozenset[str]) -> dict[str, frozenset[str]]:
    """Each word's followers in `sequences`, at most one word on, stopwords aside (see `_Row.follows`)."""
    follows: dict[str, set[str]] = {}
    for sequence in sequences:
        kept = [w for w in sequence if w not in stopwords]
        # one word between too: "ritiro (per cause di) forza"
        for a, b in [*zip(kept, kept[1:]), *zip(kept, kept[2:])]:
            for x in (a, _ANY_NUMBER) if is_number(a) else (a,):
                follows.setdefault(x, set()).update((b, _ANY_NUMBER) if is_number(b) else (b,))
    return {word: frozenset(after) for word, after in follows.items()}


class _Postings:
    """Where the words, pairs and phrases of one place of the rows are (the rulings' own words, or the ways
    they are asked), per language."""

    def __init__(self, rows: list[_Row], field: Callable[[_Row], Field],
                 follows: Callable[[_Row], dict[str, frozenset[str]]], phrases: Iterable[str]) -> None:
        self.fields = [field(row) for row in rows]
        self.words: dict[Lang, dict[str, set[int]]] = {lang: {} for lang in LANGS}
        # the pairs of each language: a word, then each of its followers (see `_Row.follows`), then the rows
        self.pairs: dict[Lang, dict[str, dict[str, set[int]]]] = {lang: {} for lang in LANGS}
        for i, row in enumerate(rows):
            for word in self.fields[i].words:
                self.words[row.lang].setdefault(word, set()).add(i)
            pairs = self.pairs[row.lang]
            for word, after in follows(row).items():
                followers = pairs.setdefault(word, {})
                for follower in after:
                    followers.setdefault(follower, set()).add(i)
        # the rows holding each phrase a query word can stand for (the synonym groups' phrases)
        self.phrase_rows: dict[Lang, dict[str, set[int]]] = {lang: {} for lang in LANGS}
        for phrase in phrases:
            for lang in LANGS:
                self._phrase(lang, phrase)

    def _phrase(self, lang: Lang, phrase: str) -> set[int]:
        found = self.phrase_rows[lang].get(phrase)
        if found is None:
            postings = self.words[lang]
            candidates = set.intersection(*(postings.get(w, set()) for w in phrase.split()))
            found = self.phrase_rows[lang][phrase] = {i for i in candidates if f" {phrase} " in self.fields[i].joined}
        return found

    def matching(self, word: QueryWord, langs: tuple[Lang, ...]) -> set[int]:
        """The rows (in `langs`) where `word` or what it stands for occurs."""
        found: set[int] = set()
        for lang in langs:
            postings = self.words[lang]
            found.update(*(postings.get(w, ()) for w in word.words))
            for phrase in word.phrases:
                found |= self._phrase(lang, phrase)
        return found

    def together(self, first: frozenset[str], second: frozenset[str], langs: tuple[Lang, ...]) -> set[int]:
        """The rows (in `langs`) where a word of `first` is followed by one of `second` (see `_slot`): looked up
        once per pair of query words, whatever the number of rows."""
        found: set[int] = set()
        for lang in langs:
            pairs = self.pairs[lang]
            for word in first:
                followers = pairs.get(word)
                if followers:
                    for follower in second:
                        rows = followers.get(follower)
                        if rows:
                            found |= rows
        return found


class _Corpus:
    """Every indexed row with its postings (of the rulings' own words and of the ways they are asked), the
    vocabulary and the average lengths: rebuilt whenever the rulings change, so that a query only visits the
    rows holding its words."""

    def __init__(self, rows: list[_Row], terms: SearchTerms) -> None:
        self.rows = rows
        self.vocabulary = vocabulary_of({lang: [f for r in rows if r.lang == lang for f in (r.all_fields, r.asked)]
                                         for lang in LANGS}, terms)
        self.by_lang = {lang: Vocabulary((w for r in rows if r.lang == lang
                                          for w in r.all_fields.words | r.asked.words), ()) for lang in LANGS}
        self.own = _Postings(rows, lambda r: r.all_fields, lambda r: r.follows, self.vocabulary.phrases())
        self.asked = _Postings(rows, lambda r: r.asked, lambda r: r.asked_follows, self.vocabulary.phrases())
        # each group phrase's BM25F frequency in the rows holding it, worked out once (a query word's phrases are
        # always the groups' phrases)
        for lang in LANGS:
            own, asked = self.own.phrase_rows[lang], self.asked.phrase_rows[lang]   # both hold every phrase
            for phrase, holding in own.items():
                for i in holding | asked[phrase]:
                    rows[i].phrase_weight[phrase] = sum(
                        w * f.joined.count(f" {phrase} ") for w, f in zip(_WEIGHTS, rows[i].fields))
        self.entry_of = [row.entry.id for row in rows]
        self._of_ruleset: dict[str, frozenset[int]] = {}
        # the rows of the variants' own rulings: those the federal game rules do not have
        self.variant_rows = frozenset(i for i, row in enumerate(rows) if not row.entry.applies_to(_FEDERAL))
        self.average = {lang: max(sum(r.length for r in rows if r.lang == lang)
                                  / max(sum(r.lang == lang for r in rows), 1), 1.0) for lang in LANGS}

    def of_ruleset(self, ruleset: str | None) -> frozenset[int]:
        """The rows of the rulings that apply to `ruleset` (none without one), worked out once per ruleset."""
        if ruleset is None:
            return frozenset()
        found = self._of_ruleset.get(ruleset)
        if found is None:
            found = self._of_ruleset[ruleset] = frozenset(
                i for i, row in enumerate(self.rows) if row.entry.applies_to(ruleset))
        return found

    def rulings(self, rows: set[int], langs: tuple[Lang, ...]) -> int:
        """How many rulings `rows` hold (a ruling has one row per language)."""
        return len(rows) if len(langs) == 1 else len({self.entry_of[i] for i in rows})


class CasisticaIndex:
    """The searchable casistica. `CasisticaIndex()` indexes the built-in rulings; `add_entry` adds an event's
    own rulings (or replaces one with the same id) at run time."""

    def __init__(self, entries: Iterable[CasisticaEntry] | None = None, terms: SearchTerms | None = None) -> None:
        self._terms = terms or load_search_terms()
        self._entries: dict[str, CasisticaEntry] = {}
        self._rows: dict[str, tuple[_Row, ...]] = {}
        self._built: _Corpus | None = None
        for entry in load_entries() if entries is None else entries:
            self.add_entry(entry)

    # ------------------------------------------------------------------ content
    def add_entry(self, entry: CasisticaEntry) -> None:
        """Index a ruling; one with the same id is replaced."""
        self._entries.pop(entry.id, None)   # a replaced ruling moves to the end, as a new one would
        self._entries[entry.id] = entry
        self._rows.pop(entry.id, None)
        self._rows[entry.id] = tuple(_Row.of(entry, lang, self._terms.stopwords[lang]) for lang in LANGS)
        self._built = None

    def remove_entry(self, entry_id: str) -> bool:
        """Drop a ruling from the index; False if there was none with that id."""
        if self._entries.pop(entry_id, None) is None:
            return False
        del self._rows[entry_id]
        self._built = None
        return True

    def entry(self, entry_id: str) -> CasisticaEntry:
        return self._entries[entry_id]

    def entries(self) -> tuple[CasisticaEntry, ...]:
        return tuple(self._entries.values())

    def topics(self) -> tuple[str, ...]:
        return tuple(sorted({t for e in self._entries.values() for t in e.topics}))

    def _corpus(self) -> _Corpus:
        if self._built is None:
            self._built = _Corpus([r for rows in self._rows.values() for r in rows], self._terms)
        return self._built

    # ------------------------------------------------------------------ search
    def search(self, query: str, ruleset: str | None = None, lang: SearchLang = "it", limit: int = 10,
               topic: str | None = None, only_ruleset: bool = False,
               marks: tuple[str, str] = ("<b>", "</b>")) -> list[Hit]:
        """The rulings best matching `query`, best first. `ruleset` puts that ruleset's rulings before every
        other (`only_ruleset` keeps only them); `topic` keeps one topic; `lang` searches the Italian texts,
        the English ones or both (each ruling is returned once, in its best-matching language).
        An empty query lists every ruling that passes the filters."""
        if limit < 1:
            raise ValueError(f"limit must be at least 1, got {limit}")
        langs = LANGS if lang == "both" else (lang,)

        def wanted(entry: CasisticaEntry) -> bool:
            return (topic is None or topic in entry.topics) and \
                (not only_ruleset or ruleset is None or entry.applies_to(ruleset))

        corpus = self._corpus()
        stopwords, query_lang = self._stopwords(query, lang)
        words = corpus.vocabulary.query(query, stopwords | _naming(ruleset), query_lang)
        if not words:
            return self._listing(ruleset, langs[0], limit, wanted)
        # neighbours as typed: a word that finds nothing still stands between its neighbours (a number never finds
        # nothing: it fits any number next to the same word)
        kept = [k for k, w in enumerate(words) if w.words or w.phrases or w.is_number]
        if not kept:
            return []
        neighbours = [(n, n + 1) for n in range(len(kept) - 1) if kept[n + 1] == kept[n] + 1]
        words = [words[k] for k in kept]
        matched = [corpus.own.matching(w, langs) for w in words]
        # the rows where a word is found only in the ways the ruling is asked
        in_forms = [corpus.asked.matching(w, langs) for w in words]
        asked = [f - m for f, m in zip(in_forms, matched)]
        weights = _weights(words, [_rarity(len(self._entries), corpus.rulings(m | a, langs))
                                   for m, a in zip(matched, asked)])
        # a number also matches a ruling where another number stands with the same neighbour; then neighbouring
        # query words found next to each other in a ruling (or in one way it is asked) count once more
        slots = [_slot(w) for w in words]
        pairs = [(corpus.own.together(slots[first], slots[second], langs),
                  corpus.asked.together(slots[first], slots[second], langs)) for first, second in neighbours]
        for (first, second), (own, in_asked) in zip(neighbours, pairs):
            for number, other in ((first, second), (second, first)):
                if words[number].is_number and not words[other].is_number:
                    matched[number] = matched[number] | (matched[other] & own)
                    asked[number] = asked[number] | ((matched[other] | asked[other]) & in_asked) - matched[number]
        for (first, second), (own, in_asked) in zip(neighbours, pairs):
            found = matched[first] & matched[second] & own
            matched.append(found)
            asked.append((matched[first] | asked[first]) & (matched[second] | asked[second]) & in_asked - found)
            weights.append(_PAIR_SHARE * (weights[first] + weights[second]) / 2)
        total = sum(weights) or 1.0
        shown_lang = self._language(corpus, words) if lang == "both" else langs[0]
        # The first two tiers are cheap: the title and BM25 tie-breaks are only worked out for the rows that
        # can still reach the first `limit` places.
        weight_of: dict[int, float] = {}
        for weight, rows in zip(weights, matched):
            for i in rows:
                weight_of[i] = weight_of.get(i, 0.0) + weight
        for weight, rows in zip(weights, asked):
            for i in rows:
                weight_of[i] = weight_of.get(i, 0.0) + _ASKED_SHARE * weight
        for i, extra in _whole_forms(corpus.rows, words, weights, in_forms, asked).items():
            weight_of[i] += extra
        in_ruleset = corpus.of_ruleset(ruleset)
        filtered = topic is not None or (only_ruleset and ruleset is not None)
        # at a table playing a variant, the variant's own ruling outweighs a general one it nearly ties with
        variant = in_ruleset & corpus.variant_rows
        coarse = {i: (-(i in in_ruleset), -round(_STEPS * weight / total) - _VARIANT_STEPS * (i in variant))
                  for i, weight in weight_of.items()
                  if not filtered or wanted(corpus.rows[i].entry)}
        if len(langs) == 1:   # one row per ruling
            keys: Iterable[tuple[int, int]] = coarse.values()
        else:
            per_entry: dict[str, tuple[int, int]] = {}
            for i, key in coarse.items():
                entry_id = corpus.entry_of[i]
                per_entry[entry_id] = min(per_entry.get(entry_id, key), key)
            keys = per_entry.values()
        cut = max(heapq.nsmallest(limit, keys), default=(0, 0))
        best: dict[str, _Ranked] = {}
        shown: dict[str, _Row] = {}   # with lang="both", each ruling is shown in the query's language if it matches
        for i in sorted(coarse) if len(langs) > 1 else [i for i, key in coarse.items() if key <= cut]:
            tier, covered = coarse[i]
            row = corpus.rows[i]
            if row.lang == shown_lang:
                shown[row.entry.id] = row
            if (tier, covered) > cut:
                continue
            flags = [i in m or i in a for m, a in zip(matched[:len(words)], asked)]
            ranked = _rank(row, words, weights, flags, (-tier, -covered), total, corpus.average[row.lang])
            previous = best.get(row.entry.id)
            if previous is None or ranked.key < previous.key:
                best[row.entry.id] = ranked
        order = sorted(best.values(), key=lambda r: (r.key, r.row.entry.id))[:limit]
        marked = frozenset().union(*(w.marked_words() for w in words))
        return [self._hit(shown.get(r.row.entry.id, r.row), r.score, marked, marks) for r in order]

    def _stopwords(self, query: str, lang: SearchLang) -> tuple[frozenset[str], Lang | None]:
        """The stopwords of the query's language, and that language if known: the one searched, or with both,
        the language whose stopwords the query holds more of (both lists, and no language, on a tie)."""
        stop = self._terms.stopwords
        if lang != "both":
            return stop[lang], lang
        words = query_words(query)
        hits = {code: sum(w in stop[code] for w in words) for code in LANGS}
        if hits["it"] == hits["en"]:
            return stop["it"] | stop["en"], None
        code = max(LANGS, key=lambda c: hits[c])
        return stop[code], code

    @staticmethod
    def _language(corpus: _Corpus, words: list[QueryWord]) -> Lang:
        """The language most of the query's own words (not their synonyms) belong to; Italian on a tie."""
        votes = {lang: sum(corpus.by_lang[lang].knows(w.word) for w in words) for lang in LANGS}
        return max(LANGS, key=lambda lang: votes[lang])

    def _hit(self, row: _Row, score: float, marked: frozenset[str], marks: tuple[str, str]) -> Hit:
        return Hit(row.entry, row.lang, score, row.title, row.text, marked, marks)

    def _listing(self, ruleset: str | None, lang: Lang, limit: int,
                 wanted: Callable[[CasisticaEntry], bool]) -> list[Hit]:
        rows = [r for r in self._corpus().rows if r.lang == lang and wanted(r.entry)]
        rows.sort(key=lambda r: (not (ruleset is not None and r.entry.applies_to(ruleset)), r.title.words))
        return [self._hit(r, 0.0, frozenset(), ("", "")) for r in rows[:limit]]


@functools.cache
def _naming(ruleset: str | None) -> frozenset[str]:
    """The words that name `ruleset` (its id's words, and the proper nouns of a built-in one's name: "La",
    "Egadi", "FIRK"): with that ruleset given they say nothing the ruleset tier does not, and would only favour
    the rulings that spell the name out ("time's up at la nostra passione")."""
    if ruleset is None:
        return frozenset()
    name = builtin(ruleset).name if ruleset in BUILTIN_IDS else ""
    proper = " ".join(w for w in name.split() if w[:1].isupper())
    return frozenset(w for w in query_words(f"{ruleset.replace('-', ' ')} {proper}") if not is_number(w))


def _whole_forms(rows: list[_Row], words: list[QueryWord], weights: list[float], in_forms: list[set[int]],
                 asked: list[set[int]]) -> dict[int, float]:
    """What a row gains when one way it is asked holds several query words: those found only there weigh in
    full, as if the ruling said them."""
    seen: dict[int, int] = {}
    for found in in_forms:
        for i in found:
            seen[i] = seen.get(i, 0) + 1
    only_asked = set().union(*asked)   # a row gains only for words it does not say itself
    extra: dict[int, float] = {}
    for i, count in seen.items():
        if count < _FORM_WORDS or i not in only_asked:
            continue
        hits = [k for k, found in enumerate(in_forms) if i in found and not words[k].is_number]
        best: list[int] = []
        for form in rows[i].asked_forms:
            held = [k for k in hits if not words[k].words.isdisjoint(form)]
            if len(held) > len(best):
                best = held
        if len(best) >= _FORM_WORDS:
            gain = sum((1 - _ASKED_SHARE) * weights[k] for k in best if i in asked[k])
            if gain:
                extra[i] = gain
    return extra


def _slot(word: QueryWord) -> frozenset[str]:
    """The words a query word may be where a pair is looked for: a query's number fits any number in its place
    ("terzo turno" fits "quarto turno": the ruling about the turn is the one asked for)."""
    return word.words | {_ANY_NUMBER} if word.is_number else word.words


def _weights(words: list[QueryWord], rarities: list[float]) -> list[float]:
    """Each query word's weight: its rarity, a concept's raised, a number's held to the words around it."""
    others = [r for w, r in zip(words, rarities) if not w.is_number]
    cap = _NUMBER_SHARE * sum(others) / len(others) if others else math.inf
    return [min(r, cap) if _is_count(w) else r * _CONCEPT_BONUS if w.is_concept else r
            for w, r in zip(words, rarities)]


def _is_count(word: QueryWord) -> bool:
    """A small number or an ordinal: the count of dice, cards, armies or turns the sentence is about, which
    weighs as its context. A larger number (130 armies, 120 minutes, 50%) names one rule's figure and weighs
    as rare as it is."""
    return word.is_number and (not word.word.isdigit() or int(word.word) < _NAMED_FIGURE)


def _rarity(count: int, matching: int) -> float:
    """A query word's weight: the inverse document frequency of what it stands for, found in `matching` of
    `count` rulings (a ruling counts once whichever of its languages matches)."""
    return math.log(1 + (count - matching + 0.5) / (matching + 0.5))


def _rank(row: _Row, words: list[QueryWord], weights: list[float], flags: list[bool], tiers: tuple[int, int],
          total: float, average: float) -> _Ranked:
    """The full ranking key of a row whose ruleset tier and matched share (`tiers`) are known."""
    in_ruleset, covered = tiers
    in_title = round(_STEPS * sum(w for w, word, hit in zip(weights, words, flags)
                                  if hit and word.matches(row.title_field)) / total)
    bm25 = sum(row.bm25(word, weight, average) for word, weight, hit in zip(words, weights, flags) if hit)
    closeness = bm25 / (1 + bm25)
    key = (-in_ruleset, -covered, -in_title, -closeness, LANGS.index(row.lang))
    # Grows with `key`: each tier's step outweighs everything below it (in_title <= _STEPS, closeness < 1);
    # rounding keeps that order (it may only turn a tiny difference into a tie). The share shown is at most full,
    # and the cap is taken last so it never breaks that order: a share above full (a variant's own ruling raised
    # by _VARIANT_STEPS, a pair or a way of asking adding to words already found) shows as full and may tie with
    # the row below it, never fall under it.
    share = (covered + (in_title + closeness) / (_STEPS + 1)) / (_STEPS + 1)
    score = round(2 * in_ruleset + min(share, 1.0), 6)
    return _Ranked(key, score, row)
