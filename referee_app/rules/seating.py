"""Seat order and colours at one table (docs/rules.md §2).

Seat 1 (the *primo di mano*) is the highest die roll and the others follow clockwise by roll, highest
first; players who tie roll again and only the new rolls order them (Marsala 2011;
La nostra passione 2018, "Preparazione"). The app never invents a roll: a tie that the rolls given do not
break is refused, naming who must roll again. When the organiser prefers it, the app draws the order itself from a seed.
Then, in seat order, each player picks a colour (La nostra passione 2018, "Preparazione"); a player with no
preference gets the first free colour in the standard order.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from referee_app.rules.errors import InputError, Location, under
from referee_app.rules.names import fold

COLOURS = ("rosso", "blu", "giallo", "verde", "nero", "viola")
# a roll is one die (Marsala 2011) or the sum of up to three (La nostra passione 2018, Editrice Giochi 1997)
MAX_ROLL = 18


@dataclass(frozen=True)
class Seat:
    seat: int
    player: str
    colour: str
    rolls: tuple[int, ...] = ()


class TiedRollError(InputError):
    """Rolls that leave players tied: they must roll again."""

    def __init__(self, field: str, players: tuple[str, ...], rolls: tuple[int, ...]) -> None:
        shown = "-".join(str(r) for r in rolls)
        super().__init__(field, f"{' and '.join(players)} tied at {shown}: they roll again "
                                "(add the new roll after the first one)")
        self.players = players


def order_from_rolls(rolls: Mapping[str, int | Sequence[int]], field: str = "rolls") -> list[str]:
    """Players from seat 1 on. Each value is a roll or the list of a player's successive rolls (first roll,
    then the re-rolls after a tie); only the rolls needed to break a tie are read."""
    if not rolls:
        raise InputError(field, "no rolls")
    seqs = {name: roll_sequence(value, under(field, name)) for name, value in rolls.items()}
    order = sorted(seqs, key=lambda n: tuple(-r for r in seqs[n]))
    _refuse_ties(order, seqs, field)
    return order


def roll_sequence(value: object, field: str | Location) -> tuple[int, ...]:
    """A player's rolls as a tuple: one roll, or the first roll and the re-rolls after ties."""
    seq = (value,) if isinstance(value, int) and not isinstance(value, bool) else value
    if isinstance(seq, (str, bytes)) or not isinstance(seq, Sequence) or not seq:
        raise InputError(field, f"expected a roll or a list of rolls, got {value!r}")
    for i, roll in enumerate(seq):
        if isinstance(roll, bool) or not isinstance(roll, int) or not 1 <= roll <= MAX_ROLL:
            where = field if seq is not value else under(field, i)
            raise InputError(where, f"a roll is a whole number from 1 to {MAX_ROLL}, got {roll!r}")
    return tuple(seq)


def _refuse_ties(order: list[str], seqs: Mapping[str, tuple[int, ...]], field: str) -> None:
    """Two neighbours in the order are tied when one's rolls are a prefix of the other's."""
    for a, b in itertools.pairwise(order):
        sa, sb = seqs[a], seqs[b]
        common = min(len(sa), len(sb))
        if sa[:common] == sb[:common]:
            tied = tuple(n for n in order if seqs[n][:common] == sa[:common])
            raise TiedRollError(field, tied, sa[:common])


def order_drawn(players: Sequence[str], seed: int | str) -> list[str]:
    """Seat order drawn by the app: a seeded shuffle, the same for the same seed."""
    order = list(players)
    random.Random(seed).shuffle(order)
    return order


def assign_colours(order: Sequence[str], preferences: Mapping[str, Sequence[str]] | None = None,
                   field: str = "colours") -> dict[str, str]:
    """Colour of each player: in seat order, his first preferred colour still free, else the first free one."""
    if len(order) > len(COLOURS):
        raise InputError(field, f"{len(order)} players but only {len(COLOURS)} colours")
    preferences = preferences or {}
    free = list(COLOURS)
    out: dict[str, str] = {}
    for name in order:
        choice = None
        for i, wanted in enumerate(preferences.get(name, ())):
            colour = colour_name(wanted, f"{field}.{name}[{i}]")
            if colour in free:
                choice = colour
                break
        choice = choice or free[0]
        free.remove(choice)
        out[name] = choice
    return out


def colour_name(text: str, field: str) -> str:
    for colour in COLOURS:
        if fold(text) == colour:
            return colour
    raise InputError(field, f"unknown colour {text!r}, expected one of {', '.join(COLOURS)}")


def seat_table(order: Sequence[str], preferences: Mapping[str, Sequence[str]] | None = None,
               rolls: Mapping[str, int | Sequence[int]] | None = None) -> tuple[Seat, ...]:
    colours = assign_colours(order, preferences)
    rolled = {name: roll_sequence(value, f"rolls.{name}") for name, value in (rolls or {}).items()}
    return tuple(Seat(i + 1, name, colours[name], rolled.get(name, ())) for i, name in enumerate(order))
