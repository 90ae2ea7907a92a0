"""The players of the open event: add, edit, check in and out, import from CSV.

Names are unique within an event (compared without case or accents): the draw, the result sheets and the
standings name players, so two "Mario Rossi" would be ambiguous at the table. The referee tells them apart
(e.g. "Mario Rossi (Trapani)"). A CSV import is all or nothing: the preview lists every bad line and every
repeated name with its line number, and `import_csv` refuses the file until the preview is clean.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from referee_app.ops.changes import PLAYERS, Changes, Created
from referee_app.ops.event_ops import required_text
from referee_app.ops.ranking import ranks_from_csv
from referee_app.ops.session import Session
from referee_app.rules.errors import CodedInputError
from referee_app.rules.names import fold
from referee_app.store.csv_import import MAX_BAND, CsvPreview, CsvRow
from referee_app.store.records import Player


@dataclass(frozen=True)
class PlayerDetails:
    name: str
    club: str = ""
    region: str = ""
    team: str = ""
    band: int | None = None


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
        raise CodedInputError("band", "band", f"the band must be a whole number from 1 to {MAX_BAND}, got {band!r}")
    return PlayerDetails(required_text("name", details.name), required_text("club", details.club, required=False),
                         required_text("region", details.region, required=False),
                         required_text("team", details.team, required=False), band)


def _refuse_repeated_name(session: Session, name: str, player_id: int | None = None) -> None:
    key = fold(name)
    for other in session.players():
        if other.id != player_id and fold(other.name) == key:
            raise CodedInputError("name", "duplicate_name", f"{other.name} is already a player of this event",
                                  name=other.name)


def add_player(session: Session, details: PlayerDetails, present: bool = True) -> Created[int]:
    """The new player's id."""
    checked = checked_details(details)
    _refuse_repeated_name(session, checked.name)
    return Created(session.store.add_player(session.event_id, checked.name, checked.club, checked.region,
                                            checked.team, checked.band, present), PLAYERS)


def player(session: Session, player_id: int) -> Player:
    """A player of the session's event; CodedInputError("player_id") for any other id."""
    return _own_player(session, player_id)


def _own_player(session: Session, player_id: int) -> Player:
    player = session.store.player(player_id)
    if player.event_id != session.event_id:
        raise CodedInputError("player_id", "no_player", f"no player {player_id} in this event")
    return player


def edit_player(session: Session, player_id: int, details: PlayerDetails) -> Changes:
    _own_player(session, player_id)
    checked = checked_details(details)
    _refuse_repeated_name(session, checked.name, player_id)
    session.store.update_player(player_id, checked.name, checked.club, checked.region, checked.team,
                                checked.band)
    session.forget()  # the kept table states name the players as seated
    return Changes(players=True, all_tables=True, standings=True)


def details_of(player: Player) -> PlayerDetails:
    return PlayerDetails(player.name, player.club, player.region, player.team, player.band)


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
        raise CodedInputError("player_id", "no_player", f"player {player.id} belongs to another event")
    _refuse_repeated_name(session, player.name)
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
    ("bad_rank", r"rank \(ranking\) must be .*got ['\"](?P<value>.*)['\"]"),
    ("rank_twice", r"rank (?P<value>\d+) is listed twice \(also line (?P<limit>\d+)\)"),
    ("mixed_encoding", r"mixed encodings: .*\(lines (?P<value>[\d, ]+)\)"),
    ("open_quote", r"a quote .* opened on this line is not closed"),
    ("control_character", r"invisible control character (?P<value>U\+[0-9A-F]+) in (?P<limit>.*)"),
))


def classify(line: int, message: str) -> LineProblem:
    for code, pattern in _STORE_MESSAGES:
        match = pattern.match(message)
        if match:
            params = tuple((k, v) for k, v in match.groupdict().items() if v is not None)
            return LineProblem(line, code, message, params)
    return LineProblem(line, "other", message, (("value", message),))


def _repeated(preview: CsvPreview, existing: dict[int, str]) -> list[LineProblem]:
    out: list[LineProblem] = []
    for dup in preview.duplicates:
        if dup.existing_player_ids:
            holder = existing.get(dup.existing_player_ids[0], dup.name)
            out.extend(LineProblem(line, "duplicate_existing", f"{dup.name} is already a player of this event",
                                   (("value", holder),)) for line in dup.lines)
        for line in dup.lines[1:]:
            out.append(LineProblem(line, "duplicate_in_file", f"{dup.name} repeats line {dup.lines[0]}",
                                   (("value", dup.name), ("limit", str(dup.lines[0])))))
    return out


def preview_csv(session: Session, source: bytes | str | Path) -> ImportPreview:
    """Check a CSV file without writing: every bad line (with its number and why), repeated names included."""
    if isinstance(source, Path) and not source.is_file():
        raise CodedInputError("file", "file_missing", f"{source} does not exist", path=str(source))
    preview = session.store.preview_players_csv(session.event_id, source)
    problems = [classify(p.line, p.message) for p in preview.errors]
    problems += _repeated(preview, session.player_names())
    problems.sort(key=lambda p: p.line)
    return ImportPreview(preview.rows, tuple(problems), preview.encoding, preview.delimiter)


def import_csv(session: Session, source: bytes | str | Path) -> Created[list[int]]:
    """Import every player of the file, or none if any line is bad; returns the new ids."""
    preview = preview_csv(session, source)
    if not preview.valid:
        first = preview.problems[0]
        raise CodedInputError("csv", "csv_invalid", f"{len(preview.problems)} bad line(s), nothing imported; "
                              f"line {first.line}: {first.message}", count=str(len(preview.problems)))
    ids = session.store.import_players_csv(session.event_id, source)
    # a rank column is the organiser's ranking: the draw cuts its bands from it (ops/ranking.py)
    ranks_from_csv(session, list(zip(ids, (row.rank for row in preview.rows), strict=False)))
    return Created(ids, PLAYERS)
