"""The word after a file is written: where it went, with buttons to open it or its folder. Not modal, so
the referee can carry on and the notice never blocks a test."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from referee_app.texts import t

OpenPath = Callable[[Path], None]


class SavedNotice(QMessageBox):
    def __init__(self, path: Path, open_path: OpenPath, parent: QWidget | None = None) -> None:
        super().__init__(QMessageBox.Icon.Information, t("window.saved"), t("window.saved_in", path),
                         QMessageBox.StandardButton.NoButton, parent)
        self.path = path
        self.open_button = self.addButton(t("window.open_the_pdf"), QMessageBox.ButtonRole.AcceptRole)
        self.folder_button = self.addButton(t("window.open_the_folder"), QMessageBox.ButtonRole.ActionRole)
        close = self.addButton(t("common.close"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.open_button)
        self.setEscapeButton(close)
        self.open_button.clicked.connect(lambda: open_path(path))
        self.folder_button.clicked.connect(lambda: open_path(path.parent))
