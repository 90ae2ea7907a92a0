"""What the pages and the JSON API show, computed by the operations layer on the writer thread and returned
as plain dicts (JSON-ready, no objects shared across threads)."""

from __future__ import annotations

from typing import Any

from referee_app.net import actions
from referee_app.net.actions import table_by_number
from referee_app.net.phrases import say_all
from referee_app.ops.hall import HallOperations, clock_text
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.casistica_search import CasisticaIndex

LOG_LINES = 12  # the latest log lines a referee's phone shows


def _round(session: Session) -> dict[str, Any] | None:
    current = session.current_round()
    return None if current is None else {"number": current.number, "phase": current.phase}


def hall(session: Session) -> dict[str, Any]:
    """One entry per table of the current round: clock, phase and who rolls on what in the sdadata."""
    now = session.clock()
    tables = []
    for tile in HallOperations(session).tiles():
        remaining = tile.remaining_at(now)
        tables.append({
            "number": tile.number, "players": list(tile.players), "phase": tile.phase,
            "remaining": round(remaining, 1), "clock": clock_text(remaining), "running": tile.expires_at is not None,
            "expires_at": tile.expires_at, "paused": tile.paused, "next_player": tile.next_player,
            "ending_sums": list(tile.ending_sums) if tile.ending_sums is not None else None,
            "alerts": list(tile.alerts)})
    return {"event": session.event.name, "round": _round(session), "now": now, "tables": tables}


def pairings(session: Session) -> dict[str, Any]:
    """The current round's tables with their players in seat order and their colours."""
    current = session.current_round()
    tables = []
    if current is not None:
        for table in session.tables(current.id):
            tables.append({"number": table.number, "seats": [
                {"seat": s.seat, "name": s.player.name, "colour": s.colour} for s in session.seated(table)]})
    return {"event": session.event.name, "round": _round(session), "tables": tables}


def standings(session: Session) -> dict[str, Any]:
    data = StandingsOperations(session).standings()
    cut = data.cut
    rows = [{"rank": s.rank, "name": s.name, "total": s.total, "decided_by": s.decided_by,
             "rounds": list(s.counted_rounds)} for s in data.standings]
    return {"event": session.event.name, "phase": data.phase, "standings": rows,
            "unresolved_ties": [list(g) for g in data.unresolved_ties],
            "cut": None if cut is None else {"phase": cut.name, "first": cut.places[0], "last": cut.places[1],
                                             "after": min(cut.places[1], len(rows))}}


def table(session: Session, number: int, lang: str = "it") -> dict[str, Any]:
    """One table as the referee's page shows it: seats, clock, sdadata guidance and the latest log lines."""
    ops = TableOperations(session, table_by_number(session, number).id)
    v = ops.view(last=LOG_LINES)
    remaining = v.clock.remaining
    return {
        "number": v.number, "round": v.round_number, "phase": v.phase, "ended": v.ended,
        "seats": [{"seat": s.seat, "name": s.name, "colour": s.colour, "status": s.status, "warnings": s.warnings,
                   "cap": s.cap, "next": s.is_next} for s in v.seats],
        "clock": {"started": v.clock.started, "running": v.clock.running, "paused": v.clock.paused,
                  "expired": v.clock.expired, "remaining": round(remaining, 1), "text": clock_text(remaining),
                  "expires_at": v.clock.expires_at},
        "expiry_pending": v.expiry_pending, "expired_during": v.expired_during, "likely_turn": ops.likely_turn(),
        "next_player": v.next_player,
        "continents": list(ops.session.board.continents),
        "rolls": v.rolls, "ending_sums": list(v.ending_sums or ()), "probability": v.probability_text,
        "final_entered": v.final_entered, "result_confirmed": v.result_confirmed,
        "sheet_keys": actions.sheet_keys_of(ResultOperations(session)),
        "log": [{"seq": line.seq, "when": line.when, "referee": line.referee, "text": say_all(line.parts, lang),
                 "in_force": line.in_force} for line in v.log],
    }


def table_numbers(session: Session) -> list[dict[str, Any]]:
    current = session.current_round()
    if current is None:
        return []
    names = session.player_names()
    return [{"number": t.number, "players": list(session.seat_names(t, names))} for t in session.tables(current.id)]


def casistica(session: Session, query: str, limit: int = 8) -> list[dict[str, Any]]:

    global _INDEX
    if _INDEX is None:
        _INDEX = CasisticaIndex()
    hits = _INDEX.search(query, ruleset=session.ruleset.id, lang="it", limit=limit, marks=("", ""))
    return [{"id": h.id, "title": h.title, "text": h.text} for h in hits]


_INDEX: Any = None
