"""The printouts of the open event: each report's model built from the store and the engine, and the PDFs.

The report modules only lay out what they are given (reports/models.py); every number printed here comes from
the engine or from a confirmed result, never from arithmetic done for the page.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from referee_app.ops.deals import logged_deal
from referee_app.ops.event_log import log_lines
from referee_app.ops.confirmed_result import RankingRow
from referee_app.ops.results import confirmed_result
from referee_app.ops.session import Session
from referee_app.reports.canvas import NumberedCanvas, write_pdf
from referee_app.reports.labels import criterion, label
from referee_app.reports.models import (DealHand, DealSheet, LogSheet, ResultRow, ResultSheet, RoundTable,
                                        ScoreSheet, Seat, SheetHeader, StandingRow, StandingsSheet, TableList)
from referee_app.reports.score_sheet import draw_score_sheet
from referee_app.reports.sheets import (draw_deal_sheet, draw_log, draw_result_sheet, draw_standings,
                                        draw_table_list)
from referee_app.reports.wording import penalty_text
from referee_app.rules.deal.result import DealResult
from referee_app.rules.errors import InputError
from referee_app.rules.standings import Standings
from referee_app.rules.table.state import TableState
from referee_app.store.records import Player, Round, Table
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.ops.ranking_export import expected_points

REPORT_KINDS = ("score-sheets", "result", "deal", "tables", "standings", "log")
MIN_SIZE, MAX_SIZE = 2, 6


# ---- headers -------------------------------------------------------------------------------------------
def round_label(lang: str, rnd: Round) -> str:
    return str(rnd.number) if rnd.phase == "qualifier" else f"{rnd.number} ({label(lang, rnd.phase)})"


def _clock_start(state: TableState | None) -> str:
    starts = [e.at for e in state.clock_events if e.kind == "start"] if state is not None else []
    return dt.datetime.fromtimestamp(starts[0]).strftime("%H:%M") if starts else ""


def _date(text: str) -> str:
    try:
        return dt.date.fromisoformat(text).strftime("%d/%m/%Y")
    except ValueError:
        return text


def header(session: Session, lang: str, rnd: Round | None = None, table: Table | None = None,
           clock_start: str = "") -> SheetHeader:
    event = session.event
    return SheetHeader(event=event.name, round_label=round_label(lang, rnd) if rnd else "",
                       table=table.number if table else None, venue=event.venue, date=_date(event.date),
                       ruleset=session.ruleset.name, clock_start=clock_start)


# ---- score sheets --------------------------------------------------------------------------------------
def _players(session: Session) -> dict[int, Player]:
    return {p.id: p for p in session.players()}


def _seats(table: Table, players: dict[int, Player]) -> tuple[Seat, ...]:
    return tuple(Seat(s.seat, players[s.player_id].name, s.colour, players[s.player_id].club) for s in table.seats)


def _score_sheet(session: Session, lang: str, rnd: Round | None, table: Table | None,
                 seats: tuple[Seat, ...], size: int, state: TableState | None = None) -> ScoreSheet:
    return ScoreSheet(header(session, lang, rnd, table, _clock_start(state)), session.ruleset.scoring.ranking,
                      seats, table_size=size, board_total=session.board.total_value())


def score_sheets(session: Session, round_id: int, lang: str = "it",
                 table_id: int | None = None) -> list[ScoreSheet]:
    """Pre-filled sheets, players in seat order with their colours: every table of the round, or one."""
    rnd = session.round(round_id)
    tables = [t for t in session.tables(round_id) if table_id is None or t.id == table_id]
    if not tables:
        raise InputError("round", f"round {rnd.number} has no tables yet",
                         code="round_no_tables", round=str(rnd.number))
    players, states = _players(session), session.round_states(round_id)
    return [_score_sheet(session, lang, rnd, t, _seats(t, players), len(t.seats), states.get(t.id))
            for t in tables]


def blank_score_sheets(session: Session, size: int, lang: str = "it", round_id: int | None = None,
                       table_id: int | None = None) -> list[ScoreSheet]:
    """Sheets with empty rows for `size` players, to fill in by hand: one per table of the round (its number
    printed), one for the table given, or a single unnumbered sheet without a round."""
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise InputError("size", f"a table has {MIN_SIZE} to {MAX_SIZE} players, got {size}")
    if round_id is None:
        return [_score_sheet(session, lang, None, None, (), size)]
    rnd = session.round(round_id)
    tables = [t for t in session.tables(round_id) if table_id is None or t.id == table_id]
    if not tables:
        return [_score_sheet(session, lang, rnd, None, (), size)]
    return [_score_sheet(session, lang, rnd, t, (), size) for t in tables]


# ---- the result of a table -----------------------------------------------------------------------------
_NOT_MEASURES = {"name", "place", "points", "seat", "eliminated_order", "decided_by", "status", "die", "risiko",
                 "shared_with", "table_points", "deducted"}


def _measures(row: RankingRow) -> dict[str, float | int]:
    return {k: v for k, v in row.to_json().items() if k not in _NOT_MEASURES and isinstance(v, (int, float))}


def result_sheet(session: Session, table_id: int, lang: str = "it") -> ResultSheet:
    table = session.table(table_id)
    result = confirmed_result(session, table_id)
    if result is None:
        raise InputError("table", f"table {table.number} has no confirmed result yet",
                         code="table_no_result", table=str(table.number))
    colours = {s.player.name: s.colour for s in session.seated(table)}
    rows = tuple(ResultRow(row.place, row.name, colours.get(row.name, ""), _measures(row), float(row.points),
                           row.decided_by, row.status) for row in result.by_place())
    penalties = tuple(penalty_text(lang, p.kind, p.player, p.code, p.facts, p.remove, p.cap)
                      for p in session.table_state(table_id).penalties)
    history = session.store.result_history(table_id)
    return ResultSheet(header(session, lang, session.round(table.round_id), table),
                       session.ruleset.scoring.ranking, rows, total_value=int(result.total()),
                       board_total=session.board.total_value(), unresolved_ties=result.unresolved_ties,
                       penalties=penalties, confirmed_by=history[-1].referee if history else "",
                       fingerprint=_code_line(session.store.table_code(table_id)))


# ---- the deal ------------------------------------------------------------------------------------------
def _deal_notes(lang: str, deal: DealResult, seed: object) -> tuple[str, ...]:
    notes = [f"{label(lang, 'seed')}: {seed}"] if seed is not None else []
    notes += [label(lang, "skip_line", card=s.card, skipped=", ".join(s.skipped), to=s.to) for s in deal.skips]
    notes += [label(lang, "swap_line", card=s.card, with_card=s.with_card, first=s.players[0], second=s.players[1])
              for s in deal.swaps]
    notes += [label(lang, "violation_line", player=v.player, count=v.count, continent=v.continent, max=v.max)
              for v in deal.violations]
    if deal.neutral:
        notes.append(f"{label(lang, 'neutral')}: {', '.join(deal.neutral)}")
    jollies = [f"{p} {n}" for p, n in deal.jollies.items() if n]
    if jollies:
        notes.append(f"{label(lang, 'jollies')}: {', '.join(jollies)}")
    if deal.cap == "abandonment":
        notes.append(label(lang, "abandonment"))
    return tuple(notes)


def deal_sheet(session: Session, table_id: int, lang: str = "it") -> DealSheet:
    """Each player's territories grouped by continent (board order), with the skips and swaps of the deal."""
    table = session.table(table_id)
    logged = logged_deal(session, table_id)
    deal = logged.result
    colours = {s.player.name: s.colour for s in session.seated(table)}
    hands = []
    for player in deal.players:
        held = set(deal.hands[player])
        groups = tuple((c.name, tuple(t for t in c.territories if t in held))
                       for c in session.board.continents.values())
        hands.append(DealHand(player, colours.get(player, ""), tuple(g for g in groups if g[1])))
    return DealSheet(header(session, lang, session.round(table.round_id), table), tuple(hands),
                     _deal_notes(lang, deal, logged.seed), valid=deal.valid)


