"""A bad line of a player list (CSV or the circuit's workbook) in the referee's language: one sentence each,
the same for the window's preview and the command line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee_app.texts import text

if TYPE_CHECKING:
    from referee_app.ops.players_ops import LineProblem

FIELD_KEYS = {
    "name": "pages.name", "date": "pages.date", "venue": "pages.venue", "ruleset": "pages.ruleset",
    "pin": "pages.pin", "pin_again": "pages.pin_again", "old_pin": "pages.current_pin", "new_pin": "pages.new_pin",
    "file": "pages.file", "club": "pages.club", "region": "pages.region", "team": "pages.team",
    "band": "pages.band", "present": "pages.present", "csv": "pages.csv_file", "player_id": "pages.player",
    "event": "pages.event", "event_id": "pages.event", "first_name": "pages.first_name",
    "surname": "pages.surname", "nickname": "pages.nickname", "birth_date": "pages.birth_date",
    "national_id": "pages.national_id", "organiser": "pages.organiser", "tournament_type": "pages.tournament_type",
    "declared_rounds": "pages.declared_rounds", "round_dates": "pages.round_dates",
}
LINE_KEYS = {
    "unknown_column": "pages.unknown_column_use_nome", "repeated_column": "pages.column_appears_twice",
    "no_name_column": "pages.no_name_column_nome", "empty_file": "pages.the_file_is_empty",
    "no_rows": "pages.no_players_under_the", "malformed": "pages.the_file_is_not",
    "empty_name": "pages.empty_name", "too_many_fields": "pages.fields_but_the_header",
    "value_without_header": "pages.value_under_a_column", "too_long": "pages.at_most_characters",
    "bad_band": "pages.band_a_whole_number", "mixed_encoding": "pages.mixed_encodings_lines_are",
    "open_quote": "pages.a_quote_opened_on", "control_character": "pages.invisible_character_in_remove",
    "bad_present": "pages.present_si_or_no", "bad_rank": "pages.ranking_a_whole_number",
    "rank_twice": "pages.ranking_place_is_already", "duplicate_in_file": "pages.is_already_on_line",
    "duplicate_existing": "pages.is_already_a_player", "bad_birth_date": "pages.line_bad_birth_date",
    "future_birth_date": "pages.line_future_birth_date", "bad_national_id": "pages.line_bad_national_id",
    # the circuit's workbook (ops/workbook_in.py)
    "no_sheet": "pages.line_no_iscritti", "bad_header": "pages.line_bad_header",
    "text_number": "pages.line_text_number", "text_date": "pages.line_text_date",
    "empty_surname": "pages.line_empty_surname", "national_id_twice": "pages.line_national_id_twice",
    "id_twice": "pages.line_id_twice", "merged_cells": "pages.line_merged_cells",
    "unreadable": "pages.line_unreadable",
}


def field_label(language: str, field: str) -> str:
    key = FIELD_KEYS.get(field)
    return text(language, key) if key else field


def line_text(language: str, problem: LineProblem) -> str:
    value, limit = problem.param("value"), problem.param("limit")
    if problem.code == "too_long":
        value = field_label(language, value)
    if problem.code == "control_character":
        limit = field_label(language, limit)
    key = LINE_KEYS.get(problem.code)
    return text(language, key, value, limit) if key else value
