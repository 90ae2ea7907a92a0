"""The draw said in the referee's language: constraint names, each table's explanation lines and the reason
of each broken constraint, formatted from the draw's structured fields (the engine's own reasons are
English)."""

from __future__ import annotations

from PySide6.QtCore import QObject

from referee_app.ops.draw_view import draw_bands, met_at_table
from referee_app.ops.rounds import RoundsError
from referee_app.rules.draw.constraints import BAND_KINDS, DrawPlayer, Violation
from referee_app.rules.draw.search import Draw
from referee_app.rules.errors import RulesError
from referee_app.rules.seating import TiedRollError
from referee_app.rules.table.split import TableSplitError
from referee_app.ui.colour_words import ColourWords


class DrawTexts(QObject):
    def constraint(self, name: str) -> str:
        return {
            "random": self.tr("Random"),
            "club_bands": self.tr("One per band of the club ranking"),
            "standings_bands": self.tr("One per band of the standings"),
            "one_per_band": self.tr("One per band"),
            "no_same_club": self.tr("No two of the same club"),
            "no_same_region": self.tr("No two of the same region"),
            "one_per_team": self.tr("One per team"),
            "one_winner_per_table": self.tr("At most one winner of the last round"),
            "one_per_place": self.tr("One of each place of the last round"),
            "no_repeat_opponents": self.tr("No repeat opponents"),
        }.get(name, name)

    def colour(self, name: str) -> str:
        return ColourWords(self).colour(name)

    def place(self, label: str | None) -> str:
        """The engine's place label ("2nd", "4th or lower") as "2°" / "4° o oltre"."""
        if label is None:
            return "—"
        digits = "".join(ch for ch in label if ch.isdigit())
        if label.endswith("or lower"):
            return self.tr("%1° or lower").replace("%1", digits)
        return f"{digits}°"

    def label(self, violation: Violation) -> str:
        if violation.constraint == "one_per_place":
            return self.place(violation.label)
        return violation.label or ""

    def violation(self, v: Violation, constraints: tuple[str, ...], by_swap: bool = False) -> str:
        """Why a constraint is broken at a table: a manual swap, or the draw (and whether any draw could keep it)."""
        names = ", ".join(v.players)
        if v.constraint == "no_repeat_opponents":
            what = self.tr("%1 have already played each other").replace("%1", names)
        elif v.constraint == "one_winner_per_table":
            what = self.tr("%1 winners of the last round at one table").replace("%1", str(len(v.players)))
        elif v.constraint in BAND_KINDS:
            what = self.tr("%1 players of band %2 at one table").replace("%1", str(len(v.players))) \
                .replace("%2", self.label(v))
        elif v.constraint == "one_per_place":
            what = self.tr("%1 players placed %2 in the last round at one table") \
                .replace("%1", str(len(v.players))).replace("%2", self.label(v))
        else:
            what = self.tr("%1 players of %2 at one table").replace("%1", str(len(v.players))) \
                .replace("%2", self.label(v))
        if by_swap:
            why = self.tr("broken by the manual swap, not by the draw")
        elif v.unavoidable:
            why = self.tr("unavoidable: no draw of these players and tables keeps it")
        elif len([c for c in constraints if c != "random"]) > 1:
            why = self.tr("keeping it would break a more important constraint, or more of them")
        else:
            why = self.tr("the draw found no way to keep it")
        return f"{what}; {why}"

    def explanation(self, draw: Draw, table: int) -> list[tuple[str, bool]]:
        """One line per constraint: what these players have in common or not, and whether it is kept."""
        players = {p.name: p for p in draw.players}
        names = draw.tables[table - 1].players
        broken = {v.constraint for v in draw.violations if v.table == table}
        lines: list[tuple[str, bool]] = []
        for constraint in draw.constraints:
            if constraint == "random":
                lines.append((self.tr("Drawn at random"), True))
                continue
            head = self.constraint(constraint)
            values = self._values(draw, constraint, [players[n] for n in names], table)
            lines.append((f"{head}: {values}", constraint not in broken))
        return lines

    def _values(self, draw: Draw, constraint: str, players: list[DrawPlayer], table: int) -> str:
        none = self.tr("none given")
        if constraint == "no_repeat_opponents":
            met = met_at_table(draw, table)
            return ", ".join(f"{a} – {b}" for a, b in met) if met else self.tr("nobody here has met before")
        if constraint == "one_winner_per_table":
            winners = [p.name for p in players if p.is_winner]
            return ", ".join(winners) if winners else self.tr("no winner at this table")
        if constraint in BAND_KINDS:
            bands = draw_bands(draw, constraint)
            return ", ".join(f"{p.name} ({bands[p.name]})" for p in players)
        if constraint == "one_per_place":
            return ", ".join(f"{p.name} ({p.place}°)" if p.place else f"{p.name} (—)" for p in players)
        attribute = {"no_same_club": "club", "no_same_region": "region", "one_per_team": "team"}[constraint]
        return ", ".join(f"{p.name} ({getattr(p, attribute) or none})" for p in players)

    def error(self, exc: RulesError) -> str:
        """An operation's refusal in words a referee understands."""
        if isinstance(exc, TableSplitError):
            sizes = self.tr(" or ").join(str(s) for s in sorted(exc.sizes))
            text = self.tr("%1 checked-in players cannot sit at tables of %2.") \
                .replace("%1", str(exc.players)).replace("%2", sizes)
            options = []
            if exc.drop:
                options.append(self.tr("withdraw %1 player(s) (uncheck them)").replace("%1", str(exc.drop)))
            if exc.add:
                options.append(self.tr("check in %1 more player(s) (late arrivals or reserves)")
                               .replace("%1", str(exc.add)))
            if options:
                text += " " + self.tr("Options: %1.").replace("%1", self.tr("; or ").join(options))
            return text
        if isinstance(exc, TiedRollError):
            return self.tr("%1 are tied: they roll again; enter the new roll after the first one "
                           "(e.g. 6 3).").replace("%1", self.tr(" and ").join(exc.players))
        if isinstance(exc, RoundsError):
            items = ", ".join(str(i) for i in exc.items)
            return {
                "no_players": self.tr("No player is checked in: check players in first."),
                "results_missing": self.tr("The last round is not finished: table(s) %1 have no confirmed "
                                           "result.").replace("%1", items),
                "tie_at_cut": self.tr("%1 are tied across the cut: they roll a die in the standings "
                                      "first.").replace("%1", items),
                "absent_qualified": self.tr("%1 qualified but are not checked in: check them in.")
                .replace("%1", items),
                "complete": self.tr("The event is complete: no round is left to draw."),
                "players_changed": self.tr("The players changed since the draw (check-in): draw again."),
                "phase_split": self.tr("%1 players cannot play %2 tables.")
                .replace("%1", str(exc.items[0] if exc.items else "")).replace("%2", str(exc.items[-1]
                                                                                      if exc.items else "")),
                "round_taken": self.tr("This round was saved meanwhile: draw the next one."),
                "bands_missing": self.tr("The draw takes one player per band: import the ranking (Bands…) or give "
                                         "a band to: %1.").replace("%1", items),
                "not_ranked": self.tr("Not in the imported ranking: %1. Add them to the ranking (Bands…) or "
                                      "give every player a band.").replace("%1", items),
            }.get(exc.kind, str(exc))
        field = getattr(exc, "field", "")
        message = getattr(exc, "message", str(exc))
        if field.endswith(".band") or "needs a band" in message:
            who = field.removesuffix(".band") if field.endswith(".band") else ""
            return self.tr("The draw uses bands of the club ranking: give every player a band on the "
                           "Players page (missing: %1).").replace("%1", who or "—")
        return f"{field}: {message}" if field else message
