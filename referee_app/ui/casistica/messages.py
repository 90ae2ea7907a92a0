"""The casistica page's refusals in the referee's words."""

from __future__ import annotations

from PySide6.QtCore import QObject

from referee_app.rules.errors import InputError
from referee_app.texts import t


class CasisticaMessages(QObject):
    def explain(self, exc: Exception) -> str:
        """An operation's error: which field, then what is wrong."""
        if not isinstance(exc, InputError):
            return str(exc)
        head = exc.field.split(".")[0].split("[")[0]
        table = t("casistica.table_casistica_messages")
        fields = {
            "text": t("casistica.text"),
            "table": table,
            "table_id": table,
            "players": t("casistica.players_casistica_messages"),
            "entries": t("casistica.casistica_entry"),
            "title": t("casistica.title"),
            "id": t("casistica.id"),
            "topics": t("casistica.topic_casistica_messages"),
            "keywords": t("casistica.keywords"),
            "entry_id": t("casistica.ruling_casistica_messages"),
        }
        return f"{fields.get(head, exc.field)}: {exc.message}"
