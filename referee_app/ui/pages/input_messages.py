"""What a refused input means, in the referee's language: operations raise coded errors, this says them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from referee_app.rules.errors import CodedInputError, InputError
from referee_app.ui.engine_messages import EngineMessages

if TYPE_CHECKING:  # the players' service is not loaded with the hall board, the first screen
    from referee_app.ops.players_ops import LineProblem


class Messages(QObject):
    def field(self, name: str) -> str:
        labels = {
            "name": self.tr("Name"), "date": self.tr("Date"), "venue": self.tr("Venue"),
            "ruleset": self.tr("Ruleset"), "pin": self.tr("PIN"), "pin_again": self.tr("PIN (again)"),
            "old_pin": self.tr("Current PIN"), "new_pin": self.tr("New PIN"), "file": self.tr("File"),
            "club": self.tr("Club"), "region": self.tr("Region"), "team": self.tr("Team"),
            "band": self.tr("Band"), "present": self.tr("Present"), "csv": self.tr("CSV file"),
            "player_id": self.tr("Player"), "event": self.tr("Event"), "event_id": self.tr("Event"),
        }
        return labels.get(name, name)

    def error(self, exc: Exception) -> str:
        """One clear sentence for an operation's refusal (falls back to the field and the English text)."""
        if isinstance(exc, CodedInputError):
            text = self._coded(exc)
            if text is not None:
                return text
        if isinstance(exc, InputError):
            return f"{self.field(exc.field)}: {exc.message}" if exc.field else exc.message
        return str(exc)

    def _coded(self, exc: CodedInputError) -> str | None:
        p = exc.params
        field = self.field(exc.field)
        templates = {
            "required": self.tr("%1: this field cannot be empty."),
            "too_long": self.tr("%1: at most %2 characters."),
            "date": self.tr("%1: write the date as YYYY-MM-DD."),
            "ruleset_missing": self.tr("The ruleset file %2 does not exist."),
            "ruleset_invalid": self.tr("The ruleset file %2 is not valid at key “%3”: %4"),
            "ruleset_unreadable": self.tr("The ruleset file %2 cannot be read: %4"),
            "pin_digits": self.tr("%1: the PIN must have at least %2 digits, digits only."),
            "pin_mismatch": self.tr("The two PINs are different: type the same PIN twice."),
            "pin_wrong": self.tr("Wrong head referee PIN: nothing was changed."),
            "file_required": self.tr("Choose a file name."),
            "export_failed": self.tr("The event file could not be written: %4"),
            "file_missing": self.tr("The file %2 does not exist."),
            "already_imported": self.tr("The event in %2 is already in this database."),
            "import_failed": self.tr("The file %2 cannot be imported: %4"),
            "duplicate_name": self.tr("%2 is already a player of this event. Tell the two apart, "
                                      "for example by adding the club to the name."),
            "band": self.tr("%1: a whole number from 1, or empty."),
            "no_player": self.tr("This player is not part of the open event."),
            "csv_invalid": self.tr("The file has %2 bad line(s): nothing was imported."),
        }
        template = templates.get(exc.code)
        if template is None:  # one of the engine's own codes (a territory, a deck card ...)
            text = EngineMessages(self).coded(exc.code, exc.params)
            if text is None or not exc.field:
                return text
            return f"{field}: {text}"
        second = p.get("limit") or p.get("minimum") or p.get("path") or p.get("file") or p.get("name") \
            or p.get("count") or ""
        return (template.replace("%1", field).replace("%2", second).replace("%3", p.get("key", ""))
                .replace("%4", p.get("detail", "")))

    def line_problem(self, problem: LineProblem) -> str:
        value, limit = problem.param("value"), problem.param("limit")
        templates = {
            "unknown_column": self.tr("unknown column “%1” (use nome, club, regione, squadra, fascia, presente)"),
            "repeated_column": self.tr("column “%1” appears twice"),
            "no_name_column": self.tr("no name column (nome)"),
            "empty_file": self.tr("the file is empty"),
            "no_rows": self.tr("no players under the header"),
            "malformed": self.tr("the file is not valid CSV: %1"),
            "empty_name": self.tr("empty name"),
            "too_many_fields": self.tr("%1 fields, but the header has %2"),
            "value_without_header": self.tr("value “%1” under a column without a header"),
            "too_long": self.tr("%1: at most %2 characters"),
            "bad_band": self.tr("band: a whole number from 1 to 999, not “%1”"),
            "mixed_encoding": self.tr("mixed encodings: lines %1 are not UTF-8 like the rest of the file; save it "
                                      "again as UTF-8"),
            "open_quote": self.tr("a quote (\") opened on this line is not closed: the lines after it would merge "
                                  "into one player"),
            "control_character": self.tr("invisible character %1 in %2: remove it from the file"),
            "bad_present": self.tr("present: sì or no, not “%1”"),
            "bad_rank": self.tr("ranking: a whole number from 1, not “%1”"),
            "rank_twice": self.tr("ranking: place %1 is already on line %2"),
            "duplicate_in_file": self.tr("%1 is already on line %2"),
            "duplicate_existing": self.tr("%1 is already a player of this event"),
        }
        if problem.code == "too_long":
            value = self.field(value)
        if problem.code == "control_character":
            limit = self.field(limit)
        template = templates.get(problem.code, "%1")
        return template.replace("%1", value).replace("%2", limit)


def warn(parent: QWidget, title: str, exc: Exception) -> None:
    QMessageBox.warning(parent, title, Messages(parent).error(exc))
