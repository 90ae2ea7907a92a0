"""How many territory cards a player may hold (docs/rules.md §4).

Federal rules (Marsala 2011): at most 7; at 7 a player draws no card until he has played a set, and when he
eliminates a player he takes (at random) only as many of the victim's cards as keep him within 7. Raduno
(Raduno): a player found with 8 or more discards them all. `risk-classic` (RISK box rules): at most 5, and at 5
he must play a set.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from referee_app.rules.errors import InputError
from referee_app.rules.params import CardParams

HandSanction = Literal["none", "discard_all", "discard_excess", "must_play"]


@dataclass(frozen=True)
class HandCheck:
    count: int
    limit: int | None
    sanction: HandSanction
    discard: int
    may_draw: bool
    must_play: bool


def _count(value: int, field: str) -> int:
    if value < 0:
        raise InputError(field, f"must not be negative, got {value}")
    return value


def check_hand(params: CardParams, count: int) -> HandCheck:
    """What holding `count` cards means: may he draw, must he play, and the sanction if he is over the
    limit (`discard` = cards he loses)."""
    _count(count, "count")
    limit = params.hand_limit
    if limit is None:
        return HandCheck(count, None, "none", 0, True, False)
    at_or_over = count >= limit
    may_draw = not (at_or_over and params.at_limit == "no_draw")
    must_play = ((params.at_limit == "must_play" and at_or_over)
                 or (params.over_limit == "must_play" and count > limit))
    if count <= limit or params.over_limit == "none":
        return HandCheck(count, limit, "none", 0, may_draw, must_play)
    discard = {"discard_all": count, "discard_excess": count - limit, "must_play": 0}[params.over_limit]
    return HandCheck(count, limit, params.over_limit, discard, may_draw, must_play)


@dataclass(frozen=True)
class EliminationCards:
    take: int
    discard: int


def cards_on_elimination(params: CardParams, hand: int, victim_cards: int) -> EliminationCards:
    """How many of an eliminated player's cards the winner takes (chosen at random) and how many are
    discarded."""
    _count(hand, "hand")
    _count(victim_cards, "victim_cards")
    cap = params.taken_on_elimination_max
    take = victim_cards if cap is None else max(0, min(victim_cards, cap - hand))
    return EliminationCards(take=take, discard=victim_cards - take)
