"""The table page's words: the engine's codes (phases, statuses, reasons) and the operations' phrases
(the catalogue's `phrase.*`) in the interface language."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from referee_app.ops.table_phrases import Phrase
from referee_app.texts import language

def translated(phrase: Phrase) -> str:
    return phrase.say(language())


def translated_all(phrases: Sequence[Phrase], sep: str = "; ") -> str:
    return sep.join(translated(p) for p in phrases)


class TableTexts(QObject):
    """Names of the engine's codes; a QObject only so that `self.tr` files them under one context."""

    def phase(self, code: str) -> str:
        return {
            "not_started": self.tr("Not started"), "playing": self.tr("Playing"),
            "penultimate_round": self.tr("Penultimate round"), "last_round": self.tr("Last round"),
            "extra_round": self.tr("Extra round"), "sdadata": self.tr("Sdadata"), "ended": self.tr("Game over"),
        }.get(code, code)

    def status(self, code: str) -> str:
        return {"active": self.tr("in play"), "withdrawn": self.tr("withdrew"),
                "eliminated": self.tr("eliminated"), "excluded": self.tr("excluded")}.get(code, code)

    def no_roll(self, code: str | None) -> str:
        return {
            "not_rolling_turn": self.tr("this turn has no sdadata roll"),
            "conquest_limit": self.tr("he conquered too many territories to roll"),
            "objective": self.tr("he completed his objective"),
            "excluded": self.tr("he is out of the game"),
        }.get(code or "", self.tr("no roll"))

    def sums(self, sums: Sequence[int]) -> str:
        """≤ 5 when the sums run from 2, otherwise the list: 4 or 7."""
        values = sorted(sums)
        if len(values) > 1 and values == list(range(2, values[-1] + 1)):
            return f"≤ {values[-1]}"
        if len(values) == 1:
            return self.tr("exactly %1").replace("%1", str(values[0]))
        return self.tr(" or ").join(str(v) for v in values)

    def ends_on(self, sums: Sequence[int], probability: str | None) -> str:
        return self.tr("ends on %1 (%2)").replace("%1", self.sums(sums)).replace("%2", probability or "")

    def turn_roles(self, is_next: bool, is_anchor: bool) -> str:
        roles = ([self.tr("plays next")] if is_next else []) + ([self.tr("anchor")] if is_anchor else [])
        return ", ".join(roles)

    def field(self, code: str) -> str | None:
        """The name of an input field the engine refused (`InputError.field`, first part)."""
        return {
            "player": self.tr("Player"), "roll": self.tr("Sdadata roll"), "missed_roll": self.tr("Forgot to roll"),
            "conquered": self.tr("Territories conquered"), "eliminated": self.tr("Eliminated"),
            "excluded": self.tr("Excluded"), "withdrawn": self.tr("Withdrew"), "objective": self.tr("Objective"),
            "minutes": self.tr("Recovery minutes"), "reason": self.tr("Reason"), "excess": self.tr("Excess armies"),
            "armies_on_board": self.tr("Armies on the board"), "self_declared": self.tr("Declared by himself"),
            "points": self.tr("Points deducted"), "text": self.tr("Decision"), "players": self.tr("Players"),
            "entries": self.tr("Casistica"), "kind": self.tr("Penalty"), "table": self.tr("Table"),
            "table_id": self.tr("Table"), "events": self.tr("Clock"), "how": self.tr("Left the game"),
        }.get(code)
