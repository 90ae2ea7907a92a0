"""Words a referee reads for the engine's codes: the criterion that decided a place (table scoring and
standings), player statuses, and numbers as the sheets print them."""

from __future__ import annotations

from PySide6.QtCore import QObject


def points_text(value: float | int | None) -> str:
    """Points with at most 2 decimals, no trailing zeros (12, 12.5, 12.41)."""
    if value is None:
        return ""
    text = f"{float(value):.2f}".rstrip("0").rstrip(".")
    return text if text != "-0" else "0"


class ResultWords(QObject):
    def criterion(self, code: str | None) -> str:
        """The deciding criterion in words; empty for none."""
        if code is None:
            return ""
        words = {
            # table scoring (docs/scoring.md)
            "risiko": self.tr("RisiKo!"), "elimination": self.tr("elimination"),
            "objective_points": self.tr("objective points"), "outside_points": self.tr("points outside the objective"),
            "armies_inside": self.tr("armies in the objective"),
            "armies_outside": self.tr("armies outside the objective"),
            "all_armies": self.tr("armies on the board"), "cards": self.tr("cards in hand"),
            "territories_inside": self.tr("territories in the objective"),
            "territories_outside": self.tr("territories outside the objective"),
            "reverse_seat": self.tr("later seat"), "die": self.tr("die"), "score": self.tr("game score"),
            # standings (docs/standings.md)
            "total": self.tr("total"), "best_single": self.tr("best single score"),
            "second_best": self.tr("second best score"), "best_scores": self.tr("best scores in order"),
            "best_single_first": self.tr("best score got earlier"),
            "objective_points_counted": self.tr("objective points of the counted games"),
            "outside_points_counted": self.tr("outside points of the counted games"),
            "games_played": self.tr("games played"), "unresolved": self.tr("tie: dice needed"),
            "place": self.tr("place in the phase"), "advanced": self.tr("won his table"),
            "phase_total": self.tr("total with the phase"), "seeding": self.tr("entering order"),
            "phase": self.tr("played the phase"), "points": self.tr("points"),
        }
        return words.get(code, code)

    def status(self, code: str) -> str:
        words = {"active": self.tr("in play"), "eliminated": self.tr("eliminated"),
                 "excluded": self.tr("excluded"), "withdrawn": self.tr("withdrawn")}
        return words.get(code, code)

    def phase(self, name: str) -> str:
        """A phase of the standings (ruleset phase names, 'round N' in direct elimination)."""
        words = {"final": self.tr("final"), "semifinal": self.tr("semifinal"), "semifinals": self.tr("semifinals"),
                 "quarterfinal": self.tr("quarterfinal"), "quarterfinals": self.tr("quarterfinals"),
                 "qualifiers": self.tr("qualifier rounds"), "cumulative": self.tr("all rounds count"),
                 "complete": self.tr("complete")}
        if name.startswith("round "):
            return self.tr("round %1").replace("%1", name.removeprefix("round "))
        return words.get(name, name)

    def neutral(self) -> str:
        return self.tr("Neutral")
