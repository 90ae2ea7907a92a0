"""What a refused input means, in the referee's language: operations raise coded errors, this says them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from referee_app.rules.errors import CodedInputError, InputError
from referee_app.ops.engine_messages import EngineMessages
from referee_app.ops.import_words import field_label, line_text
from referee_app.texts import language, t

if TYPE_CHECKING:  # the players' service is not loaded with the hall board, the first screen
    from referee_app.ops.players_ops import LineProblem


class Messages(QObject):
    def field(self, name: str) -> str:
        return field_label(language(), name)

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
        second = p.get("limit") or p.get("minimum") or p.get("path") or p.get("file") or p.get("name") \
            or p.get("count") or p.get("value") or ""
        facts = (field, second, p.get("key", ""), p.get("detail", ""))
        texts = {
            "required": t("pages.this_field_cannot_be", *facts),
            "too_long": t("pages.at_most_characters_messages", *facts),
            "date": t("pages.write_the_date_as", *facts),
            "ruleset_missing": t("pages.the_ruleset_file_does", *facts),
            "ruleset_invalid": t("pages.the_ruleset_file_is", *facts),
            "ruleset_unreadable": t("pages.the_ruleset_file_cannot", *facts),
            "pin_digits": t("pages.the_pin_must_have", *facts),
            "pin_mismatch": t("pages.the_two_pins_are", *facts),
            "pin_wrong": t("pages.wrong_head_referee_pin", *facts),
            "file_required": t("pages.choose_a_file_name", *facts),
            "export_failed": t("pages.the_event_file_could", *facts),
            "file_missing": t("pages.the_file_does_not", *facts),
            "already_imported": t("pages.the_event_in_is", *facts),
            "import_failed": t("pages.the_file_cannot_be", *facts),
            "duplicate_name": t("pages.is_already_a_player_messages", *facts),
            "same_person": t("pages.same_person", *facts),
            "bad_birth_date": t("pages.bad_birth_date", *facts),
            "future_birth_date": t("pages.future_birth_date", *facts),
            "bad_national_id": t("pages.bad_national_id", *facts),
            "band": t("pages.a_whole_number_from", *facts),
            "no_player": t("pages.this_player_is_not", *facts),
            "csv_invalid": t("pages.the_file_has_bad", *facts),
        }
        text = texts.get(exc.code)
        if text is None:  # one of the engine's own codes (a territory, a deck card ...)
            text = EngineMessages().coded(exc.code, exc.params)
            if text is None or not exc.field:
                return text
            return f"{field}: {text}"
        return text

    def line_problem(self, problem: LineProblem) -> str:
        return line_text(language(), problem)


def explain(error: Exception) -> str:
    """An operation's refusal in the referee's words (`run_op(..., explain=explain)`)."""
    return Messages().error(error)
