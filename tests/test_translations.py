"""Every string the window shows has an Italian translation, and the shipped .qm is compiled from the .ts."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

from tests.cli_helpers import ROOT

_spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools/i18n.py")
assert _spec and _spec.loader
i18n = importlib.util.module_from_spec(_spec)
sys.modules["i18n_tool"] = i18n
_spec.loader.exec_module(i18n)


def test_every_window_string_is_translated(tmp_path: Path) -> None:
    fresh = tmp_path / "fresh.ts"
    shutil.copy(i18n.TS, fresh)
    i18n.update(fresh)
    assert i18n.missing(fresh) == []


def test_qm_is_compiled_from_ts(tmp_path: Path) -> None:
    qm = tmp_path / "it.qm"
    i18n.release(i18n.TS, qm)
    assert qm.read_bytes() == i18n.QM.read_bytes(), "run: python tools/i18n.py release"


def test_italian_is_loaded_by_default(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from referee_app.ui.i18n import install_language

    app = QApplication.instance()
    assert app is not None
    try:
        assert install_language(app, "it") == "it"
        assert QCoreApplication.translate("MainWindow", "&Undo") == "&Annulla"
        install_language(app, "en")
        assert QCoreApplication.translate("MainWindow", "&Undo") == "&Undo"
    finally:
        install_language(app, "en")
