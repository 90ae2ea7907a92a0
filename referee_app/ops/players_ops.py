"""The players of the open event: add, edit, check in and out, import from CSV.

Display names are unique within an event (compared without case or accents): the draw, the result sheets
and the standings name players, so two "Mario Rossi" would be ambiguous at the table. The circuit allows two
players of the same name when their birth dates differ: the second one's display name then carries his club,
nickname or birth year ("Mario Rossi (Trapani)", rules/people.py); without birth dates that tell them apart
the second is refused and the referee types a name that does. A CSV import is all or nothing: the preview
lists every bad line and every repeated name with its line number, and `import_players_file` refuses the file until
the preview is clean.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass, replace
from pathlib import Path

from referee_app.ops.changes import PLAYERS, Changes, Created
from referee_app.ops.event_ops import required_text
from referee_app.ops.ranking import ranks_from_csv
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules import look_alikes, names, people
from referee_app.rules.people import Identity, Namesake, display_names, full_name, split_name
from referee_app.store.csv_import import MAX_BAND, CsvRow, parse_players_csv
from referee_app.store.errors import PinNeeded
from referee_app.store.records import Player
from referee_app.store.workbook_import import is_workbook, parse_players_workbook


@dataclass(frozen=True)
class PlayerDetails:
    """What the organiser types. `name` is the display name: when empty, first name and surname make it.
    `birth_date` as typed (dd/mm/yyyy or ISO), ISO once checked."""
    name: str
    club: str = ""
    region: str = ""
    team: str = ""
    band: int | None = None
    first_name: str = ""
    surname: str = ""
    nickname: str = ""
    birth_date: str = ""
    national_id: str = ""

    def identity(self) -> dict[str, str]:
        return {"first_name": self.first_name, "surname": self.surname, "nickname": self.nickname,
                "birth_date": self.birth_date, "national_id": self.national_id}

    def who(self) -> Identity:
        return Identity(self.name, full_name(self.first_name, self.surname), self.club, self.nickname,
                        self.birth_date)


@dataclass(frozen=True)
class LineProblem:
    """One bad line of a CSV file: `code` + `params` for the window's translated text, `message` in English."""
    line: int
    code: str
    message: str
    params: tuple[tuple[str, str], ...] = ()

    def param(self, key: str) -> str:
        return dict(self.params).get(key, "")


@dataclass(frozen=True)
class ImportPreview:
    rows: tuple[CsvRow, ...]
    problems: tuple[LineProblem, ...]
    encoding: str
    delimiter: str

    @property
    def valid(self) -> bool:
        return not self.problems

    def bad_lines(self) -> set[int]:
        return {p.line for p in self.problems}


def checked_details(details: PlayerDetails) -> PlayerDetails:
    band = details.band
    if band is not None and (isinstance(band, bool) or not isinstance(band, int) or not 1 <= band <= MAX_BAND):
        raise InputError("band", f"the band must be a whole number from 1 to {MAX_BAND}, got {band!r}", code="band")
    first = required_text("first_name", details.first_name, required=False)
    surname = required_text("surname", details.surname, required=False)
    typed = details.name if details.name.strip() else full_name(first, surname)
    name = required_text("name", typed)
    if not (first or surname):
        first, surname = split_name(name)
    return PlayerDetails(name, required_text("club", details.club, required=False),
                         required_text("region", details.region, required=False),
                         required_text("team", details.team, required=False), band, first, surname,
                         required_text("nickname", details.nickname, required=False),
                         people.birth_date("birth_date", details.birth_date, dt.date.today()),
                         people.national_id("national_id", details.national_id))


def who(player: Player) -> Identity:
    return details_of(player).who()


