"""A small event as a referee's database holds it after a round and a half: accented names, a generated
deal, penalties, a ruling, confirmed results scored by the engine. Shared by the printing tests and the
screenshot script."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from referee_app.cli.rules_score import score
from referee_app.ops.deals import generate_deal
from referee_app.ops.session import Session
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.rules.table.actions import read_action
from tests.table_helpers import Clock

PLAYERS = [("Martin Ødegård", "Club Čita"), ("Anna Čitaković", "Dadi Pazzi"), ("Bruno Perù", "Club Čita"),
           ("Carla Rossi", "Egadi"), ("Dario Bianchi", "Egadi"), ("Elena Verdi", "Dadi Pazzi"),
           ("Fabio Neri", "Marsala"), ("Gina Russo", "Marsala")]
COLOURS = ["rosso", "blu", "giallo", "verde"]


def final_state(session: Session, table_id: int, seed: int) -> dict[str, Any]:
    """A complete end-of-game board: each player keeps the territories of a seeded deal, 3 armies each;
    objectives are consecutive slices of the board, so the objective points differ from player to player."""
    from referee_app.rules.deal.seeded import random_deal  # noqa: PLC0415

    names = session.seat_names(session.store.table(table_id))
    deal = random_deal(session.ruleset.deal, session.board, names, seed)
    territories = list(session.board.territories)
    players = []
    for i, name in enumerate(names):
        players.append({"name": name, "objective": territories[i * 9:(i + 1) * 9 + 2],
                        "territories": {t: 3 + (i + j) % 4 for j, t in enumerate(deal.hands[name])},
                        "cards": i % 3, "status": "active", "die": 6 - i})
    return {"players": players, "table_size": len(names)}


def confirm(session: Session, table_id: int, seed: int) -> dict[str, Any]:
    result = score(session.ruleset, final_state(session, table_id, seed))
    session.store.confirm_result(table_id, result, session.referee)
    return result


def build_event(db: Path, ruleset: str = "marsala-2011") -> Session:
    """Round 1: two tables, both confirmed (table 1 with a generated deal, penalties, a ruling);
    round 2: two tables, table 1 confirmed."""
    store = Store.open(db)
    event = store.create_event("Torneo di Marsala", "2026-11-22", "Marsala", builtin(ruleset), "123400")
    ids = [store.add_player(event, name, club=club) for name, club in PLAYERS]
    session = Session(store, event, referee="Mario Rossi", clock=Clock())
    first = store.add_round(event, 1)
    t1 = store.add_table(first, 1, list(zip(ids[:4], COLOURS)))
    t2 = store.add_table(first, 2, list(zip(ids[4:], COLOURS)))
    generate_deal(session, t1, seed=11)
    session.record(t1, read_action("clock_start", {}))
    session.record(t1, read_action("penalty", {"kind": "army_cap", "player": "Bruno Perù", "armies_on_board": 134,
                                   "self_declared": False}))
    session.record(t1, read_action("penalty", {"kind": "excess_reinforcement", "player": "Martin Ødegård", "excess": 3,
                                   "self_declared": True}))
    session.record(t1, read_action("ruling", {"players": ["Anna Čitaković"], "text": "dado in bilico: il lancio si ripete"}))
    session.record(t2, read_action("warning", {"player": "Gina Russo", "reason": "ritardo al tavolo"}))
    confirm(session, t1, 1)
    confirm(session, t2, 2)
    second = store.add_round(event, 2)
    order = [ids[0], ids[4], ids[1], ids[5]], [ids[2], ids[6], ids[3], ids[7]]
    s1 = store.add_table(second, 1, list(zip(order[0], COLOURS)))
    store.add_table(second, 2, list(zip(order[1], COLOURS)))
    confirm(session, s1, 3)
    return session
