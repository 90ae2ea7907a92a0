"""Names that only look alike: letters of other alphabets that print like Latin ones (Cyrillic "а", Greek "ο").

Unicode lists them in its confusables data (UTS #39), read here through the confusable_homoglyphs package.
That package loads a 900 KB table as it is imported (about 75 ms), so this is a module of its own, imported
at its top by the one operation that checks a list of names (ops/players_ops.py), and not by `rules.names`,
which every start imports for folding (docs/operations.md, Start-up).
"""

from __future__ import annotations

import unicodedata

from confusable_homoglyphs.confusables import confusables_data

from referee_app.rules.names import fold


def _latin_look_alikes() -> dict[str, str]:
    """Each non-Latin character that Unicode lists as confusable with a Latin letter or digit -> that one."""
    found: dict[str, str] = {}
    for ch, glyphs in confusables_data.items():
        if len(ch) != 1 or ch.isascii() or unicodedata.name(ch, "").startswith("LATIN"):
            continue
        for glyph in glyphs:
            c = glyph.get("c", "")
            if len(c) == 1 and c.isascii() and c.isalnum():
                found[ch] = c
                break
    return found


LATIN_LOOK_ALIKES = _latin_look_alikes()


def skeleton(text: str) -> str:
    """What a name looks like in print, whatever alphabet its letters come from: a letter that looks like a
    Latin one becomes that Latin letter; then case, accents, spaces, punctuation and invisible characters go.
    "Mаrio Rossi" with a Cyrillic "а", "Mario\u200bRossi" and "MarioRossi" all give "mariorossi"."""
    plain = "".join(LATIN_LOOK_ALIKES.get(ch, ch) for ch in unicodedata.normalize("NFKC", text))
    return "".join(ch for ch in fold(plain) if ch.isalnum())


def foreign_look_alikes(text: str) -> list[str]:
    """The characters of `text` that only look like Latin letters, as "U+0430 CYRILLIC SMALL LETTER A"."""
    return [f"U+{ord(ch):04X} {unicodedata.name(ch, '?')}" for ch in text if ch in LATIN_LOOK_ALIKES]
