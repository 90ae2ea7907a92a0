"""The engine's coded refusals and table-check warnings in the window's language.

The engine raises `CodedInputError` (rules/errors.py, re-exported by ops/coded.py) and reports `CheckWarning`s
(rules/table/check.py): a stable code, its parameters and an English text for logs and the command line. This
turns the code into the referee's sentence, without the field (each screen names the field its own way);
an unknown code keeps the English text.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from referee_app.rules.errors import CodedInputError
from referee_app.texts import t

if TYPE_CHECKING:  # the table check (and the final-state rules) load with the table page, not at start-up
    from referee_app.rules.table.check import CheckWarning

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, values: tuple[str, ...]) -> str:
    """`%1`, `%2` ... replaced in one pass (a value containing `%2` stays as it is)."""
    return _PLACEHOLDER.sub(lambda m: values[int(m.group(1)) - 1] if int(m.group(1)) <= len(values) else m.group(0),
                            template)


class EngineMessages:
    def message(self, exc: Exception) -> str:
        """The refusal's sentence (no field); the English message for an error without a known code."""
        if isinstance(exc, CodedInputError):
            text = self.coded(exc.code, exc.params)
            if text is not None:
                return text
        return str(getattr(exc, "message", exc))

    def warning(self, note: CheckWarning) -> str:
        p = dict(note.params)
        if note.code == "objective_value":
            return fill(t("engine.objective_is_worth_but"),
                        (p.get("player", ""), p.get("value", ""), p.get("expected", "")))
        if note.code == "risiko_not_declared":
            return fill(t("engine.holds_the_whole_objective"),
                        (p.get("player", ""),))
        return note.text

    def reason(self, params: Mapping[str, str]) -> str:
        """Why a turn has no sdadata roll (rules/sdadata.py NoRollReason)."""
        code = params.get("reason", "")
        if code == "conquest_limit":
            return fill(t("engine.he_conquered_territories_more"),
                        (params.get("conquered", ""), params.get("limit", "")))
        return {
            "not_rolling_turn": t("engine.this_turn_has_no"),
            "objective": t("engine.he_completed_his_objective"),
            "excluded": t("engine.he_was_excluded_from"),
        }.get(code, code)

    def coded(self, code: str, params: Mapping[str, str]) -> str | None:
        p = params.get
        suggestion = p("suggestion", "")
        texts: dict[str, Callable[[], str]] = {
            # the final state (rules/table/check.py, rules/table/parse.py, ops/results.py)
            "unknown_territory": lambda: fill(
                t("engine.unknown_territory_did_you") if suggestion
                else t("engine.unknown_territory"), (p("name", ""), suggestion)),
            "listed_twice": lambda: fill(t("engine.is_listed_twice"), (p("name", ""),)),
            "territory_twice": lambda: fill(t("engine.is_already_held_by"), (p("name", ""), p("holder", ""))),
            "armies_below_1": lambda: fill(t("engine.must_hold_at_least"),
                                           (p("name", ""), p("armies", ""))),
            "held_by_nobody": lambda: fill(t("engine.held_by_nobody_each"), (p("territories", ""), p("count", ""))),
            "points_total": lambda: fill(t("engine.the_points_add_up_engine_messages"),
                                         (p("total", ""), p("board_total", ""))),
            "missing_field": lambda: t("engine.missing_field"),
            "not_whole": lambda: fill(t("engine.is_not_a_whole"), (p("value", ""),)),
            "below_minimum": lambda: fill(t("engine.must_be_at_least"), (p("minimum", ""), p("value", ""))),
            "die_range": lambda: fill(t("engine.a_die_shows_1"), (p("value", ""),)),
            # the score sheet's totals (rules/table/sheet.py)
            "sheet_not_number": lambda: fill(t("engine.is_not_a_whole"), (p("value", ""),)),
            "sheet_negative": lambda: fill(t("engine.cannot_be_negative"), (p("value", ""),)),
            "sheet_eliminated_not_zero": lambda: fill(t("engine.is_out_of_the"),
                                                      (p("player", ""), p("value", ""))),
            "sheet_missing": lambda: t("engine.still_blank"),
            "sheet_survivor_no_points": lambda: fill(t("engine.is_still_in_the"),
                                                     (p("player", ""),)),
            "sheet_risiko_points": lambda: fill(t("engine.completed_the_objective_objectiv"),
                                                (p("player", ""), p("expected", ""), p("value", ""))),
            "sheet_above_objective": lambda: fill(t("engine.objective_is_worth_not"),
                                                  (p("player", ""), p("expected", ""), p("value", ""))),
            "sheet_points_total": lambda: fill(t("engine.the_points_add_up"),
                                               (p("total", ""), p("board_total", ""))),
            "sheet_territories_total": lambda: fill(t("engine.with_no_neutral_territory"),
                                                    (p("total", ""), p("territories", ""))),
            "sheet_count_points": lambda: fill(t("engine.territories_but_points"),
                                               (p("player", ""), p("count", ""), p("points", ""))),
            "sheet_armies_below_count": lambda: fill(t("engine.armies_on_territories"),
                                                     (p("player", ""), p("armies", ""), p("count", ""))),
            # objective decks (rules/objectives.py)
            "unknown_card": lambda: fill(
                t("engine.unknown_objective_card_did") if suggestion
                else t("engine.unknown_objective_card"), (p("name", ""), suggestion)),
            "objective_not_list": lambda: t("engine.an_objective_is_a"),
            "objective_empty": lambda: t("engine.an_objective_needs_at"),
            "objective_not_name": lambda: fill(t("engine.is_not_a_territory"), (p("value", ""),)),
            "deck_not_object": lambda: t("engine.a_deck_file_lists"),
            "deck_empty_card_name": lambda: t("engine.a_card_without_a"),
            "deck_same_card": lambda: fill(t("engine.has_the_same_name"), (p("name", ""), p("other", ""))),
            "deck_unreadable": lambda: fill(t("engine.the_file_cannot_be"),
                                            (p("path", ""), p("detail", ""))),
            "deck_malformed": lambda: fill(t("engine.is_not_valid_json"),
                                           (p("path", ""), p("line", ""), p("column", ""))),
            # a turn at the table (rules/sdadata.py, rules/table/state.py)
            "turn_order": lambda: fill(t("engine.it_is_turn_not"), (p("expected", ""), p("player", ""))),
            "roll_missing": lambda: fill(t("engine.missing_must_roll_the"),
                                         (p("player", ""), p("sums", ""))),
            "roll_not_allowed": lambda: fill(t("engine.does_not_roll_in"),
                                             (p("player", ""), self.reason(params))),
            "missed_roll_not_allowed": lambda: fill(t("engine.had_no_roll_to"),
                                                    (p("player", ""), self.reason(params))),
            "missed_roll_with_sum": lambda: t("engine.a_forgotten_roll_has"),
            "roll_range": lambda: fill(t("engine.the_sum_of_two"), (p("roll", ""),)),
            "game_ended": lambda: t("engine.the_game_has_already"),
            "withdrawn_conquers": lambda: fill(t("engine.withdrew_and_cannot_conquer"), (p("player", ""),)),
            "withdrawn_eliminates": lambda: fill(t("engine.withdrew_and_cannot_eliminate"),
                                                 (p("player", ""),)),
            "withdrawn_objective": lambda: fill(t("engine.withdrew_and_cannot_complete"),
                                                (p("player", ""),)),
            "time_expired_twice": lambda: fill(t("engine.time_already_expired_during"), (p("player", ""),)),
            "left_after_expiry": lambda: t("engine.after_time_expires_record"),
            "not_seated": lambda: fill(t("engine.does_not_sit_at"), (p("name", ""),)),
            # the clock (rules/clock.py, ops/table_ops.py)
            "clock_started_twice": lambda: t("engine.the_clock_has_already"),
            "clock_not_started": lambda: t("engine.the_clock_has_not"),
            "already_paused": lambda: t("engine.the_clock_is_already"),
            "not_paused": lambda: t("engine.the_clock_is_not"),
            "recovery_after_expiry": lambda: t("engine.time_has_already_expired"),
            "recovery_minutes": lambda: t("engine.recovery_is_a_whole"),
            "recovery_reason": lambda: t("engine.say_why_the_table"),
            "no_event": lambda: t("engine.no_event_is_open"),
            "no_round": lambda: t("engine.no_round_has_been"),
            "no_table_for_this": lambda: t("engine.no_table_is_in"),
            "table_finished": lambda: t("engine.the_game_at_this"),
        }
        text = texts.get(code)
        return None if text is None else text()
