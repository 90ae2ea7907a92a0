"""Typed reading of nested JSON into frozen dataclasses, reporting the exact bad key.

The one reader of JSON input: a custom ruleset file with a typo is refused with the dotted path of the key
(`sdadata.ending_sums[2][0]`, `read`), never half-loaded; a table action from a phone, the command line or a
table's log is refused with the location of the bad field as a tuple (`("eliminated", 0)`, `read_input`),
which the window and the command line word their own way.

Beyond plain types: a union of dataclasses that each fix a `kind: Literal[...]` field is read by that field
(a tagged union); a field whose metadata holds `MISSING_CODE` is refused with that code when it is absent;
`dump(value, omitted=True)` leaves out the fields marked `OMITTED` while they hold their default, so a
dataclass written back is the JSON it was read from.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Callable, Mapping
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

from referee_app.rules.errors import InputError, Location, RulesetError, location_of

T = TypeVar("T")

MISSING_CODE = "missing_code"  # field metadata: the InputError code when the key is absent
OMITTED = "omitted"  # field metadata: left out of `dump(..., omitted=True)` while it holds its default
OMIT: Mapping[str, bool] = {OMITTED: True}


def read(cls: type[T], data: Any, path: str = "") -> T:
    """An instance of dataclass `cls` from JSON data, or RulesetError naming the bad key."""
    try:
        return read_input(cls, data, path)
    except InputError as exc:
        raise RulesetError(exc.field, exc.message) from None


def read_input(cls: type[T], data: Any, at: str | Location = ()) -> T:
    """An instance of `cls` (a dataclass, or a tagged union of them) from JSON data, or InputError with the
    location of the bad key (under `at`) and, where the referee is told in his words, a code."""
    location = at if isinstance(at, tuple) else location_of(at)
    tp: Any = cls
    if _is_dataclass(tp):  # the common case, straight on: a log's entries are read one by one
        return typing.cast(T, _convert_dataclass(tp, data, location))
    return typing.cast(T, _converter(tp)(data, location))


def dump(value: Any, omitted: bool = False) -> Any:
    """The JSON form of a dataclass tree (dict keys become strings, tuples lists); with `omitted`, fields
    marked OMITTED that hold their default are left out."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: dump(getattr(value, f.name), omitted) for f in dataclasses.fields(value)
                if not (omitted and f.metadata.get(OMITTED) and getattr(value, f.name) == f.default)}
    if isinstance(value, Mapping):
        return {str(k): dump(v, omitted) for k, v in value.items()}
    if isinstance(value, (tuple, list)):
        return [dump(v, omitted) for v in value]
    return value


def _describe(tp: Any) -> str:
    return getattr(tp, "__name__", None) or str(tp).replace("typing.", "")


def _bad(where: Location, message: str, code: str = "", **params: str) -> InputError:
    return InputError(where, message, code=code, **params)


Convert = Callable[[Any, Location], Any]  # a JSON value and where it stands -> the value of one type


@functools.cache
def _converter(tp: Any) -> Convert:
    """How a value of type `tp` is read, worked out once per type (a table's snapshots and log entries are
    read one by one, each with the same few types)."""
    plain = _PLAIN_READERS.get(tp)
    if plain is not None:
        return plain
    if _is_dataclass(tp):
        return functools.partial(_convert_dataclass, tp)
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        return _union(get_args(tp))
    if origin is Literal:
        return functools.partial(_literal, get_args(tp))
    if origin is tuple:
        return functools.partial(_items, _converter(get_args(tp)[0]))
    if origin in (dict, Mapping):
        key_type, value_type = get_args(tp)
        return functools.partial(_mapping, _key_converter(key_type), _converter(value_type))
    if tp is Any:
        return _as_it_is
    return functools.partial(_unsupported, tp)


def _text(value: Any, where: Location) -> str:
    if not isinstance(value, str):
        raise _bad(where, f"expected text, got {value!r}")
    return value


def _flag(value: Any, where: Location) -> bool:
    if not isinstance(value, bool):
        raise _bad(where, f"expected true or false, got {value!r}")
    return value


def _whole(value: Any, where: Location) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _bad(where, f"expected a whole number, got {value!r}", "not_whole", value=str(value))
    return value


def _number(value: Any, where: Location) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise _bad(where, f"expected a number, got {value!r}")
    return float(value)


_PLAIN_READERS: dict[Any, Convert] = {str: _text, bool: _flag, int: _whole, float: _number}


