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

_NUMBER_WORDS = {
    "zero": "0", "due": "2", "tre": "3", "quattro": "4", "cinque": "5", "sei": "6", "sette": "7", "otto": "8",
    "nove": "9", "dieci": "10", "undici": "11", "dodici": "12", "venti": "20", "trenta": "30", "quaranta": "40",
    "cinquanta": "50", "cento": "100",
    "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
    "ten": "10", "eleven": "11", "twelve": "12", "twenty": "20", "thirty": "30", "forty": "40", "fifty": "50",
    "hundred": "100",
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


def query_words(query: str) -> list[str]:
    return [normal(w) for w in _WORD.findall(fold(query))]


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
