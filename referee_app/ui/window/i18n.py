"""Interface language: Italian by default, English on request, chosen at start.

The window's texts come from the text catalogue (`referee_app.texts`, told the language here); Qt's own
`qtbase_it.qm` translates the standard dialogs' buttons and the file dialogs.

Qt's Italian catalogue lags behind Qt: Qt 6 gave the file dialog's labels a mnemonic ("&Look in:", "Files of
&type:") and `qtbase_it.qm` (Qt 6.11 as shipped in the wheel, the bundle copies the same file) translates only
the old texts ("Look in:"), so those two labels stayed English beside Italian buttons. `QT_GAPS` fills such
holes; it is asked last, so a catalogue that learns the text wins.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from referee_app.texts import DEFAULT_LANGUAGE, LANGUAGES, set_language

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "install_language"]

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
    """Set the catalogue's language and install Qt's own translators for it (replacing earlier ones);
    returns the language in force."""
    language = set_language(language)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.Italian if language == "it" else QLocale.Language.English))
    if language == "en":
        return language
    gaps = QtGaps(app)
    app.installTranslator(gaps)  # first installed, last asked
    _installed.append(gaps)
    qt_own = QTranslator(app)
    if qt_own.load("qtbase_it", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_own)
        _installed.append(qt_own)
    return language
