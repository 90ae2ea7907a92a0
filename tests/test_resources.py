"""What the program needs outside its package (resources/): the icon drawn once and made into every file that
uses it, the Linux desktop entry and AppStream metainfo as their validators read them, one version stamped
everywhere, and the window and projector wearing the icon.

The validators and the rasteriser are Debian tools: CI installs them (.ci/run sets CI=true) and there a missing
one fails its test; elsewhere the test is skipped, saying which package to install."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from referee_app.icons import DESKTOP_ID, PHONE_SIZES, TOUCH_ICON, WINDOW_SIZES, icon_bytes, icon_name
from referee_app.ui.app import set_identity
from tests.cli_helpers import ROOT

LINUX = ROOT / "resources" / "linux"
DESKTOP = LINUX / f"{DESKTOP_ID}.desktop"
METAINFO = LINUX / f"{DESKTOP_ID}.metainfo.xml"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def _tool(name: str, package: str) -> str:
    path = shutil.which(name)
    if path is None:
        if os.environ.get("CI"):
            pytest.fail(f"CI needs {name}: apt-get install {package} (.ci/run's apt list)", pytrace=False)
        pytest.skip(f"{name} not installed (apt-get install {package})")
    return path


def test_desktop_entry_is_valid() -> None:
    run = subprocess.run([_tool("desktop-file-validate", "desktop-file-utils"), str(DESKTOP)],
                         capture_output=True, text=True)
    assert (run.returncode, run.stdout + run.stderr) == (0, "")


def test_metainfo_is_valid_even_pedantically() -> None:
    run = subprocess.run([_tool("appstreamcli", "appstream"), "validate", "--no-net", "--pedantic", str(METAINFO)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.strip().splitlines() == ["✔ Validation was successful."]


def test_desktop_entry_and_metainfo_name_the_same_program() -> None:
    entry = ConfigParser(interpolation=None)
    entry.optionxform = str  # type: ignore[assignment,method-assign]
    entry.read(DESKTOP, encoding="utf-8")
    section = entry["Desktop Entry"]
    component = ET.parse(METAINFO).getroot()
    assert section["Icon"] == component.findtext("id") == DESKTOP_ID
    assert component.findtext("launchable") == DESKTOP.name
    assert section["Exec"].split()[0] == component.findtext("provides/binary") == "referee-app"
    assert section["Categories"].rstrip(";").split(";") == [c.text for c in component.iter("category")]


def test_metainfo_release_is_the_package_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases[0].get("version") == VERSION


def test_icon_files_match_the_drawing() -> None:
    _tool("rsvg-convert", "librsvg2-bin")
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "make_icons.py"), "--check"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr


def test_package_icons_are_pngs_of_their_size() -> None:
    from PySide6.QtGui import QImage

    for name, size in [(icon_name(s), s) for s in (*WINDOW_SIZES, *PHONE_SIZES)] + [(TOUCH_ICON, 180)]:
        image = QImage.fromData(icon_bytes(name), "PNG")
        assert (image.width(), image.height()) == (size, size), name
    touch = QImage.fromData(icon_bytes(TOUCH_ICON), "PNG")
    assert not touch.hasAlphaChannel() or touch.pixelColor(0, 0).alpha() == 255  # no corners for the phone to fill


def test_every_window_wears_the_icon(qapp: QApplication) -> None:
    before = qapp.windowIcon(), QGuiApplication.desktopFileName()
    try:
        set_identity(qapp)
        assert QGuiApplication.desktopFileName() == DESKTOP_ID
        window = QWidget()  # the main window, the projector and the dialogs take the application's icon
        sizes = window.windowIcon().availableSizes()
        assert sizes == [QSize(s, s) for s in WINDOW_SIZES]
        assert not window.windowIcon().pixmap(16, 16).toImage().isNull()
    finally:
        qapp.setWindowIcon(before[0])
        QGuiApplication.setDesktopFileName(before[1])
