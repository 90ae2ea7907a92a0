"""Interface language: Italian by default, English on request, through Qt translation files.

Source strings in the code are English; `translations/referee_app_it.qm` (compiled from the .ts beside it)
turns them into Italian, and Qt's own `qtbase_it.qm` translates the standard dialogs' buttons.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from referee_app.texts import set_language

LANGUAGES = ("it", "en")
DEFAULT_LANGUAGE = "it"

_installed: list[QTranslator] = []


def install_language(app: QCoreApplication, language: str) -> str:
    """Install the translators for `language` (replacing earlier ones); returns the language in force."""
    language = set_language(language)  # the catalogue's texts (referee_app.texts.t)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.Italian if language == "it" else QLocale.Language.English))
    if language == "en":
        return language
    ours = QTranslator(app)
    with resources.as_file(resources.files("referee_app.ui.translations").joinpath("referee_app_it.qm")) as qm:
        if ours.load(str(qm)):
            app.installTranslator(ours)
            _installed.append(ours)
    qt_own = QTranslator(app)
    if qt_own.load("qtbase_it", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return language
