"""Objective decks as data: a JSON object mapping each card's name to the territories it asks for.

The app ships the 16 cards of official tournaments (`official_deck`, package data `data/circuit/
objectives.json`, docs/rules.md §1); an organiser may load his own deck instead (docs/scoring.md describes
the file). A player's objective can then be given by card name or number.
"""

from __future__ import annotations

import csv
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from referee_app.rules.board import Board
from referee_app.rules.errors import InputError, Location, under
from referee_app.rules.names import closest, fold
from importlib import resources


_LEADING = re.compile(r"^\s*(\d+)\s*[·.):\-]\s")  # "12 · Tappeto", "12. Tappeto", "12) Tappeto"
OFFICIAL_VALUE = 86  # what every card of the official deck is worth on the Italian board


@dataclass(frozen=True)
class ObjectiveDeck:
    """Card name -> canonical territory names, in the file's order."""
    cards: Mapping[str, tuple[str, ...]]

    def numbers(self) -> dict[int, str]:
        """Card number -> card name: the number opening the card's name ("12 · Tappeto" is 12), else the
        number ending it ("Obiettivo 7" is 7), else its position in the deck (1 for the first); a number two
        cards would share goes to the first."""
        out: dict[int, str] = {}
        for position, name in enumerate(self.cards, start=1):
            found = _LEADING.match(name) or re.search(r"(\d+)\s*$", name)
            out.setdefault(int(found.group(1)) if found else position, name)
        return out

    def number(self, name: str) -> int | None:
        return next((n for n, card in self.numbers().items() if card == name), None)

    def card_name(self, typed: str) -> str | None:
        """The card named `typed` (case- and accent-insensitively) or numbered `typed` ("7")."""
        by_folded = {fold(c): c for c in self.cards}
        for card in self.cards:  # "Tappeto" for "12 · Tappeto"
            by_folded.setdefault(fold(_LEADING.sub("", card)), card)
        found = by_folded.get(fold(typed))
        if found is None and typed.strip().isdigit():
            found = self.numbers().get(int(typed))
        return found

    def card(self, name: str, field: str) -> tuple[str, ...]:
        """The territories of card `name` or number ("7"), matched case- and accent-insensitively."""
        by_folded = {fold(c): c for c in self.cards}
        found = self.card_name(name)
        if found is None:
            suggestion = closest(name, by_folded)
            hint = f' (did you mean "{suggestion}"?)' if suggestion else ""
            raise InputError(field, f'unknown objective card "{name}"{hint}',
                             code="unknown_card", name=name, suggestion=suggestion or "")
        return self.cards[found]

    def values(self, board: Board) -> dict[str, int]:
        """Each card's total value on `board` (86 for every modern tournament card)."""
        return {name: sum(board.value(t) for t in territories) for name, territories in self.cards.items()}


def objective_territories(raw: Any, board: Board, field: str | Location) -> tuple[str, ...]:
    """A list of territory names resolved on `board`: non-empty, each named once."""
    if not isinstance(raw, list):
        raise InputError(field, f"expected a list of territories, got {raw!r}", code="objective_not_list")
    if not raw:
        raise InputError(field, "an objective needs at least one territory", code="objective_empty")
    names: list[str] = []
    for i, item in enumerate(raw):
        if not isinstance(item, str):
            raise InputError(under(field, i), f"expected a territory name, got {item!r}",
                             code="objective_not_name", value=repr(item))
        name = board.resolve(item, under(field, i))
        if name in names:
            raise InputError(under(field, i), f'"{name}" is listed twice', code="listed_twice", name=name)
        names.append(name)
    return tuple(names)


def deck_from_dict(data: Any, board: Board, field: str = "deck") -> ObjectiveDeck:
    """Validate a deck object; every error names the card and position (`deck.Card 3[2]`)."""
    if not isinstance(data, Mapping) or not data:
        raise InputError(field, "a deck is a non-empty object of card name -> list of territories",
                         code="deck_not_object")
    cards: dict[str, tuple[str, ...]] = {}
    seen: dict[str, str] = {}
    for name, territories in data.items():
        key = under(field, name)
        if not str(name).strip():
            raise InputError(key, "empty card name", code="deck_empty_card_name")
        if fold(name) in seen:
            raise InputError(key, f'same card name as "{seen[fold(name)]}"',
                             code="deck_same_card", name=name, other=seen[fold(name)])
        seen[fold(name)] = name
        cards[name] = objective_territories(territories, board, key)
    return ObjectiveDeck(cards)


def deck_rows_from_csv(text: str, field: str = "deck") -> dict[str, list[str]]:
    """A deck as CSV: one card a line, its name or number first, then its territories, one a cell (`,` or
    the Excel-Italian `;`); a first line starting with "card"/"carta" is a header; blank lines are skipped."""
    lines = [line for line in text.lstrip("\ufeff").splitlines() if line.strip()]
    delimiter = ";" if lines and lines[0].count(";") > lines[0].count(",") else ","
    rows = [[cell.strip() for cell in row] for row in csv.reader(lines, delimiter=delimiter)]
    if rows and fold(rows[0][0]) in ("card", "carta", "n", "numero", "number"):
        rows = rows[1:]
    cards: dict[str, list[str]] = {}
    for row in rows:
        name, territories = row[0], [cell for cell in row[1:] if cell]
        if name in cards:
            raise InputError(under(field, name), f'card "{name}" is listed twice',
                             code="deck_same_card", name=name, other=name)
        cards[name] = territories
    return cards


def load_deck(path: str | Path, board: Board, field: str | None = None) -> ObjectiveDeck:
    """Read a deck file, JSON or CSV (by its suffix); errors are named under `field` (default: the file's name)."""
    path = Path(path)
    field = field or path.name
    csv_file = path.suffix.lower() == ".csv"
    try:
        text = path.read_text("utf-8-sig" if csv_file else "utf-8")
    except (OSError, ValueError) as exc:  # ValueError: not UTF-8, or a path no file can have (a NUL byte)
        raise InputError(field, f"cannot read the deck file {str(path)!r}: "
                         f"{getattr(exc, 'strerror', None) or exc}",
                         code="deck_unreadable", path=str(path),
                         detail=str(getattr(exc, "strerror", None) or exc)) from None
    if csv_file:
        return deck_from_dict(deck_rows_from_csv(text, field), board, field)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(field, f"{path.name} is malformed JSON at line {exc.lineno} "
                         f"column {exc.colno}: {exc.msg}",
                         code="deck_malformed", path=path.name, line=str(exc.lineno), column=str(exc.colno)) from None
    return deck_from_dict(data, board, field)


def official_cards() -> list[dict[str, Any]]:
    """The official cards as shipped: number, name, short_name, territories; in number order."""

    text = resources.files("referee_app.rules.data.circuit").joinpath("objectives.json").read_text("utf-8")
    return sorted(json.loads(text)["cards"], key=lambda card: int(card["number"]))


def official_deck_cards() -> dict[str, list[str]]:
    """The official deck as a deck object: "12 · Tappeto" -> its territories, card 1 first."""
    return {f"{card['number']} · {card['name']}": list(card["territories"]) for card in official_cards()}


def official_deck(board: Board) -> ObjectiveDeck:
    """The 16 cards of official tournaments, checked on `board`."""
    return deck_from_dict(official_deck_cards(), board, "official")
