"""The seat colours (stored in Italian, as rules/seating.py names them): their swatches, and their names in the
window's language. The table page, the deal and the seat order all paint a seat with these."""

from __future__ import annotations

from referee_app.texts import t

SWATCHES = {"rosso": "#d32f2f", "blu": "#1565c0", "giallo": "#fbc02d", "verde": "#2e7d32", "nero": "#212121",
            "viola": "#7b1fa2"}


class ColourWords:
    def colour(self, name: str) -> str:
        return {"rosso": t("colour.rosso"), "blu": t("colour.blu"), "giallo": t("colour.giallo"),
                "verde": t("colour.verde"), "nero": t("colour.nero"), "viola": t("colour.viola")}.get(name, name)
