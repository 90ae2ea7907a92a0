"""Rulings of an event: the referee's own decisions given at a table, and the organiser's own casistica.

A ruling given at a table is an entry of that table's log (kind `ruling`: the text, the players it concerns,
the casistica entries it relies on), so it is hash-chained and undoable like every other table action.
`event_rulings` gathers them all for the event's ruling log.

The organiser's event-specific casistica entries are kept in the database (one row per entry, the JSON of a
casistica entry) and added to the search index at run time with `load_event_entries`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from referee_app.ops.changes import CASISTICA, Changes, Created, table_changed
from referee_app.ops.session import Session, epoch
from referee_app.rules.casistica import CasisticaEntry, CasisticaError, entry_from_dict, load_entries
from referee_app.rules.errors import InputError
from referee_app.rules.names import fold
from referee_app.rules.table.actions import Ruling

if TYPE_CHECKING:  # the index is only filled here: a ruling written at a table needs no search
    from referee_app.rules.casistica_search import CasisticaIndex

MAX_RULING_TEXT = 2000
EVENT_PREFIX = "event-"
# Letters that do not decompose into a base letter plus an accent, so folding keeps them.
_LATIN = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "þ": "th", "ı": "i"})


@dataclass(frozen=True)
class RulingRecord:
    """One ruling of the event's log, as the ruling log shows it."""
    round_number: int
    table_number: int
    table_id: int
    seq: int
    at: float            # when it was given (seconds since the epoch)
    referee: str
    players: tuple[str, ...]
    text: str
    entries: tuple[str, ...]


# ---- rulings at a table --------------------------------------------------------------------------------------
def known_entry_ids(session: Session) -> set[str]:
    """Ids a ruling may cite: the built-in casistica (read once) and the event's own entries (their ids: each
    entry was checked when it was added)."""
    return {e.id for e in load_entries()} | set(session.store.casistica_entry_ids(session.event_id))


def record_ruling(session: Session, table_id: int, ruling: Ruling) -> Changes:
    """Log a referee's ruling at a table; InputError (nothing written) on an empty text, a player not seated
    at the table or an unknown casistica entry. Player names are matched ignoring case and accents and
    stored as seated."""
    text, players, entry_ids = ruling.text, ruling.players, ruling.entries
    table = session.table(table_id)
    if not text.strip():
        raise InputError("text", "write what was decided", code="ruling_text")
    cleaned = text.strip()
    if len(cleaned) > MAX_RULING_TEXT:
        raise InputError("text", f"longer than {MAX_RULING_TEXT} characters",
                         code="too_long", limit=str(MAX_RULING_TEXT))
    at_table = session.table_state(table_id).players
    seated = {fold(name): name for name in at_table} if any(p not in at_table for p in players) else {}
    names: list[str] = []
    for i, player in enumerate(players):
        name = player if player in at_table else seated.get(fold(player))  # as seated, else as typed
        if name is None:
            raise InputError(f"players[{i}]", f"{player!r} is not seated at table {table.number}")
        if name not in names:
            names.append(name)
    known = known_entry_ids(session) if entry_ids else set()
    entries: list[str] = []
    for i, entry_id in enumerate(entry_ids):
        if entry_id not in known:
            raise InputError(f"entries[{i}]", f"no casistica entry {entry_id!r}")
        if entry_id not in entries:
            entries.append(entry_id)
    return table_changed(session.record(table_id, Ruling(cleaned, tuple(names), tuple(entries))), rulings=True)


def event_rulings(session: Session) -> list[RulingRecord]:
    """Every ruling in force at every table of the event (undone ones left out), oldest first."""
    out: list[RulingRecord] = []
    for rnd in session.rounds():
        numbers = {t.id: t.number for t in session.tables(rnd.id)}
        for table_id, actions in session.store.round_actions(rnd.id).items():
            for action in actions:
                if action.kind != "ruling":
                    continue
                payload = action.payload
                at = payload.get("at")
                out.append(RulingRecord(
                    round_number=rnd.number, table_number=numbers[table_id], table_id=table_id, seq=action.seq,
                    at=float(at) if isinstance(at, (int, float)) else epoch(action.at), referee=action.referee,
                    players=tuple(str(p) for p in payload.get("players", ())), text=str(payload.get("text", "")),
                    entries=tuple(str(e) for e in payload.get("entries", ()))))
    out.sort(key=lambda r: (r.at, r.round_number, r.table_number, r.seq))
    return out


