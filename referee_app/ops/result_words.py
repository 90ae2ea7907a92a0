"""The words of a table's ranking in any language: the criterion that put a player above the next one, and
what a tie that is not broken yet still needs. The desk's result dialog and the phones' result preview read
them here, so the rows and the tie's warning use the same words (the criterion is the engine's:
`TableScore.needs`, `PlayerScore.decided_by`). No Qt."""

from __future__ import annotations

from collections.abc import Sequence

from referee_app.texts import text


def criterion_text(code: str | None, lang: str) -> str:
    """The deciding criterion in words; empty for none, the code itself for one the catalogue lacks."""
    if code is None:
        return ""
    try:  # the engine's criteria: table scoring (docs/scoring.md), standings (docs/standings.md)
        return text(lang, {
            "risiko": "common.risiko",
            "elimination": "result.elimination",
            "objective_points": "result.objective_points",
            "outside_points": "result.points_outside_the_objective",
            "armies_inside": "result.armies_in_the_objective",
            "armies_outside": "result.armies_outside_the_objective",
            "all_armies": "result.armies_on_the_board",
            "cards": "result.cards_in_hand",
            "territories_inside": "result.territories_in_the_objective",
            "territories_outside": "result.territories_outside_the_objectiv",
            "reverse_seat": "result.later_seat",
            "die": "result.die",
            "score": "result.game_score",
            "total": "result.total",
            "best_single": "result.best_single_score",
            "second_best": "result.second_best_score",
            "best_scores": "result.best_scores_in_order",
            "best_single_first": "result.best_score_got_earlier",
            "objective_points_counted": "result.objective_points_of_the",
            "outside_points_counted": "result.outside_points_of_the",
            "games_played": "result.games_played",
            "unresolved": "result.tie_dice_needed",
            "place": "result.place_in_the_phase",
            "advanced": "result.won_his_table",
            "phase_total": "result.total_with_the_phase",
            "seeding": "result.entering_order",
            "phase": "result.played_the_phase",
            "points": "result.points_unit",
        }[code])
    except KeyError:
        return code


def decided_text(decided_by: str | None, shared_with: Sequence[str], need: str | None, lang: str) -> str:
    """A ranking row's "above the next by": the criterion, or for a tie not broken yet whom it is level with
    and what it needs: the die, or a sheet cell left blank (the first criterion of the chain missing)."""
    if not shared_with:
        return criterion_text(decided_by, lang)
    others = ", ".join(shared_with)
    if need is None or need == "die":
        return text(lang, "result.tie_with_dice_needed", others)
    return text(lang, "result.tie_with_needs", others, criterion_text(need, lang))


def tie_warning(group: Sequence[str], need: str, lang: str) -> str:
    """The line above the ranking for one tie not broken yet, naming the same need as its rows."""
    players = " = ".join(group)
    if need == "die":
        return text(lang, "result.tie_not_broken_enter", players)
    return text(lang, "result.tie_not_broken_fill", players, criterion_text(need, lang))
