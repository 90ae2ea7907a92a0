"""Words a referee reads for the engine's codes: the criterion that decided a place (table scoring and
standings, from ops/result_words.py as the phones and the printouts read them), player statuses and phases."""

from __future__ import annotations

from referee_app.ops.result_words import criterion_text
from referee_app.texts import language, t


class ResultWords:
    def criterion(self, code: str | None) -> str:
        """The deciding criterion in the window's language; empty for none."""
        return criterion_text(code, language())

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
