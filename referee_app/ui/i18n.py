"""Interface language: Italian by default, English on request, chosen at start.

The window's texts come from the text catalogue (`referee_app.texts`, told the language here); Qt's own
`qtbase_it.qm` translates the standard dialogs' buttons and the file dialogs.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from referee_app.texts import DEFAULT_LANGUAGE, LANGUAGES, set_language

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "install_language"]

_installed: list[QTranslator] = []


def install_language(app: QCoreApplication, language: str) -> str:
    """Set the catalogue's language and install Qt's own translator for it (replacing an earlier one);
    returns the language in force."""
    language = set_language(language)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.Italian if language == "it" else QLocale.Language.English))
    if language == "en":
        return language
    qt_own = QTranslator(app)
    if qt_own.load("qtbase_it", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return language
