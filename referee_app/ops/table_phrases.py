"""What a table's log and the penalty calculator say, as `Phrase`s: a key of the text catalogue
(`phrase.<key>`, with %1, %2 placeholders) and its arguments, which the window and the phones show in their
language and the command line in English. No Qt here."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from referee_app.ops.session import epoch
from referee_app.rules.table.state import PenaltyRecord
from referee_app.store.records import Action
from referee_app.texts import text


@dataclass(frozen=True)
class Phrase:
    key: str
    args: tuple[str, ...] = ()

    @property
    def text(self) -> str:
        """In English: the logs and the command line."""
        return self.say("en")

    def say(self, lang: str) -> str:
        """In `lang` (the window's, a phone page's): the catalogue's `phrase.<key>` with its %1, %2 filled."""
        return text(lang, f"phrase.{self.key}", *self.args)


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
    target: int | None = None  # the entry an undo or redo names (`log.resolve` reads the lines)
    player: str | None = None  # the player the entry names, when it names one

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
    if record.kind in ("wrong_set_value", "reinforcement_count"):
        due = str(facts.get("due", "?"))
        if not facts.get("excess"):
            return Phrase("counted_within", (due,))
        if record.code != "none":
            return Phrase("counted_remove", (due, str(facts.get("excess")), str(record.remove)))
        return Phrase("counted_no_fixed_penalty", (due, str(facts.get("excess"))))
    if record.kind == "cards_in_hand":
        count, limit = str(facts.get("count", "?")), str(record.cap)
        if record.cap is None:
            return Phrase("no_hand_limit")
        if record.code == "discard_excess" and record.remove == 1:
            return Phrase("cards_discard_one", (limit,))
        if record.code in ("discard_all", "discard_excess"):
            return Phrase("cards_" + record.code, (str(record.remove), limit))
        if record.code == "must_play":
            return Phrase("cards_must_play", (count, limit))
        at_limit = int(facts.get("count", 0) or 0) >= int(record.cap)
        return Phrase("cards_at_limit" if at_limit else "cards_within", (count, limit))
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
    if kind == "cards_in_hand":
        return (Phrase(kind, (str(p.get("count")),)),)
    if kind == "wrong_set_value":
        return (Phrase(kind, (str(p.get("claimed")),)), *declared)
    if kind == "reinforcement_count":
        return (Phrase(kind, (str(p.get("placed")), str(p.get("territories")))), *declared)
    if kind == "missed_sdadata_roll":
        return (Phrase(kind),)
    if kind == "free_sanction":
        return (Phrase(kind, (str(p.get("reason", "")),)),)
    return (Phrase("other", (kind,)),)


def log_line(action: Action, in_force: bool) -> LogLine:
    raw = action.payload.get("at")
    at = float(raw) if isinstance(raw, (int, float)) and not isinstance(raw, bool) else epoch(action.at)
    when = dt.datetime.fromtimestamp(at).strftime("%H:%M:%S")
    player = action.payload.get("player")
    return LogLine(action.seq, at, when, action.referee, action.kind,
                   describe(action.kind, action.payload, action.target), in_force, action.target,
                   player if isinstance(player, str) else None)
