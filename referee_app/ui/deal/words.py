"""The deal screen's sentences: the engine's steps, skips, swaps, violations, count errors, the Como plan and
bad-input errors in the referee's language. Only wording: every fact comes from `rules/deal/procedure*`."""

from __future__ import annotations

from collections.abc import Sequence

from referee_app.rules.board import Board
from referee_app.rules.deal.como import ComoPlan
from referee_app.rules.deal.deck import CardTwiceError, UnheldError
from referee_app.rules.deal.result import CountError, DealResult, Swap, Violation
from referee_app.rules.deal.steps import DealStep, Passed
from referee_app.rules.errors import InputError, UnknownTerritoryError
from referee_app.texts import t


class DealWords:
    def __init__(self, board: Board) -> None:
        self.board = board

    # ---- one card ------------------------------------------------------------------------------------------
    def passed(self, card: str, who: Passed) -> str:
        continent = self.board.continents[self.board.continent_of(card)]
        return (t("deal.skips_would_hold_of")
                .replace("%1", who.player).replace("%2", str(who.held + 1)).replace("%3", str(continent.size))
                .replace("%4", continent.name).replace("%5", str(continent.max_at_deal)))

    def step(self, step: DealStep) -> str:
        """'Africa del Sud: skips Carla (...), goes to Bruno'; a plain card is just 'Alaska → Bruno'."""
        if step.swap is not None:
            return self.swap(step.swap)
        if step.to is None:
            return t("deal.stays_neutral").replace("%1", step.card)
        if step.jolly:
            return t("deal.jolly_to_no_territory").replace("%1", step.to)
        if step.passed:
            skips = ", ".join(self.passed(step.card, p) for p in step.passed)
            return t("deal.goes_to").replace("%1", step.card).replace("%2", skips).replace("%3", step.to)
        return f"{step.card} → {step.to}"

    def swap(self, swap: Swap) -> str:
        return (t("deal.fits_nobody_still_due")
                .replace("%1", swap.card).replace("%2", swap.with_card).replace("%3", swap.players[0])
                .replace("%4", swap.players[1]))

    # ---- a finished distribution ---------------------------------------------------------------------------
    def violation(self, v: Violation) -> str:
        text = (t("deal.holds_territories_in_at").replace("%1", v.player)
                .replace("%2", str(v.count)).replace("%3", v.continent).replace("%4", str(v.max)))
        return text + (" — " + t("deal.unavoidable_with_these_counts") if v.unavoidable else "")

    def count_error(self, c: CountError) -> str:
        expected = str(c.expected_max) if c.expected_min == c.expected_max else f"{c.expected_min}–{c.expected_max}"
        return (t("deal.holds_territories_the_deal").replace("%1", c.player)
                .replace("%2", str(c.count)).replace("%3", expected))

    def verdict(self, result: DealResult) -> str:
        if not result.valid:
            return t("deal.not_valid")
        if result.cap == "abandonment" and result.violations:
            return t("deal.valid_the_excess_is")
        return t("deal.valid")

    def notes(self, result: DealResult, steps: Sequence[DealStep] = ()) -> list[str]:
        """Skips and swaps (from the steps, which know how many each skipped player held), then what is wrong."""
        lines = [self.step(s) for s in steps if s.passed or s.swap is not None]
        if not steps:
            lines += [self.swap(s) for s in result.swaps]
        lines += [self.count_error(c) for c in result.count_errors]
        lines += [self.violation(v) for v in result.violations]
        if result.neutral:
            lines.append(t("deal.neutral").replace("%1", ", ".join(result.neutral)))
        jollies = [f"{p} ({n})" for p, n in result.jollies.items() if n]
        if jollies:
            lines.append(t("deal.jolly_cards").replace("%1", ", ".join(jollies)))
        return lines

    def plan(self, plan: ComoPlan) -> list[str]:
        """Who abandons how many territories where, and who re-occupies in which order."""
        lines = []
        for a in plan.abandonments:
            parts = [t("deal.in").replace("%1", str(n)).replace("%2", c) for c, n in a.forced.items()]
            if a.to_level:
                parts.append(t("deal.of_his_choice").replace("%1", str(a.to_level)))
            if parts:
                lines.append(t("deal.abandons").replace("%1", a.player).replace("%2", ", ".join(parts)))
        if not lines:
            return [t("deal.nobody_abandons_territories")]
        if plan.level is not None:
            lines.append(t("deal.everybody_keeps_territories").replace("%1", str(plan.level)))
        lines.append(t("deal.re_occupation_one_territory")
                     .replace("%1", plan.starter).replace("%2", ", ".join(plan.order)))
        return lines

    # ---- bad input -----------------------------------------------------------------------------------------
    def error(self, exc: Exception, player: str | None = None) -> str:
        """An engine refusal in words: the unknown name with the nearest one, a card twice, what is unheld."""
        if isinstance(exc, UnknownTerritoryError):
            text = (t("deal.unknown_territory_did_you").replace("%2", exc.suggestion)
                    if exc.suggestion else t("deal.unknown_territory")).replace("%1", exc.name)
        elif isinstance(exc, CardTwiceError) and isinstance(exc.first, int):
            text = t("deal.was_already_drawn_as").replace("%1", exc.name).replace(
                "%2", str(exc.first + 1))
        elif isinstance(exc, CardTwiceError):
            text = t("deal.is_written_for_both").replace("%1", exc.name).replace(
                "%2", str(exc.first)).replace("%3", player or "")
        elif isinstance(exc, UnheldError):
            text = (t("deal.nobody_holds_this_deal").replace("%1", ", ".join(exc.unheld))
                    if exc.unheld else t("deal.every_territory_is_held")) \
                .replace("%2", str(exc.neutral))
        else:
            text = exc.message if isinstance(exc, InputError) else str(exc)
        return f"{player}: {text}" if player and not isinstance(exc, CardTwiceError | UnheldError) else text
