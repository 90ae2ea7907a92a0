"""Specific exceptions of the event store.

Bad input raises `referee_app.rules.errors.InputError` (a field path and a message), like the engine, so the
GUI and the CLI handle both layers the same way. The classes below are conditions of the database file
itself; their messages are bilingual (Italian / English) because a referee reads them on the spot.
"""

from __future__ import annotations

from referee_app.rules.errors import InputError


class StoreError(Exception):
    """Base class of the store's own failures (not bad input)."""


class DatabaseLocked(StoreError):
    """Another program (or another window of this one) already has the database open."""

    def __init__(self, path: str, holder: str) -> None:
        who = f" ({holder})" if holder else ""
        super().__init__(
            f"Il database {path} è già aperto da un altro programma{who}: chiudilo prima di riaprirlo qui. / "
            f"The database {path} is already open in another program{who}: close it before opening it here.")
        self.path = path
        self.holder = holder


class SchemaTooNewError(StoreError):
    """The file was written by a newer version of the app; opening it could damage it."""

    def __init__(self, path: str, found: int, supported: int) -> None:
        super().__init__(
            f"Il database {path} è stato scritto da una versione più recente del programma (schema {found}, "
            f"questa versione arriva a {supported}): aggiorna il programma, il file non è stato toccato. / "
            f"The database {path} was written by a newer version of the app (schema {found}, this version "
            f"supports up to {supported}): please upgrade; the file was left untouched.")
        self.found = found
        self.supported = supported


class CorruptDatabaseError(StoreError):
    """`PRAGMA integrity_check` failed, or the file is not a SQLite database at all."""

    def __init__(self, path: str, problems: list[str]) -> None:
        detail = "; ".join(problems[:5])
        super().__init__(
            f"Il database {path} è danneggiato ({detail}): ripristina l'ultima copia di sicurezza. / "
            f"The database {path} is damaged ({detail}): restore the latest backup.")
        self.problems = problems


class NotARefereeDatabase(StoreError):
    """A SQLite file that holds tables but none of ours: refuse rather than write into it."""

    def __init__(self, path: str) -> None:
        super().__init__(
            f"Il file {path} non è un database del programma arbitri. / "
            f"The file {path} is not a referee-app database.")


class WrongPin(InputError):
    """The head referee's PIN did not match; nothing was written."""

    def __init__(self) -> None:
        super().__init__("pin", "PIN del capo arbitro errato / wrong head referee PIN")


class TableClosed(InputError):
    """The table's result is confirmed: only a PIN-protected correction may follow."""


class NothingToUndo(InputError):
    """Undo or redo asked for with nothing to act on."""
