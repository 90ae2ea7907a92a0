"""Final tables for scoring tests: a fixed 4-player layout (each player holds 41 points) and a hypothesis
strategy for random but legal tables."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import strategies as st

from referee_app.rules.board import classic_board
from referee_app.rules.final_state import PlayerFinal, TableFinal

LAYOUT = {
    "Anna": ["Alaska", "Territori del Nord Ovest", "Groenlandia", "Alberta", "Ontario", "Quebec",
             "Stati Uniti Occidentali", "Stati Uniti Orientali", "America Centrale", "Venezuela", "Perù"],
    "Bruno": ["Islanda", "Scandinavia", "Gran Bretagna", "Europa Settentrionale", "Europa Occidentale",
              "Europa Meridionale", "Ucraina", "Brasile", "Africa del Sud", "Madagascar"],
    "Carla": ["Africa del Nord", "Egitto", "Africa Orientale", "Congo", "Indonesia", "Nuova Guinea",
              "Australia Occidentale", "Australia Orientale", "Medio Oriente", "Siam", "India"],
    "Dario": ["Urali", "Siberia", "Jacuzia", "Čita", "Kamchatka", "Giappone", "Mongolia", "Afganistan", "Cina",
              "Argentina"],
}
OBJECTIVES = {"Anna": ["Alaska", "Ontario", "Perù", "Cina"], "Bruno": ["Ucraina", "Europa Meridionale", "Kamchatka"],
              "Carla": ["Medio Oriente", "Egitto", "Australia Orientale", "Kamchatka"],
              "Dario": ["Cina", "Siberia", "Ontario"]}


def base_input() -> dict[str, Any]:
    """A legal `rules score` input: four active players, one army per territory, objectives worth 12 held."""
    return copy.deepcopy({
        "players": [{"name": name, "objective": OBJECTIVES[name], "territories": dict.fromkeys(held, 1),
                     "cards": 0, "status": "active", "eliminated_order": None, "die": None}
                    for name, held in LAYOUT.items()],
        "neutral": {}, "risiko": None})


NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Fabio")


@st.composite
def tables(draw: st.DrawFn, sizes: tuple[int, ...] = (3, 4, 5), risiko: bool = True) -> TableFinal:
    board = classic_board()
    n = draw(st.sampled_from(sizes))
    fallen = draw(st.integers(0, n - 2))
    statuses = ["active"] * (n - fallen) + ["eliminated"] * fallen
    if fallen and draw(st.booleans()):
        statuses[-1] = "excluded"
    if draw(st.booleans()):
        statuses[0] = "withdrawn"
    statuses = draw(st.permutations(statuses))
    survivors = [i for i, s in enumerate(statuses) if s in ("active", "withdrawn")]
    order = draw(st.permutations(board.names))
    holder: dict[str, int | None] = {}
    for k, territory in enumerate(order):
        if k < len(survivors):
            holder[territory] = survivors[k]
        else:
            holder[territory] = draw(st.sampled_from([*survivors, None]))
    armies = {t: draw(st.integers(1, 4)) for t in board.names}
    orders = iter(draw(st.permutations(range(1, fallen + 1))))
    maker = draw(st.sampled_from([None, *[i for i in survivors if statuses[i] == "active"]])) if risiko else None
    players = []
    for i in range(n):
        held = {t: armies[t] for t in board.names if holder[t] == i}
        if i == maker:
            objective = tuple(draw(st.lists(st.sampled_from(sorted(held)), min_size=1, max_size=8, unique=True)))
        else:
            objective = tuple(draw(st.lists(st.sampled_from(board.names), min_size=3, max_size=10, unique=True)))
        players.append(PlayerFinal(
            name=NAMES[i], objective=objective, territories=held, cards=draw(st.integers(0, 7)),
            status=statuses[i],  # type: ignore[arg-type]
            eliminated_order=next(orders) if statuses[i] == "eliminated" else None,
            die=draw(st.none() | st.integers(1, 6))))
    neutral = {t: armies[t] for t in board.names if holder[t] is None}
    return TableFinal(tuple(players), neutral, NAMES[maker] if maker is not None else None)
