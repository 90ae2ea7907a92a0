"""A ruling as the casistica page shows it: its text in one or both languages, its sources, rulesets and
topics, and the label of the app action it points to."""

from __future__ import annotations

import html

from PySide6.QtCore import QObject

from referee_app.rules.casistica import CasisticaEntry, Lang
from referee_app.rules.ruleset import builtins


class EntryView(QObject):
    def topic_labels(self) -> dict[str, str]:
        return {
            "deal": self.tr("Deal"), "dice": self.tr("Dice"), "attack": self.tr("Attack"),
            "declarations": self.tr("Declarations"), "reinforcements": self.tr("Reinforcements"),
            "sets": self.tr("Sets"), "cards": self.tr("Cards"), "movement": self.tr("Movement"),
            "risiko": self.tr("RisiKo!"), "withdrawal": self.tr("Withdrawal"), "neutral": self.tr("Neutral"),
            "sdadata": self.tr("Sdadata"), "clock": self.tr("Clock"), "penalties": self.tr("Penalties"),
            "conduct": self.tr("Conduct"), "referee": self.tr("Referee"), "two-player": self.tr("Two players"),
        }


    def entry_html(self, entry: CasisticaEntry, langs: tuple[Lang, ...]) -> str:
        esc = html.escape
        parts = []
        for lang in langs:
            flag = f"<span style='color:#90a4ae'>[{lang.upper()}]</span> " if len(langs) > 1 else ""
            parts.append(f"<h2>{flag}{esc(entry.title.get(lang))}</h2><p style='font-size:12pt'>"
                         f"{esc(entry.text.get(lang))}</p>")
        if entry.origin == "event":
            source = esc(self.tr("Ruling of this event (organiser)"))
        else:
            source = "<br>".join(f"{esc(s.regulation)} — {esc(s.section)}"
                                 + (f": <i>{esc(s.item)}</i>" if s.item else "") for s in entry.sources)
        labels = self.topic_labels()
        names = {r.id: r.name for r in builtins()}
        rulesets = ", ".join(esc(names.get(r, r)) for r in entry.rulesets)
        topics = ", ".join(esc(labels.get(t, t)) for t in entry.topics)
        rows = ((self.tr("Source"), source), (self.tr("Rulesets"), rulesets), (self.tr("Topics"), topics),
                (self.tr("Id"), f"<code>{esc(entry.id)}</code>"))
        return ("".join(parts) + "<hr><table cellspacing='4'>"
                + "".join(f"<tr><td><b>{esc(head)}</b></td><td>{value}</td></tr>" for head, value in rows)
                + "</table>")


    def action_label(self, action: str | None) -> str | None:
        """The button text for a ruling's app action, None when it has none."""
        if action is None:
            return None
        if action.startswith("penalty:"):
            return self.tr("Apply the penalty at the table")
        return {"sdadata": self.tr("Open the sdadata at the table"), "deal-check": self.tr("Deal check"),
                "score": self.tr("Open the standings")}.get(action)
