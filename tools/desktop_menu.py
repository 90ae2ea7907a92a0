"""An openbox menu made from installed desktop entries, to see a menu entry as the desktop shows it: its name in
the desktop's language, its icon looked up in the hicolor theme by the entry's `Icon=` name, and its `Exec=`
line run when chosen. Used to look at the Debian package's entry under Xvfb and openbox (docs/bundle.md):

    python tools/desktop_menu.py /usr/share/applications/*.refereeapp.desktop > ~/.config/openbox/menu.xml
    openbox --reconfigure   # then right-click the desktop
"""

from __future__ import annotations

import sys
from configparser import ConfigParser
from pathlib import Path
from xml.sax.saxutils import quoteattr

THEME = Path("/usr/share/icons/hicolor")
SIZES = ("32x32", "48x48", "24x24", "64x64", "256x256")


def icon_file(name: str) -> Path | None:
    """The theme's file for an icon name, at a menu's size when there is one."""
    for size in SIZES:
        path = THEME / size / "apps" / f"{name}.png"
        if path.is_file():
            return path
    return None


def item(entry: Path, lang: str) -> str:
    parser = ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(entry, encoding="utf-8")
    section = parser["Desktop Entry"]
    label = section.get(f"Name[{lang}]", section["Name"])
    icon = icon_file(section["Icon"])
    return (f'<item label={quoteattr(label)}' + (f' icon={quoteattr(str(icon))}' if icon else "") + '>'
            f'<action name="Execute"><command>{section["Exec"].split(" %")[0]}</command></action></item>')


def main(entries: list[str]) -> int:
    items = "".join(item(Path(entry), "it") for entry in entries)
    print('<?xml version="1.0" encoding="UTF-8"?><openbox_menu xmlns="http://openbox.org/3.4/menu">'
          f'<menu id="root-menu" label="Menu"><menu id="games" label="Giochi">{items}</menu>'
          f'{items}<separator/><item label="Terminale"/></menu></openbox_menu>')
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
