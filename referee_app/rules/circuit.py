"""The national circuit's facts: official clubs, tournament types and the ranking points they give.

An official event ends in the national ranking ("Ranking Nazionale Live"). Its points for a player
(docs/ranking.md): a x (100 + tables played in the whole event) x class x (1 for the winner, e^(-place/20)
otherwise), a = 1.2 for the winner and 1 otherwise; the class comes from the tournament type (a club season,
"Campionato periodico", by its number of rounds); a Raduno or Master counts only with at least 6 tables.
Sources: the circuit's ranking scorer and thresholds (RisiKoDataManager) and the organiser's program
(GestioneTorneo). Pure functions: no Qt, no SQL.
"""

from __future__ import annotations

import math
from functools import cache
from importlib import resources

from referee_app.rules.names import fold

# The circuit's tournament types ("Tipologia di Torneo"), as its workbook writes them.
RADUNO = "Raduno Nazionale"
MASTER = "Torneo Master"
OPEN = "Torneo Open"
INTERCLUB = "Torneo Interclub"
CAMPIONATO = "Campionato periodico"
TOURNAMENT_TYPES = (RADUNO, MASTER, OPEN, INTERCLUB, CAMPIONATO, "Torneo a Squadre", "Torneo 2VS2",
                    "Torneo a Inviti", "Amichevoli", "Campionato Nazionale")
# Types whose workbook needs no reduced standings (Classifica Ridotta): teams, pairs, friendlies.
NO_STANDINGS = frozenset({"Torneo a Squadre", "Torneo 2VS2", "Amichevoli"})
_CLASS = {RADUNO: 5.0, MASTER: 4.0, OPEN: 2.0, INTERCLUB: 1.5}
# A club season's class by its number of rounds: fewer than 3, 3, 4, 5, 6 or more.
_SEASON_CLASS = ((3, 0.5), (4, 0.7), (5, 0.8))
MIN_TABLES = {RADUNO: 6, MASTER: 6}
WINNER_FACTOR = 1.2
BASE = 100
DECAY = 20.0


# A ruleset's usual circuit type, by the start of its id; a ruleset of another kind has none until chosen.
_TYPE_BY_RULESET = (("raduno", RADUNO), ("master", MASTER), ("open", OPEN), ("campionato", CAMPIONATO),
                    ("interclub", INTERCLUB), ("marsala", OPEN))


def default_type(ruleset_id: str) -> str:
    """The type a new event of ruleset `ruleset_id` starts with ("" when the ruleset says nothing)."""
    return next((kind for start, kind in _TYPE_BY_RULESET if ruleset_id.startswith(start)), "")


def tournament_type(typed: str) -> str | None:
    """The circuit's spelling of a tournament type typed in any case; None if it is not one."""
    return next((kind for kind in TOURNAMENT_TYPES if fold(kind) == fold(typed)), None)


def event_class(kind: str, rounds: int) -> float:
    """The class of an event of type `kind` with `rounds` rounds; 0 for types the ranking does not count."""
    if kind == CAMPIONATO:
        if rounds < 3:
            return 0.2
        return next((value for limit, value in _SEASON_CLASS if rounds <= limit), 1.0)
    return _CLASS.get(kind, 0.0)


def ranking_points(kind: str, rounds: int, tables: int, place: int) -> float:
    """A player's national ranking points for finishing `place` (1 = the winner) in an event of type `kind`
    with `rounds` rounds and `tables` tables played over the whole event (every round's tables added)."""
    if place < 1 or tables < MIN_TABLES.get(kind, 0):
        return 0.0
    value = (BASE + tables) * event_class(kind, rounds)
    return WINNER_FACTOR * value if place == 1 else value * math.exp(-place / DECAY)


@cache
def official_clubs() -> tuple[str, ...]:
    """The circuit's clubs, "CITY [Club]", in the list's order."""
    text = resources.files("referee_app.rules.data.circuit").joinpath("clubs.txt").read_text("utf-8")
    return tuple(line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#"))
