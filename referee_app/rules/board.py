"""The map: territories, continents, bonuses and borders, loaded from a board data file.

The board is data because newer printings move borders; `classic.json` in the package is the default
(docs/rules.md §1). A territory's *value* is stored as printed with the Editrice Giochi 1997 box rules and must
equal its degree.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from referee_app.rules.errors import BoardError, Location, UnknownTerritoryError
from referee_app.rules.names import closest, fold
from importlib import resources


@dataclass(frozen=True)
class Continent:
    name: str
    bonus: int
    territories: tuple[str, ...]
    max_at_deal: int

    @property
    def size(self) -> int:
        return len(self.territories)


@dataclass(frozen=True)
class Territory:
    name: str
    continent: str
    value: int
    neighbours: tuple[str, ...]
    aliases: tuple[str, ...] = ()


class Board:
    """An immutable map with name resolution. Territory order is the file's order (by continent)."""

    def __init__(self, board_id: str, name: str, continents: Iterable[Continent],
                 territories: Iterable[Territory], source: str = "") -> None:
        self.id = board_id
        self.name = name
        self.source = source
        self.continents: dict[str, Continent] = {c.name: c for c in continents}
        self.territories: dict[str, Territory] = {t.name: t for t in territories}
        self._by_folded: dict[str, str] = {}
        for t in self.territories.values():
            for spelling in (t.name, *t.aliases):
                self._by_folded.setdefault(fold(spelling), t.name)
        self._validate()

    def _validate(self) -> None:
        for t in self.territories.values():
            if t.continent not in self.continents:
                raise BoardError(f"{t.name}: unknown continent {t.continent!r}")
            for n in t.neighbours:
                if n not in self.territories:
                    raise BoardError(f"{t.name}: unknown neighbour {n!r}")
                if t.name not in self.territories[n].neighbours:
                    raise BoardError(f"border {t.name} - {n} is not listed on both sides")
        for c in self.continents.values():
            for name in c.territories:
                if self.territories[name].continent != c.name:
                    raise BoardError(f"{name} listed under {c.name} but belongs to another continent")

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.territories)

    def resolve(self, name: str, field: str | Location = "territory") -> str:
        """The canonical name for `name`, or UnknownTerritoryError naming `field` and the nearest name."""
        if name in self.territories:
            return name
        found = self._by_folded.get(fold(name))
        if found is None:
            raise UnknownTerritoryError(field, name, closest(name, self._by_folded))
        return found

    def continent_of(self, territory: str) -> str:
        return self.territories[territory].continent

    def value(self, territory: str) -> int:
        return self.territories[territory].value

    def total_value(self) -> int:
        return sum(t.value for t in self.territories.values())

    def borders(self) -> set[frozenset[str]]:
        return {frozenset((t.name, n)) for t in self.territories.values() for n in t.neighbours}

    def continent_counts(self, territories: Iterable[str]) -> dict[str, int]:
        counts = dict.fromkeys(self.continents, 0)
        for name in territories:
            counts[self.territories[name].continent] += 1
        return counts

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id, "name": self.name, "source": self.source,
            "continents": [{"name": c.name, "bonus": c.bonus, "max_at_deal": c.max_at_deal}
                           for c in self.continents.values()],
            "territories": [{"name": t.name, "continent": t.continent, "value": t.value,
                             "neighbours": list(t.neighbours), "aliases": list(t.aliases)}
                            for t in self.territories.values()],
        }


def board_from_dict(data: Mapping[str, Any]) -> Board:
    """Build a board from its JSON form; errors name the bad entry."""
    try:
        raw_territories = list(data["territories"])
        members: dict[str, list[str]] = {}
        territories = []
        for i, t in enumerate(raw_territories):
            if not isinstance(t, Mapping):
                raise BoardError(f"territories[{i}]: expected an object")
            territories.append(Territory(str(t["name"]), str(t["continent"]), int(t["value"]),
                                         tuple(str(n) for n in t["neighbours"]),
                                         tuple(str(a) for a in t.get("aliases", ()))))
            members.setdefault(str(t["continent"]), []).append(str(t["name"]))
        continents = [Continent(str(c["name"]), int(c["bonus"]), tuple(members.get(str(c["name"]), ())),
                                int(c.get("max_at_deal", len(members.get(str(c["name"]), ())) // 2)))
                      for c in data["continents"]]
    except KeyError as exc:
        raise BoardError(f"missing key {exc.args[0]!r}") from None
    except (TypeError, ValueError) as exc:
        if isinstance(exc, BoardError):
            raise
        raise BoardError(f"malformed board: {exc}") from None
    return Board(str(data.get("id", "custom")), str(data.get("name", "")), continents, territories,
                 str(data.get("source", "")))


@cache
def classic_board() -> Board:
    """The default Italian board of docs/rules.md §1, shipped as package data."""

    text = resources.files("referee_app.rules.data.boards").joinpath("classic.json").read_text("utf-8")
    return board_from_dict(json.loads(text))
