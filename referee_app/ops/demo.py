"""A realistic demo event, built through the same operations the window calls (`referee-app demo`).

Round 1 is over: every table dealt, played through the time expiry and the sdadata, with penalties, rulings,
an elimination and a tie that only the die split; every result confirmed. Round 2 is drawn from those results
and under way, its tables in every phase the hall board shows: playing, paused, in the last round, in the
sdadata, ended waiting for the result, confirmed. The clock is set so that the board looks like that *now*.
"""

from __future__ import annotations

import datetime as dt
import random
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee_app.ops import circuit as event_circuit
from referee_app.ops import rounds
from referee_app.ops.circuit import CircuitDetails
from referee_app.ops.deals import generate_deal
from referee_app.ops.demo_people import demo_players
from referee_app.ops.event_ops import create_event
from referee_app.ops.hall import HallOperations
from referee_app.ops.players_ops import PlayerDetails, add_player
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.board import Board
from referee_app.rules.sdadata import TurnEvent
from referee_app.rules.table.actions import (ArmyCap, ClockPause, Elimination, ExcessReinforcement, FreeSanction,
                                             Recovery, Ruling, TimeExpired)
from referee_app.store.store import Store

DEMO_PIN = "123456"
DEMO_RULESET = "marsala-2011"
DEMO_REFEREE = "Giulia Bianchi"
MINUTE = 60.0
OBJECTIVE_VALUE = 86
# What each table of round 2 is doing when the demo opens, in turn.
ROUND_2_PHASES = ("playing", "paused", "last_round", "sdadata", "ended", "confirmed")


@dataclass(frozen=True)
class DemoEvent:
    path: Path
    event_id: int
    tables: int
    players: int


class _Clock:
    """The session's clock, moved by hand while the day is replayed; `now` is where it stops.

    Nothing is written later than `now`: a log ahead of the computer's clock would make the window's game clock
    start from it (ops.game_clock) and warn that the computer's clock is behind."""

    def __init__(self, now: float) -> None:
        self.now = now
        self.at = now

    def __call__(self) -> float:
        return min(self.at, self.now)


def build_demo(path: str | Path, tables: int = 10, now: float | None = None) -> DemoEvent:
    """Create the demo event in a new database file (refused if the file exists)."""
    if not 2 <= tables <= 80:
        raise ValueError(f"the demo has 2 to 80 tables, not {tables}")
    target = Path(path)
    if target.exists():
        raise FileExistsError(f"{target} already exists: the demo is built in a new file")
    clock = _Clock(time.time() if now is None else now)
    store = Store.open(target)
    try:
        event_id = _event(store, clock)
        session = Session(store, event_id, referee=DEMO_REFEREE, clock=clock)
        people = demo_players(4 * tables, 4)
        for person in people:
            add_player(session, PlayerDetails(person.name, person.club, person.region, band=person.band,
                                              first_name=person.first_name, surname=person.surname,
                                              birth_date=person.birth_date))
        # what the national ranking's workbook asks of the event (File -> Esporta per il ranking nazionale)
        event_circuit.set_details(session, CircuitDetails("PALERMO [Eagles]", session.event.tournament_type, 3,
                                                          (session.event.date,)))
        _round_1(session, clock)
        _round_2(session, clock)
        clock.at = clock.now
    finally:
        store.close(backup=False)
    return DemoEvent(target, event_id, tables, len(people))


def _event(store: Store, clock: _Clock) -> int:
    day = dt.date.fromtimestamp(clock.now)
    # the PIN is printed by the command, never in the name: the phones and the public pages show the name
    return create_event(store, "Torneo dimostrativo", day,
                        "Marsala, Baglio Anselmi", DEMO_RULESET, DEMO_PIN, DEMO_PIN).value


