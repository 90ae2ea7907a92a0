"""Run by tests/faults/test_random_overwrites.py in a child process: the window as `referee-app --db FILE`
starts it, on each damaged file given, every tab brought to the front in turn; every dialog is answered with
its close or read-only button. Prints one line per file: `NAME opened|refused tracebacks=N restore=yes|no
damaged=yes|no exit=N`, where tracebacks counts exceptions that reached Python's own hook (what a referee
would see as a crash), restore whether a dialog offered the restore button, damaged whether the file was found
damaged (refused, or read-only after the check)."""

from __future__ import annotations

import sys
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from referee_app.texts import t
from referee_app.ui import app as ui_app


def main(paths: list[Path]) -> int:
    app = QApplication(sys.argv)
    seen: dict[str, object] = {"restore": False, "tracebacks": 0}

    def offered(box: QMessageBox) -> int:
        labels = {b.text() for b in box.buttons()}
        seen["restore"] = bool(seen["restore"]) or t("database.restore_a_backup") in labels
        return 0

    QMessageBox.exec = offered  # type: ignore[method-assign]
    QMessageBox.clickedButton = lambda self: None  # type: ignore[method-assign]
    QMessageBox.critical = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Ok)  # type: ignore[method-assign]
    QMessageBox.information = staticmethod(lambda *a, **k: QMessageBox.StandardButton.Ok)  # type: ignore[method-assign]

    def crash(kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        seen["tracebacks"] = int(seen["tracebacks"]) + 1  # type: ignore[call-overload]
        print(f"traceback: {kind.__name__}: {exc}", file=sys.stderr, flush=True)

    for path in paths:
        seen.update(restore=False, tracebacks=0)
        sys.excepthook = crash
        print(_walk(app, path, seen), flush=True)
        for widget in QApplication.topLevelWidgets():
            widget.close()
            widget.deleteLater()
        app.processEvents()
    return 0


def _walk(app: QApplication, path: Path, seen: dict[str, object]) -> str:
    """Start the window on `path`, bring each tab to the front, wait for the damage check; the file's line."""
    state: dict[str, object] = {"tab": 0, "store": None}

    def windows() -> list[object]:
        return [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "MainWindow" and w.isVisible()]

    def walk() -> None:
        if state.get("done"):  # the start failed and the window is gone: this file is over
            return
        shown = [w for w in windows() if getattr(getattr(w, "context", None), "store", None) is not None]
        if not shown:
            QTimer.singleShot(20, walk)
            return
        window = shown[-1]
        state["store"] = window.context.store  # type: ignore[attr-defined]
        tab = int(state["tab"])  # type: ignore[call-overload]
        if tab < window.tabs.count():  # type: ignore[attr-defined]
            window.tabs.setCurrentIndex(tab)  # type: ignore[attr-defined]
            state["tab"] = tab + 1
            QTimer.singleShot(30, walk)
            return
        if state["store"].damage_check_pending():  # type: ignore[attr-defined]
            QTimer.singleShot(30, walk)
            return
        QTimer.singleShot(150, app.quit)  # the check's verdict reaches its dialog, then stop

    QTimer.singleShot(20, walk)
    code = ui_app.run_gui(db=str(path))
    state["done"] = True
    store = state["store"]
    opened = store is not None
    damaged = (not opened) or bool(getattr(store, "read_only_reason", None))
    return (f"{path.stem} {'opened' if opened else 'refused'} tracebacks={seen['tracebacks']} "
            f"restore={'yes' if seen['restore'] else 'no'} damaged={'yes' if damaged else 'no'} exit={code}")


if __name__ == "__main__":
    sys.exit(main([Path(p) for p in sys.argv[1:]]))
