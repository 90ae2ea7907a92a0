"""Loose matching of names typed by a referee: case, accents, dots and spacing do not matter."""

from __future__ import annotations

import re
import unicodedata
import difflib


# Letters that Unicode does not decompose into a base letter and an accent.
_PLAIN = str.maketrans({"ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ß": "ss", "æ": "ae",
                        "Æ": "ae", "œ": "oe", "Œ": "oe", "þ": "th", "Þ": "th", "ı": "i"})


# Characters that show nothing and come in with text pasted from web pages and spreadsheets.
_ZERO_WIDTH = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u2060\ufeff\u00ad"))
# Bidirectional overrides and isolates: they reorder what is printed after them (a name that reads backwards).
_BIDI = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f")


def clean_text(text: str) -> str:
    """A name or label as stored: NFC, zero-width characters dropped, white space folded to single spaces."""
    return " ".join(unicodedata.normalize("NFC", text).translate(_ZERO_WIDTH).split())


def hidden_control(text: str) -> str | None:
    """The first control or bidirectional-override character of `text` as "U+0007", None if there is none.

    Tabs and line breaks do not count: cleaning folds them into spaces."""
    for ch in text:
        if (unicodedata.category(ch) == "Cc" and not ch.isspace()) or ch in _BIDI:
            return f"U+{ord(ch):04X}"
    return None


def fold(text: str) -> str:
    """Lower-case, accent-free, punctuation-free form used to compare names ("Čita" -> "cita",
    "Ødegård" -> "odegard")."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_ZERO_WIDTH).translate(_PLAIN))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    stripped = stripped.replace("-", " ").replace(".", " ").replace("'", " ")
    return re.sub(r"\s+", " ", stripped).strip().casefold()




def closest(name: str, candidates: dict[str, str]) -> str | None:
    """The canonical name whose folded form is nearest to `name`, if any is reasonably near."""

    matches = difflib.get_close_matches(fold(name), list(candidates), n=1, cutoff=0.6)
    return candidates[matches[0]] if matches else None
