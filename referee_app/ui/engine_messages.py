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

from PySide6.QtCore import QObject

from referee_app.rules.errors import CodedInputError

if TYPE_CHECKING:  # the table check (and the final-state rules) load with the table page, not at start-up
    from referee_app.rules.table.check import CheckWarning

_PLACEHOLDER = re.compile(r"%(\d)")


def fill(template: str, values: tuple[str, ...]) -> str:
    """`%1`, `%2` ... replaced in one pass (a value containing `%2` stays as it is)."""
    return _PLACEHOLDER.sub(lambda m: values[int(m.group(1)) - 1] if int(m.group(1)) <= len(values) else m.group(0),
                            template)


class EngineMessages(QObject):
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
            return fill(self.tr("%1's objective is worth %2, but the tournament cards are worth %3"),
                        (p.get("player", ""), p.get("value", ""), p.get("expected", "")))
        if note.code == "risiko_not_declared":
            return fill(self.tr("%1 holds the whole objective, but is not marked as the RisiKo! player"),
                        (p.get("player", ""),))
        return note.text

    def reason(self, params: Mapping[str, str]) -> str:
        """Why a turn has no sdadata roll (rules/sdadata.py NoRollReason)."""
        code = params.get("reason", "")
        if code == "conquest_limit":
            return fill(self.tr("he conquered %1 territories, more than %2"),
                        (params.get("conquered", ""), params.get("limit", "")))
        return {
            "not_rolling_turn": self.tr("this turn has no sdadata roll"),
            "objective": self.tr("he completed his objective, the game ended in his turn"),
            "excluded": self.tr("he was excluded from the game"),
        }.get(code, code)

    def coded(self, code: str, params: Mapping[str, str]) -> str | None:
        p = params.get
        suggestion = p("suggestion", "")
        texts: dict[str, Callable[[], str]] = {
            # the final state (rules/table/check.py, rules/table/parse.py, ops/results.py)
            "unknown_territory": lambda: fill(
                self.tr("unknown territory “%1” (did you mean “%2”?)") if suggestion
                else self.tr("unknown territory “%1”"), (p("name", ""), suggestion)),
            "listed_twice": lambda: fill(self.tr("“%1” is listed twice"), (p("name", ""),)),
            "territory_twice": lambda: fill(self.tr("“%1” is already held by %2"), (p("name", ""), p("holder", ""))),
            "armies_below_1": lambda: fill(self.tr("“%1” must hold at least 1 army, not %2"),
                                           (p("name", ""), p("armies", ""))),
            "held_by_nobody": lambda: fill(self.tr("held by nobody: %1 (each of the %2 territories belongs to a "
                                                   "player or is neutral)"), (p("territories", ""), p("count", ""))),
            "points_total": lambda: fill(self.tr("the points add up to %1, but the board is worth %2"),
                                         (p("total", ""), p("board_total", ""))),
            "not_whole": lambda: fill(self.tr("“%1” is not a whole number"), (p("value", ""),)),
            "below_minimum": lambda: fill(self.tr("must be at least %1, not %2"), (p("minimum", ""), p("value", ""))),
            "die_range": lambda: fill(self.tr("a die shows 1 to 6, not %1"), (p("value", ""),)),
            # the score sheet's totals (rules/table/sheet.py)
            "sheet_not_number": lambda: fill(self.tr("“%1” is not a whole number"), (p("value", ""),)),
            "sheet_negative": lambda: fill(self.tr("cannot be negative (%1)"), (p("value", ""),)),
            "sheet_eliminated_not_zero": lambda: fill(self.tr("%1 is out of the game: this must be 0, not %2"),
                                                      (p("player", ""), p("value", ""))),
            "sheet_missing": lambda: self.tr("still blank"),
            "sheet_survivor_no_points": lambda: fill(self.tr("%1 is still in the game but has no points"),
                                                     (p("player", ""),)),
            "sheet_risiko_points": lambda: fill(self.tr("%1 completed the objective: objective points are %2, "
                                                        "not %3"),
                                                (p("player", ""), p("expected", ""), p("value", ""))),
            "sheet_above_objective": lambda: fill(self.tr("%1's objective is worth %2, not %3"),
                                                  (p("player", ""), p("expected", ""), p("value", ""))),
            "sheet_points_total": lambda: fill(self.tr("the points add up to %1, they must add up to %2"),
                                               (p("total", ""), p("board_total", ""))),
            "sheet_territories_total": lambda: fill(self.tr("with no neutral territory the players hold all %2 "
                                                            "territories, the sheet counts %1"),
                                                    (p("total", ""), p("territories", ""))),
            "sheet_count_points": lambda: fill(self.tr("%1: %2 territories but %3 points"),
                                               (p("player", ""), p("count", ""), p("points", ""))),
            "sheet_armies_below_count": lambda: fill(self.tr("%1: %2 armies on %3 territories"),
                                                     (p("player", ""), p("armies", ""), p("count", ""))),
            # objective decks (rules/objectives.py)
            "unknown_card": lambda: fill(
                self.tr("unknown objective card “%1” (did you mean “%2”?)") if suggestion
                else self.tr("unknown objective card “%1”"), (p("name", ""), suggestion)),
            "objective_not_list": lambda: self.tr("an objective is a list of territories"),
            "objective_empty": lambda: self.tr("an objective needs at least one territory"),
            "objective_not_name": lambda: fill(self.tr("%1 is not a territory name"), (p("value", ""),)),
            "deck_not_object": lambda: self.tr("a deck file lists the cards, each with its territories: "
                                               "{\"Card 1\": [\"Alaska\", ...], ...}"),
            "deck_empty_card_name": lambda: self.tr("a card without a name"),
            "deck_same_card": lambda: fill(self.tr("“%1” has the same name as “%2”"), (p("name", ""), p("other", ""))),
            "deck_unreadable": lambda: fill(self.tr("the file %1 cannot be read (%2)"),
                                            (p("path", ""), p("detail", ""))),
            "deck_malformed": lambda: fill(self.tr("%1 is not valid JSON (line %2, column %3)"),
                                           (p("path", ""), p("line", ""), p("column", ""))),
            # a turn at the table (rules/sdadata.py, rules/table/state.py)
            "turn_order": lambda: fill(self.tr("it is %1's turn, not %2's"), (p("expected", ""), p("player", ""))),
            "roll_missing": lambda: fill(self.tr("missing: %1 must roll the sdadata dice (it ends on %2)"),
                                         (p("player", ""), p("sums", ""))),
            "roll_not_allowed": lambda: fill(self.tr("%1 does not roll in this turn: %2"),
                                             (p("player", ""), self.reason(params))),
            "missed_roll_not_allowed": lambda: fill(self.tr("%1 had no roll to forget: %2"),
                                                    (p("player", ""), self.reason(params))),
            "missed_roll_with_sum": lambda: self.tr("a forgotten roll has no dice sum"),
            "roll_range": lambda: fill(self.tr("the sum of two dice goes from 2 to 12, not %1"), (p("roll", ""),)),
            "game_ended": lambda: self.tr("the game has already ended"),
            "withdrawn_conquers": lambda: fill(self.tr("%1 withdrew and cannot conquer"), (p("player", ""),)),
            "withdrawn_eliminates": lambda: fill(self.tr("%1 withdrew and cannot eliminate anyone"),
                                                 (p("player", ""),)),
            "withdrawn_objective": lambda: fill(self.tr("%1 withdrew and cannot complete his objective"),
                                                (p("player", ""),)),
            "time_expired_twice": lambda: fill(self.tr("time already expired during %1's turn"), (p("player", ""),)),
            "left_after_expiry": lambda: self.tr("after time expires, record who left with the end of the turn in "
                                                 "which it happened"),
            "not_seated": lambda: fill(self.tr("%1 does not sit at this table"), (p("name", ""),)),
            # the clock (rules/clock.py, ops/table_ops.py)
            "clock_started_twice": lambda: self.tr("the clock has already started"),
            "clock_not_started": lambda: self.tr("the clock has not started yet"),
            "already_paused": lambda: self.tr("the clock is already paused"),
            "not_paused": lambda: self.tr("the clock is not paused"),
            "recovery_after_expiry": lambda: self.tr("time has already expired: no recovery minutes after that"),
            "recovery_minutes": lambda: self.tr("recovery is a whole number of minutes, more than 0"),
            "recovery_reason": lambda: self.tr("say why the table gets recovery minutes"),
            "no_event": lambda: self.tr("no event is open: create one or open one from the Event tab"),
            "no_round": lambda: self.tr("no round has been drawn yet"),
            "no_table_for_this": lambda: self.tr("no table is in a state for this"),
            "table_finished": lambda: self.tr("the game at this table is over: its clock has stopped"),
        }
        text = texts.get(code)
        return None if text is None else text()
