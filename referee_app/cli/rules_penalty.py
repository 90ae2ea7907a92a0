"""`referee-app rules penalty`: one sanction, set value or reinforcement count per call (docs/cli.md,
docs/penalty.md)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, cast

from referee_app.cli.fields import check_type, optional, require
from referee_app.rules import cards, penalties, reinforcements, sets
from referee_app.rules.board import classic_board
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset

NO_RULE: dict[str, Any] = {"sanction": "none", "remove": 0}


def _count(data: Mapping[str, Any], key: str, default: int | None = None) -> int:
    """A whole number >= 0; required unless a default is given."""
    value = require(data, key, int) if default is None else optional(data, key, int, default)
    if value < 0:
        raise InputError(key, f"must not be negative, got {value}")
    return int(value)


def _optional_count(data: Mapping[str, Any], key: str) -> int | None:
    return None if data.get(key) is None else _count(data, key)


def _out(out: penalties.PlayerOut | None) -> dict[str, Any] | None:
    if out is None:
        return None
    return {"code": out.code, "territories": "neutral_keep_armies", "ranks_as_first_eliminated":
            out.ranks_as_first_eliminated, "keeps_place_points": out.keeps_place_points,
            "dice_rolled_by_previous": out.dice_rolled_by_previous,
            "expelled_from_tournament": out.expelled_from_tournament}


def _excess_reinforcement(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    result = penalties.excess_reinforcement(ruleset.penalties, _count(data, "excess"),
                                            require(data, "self_declared", bool), _optional_count(data, "placed"))
    if not ruleset.penalties.excess_reinforcement_penalty:
        return dict(NO_RULE)
    return {"remove": result.remove, "sanction": result.code, "from_placed": result.from_placed,
            "from_choice": result.from_choice}


def _army_cap(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    result = penalties.army_cap(ruleset.penalties, _count(data, "armies_on_board"),
                                require(data, "self_declared", bool), _optional_count(data, "cap"))
    if result.cap is None:
        return dict(NO_RULE)
    return {"remove": result.remove, "cap": result.cap, "sanction": result.code, "excess": result.excess}


def _missed_sdadata_roll(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    next_turn_over = optional(data, "next_turn_over", bool, True)
    result = penalties.missed_sdadata_roll(ruleset.penalties, _count(data, "previous_warnings"), next_turn_over)
    if ruleset.penalties.missed_roll_warnings_before_exclusion is None:
        return dict(NO_RULE)
    return {"sanction": result.code, "may_still_roll": result.may_still_roll, "exclusion": _out(result.out)}


def _cards_in_hand(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    result = cards.check_hand(ruleset.cards, _count(data, "count"))
    out: dict[str, Any] = {"sanction": result.sanction, "limit": result.limit, "discard": result.discard,
                           "may_draw": result.may_draw, "must_play": result.must_play}
    if result.limit is None:
        out.update(NO_RULE)
    return out


def _elimination_cards(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    result = cards.cards_on_elimination(ruleset.cards, _count(data, "hand"), _count(data, "victim_cards"))
    return {"take": result.take, "discard": result.discard}


def _territories(data: Mapping[str, Any], key: str, required: bool) -> tuple[str, ...]:
    names = require(data, key, list) if required else optional(data, key, list, [])
    for i, name in enumerate(names):
        check_type(name, str, f"{key}[{i}]")
    return reinforcements.owned_territories(classic_board(), names, key)


def _card(raw: Any, field: str) -> sets.Card:
    check_type(raw, dict, field)
    symbol = require(raw, "symbol", str, field)
    if symbol not in sets.SYMBOLS:
        raise InputError(f"{field}.symbol", f"expected one of {', '.join(sets.SYMBOLS)}, got {symbol!r}")
    territory = optional(raw, "territory", str, None, field)
    if territory is not None:
        territory = classic_board().resolve(territory, f"{field}.territory")
    return sets.Card(symbol=cast(sets.Symbol, symbol), territory=territory)


def _set_value(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    raw_cards = require(data, "cards", list)
    played = [_card(raw, f"cards[{i}]") for i, raw in enumerate(raw_cards)]
    result = sets.set_value(ruleset.sets, played, set(_territories(data, "owned", required=False)),
                            reinforcements_placed=optional(data, "reinforcements_placed", bool, False),
                            sets_traded_before=_count(data, "sets_traded_before", 0),
                            escalating=optional(data, "escalating", bool, None))
    return {"value": result.total, "combination": result.combination, "jolly": result.jolly,
            "base": result.base, "bonus": result.bonus, "bonus_territories": list(result.bonus_territories),
            "trade_number": result.trade_number}


def _reinforcements(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    owned = _territories(data, "territories", required=True)
    due = reinforcements.reinforcements(classic_board(), ruleset.reinforcements, owned,
                                        attacks=optional(data, "attacks", bool, False),
                                        set_armies=_count(data, "set_value", 0))
    out = {"territory_armies": due.territory_armies, "minimum_applied": due.minimum_applied,
           "continents": list(due.continents), "continent_armies": due.continent_armies,
           "set_armies": due.set_armies, "total": due.total}
    if optional(data, "two_player_neutral", bool, False):
        out["neutral_armies"] = reinforcements.neutral_army_share(due)
    return out


def _undeclared_risiko(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    ruling = penalties.undeclared_risiko()
    return {"sanction": ruling.code, "exclusion": _out(ruling.out)}


def _false_risiko(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    ruling = penalties.false_risiko()
    return {"sanction": "none", "ruling": ruling.code, "play_resumes": ruling.play_resumes}


def _withdrawal(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    reason = require(data, "reason", str)
    if reason not in ("force_majeure", "refused_decision"):
        raise InputError("reason", f'expected "force_majeure" or "refused_decision", got {reason!r}')
    out = penalties.player_out(cast(penalties.OutReason, reason))
    return {"sanction": out.code, **(_out(out) or {})}


def _card_drawn_without_right(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    ruling = penalties.card_drawn_without_right()
    return {"sanction": "none", "ruling": ruling.code, "reshuffle_deck": ruling.reshuffle_deck}


def _forgotten_draw(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    ruling = penalties.forgotten_draw(require(data, "next_player_done_placing", bool))
    return {"sanction": "none", "ruling": ruling.code, "may_draw": ruling.code == "draw_allowed"}


def _free_sanction(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    points = optional(data, "points", (int, float), 0)
    result = penalties.free_sanction(ruleset.penalties, require(data, "reason", str), points,
                                     optional(data, "disqualification", bool, False))
    if result.code == "none":
        return dict(NO_RULE)
    return {"sanction": result.code, "reason": result.reason, "points": result.points_deducted,
            "exclusion": _out(result.out)}


KINDS: dict[str, Callable[[Ruleset, Mapping[str, Any]], dict[str, Any]]] = {
    "excess_reinforcement": _excess_reinforcement,
    "army_cap": _army_cap,
    "missed_sdadata_roll": _missed_sdadata_roll,
    "cards_in_hand": _cards_in_hand,
    "elimination_cards": _elimination_cards,
    "set_value": _set_value,
    "reinforcements": _reinforcements,
    "undeclared_risiko": _undeclared_risiko,
    "false_risiko": _false_risiko,
    "withdrawal": _withdrawal,
    "card_drawn_without_right": _card_drawn_without_right,
    "forgotten_draw": _forgotten_draw,
    "free_sanction": _free_sanction,
}


def penalty(ruleset: Ruleset, data: dict[str, Any]) -> dict[str, Any]:
    kind = require(data, "kind", str)
    handler = KINDS.get(kind)
    if handler is None:
        raise InputError("kind", f"unknown kind {kind!r}; expected one of {', '.join(KINDS)}")
    return handler(ruleset, data)
