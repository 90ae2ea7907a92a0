"""What the program needs outside its package (resources/): the icon drawn once and made into every file that
uses it, the Linux desktop entry and AppStream metainfo as their validators read them, one version stamped
everywhere, and the window and projector wearing the icon.

The validators and the rasteriser are Debian tools: CI installs them (.ci/run sets CI=true) and there a missing
one fails its test; elsewhere the test is skipped, saying which package to install."""

from __future__ import annotations

import os
import plistlib
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from typing import Any

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget

from referee_app.icons import DESKTOP_ID, PHONE_SIZES, TOUCH_ICON, WINDOW_SIZES, icon_bytes, icon_name
from referee_app.ui.app import set_identity
from tests.system_tools import system_tool
from tests.cli_helpers import ROOT

LINUX = ROOT / "resources" / "linux"
DESKTOP = LINUX / f"{DESKTOP_ID}.desktop"
METAINFO = LINUX / f"{DESKTOP_ID}.metainfo.xml"
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def _tool(name: str, package: str) -> str:
    return system_tool(package, name)


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


def test_every_version_stamp_is_the_package_version() -> None:
    info = (ROOT / "resources" / "windows" / "version-info.txt").read_text("utf-8")
    four = tuple(int(x) for x in f"{VERSION}.0".split("."))
    assert re.findall(r"(?:filevers|prodvers)=\(([\d, ]+)\)", info) == [", ".join(map(str, four))] * 2
    assert set(re.findall(r"StringStruct\('(?:File|Product)Version', '([^']*)'\)", info)) == {VERSION}
    plist = plistlib.loads((ROOT / "resources" / "macos" / "Info.plist").read_bytes())
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == VERSION
    import referee_app

    assert referee_app.__version__ == VERSION


def test_linux_package_depends_on_the_window_libraries() -> None:
    control = (LINUX / "control").read_text("utf-8")
    depends = re.search(r"^Depends: (.*)$", control, re.M).group(1)  # type: ignore[union-attr]
    ci = (ROOT / ".ci" / "run").read_text("utf-8")
    window = re.search(r"window_packages=\((.*?)\)", ci, re.S).group(1).split()  # type: ignore[union-attr]
    assert depends.split(", ") == window


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


SAMPLES = ROOT / "resources" / "samples"


def test_sample_players_csv_imports_without_a_bad_line() -> None:
    from referee_app.store.csv_import import parse_players_csv

    preview = parse_players_csv(SAMPLES / "giocatori.csv")
    assert preview.errors == () and not preview.duplicates
    assert len(preview.rows) == 16 and {row.region for row in preview.rows} >= {"Sicilia", "Lombardia"}
    first = preview.rows[0]
    assert (first.first_name, first.surname, first.birth_date) == ("Giulia", "Bianchi", "1988-03-14")
    assert [row.present for row in preview.rows].count(False) == 1


def test_sample_players_workbook_holds_the_same_players_as_the_csv() -> None:
    from referee_app.store.csv_import import parse_players_csv
    from referee_app.store.workbook_import import parse_players_workbook

    book = parse_players_workbook(SAMPLES / "iscritti-modulo-torneo.xls")
    assert (book.problems, book.kind) == ((), "xls")

    def people(rows: tuple[Any, ...]) -> list[tuple[str, ...]]:
        return [(r.first_name, r.surname, r.nickname, r.club, r.region, r.birth_date, str(r.present)) for r in rows]

    assert people(book.rows) == people(parse_players_csv(SAMPLES / "giocatori.csv").rows)


def test_sample_ruleset_extends_a_built_in_and_changes_only_its_keys() -> None:
    from referee_app.rules.ruleset import load_ruleset

    custom, base = load_ruleset(SAMPLES / "regolamento-del-club.json"), load_ruleset("marsala-2011")
    assert custom.id == "torneo-del-club"
    assert (custom.clock.duration_minutes, base.clock.duration_minutes) == (100, 90)
    assert list(custom.table.sizes_preferred) == [4]
    assert custom.sdadata == base.sdadata and custom.scoring == base.scoring


def test_sample_objective_deck_holds_the_sixteen_cards_of_86_points() -> None:
    from referee_app.rules.board import classic_board
    from referee_app.rules.objectives import load_deck

    board = classic_board()
    deck = load_deck(SAMPLES / "obiettivi-16.json", board)
    assert list(deck.values(board).values()) == [86] * 16
    assert list(deck.cards)[6].endswith("obiettivo 7")



def test_sample_objective_deck_is_made_from_the_built_in_cards() -> None:
    """The sample repeats the program's official deck for an organiser to edit: made by tools/make_samples.py
    from the built-in cards, so a change to those (card 12's list) reaches the sample too."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_samples", ROOT / "tools" / "make_samples.py")
    assert spec is not None and spec.loader is not None
    make_samples = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_samples)
    assert (SAMPLES / "obiettivi-16.json").read_text("utf-8") == make_samples.deck_text()


def test_installer_workflow_and_spec_name_the_same_programs() -> None:
    nsi = (ROOT / "resources" / "windows" / "installer.nsi").read_text("utf-8")
    spec = (ROOT / "build.spec").read_text("utf-8")
    workflow = (ROOT / ".github" / "workflows" / "bundle.yml").read_text("utf-8")
    defines = dict(re.findall(r'^!define (\w+) "([^"]*)"$', nsi, re.M))
    executables = re.findall(r'EXE\(.*?name="([^"]+)"', spec, re.S)
    assert sorted(executables) == ["referee-app", "referee-app-window"]
    assert defines["WINDOW_EXE"] == "referee-app-window.exe"
    assert all(f"{name}.exe" in nsi for name in executables)  # the uninstaller deletes each
    assert workflow.count(f'{defines["NAME"]}.lnk') == 2  # installed, then gone
    assert "resources\\windows\\installer.nsi" in workflow and "tools/smoke_bundle.sh" in workflow