# ---- the organiser's own casistica ------------------------------------------------------------------------------
def event_entries(session: Session) -> list[CasisticaEntry]:
    return [entry_from_dict(data, origin="event") for data in session.store.casistica_entries(session.event_id)]


def slug_for(title: str) -> str:
    """An id for an event ruling from its title: `event-` + the folded words joined by hyphens."""
    words = re.findall(r"[a-z0-9]+", fold(title).translate(_LATIN))
    return EVENT_PREFIX + ("-".join(words)[:60].strip("-") or "ruling")


def _both(it: str, en: str, field: str) -> dict[str, str]:
    # An organiser may write in one language only: the same words then stand for both.
    it, en = it.strip(), en.strip()
    if not it and not en:
        raise InputError(field, "write it in Italian or in English", code="ruling_language")
    return {"it": it or en, "en": en or it}


def _words(values: Iterable[str]) -> list[str]:
    return [w.strip() for w in values if w.strip()]


def add_event_entry(session: Session, *, title_it: str = "", title_en: str = "", text_it: str = "",
                    text_en: str = "", topics: Sequence[str] = ("referee",), keywords_it: Iterable[str] = (),
                    keywords_en: Iterable[str] = (), rulesets: Sequence[str] | None = None,
                    action: str | None = None, entry_id: str | None = None) -> Created[CasisticaEntry]:
    """Add an organiser's ruling to the event. The id defaults to `event-<title words>`; it may not be a
    built-in ruling's id or one the event already has. InputError (nothing written) on bad input."""
    title = _both(title_it, title_en, "title")
    data: dict[str, Any] = {
        "id": entry_id if entry_id is not None else slug_for(title["it"]),
        "title": title,
        "text": _both(text_it, text_en, "text"),
        "rulesets": list(rulesets) if rulesets is not None else [session.event.ruleset_id],
        "topics": list(topics),
        "keywords": {"it": _words(keywords_it), "en": _words(keywords_en)},
    }
    if action:
        data["action"] = action
    try:
        entry = entry_from_dict(data, origin="event")
    except CasisticaError as exc:
        raise InputError(exc.key.removeprefix("entry.") or "entry", exc.message) from None
    if entry.id in {e.id for e in load_entries()}:
        raise InputError("id", f"{entry.id!r} is a built-in ruling: choose another id",
                         code="builtin_ruling", id=entry.id)
    session.store.add_casistica_entry(session.event_id, entry.id, data)
    return Created(entry, CASISTICA)


def remove_event_entry(session: Session, entry_id: str) -> Changes:
    """Remove an organiser's ruling; refused while a ruling given at a table cites it."""
    citing = [r for r in event_rulings(session) if entry_id in r.entries]
    if citing:
        first = citing[0]
        raise InputError("entry_id", f"{entry_id!r} is cited by the ruling at table "
                         f"{first.table_number} of round {first.round_number}: it stays",
                         code="ruling_cited", id=entry_id, table=str(first.table_number), round=str(first.round_number))
    session.store.remove_casistica_entry(session.event_id, entry_id)
    return CASISTICA


def load_event_entries(session: Session | None, index: CasisticaIndex,
                       previous: Iterable[str] = ()) -> list[CasisticaEntry]:
    """Put the event's own rulings into `index` (after taking out the ids in `previous`, e.g. another
    event's); returns them."""
    for entry_id in previous:
        index.remove_entry(entry_id)
    entries = event_entries(session) if session is not None else []
    for entry in entries:
        index.add_entry(entry)
    return entries


def restore_event_entry(session: Session, entry: CasisticaEntry) -> Created[CasisticaEntry]:
    """Add back an organiser's ruling exactly as it was (undoing its removal)."""
    return add_event_entry(session, title_it=entry.title.it, title_en=entry.title.en, text_it=entry.text.it,
                           text_en=entry.text.en, topics=entry.topics, keywords_it=entry.keywords_in("it"),
                           keywords_en=entry.keywords_in("en"), rulesets=entry.rulesets, action=entry.action,
                           entry_id=entry.id)
