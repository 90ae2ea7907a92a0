"""A pre-flight item of the ranking export in the organiser's language, with where to fix it."""

from __future__ import annotations

from referee_app.ops.ranking_export import Missing
from referee_app.texts import text


def check_text(language: str, item: Missing) -> str:
    return text(language, f"ranking.check.{item.code}", **dict(item.params))


def fix_text(language: str, item: Missing) -> str:
    return text(language, f"ranking.fix.{item.fix}")


def check_line(language: str, item: Missing) -> str:
    """"What is missing (where to fix it)", one line."""
    return f"{check_text(language, item)} ({fix_text(language, item)})"
