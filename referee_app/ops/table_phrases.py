"""What a table's log and the penalty calculator say, as `Phrase`s: an English template with %1, %2
placeholders and its arguments, which the window and the phones translate. No Qt here."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from referee_app.ops.session import epoch
from referee_app.rules.table.state import PenaltyRecord
from referee_app.store.records import Action

# Every template a Phrase can carry. The window lists the same strings for translation
# (ui/pages/table_texts.py); a test keeps the two in step.
PHRASES: dict[str, str] = {
    # the action log
    "clock_start": "Clock started",
    "clock_pause": "Clock paused",
    "clock_pause_hall": "Clock paused with the whole hall",
    "clock_resume": "Clock resumed",
    "recovery_minutes": "%1 recovery minutes: %2",
    "time_expired": "Time expired during %1's turn",
    "turn_end": "End of %1's turn",
    "conquered": "conquered %1",
    "eliminated": "eliminated %1",
    "excluded": "excluded: %1",
    "withdrawn": "withdrew: %1",
    "rolled": "rolled %1",
    "missed_roll": "missed the sdadata roll",
    "objective": "completed the objective",
    "elimination": "%1 eliminated",
    "exclusion": "%1 excluded",
    "withdrawal": "%1 withdrew",
    "penalty": "Penalty to %1",
    "excess_reinforcement": "excess reinforcements: %1",
    "army_cap": "armies on the board: %1",
    "missed_sdadata_roll": "missed sdadata roll",
    "free_sanction": "free sanction: %1",
    "self_declared": "declared by himself",
    "spotted": "spotted",
    "ruling": "Ruling: %1",
    "players": "players: %1",
    "casistica": "casistica: %1",
    "referee_called": "Referee called",
    "referee_arrived": "Referee arrived",
    "final_state": "Final state entered",
    "result_confirmed": "Result confirmed",
    "correction": "Result corrected",
    "undo": "Undo of entry %1",
    "redo": "Redo of entry %1",
    "deal": "Territories dealt by the app (seed %1)",
    "deal_table": "Deal made at the table, checked by the referee",
    "other": "Entry: %1",
    # what a penalty means
    "no_fixed_penalty": "No fixed penalty in this ruleset: the illegal armies are simply taken back",
    "nothing_to_remove": "No excess: nothing to remove",
    "remove_placed": "Remove %1 armies from those just placed",
    "no_army_cap": "This ruleset has no army cap",
    "under_cap": "Not above his cap of %1: no penalty",
    "remove_cap_same": "Remove %1 armies; the cap stays %2",
    "remove_cap_lowered": "Remove %1 armies; new cap %2",
    "no_roll_penalty": "No fixed penalty in this ruleset for a missed roll",
    "warning": "Verbal warning",
    "exclusion_out": "Excluded from the game: his territories turn neutral with their armies, he ranks as "
                     "the first eliminated (record the exclusion)",
    "no_free_sanctions": "This ruleset has no free sanctions: kept as a note",
    "sanction": "Sanction: %1",
    "sanction_points": "Sanction: %1; %2 points deducted",
    "disqualification": "Disqualified: %1 (record the exclusion)",
}


@dataclass(frozen=True)
class Phrase:
    key: str
    args: tuple[str, ...] = ()

    @property
    def template(self) -> str:
        return PHRASES[self.key]

    @property
    def text(self) -> str:
        return fill(self.template, self.args)


def fill(template: str, args: Sequence[str]) -> str:
    """Replace %1, %2 ... (highest first, so %1 never eats the start of %10)."""
    for i in range(len(args), 0, -1):
        template = template.replace(f"%{i}", args[i - 1])
    return template


def _number(value: float) -> str:
    return f"{value:g}"


@dataclass(frozen=True)
class LogLine:
    seq: int
    at: float
    when: str
    referee: str
    kind: str
    parts: tuple[Phrase, ...]
    in_force: bool

    @property
    def text(self) -> str:
        return "; ".join(p.text for p in self.parts)


# ---- texts -----------------------------------------------------------------------------------------------

def consequence(record: PenaltyRecord, ruleset_cap: int | None) -> Phrase:
    """What the engine's answer to a penalty means at the table."""
    facts = record.facts
    if record.kind == "excess_reinforcement":
        if record.code != "none":
            return Phrase("remove_placed", (str(record.remove),))
        return Phrase("nothing_to_remove") if not facts.get("excess") else Phrase("no_fixed_penalty")
    if record.kind == "army_cap":
        if ruleset_cap is None:
            return Phrase("no_army_cap")
        if record.code == "none":
            return Phrase("under_cap", (str(record.cap),))
        key = "remove_cap_same" if record.code == "remove_excess" else "remove_cap_lowered"
        return Phrase(key, (str(record.remove), str(record.cap)))
    if record.kind == "missed_sdadata_roll":
        return {"none": Phrase("no_roll_penalty"), "warning": Phrase("warning")}.get(record.code,
                                                                                    Phrase("exclusion_out"))
    reason = str(facts.get("reason", ""))
    points = float(facts.get("points", 0) or 0)
    if record.code == "none":
        return Phrase("no_free_sanctions")
    if record.code == "disqualification":
        return Phrase("disqualification", (reason,))
    return Phrase("sanction_points", (reason, _number(points))) if points else Phrase("sanction", (reason,))


