"""What a refused input means, in the referee's language: operations raise coded errors, this says them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from referee_app.rules.errors import CodedInputError, InputError
from referee_app.ops.engine_messages import EngineMessages
from referee_app.texts import t

if TYPE_CHECKING:  # the players' service is not loaded with the hall board, the first screen
    from referee_app.ops.players_ops import LineProblem


class Messages(QObject):
    def field(self, name: str) -> str:
        labels = {
            "name": t("pages.name"), "date": t("pages.date"), "venue": t("pages.venue"),
            "ruleset": t("pages.ruleset"), "pin": t("pages.pin"), "pin_again": t("pages.pin_again"),
            "old_pin": t("pages.current_pin"), "new_pin": t("pages.new_pin"), "file": t("pages.file"),
            "club": t("pages.club"), "region": t("pages.region"), "team": t("pages.team"),
            "band": t("pages.band"), "present": t("pages.present"), "csv": t("pages.csv_file"),
            "player_id": t("pages.player"), "event": t("pages.event"), "event_id": t("pages.event"),
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
        second = p.get("limit") or p.get("minimum") or p.get("path") or p.get("file") or p.get("name") \
            or p.get("count") or ""
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
        value, limit = problem.param("value"), problem.param("limit")
        if problem.code == "too_long":
            value = self.field(value)
        if problem.code == "control_character":
            limit = self.field(limit)
        texts = {
            "unknown_column": t("pages.unknown_column_use_nome", value, limit),
            "repeated_column": t("pages.column_appears_twice", value, limit),
            "no_name_column": t("pages.no_name_column_nome", value, limit),
            "empty_file": t("pages.the_file_is_empty", value, limit),
            "no_rows": t("pages.no_players_under_the", value, limit),
            "malformed": t("pages.the_file_is_not", value, limit),
            "empty_name": t("pages.empty_name", value, limit),
            "too_many_fields": t("pages.fields_but_the_header", value, limit),
            "value_without_header": t("pages.value_under_a_column", value, limit),
            "too_long": t("pages.at_most_characters", value, limit),
            "bad_band": t("pages.band_a_whole_number", value, limit),
            "mixed_encoding": t("pages.mixed_encodings_lines_are", value, limit),
            "open_quote": t("pages.a_quote_opened_on", value, limit),
            "control_character": t("pages.invisible_character_in_remove", value, limit),
            "bad_present": t("pages.present_si_or_no", value, limit),
            "bad_rank": t("pages.ranking_a_whole_number", value, limit),
            "rank_twice": t("pages.ranking_place_is_already", value, limit),
            "duplicate_in_file": t("pages.is_already_on_line", value, limit),
            "duplicate_existing": t("pages.is_already_a_player", value, limit),
        }
        return texts.get(problem.code, value)


def explain(error: Exception) -> str:
    """An operation's refusal in the referee's words (`run_op(..., explain=explain)`)."""
    return Messages().error(error)
