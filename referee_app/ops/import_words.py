"""A bad line of a player list (CSV or the circuit's workbook) in the referee's language: one sentence each,
the same for the window's preview and the command line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from referee_app.texts import text

if TYPE_CHECKING:
    from referee_app.ops.players_ops import LineProblem

FIELD_KEYS = {
    "name": "common.name", "date": "input.field.date", "venue": "input.field.venue",
    "ruleset": "input.field.ruleset", "pin": "input.field.pin", "pin_again": "input.field.pin_again",
    "old_pin": "input.field.current_pin", "new_pin": "input.field.new_pin", "file": "input.field.file",
    "club": "common.club", "region": "common.region", "team": "common.team",
    "band": "common.band", "present": "common.present", "csv": "input.field.csv_file",
    "player_id": "common.player", "event": "input.field.event", "event_id": "input.field.event",
    "first_name": "input.field.first_name", "surname": "input.field.surname", "nickname": "input.field.nickname",
    "birth_date": "input.field.birth_date", "national_id": "input.field.national_id",
    "organiser": "input.field.organiser", "tournament_type": "input.field.tournament_type",
    "declared_rounds": "input.field.declared_rounds", "round_dates": "input.field.round_dates",
}
# the bad lines of a player list this module words, each by its key input.line.<code>
LINE_CODES = (
    "unknown_column", "repeated_column", "no_name_column", "empty_file", "no_rows", "malformed", "empty_name",
    "too_many_fields", "value_without_header", "too_long", "bad_band", "mixed_encoding", "open_quote",
    "control_character", "bad_present", "bad_rank", "rank_twice", "duplicate_in_file", "duplicate_existing",
    "bad_birth_date", "future_birth_date", "bad_national_id", "utf16_no_mark", "look_alike_in_file",
    "look_alike_existing",
    # the circuit's workbook (ops/workbook_in.py)
    "no_sheet", "bad_header", "text_number", "text_date", "empty_surname", "national_id_twice", "id_twice",
    "merged_cells", "unreadable",
)
LINE_KEYS = {code: f"input.line.{code}" for code in LINE_CODES}


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
