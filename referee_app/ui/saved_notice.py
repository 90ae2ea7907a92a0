"""The word after a file is written: where it went, with buttons to open it or its folder. Not modal, so
the referee can carry on and the notice never blocks a test."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from referee_app.ui.engine_messages import fill

OpenPath = Callable[[Path], None]


class SavedNotice(QMessageBox):
    def __init__(self, path: Path, open_path: OpenPath, parent: QWidget | None = None) -> None:
        super().__init__(QMessageBox.Icon.Information, self.tr("Saved"), fill(self.tr("Saved in %1"), (str(path),)),
                         QMessageBox.StandardButton.NoButton, parent)
        self.path = path
        self.open_button = self.addButton(self.tr("Open the PDF"), QMessageBox.ButtonRole.AcceptRole)
        self.folder_button = self.addButton(self.tr("Open the folder"), QMessageBox.ButtonRole.ActionRole)
        close = self.addButton(self.tr("Close"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.open_button)
        self.setEscapeButton(close)
        self.open_button.clicked.connect(lambda: open_path(path))
        self.folder_button.clicked.connect(lambda: open_path(path.parent))
