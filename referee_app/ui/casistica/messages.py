"""The casistica page's refusals in the referee's words."""

from __future__ import annotations

from PySide6.QtCore import QObject

from referee_app.rules.errors import InputError, RulesError


class CasisticaMessages(QObject):
    def explain(self, exc: RulesError) -> str:
        """An operation's error: which field, then what is wrong."""
        if not isinstance(exc, InputError):
            return str(exc)
        head = exc.field.split(".")[0].split("[")[0]
        table = self.tr("Table")
        fields = {"text": self.tr("Text"), "table": table, "table_id": table, "players": self.tr("Players"),
                  "entries": self.tr("Casistica entry"), "title": self.tr("Title"), "id": self.tr("Id"),
                  "topics": self.tr("Topic"), "keywords": self.tr("Keywords"), "entry_id": self.tr("Ruling")}
        return f"{fields.get(head, exc.field)}: {exc.message}"
