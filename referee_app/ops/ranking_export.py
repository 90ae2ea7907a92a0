"""The event for the national ranking: the pipeline's own checks first, then the circuit's workbook.

`checks` runs what the ranking's pipeline would refuse or ask about (docs/ranking.md), each item with the
place to fix it; the event is "ready for the ranking" only when none is left, and `export` refuses to write
until then. Only rounds whose every table has a confirmed result are exported: a round still in play never
reaches the ranking as played. A round sheet carries each player's table points (the objective territories
held, before any tournament bonus or deduction: the circuit adds its own bonus); two players level on them at a
table whose tie the ruleset's chain decided get the circuit's tenth (the one placed ahead 44.1, the next 44),
and an eliminated player without points, where the elimination order is known, is written as minus his order
from the end (the first out is the most negative). The standings sheets carry the app's own standings.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from referee_app.ops import circuit as event_circuit
from referee_app.ops.confirmed_result import ConfirmedResult, RankingRow
from referee_app.ops.results import confirmed_result
from referee_app.ops.session import Session
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.reports.ranking_workbook import (Entrant, Place, RankingWorkbook, RoundSheet, Seat,
                                                  write_workbook)
from referee_app.rules import circuit
from referee_app.rules.errors import InputError
from referee_app.rules.names import fold
from referee_app.rules.standings import Standings, compute_standings
from referee_app.store.records import Player, Round

# Where each item is fixed: the page (or dialog) the window opens for it.
FIX_EVENT, FIX_PLAYERS, FIX_TABLES, FIX_STANDINGS = "event", "players", "tables", "standings"


@dataclass(frozen=True)
class Missing:
    """One thing the ranking would refuse: `code` + `params` for the words (texts `ranking.check.<code>`),
    `fix` = where to fix it, `player_id` when it is one player's."""
    code: str
    fix: str
    params: tuple[tuple[str, str], ...] = ()
    player_id: int | None = None
    blocking: bool = True  # False: a note (a round still in play stays out of the file; a shared place)

    def param(self, key: str) -> str:
        return dict(self.params).get(key, "")


@dataclass(frozen=True)
class _Played:
    rounds: tuple[tuple[Round, tuple[tuple[int, ConfirmedResult, dict[int, int]], ...]], ...]
    pending: tuple[tuple[int, tuple[int, ...]], ...]  # (round, its tables without a confirmed result)


def _played(session: Session) -> _Played:
    """The rounds whose every table is confirmed (in order, stopping at the first that is not), with each
    table's result and {seat: player id}; the others with their unconfirmed tables."""
    done: list[tuple[Round, tuple[tuple[int, ConfirmedResult, dict[int, int]], ...]]] = []
    pending: list[tuple[int, tuple[int, ...]]] = []
    for rnd in session.rounds():
        tables = []
        open_tables = []
        for table in session.tables(rnd.id):
            result = confirmed_result(session, table.id)
            if result is None:
                open_tables.append(table.number)
            else:
                tables.append((table.number, result, {s.seat: s.player_id for s in table.seats}))
        if open_tables or pending:
            pending.append((rnd.number, tuple(open_tables)))
        else:
            done.append((rnd, tuple(tables)))
    return _Played(tuple(done), tuple(pending))


def checks(session: Session) -> list[Missing]:
    """Everything that stops the export, in the order the organiser fixes them: the event, the players, the
    rounds, the standings. Empty: ready for the ranking."""
    out: list[Missing] = []
    facts = event_circuit.details(session)
    played = _played(session)
    if not facts.organiser:
        out.append(Missing("no_organiser", FIX_EVENT))
    if not facts.tournament_type:
        out.append(Missing("no_type", FIX_EVENT))
    if not facts.declared_rounds:
        out.append(Missing("no_rounds_declared", FIX_EVENT))
    elif len(played.rounds) > facts.declared_rounds:
        out.append(Missing("more_rounds", FIX_EVENT, (("count", str(len(played.rounds))),
                                                      ("limit", str(facts.declared_rounds)))))
    for number, tables in played.pending:  # never exported as played; the rounds before it still go
        out.append(Missing("round_unconfirmed", FIX_TABLES, (("round", str(number)),
                                                             ("tables", ", ".join(map(str, tables)) or "-")),
                           blocking=not played.rounds))
    people = session.players()
    if not people:
        out.append(Missing("no_players", FIX_PLAYERS))
    if not played.rounds and not played.pending:
        out.append(Missing("no_round_played", FIX_TABLES))
    took_part = _took_part(played)
    out += _player_checks(people, took_part)
    if played.rounds:
        standings = _standings(session, played)
        for group in standings.unresolved_ties:  # the file gives them the same place, as the standings do
            out.append(Missing("standings_tie", FIX_STANDINGS, (("names", ", ".join(group)),), blocking=False))
        known = {p.name for p in people}
        for row in standings.standings:
            if row.name not in known or not row.games:
                out.append(Missing("never_played", FIX_STANDINGS, (("name", row.name),)))
    return out