def _names(payload: Mapping[str, Any], key: str) -> str:
    return ", ".join(str(n) for n in payload.get(key) or ())


def describe(kind: str, payload: Mapping[str, Any], target: int | None = None) -> tuple[Phrase, ...]:
    """A log entry as phrases: the first says what happened, the others add its facts."""
    p = payload
    player = str(p.get("player", ""))
    if kind == "clock_pause":
        return (Phrase("clock_pause_hall" if p.get("scope") == "hall" else "clock_pause"),)
    if kind in ("clock_start", "clock_resume", "final_state", "result_confirmed", "correction"):
        return (Phrase(kind),)
    if kind == "recovery_minutes":
        return (Phrase(kind, (_number(float(p.get("minutes", 0))), str(p.get("reason", "")))),)
    if kind in ("time_expired", "elimination", "exclusion", "withdrawal"):
        return (Phrase(kind, (player,)),)
    if kind == "turn_end":
        parts = [Phrase("turn_end", (player,))]
        if p.get("conquered"):
            parts.append(Phrase("conquered", (str(p["conquered"]),)))
        parts += [Phrase(key, (_names(p, key),)) for key in ("eliminated", "excluded", "withdrawn") if p.get(key)]
        if p.get("roll") is not None:
            parts.append(Phrase("rolled", (str(p["roll"]),)))
        parts += [Phrase(key) for key in ("missed_roll", "objective") if p.get(key)]
        return tuple(parts)
    if kind == "penalty":
        return (Phrase("penalty", (player,)), *_penalty_facts(p))
    if kind == "ruling":
        parts = [Phrase("ruling", (str(p.get("text", "")),))]
        parts += [Phrase(key, (_names(p, source),)) for key, source in (("players", "players"),
                                                                        ("casistica", "entries")) if p.get(source)]
        return tuple(parts)
    if kind == "referee_call":
        return (Phrase("referee_called" if p.get("called", True) else "referee_arrived"),)
    if kind in ("undo", "redo"):
        return (Phrase(kind, (str(target),)),)
    if kind == "deal":
        if p.get("source") == "table":
            return (Phrase("deal_table"),)
        return (Phrase("deal", (str(p.get("seed", "—")),)),)
    return (Phrase("other", (kind,)),)


def _penalty_facts(p: Mapping[str, Any]) -> tuple[Phrase, ...]:
    kind = str(p.get("kind", ""))
    declared = (Phrase("self_declared" if p.get("self_declared") else "spotted"),)
    if kind == "excess_reinforcement":
        return (Phrase(kind, (str(p.get("excess")),)), *declared)
    if kind == "army_cap":
        return (Phrase(kind, (str(p.get("armies_on_board")),)), *declared)
    if kind == "missed_sdadata_roll":
        return (Phrase(kind),)
    if kind == "free_sanction":
        return (Phrase(kind, (str(p.get("reason", "")),)),)
    return (Phrase("other", (kind,)),)


def log_line(action: Action, in_force: bool) -> LogLine:
    raw = action.payload.get("at")
    at = float(raw) if isinstance(raw, (int, float)) and not isinstance(raw, bool) else epoch(action.at)
    when = dt.datetime.fromtimestamp(at).strftime("%H:%M:%S")
    return LogLine(action.seq, at, when, action.referee, action.kind,
                   describe(action.kind, action.payload, action.target), in_force)
