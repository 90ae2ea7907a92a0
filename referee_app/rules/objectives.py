"""Objective decks as data: a JSON object mapping each card's name to the territories it asks for.

Organisers load the deck their tournament uses (docs/scoring.md describes the file); the app ships none,
because the real card lists are not in our sources. A player's objective can then be given by card name.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError
from referee_app.rules.names import closest, fold


@dataclass(frozen=True)
class ObjectiveDeck:
    """Card name -> canonical territory names, in the file's order."""
    cards: Mapping[str, tuple[str, ...]]

    def card(self, name: str, field: str) -> tuple[str, ...]:
        """The territories of card `name` (matched case- and accent-insensitively)."""
        by_folded = {fold(c): c for c in self.cards}
        found = by_folded.get(fold(name))
        if found is None:
            suggestion = closest(name, by_folded)
            hint = f' (did you mean "{suggestion}"?)' if suggestion else ""
            raise InputError(field, f'unknown objective card "{name}"{hint}')
        return self.cards[found]

    def values(self, board: Board) -> dict[str, int]:
        """Each card's total value on `board` (86 for every modern tournament card)."""
        return {name: sum(board.value(t) for t in territories) for name, territories in self.cards.items()}


def objective_territories(raw: Any, board: Board, field: str) -> tuple[str, ...]:
    """A list of territory names resolved on `board`: non-empty, each named once."""
    if not isinstance(raw, list):
        raise InputError(field, f"expected a list of territories, got {raw!r}")
    if not raw:
        raise InputError(field, "an objective needs at least one territory")
    names: list[str] = []
    for i, item in enumerate(raw):
        if not isinstance(item, str):
            raise InputError(f"{field}[{i}]", f"expected a territory name, got {item!r}")
        name = board.resolve(item, f"{field}[{i}]")
        if name in names:
            raise InputError(f"{field}[{i}]", f'"{name}" is listed twice')
        names.append(name)
    return tuple(names)


def deck_from_dict(data: Any, board: Board, field: str = "deck") -> ObjectiveDeck:
    """Validate a deck object; every error names the card and position (`deck.Card 3[2]`)."""
    if not isinstance(data, Mapping) or not data:
        raise InputError(field, "a deck is a non-empty object of card name -> list of territories")
    cards: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for name, territories in data.items():
        key = f"{field}.{name}"
        if not str(name).strip():
            raise InputError(key, "empty card name")
        if fold(name) in seen:
            raise InputError(key, f'same card name as "{seen[fold(name)]}"')
        seen[fold(name)] = name
        cards[name] = objective_territories(territories, board, key)
    return ObjectiveDeck(cards)


def load_deck(path: str | Path, board: Board, field: str | None = None) -> ObjectiveDeck:
    """Read a deck file; errors are named under `field` (default: the file's name)."""
    path = Path(path)
    field = field or path.name
    try:
        data = json.loads(path.read_text("utf-8"))
    except OSError as exc:
        raise InputError(field, f"cannot read the deck file {str(path)!r}: {exc.strerror}") from None
    except json.JSONDecodeError as exc:
        raise InputError(field, f"{path.name} is malformed JSON at line {exc.lineno} column {exc.colno}: "
                                f"{exc.msg}") from None
    return deck_from_dict(data, board, field)
