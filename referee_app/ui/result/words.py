"""Words a referee reads for the engine's codes: the criterion that decided a place (table scoring and
standings), player statuses, and numbers as the sheets print them."""

from __future__ import annotations

from referee_app.texts import t


def points_text(value: float | int | None) -> str:
    """Points as the score sheets write them: whole, or with both decimals (12, 12.40, 12.41): "12.4" read as
    4 objective points."""
    if value is None:
        return ""
    number = round(float(value), 2)
    text = str(int(number)) if number.is_integer() else f"{number:.2f}"
    return text if text != "-0" else "0"


class ResultWords:
    def criterion(self, code: str | None) -> str:
        """The deciding criterion in words; empty for none."""
        if code is None:
            return ""
        words = {
            # table scoring (docs/scoring.md)
            "risiko": t("common.risiko"),
            "elimination": t("result.elimination"),
            "objective_points": t("result.objective_points"),
            "outside_points": t("result.points_outside_the_objective"),
            "armies_inside": t("result.armies_in_the_objective"),
            "armies_outside": t("result.armies_outside_the_objective"),
            "all_armies": t("result.armies_on_the_board"),
            "cards": t("result.cards_in_hand"),
            "territories_inside": t("result.territories_in_the_objective"),
            "territories_outside": t("result.territories_outside_the_objectiv"),
            "reverse_seat": t("result.later_seat"),
            "die": t("result.die"),
            "score": t("result.game_score"),
            # standings (docs/standings.md)
            "total": t("result.total"),
            "best_single": t("result.best_single_score"),
            "second_best": t("result.second_best_score"),
            "best_scores": t("result.best_scores_in_order"),
            "best_single_first": t("result.best_score_got_earlier"),
            "objective_points_counted": t("result.objective_points_of_the"),
            "outside_points_counted": t("result.outside_points_of_the"),
            "games_played": t("result.games_played"),
            "unresolved": t("result.tie_dice_needed"),
            "place": t("result.place_in_the_phase"),
            "advanced": t("result.won_his_table"),
            "phase_total": t("result.total_with_the_phase"),
            "seeding": t("result.entering_order"),
            "phase": t("result.played_the_phase"),
            "points": t("result.points_unit"),
        }
        return words.get(code, code)

    def status(self, code: str) -> str:
        words = {"active": t("common.in_play"), "eliminated": t("common.eliminated"),
                 "excluded": t("common.excluded"), "withdrawn": t("result.withdrawn")}
        return words.get(code, code)

    def phase(self, name: str) -> str:
        """A phase of the standings (ruleset phase names, 'round N' in direct elimination)."""
        words = {"final": t("common.final"), "semifinal": t("result.semifinal"), "semifinals": t("common.semifinals"),
                 "quarterfinal": t("result.quarterfinal"), "quarterfinals": t("common.quarterfinals"),
                 "qualifiers": t("result.qualifier_rounds"), "cumulative": t("result.all_rounds_count"),
                 "complete": t("result.complete")}
        if name.startswith("round "):
            return t("result.round", name.removeprefix("round "))
        return words.get(name, name)

    def neutral(self) -> str:
        return t("common.neutral")
