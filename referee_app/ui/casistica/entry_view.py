"""A ruling as the casistica page shows it: its text in one or both languages, its sources, rulesets and
topics, and the label of the app action it points to."""

from __future__ import annotations

import html

from PySide6.QtCore import QObject

from referee_app.rules.casistica import CasisticaEntry, Lang
from referee_app.rules.ruleset import builtins
from referee_app.texts import t


class EntryView(QObject):
    def topic_labels(self) -> dict[str, str]:
        return {
            "deal": t("common.deal"),
            "dice": t("casistica.dice"),
            "attack": t("casistica.attack"),
            "declarations": t("casistica.declarations"),
            "reinforcements": t("casistica.reinforcements"),
            "sets": t("casistica.sets"),
            "cards": t("common.cards"),
            "movement": t("casistica.movement"),
            "risiko": t("common.risiko"),
            "withdrawal": t("casistica.withdrawal"),
            "neutral": t("common.neutral"),
            "sdadata": t("casistica.sdadata"),
            "clock": t("common.clock"),
            "penalties": t("common.penalties"),
            "conduct": t("casistica.conduct"),
            "referee": t("common.referee"),
            "two-player": t("casistica.two_players"),
            "scoring": t("casistica.scoring"),
        }


    def entry_html(self, entry: CasisticaEntry, langs: tuple[Lang, ...]) -> str:
        esc = html.escape
        parts = []
        for lang in langs:
            flag = f"<span style='color:#90a4ae'>[{lang.upper()}]</span> " if len(langs) > 1 else ""
            parts.append(f"<h2>{flag}{esc(entry.title.get(lang))}</h2><p style='font-size:12pt'>"
                         f"{esc(entry.text.get(lang))}</p>")
        if entry.origin == "event":
            source = esc(t("casistica.ruling_of_this_event"))
        else:
            source = "<br>".join(f"{esc(s.regulation)} — {esc(s.section)}"
                                 + (f": <i>{esc(s.item)}</i>" if s.item else "") for s in entry.sources)
        labels = self.topic_labels()
        names = {r.id: r.name for r in builtins()}
        rulesets = ", ".join(esc(names.get(r, r)) for r in entry.rulesets)
        topics = ", ".join(esc(labels.get(t, t)) for t in entry.topics)
        rows = ((t("casistica.source"), source), (t("casistica.rulesets"), rulesets), (t("casistica.topics"), topics),
                (t("casistica.id"), f"<code>{esc(entry.id)}</code>"))
        return ("".join(parts) + "<hr><table cellspacing='4'>"
                + "".join(f"<tr><td><b>{esc(head)}</b></td><td>{value}</td></tr>" for head, value in rows)
                + "</table>")


    def action_label(self, action: str | None) -> str | None:
        """The button text for a ruling's app action, None when it has none."""
        if action is None:
            return None
        if action.startswith("penalty:"):
            return t("casistica.apply_the_penalty_at")
        return {"sdadata": t("casistica.open_the_sdadata_at"), "deal-check": t("casistica.deal_check"),
                "score": t("casistica.open_the_standings")}.get(action)