# ---- round 1: over, with its incidents ---------------------------------------------------------------------
def _round_1(session: Session, clock: _Clock) -> None:
    clock.at = clock.now - 5 * 60 * MINUTE
    round_id = rounds.confirm_round(session, rounds.propose(session, seed=2011)).value.id
    tables = session.tables(round_id)
    start = clock.at
    HallOperations(session).start_all()
    for index, table in enumerate(tables):
        rng = random.Random(index)
        clock.at = start  # every table is dealt as the hall starts, not when the previous one finished
        generate_deal(session, table.id, seed=index)
        ops = TableOperations(session, table.id)
        names = list(ops.players)
        clock.at = start + (20 + index % 7) * MINUTE
        _incident(session, ops, index, names)
        clock.at = start + 90 * MINUTE
        ops.act(TimeExpired(names[index % len(names)]))
        _play(ops, clock, stop=None, ending_roll=3 if index % 3 else 4)
        clock.at += 4 * MINUTE
        confirm_plausible(session, table.id, rng, tie=index == 0)


def _incident(session: Session, ops: TableOperations, index: int, names: list[str]) -> None:
    """Something for the referee's log at most tables: what happens on a real day."""
    who = names[(index + 1) % len(names)]
    kind = index % 6
    if kind == 1:
        ops.act(ExcessReinforcement(who, excess=3, self_declared=False))
    elif kind == 2:
        ops.act(Ruling("Dado caduto dal tavolo durante l'attacco: il lancio si ripete.", (who,),
                       ("dice-off-field-or-tilted",)))
    elif kind == 3:
        ops.act(ArmyCap(who, armies_on_board=133, self_declared=True))
    elif kind == 4:
        ops.act(Elimination(names[-1]))
    elif kind == 5:
        ops.act(FreeSanction(who, reason="Commenti sulle mosse altrui dopo il richiamo", points=2))
        ops.act(Ruling("Richiamo formale per i commenti al tavolo.", (who,), ("conduct-pieces-comments",)))


def _play(ops: TableOperations, clock: _Clock, stop: str | None, ending_roll: int) -> None:
    """Turns after the time expiry until the table reaches phase `stop` (None: until the sdadata ends it).
    Dice that roll before the end are high (9), so they do not end the game."""
    session = ops.session
    rolled = 0
    for _ in range(60):
        state = ops.state()
        if state.ended or state.phase(session.ruleset, clock.at) == stop:
            return
        player = ops.likely_turn()
        if player is None:
            return
        clock.at += 2 * MINUTE
        roll = None
        if ops.forecast(TurnEvent(player)).rolls:
            rolled += 1
            roll = ending_roll if stop is None and rolled >= 2 else 9
        ops.act(TurnEvent(player, roll=roll))
    raise RuntimeError(f"table {ops.table.number} did not reach {stop or 'the end'}")


def confirm_plausible(session: Session, table_id: int, rng: random.Random, tie: bool = False) -> None:
    """Enter and confirm a plausible final board. With `tie`, the first two survivors hold boards of equal
    value in every measure, so only their die splits them."""
    results = ResultOperations(session)
    final = results.draft(table_id)
    entries: list[dict[str, Any]] = final["players"]
    alive = [e for e in entries if e["status"] not in ("eliminated", "excluded")]
    holdings = _holdings(session.board, len(alive), rng, tie)
    for entry, (held, objective) in zip(alive, holdings, strict=True):
        entry["territories"] = held
        entry["objective"] = objective
        entry["cards"] = 2 if tie and entry in alive[:2] else rng.randrange(5)
    for entry in entries:
        entry["die"] = None
    preview = results.preview(table_id, final)
    dice = iter((5, 2, 6, 1, 4, 3))
    for group in preview.unresolved:
        for entry in entries:
            if entry["name"] in group:
                entry["die"] = next(dice)
    results.confirm(table_id, final)


