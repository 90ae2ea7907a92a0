"""Sentences the printouts put together from logged facts: penalties with the consequence the engine worked
out, rulings, exclusions, corrections. Italian and English; plain values in, one line of text out."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

_TEXTS: dict[str, dict[str, str]] = {
    "it": {
        "excess_reinforcement": "{player}: rinforzi in eccesso ({excess}, {who}): tolte {remove} armate",
        "army_cap": "{player}: {armies} armate sul tabellone oltre il tetto ({who}): tolte {remove}, tetto ora {cap}",
        "army_cap_none": "{player}: {armies} armate sul tabellone, entro il tetto: nessuna sanzione",
        "missed_sdadata_roll_warning": "{player}: lancio di sdadata dimenticato: ammonizione",
        "missed_sdadata_roll_exclusion": "{player}: secondo lancio di sdadata dimenticato: escluso dalla partita",
        "missed_sdadata_roll_none": "{player}: lancio di sdadata dimenticato: nessuna sanzione fissa",
        "free_sanction": "{player}: sanzione dell'arbitro ({reason}){points}",
        "disqualification": "{player}: squalificato dall'arbitro ({reason}){points}",
        "free_sanction_none": "{player}: segnalazione ({reason}), nessuna sanzione",
        "points": ", tolti {points} punti", "self_declared": "dichiarato dal giocatore", "spotted": "rilevato",
        "warning": "Ammonizione a {player}{reason}", "exclusion": "{player} escluso dalla partita{reason}",
        "withdrawal": "{player} si ritira{reason}", "recovery_minutes": "{minutes} minuti di recupero{reason}",
        "correction": "Risultato corretto con il PIN dell'arbitro capo{reason}",
        "ruling": "{subject}{text}",
        "casistica": " (casistica {entry})",
    },
    "en": {
        "excess_reinforcement": "{player}: excess reinforcements ({excess}, {who}): {remove} armies removed",
        "army_cap": "{player}: {armies} armies on the board above the cap ({who}): {remove} removed, cap now {cap}",
        "army_cap_none": "{player}: {armies} armies on the board, within the cap: no penalty",
        "missed_sdadata_roll_warning": "{player}: forgot the sdadata roll: warning",
        "missed_sdadata_roll_exclusion": "{player}: forgot the sdadata roll a second time: excluded from the game",
        "missed_sdadata_roll_none": "{player}: forgot the sdadata roll: no fixed penalty",
        "free_sanction": "{player}: referee's sanction ({reason}){points}",
        "disqualification": "{player}: disqualified by the referee ({reason}){points}",
        "free_sanction_none": "{player}: reported ({reason}), no penalty",
        "points": ", {points} points deducted", "self_declared": "self-declared", "spotted": "spotted",
        "warning": "Warning to {player}{reason}", "exclusion": "{player} excluded from the game{reason}",
        "withdrawal": "{player} withdraws{reason}", "recovery_minutes": "{minutes} recovery minutes{reason}",
        "correction": "Result corrected with the head referee's PIN{reason}",
        "ruling": "{subject}{text}",
        "casistica": " (casistica {entry})",
    },
}

KINDS: dict[str, dict[str, str]] = {
    "it": {"penalty": "Sanzione", "warning": "Ammonizione", "ruling": "Decisione", "exclusion": "Esclusione",
           "withdrawal": "Ritiro", "recovery_minutes": "Recupero", "correction": "Correzione"},
    "en": {"penalty": "Penalty", "warning": "Warning", "ruling": "Ruling", "exclusion": "Exclusion",
           "withdrawal": "Withdrawal", "recovery_minutes": "Recovery", "correction": "Correction"},
}


def _texts(lang: str) -> dict[str, str]:
    return _TEXTS.get(lang, _TEXTS["it"])


def _number(value: Any) -> str:
    number = float(value)
    return str(int(number)) if number.is_integer() else f"{number:g}"


def kind_label(lang: str, kind: str) -> str:
    return KINDS.get(lang, KINDS["it"]).get(kind, kind)


def penalty_text(lang: str, kind: str, player: str, code: str, facts: Mapping[str, Any], remove: int = 0,
                 cap: int | None = None) -> str:
    """A penalty as the engine ruled it (`code`, `remove`, `cap`), in words."""
    t = _texts(lang)
    who = t["self_declared"] if facts.get("self_declared") else t["spotted"]
    if kind == "excess_reinforcement":
        return t[kind].format(player=player, excess=facts.get("excess", "?"), who=who, remove=remove)
    if kind == "army_cap":
        key = "army_cap_none" if code == "none" else kind
        return t[key].format(player=player, armies=facts.get("armies_on_board", "?"), who=who, remove=remove,
                             cap="—" if cap is None else cap)
    if kind == "missed_sdadata_roll":
        return t.get(f"{kind}_{code}", t[f"{kind}_none"]).format(player=player)
    if kind == "free_sanction":
        points = float(facts.get("points", 0) or 0)
        deducted = t["points"].format(points=_number(points)) if points else ""
        key = {"free_sanction": "free_sanction", "disqualification": "disqualification"}.get(code,
                                                                                             "free_sanction_none")
        return t[key].format(player=player, reason=str(facts.get("reason", "")).strip() or "—", points=deducted)
    return f"{player}: {kind} ({code})"


def _reason(payload: Mapping[str, Any]) -> str:
    reason = str(payload.get("reason", "") or "").strip()
    return f": {reason}" if reason else ""


def ruling_text(lang: str, payload: Mapping[str, Any]) -> str:
    """A referee's ruling; its text may sit under any of the usual keys, with an optional casistica entry."""
    t = _texts(lang)
    text = next((str(payload[k]) for k in ("text", "summary", "ruling", "decision", "reason", "title")
                 if payload.get(k)), "—")
    player = payload.get("player")
    subject = f"{player}: " if player else ""
    entry = payload.get("casistica") or payload.get("entry")
    return t["ruling"].format(subject=subject, text=text) + (t["casistica"].format(entry=entry) if entry else "")


def action_text(lang: str, kind: str, payload: Mapping[str, Any]) -> str:
    """The log line of a logged action other than a penalty."""
    t = _texts(lang)
    if kind == "ruling":
        return ruling_text(lang, payload)
    if kind in ("warning", "exclusion", "withdrawal"):
        return t[kind].format(player=payload.get("player", "?"), reason=_reason(payload))
    if kind == "recovery_minutes":
        return t[kind].format(minutes=_number(payload.get("minutes", 0)), reason=_reason(payload))
    if kind == "correction":
        return t[kind].format(reason=_reason(payload))
    return str(payload.get("text", "")) or kind
