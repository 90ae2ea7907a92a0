"""The event's facts the national circuit asks for: organiser, tournament type, declared rounds, round dates.

The tournament type ("Tipologia di Torneo") is the event's own field, so the organiser can always set it; a
new event starts from its ruleset's usual type (rules/circuit.py `default_type`). Round dates: one per round,
the event's date for a round without one.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass

from referee_app.ops.changes import Changes
from referee_app.ops.event_ops import event_date, required_text
from referee_app.ops.session import Session
from referee_app.rules import circuit
from referee_app.rules.errors import InputError

MAX_ROUNDS = 30  # the circuit's workbook has 30 round dates


@dataclass(frozen=True)
class CircuitDetails:
    organiser: str = ""
    tournament_type: str = ""
    declared_rounds: int = 0
    round_dates: tuple[str, ...] = ()  # ISO (or dd/mm/yyyy as typed), round 1 first


def details(session: Session) -> CircuitDetails:
    event = session.event
    return CircuitDetails(event.organiser, event.tournament_type, event.declared_rounds, event.round_dates)


def round_date(session: Session, number: int) -> str:
    """The ISO date round `number` was played: its own date, else the event's."""
    dates = session.event.round_dates
    return dates[number - 1] if 0 < number <= len(dates) and dates[number - 1] else session.event.date


def set_details(session: Session, wanted: CircuitDetails) -> Changes:
    """Check everything, then write: a type the circuit does not know, more than 30 rounds, a date that is
    not one or dates out of order are refused with nothing written."""
    organiser = required_text("organiser", wanted.organiser, required=False)
    kind = circuit.tournament_type(wanted.tournament_type) if wanted.tournament_type.strip() else ""
    if kind is None:
        raise InputError("tournament_type", code="unknown_type", message=f"{wanted.tournament_type!r} is not a type of "
                              f"the circuit: {', '.join(circuit.TOURNAMENT_TYPES)}", value=wanted.tournament_type)
    rounds = wanted.declared_rounds
    if isinstance(rounds, bool) or not isinstance(rounds, int) or not 0 <= rounds <= MAX_ROUNDS:
        raise InputError("declared_rounds", code="bad_rounds", message=f"the declared rounds are 1 to {MAX_ROUNDS}, "
                              f"got {rounds!r}", value=str(rounds))
    dates = _dates(wanted.round_dates)
    session.store.set_circuit_details(session.event_id, organiser, kind, rounds, dates)
    session.reload_event()
    return Changes(event=True, standings=True)


def _dates(typed: Sequence[str]) -> list[str]:
    if len(typed) > MAX_ROUNDS:
        raise InputError("round_dates", code="bad_rounds", message=f"at most {MAX_ROUNDS} round dates",
                         value=str(len(typed)))
    dates: list[str] = []
    for i, text in enumerate(typed):
        try:
            dates.append(event_date(_iso(text)))
        except InputError:
            raise InputError("round_dates", code="bad_round_date", message=f"round {i + 1}: {text!r} is not a date",
                                  value=text) from None
        if len(dates) > 1 and dates[-1] < dates[-2]:
            raise InputError("round_dates", code="dates_order", message=f"round {i + 1} comes before round {i}",
                                  value=str(i + 1))
    return dates


def _iso(text: str) -> str:
    """"12/03/2026" -> "2026-03-12"; anything else as typed (the event's date check refuses it)."""
    parts = text.strip().replace(".", "/").replace("-", "/").split("/")
    if len(parts) == 3 and len(parts[2]) == 4 and all(p.isdigit() for p in parts):
        try:
            return dt.date(int(parts[2]), int(parts[1]), int(parts[0])).isoformat()
        except ValueError:
            return text
    return text.strip()