def _player_checks(people: Sequence[Player], took_part: set[int]) -> list[Missing]:
    out: list[Missing] = []
    seen: dict[tuple[str, str, str], Player] = {}
    national: dict[str, Player] = {}
    for p in people:
        name = (("name", p.name),)
        if not p.first_name or not p.surname:
            out.append(Missing("no_first_or_surname", FIX_PLAYERS, name, p.id))
        if p.id in took_part and not p.birth_date:
            out.append(Missing("no_birth_date", FIX_PLAYERS, name, p.id))
        key = (fold(p.first_name), fold(p.surname), p.birth_date)
        if p.birth_date and key in seen:
            out.append(Missing("same_person", FIX_PLAYERS, name + (("other", seen[key].name),), p.id))
        seen.setdefault(key, p)
        if p.national_id and p.national_id in national:
            out.append(Missing("national_id_twice", FIX_PLAYERS,
                               name + (("other", national[p.national_id].name), ("value", p.national_id)), p.id))
        national.setdefault(p.national_id, p) if p.national_id else None
    return out


def _took_part(played: _Played) -> set[int]:
    return {pid for _, tables in played.rounds for _, _, seats in tables for pid in seats.values()}


def _standings(session: Session, played: _Played) -> Standings:
    """The standings of the exported rounds only (a later round's confirmed tables wait for their round)."""
    operations = StandingsOperations(session)
    numbers = {rnd.number for rnd, _ in played.rounds}
    return compute_standings(session.ruleset.standings, [g for g in operations.games() if g.round in numbers],
                             operations.dice(), operations.teams())


def blocking(items: Sequence[Missing]) -> list[Missing]:
    return [item for item in items if item.blocking]


def ready(session: Session) -> bool:
    """"Pronto per il ranking": nothing left that the ranking would refuse."""
    return not blocking(checks(session))


# ---- the workbook ------------------------------------------------------------------------------------------
def table_points(rows: Sequence[RankingRow]) -> dict[str, float]:
    """Each player's points for the circuit's round sheet: his table points (the objective territories he
    held, as the score sheet counts them), never the app's score, which carries the tournament's bonus (the
    winner's +50) and deductions; the circuit adds its own bonus from these. See the module's text for the
    tenths and the negative numbers."""
    out = {r.name: float(r.objective_points) for r in rows}
    gone = [r for r in rows if r.status == "eliminated" and r.eliminated_order is not None
            and not r.objective_points]
    for r in gone:  # the first out the most negative
        out[r.name] = -float(len(gone) - (r.eliminated_order or 0) + 1)
    kept = sorted((r for r in rows if r.name not in {g.name for g in gone}), key=lambda r: r.place)
    for r in kept:
        level = [o for o in kept if o.objective_points == r.objective_points]
        if len({o.place for o in level}) == len(level) > 1:  # the chain decided: a tenth to each one behind
            out[r.name] += sum(1 for o in level if o.place > r.place) / 10
    return out


