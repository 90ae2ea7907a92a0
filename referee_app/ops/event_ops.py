"""Setting up an event: create it (ruleset frozen, head referee PIN), list, export, import, change the PIN.

These work on the store before any event is open, so they take the `Store` rather than a `Session`.
Every function checks its whole input first and writes nothing on bad input (an `InputError` with a `code`).
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from referee_app.ops.changes import EVENTS, Created
from referee_app.rules.errors import InputError, RulesetError
from referee_app.store.errors import WrongPin
from referee_app.store.records import Event
from referee_app.store.store import Store
from referee_app.rules.ruleset import BUILTIN_IDS, builtin, load_ruleset
from referee_app.rules.circuit import default_type, tournament_type
from referee_app.rules.objectives import OFFICIAL_VALUE, official_deck_cards
from referee_app.ops.results import DECK_RECORD

if TYPE_CHECKING:
    from referee_app.rules.ruleset import Ruleset

PIN_MIN_DIGITS, PIN_MAX_DIGITS = 6, 64
MAX_TEXT = 200
_PIN = re.compile(rf"[0-9]{{{PIN_MIN_DIGITS},{PIN_MAX_DIGITS}}}")


@dataclass(frozen=True)
class EventSummary:
    id: int
    name: str
    date: str
    venue: str
    ruleset_id: str
    ruleset_name: str
    players: int
    present: int


def required_text(field: str, value: str, *, required: bool = True) -> str:
    cleaned = " ".join(str(value or "").split())
    if required and not cleaned:
        raise InputError(field, "must not be empty", code="required")
    if len(cleaned) > MAX_TEXT:
        raise InputError(field, f"longer than {MAX_TEXT} characters", code="too_long", limit=str(MAX_TEXT))
    return cleaned


def event_date(value: str | dt.date) -> str:
    if isinstance(value, dt.date) and not isinstance(value, dt.datetime):
        return value.isoformat()
    try:
        return dt.date.fromisoformat(str(value).strip()).isoformat()
    except ValueError:
        raise InputError("date", f"expected a date YYYY-MM-DD, got {value!r}", code="date", value=str(value)) from None


def resolve_ruleset(choice: str | Path) -> Ruleset:
    """A built-in id, or the path of a custom ruleset file (checked key by key by the engine)."""

    text = str(choice).strip()
    if not text:
        raise InputError("ruleset", "choose a ruleset", code="required")
    if text in BUILTIN_IDS:
        return builtin(text)
    path = Path(text)
    if not path.is_file():
        raise InputError("ruleset", f"{text} is neither a built-in ruleset nor a file",
                         code="ruleset_missing", path=text)
    try:
        return load_ruleset(path)
    except RulesetError as exc:
        raise InputError("ruleset", f"{path.name}: {exc}",
                         code="ruleset_invalid", file=path.name, key=exc.key or "-", detail=exc.message) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError("ruleset", f"cannot read {path.name}: {exc}",
                         code="ruleset_unreadable", file=path.name, detail=str(exc)) from None


def new_pin(pin: str, again: str, field: str = "pin") -> str:
    """A head referee PIN typed twice: only digits, at least four, and the same both times."""
    if not _PIN.fullmatch(pin or ""):
        raise InputError(field, f"the PIN must be {PIN_MIN_DIGITS} to {PIN_MAX_DIGITS} digits",
                         code="pin_digits", minimum=str(PIN_MIN_DIGITS))
    if pin != again:
        raise InputError(f"{field}_again", "the two PINs differ", code="pin_mismatch")
    return pin


MOST_ROUNDS = 60


def with_declared_rounds(ruleset: Ruleset, rounds: int | None) -> Ruleset:
    """The ruleset with the organiser's number of rounds (`standings.rounds_declared`: a club season, an open);
    unchanged when he declares none."""
    if rounds is None:
        return ruleset
    standings = ruleset.standings
    if not standings.rounds_declared:
        raise InputError("declared_rounds", f"{ruleset.id} fixes its rounds ({standings.qualifier_rounds})",
                         code="rounds_fixed", value=str(standings.qualifier_rounds))
    least = standings.counted_rounds or 1
    if not least <= rounds <= MOST_ROUNDS:
        raise InputError("declared_rounds", f"expected {least} to {MOST_ROUNDS} rounds, got {rounds}",
                         code="rounds_range", minimum=str(least))
    return replace(ruleset, standings=replace(standings, qualifier_rounds=rounds))


def create_event(store: Store, name: str, date: str | dt.date, venue: str, ruleset: str | Path, pin: str,
                 pin_again: str, official_deck: bool = False, referee: str = "",
                 rounds: int | None = None) -> Created[int]:
    """Create an event with its ruleset frozen; the new event's id. `official_deck`: an event whose ruleset
    plays the 86-point objective cards starts with the 16 official cards as its deck (the organiser may load
    his own later). `rounds`: the declared rounds of a club season or an open (`standings.rounds_declared`),
    frozen as its qualifier rounds and kept as the event's declared rounds."""
    checked_name = required_text("name", name)
    checked_date = event_date(date)
    checked_venue = required_text("venue", venue, required=False)
    chosen = with_declared_rounds(resolve_ruleset(ruleset), rounds)
    checked_pin = new_pin(pin, pin_again)
    event_id = store.create_event(checked_name, checked_date, checked_venue, chosen, checked_pin)

    # the circuit's tournament type the ruleset is played as: its own `circuit_type`, else by its id
    kind = (tournament_type(chosen.circuit_type) if chosen.circuit_type else None) or default_type(chosen.id)
    if kind or rounds:
        store.set_circuit_details(event_id, "", kind or "", rounds or 0, ())
    if official_deck and chosen.scoring.objective_total == OFFICIAL_VALUE:

        store.add_event_record(event_id, DECK_RECORD, {"cards": official_deck_cards()}, referee.strip() or "—")
    return Created(event_id, EVENTS)


