"""The engine's coded refusals and table-check warnings in the referee's language: the window's (its pages)
or a phone's (the LAN server's 400 answers, net/server.py).

The engine raises `InputError`s with a `code` (rules/errors.py) and reports `CheckWarning`s
(rules/table/check.py): a stable code, its parameters and an English text for logs and the command line. This
turns the code into the referee's sentence, without the field (each screen names the field its own way);
an unknown code keeps the English text.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from referee_app.rules.errors import InputError
from referee_app.texts import known, t, text

if TYPE_CHECKING:  # the table check (and the final-state rules) load with the table page, not at start-up
    from referee_app.rules.table.check import CheckWarning


def _t(language: str | None, key: str, *values: object) -> str:
    """The text of `key` with its `%n` filled: the window's language when None (tests/test_texts.py reads
    these calls)."""
    return t(key, *values) if language is None else text(language, key, *values)


class EngineMessages:
    """`language` None: the window's language, read at each call (the window may switch it); "it"/"en":
    that language whatever the window says (a phone asks in its own)."""

    def __init__(self, language: str | None = None) -> None:
        self.language = language

    def message(self, exc: Exception) -> str:
        """The refusal's sentence (no field); the English message for an error without a known code."""
        if isinstance(exc, InputError) and exc.code:
            text = self.coded(exc.code, exc.params)
            if text is not None:
                return text
        return str(getattr(exc, "message", exc))

    def warning(self, note: CheckWarning) -> str:
        lang = self.language
        p = dict(note.params)
        if note.code == "objective_value":
            return _t(lang, "engine.objective_is_worth_but", p.get("player", ""), p.get("value", ""),
                      p.get("expected", ""))
        if note.code == "risiko_not_declared":
            return _t(lang, "engine.holds_the_whole_objective", p.get("player", ""))
        return note.text

    def reason(self, params: Mapping[str, str]) -> str:
        """Why a turn has no sdadata roll (rules/sdadata.py NoRollReason)."""
        lang = self.language
        code = params.get("reason", "")
        if code == "conquest_limit":
            return _t(lang, "engine.he_conquered_territories_more", params.get("conquered", ""),
                      params.get("limit", ""))
        return {
            "not_rolling_turn": _t(lang, "engine.this_turn_has_no"),
            "objective": _t(lang, "engine.he_completed_his_objective"),
            "excluded": _t(lang, "engine.he_was_excluded_from"),
        }.get(code, code)

    def _already(self, status: str, name: str) -> str:
        lang = self.language
        if status == "withdrawn":
            return _t(lang, "engine.already_withdrawn", name)
        if status == "excluded":
            return _t(lang, "engine.already_excluded", name)
        return _t(lang, "engine.already_eliminated", name)

    def _criteria(self, needs: str) -> str:
        """The ranking criteria still to fill in ("armies_outside, die"), as the printed sheet names them."""
        keys = [f"paper.criterion.{need.strip()}" for need in needs.split(",") if need.strip()]
        return ", ".join(_t(self.language, key) if known(key) else key.rpartition(".")[2] for key in keys)

    def coded(self, code: str, params: Mapping[str, str]) -> str | None:
        lang = self.language
        p = params.get
        suggestion = p("suggestion", "")
        texts: dict[str, Callable[[], str]] = {
            # the final state (rules/table/check.py, rules/table/parse.py, ops/results.py)
            "unknown_territory": lambda: _t(lang, "engine.unknown_territory_did_you" if suggestion
                                            else "engine.unknown_territory", p("name", ""), suggestion),
            "listed_twice": lambda: _t(lang, "engine.is_listed_twice", p("name", "")),
            "territory_twice": lambda: _t(lang, "engine.is_already_held_by", p("name", ""), p("holder", "")),
            "armies_below_1": lambda: _t(lang, "engine.must_hold_at_least", p("name", ""), p("armies", "")),
            "held_by_nobody": lambda: _t(lang, "engine.held_by_nobody_each", p("territories", ""), p("count", "")),
            "points_total": lambda: _t(lang, "engine.points_total",
                                       p("total", ""), p("board_total", "")),
            "missing_field": lambda: _t(lang, "engine.missing_field"),
            "not_whole": lambda: _t(lang, "engine.is_not_a_whole", p("value", "")),
            "below_minimum": lambda: _t(lang, "engine.must_be_at_least", p("minimum", ""), p("value", "")),
            "die_range": lambda: _t(lang, "engine.a_die_shows_1", p("value", "")),
            # the score sheet's totals (rules/table/sheet.py)
            "sheet_not_number": lambda: _t(lang, "engine.is_not_a_whole", p("value", "")),
            "sheet_negative": lambda: _t(lang, "engine.cannot_be_negative", p("value", "")),
            "sheet_eliminated_not_zero": lambda: _t(lang, "engine.is_out_of_the", p("player", ""), p("value", "")),
            "sheet_missing": lambda: _t(lang, "engine.still_blank"),
            "sheet_survivor_no_points": lambda: _t(lang, "engine.is_still_in_the", p("player", "")),
            "sheet_risiko_points": lambda: _t(lang, "engine.completed_the_objective_objectiv",
                                              p("player", ""), p("expected", ""), p("value", "")),
            "sheet_above_objective": lambda: _t(lang, "engine.objective_is_worth_not",
                                                p("player", ""), p("expected", ""), p("value", "")),
            "sheet_points_total": lambda: _t(lang, "engine.the_points_add_up", p("total", ""), p("board_total", "")),
            "sheet_territories_total": lambda: _t(lang, "engine.with_no_neutral_territory",
                                                  p("total", ""), p("territories", "")),
            "sheet_count_points": lambda: _t(lang, "engine.territories_but_points",
                                             p("player", ""), p("count", ""), p("points", "")),
            "sheet_armies_below_count": lambda: _t(lang, "engine.armies_on_territories",
                                                   p("player", ""), p("armies", ""), p("count", "")),
            "order_twice": lambda: _t(lang, "engine.order_twice", p("order", ""), p("other", "")),
            "risiko_not_active": lambda: _t(lang, "engine.risiko_not_active", p("name", "")),
            "tie_die": lambda: _t(lang, "engine.tie_die", p("groups", "")),
            "tie_needs": lambda: _t(lang, "engine.tie_needs", p("groups", ""), self._criteria(p("needs", ""))),
            # the score sheet as typed (ops/sheet_entry.py)
            "sheet_rows": lambda: _t(lang, "engine.sheet_rows", p("rows", "")),
            "sheet_cell_unknown": lambda: _t(lang, "engine.sheet_cell_unknown", p("cell", "")),
            "sheet_cell_value": lambda: _t(lang, "engine.sheet_cell_value"),
            # objective decks (rules/objectives.py)
            "unknown_card": lambda: _t(lang, "engine.unknown_objective_card_did" if suggestion
                                       else "engine.unknown_objective_card", p("name", ""), suggestion),
            "objective_not_list": lambda: _t(lang, "engine.an_objective_is_a"),
            "objective_empty": lambda: _t(lang, "engine.an_objective_needs_at"),
            "objective_not_name": lambda: _t(lang, "engine.is_not_a_territory", p("value", "")),
            "deck_not_object": lambda: _t(lang, "engine.a_deck_file_lists"),
            "deck_empty_card_name": lambda: _t(lang, "engine.a_card_without_a"),
            "deck_same_card": lambda: _t(lang, "engine.has_the_same_name", p("name", ""), p("other", "")),
            "deck_unreadable": lambda: _t(lang, "engine.the_file_cannot_be", p("path", ""), p("detail", "")),
            "deck_malformed": lambda: _t(lang, "engine.is_not_valid_json",
                                         p("path", ""), p("line", ""), p("column", "")),
            # a turn at the table (rules/sdadata.py, rules/table/state.py)
            "turn_order": lambda: _t(lang, "engine.it_is_turn_not", p("expected", ""), p("player", "")),
            "roll_missing": lambda: _t(lang, "engine.missing_must_roll_the", p("player", ""), p("sums", "")),
            "roll_not_allowed": lambda: _t(lang, "engine.does_not_roll_in", p("player", ""), self.reason(params)),
            "missed_roll_not_allowed": lambda: _t(lang, "engine.had_no_roll_to", p("player", ""), self.reason(params)),
            "missed_roll_with_sum": lambda: _t(lang, "engine.a_forgotten_roll_has"),
            "roll_range": lambda: _t(lang, "engine.the_sum_of_two", p("roll", "")),
            "game_ended": lambda: _t(lang, "engine.the_game_has_already"),
            "withdrawn_conquers": lambda: _t(lang, "engine.withdrew_and_cannot_conquer", p("player", "")),
            "withdrawn_eliminates": lambda: _t(lang, "engine.withdrew_and_cannot_eliminate", p("player", "")),
            "withdrawn_objective": lambda: _t(lang, "engine.withdrew_and_cannot_complete", p("player", "")),
            "time_expired_twice": lambda: _t(lang, "engine.time_already_expired_during", p("player", "")),
            "left_after_expiry": lambda: _t(lang, "engine.after_time_expires_record"),
            "not_seated": lambda: _t(lang, "engine.does_not_sit_at", p("name", "")),
            "eliminates_himself": lambda: _t(lang, "engine.cannot_eliminate_himself", p("name", "")),
            "already_out": lambda: self._already(p("status", ""), p("name", "")),
            # a floor referee's phone (net/actions.py) and the table's other actions
            "choose_player": lambda: _t(lang, "engine.choose_player"),
            "too_long": lambda: _t(lang, "engine.at_most_characters", p("limit", "")),
            "ruling_text": lambda: _t(lang, "engine.ruling_needs_text"),
            # penalties (rules/penalties.py)
            "excess_above_placed": lambda: _t(lang, "engine.excess_above_placed", p("placed", "")),
            "sanction_reason": lambda: _t(lang, "engine.sanction_needs_reason"),
            "no_point_deductions": lambda: _t(lang, "engine.no_point_deductions"),
            # the clock (rules/clock.py, ops/table_ops.py)
            "clock_started_twice": lambda: _t(lang, "engine.the_clock_has_already"),
            "clock_not_started": lambda: _t(lang, "engine.the_clock_has_not"),
            "already_paused": lambda: _t(lang, "engine.the_clock_is_already"),
            "not_paused": lambda: _t(lang, "engine.the_clock_is_not"),
            "recovery_after_expiry": lambda: _t(lang, "engine.time_has_already_expired"),
            "recovery_minutes": lambda: _t(lang, "engine.recovery_is_a_whole"),
            "recovery_reason": lambda: _t(lang, "engine.say_why_the_table"),
            "no_event": lambda: _t(lang, "engine.no_event_is_open"),
            "no_round": lambda: _t(lang, "engine.no_round_has_been"),
            "no_table_for_this": lambda: _t(lang, "engine.no_table_is_in"),
            "table_finished": lambda: _t(lang, "engine.the_game_at_this"),
            "undo_moved": lambda: _t(lang, "engine.undo_moved", p("seq", ""), p("table", "")),
            "redo_moved": lambda: _t(lang, "engine.redo_moved", p("seq", ""), p("table", "")),
            # printing, deals, the draw, the standings' dice, corrections, the event's own rulings (ops/)
            "round_no_tables": lambda: _t(lang, "engine.round_no_tables", p("round", "")),
            "table_no_result": lambda: _t(lang, "engine.table_no_result", p("table", "")),
            "one_table_sheet": lambda: _t(lang, "engine.one_table_sheet"),
            "deal_players": lambda: _t(lang, "engine.deal_players", p("table", ""), p("players", "")),
            "no_deal": lambda: _t(lang, "engine.no_deal", p("table", "")),
            "swap_same_player": lambda: _t(lang, "engine.swap_same_player"),
            "swap_same_table": lambda: _t(lang, "engine.swap_same_table", p("a", ""), p("b", "")),
            "die_missing": lambda: _t(lang, "engine.die_missing"),
            "nobody_left": lambda: _t(lang, "engine.nobody_left"),
            "ranking_unknown_player": lambda: _t(lang, "engine.ranking_unknown_player", p("name", "")),
            "ranking_twice": lambda: _t(lang, "engine.ranking_twice", p("name", "")),
            "not_player_or_team": lambda: _t(lang, "engine.not_player_or_team", p("name", "")),
            "correction_reason": lambda: _t(lang, "engine.correction_reason"),
            "ruling_language": lambda: _t(lang, "engine.ruling_language"),
            "builtin_ruling": lambda: _t(lang, "engine.builtin_ruling", p("id", "")),
            "ruling_cited": lambda: _t(lang, "engine.ruling_cited", p("id", ""), p("table", ""), p("round", "")),
        }
        text = texts.get(code)
        return None if text is None else text()
