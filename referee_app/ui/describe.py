"""An operation's refusal in the referee's words: `describe(error)`, the one place the window says one
(`run_op` shows it; pages that show a refusal in their own label call it too).

An `InputError` carries where it happened as a tuple (`error.location`, e.g. ("players", 2, "sheet",
"outside_points")) and, when it has one, a stable `code`. The sentence is the window's own for the pages'
codes (a PIN, a file, a name twice ...), else the engine's (ops/engine_messages.py), led by where: each key
of the location in the page's `words` (a key worded "" is left out, a word with `%1` takes the next key,
e.g. a deck card's name), an index under "players" as that seat's name when the page gives the `seats`,
another index worded by `words["#"]` (its `%1` the 1-based number) or left out; a page whose fields are
flat asks for the first key only (`depth=1`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from referee_app.ops.engine_messages import EngineMessages
from referee_app.ops.import_words import FIELD_KEYS
from referee_app.ops.store_messages import said
from referee_app.rules.errors import InputError, Location
from referee_app.texts import fill, language, t, text


def describe(error: Exception, words: Mapping[str, str] | None = None, seats: Sequence[str] = (),
             joiner: str = " › ", depth: int | None = None) -> str:
    """One clear sentence for a refusal: where (in the page's words; its first `depth` keys when given),
    then what."""
    if not isinstance(error, InputError):
        return str(error)
    where = place(error.location[:depth], words or {}, seats, joiner)
    sentence = _window_sentence(error, where)
    if sentence is not None:
        return sentence
    message = EngineMessages().message(error)
    return f"{where}: {message}" if where else message


def place(location: Location, words: Mapping[str, str], seats: Sequence[str] = (), joiner: str = " › ") -> str:
    """Where an error happened, in the page's words (see the module)."""
    parts: list[str] = []
    i = 0
    while i < len(location):
        part = location[i]
        after = location[i + 1] if i + 1 < len(location) else None
        i += 1
        if isinstance(part, int):
            if "#" in words:
                parts.append(fill(words["#"], part + 1))
        elif part == "players" and isinstance(after, int) and after < len(seats):
            parts.append(seats[after])
            i += 1
        else:
            word = words.get(part, part)
            if "%1" in word:
                if after is not None:
                    parts.append(fill(word, after))
                    i += 1
            elif word:
                parts.append(word)
    return joiner.join(parts)


def page_words() -> dict[str, str]:
    """The event's, the players' and the files' fields (ops/import_words.py: the command line words them too)."""
    lang = language()
    return {name: text(lang, key) for name, key in FIELD_KEYS.items()}


def _window_sentence(error: InputError, where: str) -> str | None:
    """The window's sentence for the pages' codes (the field is part of it), None for the engine's."""
    p = error.params
    second = p.get("limit") or p.get("minimum") or p.get("path") or p.get("file") or p.get("name") \
        or p.get("count") or p.get("value") or ""
    facts = (where, second, p.get("key", ""), p.get("detail", ""))
    texts = {
        "required": t("input.required", *facts),
        "too_long": t("input.too_long", *facts),
        "date": t("input.date", *facts),
        "ruleset_missing": t("input.ruleset_missing", *facts),
        "ruleset_invalid": t("input.ruleset_invalid", *facts),
        "ruleset_unreadable": t("input.ruleset_unreadable", *facts),
        "pin_digits": t("input.pin_digits", *facts),
        "pin_mismatch": t("input.pin_mismatch", *facts),
        "pin_wrong": t("common.wrong_pin", *facts),
        "pin_needed": t("common.pin_needed", *facts),
        "seal_broken": t("common.seal_broken", reason=said(p.get("reason", ""), language())),
        "file_required": t("input.file_required", *facts),
        "export_failed": t("input.export_failed", *facts),
        "file_missing": t("input.file_missing", *facts),
        "already_imported": t("input.already_imported", *facts),
        "import_failed": t("input.import_failed", *facts),
        "duplicate_name": t("input.duplicate_name", *facts),
        "same_person": t("input.same_person", *facts),
        "bad_birth_date": t("input.bad_birth_date", *facts),
        "future_birth_date": t("input.future_birth_date", *facts),
        "bad_national_id": t("input.bad_national_id", *facts),
        "bad_round_date": t("input.bad_round_date", *facts),
        "dates_order": t("input.dates_order", *facts),
        "unknown_type": t("input.unknown_type", *facts),
        "bad_rounds": t("input.bad_rounds", *facts),
        "not_ready": t("input.not_ready", *facts),
        "not_xls": t("input.not_xls", *facts),
        "band": t("input.band", *facts),
        "no_player": t("input.no_player", *facts),
        "csv_invalid": t("input.csv_invalid", *facts),
        "rounds_fixed": t("input.rounds_fixed", *facts),
        "rounds_range": t("input.rounds_range", *facts),
    }
    return texts.get(error.code)


__all__ = ["describe", "page_words", "place"]
