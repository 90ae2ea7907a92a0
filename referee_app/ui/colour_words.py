"""The seat colours (stored in Italian, as rules/seating.py names them) in the window's language."""

from __future__ import annotations

from PySide6.QtCore import QObject


class ColourWords(QObject):
    def colour(self, name: str) -> str:
        return {"rosso": self.tr("red"), "blu": self.tr("blue"), "giallo": self.tr("yellow"),
                "verde": self.tr("green"), "nero": self.tr("black"), "viola": self.tr("purple")}.get(name, name)
