"""Typed reading of nested JSON into frozen dataclasses, reporting the exact bad key.

Used by the ruleset loader: a custom ruleset file with a typo must be refused with the dotted path of the
key (`sdadata.ending_sums[2][0]`), never half-loaded.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Mapping
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from referee_app.rules.errors import RulesetError

T = TypeVar("T")


def read(cls: type[T], data: Any, path: str = "") -> T:
    """An instance of dataclass `cls` from JSON data, or RulesetError naming the bad key."""
    return typing.cast(T, _convert(cls, data, path))


def dump(value: Any) -> Any:
    """The JSON form of a dataclass tree (dict keys become strings, tuples lists)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: dump(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): dump(v) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [dump(v) for v in value]
    return value


def _describe(tp: Any) -> str:
    return getattr(tp, "__name__", None) or str(tp).replace("typing.", "")


def _convert(tp: Any, value: Any, path: str) -> Any:
    origin = get_origin(tp)
    if dataclasses.is_dataclass(tp) and isinstance(tp, type):
        return _convert_dataclass(tp, value, path)
    if origin in (Union, types.UnionType):
        options = get_args(tp)
        if value is None:
            if type(None) in options:
                return None
            raise RulesetError(path, "must not be null")
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return _convert(option, value, path)
            except RulesetError as exc:
                errors.append(exc)
        raise errors[0]
    if origin is Literal:
        allowed = get_args(tp)
        if value not in allowed:
            raise RulesetError(path, f"expected one of {', '.join(map(repr, allowed))}, got {value!r}")
        return value
    if origin is tuple:
        if not isinstance(value, list):
            raise RulesetError(path, f"expected a list, got {value!r}")
        item_type = get_args(tp)[0]
        return tuple(_convert(item_type, v, f"{path}[{i}]") for i, v in enumerate(value))
    if origin in (dict, Mapping):
        if not isinstance(value, Mapping):
            raise RulesetError(path, f"expected an object, got {value!r}")
        key_type, value_type = get_args(tp)
        out = {}
        for k, v in value.items():
            key = _convert_key(key_type, k, f"{path}.{k}")
            out[key] = _convert(value_type, v, f"{path}.{k}")
        return out
    if tp is bool:
        if not isinstance(value, bool):
            raise RulesetError(path, f"expected true or false, got {value!r}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesetError(path, f"expected a whole number, got {value!r}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise RulesetError(path, f"expected a number, got {value!r}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise RulesetError(path, f"expected text, got {value!r}")
        return value
    if tp is Any:
        return value
    raise TypeError(f"schema type {_describe(tp)} at {path} is not supported")


def _convert_key(key_type: Any, key: Any, path: str) -> Any:
    if key_type is int:
        try:
            return int(key)
        except (TypeError, ValueError):
            raise RulesetError(path, f"expected a whole-number key, got {key!r}") from None
    return _convert(key_type, key, path)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    # resolved once per class: a table's state is read back from its snapshot at every start
    return get_type_hints(cls)


def _convert_dataclass(cls: type, value: Any, path: str) -> Any:
    if not isinstance(value, Mapping):
        raise RulesetError(path, f"expected an object, got {value!r}")
    hints = _hints(cls)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    prefix = f"{path}." if path else ""
    for key in value:
        if key not in fields:
            raise RulesetError(f"{prefix}{key}", "unknown key")
    kwargs = {}
    for name, field in fields.items():
        if name in value:
            kwargs[name] = _convert(hints[name], value[name], f"{prefix}{name}")
        elif field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING:
            raise RulesetError(f"{prefix}{name}", "missing key")
    try:
        return cls(**kwargs)
    except (ValueError, TypeError) as exc:
        if isinstance(exc, RulesetError):
            raise
        raise RulesetError(path, str(exc)) from None
