"""Specific exceptions of the event store.

Bad input raises `referee_app.rules.errors.InputError` (a field path and a message), like the engine, so the
GUI and the CLI handle both layers the same way. The classes below are conditions of the database file
itself; their messages are bilingual (Italian / English) because a referee reads them on the spot at the
command line; each also has a stable `code` and its `params`, from which the window says it in its own
language only (the text catalogue's `database.fault.<code>`).
"""

from __future__ import annotations

from referee_app.rules.errors import InputError


class StoreError(Exception):
    """Base class of the store's own failures (not bad input)."""

    code = ""
    params: dict[str, str] = {}

    def coded(self, code: str, **params: str) -> None:
        self.code = code
        self.params = params


class DatabaseLocked(StoreError):
    """Another program (or another window of this one) already has the database open."""

    def __init__(self, path: str, holder: str) -> None:
        who = f" ({holder})" if holder else ""
        super().__init__(
            f"Il database {path} è già aperto da un altro programma{who}: chiudilo prima di riaprirlo qui. / "
            f"The database {path} is already open in another program{who}: close it before opening it here.")
        self.path = path
        self.holder = holder
        self.coded("locked", path=path, who=who)


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
        self.coded("schema_too_new", path=path, found=str(found), supported=str(supported))


RESTORE_HINT_IT = "ripristina una copia con `referee-app db restore COPIA` (elenco: `referee-app db backups`)"
RESTORE_HINT_EN = "restore a backup with `referee-app db restore BACKUP` (list: `referee-app db backups`)"


class CorruptDatabaseError(StoreError):
    """`PRAGMA integrity_check` failed, or the file is not a SQLite database at all."""

    def __init__(self, path: str, problems: list[str]) -> None:
        detail = "; ".join(problems[:5])
        super().__init__(
            f"Il database {path} è danneggiato ({detail}): {RESTORE_HINT_IT}. / "
            f"The database {path} is damaged ({detail}): {RESTORE_HINT_EN}.")
        self.path = path
        self.problems = problems
        self.coded("damaged", path=path, detail=detail)


class NotARefereeDatabase(StoreError):
    """A file that is empty, or SQLite without our tables: refuse rather than start a new database in it
    (a zero-length file is what a failed copy or a full disk leaves behind, not a new installation)."""

    def __init__(self, path: str, empty: bool = False) -> None:
        what_it = "è vuoto" if empty else "non è un database del programma arbitri"
        what_en = "is empty" if empty else "is not a referee-app database"
        super().__init__(
            f"Il file {path} {what_it}: {RESTORE_HINT_IT}, o apri un altro file con --db. / "
            f"The file {path} {what_en}: {RESTORE_HINT_EN}, or open another file with --db.")
        self.path = path
        self.empty = empty
        self.coded("empty" if empty else "not_ours", path=path)


class EnvironmentFault(StoreError):
    """The disk or the folder refuses the database (read-only, full): the file itself is fine."""

    def __init__(self, path: str, italian: str, english: str) -> None:
        super().__init__(f"{italian} / {english}")
        self.path = path


class ReadOnlyFile(EnvironmentFault):
    def __init__(self, path: str) -> None:
        self.coded("read_only_file", path=path)
        super().__init__(
            path, f"Il file {path} è in sola lettura: togli la sola lettura (Proprietà del file) o copialo in "
                  "una cartella scrivibile e aprilo con --db; niente è stato scritto",
            f"The file {path} is read-only: clear its read-only flag (file properties) or copy it to a writable "
            "folder and open it with --db; nothing was written")


class ReadOnlyFolder(EnvironmentFault):
    def __init__(self, path: str, folder: str) -> None:
        self.coded("read_only_folder", path=path, folder=folder)
        super().__init__(
            path, f"La cartella {folder} del database {path} non è scrivibile (sola lettura, chiavetta protetta o "
                  "permessi): copia il file in una cartella scrivibile, es. Documenti, e aprilo con --db",
            f"The folder {folder} of the database {path} is not writable (read-only, a locked USB stick or "
            "permissions): copy the file to a writable folder, e.g. Documents, and open it with --db")


class UnusablePath(EnvironmentFault):
    """The name given for the database is no file name at all: a folder, or a name the system refuses."""

    def __init__(self, path: str) -> None:
        shown = path if len(path) <= 80 else path[:77] + "..."
        self.coded("unusable_path", path=shown)
        super().__init__(
            shown, f"{shown} non può essere il file del database (è una cartella, o un nome che il sistema "
                   "rifiuta): indica un file .db, es. --db torneo.db; niente è stato scritto",
            f"{shown} cannot be the database file (it is a folder, or a name the system refuses): give a .db "
            "file, e.g. --db torneo.db; nothing was written")


class DiskFull(EnvironmentFault):
    def __init__(self, path: str) -> None:
        self.coded("disk_full", path=path)
        super().__init__(
            path, f"Il disco del database {path} è pieno: l'ultima operazione non è stata registrata, quelle "
                  "già confermate sono salve; libera spazio (cestino, download) e ripeti l'operazione",
            f"The disk holding {path} is full: the last action was not recorded, every confirmed one is safe; "
            "free some space (recycle bin, downloads) and repeat the action")


class ReadOnlySession(StoreError):
    """The database was opened read-only on purpose (its log is damaged): every write is refused."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(
            f"Il database {path} è aperto in sola lettura perché danneggiato ({reason}): {RESTORE_HINT_IT}. / "
            f"The database {path} is open read-only because it is damaged ({reason}): {RESTORE_HINT_EN}.")
        self.path = path
        self.reason = reason  # a store.said.Said when it came from the damage check
        self.coded("read_only_session", path=path, reason=reason)


class WrongPin(InputError):
    """The head referee's PIN did not match; nothing was written."""

    def __init__(self) -> None:
        super().__init__("pin", "PIN del capo arbitro errato / wrong head referee PIN", code="pin_wrong")


class PinNeeded(InputError):
    """The change alters an outcome already decided (a confirmed result, a standing): only with the head
    referee's PIN; nothing was written."""

    def __init__(self, field: str) -> None:
        super().__init__(field, "questa modifica cambia un esito già confermato: serve il PIN del capo arbitro / "
                                "this change alters a confirmed outcome: it needs the head referee's PIN",
                         code="pin_needed")


class SealBroken(InputError):
    """The PIN is right but the event's keyed seal does not hold (its PIN hash was replaced, its log cut or
    rewritten, a record forged with another tool): nothing is written and nothing is sealed over it."""

    def __init__(self, reason: str) -> None:
        super().__init__("pin", "il file dell'evento è stato modificato fuori dal programma: non è stato scritto "
                                "nulla; ripristina una copia (referee-app db restore) / the event's file was changed "
                                f"outside the program ({reason}): nothing was written; restore a copy",
                         code="seal_broken", reason=reason)
        self.reason = reason


class TableClosed(InputError):
    """The table's result is confirmed: only a PIN-protected correction may follow."""


class NothingToUndo(InputError):
    """Undo or redo asked for with nothing to act on."""


class KeyReused(InputError):
    """An idempotency key already kept for a different request: the client reused a key it should not have
    (a repeat of the same request gets the first answer instead)."""

    def __init__(self, key: str) -> None:
        super().__init__("request_id",
                         f"the key {key[:64]!r} was already used for a different request; nothing was written",
                         code="key_reused")
        self.key = key