def _display_name(session: Session, details: PlayerDetails, player_id: int | None = None) -> PlayerDetails:
    """`details` under the display name it gets beside the event's other players (rules/people.py), or
    InputError("name") when its name and birth date do not tell it apart from one of them."""
    others = [who(p) for p in session.players() if p.id != player_id]
    placed = display_names([details.who()], others)[0]
    if isinstance(placed, Namesake):
        code = "same_person" if placed.same_birth else "duplicate_name"
        raise InputError("name", f"{placed.other} is already a player of this event", code=code, name=placed.other)
    return replace(details, name=placed)


def add_player(session: Session, details: PlayerDetails, present: bool = True) -> Created[int]:
    """The new player's id."""
    checked = _display_name(session, checked_details(details))
    return Created(session.store.add_player(session.event_id, checked.name, checked.club, checked.region,
                                            checked.team, checked.band, present, checked.identity()), PLAYERS)


def player(session: Session, player_id: int) -> Player:
    """A player of the session's event; InputError("player_id") for any other id."""
    return _own_player(session, player_id)


def _own_player(session: Session, player_id: int) -> Player:
    player = session.store.player(player_id)
    if player.event_id != session.event_id:
        raise InputError("player_id", f"no player {player_id} in this event", code="no_player")
    return player


def rename_needs_pin(session: Session, player_id: int, details: PlayerDetails) -> bool:
    """True when `details` renames a player who sits at a table with a confirmed result: the result sheets
    and the standings would show the confirmed places under the new name, so the head referee's PIN."""
    player = _own_player(session, player_id)
    if checked_details(details).name == player.name:
        return False
    seated = [table.id for rnd in session.rounds() for table in session.tables(rnd.id)
              if any(seat.player_id == player_id for seat in table.seats)]
    return bool(session.store.rankings(table_ids=seated))


def edit_player(session: Session, player_id: int, details: PlayerDetails, pin: str | None = None) -> Changes:
    """Change a player's details; renaming a player of a confirmed table needs the head referee's `pin`
    (PinNeeded without it). The rename is logged and never moves a point (results go by seat and id)."""
    _own_player(session, player_id)
    checked = _display_name(session, checked_details(details), player_id)
    if pin is None and rename_needs_pin(session, player_id, checked):
        raise PinNeeded("pin")
    session.store.update_player(player_id, checked.name, checked.club, checked.region, checked.team,
                                checked.band, checked.identity(), session.referee, pin)
    session.forget()  # the kept table states name the players as seated
    return Changes(players=True, all_tables=True, standings=True)


def details_of(player: Player) -> PlayerDetails:
    return PlayerDetails(player.name, player.club, player.region, player.team, player.band, player.first_name,
                         player.surname, player.nickname, player.birth_date, player.national_id)


def set_present(session: Session, player_id: int, present: bool) -> Changes:
    """Check-in: a late arrival (True) or a withdrawal (False); the next round's draw follows the flag."""
    _own_player(session, player_id)
    session.store.set_present(player_id, present)
    return Changes(players=True, rounds=True)


def remove_player(session: Session, player_id: int) -> Player:
    """Take back a player added by mistake (refused once seated); returns the player for `restore_player`."""
    _own_player(session, player_id)
    return session.store.remove_player(player_id)


def restore_player(session: Session, player: Player) -> Changes:
    if player.event_id != session.event_id:
        raise InputError("player_id", f"player {player.id} belongs to another event", code="no_player")
    _display_name(session, details_of(player), player.id)
    session.store.restore_player(player)
    return PLAYERS


def counts(session: Session) -> tuple[int, int]:
    """(present, total)."""
    people = session.players()
    return sum(1 for p in people if p.present), len(people)