def _union(options: tuple[Any, ...]) -> Convert:
    nullable = type(None) in options
    tagged = _tags(options)
    readers = tuple(_converter(option) for option in options if option is not type(None))

    def read(value: Any, where: Location) -> Any:
        if value is None:
            if nullable:
                return None
            raise _bad(where, "must not be null")
        if tagged is not None:
            return _convert_tagged(tagged, value, where)
        errors = []
        for reader in readers:
            try:
                return reader(value, where)
            except InputError as exc:
                errors.append(exc)
        raise errors[0]
    return read


def _literal(allowed: tuple[Any, ...], value: Any, where: Location) -> Any:
    if value not in allowed:
        raise _bad(where, f"expected one of {', '.join(map(repr, allowed))}, got {value!r}")
    return value


def _items(item: Convert, value: Any, where: Location) -> tuple[Any, ...]:
    if not isinstance(value, list):
        raise _bad(where, f"expected a list, got {value!r}")
    return tuple(item(v, (*where, i)) for i, v in enumerate(value))


def _mapping(key: Convert, item: Convert, value: Any, where: Location) -> dict[Any, Any]:
    if not isinstance(value, Mapping):
        raise _bad(where, f"expected an object, got {value!r}")
    out = {}
    for k, v in value.items():
        inner = (*where, str(k))
        out[key(k, inner)] = item(v, inner)
    return out


def _as_it_is(value: Any, where: Location) -> Any:
    return value


def _unsupported(tp: Any, value: Any, where: Location) -> Any:
    raise TypeError(f"schema type {_describe(tp)} at {where} is not supported")


def _key_converter(key_type: Any) -> Convert:
    return _whole_key if key_type is int else _converter(key_type)


def _whole_key(key: Any, where: Location) -> int:
    try:
        return int(key)
    except (TypeError, ValueError):
        raise _bad(where, f"expected a whole-number key, got {key!r}") from None


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    # resolved once per class: a table's state is read back from its snapshot at every start
    return get_type_hints(cls)


@functools.cache
def _tags(options: tuple[Any, ...]) -> dict[Any, type] | None:
    """{kind: dataclass} when every option is a dataclass fixing its `kind` to one literal, else None."""
    out: dict[Any, type] = {}
    for option in options:
        if not (dataclasses.is_dataclass(option) and isinstance(option, type)):
            return None
        kind = _hints(option).get("kind")
        if get_origin(kind) is not Literal or len(get_args(kind)) != 1:
            return None
        out[get_args(kind)[0]] = option
    return out


def _convert_tagged(tagged: Mapping[Any, type], value: Any, where: Location) -> Any:
    if not isinstance(value, Mapping):
        raise _bad(where, f"expected an object, got {value!r}")
    if "kind" not in value:
        raise _bad((*where, "kind"), "missing required field", "missing_field")
    kind = value["kind"]
    if kind not in tagged:
        raise _bad((*where, "kind"), f"unknown kind {kind!r}; known: {', '.join(map(str, tagged))}")
    return _convert_dataclass(tagged[kind], value, where)


_PLAIN = (str, int, bool)


@functools.cache
def _is_dataclass(tp: Any) -> bool:
    return isinstance(tp, type) and dataclasses.is_dataclass(tp)


@functools.cache
def _fields(cls: type) -> tuple[frozenset[str], tuple[tuple[str, Any, bool, str, Convert], ...]]:
    """The keys `cls` knows, and for each field: its name, its type, whether it is required, its missing code
    and how its value is read (worked out once per class: a table's log is read back entry by entry)."""
    hints = _hints(cls)
    fields = dataclasses.fields(cls)
    return frozenset(f.name for f in fields), tuple(
        (f.name, hints[f.name],
         f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING,
         f.metadata.get(MISSING_CODE, "missing_field"), _converter(hints[f.name])) for f in fields)


def _convert_dataclass(cls: type, value: Any, where: Location) -> Any:
    if not isinstance(value, Mapping):
        raise _bad(where, f"expected an object, got {value!r}")
    known, fields = _fields(cls)
    for key in value:
        if key not in known:
            raise _bad((*where, key), "unknown key")
    kwargs = {}
    for name, tp, required, missing, convert in fields:
        if name in value:
            item = value[name]
            # a value of exactly its plain type as it is (a bool is not an int here); the rest converted
            kwargs[name] = item if tp in _PLAIN and type(item) is tp else convert(item, (*where, name))
        elif required:
            raise _bad((*where, name), "missing required field", missing)
    try:
        return cls(**kwargs)
    except InputError as exc:  # the dataclass's own check, naming its field
        raise exc.at(where) from None
    except RulesetError:
        raise
    except (ValueError, TypeError) as exc:
        raise _bad(where, str(exc)) from None
