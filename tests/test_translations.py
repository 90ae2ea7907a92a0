"""The interface language: the catalogue speaks the language chosen at start, and Qt's own dialogs (standard
buttons, file dialogs) follow it through Qt's `qtbase_it.qm`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from referee_app.texts import language, t
from referee_app.ui.window.i18n import install_language


def test_italian_is_installed_for_the_catalogue_and_for_qt(qtbot: QtBot) -> None:
    app = QApplication.instance()
    assert app is not None
    try:
        assert install_language(app, "it") == "it"
        assert language() == "it" and t("colour.rosso") == "rosso"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annulla"
        assert QCoreApplication.translate("QFileDialog", "Look in:") == "Cerca in:"
        assert install_language(app, "en") == "en"
        assert t("colour.rosso") == "red"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
        assert install_language(app, "xx") == "it"  # an unknown language: Italian first
    finally:
        install_language(app, "en")
