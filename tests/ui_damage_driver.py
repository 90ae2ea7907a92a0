"""Run by tests/test_ui_db_faults.py in a child process: the window as `referee-app --db FILE` starts it, on
a damaged file, with the damage dialog answered by `mode` ("readonly" or "restore"); prints what it saw."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QInputDialog, QMessageBox

from referee_app.ui import app as ui_app
from tests.store.helpers import PIN


def main(path: Path, good: Path, mode: str) -> int:
    app = QApplication(sys.argv)
    shown: list[str] = []
    restore = mode == "restore"
    QMessageBox.exec = lambda self: shown.append(self.text()) or 0  # type: ignore[method-assign]
    QMessageBox.clickedButton = lambda self: next(  # type: ignore[method-assign]
        (b for b in self.buttons() if restore and self.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole), None)
    QMessageBox.information = staticmethod(lambda *a, **k: shown.append(str(a[2])))  # type: ignore[method-assign]
    QFileDialog.getOpenFileName = staticmethod(lambda *a, **k: (str(good), ""))  # type: ignore[method-assign]
    QInputDialog.getText = staticmethod(lambda *a, **k: (PIN, True))  # type: ignore[method-assign]

    def windows() -> list[object]:
        return [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow" and w.isVisible()]

    def poll() -> None:
        stores = [w.context.store for w in windows() if hasattr(w, "context")]
        if len(shown) < (2 if restore else 1) or not stores:
            QTimer.singleShot(50, poll)
            return
        print("dialogs", len(shown), "windows", len(windows()), "read_only", stores[-1].read_only, flush=True)
        app.quit()

    QTimer.singleShot(50, poll)
    return ui_app.run_gui(db=str(path))


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]), Path(sys.argv[2]), sys.argv[3]))
