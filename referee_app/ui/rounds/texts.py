"""The draw said in the referee's language: constraint names, each table's explanation lines and the reason
of each broken constraint, formatted from the draw's structured fields (the engine's own reasons are
English)."""

from __future__ import annotations


from referee_app.ops.draw_view import draw_bands, met_at_table
from referee_app.ops.rounds import RoundsError
from referee_app.rules.draw.constraints import BAND_KINDS, DrawPlayer, Violation
from referee_app.rules.draw.search import Draw
from referee_app.rules.seating import TiedRollError
from referee_app.rules.table.split import TableSplitError
from referee_app.rules.errors import Location, field_of
from referee_app.ui.describe import describe
from referee_app.ui.widgets.seat_colours import ColourWords
from referee_app.texts import t


class DrawTexts:
    def constraint(self, name: str) -> str:
        return {
            "random": t("rounds.random"),
            "club_bands": t("rounds.club_bands"),
            "standings_bands": t("rounds.one_per_band_of"),
            "one_per_band": t("rounds.one_per_band"),
            "no_same_club": t("rounds.no_same_club"),
            "no_same_region": t("rounds.no_two_of_the"),
            "one_per_team": t("rounds.one_per_team"),
            "one_winner_per_table": t("rounds.at_most_one_winner"),
            "one_per_place": t("rounds.one_of_each_place"),
            "no_repeat_opponents": t("rounds.no_repeat_opponents"),
        }.get(name, name)

    def colour(self, name: str) -> str:
        return ColourWords().colour(name)

    def place(self, label: str | None) -> str:
        """The engine's place label ("2nd", "4th or lower") as "2°" / "4° o oltre"."""
        if label is None:
            return "—"
        digits = "".join(ch for ch in label if ch.isdigit())
        if label.endswith("or lower"):
            return t("rounds.or_lower", digits)
        return f"{digits}°"

    def label(self, violation: Violation) -> str:
        if violation.constraint == "one_per_place":
            return self.place(violation.label)
        return violation.label or ""

    def violation(self, v: Violation, constraints: tuple[str, ...], by_swap: bool = False) -> str:
        """Why a constraint is broken at a table: a manual swap, or the draw (and whether any draw could keep it)."""
        names = ", ".join(v.players)
        if v.constraint == "no_repeat_opponents":
            what = t("rounds.have_already_played_each", names)
        elif v.constraint == "one_winner_per_table":
            what = t("rounds.winners_of_the_last", len(v.players))
        elif v.constraint in BAND_KINDS:
            what = t("rounds.players_of_band_at", len(v.players), self.label(v))
        elif v.constraint == "one_per_place":
            what = t("rounds.players_placed_in_the", len(v.players), self.label(v))
        else:
            what = t("rounds.players_of_at_one", len(v.players), self.label(v))
        if by_swap:
            why = t("rounds.broken_by_the_manual")
        elif v.unavoidable:
            why = t("rounds.unavoidable_no_draw_of")
        elif len([c for c in constraints if c != "random"]) > 1:
            why = t("rounds.keeping_it_would_break")
        else:
            why = t("rounds.the_draw_found_no")
        return f"{what}; {why}"

    def explanation(self, draw: Draw, table: int) -> list[tuple[str, bool]]:
        """One line per constraint: what these players have in common or not, and whether it is kept."""
        players = {p.name: p for p in draw.players}
        names = draw.tables[table - 1].players
        broken = {v.constraint for v in draw.violations if v.table == table}
        lines: list[tuple[str, bool]] = []
        for constraint in draw.constraints:
            if constraint == "random":
                lines.append((t("rounds.drawn_at_random"), True))
                continue
            head = self.constraint(constraint)
            values = self._values(draw, constraint, [players[n] for n in names], table)
            lines.append((f"{head}: {values}", constraint not in broken))
        return lines

    def _values(self, draw: Draw, constraint: str, players: list[DrawPlayer], table: int) -> str:
        none = t("rounds.none_given")
        if constraint == "no_repeat_opponents":
            met = met_at_table(draw, table)
            return ", ".join(f"{a} – {b}" for a, b in met) if met else t("rounds.nobody_here_has_met")
        if constraint == "one_winner_per_table":
            winners = [p.name for p in players if p.is_winner]
            return ", ".join(winners) if winners else t("rounds.no_winner_at_this")
        if constraint in BAND_KINDS:
            bands = draw_bands(draw, constraint)
            return ", ".join(f"{p.name} ({bands[p.name]})" for p in players)
        if constraint == "one_per_place":
            return ", ".join(f"{p.name} ({p.place}°)" if p.place else f"{p.name} (—)" for p in players)
        attribute = {"no_same_club": "club", "no_same_region": "region", "one_per_team": "team"}[constraint]
        return ", ".join(f"{p.name} ({getattr(p, attribute) or none})" for p in players)

    def error(self, exc: Exception) -> str:
        """An operation's refusal in words a referee understands."""
        if isinstance(exc, TableSplitError):
            sizes = t("common.or").join(str(s) for s in sorted(exc.sizes))
            text = t("rounds.checked_in_players_cannot", exc.players, sizes)
            options = []
            if exc.drop:
                options.append(t("rounds.withdraw_player_s_uncheck", exc.drop))
            if exc.add:
                options.append(t("rounds.check_in_more_player", exc.add))
            if options:
                text += " " + t("rounds.options", t("rounds.or").join(options))
            return text
        if isinstance(exc, TiedRollError):
            return t("rounds.are_tied_they_roll", t("rounds.and_joiner").join(exc.players))
        if isinstance(exc, RoundsError):
            items = ", ".join(str(i) for i in exc.items)
            return {
                "no_players": t("rounds.no_player_is_checked"),
                "results_missing": t("rounds.the_last_round_is", items),
                "tie_at_cut": t("rounds.are_tied_across_the", items),
                "absent_qualified": t("rounds.qualified_but_are_not", items),
                "complete": t("rounds.the_event_is_complete"),
                "players_changed": t("rounds.the_players_changed_since"),
                "phase_split": t("rounds.players_cannot_play_tables", exc.items[0] if exc.items else "",
                                 exc.items[-1] if exc.items else ""),
                "round_taken": t("rounds.this_round_was_saved"),
                "bands_missing": t("rounds.the_draw_takes_one", items),
                "not_ranked": t("rounds.not_in_the_imported", items),
            }.get(exc.kind, str(exc))
        location: Location = getattr(exc, "location", ())
        if location[-1:] == ("band",) or "needs a band" in getattr(exc, "message", ""):
            who = field_of(location[:-1]) if location[-1:] == ("band",) else ""
            return t("rounds.the_draw_uses_bands", who or "—")
        return describe(exc)
