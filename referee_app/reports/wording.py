"""Sentences the printouts put together from logged facts: penalties with the consequence the engine worked
out, rulings, exclusions, corrections. Italian and English from the text catalogue (`paper.log.*`,
`paper.kind.*`); plain values in, one line of text out."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from referee_app.texts import known, text


def _t(lang: str, name: str, **values: object) -> str:
    """The log template `paper.log.<name>` in `lang`, its `{fields}` filled."""
    return text(lang, f"paper.log.{name}", **values)


def _number(value: Any) -> str:
    number = float(value)
    return str(int(number)) if number.is_integer() else f"{number:g}"


def kind_label(lang: str, kind: str) -> str:
    key = f"paper.kind.{kind}"
    return text(lang, key) if known(key) else kind


def penalty_text(lang: str, kind: str, player: str, code: str, facts: Mapping[str, Any], remove: int = 0,
                 cap: int | None = None) -> str:
    """A penalty as the engine ruled it (`code`, `remove`, `cap`), in words."""
    who = _t(lang, "self_declared") if facts.get("self_declared") else _t(lang, "spotted")
    if kind == "excess_reinforcement":
        return _t(lang, kind, player=player, excess=facts.get("excess", "?"), who=who, remove=remove)
    if kind in ("wrong_set_value", "reinforcement_count"):
        return _t(lang, kind, player=player, due=facts.get("due", "?"), excess=facts.get("excess", "?"), who=who,
                  remove=remove)
    if kind == "cards_in_hand":
        return _t(lang, kind, player=player, count=facts.get("count", "?"), limit="—" if cap is None else cap,
                  remove=remove)
    if kind == "army_cap":
        key = "army_cap_none" if code == "none" else kind
        return _t(lang, key, player=player, armies=facts.get("armies_on_board", "?"), who=who, remove=remove,
                  cap="—" if cap is None else cap)
    if kind == "missed_sdadata_roll":
        key = f"{kind}_{code}" if known(f"paper.log.{kind}_{code}") else f"{kind}_none"
        return _t(lang, key, player=player)
    if kind == "free_sanction":
        points = float(facts.get("points", 0) or 0)
        deducted = _t(lang, "points", points=_number(points)) if points else ""
        key = {"free_sanction": "free_sanction", "disqualification": "disqualification"}.get(code,
                                                                                             "free_sanction_none")
        return _t(lang, key, player=player, reason=str(facts.get("reason", "")).strip() or "—", points=deducted)
    return f"{player}: {kind} ({code})"


def _reason(payload: Mapping[str, Any]) -> str:
    reason = str(payload.get("reason", "") or "").strip()
    return f": {reason}" if reason else ""


def ruling_text(lang: str, payload: Mapping[str, Any]) -> str:
    """A referee's ruling as logged (rules/table/actions.py `Ruling`): the players it concerns, its text and
    the casistica entries it cites."""
    players = ", ".join(str(p) for p in payload.get("players") or ())
    subject = f"{players}: " if players else ""
    entries = ", ".join(str(e) for e in payload.get("entries") or ())
    said = str(payload.get("text") or "—")
    return _t(lang, "ruling", subject=subject, text=said) + (_t(lang, "casistica", entry=entries) if entries else "")


def action_text(lang: str, kind: str, payload: Mapping[str, Any]) -> str:
    """The log line of a logged action other than a penalty."""
    if kind == "ruling":
        return ruling_text(lang, payload)
    if kind in ("warning", "exclusion", "withdrawal"):
        return _t(lang, kind, player=payload.get("player", "?"), reason=_reason(payload))
    if kind == "recovery_minutes":
        return _t(lang, kind, minutes=_number(payload.get("minutes", 0)), reason=_reason(payload))
    if kind == "correction":
        return _t(lang, kind, reason=_reason(payload))
    return str(payload.get("text", "")) or kind
