"""The audible alert at time expiry. Halls have laptops with and without sound: play a short chime through
QtMultimedia when present, else through the system's player, else the terminal bell; never fail."""

from __future__ import annotations

import math
import shutil
import struct
import wave
from pathlib import Path
from typing import Any

import platformdirs
from PySide6.QtCore import QProcess, QUrl
from PySide6.QtWidgets import QApplication

_PLAYERS = ("paplay", "aplay", "afplay")


def chime_file() -> Path:
    """A two-tone chime written once to the user cache (no binary asset to ship)."""
    path = Path(platformdirs.user_cache_dir("referee-app", appauthor=False)) / "chime.wav"
    if path.exists():
        return path
    path.parent.mkdir(parents=True, exist_ok=True)
    rate = 22050
    frames = bytearray()
    for freq, seconds in ((880.0, 0.25), (660.0, 0.35)):
        count = int(rate * seconds)
        for i in range(count):
            fade = min(1.0, (count - i) / (rate * 0.05))
            frames += struct.pack("<h", int(12000 * fade * math.sin(2 * math.pi * freq * i / rate)))

    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(bytes(frames))
    return path


class ExpiryAlert:
    """The way to sound is chosen at the first expiry, not when the hall board is built at start-up."""

    def __init__(self) -> None:
        self._method = ""
        self._effect: Any = None  # a QSoundEffect where QtMultimedia is installed (not in PySide6-Essentials)

    @property
    def method(self) -> str:
        if not self._method:
            self._method = self._choose()
            self._prepare()
        return self._method

    def _prepare(self) -> None:
        if self._method == "qtmultimedia":
            from PySide6.QtMultimedia import QSoundEffect

            self._effect = QSoundEffect()
            self._effect.setSource(QUrl.fromLocalFile(str(chime_file())))

    @staticmethod
    def _choose() -> str:
        try:
            import PySide6.QtMultimedia  # noqa: F401
            return "qtmultimedia"
        except ImportError:
            pass
        for player in _PLAYERS:
            if shutil.which(player):
                return player
        return "beep"

    def play(self) -> str:
        """Sound the alert; returns how (for the status bar and the tests)."""
        method = self.method
        if self._effect is not None:
            self._effect.play()
        elif method in _PLAYERS:
            QProcess.startDetached(method, [str(chime_file())])
        else:
            QApplication.beep()
        return method
