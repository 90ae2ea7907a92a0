"""`referee-app rules sdadata`: replay the turns played since time expired (docs/cli.md, docs/rules.md §3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee_app.cli.fields import check_type, optional, players_list, require
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import Ruleset
from referee_app.rules.schema import read_input
from dataclasses import replace

from referee_app.rules import dice
from referee_app.rules.sdadata import (SdadataState, TurnEvent, TurnPlan, TurnResult, apply_turn, start,
                                       turn_plan)

_LEFT_KEYS = ("eliminated", "excluded", "withdrawn")


def sdadata(ruleset: Ruleset, data: dict[str, Any]) -> dict[str, Any]:
    if ruleset.sdadata is None:
        raise InputError("--ruleset", f'ruleset "{ruleset.id}" has no sdadata: its games end only by '
                                      "objective or by the organiser's own rule")
    players = players_list(data)
    expiry = require(data, "expired_during_turn_of", str)
    left = {key: _names(data, key) for key in _LEFT_KEYS}
    state = start(ruleset.sdadata, players, expiry, **left)
    ignored: dict[int, int] = {}
    for i, raw in enumerate(require(data, "turns", list)):
        prefix = f"turns[{i}]"
        try:
            event = read_input(TurnEvent, raw, ("turns", i))  # the turn end's one reader (rules/schema.py)
            event, ignored_roll = _without_superfluous_roll(state, event)
            state = apply_turn(state, event)
        except InputError as exc:
            if exc.field.startswith(prefix):
                raise
            raise exc.at(prefix) from None
        if ignored_roll is not None:
            ignored[i] = ignored_roll
    out = state_json(state)
    for i, roll in ignored.items():
        out["turns"][i]["ignored_roll"] = roll
    return out


def _without_superfluous_roll(state: SdadataState, event: TurnEvent) -> tuple[TurnEvent, int | None]:
    """A dice sum given for a turn that does not roll is set aside, not refused: docs/cli.md makes `roll`
    required only when the turn rolls, and scripts often carry every roll the table threw. The output
    reports it as `ignored_roll`. (The window, where a referee types it, refuses it with the reason.)"""
    if event.roll is None or event.missed_roll or event.roll not in dice.SUMS:
        return event, None
    if turn_plan(state, replace(event, roll=None)).rolls:
        return event, None
    return replace(event, roll=None), event.roll


def state_json(state: SdadataState) -> dict[str, Any]:
    """The command's output object: also what the hall board can show for one table."""
    following = state.next_turn
    return {
        "ended": state.ended,
        "end": state.end,
        "anchor": state.anchor,
        "turns": [_result_json(r) for r in state.turns],
        "next": None if following is None else _plan_json(following),
        "statuses": dict(zip(state.players, state.statuses, strict=True)),
    }


def _plan_json(plan: TurnPlan) -> dict[str, Any]:
    return {
        "player": plan.player,
        "phase": plan.phase,
        "rolls": plan.rolls,
        "ending_sums": None if plan.ending_sums is None else list(plan.ending_sums),
        "probability": plan.probability_text,
        "sdadata_round": plan.sdadata_round,
        "rolled_by": plan.rolled_by,
        "no_roll_reason": plan.no_roll_reason,
    }


def _result_json(result: TurnResult) -> dict[str, Any]:
    out = _plan_json(result.plan)
    out.update(roll=result.event.roll, ended_game=result.ended_game, anchor=result.anchor,
               missed_roll=result.event.missed_roll)
    return out


def _names(data: Mapping[str, Any], key: str) -> tuple[str, ...]:
    """Who was already out when time expired."""
    names = optional(data, key, list, [])
    return tuple(check_type(name, str, f"{key}[{i}]") for i, name in enumerate(names))
