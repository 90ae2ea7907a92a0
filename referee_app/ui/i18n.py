"""Interface language: Italian by default, English on request, through Qt translation files.

Source strings in the code are English; `translations/referee_app_it.qm` (compiled from the .ts beside it)
turns them into Italian, and Qt's own `qtbase_it.qm` translates the standard dialogs' buttons.

Qt's Italian catalogue lags behind Qt: Qt 6 gave the file dialog's labels a mnemonic ("&Look in:", "Files of
&type:") and `qtbase_it.qm` (Qt 6.11 as shipped in the wheel, the bundle copies the same file) translates only
the old texts ("Look in:"), so those two labels stayed English beside Italian buttons. `QT_GAPS` fills such
holes; it is asked last, so a catalogue that learns the text wins.
"""

from __future__ import annotations

from importlib import resources

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from referee_app.texts import set_language

LANGUAGES = ("it", "en")
DEFAULT_LANGUAGE = "it"

_installed: list[QTranslator] = []

# (Qt's context, Qt's English text) -> Italian, for texts of Qt's own dialogs missing from qtbase_it.qm.
QT_GAPS = {
    ("QFileDialog", "&Look in:"): "&Cerca in:",
    ("QFileDialog", "Files of &type:"): "File di &tipo:",
}


class QtGaps(QTranslator):
    """The texts of `QT_GAPS`; nothing (None: not a translation) for any other."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        return QT_GAPS.get((context, source))

    def isEmpty(self) -> bool:  # noqa: N802 (Qt override)
        return False


def install_language(app: QCoreApplication, language: str) -> str:
    """Install the translators for `language` (replacing earlier ones); returns the language in force."""
    language = set_language(language)  # the catalogue's texts (referee_app.texts.t)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.Italian if language == "it" else QLocale.Language.English))
    if language == "en":
        return language
    gaps = QtGaps(app)
    app.installTranslator(gaps)  # first installed, last asked
    _installed.append(gaps)
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
