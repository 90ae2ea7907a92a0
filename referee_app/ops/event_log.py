"""The event's penalty and ruling log: every penalty (with the consequence the engine worked out on replay),
warning, ruling, exclusion, withdrawal, recovery minute and result correction still in force, in time order."""

from __future__ import annotations

import datetime as dt

from referee_app.ops.session import Session
from referee_app.reports.models import LogLine
from referee_app.reports.wording import action_text, kind_label, penalty_text

LOGGED_KINDS = ("penalty", "warning", "ruling", "exclusion", "withdrawal", "recovery_minutes", "correction")


def local_time(at: str) -> str:
    """A store timestamp (ISO, UTC) as the hall clock shows it, with the day for events over several days."""
    return dt.datetime.fromisoformat(at).astimezone().strftime("%d/%m %H:%M")


def log_lines(session: Session, lang: str) -> tuple[LogLine, ...]:
    timed: list[tuple[str, LogLine]] = []
    for rnd in session.rounds():
        numbers = {t.id: str(t.number) for t in session.tables(rnd.id)}
        states = session.round_states(rnd.id)
        for table_id, actions in session.store.round_actions(rnd.id).items():
            penalties = iter(states[table_id].penalties)
            for action in actions:
                if action.kind not in LOGGED_KINDS:
                    continue
                if action.kind == "penalty":
                    record = next(penalties)
                    text = penalty_text(lang, record.kind, record.player, record.code, record.facts,
                                        record.remove, record.cap)
                else:
                    text = action_text(lang, action.kind, action.payload)
                line = LogLine(local_time(action.at), numbers[table_id], kind_label(lang, action.kind), text,
                               action.referee, round=str(rnd.number))
                timed.append((action.at, line))
    return tuple(line for _, line in sorted(timed, key=lambda pair: pair[0]))
