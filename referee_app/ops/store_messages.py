"""The store's faults (the disk, the folder, a damaged or foreign file) and its account of a damaged log, in
the window's language, from the text catalogue. The store's own lines stay English (bilingual for its
faults) for the command line; they carry a code and their facts (store/said.py, StoreError.code), which
this module says in `language`."""

from __future__ import annotations

from referee_app.rules.errors import InputError
from referee_app.store.errors import StoreError
from referee_app.store.said import Fact, Said
from referee_app.texts import known, text


def said(line: str, language: str) -> str:
    """A store line in `language`; a line without a code (nothing to look up) is shown as it is."""
    if not isinstance(line, Said) or not known(f"database.said.{line.code}"):
        return line
    return text(language, f"database.said.{line.code}",
                **{name: _fact(value, language) for name, value in line.params.items()})


def _fact(value: Fact, language: str) -> str:
    if isinstance(value, tuple):  # the columns of a damaged entry
        return ", ".join(text(language, f"database.column.{c}") if known(f"database.column.{c}") else c
                         for c in value)
    return said(value, language) if isinstance(value, str) else str(value)


def fault(exc: BaseException, language: str) -> str:
    """A store error in `language`: its catalogue sentence, or its own (bilingual) line if it has no code."""
    if isinstance(exc, StoreError) and known(f"database.fault.{exc.code}"):
        return text(language, f"database.fault.{exc.code}",
                    **{name: said(value, language) for name, value in exc.params.items()})
    if isinstance(exc, InputError) and exc.code == "pin_wrong":
        return text(language, "common.wrong_pin")
    if isinstance(exc, InputError) and exc.code == "seal_broken":
        return text(language, "common.seal_broken", reason=said(exc.params.get("reason", ""), language))
    return str(getattr(exc, "message", exc))
