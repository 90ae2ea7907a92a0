"""The territory deck and the table it is dealt to: input checks shared by every deal procedure.

Names are resolved loosely (`board.resolve`) so that the GUI, the CLI and tests can pass what a referee
types; everything past this module works with canonical names only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError
from referee_app.rules.names import fold

JOLLY = "Jolly"
MIN_PLAYERS = 2
MAX_PLAYERS = 6


def is_jolly(name: str) -> bool:
    return fold(name) == fold(JOLLY)


def full_deck(board: Board, jolly_cards: int = 0) -> tuple[str, ...]:
    """Every territory card in board order, then the jolly cards."""
    return board.names + (JOLLY,) * jolly_cards


def check_players(players: Sequence[str]) -> tuple[str, ...]:
    """Distinct, non-empty names; a deal table has 2 to 6 players."""
    seen: set[str] = set()
    for i, name in enumerate(players):
        if not name.strip():
            raise InputError(f"players[{i}]", "empty player name")
        if name in seen:
            raise InputError(f"players[{i}]", f'player "{name}" listed twice')
        seen.add(name)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise InputError("players", f"a table has {MIN_PLAYERS} to {MAX_PLAYERS} players, got {len(players)}")
    return tuple(players)


def check_cards(board: Board, cards: Sequence[str], jolly_cards: int = 0) -> tuple[str, ...]:
    """The drawn order as canonical names: every territory once, plus exactly `jolly_cards` jolly cards."""
    expected = len(board.territories) + jolly_cards
    out: list[str] = []
    first_seen: dict[str, int] = {}
    for i, raw in enumerate(cards):
        field = f"cards[{i}]"
        if jolly_cards and raw not in board.territories and is_jolly(raw):
            out.append(JOLLY)
            continue
        name = board.resolve(raw, field)
        if name in first_seen:
            raise InputError(field, f'"{name}" already drawn as cards[{first_seen[name]}]')
        first_seen[name] = i
        out.append(name)
    jollies = out.count(JOLLY)
    if len(out) != expected or jollies != jolly_cards:
        what = f"{len(board.territories)} territories" + (f" and {jolly_cards} jolly" if jolly_cards else "")
        missing = [t for t in board.names if t not in first_seen]
        hint = f"; missing: {', '.join(missing)}" if missing and len(out) < expected else ""
        raise InputError("cards", f"expected {expected} cards ({what}), got {len(out)}{hint}")
    return tuple(out)


def check_hands(board: Board, players: Sequence[str], hands: Mapping[str, Sequence[str]],
                neutral: int = 0) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
    """Canonical hands for every player (a player left out holds nothing) and the territories nobody
    holds, which must be exactly `neutral` of them; a territory held twice is bad input."""
    for player in hands:
        if player not in players:
            raise InputError(f"hands.{player}", f'"{player}" is not one of the players')
    holder: dict[str, str] = {}
    out: dict[str, tuple[str, ...]] = {}
    for player in players:
        names = []
        for i, raw in enumerate(hands.get(player, ())):
            field = f"hands.{player}[{i}]"
            name = board.resolve(raw, field)
            if name in holder:
                raise InputError(field, f'"{name}" is already held by "{holder[name]}"')
            holder[name] = player
            names.append(name)
        out[player] = tuple(names)
    unheld = tuple(t for t in board.names if t not in holder)
    if len(unheld) != neutral:
        what = "nobody holds" if unheld else "no territory is left neutral"
        detail = f": {', '.join(unheld)}" if unheld else ""
        raise InputError("hands", f"{what}{detail} (this deal leaves {neutral} neutral)")
    return out, unheld
