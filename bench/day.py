"""A full tournament day in one file, for the benchmarks that need the logs a real day leaves behind.

`make_day(path, tables, rounds, turns)`: `rounds - 1` rounds played to the end (every table starts its
clock, logs `turns` turn ends, time expires, the sdadata turns are played out, the result is confirmed),
then the last round drawn and started with `turns` turn ends logged at every table and the game still on.
Everything goes through the operations, as the window writes it (one transaction per hall-wide step).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from referee_app.ops.hall import HallOperations  # noqa: E402
from referee_app.ops.results import ResultOperations  # noqa: E402
from referee_app.ops.session import Session  # noqa: E402
from referee_app.ops.table_ops import TableOperations  # noqa: E402
from referee_app.rules.ruleset import builtin  # noqa: E402
from referee_app.store.store import Store  # noqa: E402
from referee_app.rules.sdadata import TurnEvent  # noqa: E402
from referee_app.rules.table.actions import TimeExpired  # noqa: E402

COLOURS = ("rosso", "blu", "giallo", "verde")
REFEREE = "bench"


class Clock:
    """The game's time, moved on by hand so a day of turns fits in the few seconds the build takes."""

    def __init__(self) -> None:
        self.at = 1_800_000_000.0

    def __call__(self) -> float:
        return self.at


def final_board(session: Session, results: ResultOperations, table_id: int) -> dict[str, Any]:
    """A complete end-of-game board: the territories dealt round the seats, 2 armies each, 8 objectives."""
    final = results.draft(table_id)
    alive = [p for p in final["players"] if p["status"] not in ("eliminated", "excluded")]
    names = list(session.board.territories)
    for k, entry in enumerate(alive):
        held = names[k::len(alive)]
        entry.update(territories=dict.fromkeys(held, 2), objective=held[:8], cards=k % 3, die=6 - k)
    return final


def _turns(session: Session, table_ids: list[int], seats: dict[int, tuple[str, ...]], turns: int,
           clock: Clock) -> None:
    for turn in range(turns):
        clock.at += 20
        session.record_many([(t, TurnEvent(seats[t][turn % 4], conquered=1)) for t in table_ids])


def _play_out(session: Session, table_ids: list[int], seats: dict[int, tuple[str, ...]], clock: Clock) -> None:
    clock.at += 91 * 60
    session.record_many([(t, TimeExpired(seats[t][0])) for t in table_ids])
    for t in table_ids:
        ops = TableOperations(session, t)
        while not ops.view().ended:
            clock.at += 30
            player = ops.likely_turn()
            assert player is not None
            ops.act(TurnEvent(player, roll=2 if ops.forecast(TurnEvent(player)).rolls else None))
    results = ResultOperations(session)
    for t in table_ids:
        results.confirm(t, final_board(session, results, t))


def make_day(path: Path, tables: int = 80, rounds: int = 4, turns: int = 150) -> None:
    store = Store.open(path)
    event = store.create_event("Bench", "2026-11-22", "Sala", builtin("marsala-2011"), "123400")
    players = [store.add_player(event, f"Giocatore {i + 1}") for i in range(tables * 4)]
    clock = Clock()
    for number in range(1, rounds + 1):
        round_id = store.add_round(event, number)
        shift = (number - 1) * 3  # other opponents every round
        order = players[shift:] + players[:shift]
        table_ids = [store.add_table(round_id, t + 1, list(zip(order[4 * t:4 * t + 4], COLOURS, strict=True)))
                     for t in range(tables)]
        session = Session(store, event, referee=REFEREE, clock=clock)
        HallOperations(session).start_all()
        seats = {t: session.table_state(t).players for t in table_ids}
        _turns(session, table_ids, seats, turns, clock)
        if number < rounds:
            _play_out(session, table_ids, seats, clock)
    store.close(backup=False)


if __name__ == "__main__":
    import time

    t0 = time.perf_counter()
    make_day(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 80)
    print(f"built in {time.perf_counter() - t0:.1f} s")
