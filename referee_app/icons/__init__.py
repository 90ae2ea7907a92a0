"""The program's icon at run time: PNG files of package data, made from the drawing in resources/icons by
tools/make_icons.py (the window and the projector read `WINDOW_SIZES`; the phones' pages serve the rest)."""

from __future__ import annotations

from importlib import resources

# The name of the desktop entry and of the AppStream component (resources/linux), which Wayland compositors
# are told so they show the entry's icon and name for the window.
DESKTOP_ID = "it.arbitrorisiko.refereeapp"
WINDOW_SIZES = (16, 24, 32, 48, 64, 128, 256)
PHONE_SIZES = (192, 512)  # the web app manifest's icons
TOUCH_ICON = "apple-touch-icon.png"  # 180 pixels, square to the corners: a phone's home screen rounds them


def icon_name(size: int) -> str:
    return f"referee-app-{size}.png"


def icon_bytes(name: str) -> bytes:
    """One icon file of the package (`icon_name(size)` or TOUCH_ICON)."""
    return resources.files(__name__).joinpath(name).read_bytes()


def window_icon_files() -> list[str]:
    """The window icon's files, smallest first: paths for Qt, which reads each size when it is first drawn."""
    folder = resources.files(__name__)
    return [str(folder.joinpath(icon_name(size))) for size in WINDOW_SIZES]
