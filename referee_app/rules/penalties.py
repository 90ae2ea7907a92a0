"""Penalties, warnings and exclusions (docs/rules.md §5; Marsala 2011 and Raduno Casistica; official referee
of La nostra passione 2018).

Every function returns a frozen result whose `code` is a stable, language-neutral word the GUI and the
PDF reports translate. A ruleset without the rule in question answers with code "none" and removes nothing.
No penalty ever removes a negative number of armies or more armies than the player has on the board.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from referee_app.rules.errors import InputError
from referee_app.rules.params import PenaltyParams

RemovalCode = Literal["none", "remove_excess", "remove_multiple"]
RollCode = Literal["none", "warning", "exclusion"]
OutReason = Literal["missed_sdadata_roll", "undeclared_risiko", "force_majeure", "refused_decision",
                    "referee_disqualification"]
OutCode = Literal["exclusion", "withdrawal", "expulsion", "disqualification"]
RulingCode = Literal["none", "exclusion", "resume_play", "return_card", "draw_allowed", "draw_lost"]


def _not_negative(value: int, field: str) -> int:
    if value < 0:
        raise InputError(field, f"must not be negative, got {value}")
    return value


@dataclass(frozen=True)
class ArmyRemoval:
    """Armies to remove. `from_placed` of them come from the armies just placed (excess reinforcements),
    the rest from territories of the player's choice. `cap` is the player's army cap afterwards."""
    code: RemovalCode
    excess: int
    remove: int
    from_placed: int = 0
    cap: int | None = None
    cap_lowered_by: int = 0

    @property
    def from_choice(self) -> int:
        return self.remove - self.from_placed


NO_REMOVAL = ArmyRemoval(code="none", excess=0, remove=0)


def excess_reinforcement(params: PenaltyParams, excess: int, self_declared: bool,
                         placed: int | None = None) -> ArmyRemoval:
    """Too many reinforcements placed (Marsala 2011 and Raduno Casistica): the excess if he declares it himself, the
    ruleset's multiple of it if the referee or another player spots it. `placed` (the armies placed this
    turn) splits the removal into armies just placed and armies of his choice."""
    _not_negative(excess, "excess")
    if placed is not None and _not_negative(placed, "placed") < excess:
        raise InputError("excess", f"cannot exceed the {placed} armies placed",
                         code="excess_above_placed", placed=str(placed))
    if not params.excess_reinforcement_penalty or excess == 0:
        return NO_REMOVAL
    factor = 1 if self_declared else params.spotted_multiplier
    remove = factor * excess
    return ArmyRemoval(code="remove_excess" if factor == 1 else "remove_multiple", excess=excess, remove=remove,
                       from_placed=remove if placed is None else min(remove, placed))


def army_cap(params: PenaltyParams, armies_on_board: int, self_declared: bool,
             cap: int | None = None) -> ArmyRemoval:
    """A player above his army cap (Marsala 2011 and Raduno Casistica). `cap` is his current cap (lowered by earlier
    spotted breaches), by default the ruleset's. Self-declared: remove the excess, cap unchanged. Spotted:
    remove the multiple of the excess and lower the cap by the excess, for the rest of the game."""
    _not_negative(armies_on_board, "armies_on_board")
    if cap is not None:
        _not_negative(cap, "cap")
    if params.army_cap is None:
        return NO_REMOVAL
    current = params.army_cap if cap is None else cap
    excess = max(0, armies_on_board - current)
    if excess == 0:
        return ArmyRemoval(code="none", excess=0, remove=0, cap=current)
    if self_declared:
        return ArmyRemoval(code="remove_excess", excess=excess, remove=excess, cap=current)
    # Only a cap already lowered near zero could ask for more than he has; he cannot give more.
    remove = min(params.spotted_multiplier * excess, armies_on_board)
    lowered = min(excess, current)
    return ArmyRemoval(code="remove_multiple", excess=excess, remove=remove, cap=current - lowered,
                       cap_lowered_by=lowered)


@dataclass(frozen=True)
class PlayerOut:
    """What happens when a player leaves a game other than by elimination (Marsala 2011 and Raduno Casistica)."""
    code: OutCode
    reason: OutReason
    territories_neutral: bool
    neutral_only_defend: bool
    ranks_as_first_eliminated: bool
    keeps_place_points: bool
    dice_rolled_by_previous: bool
    expelled_from_tournament: bool


_OUT_CODES: dict[OutReason, OutCode] = {
    "missed_sdadata_roll": "exclusion", "undeclared_risiko": "exclusion", "force_majeure": "withdrawal",
    "refused_decision": "expulsion", "referee_disqualification": "disqualification"}


def player_out(reason: OutReason) -> PlayerOut:
    """Effects of an exclusion (forgotten roll twice, undeclared RisiKo!, referee disqualification), a
    force-majeure withdrawal, or a withdrawal because he refuses a referee decision. In every case his
    territories turn neutral keeping their armies and only defend. Only the force-majeure withdrawal keeps
    the place he ends in (and his sdadata dice are rolled by the previous player); the others rank as the
    first eliminated, and refusing a decision or a disqualification also ends his tournament."""
    withdrawn = reason == "force_majeure"
    return PlayerOut(code=_OUT_CODES[reason], reason=reason, territories_neutral=True, neutral_only_defend=True,
                     ranks_as_first_eliminated=not withdrawn, keeps_place_points=withdrawn,
                     dice_rolled_by_previous=withdrawn,
                     expelled_from_tournament=reason in ("refused_decision", "referee_disqualification"))


@dataclass(frozen=True)
class MissedRoll:
    code: RollCode
    may_still_roll: bool
    out: PlayerOut | None = None


def missed_sdadata_roll(params: PenaltyParams, previous_warnings: int,
                        next_turn_over: bool = True) -> MissedRoll:
    """A forgotten sdadata roll (Marsala 2011 and Raduno Casistica): a verbal warning, and exclusion once the ruleset's
    number of warnings has been given. The dice may still be rolled while the next player is playing his
    turn (`next_turn_over` false); the warning is due either way."""
    _not_negative(previous_warnings, "previous_warnings")
    threshold = params.missed_roll_warnings_before_exclusion
    if threshold is None:
        return MissedRoll(code="none", may_still_roll=not next_turn_over)
    if previous_warnings < threshold:
        return MissedRoll(code="warning", may_still_roll=not next_turn_over)
    return MissedRoll(code="exclusion", may_still_roll=False, out=player_out("missed_sdadata_roll"))


@dataclass(frozen=True)
class Ruling:
    """A fixed ruling of the casistica: `code`, whether play resumes in the same turn, and any exclusion."""
    code: RulingCode
    play_resumes: bool = True
    reshuffle_deck: bool = False
    out: PlayerOut | None = None


def undeclared_risiko() -> Ruling:
    """He completed his objective, did not declare it and played on: excluded when found out."""
    return Ruling(code="exclusion", play_resumes=True, out=player_out("undeclared_risiko"))


def false_risiko() -> Ruling:
    """He declared RisiKo! without having completed the objective: no penalty, his turn goes on from where
    it stopped."""
    return Ruling(code="resume_play")


def card_drawn_without_right() -> Ruling:
    """A card drawn without having conquered: shown to all, put back, the deck reshuffled."""
    return Ruling(code="return_card", reshuffle_deck=True)


def forgotten_draw(next_player_done_placing: bool) -> Ruling:
    """A forgotten card draw may be made until the next player has finished placing his reinforcements (or
    has attacked, moved or passed when he had none to place)."""
    return Ruling(code="draw_lost" if next_player_done_placing else "draw_allowed")


@dataclass(frozen=True)
class FreeSanction:
    """A sanction the official referee imposes at his discretion (La nostra passione 2018), with its reason."""
    code: Literal["none", "free_sanction", "disqualification"]
    reason: str
    points_deducted: float = 0.0
    out: PlayerOut | None = None


def free_sanction(params: PenaltyParams, reason: str, points_deducted: float = 0.0,
                  disqualification: bool = False) -> FreeSanction:
    """Record a discretionary sanction; rulesets without an official referee's free sanctions answer "none"."""
    if not reason.strip():
        raise InputError("reason", "a sanction needs its reason", code="sanction_reason")
    if points_deducted < 0:
        raise InputError("points", f"must not be negative, got {points_deducted}")
    if not params.free_sanctions:
        return FreeSanction(code="none", reason=reason)
    if points_deducted and not params.point_deductions:
        raise InputError("points", "this ruleset does not deduct points", code="no_point_deductions")
    if disqualification:
        return FreeSanction(code="disqualification", reason=reason, points_deducted=points_deducted,
                            out=player_out("referee_disqualification"))
    return FreeSanction(code="free_sanction", reason=reason, points_deducted=points_deducted)
