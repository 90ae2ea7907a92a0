"""Room for a label's mnemonic letter.

A label measures its text as one run of letters, but one with a mnemonic ("&Turno", underlined T) is drawn
in three runs: the letters either side of the underlined one lose their kerning ("Tu", "Ta" draw wider than
measured) and the last letter's ink may pass its advance. In a form, where each label is exactly as wide as it
measures itself, that cut the last letter off ("Turnc", "Tavolc" in the print dialog at 1366x768).
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


def _mnemonic_at(text: str) -> int:
    """Index, in the text as shown (without the '&'s), of the underlined letter; -1 if none."""
    shown = 0
    i = 0
    while i < len(text):
        if text[i] == "&" and i + 1 < len(text):
            if text[i + 1] != "&":
                return shown
            i += 1  # "&&" shows one "&"
        shown += 1
        i += 1
    return -1


def extra_width(label: QLabel) -> int:
    """Pixels a label needs beyond its size hint to show its mnemonic text whole."""
    text = label.text()
    at = _mnemonic_at(text)
    shown = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    if at < 0 or not shown:
        return 0
    metrics = label.fontMetrics()
    runs = sum(metrics.horizontalAdvance(part) for part in (shown[:at], shown[at], shown[at + 1:]) if part)
    return max(0, runs - metrics.horizontalAdvance(shown)) + max(0, -metrics.rightBearing(shown[-1]))


def make_room_for_mnemonics(top: QWidget) -> None:
    """Widen every label under `top` that underlines a letter by what drawing it that way costs."""
    for label in top.findChildren(QLabel):
        extra = extra_width(label) if label.buddy() is not None and not label.wordWrap() else 0
        if extra:
            label.setMinimumWidth(label.sizeHint().width() + extra)