# ---- the round's tables --------------------------------------------------------------------------------
def table_list(session: Session, round_id: int, lang: str = "it") -> TableList:
    rnd = session.round(round_id)
    players = _players(session)
    tables = tuple(RoundTable(t.number, _seats(t, players)) for t in session.tables(round_id))
    if not tables:
        raise InputError("round", f"round {rnd.number} has no tables yet",
                         code="round_no_tables", round=str(rnd.number))
    return TableList(header(session, lang, rnd), tables)


# ---- standings -----------------------------------------------------------------------------------------
def event_standings(session: Session) -> Standings:
    """The standings over every confirmed result of the event, with the dice the referee entered."""

    return StandingsOperations(session).standings()


def standings_sheet(session: Session, lang: str = "it") -> StandingsSheet:
    standings = event_standings(session)
    clubs = {p.name: p.club for p in session.players()}

    estimate = expected_points(session, standings)
    rows = tuple(StandingRow(s.rank, s.name, s.total, clubs.get(s.name, ""),
                             ", ".join(str(r) for r in s.counted_rounds), s.decided_by, estimate.get(s.name))
                 for s in standings.standings)
    chain = ["total", *session.ruleset.standings.tie_break]
    notes = [f"{label(lang, 'legend')}: " + " › ".join(criterion(lang, c) for c in chain)]
    notes += [f"{label(lang, 'standings_ties')}: " + "; ".join(", ".join(g) for g in standings.unresolved_ties)] \
        if standings.unresolved_ties else []
    if not rows:
        notes.append(label(lang, "no_results"))
    if estimate:
        notes.append(label(lang, "ranking_estimate_note"))
    cut = standings.cut
    cut_after, cut_label = None, ""
    if cut is not None and rows:
        cut_after = min(cut.places[1], len(rows))
        phase = label(lang, cut.name) if cut.name in ("quarterfinal", "semifinal", "final") else cut.name
        cut_label = f"{phase.capitalize()}: {label(lang, 'places', first=cut.places[0], last=cut.places[1])}"
    notes.append(f"{label(lang, 'event_fingerprint')}: {_code_line(session.store.event_code(session.event_id))}")
    return StandingsSheet(header(session, lang), rows, cut_after, cut_label, tuple(notes))


