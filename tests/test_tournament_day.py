"""A whole (small) tournament day through the operations layer, as the window drives it: the event, the
players, two drawn rounds, the clocks, the sdadata, the results, the standings and the printouts.
Every step goes through the engine and the durable store; the checks at the end read it all back."""

from __future__ import annotations

import random
from pathlib import Path

from pypdf import PdfReader

from referee_app.ops import rounds
from referee_app.ops.deals import generate_deal
from referee_app.ops.hall import HallOperations
from referee_app.ops.printing import print_report, print_round
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.ops.standings_ops import StandingsOperations
from referee_app.ops.table_ops import TableOperations
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.rules.table.actions import TimeExpired
from referee_app.rules.sdadata import TurnEvent

PLAYERS = [("Anna Ødegård", "Marsala", "Sicilia"), ("Bruno Čita", "Roma", "Lazio"),
           ("Carla Perù", "Napoli", "Campania"), ("Dario Rossi", "Milano", "Lombardia"),
           ("Elena Verdi", "Marsala", "Sicilia"), ("Fabio Neri", "Roma", "Lazio"),
           ("Gina Russo", "Napoli", "Campania"), ("Ugo Ferri", "Milano", "Lombardia")]


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def _play_table(session: Session, clock: Clock, table_id: int, rng: random.Random) -> None:
    """Deal, play to the sdadata and end it with the dice; enter and confirm the final state."""
    deal = generate_deal(session, table_id, seed=rng.randrange(10_000))
    table = TableOperations(session, table_id)
    names = list(deal.hands)
    clock.now += 90 * 60 + 1
    table.act(TimeExpired(names[-1]))
    while True:
        player = table.likely_turn()
        assert player is not None
        if table.forecast(TurnEvent(player)).rolls:
            table.act(TurnEvent(player, roll=3))  # 3 ends the game on every sdadata round
            break
        table.act(TurnEvent(player))
    state = session.table_state(table_id)
    assert state.ended
    results = ResultOperations(session)
    final = results.draft(table_id)
    for entry in final["players"]:
        hand = deal.hands[entry["name"]]
        entry["territories"] = {t: 1 + (i % 3) for i, t in enumerate(hand)}
        entry["objective"] = list(hand[:6])
        entry["die"] = rng.randint(1, 6)
    results.confirm(table_id, final)


def test_a_tournament_day(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "day.db")
    event = store.create_event("Raduno di prova", "2026-11-22", "Marsala", builtin("raduno"), "432100")
    for name, club, region in PLAYERS:
        store.add_player(event, name, club=club, region=region)
    clock = Clock()
    session = Session(store, event, referee="Mario Rossi", clock=clock)
    rng = random.Random(7)
    hall = HallOperations(session)

    for number in (1, 2):
        nxt = rounds.next_round(session)
        assert (nxt.status, nxt.number) == ("ready", number)
        proposal = rounds.propose(session, seed=number)
        # 8 players on 2 tables cannot avoid every past opponent in round 2: what breaks must be unavoidable
        assert proposal.draw.proved_best
        assert all(v.unavoidable for v in proposal.draw.violations)
        assert (proposal.draw.broken == 0) == (number == 1)
        round_id = rounds.confirm_round(session, proposal).value.id
        hall.start_all()
        assert [t.phase for t in hall.tiles()] == ["playing", "playing"]
        for table in session.tables(round_id):
            _play_table(session, clock, table.id, rng)
        assert {t.phase for t in hall.tiles()} == {"confirmed"}
        assert ResultOperations(session).missing(round_id) == []

    standings = StandingsOperations(session).standings()
    assert len(standings.standings) == 8
    totals = [row.total for row in standings.standings]
    assert totals == sorted(totals, reverse=True)
    # round 2 did not seat any round-1 table together again
    first, second = session.rounds()
    met = {frozenset(session.seat_names(t)) for t in session.tables(first.id)}
    for table in session.tables(second.id):
        assert frozenset(session.seat_names(table)) not in met

    sheets = print_round(session, second.id, tmp_path / "round2.pdf", "it")
    text = "\n".join(page.extract_text() for page in PdfReader(sheets).pages)
    assert "Scheda punteggi" in text and "Anna Ødegård" in text
    out = print_report(session, "standings", tmp_path / "standings.pdf", "it")
    text = "\n".join(page.extract_text() for page in PdfReader(out).pages)
    assert standings.standings[0].name in text

    assert store.verify_chain(event).ok
    store.close(backup=False)