def _holdings(board: Board, players: int, rng: random.Random,
              tie: bool) -> list[tuple[dict[str, int], list[str]]]:
    """Every territory to one of `players`, with armies, and an objective of 8 territories each."""
    names = list(board.territories)
    rng.shuffle(names)
    order = list(names)
    held: list[list[str]] = [[] for _ in range(players)]
    if tie:
        # pairs of territories of equal value: one to each of the first two players
        by_value: dict[int, list[str]] = {}
        for name in names:
            by_value.setdefault(board.value(name), []).append(name)
        for same in by_value.values():
            while len(same) >= 2 and len(held[0]) < 9:
                held[0].append(same.pop())
                held[1].append(same.pop())
        names = [n for same in by_value.values() for n in same]
        rng.shuffle(names)
    for k, name in enumerate(names):
        held[(2 if tie and players > 2 else 0) + k % (players - (2 if tie and players > 2 else 0))].append(name)
    out = []
    others = [t for t in order if t not in held[0] and t not in held[1]] if tie else []
    for index, territories in enumerate(held):
        armies = [1 + (k * 7 + 3) % 4 for k in range(len(territories))]
        # Part of the objective is held (the tied pair: the same values), the rest is elsewhere, and the card
        # is worth what tournament cards are worth.
        mine = territories[:4] if tie and index < 2 else territories[:3 + index % 3]
        pool = others if tie and index < 2 else [t for t in order if t not in territories]
        out.append((dict(zip(territories, armies, strict=True)), _objective(board, mine, pool)))
    return out


def _objective(board: Board, mine: list[str], pool: list[str]) -> list[str]:
    """`mine` plus territories of `pool` up to the objective cards' value (86 on the classic board)."""
    objective = list(mine)
    total = sum(board.value(t) for t in objective)
    for name in pool:
        if total == OBJECTIVE_VALUE:
            break
        gap = OBJECTIVE_VALUE - total - board.value(name)
        if (gap == 0 or gap >= 2) and name not in objective:  # no territory is worth 1: never leave a gap of 1
            objective.append(name)
            total += board.value(name)
    return objective


# ---- round 2: under way --------------------------------------------------------------------------------------
def _round_2(session: Session, clock: _Clock) -> None:
    clock.at = clock.now - 100 * MINUTE
    nxt = rounds.next_round(session)
    round_id = rounds.confirm_round(session, rounds.propose(session, seed=2012, nxt=nxt)).value.id
    start = clock.at
    hall = HallOperations(session)
    hall.start_all()
    for index, table in enumerate(session.tables(round_id)):
        clock.at = start
        generate_deal(session, table.id, seed=100 + index)
        ops = TableOperations(session, table.id)
        names = list(ops.players)
        phase = ROUND_2_PHASES[index % len(ROUND_2_PHASES)]
        _round_2_table(session, ops, clock, start, phase, names, random.Random(100 + index))
        if index == 2:
            clock.at = clock.now - 3 * MINUTE
            hall.call_referee(table.id, True)


def _round_2_table(session: Session, ops: TableOperations, clock: _Clock, start: float, phase: str,
                   names: list[str], rng: random.Random) -> None:
    clock.at = start + 30 * MINUTE
    if phase == "playing":
        ops.act(Recovery(25, "Inizio ritardato: tavolo allestito in ritardo"))
        return
    if phase == "paused":
        clock.at = start + 62 * MINUTE
        ops.act(ClockPause())
        return
    clock.at = start + 50 * MINUTE
    if phase == "sdadata":
        ops.act(ExcessReinforcement(names[0], excess=2, self_declared=True))
    clock.at = start + 90 * MINUTE
    ops.act(TimeExpired(names[1]))
    if phase in ("last_round", "sdadata"):
        _play(ops, clock, stop=phase, ending_roll=3)
        return
    _play(ops, clock, stop=None, ending_roll=3)
    if phase == "confirmed":
        clock.at += 3 * MINUTE
        confirm_plausible(session, ops.table_id, rng, tie=False)

