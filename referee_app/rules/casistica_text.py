"""Words of a ruling's text as the casistica search sees them, and the highlighted title and snippet of a hit.

Tokens are runs of letters and digits, compared folded (case- and accent-free), so the words marked here are
exactly the indexed words that matched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from referee_app.rules.names import fold

_WORD = re.compile(r"[^\W_]+")


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
    return Tokens(text, tuple(m.span() for m in matches), tuple(fold(m.group()) for m in matches))


def query_words(query: str) -> list[str]:
    return _WORD.findall(fold(query))


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
