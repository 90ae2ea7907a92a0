"""Reading fields of CLI input objects, each failure naming the field (`players[2]`, `turns[0].roll`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from referee_app.rules.errors import InputError

T = TypeVar("T")

_TYPE_NAMES = {bool: "true or false", int: "a whole number", str: "text", list: "a list", dict: "an object",
               float: "a number"}


def _name(expected: type | tuple[type, ...]) -> str:
    if isinstance(expected, tuple):
        return " or ".join(_TYPE_NAMES.get(t, t.__name__) for t in expected)
    return _TYPE_NAMES.get(expected, expected.__name__)


def check_type(value: Any, expected: type | tuple[type, ...], field: str) -> Any:
    bad_bool = isinstance(value, bool) and expected in (int, float, (int, float))
    if bad_bool or not isinstance(value, expected):
        raise InputError(field, f"expected {_name(expected)}, got {value!r}")
    return value


def require(data: Mapping[str, Any], key: str, expected: type | tuple[type, ...], prefix: str = "") -> Any:
    field = f"{prefix}.{key}" if prefix else key
    if key not in data:
        raise InputError(field, "missing required field")
    return check_type(data[key], expected, field)


def optional(data: Mapping[str, Any], key: str, expected: type | tuple[type, ...], default: Any,
             prefix: str = "") -> Any:
    field = f"{prefix}.{key}" if prefix else key
    if key not in data or data[key] is None:
        return default
    return check_type(data[key], expected, field)


def players_list(data: Mapping[str, Any], key: str = "players") -> list[str]:
    """A list of distinct, non-empty player names in play order."""
    players = require(data, key, list)
    seen: set[str] = set()
    for i, name in enumerate(players):
        check_type(name, str, f"{key}[{i}]")
        if not name.strip():
            raise InputError(f"{key}[{i}]", "empty player name")
        if name in seen:
            raise InputError(f"{key}[{i}]", f'player "{name}" listed twice')
        seen.add(name)
    if not players:
        raise InputError(key, "no players")
    return list(players)