# ---- CSV import -----------------------------------------------------------------------------------------------
# The store's messages, each with the code the window translates. Keep in step with store/csv_import.py.
_STORE_MESSAGES: tuple[tuple[str, re.Pattern[str]], ...] = tuple((code, re.compile(pattern)) for code, pattern in (
    ("unknown_column", r"unknown column ['\"](?P<value>.*)['\"] \(known"),
    ("repeated_column", r"column ['\"](?P<value>.*)['\"] appears twice"),
    ("no_name_column", r"no name column"),
    ("empty_file", r"the file is empty"),
    ("no_rows", r"the file lists no players"),
    ("malformed", r"malformed CSV: (?P<value>.*)"),
    ("empty_name", r"empty name"),
    ("too_many_fields", r"too many fields: (?P<value>\d+) given, the header has (?P<limit>\d+)"),
    ("value_without_header", r"value ['\"](?P<value>.*)['\"] in a column without a header"),
    ("too_long", r"(?P<value>\w+) longer than (?P<limit>\d+) characters"),
    ("bad_band", r"band \(fascia\) must be .*got ['\"](?P<value>.*)['\"]"),
    ("bad_present", r"present \(presente\) must be .*got ['\"](?P<value>.*)['\"]"),
    ("bad_rank", r"rank \((?P<limit>[^)]*)\) must be .*got ['\"](?P<value>.*)['\"]"),
    ("rank_twice", r"rank (?P<value>\d+) is listed twice \(also line (?P<limit>\d+)\)"),
    ("mixed_encoding", r"mixed encodings: .*\(lines (?P<value>[\d, ]+)\)"),
    ("utf16_no_mark", r"the file is UTF-16 text without its byte-order mark"),
    ("open_quote", r"a quote .* opened on this line is not closed"),
    ("control_character", r"invisible control character (?P<value>U\+[0-9A-F]+) in (?P<limit>.*)"),
    ("bad_birth_date", r"birth date ['\"]?(?P<value>[^'\"]*)['\"]? is (not a date|before 1900)"),
    ("future_birth_date", r"birth date (?P<value>\S+) is in the future"),
    ("bad_national_id", r"national id ['\"](?P<value>.*)['\"] is not a number"),
))


def classify(line: int, message: str) -> LineProblem:
    for code, pattern in _STORE_MESSAGES:
        match = pattern.match(message)
        if match:
            params = tuple((k, v) for k, v in match.groupdict().items() if v is not None)
            return LineProblem(line, code, message, params)
    return LineProblem(line, "other", message, (("value", message),))


def _told_apart(session: Session, rows: tuple[CsvRow, ...]) -> tuple[tuple[CsvRow, ...], list[LineProblem]]:
    """The rows under the display names they get beside the event's players, and a problem for each row
    whose name and birth date do not tell it apart from an earlier row or a player already in."""
    placed = display_names([Identity(r.name, full_name(r.first_name, r.surname), r.club, r.nickname, r.birth_date)
                            for r in rows], [who(p) for p in session.players()])
    named: list[CsvRow] = []
    problems: list[LineProblem] = []
    for row, place in zip(rows, placed, strict=True):
        if isinstance(place, str):
            named.append(replace(row, name=place))
        elif place.other_index is None:
            problems.append(LineProblem(row.line, "duplicate_existing",
                                        f"{row.name} is already a player of this event", (("value", place.other),)))
        else:
            first = rows[place.other_index].line
            problems.append(LineProblem(row.line, "duplicate_in_file", f"{row.name} repeats line {first}",
                                        (("value", row.name), ("limit", str(first)))))
    flagged = {p.line for p in problems}
    problems += _look_alikes([r for r in rows if r.line not in flagged], session.players())
    return tuple(named), problems


