"""The casistica page's refusals in the referee's words (ui/describe.py with the page's fields)."""

from __future__ import annotations

from referee_app.texts import t
from referee_app.ui.describe import describe


def words() -> dict[str, str]:
    table = t("common.table")
    return {
        "text": t("casistica.text"),
        "table": table,
        "table_id": table,
        "players": t("common.players"),
        "entries": t("casistica.casistica_entry"),
        "title": t("casistica.title"),
        "id": t("casistica.id"),
        "topics": t("casistica.topic_field"),
        "keywords": t("casistica.keywords"),
        "entry_id": t("common.ruling"),
    }


def explain(error: Exception) -> str:
    """An operation's error: which field, then what is wrong."""
    return describe(error, words(), depth=1)