def summary(store: Store, event: Event) -> EventSummary:
    people = store.players(event.id)
    name = str(event.ruleset_data.get("name", event.ruleset_id))
    return EventSummary(event.id, event.name, event.date, event.venue, event.ruleset_id, name, len(people),
                        sum(1 for p in people if p.present))


def database_folder(store: Store) -> Path:
    """Where the database file lies (exports are offered next to it)."""
    return store.path.parent


def list_events(store: Store) -> list[EventSummary]:
    """Every event of this database, newest date first."""
    return sorted((summary(store, e) for e in store.events()), key=lambda s: (s.date, s.id), reverse=True)


def event_summary(store: Store, event_id: int) -> EventSummary:
    return summary(store, store.event(event_id))


def export_event(store: Store, event_id: int, path: str | Path) -> Path:
    dest = Path(path)
    if not str(path).strip() or dest.is_dir():
        raise InputError("file", "choose a file name", code="file_required")
    try:
        return store.export_event(event_id, dest)
    except OSError as exc:
        raise InputError("file", f"cannot write {dest}: {exc}", code="export_failed", detail=str(exc)) from None


def import_event(store: Store, path: str | Path) -> Created[int]:
    """Import an exported event file; the new event's id (refused if damaged or already here)."""
    source = Path(path)
    if not source.is_file():
        raise InputError("file", f"{source} does not exist", code="file_missing", path=str(source))
    try:
        return Created(store.import_event(source), EVENTS)
    except InputError as exc:
        already = "already in this database" in exc.message
        raise InputError("file", f"{source.name}: {exc.message}",
                         code="already_imported" if already else "import_failed", file=source.name,
                         detail=exc.message) from None
    except OSError as exc:
        raise InputError("file", f"cannot read {source}: {exc}",
                         code="import_failed", file=source.name, detail=str(exc)) from None


def change_pin(store: Store, event_id: int, old_pin: str, pin: str, pin_again: str) -> None:
    checked = new_pin(pin, pin_again)
    try:
        store.change_pin(event_id, old_pin, checked)
    except WrongPin:
        raise InputError("old_pin", "wrong head referee PIN", code="pin_wrong") from None