def _code_line(code: str) -> str:
    """The short code of the log's state, with the command that checks it later against the file."""
    return f"{code}  (referee-app db verify --code {code})"


def log_sheet(session: Session, lang: str = "it") -> LogSheet:
    return LogSheet(header(session, lang), log_lines(session, lang))


# ---- PDF files -----------------------------------------------------------------------------------------
_DRAW: dict[type, Callable[[NumberedCanvas, Any], None]] = {
    ScoreSheet: draw_score_sheet, ResultSheet: draw_result_sheet, DealSheet: draw_deal_sheet,
    TableList: draw_table_list, StandingsSheet: draw_standings, LogSheet: draw_log,
}
_TITLES = {"score-sheets": "score_sheet", "result": "result_sheet", "deal": "deal_sheet", "tables": "table_list",
           "standings": "standings", "log": "log"}


def write_sheets(path: str | Path, lang: str, title: str, sheets: Sequence[object]) -> Path:
    """One PDF with every sheet in order; written to a temporary name first so a failed run leaves no
    half-written file where the old one was."""
    target = Path(path)
    partial = target.with_name(target.name + ".part")
    try:
        write_pdf(partial, lang, title, lambda canvas: [_DRAW[type(sheet)](canvas, sheet) for sheet in sheets])
        partial.replace(target)
    finally:
        partial.unlink(missing_ok=True)
    return target


def print_round(session: Session, round_id: int, path: str | Path, lang: str = "it") -> Path:
    """Every table's pre-filled score sheet of the round in one PDF."""
    return write_sheets(path, lang, label(lang, "score_sheet"), score_sheets(session, round_id, lang))


def build_report(session: Session, kind: str, lang: str = "it", round_id: int | None = None,
                 table_id: int | None = None, blank: bool = False, size: int | None = None) -> list[object]:
    """The sheets of one kind of printout (REPORT_KINDS). `round_id` defaults to the current round."""
    if kind not in REPORT_KINDS:
        raise InputError("kind", f"unknown printout {kind!r}; choose among {', '.join(REPORT_KINDS)}")
    if kind == "standings":
        return [standings_sheet(session, lang)]
    if kind == "log":
        return [log_sheet(session, lang)]
    if kind == "score-sheets" and blank:
        rnd = session.round(round_id) if round_id is not None else session.current_round()
        default = len(session.table(table_id).seats) if table_id is not None else \
            session.ruleset.table.sizes_preferred[0]
        return list(blank_score_sheets(session, size if size is not None else default, lang,
                                       rnd.id if rnd else None, table_id))
    if size is not None or blank:
        raise InputError("size", "--blank and --size apply to score sheets only")
    round_id = round_id if round_id is not None else session.round_by_number().id
    if kind == "score-sheets":
        return list(score_sheets(session, round_id, lang, table_id))
    if kind == "tables":
        return [table_list(session, round_id, lang)]
    if table_id is None:
        raise InputError("table", f"the {kind} sheet is for one table: choose the table", code="one_table_sheet")
    return [result_sheet(session, table_id, lang)] if kind == "result" else [deal_sheet(session, table_id, lang)]


def print_report(session: Session, kind: str, path: str | Path, lang: str = "it", round_id: int | None = None,
                 table_id: int | None = None, blank: bool = False, size: int | None = None) -> Path:
    sheets = build_report(session, kind, lang, round_id, table_id, blank, size)
    return write_sheets(path, lang, label(lang, _TITLES[kind]), sheets)
