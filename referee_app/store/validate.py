"""Input checks shared by every entry point: each raises InputError(field, message) before any write."""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Mapping
from typing import Any

from referee_app.rules.errors import InputError
from referee_app.rules.names import clean_text, hidden_control
from referee_app.store.chain import canonical_json


def text(field: str, value: Any, *, required: bool = True, max_len: int = 200) -> str:
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise InputError(field, f"expected text, got {type(value).__name__}")
    hidden = hidden_control(value)
    if hidden is not None:
        raise InputError(field, f"contains an invisible control character ({hidden})")
    cleaned = clean_text(value)
    if required and not cleaned:
        raise InputError(field, "must not be empty")
    if len(cleaned) > max_len:
        raise InputError(field, f"longer than {max_len} characters")
    return cleaned


def positive_int(field: str, value: Any, *, maximum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(field, f"expected a whole number, got {value!r}")
    if value < 1:
        raise InputError(field, f"must be 1 or more, got {value}")
    if maximum is not None and value > maximum:
        raise InputError(field, f"must be at most {maximum}, got {value}")
    return value


def optional_positive_int(field: str, value: Any) -> int | None:
    return None if value is None else positive_int(field, value)


def flag(field: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise InputError(field, f"expected true or false, got {value!r}")
    return value


def iso_date(field: str, value: Any) -> str:
    if isinstance(value, dt.datetime):
        raise InputError(field, "expected a date without a time")
    if isinstance(value, dt.date):
        return value.isoformat()
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value.strip()).isoformat()
        except ValueError:
            pass
    raise InputError(field, f"expected a date YYYY-MM-DD, got {value!r}")


def json_object(field: str, value: Any) -> str:
    """The canonical JSON of a JSON object with text keys and finite numbers."""
    if not isinstance(value, Mapping):
        raise InputError(field, f"expected a JSON object, got {type(value).__name__}")
    try:
        encoded = canonical_json(value)
    except (TypeError, ValueError) as exc:
        raise InputError(field, f"not representable as JSON: {exc}") from None
    # Round-trip: non-text keys (1 -> "1") would silently change meaning on replay.
    if json.loads(encoded) != value:
        raise InputError(field, "keys must be text and values plain JSON (no tuples or numeric keys)")
    return encoded


def row_id(field: str, value: Any) -> int:
    return positive_int(field, value)
