"""The territory deck and the table it is dealt to: input checks shared by every deal procedure.

Names are resolved loosely (`board.resolve`) so that the GUI, the CLI and tests can pass what a referee
types; everything past this module works with canonical names only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError, Location
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


class CardTwiceError(InputError):
    """A territory drawn or held twice: `first` is where it already is (a card position or a holder)."""

    def __init__(self, field: str | Location, name: str, first: int | str, message: str) -> None:
        super().__init__(field, message)
        self.name = name
        self.first = first


class UnheldError(InputError):
    """A distribution that leaves a number of territories unheld other than the deal's neutral ones."""

    def __init__(self, unheld: tuple[str, ...], neutral: int) -> None:
        what = "nobody holds" if unheld else "no territory is left neutral"
        detail = f": {', '.join(unheld)}" if unheld else ""
        super().__init__("hands", f"{what}{detail} (this deal leaves {neutral} neutral)")
        self.unheld = unheld
        self.neutral = neutral


def resolve_cards(board: Board, cards: Sequence[str], jolly_cards: int = 0) -> tuple[str, ...]:
    """The cards drawn so far as canonical names, no territory twice and no more jolly cards than the deck
    holds (so never more cards than the deck): a deal still in progress passes."""
    out: list[str] = []
    first_seen: dict[str, int] = {}
    for i, raw in enumerate(cards):
        field = f"cards[{i}]"
        if jolly_cards and raw not in board.territories and is_jolly(raw):
            if out.count(JOLLY) >= jolly_cards:
                raise CardTwiceError(field, JOLLY, out.index(JOLLY), f"only {jolly_cards} jolly cards in the deck")
            out.append(JOLLY)
            continue
        name = board.resolve(raw, field)
        if name in first_seen:
            raise CardTwiceError(field, name, first_seen[name], f'"{name}" already drawn as cards[{first_seen[name]}]')
        first_seen[name] = i
        out.append(name)
    return tuple(out)


def check_cards(board: Board, cards: Sequence[str], jolly_cards: int = 0) -> tuple[str, ...]:
    """The drawn order as canonical names: every territory once, plus exactly `jolly_cards` jolly cards."""
    expected = len(board.territories) + jolly_cards
    out = resolve_cards(board, cards, jolly_cards)
    jollies = out.count(JOLLY)
    if len(out) != expected or jollies != jolly_cards:
        what = f"{len(board.territories)} territories" + (f" and {jolly_cards} jolly" if jolly_cards else "")
        missing = [t for t in board.names if t not in out]
        hint = f"; missing: {', '.join(missing)}" if missing and len(out) < expected else ""
        raise InputError("cards", f"expected {expected} cards ({what}), got {len(out)}{hint}")
    return out


def check_hands(board: Board, players: Sequence[str], hands: Mapping[str, Sequence[str]],
                neutral: int = 0) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
    """Canonical hands for every player (a player left out holds nothing) and the territories nobody
    holds, which must be exactly `neutral` of them; a territory held twice is bad input."""
    for player in hands:
        if player not in players:
            raise InputError(("hands", player), f'"{player}" is not one of the players')
    holder: dict[str, str] = {}
    out: dict[str, tuple[str, ...]] = {}
    for player in players:
        names = []
        for i, raw in enumerate(hands.get(player, ())):
            field = ("hands", player, i)
            name = board.resolve(raw, field)
            if name in holder:
                raise CardTwiceError(field, name, holder[name], f'"{name}" is already held by "{holder[name]}"')
            holder[name] = player
            names.append(name)
        out[player] = tuple(names)
    unheld = tuple(t for t in board.names if t not in holder)
    if len(unheld) != neutral:
        raise UnheldError(unheld, neutral)
    return out, unheld