def workbook(session: Session, notes: str = "") -> RankingWorkbook:
    """The workbook's model from the event as it is (the checks are `checks`' business)."""
    facts = event_circuit.details(session)
    played = _played(session)
    people = session.players()
    took_part = _took_part(played)
    ids = {p.id: n for n, p in enumerate(people, start=1)}  # the circuit's progressive IDs, in the list's order
    entrants = {p.id: _entrant(p, ids[p.id], p.id in took_part) for p in people}
    sheets = []
    for rnd, tables in played.rounds:
        rows = []
        for number, result, seats in tables:
            points = table_points(result.ranking)
            rows.append((number, tuple(_seat(entrants[seats[r.seat]] if r.seat in seats else None, r, points)
                                       for r in result.by_seat())))
        sheets.append(RoundSheet(rnd.number, tuple(rows)))
    by_name = {p.name: p for p in people}
    standings = _standings(session, played) if played.rounds else None
    exported = [rnd.number for rnd, _ in played.rounds]
    wins = _wins(played)
    places = tuple(Place(row.rank, entrants[by_name[row.name].id],
                         tuple(dict(row.games).get(n) for n in exported), wins.get(by_name[row.name].id, 0),
                         float(row.total))
                   for row in (standings.standings if standings else ()) if row.name in by_name)
    event = session.event
    dates = tuple(dt.date.fromisoformat(event_circuit.round_date(session, n)) for n in exported)
    return RankingWorkbook(event.venue, facts.organiser, event.name, facts.tournament_type, facts.declared_rounds,
                           notes, dates, tuple(entrants[p.id] for p in people), tuple(sheets), places)


def _entrant(p: Player, circuit_id: int, took_part: bool) -> Entrant:
    return Entrant(circuit_id, p.first_name, p.surname, p.nickname, p.club, took_part, p.region,
                   dt.date.fromisoformat(p.birth_date) if p.birth_date else None,
                   int(p.national_id) if p.national_id else None)


def _seat(entrant: Entrant | None, row: RankingRow, points: dict[str, float]) -> Seat:
    who = f"{entrant.first_name} {entrant.surname}".strip() if entrant else row.name
    label = f"{who}\n{entrant.club}" if entrant and entrant.club else who
    return Seat(entrant.id if entrant else 0, label, points[row.name])


def _wins(played: _Played) -> dict[int, int]:
    wins: dict[int, int] = {}
    for _, tables in played.rounds:
        for _, result, seats in tables:
            for r in result.ranking:
                if r.place == 1 and r.seat in seats:
                    wins[seats[r.seat]] = wins.get(seats[r.seat], 0) + 1
    return wins


def export(session: Session, path: str | Path, notes: str = "") -> Path:
    """Write the workbook for the ranking to `path` (.xls); refused (InputError "not_ready") while any
    check is left, and nothing is written. The file appears whole or not at all (a temporary file moved over
    it): a full or read-only disk leaves the event, and any earlier file, as they were."""
    target = Path(path)
    if target.suffix.lower() != ".xls":
        raise InputError("file", code="not_xls", message=f"the ranking's workbook is an .xls file, got {target.name!r}",
                              path=str(target))
    if not target.parent.is_dir():
        raise InputError("file", code="file_missing", message=f"folder {target.parent} does not exist",
                         path=str(target))
    left = blocking(checks(session))
    if left:
        raise InputError("event", code="not_ready", message=f"{len(left)} item(s) to fix before the ranking",
                              count=str(len(left)))
    try:
        return write_workbook(workbook(session, notes), target)
    except OSError as exc:
        raise InputError("file", code="export_failed", message=f"{target}: {exc.strerror or exc}", path=str(target),
                              detail=str(exc.strerror or exc)) from None


def expected_points(session: Session, standings: Standings | None = None) -> dict[str, float]:
    """Each player's national ranking points as the circuit's formula would give them for his place in
    `standings` (the standings shown, by default the event's now), by display name: an estimate, the ranking
    computes its own. Tables: every table with a confirmed result, all rounds. {} when the event's type is
    one the ranking does not count, or nothing is confirmed yet."""
    facts = event_circuit.details(session)
    confirmed = [(rnd.number, table.id) for rnd in session.rounds() for table in session.tables(rnd.id)
                 if confirmed_result(session, table.id) is not None]
    rounds = facts.declared_rounds or len({number for number, _ in confirmed})
    if not confirmed or circuit.event_class(facts.tournament_type, rounds) == 0:
        return {}
    shown = standings if standings is not None else StandingsOperations(session).standings()
    return {row.name: circuit.ranking_points(facts.tournament_type, rounds, len(confirmed), row.rank)
            for row in shown.standings}
