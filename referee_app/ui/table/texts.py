"""The table page's words: the engine's codes (phases, statuses, reasons) and the operations' phrases
(the catalogue's `phrase.*`) in the interface language."""

from __future__ import annotations

from collections.abc import Sequence


from referee_app.ops.table_phrases import Phrase
from referee_app.texts import language, t

def translated(phrase: Phrase) -> str:
    return phrase.say(language())


def translated_all(phrases: Sequence[Phrase], sep: str = "; ") -> str:
    return sep.join(translated(p) for p in phrases)


class TableTexts:
    """Names of the engine's codes."""

    def phase(self, code: str) -> str:
        return {
            "not_started": t("common.not_started"),
            "playing": t("common.playing"),
            "penultimate_round": t("common.penultimate_round"),
            "last_round": t("common.last_round"),
            "extra_round": t("common.extra_round"),
            "sdadata": t("table.phase_sdadata"),
            "closing_turn": t("common.closing_turn"),
            "closing_round": t("common.closing_round"),
            "ended": t("common.game_over"),
        }.get(code, code)

    def status(self, code: str) -> str:
        return {"active": t("common.in_play"), "withdrawn": t("table.withdrew"),
                "eliminated": t("common.eliminated"), "excluded": t("common.excluded")}.get(code, code)

    def no_roll(self, code: str | None) -> str:
        return {
            "not_rolling_turn": t("table.this_turn_has_no"),
            "conquest_limit": t("table.he_conquered_too_many"),
            "objective": t("table.he_completed_his_objective"),
            "excluded": t("table.he_is_out_of"),
        }.get(code or "", t("table.no_roll"))

    def sums(self, sums: Sequence[int]) -> str:
        """≤ 5 when the sums run from 2, otherwise the list: 4 or 7."""
        values = sorted(sums)
        if len(values) > 1 and values == list(range(2, values[-1] + 1)):
            return f"≤ {values[-1]}"
        if len(values) == 1:
            return t("table.exactly", values[0])
        return t("common.or").join(str(v) for v in values)

    def ends_on(self, sums: Sequence[int], probability: str | None) -> str:
        return t("table.ends_on", self.sums(sums), probability or "")

    def turn_roles(self, is_next: bool, is_anchor: bool) -> str:
        roles = ([t("table.plays_next")] if is_next else []) + ([t("table.role_anchor")] if is_anchor else [])
        return ", ".join(roles)

    def words(self) -> dict[str, str]:
        """The input fields the engine may refuse (the first key of an `InputError`'s location)."""
        return {
            "player": t("common.player"),
            "roll": t("table.sdadata_roll"),
            "missed_roll": t("table.forgot_to_roll"),
            "conquered": t("table.territories_conquered"),
            "eliminated": t("table.field.eliminated"),
            "excluded": t("table.field.excluded"),
            "withdrawn": t("table.field.withdrawn"),
            "objective": t("common.objective"),
            "minutes": t("common.recovery_minutes"),
            "reason": t("table.field.reason"),
            "excess": t("table.field.excess"),
            "armies_on_board": t("table.field.armies_on_board"),
            "self_declared": t("table.declared_by_himself"),
            "points": t("table.field.points"),
            "text": t("table.field.text"),
            "players": t("common.players"),
            "entries": t("common.casistica"),
            "kind": t("table.field.kind"),
            "table": t("common.table"),
            "table_id": t("common.table"),
            "events": t("common.clock"),
            "how": t("table.left_the_game_heading"),
        }
