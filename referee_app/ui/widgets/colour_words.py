"""The seat colours (stored in Italian, as rules/seating.py names them) in the window's language."""

from __future__ import annotations

from referee_app.texts import t


class ColourWords:
    def colour(self, name: str) -> str:
        return {"rosso": t("colour.rosso"), "blu": t("colour.blu"), "giallo": t("colour.giallo"),
                "verde": t("colour.verde"), "nero": t("colour.nero"), "viola": t("colour.viola")}.get(name, name)
