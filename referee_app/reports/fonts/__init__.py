"""Registration of the Unicode TTF fonts shipped in the package (DejaVu, Bitstream Vera licence)."""

from __future__ import annotations

from functools import cache
from importlib import resources

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
CONDENSED = "DejaVuSansCondensed"
CONDENSED_BOLD = "DejaVuSansCondensed-Bold"


@cache
def register_fonts() -> None:
    """Register the fonts once per process; reportlab embeds only the glyphs a document uses."""
    folder = resources.files("referee_app.reports.fonts")
    for name in (REGULAR, BOLD, CONDENSED, CONDENSED_BOLD):
        with resources.as_file(folder.joinpath(f"{name}.ttf")) as path:
            pdfmetrics.registerFont(TTFont(name, str(path)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD, italic=REGULAR, boldItalic=BOLD)
    pdfmetrics.registerFontFamily(CONDENSED, normal=CONDENSED, bold=CONDENSED_BOLD, italic=CONDENSED,
                                  boldItalic=CONDENSED_BOLD)
