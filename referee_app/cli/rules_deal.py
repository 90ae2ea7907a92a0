"""`rules deal-check` (docs/cli.md): replay a card order or validate a finished distribution (docs/rules.md §2).

Replaying `cards` follows the ruleset's procedure (docs/deal.md): sequential with skips and swaps,
per-continent (cards regrouped deck by deck), Como (last cards neutral) or box rules (jolly cards count).
Under Como the output also carries the abandonment plan, and the optional `abandoned` / `reoccupied`
fields are checked against it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee_app.cli.fields import check_type, optional, players_list, require
from referee_app.rules.board import Board, classic_board
from referee_app.rules.deal.procedure import check_distribution, replay_deal
from referee_app.rules.deal.como import ComoPlan, check_abandonment, check_reoccupation, plan_abandonment
from referee_app.rules.deal.result import DealResult
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset


def deal_check(ruleset: Ruleset, data: dict[str, Any]) -> dict[str, Any]:
    players = players_list(data)
    board = classic_board()
    if ("cards" in data) == ("hands" in data):
        raise InputError("cards", "give either cards (an order to replay) or hands (a distribution to check)"
                         + (", not both" if "cards" in data else ""))
    if "cards" in data:
        cards = require(data, "cards", list)
        for i, card in enumerate(cards):
            check_type(card, str, f"cards[{i}]")
        result = replay_deal(ruleset.deal, board, players, cards)
    else:
        result = check_distribution(ruleset.deal, board, players, _hands(require(data, "hands", dict)))
    out = result.to_json()
    if ruleset.deal.procedure == "como":
        out.update(_como(ruleset, board, result, data))
    elif "abandoned" in data or "reoccupied" in data:
        field = "abandoned" if "abandoned" in data else "reoccupied"
        raise InputError(field, f"the {ruleset.deal.procedure} deal has no abandonment (ruleset {ruleset.id})")
    return out


def _hands(raw: Mapping[str, Any]) -> dict[str, list[str]]:
    for player, cards in raw.items():
        check_type(cards, list, f"hands.{player}")
        for i, card in enumerate(cards):
            check_type(card, str, f"hands.{player}[{i}]")
    return {str(p): list(c) for p, c in raw.items()}


def _como(ruleset: Ruleset, board: Board, result: DealResult, data: Mapping[str, Any]) -> dict[str, Any]:
    plan = plan_abandonment(board, result.players, result.hands, ruleset.deal.abandon_to_half,
                            ruleset.deal.abandon_to_fewest)
    out: dict[str, Any] = {"abandonment": _plan_json(plan)}
    abandoned = optional(data, "abandoned", dict, None)
    reoccupied = optional(data, "reoccupied", list, None)
    if reoccupied is not None and abandoned is None:
        raise InputError("abandoned", "needed to check the re-occupation")
    if abandoned is None:
        return out
    for player, names in abandoned.items():
        check_type(names, list, f"abandoned.{player}")
        for i, name in enumerate(names):
            check_type(name, str, f"abandoned.{player}[{i}]")
    kept = check_abandonment(board, plan, result.hands, abandoned)
    out["kept"] = {p: list(kept[p]) for p in plan.players}
    if reoccupied is not None:
        for i, name in enumerate(reoccupied):
            check_type(name, str, f"reoccupied[{i}]")
        free = [t for p in plan.players for t in result.hands[p] if t not in kept[p]]
        final = check_reoccupation(board, plan, kept, free, reoccupied)
        out["final_hands"] = {p: list(final[p]) for p in plan.players}
    return out


def _plan_json(plan: ComoPlan) -> dict[str, Any]:
    return {
        "level": plan.level,
        "starter": plan.starter,
        "order": list(plan.order),
        "players": [{"player": a.player, "forced": dict(a.forced), "to_level": a.to_level, "total": a.total}
                    for a in plan.abandonments],
    }
