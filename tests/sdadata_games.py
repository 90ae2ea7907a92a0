"""Random but legal end-of-game sequences, for the property tests and bench/sdadata.py."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from referee_app.rules.params import SdadataParams
from referee_app.rules.sdadata import SdadataState, TurnEvent, apply_turn, start, turn_plan

NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio")


@dataclass(frozen=True)
class Game:
    players: tuple[str, ...]
    expiry: str
    eliminated_before: tuple[str, ...]
    events: tuple[TurnEvent, ...]
    states: tuple[SdadataState, ...]  # states[i] is the state before events[i]; the last is the final one


def _others(state: SdadataState, player: str, *, active_only: bool) -> list[str]:
    return [p for p in state.players if p != player
            and (state.status(p) == "active" if active_only else state.takes_turns(p))]


def random_game(params: SdadataParams, rng: random.Random, max_turns: int = 150) -> Game:
    players = NAMES[:rng.randint(3, 6)]
    before = (rng.choice(players),) if rng.random() < 0.2 else ()
    expiry = rng.choice([p for p in players if p not in before])
    state = start(params, players, expiry, eliminated=before)
    states = [state]
    events: list[TurnEvent] = []
    while not state.ended and len(events) < max_turns:
        player = state.next_player
        assert player is not None
        active = state.status(player) == "active"
        victims = _others(state, player, active_only=False)
        event = TurnEvent(
            player=player,
            conquered=rng.choice((0, 0, 0, 1, 2, 3, 5)) if active else 0,
            eliminated=(rng.choice(victims),) if active and victims and rng.random() < 0.06 else (),
            withdrawn=(rng.choice(victims),) if victims and rng.random() < 0.02 else (),
            objective=active and rng.random() < 0.01,
        )
        if event.withdrawn and (event.withdrawn[0] in event.eliminated or state.status(event.withdrawn[0]) != "active"):
            event = replace(event, withdrawn=())
        if turn_plan(state, event).rolls:
            missed = rng.random() < 0.02
            event = replace(event, missed_roll=missed,
                            roll=None if missed else rng.randint(1, 6) + rng.randint(1, 6))
        state = apply_turn(state, event)
        events.append(event)
        states.append(state)
    return Game(players, expiry, before, tuple(events), tuple(states))
