"""Words of a ruling's text as the casistica search sees them, and the highlighted title and snippet of a hit.

Tokens are runs of letters and digits, compared folded (case- and accent-free), so the words marked here are
exactly the indexed words that matched. Numbers are one token class in both languages: a number word ("due",
"three", "dieci") is read as its digits ("2", "3", "10"), in the rulings and in the query alike, so "3 carri",
"tre carri" and "three armies" are the same words to the search; ordinals likewise ("quarto", "fourth", "4th"
are "4o"). The articles that are also numbers ("un",
"uno", "una", "a", "an", "one") stay words: a query cannot tell them apart.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from referee_app.rules.names import fold

_WORD = re.compile(r"[^\W_]+")

_UNITS_IT = ("", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci", "undici", "dodici",
             "tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto", "diciannove")
_TENS_IT = ("", "", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta", "novanta")
_UNITS_EN = ("", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
             "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen")
_TENS_EN = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")


def _italian(n: int) -> str:
    """An Italian number word below 200, written as one word ("centotrenta", "ventotto", "trentuno")."""
    if n >= 100:
        return "cento" + _italian(n - 100)
    if n < 20:
        return _UNITS_IT[n]
    tens, unit = _TENS_IT[n // 10], _UNITS_IT[n % 10]
    return (tens[:-1] if unit[:1] in ("u", "o") else tens) + unit   # venti + otto = ventotto


def _number_words() -> dict[str, str]:
    """Every number word read as its digits: Italian up to 199 as one word, English up to 99 and "hundred"; the
    articles that are also numbers ("un", "uno", "una", "one") stay words."""
    words = {_italian(n): str(n) for n in range(2, 200)}
    words |= {_UNITS_EN[n]: str(n) for n in range(2, 20)}
    words |= {_TENS_EN[n // 10] + _UNITS_EN[n % 10]: str(n) for n in range(20, 100)}   # "twentyfive" as typed
    words |= {"zero": "0", "cento": "100", "hundred": "100"}
    return words


_NUMBER_WORDS = {
    **_number_words(),
    # ordinals, as the digits with an "o" ("4o" for quarto, fourth, 4th): counted as numbers too
    "primo": "1o", "first": "1o", "1st": "1o", "secondo": "2o", "seconda": "2o", "second": "2o", "2nd": "2o",
    "terzo": "3o", "terza": "3o", "third": "3o", "3rd": "3o", "quarto": "4o", "quarta": "4o", "fourth": "4o",
    "4th": "4o", "quinto": "5o", "quinta": "5o", "fifth": "5o", "5th": "5o",
}


def normal(word: str) -> str:
    """A folded word as the search compares it: number words become their digits."""
    return _NUMBER_WORDS.get(word, word)


def is_number(word: str) -> bool:
    """A number or an ordinal, as `normal` writes them."""
    return word[:1].isdigit()


@dataclass(frozen=True)
class Tokens:
    text: str
    spans: tuple[tuple[int, int], ...]
    words: tuple[str, ...]  # folded, one per span

    def joined(self) -> str:
        """The folded words between spaces, for phrase look-ups (`" dadi finali " in tokens.joined()`)."""
        return " " + " ".join(self.words) + " "


def tokens(text: str) -> Tokens:
    matches = list(_WORD.finditer(text))
    return Tokens(text, tuple(m.span() for m in matches), tuple(normal(fold(m.group())) for m in matches))


# "time's up" is "time up", "attacker's" is "attacker"
_APOSTROPHE_S = re.compile(r"(?<=[^\W_])['’]s\b", re.IGNORECASE)
_COUNTED = frozenset({"turno", "turn", "giro", "round", "fase", "phase"})   # "turno 2" is the second turn


def query_words(query: str) -> list[str]:
    """The query's words as the search compares them (an English "'s" dropped); a small number right after the
    word of a turn or a round ("turn two", "giro 3") is that turn's ordinal, written first as the rulings write
    it ("2o turn")."""
    words = [normal(w) for w in _WORD.findall(fold(_APOSTROPHE_S.sub("", query)))]
    for i in range(1, len(words)):
        if words[i - 1] in _COUNTED and words[i].isdigit() and int(words[i]) < 20:
            words[i - 1], words[i] = words[i] + "o", words[i - 1]
    return words


def _marked(tok: Tokens, first: int, last: int, hits: frozenset[str], marks: tuple[str, str]) -> str:
    """The text from token `first` to token `last` (inclusive) with matched words wrapped in `marks`."""
    out: list[str] = []
    pos = tok.spans[first][0]
    for (start, end), word in zip(tok.spans[first:last + 1], tok.words[first:last + 1]):
        if word in hits:
            out += [tok.text[pos:start], marks[0], tok.text[start:end], marks[1]]
            pos = end
    out.append(tok.text[pos:tok.spans[last][1]])
    return "".join(out)


def highlight(tok: Tokens, hits: frozenset[str], marks: tuple[str, str]) -> str:
    """The whole text with every matched word wrapped in `marks`."""
    if not tok.spans:
        return tok.text
    return tok.text[:tok.spans[0][0]] + _marked(tok, 0, len(tok.spans) - 1, hits, marks) + \
        tok.text[tok.spans[-1][1]:]


def snippet(tok: Tokens, hits: frozenset[str], marks: tuple[str, str], size: int = 32,
            ellipsis: str = "…") -> str:
    """The window of `size` words holding most matches (the earliest on ties), highlighted."""
    count = len(tok.words)
    if count <= size:
        return highlight(tok, hits, marks)
    flags = [w in hits for w in tok.words]
    best_start, best = 0, sum(flags[:size])
    current = best
    for start in range(1, count - size + 1):
        current += flags[start + size - 1] - flags[start - 1]
        if current > best:
            best_start, best = start, current
    last = best_start + size - 1
    head = ellipsis if best_start > 0 else tok.text[:tok.spans[0][0]]
    tail = ellipsis if last < count - 1 else tok.text[tok.spans[-1][1]:]
    return head + _marked(tok, best_start, last, hits, marks) + tail
