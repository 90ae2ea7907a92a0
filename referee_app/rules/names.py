"""Loose matching of names typed by a referee: case, accents, dots and spacing do not matter."""

from __future__ import annotations

import difflib
import re
import unicodedata


# Letters that Unicode does not decompose into a base letter and an accent.
_PLAIN = str.maketrans({"ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ß": "ss", "æ": "ae",
                        "Æ": "ae", "œ": "oe", "Œ": "oe", "þ": "th", "Þ": "th", "ı": "i"})


def fold(text: str) -> str:
    """Lower-case, accent-free, punctuation-free form used to compare names ("Čita" -> "cita",
    "Ødegård" -> "odegard")."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_PLAIN))
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    stripped = stripped.replace("-", " ").replace(".", " ").replace("'", " ")
    return re.sub(r"\s+", " ", stripped).strip().casefold()


def closest(name: str, candidates: dict[str, str]) -> str | None:
    """The canonical name whose folded form is nearest to `name`, if any is reasonably near."""
    matches = difflib.get_close_matches(fold(name), list(candidates), n=1, cutoff=0.6)
    return candidates[matches[0]] if matches else None