def _look_alikes(rows: list[CsvRow], players: list[Player]) -> list[LineProblem]:
    """Names that differ only by letters of another alphabet that look Latin, or by invisible characters or
    spacing ("Mаrio Rossi" with a Cyrillic "а", "MarioRossi" from a pasted zero-width space, beside "Mario
    Rossi"): on a sheet and in the draw they would read as one player, so each is a bad line naming the
    other, unless their birth dates tell them apart (as for namesakes)."""
    def apart(a: str, b: str) -> bool:
        return bool(a and b and a != b)

    def shown(name: str) -> str:
        odd = look_alikes.foreign_look_alikes(name)
        return f"{name} ({', '.join(odd)})" if odd else name

    seen: dict[str, CsvRow] = {}
    known: dict[str, Player] = {look_alikes.skeleton(p.name): p for p in players}
    found: list[LineProblem] = []
    for row in rows:
        key = look_alikes.skeleton(row.name)
        if not key:
            continue
        player, earlier = known.get(key), seen.get(key)
        if player is not None and names.fold(player.name) != names.fold(row.name) \
                and not apart(row.birth_date, details_of(player).birth_date):
            found.append(LineProblem(row.line, "look_alike_existing", f"{row.name} looks like {player.name}, "
                                     "already a player of this event", (("value", shown(row.name)),
                                                                        ("limit", player.name))))
        elif earlier is not None and names.fold(earlier.name) != names.fold(row.name) \
                and not apart(row.birth_date, earlier.birth_date):
            found.append(LineProblem(row.line, "look_alike_in_file", f"{row.name} looks like {earlier.name} on "
                                     f"line {earlier.line}", (("value", shown(row.name)),
                                                              ("limit", f"{earlier.name} ({earlier.line})"))))
        seen.setdefault(key, row)
    return found


def preview_players_file(session: Session, source: bytes | str | Path) -> ImportPreview:
    """Check a player list without writing: a CSV file or the circuit's workbook (.xls, .xlsx, .ods, its
    Iscritti sheet); every bad line (with its number and why), repeated names and national ids included."""
    if isinstance(source, Path) and not source.is_file():
        raise InputError("file", code="file_missing", message=f"{source} does not exist", path=str(source))
    if not isinstance(source, str) and is_workbook(source):
        book = parse_players_workbook(source)
        problems = [LineProblem(p.line, p.code, p.message, (("value", p.value), ("limit", p.limit)))
                    for p in book.problems]
        read, encoding, delimiter = book.rows, book.kind, ""
    else:
        preview = parse_players_csv(source, [(p.id, p.name) for p in session.players()])
        problems = [classify(p.line, p.message) for p in preview.errors]
        read, encoding, delimiter = preview.rows, preview.encoding, preview.delimiter
    rows, repeated = _told_apart(session, read)
    return ImportPreview(rows, tuple(sorted(problems + repeated + _national_ids_once(session, read),
                                            key=lambda p: p.line)), encoding, delimiter)


def _national_ids_once(session: Session, rows: tuple[CsvRow, ...]) -> list[LineProblem]:
    """A national id belongs to one person: given twice in the list, or already a player's, it is refused."""
    holders = {p.national_id: p.name for p in session.players() if p.national_id}
    lines: dict[str, int] = {}
    out: list[LineProblem] = []
    for row in rows:
        if not row.national_id:
            continue
        if row.national_id in lines:
            out.append(LineProblem(row.line, "national_id_twice", f"national id {row.national_id} is already on "
                                   f"line {lines[row.national_id]}", (("value", row.national_id),
                                                                      ("limit", str(lines[row.national_id])))))
        elif row.national_id in holders:
            out.append(LineProblem(row.line, "duplicate_existing", f"national id {row.national_id} is already "
                                   f"{holders[row.national_id]}'s", (("value", holders[row.national_id]),)))
        lines.setdefault(row.national_id, row.line)
    return out


def import_players_file(session: Session, source: bytes | str | Path) -> Created[list[int]]:
    """Import every player of the file, or none if any line is bad; returns the new ids."""
    preview = preview_players_file(session, source)
    if not preview.valid:
        first = preview.problems[0]
        raise InputError("csv", f"{len(preview.problems)} bad line(s), nothing imported; "
                         f"line {first.line}: {first.message}", code="csv_invalid", count=str(len(preview.problems)))
    ids = session.store.add_players(session.event_id, [row.fields() for row in preview.rows])
    # a rank column is the organiser's ranking: the draw cuts its bands from it (ops/ranking.py)
    ranks_from_csv(session, list(zip(ids, (row.rank for row in preview.rows), strict=False)))
    return Created(ids, PLAYERS)
