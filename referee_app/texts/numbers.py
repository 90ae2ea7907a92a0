"""Numbers as the referee reads them on screen, on paper and on the phones. No Qt, nothing else from
referee_app: every layer may use it."""

from __future__ import annotations


def points_text(value: float | int | None) -> str:
    """Points as the score sheets write them: whole, or with both decimals (12, 12.40, 12.41): "12.4" would
    read as 4 objective points."""
    if value is None:
        return ""
    number = round(float(value), 2)
    shown = str(int(number)) if number.is_integer() else f"{number:.2f}"
    return shown if shown != "-0" else "0"
