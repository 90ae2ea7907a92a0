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
        return t("deal.skips_would_hold_of", who.player, who.held + 1, continent.size, continent.name,
                 continent.max_at_deal)

    def step(self, step: DealStep) -> str:
        """'Africa del Sud: skips Carla (...), goes to Bruno'; a plain card is just 'Alaska → Bruno'."""
        if step.swap is not None:
            return self.swap(step.swap)
        if step.to is None:
            return t("deal.stays_neutral", step.card)
        if step.jolly:
            return t("deal.jolly_to_no_territory", step.to)
        if step.passed:
            skips = ", ".join(self.passed(step.card, p) for p in step.passed)
            return t("deal.goes_to", step.card, skips, step.to)
        return f"{step.card} → {step.to}"

    def swap(self, swap: Swap) -> str:
        return t("deal.fits_nobody_still_due", swap.card, swap.with_card, swap.players[0], swap.players[1])

    # ---- a finished distribution ---------------------------------------------------------------------------
    def violation(self, v: Violation) -> str:
        text = t("deal.holds_territories_in_at", v.player, v.count, v.continent, v.max)
        return text + (" — " + t("deal.unavoidable_with_these_counts") if v.unavoidable else "")

    def count_error(self, c: CountError) -> str:
        expected = str(c.expected_max) if c.expected_min == c.expected_max else f"{c.expected_min}–{c.expected_max}"
        return t("deal.holds_territories_the_deal", c.player, c.count, expected)

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
            lines.append(t("deal.neutral", ", ".join(result.neutral)))
        jollies = [f"{p} ({n})" for p, n in result.jollies.items() if n]
        if jollies:
            lines.append(t("deal.jolly_cards", ", ".join(jollies)))
        return lines

    def plan(self, plan: ComoPlan) -> list[str]:
        """Who abandons how many territories where, and who re-occupies in which order."""
        lines = []
        for a in plan.abandonments:
            parts = [t("deal.in", n, c) for c, n in a.forced.items()]
            if a.to_level:
                parts.append(t("deal.of_his_choice", a.to_level))
            if parts:
                lines.append(t("deal.abandons", a.player, ", ".join(parts)))
        if not lines:
            return [t("deal.nobody_abandons_territories")]
        if plan.level is not None:
            lines.append(t("deal.everybody_keeps_territories", plan.level))
        lines.append(t("deal.re_occupation_one_territory", plan.starter, ", ".join(plan.order)))
        return lines

    # ---- bad input -----------------------------------------------------------------------------------------
    def error(self, exc: Exception, player: str | None = None) -> str:
        """An engine refusal in words: the unknown name with the nearest one, a card twice, what is unheld."""
        if isinstance(exc, UnknownTerritoryError):
            text = t("deal.unknown_territory_did_you" if exc.suggestion else "deal.unknown_territory", exc.name,
                     exc.suggestion)
        elif isinstance(exc, CardTwiceError) and isinstance(exc.first, int):
            text = t("deal.was_already_drawn_as", exc.name, exc.first + 1)
        elif isinstance(exc, CardTwiceError):
            text = t("deal.is_written_for_both", exc.name, exc.first, player or "")
        elif isinstance(exc, UnheldError):
            text = t("deal.nobody_holds_this_deal" if exc.unheld else "deal.every_territory_is_held",
                     ", ".join(exc.unheld), exc.neutral)
        else:
            text = exc.message if isinstance(exc, InputError) else str(exc)
        return f"{player}: {text}" if player and not isinstance(exc, CardTwiceError | UnheldError) else text
