"""Every file dialog of the window starts in the folder the referee last used in any of them (kept in the
settings, so across restarts too): printing, exports, imports and the continuous copy all go to the same
USB stick or shared folder during a day."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QWidget

from referee_app.ui.window.settings import Settings

_settings: list[Settings] = []


def remember_in(settings: Settings) -> None:
    """Keep the last folder in these settings (the window's; a test's isolated file)."""
    _settings[:] = [settings]


def _last() -> Path | None:
    folder = _settings[0].last_folder() if _settings else None
    return folder if folder is not None and folder.is_dir() else None


def _used(folder: Path) -> None:
    if _settings:
        _settings[0].set_last_folder(folder)


def save_path(parent: QWidget | None, title: str, suggested: str, filters: str,
              confirm_overwrite: bool = True) -> str:
    """The file to write, starting in the last folder with the suggested file name ('' if cancelled)."""
    last = _last()
    start = str(last / Path(suggested).name) if last is not None and suggested else suggested
    options = QFileDialog.Option(0) if confirm_overwrite else QFileDialog.Option.DontConfirmOverwrite
    path, _ = QFileDialog.getSaveFileName(parent, title, start, filters, options=options)
    if path:
        _used(Path(path).parent)
    return path


def open_path(parent: QWidget | None, title: str, filters: str) -> str:
    """The file to read, starting in the last folder ('' if cancelled)."""
    last = _last()
    path, _ = QFileDialog.getOpenFileName(parent, title, str(last) if last is not None else "", filters)
    if path:
        _used(Path(path).parent)
    return path


def folder_path(parent: QWidget | None, title: str) -> str:
    """A folder, starting in the last folder ('' if cancelled)."""
    last = _last()
    chosen = QFileDialog.getExistingDirectory(parent, title, str(last) if last is not None else "")
    if chosen:
        _used(Path(chosen))
    return chosen
