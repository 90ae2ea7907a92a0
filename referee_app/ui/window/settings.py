"""Settings that persist between runs (QSettings) and the per-user folders (platformdirs)."""

from __future__ import annotations

import json
from pathlib import Path

import platformdirs
from PySide6.QtCore import QByteArray, QLockFile, QSettings

APP_NAME = "referee-app"
ORGANISATION = "RisiKoReferee"


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def default_db_path() -> Path:
    return data_dir() / "referee.db"


def release_stale_lock(settings_file: str) -> None:
    """Remove the settings file's lock when a program that is gone left it: killed (kill -9, a power cut)
    while it saved its settings. Qt takes a lock whose owner it cannot read (the kill came before it was
    written) for a live one until it is 30 s old, and the first save of this run, on the window's thread,
    would wait that long (a start after a crash stood still for 30 s). A lock some running program holds
    (its OS lock on the file) is never removed: QLockFile removes a lock only when it can take that OS lock."""
    if not Path(settings_file + ".lock").exists():  # nothing left behind: taking a lock would write one
        return
    lock = QLockFile(settings_file + ".lock")
    lock.setStaleLockTime(1)  # any lock found is suspect; whether its owner is alive decides
    if lock.tryLock(0):
        lock.unlock()


class Settings:
    """Typed access to the few values the window remembers. A setter writes only a value that differs from
    the one kept: QSettings rewrites its whole file, with two flushes to the disk, after any setValue, even of
    the value it holds, and the start sets the open event's id every time (about 2 ms before the window
    takes input, more while the disk is busy, and one more save a kill -9 could interrupt)."""

    def __init__(self, qsettings: QSettings | None = None) -> None:
        self._q = qsettings or QSettings(ORGANISATION, APP_NAME)
        release_stale_lock(self._q.fileName())

    def language(self) -> str | None:
        value = self._q.value("ui/language")
        return str(value) if value else None

    def set_language(self, language: str) -> None:
        if language != self.language():
            self._q.setValue("ui/language", language)

    def db_path(self) -> Path:
        value = self._q.value("store/db_path")
        return Path(str(value)) if value else default_db_path()

    def last_event_id(self) -> int | None:
        value = self._q.value("store/last_event")
        return int(str(value)) if value not in (None, "") else None

    def set_last_event_id(self, event_id: int | None) -> None:
        if event_id != self.last_event_id():
            self._q.setValue("store/last_event", "" if event_id is None else event_id)

    def referee_name(self) -> str:
        return str(self._q.value("ui/referee_name", "") or "")

    def set_referee_name(self, name: str) -> None:
        if name != self.referee_name():
            self._q.setValue("ui/referee_name", name)

    def window_geometry(self) -> QByteArray | None:
        value = self._q.value("ui/geometry")
        return value if isinstance(value, QByteArray) else None

    def window_state(self) -> QByteArray | None:
        value = self._q.value("ui/state")
        return value if isinstance(value, QByteArray) else None

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        if geometry != self.window_geometry():
            self._q.setValue("ui/geometry", geometry)
        if state != self.window_state():
            self._q.setValue("ui/state", state)

    def last_folder(self) -> Path | None:
        value = self._q.value("ui/last_folder")
        return Path(str(value)) if value else None

    def set_last_folder(self, folder: Path) -> None:
        if folder != self.last_folder():
            self._q.setValue("ui/last_folder", str(folder))

    def current_page(self) -> int:
        return int(str(self._q.value("ui/page", 0)))

    def set_current_page(self, index: int) -> None:
        """Keep the page shown, on disk at once (a tab changes at a click: a kill -9 must not lose it)."""
        if index != self.current_page():
            self._q.setValue("ui/page", index)
            self._q.sync()

    def sync(self) -> None:
        self._q.sync()

    # ---- casistica page: recent searches and bookmarks (JSON lists: QSettings' own lists differ by format)
    def string_list(self, key: str) -> list[str]:
        try:
            value = json.loads(str(self._q.value(key, "[]") or "[]"))
        except ValueError:
            return []
        return [str(v) for v in value] if isinstance(value, list) else []

    def set_string_list(self, key: str, values: list[str]) -> None:
        if values != self.string_list(key):
            self._q.setValue(key, json.dumps(values, ensure_ascii=False))
