"""The armies of a played set of three territory cards (docs/rules.md §4).

A card carries one symbol (cannon, infantry, cavalry) and a territory, or is a jolly (all symbols, no
territory). Federal rules (Marsala 2011 and Raduno, also `como-2000`): three equal 8, one of each 10, jolly with two
equal 12. Editrice Giochi box rules 1997: 4/6/8 by symbol, 10, 12; `nostra-passione-2018` raises three equal to 8.
Those rulesets add a bonus for every card of the set whose territory the player owns, and accept the jolly
only next to two equal cards. `risk-classic` (RISK box rules): 4/6/8/10, the jolly completes any combination, no
territory bonus; in the escalating variant the n-th set traded in the game is worth the n-th entry of a table.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Literal

from referee_app.rules.errors import InputError, RulesetError
from referee_app.rules.params import SetParams

Symbol = Literal["cannon", "infantry", "cavalry", "jolly"]
SYMBOLS: tuple[Symbol, ...] = ("cannon", "infantry", "cavalry", "jolly")
_THREE_OF: dict[str, str] = {"cannon": "three_cannons", "infantry": "three_infantry", "cavalry": "three_cavalry"}


class SetError(InputError):
    """Three cards that do not form a set the ruleset accepts, or a set played when it no longer may be."""


@dataclass(frozen=True)
class Card:
    symbol: Symbol
    territory: str | None = None


@dataclass(frozen=True)
class SetValue:
    combination: str
    jolly: bool
    base: int
    bonus_territories: tuple[str, ...]
    bonus: int
    trade_number: int

    @property
    def total(self) -> int:
        return self.base + self.bonus


def _check_cards(cards: Sequence[Card], field: str) -> None:
    if len(cards) != 3:
        raise SetError(field, f"a set is exactly 3 cards, got {len(cards)}")
    seen: dict[str, int] = {}
    for i, card in enumerate(cards):
        if card.symbol not in SYMBOLS:
            raise SetError(f"{field}[{i}].symbol", f"expected one of {', '.join(SYMBOLS)}, got {card.symbol!r}")
        if card.symbol == "jolly" and card.territory is not None:
            raise SetError(f"{field}[{i}].territory", "a jolly shows no territory")
        if card.territory is not None:
            if card.territory in seen:
                raise SetError(f"{field}[{i}].territory",
                               f'"{card.territory}" is already card {field}[{seen[card.territory]}]')
            seen[card.territory] = i


def combination(params: SetParams, cards: Sequence[Card], field: str = "cards") -> tuple[str, bool]:
    """(the combination the cards form, whether a jolly is in it), or SetError saying why it is no set."""
    _check_cards(cards, field)
    symbols = [c.symbol for c in cards if c.symbol != "jolly"]
    jollies = 3 - len(symbols)
    if jollies > 1:
        raise SetError(field, "a set holds at most one jolly")
    distinct = set(symbols)
    if jollies == 0:
        if len(distinct) == 1:
            return _THREE_OF[symbols[0]], False
        if len(distinct) == 3:
            return "one_of_each", False
        raise SetError(field, "two equal cards and a different one are not a set")
    if not params.jolly_wild:
        if len(distinct) == 1:
            return "jolly_two_equal", True
        raise SetError(field, "in this ruleset the jolly goes only with two equal cards")
    return (_THREE_OF[symbols[0]] if len(distinct) == 1 else "one_of_each"), True


def escalating_value(params: SetParams, trade_number: int) -> int:
    """Armies for the `trade_number`-th set traded in the game (1 = first) in the escalating variant."""
    if trade_number < 1:
        raise InputError("trade_number", f"the first set traded is number 1, got {trade_number}")
    if not params.escalating:
        raise RulesetError("sets.escalating", "this ruleset has no escalating table")
    table = params.escalating
    if trade_number <= len(table):
        return table[trade_number - 1]
    return table[-1] + params.escalating_step * (trade_number - len(table))


def set_value(params: SetParams, cards: Sequence[Card], owned: Collection[str] = (), *,
              reinforcements_placed: bool = False, sets_traded_before: int = 0,
              escalating: bool | None = None, field: str = "cards") -> SetValue:
    """The armies a set is worth. `owned` holds the canonical names of the player's territories;
    `sets_traded_before` counts the sets traded in the whole game so far (escalating variant only)."""
    if reinforcements_placed and params.no_set_after_placing:
        raise SetError("reinforcements_placed",
                       "no set may be played once a reinforcement has been placed this turn")
    if sets_traded_before < 0:
        raise InputError("sets_traded_before", f"must not be negative, got {sets_traded_before}")
    kind, jolly = combination(params, cards, field)
    trade_number = sets_traded_before + 1
    use_escalating = params.escalating_on if escalating is None else escalating
    if use_escalating:
        if not params.escalating:
            raise InputError("escalating", "this ruleset has no escalating table")
        base = escalating_value(params, trade_number)
    elif kind in params.values:
        base = params.values[kind]
    else:
        raise RulesetError(f"sets.values.{kind}", "no value for this combination")
    bonus_territories = tuple(c.territory for c in cards if c.territory is not None and c.territory in owned
                              and params.owned_territory_bonus > 0)
    return SetValue(combination=kind, jolly=jolly, base=base, bonus_territories=bonus_territories,
                    bonus=params.owned_territory_bonus * len(bonus_territories), trade_number=trade_number)


def claimed_excess(params: SetParams, combination: str, claimed: int, bonus_territories: int = 0,
                   sets_traded_before: int = 0) -> tuple[int, int]:
    """A set played for `claimed` armies: (what it is worth, the armies placed beyond that). The worth is the
    combination's value (the escalating table's where the ruleset uses it) plus the bonus of the
    `bonus_territories` shown cards whose territory the player holds."""
    for field, number in (("claimed", claimed), ("bonus_territories", bonus_territories),
                          ("sets_traded_before", sets_traded_before)):
        if number < 0:
            raise InputError(field, f"must not be negative, got {number}")
    if params.escalating_on:
        base = escalating_value(params, sets_traded_before + 1)
    elif combination in params.values:
        base = params.values[combination]
    else:
        raise InputError("combination", f"unknown set {combination!r}; known: {', '.join(params.values)}")
    worth = base + params.owned_territory_bonus * bonus_territories
    return worth, max(0, claimed - worth)
