from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.texts import language, set_language, text
from referee_app.ui.app import build_window
from referee_app.ui.window.settings import Settings


def _settings(tmp_path: Path) -> Settings:
    return Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def test_window_remembers_page_and_geometry(qtbot: QtBot, tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    store = Store.open(tmp_path / "a.db")
    window = build_window(settings, store)
    qtbot.addWidget(window)
    window.resize(700, 520)
    window.show()
    window.tabs.setCurrentIndex(window.tabs.count() - 1)
    window.close()
    again = build_window(settings, store)
    qtbot.addWidget(again)
    assert again.tabs.currentIndex() == window.tabs.count() - 1
    assert (again.size().width(), again.size().height()) == (700, 520)
    again.close()
    store.close(backup=False)


def test_rulesets_page_lists_every_decision(qtbot: QtBot, tmp_path: Path) -> None:
    from referee_app.rules.ruleset import builtin
    from referee_app.ui.rulesets.page import RulesetsPage

    page = RulesetsPage(None)
    qtbot.addWidget(page)
    page.chooser.setCurrentIndex(page.chooser.findData("nostra-passione-2018"))
    html = page.about.toPlainText()
    for decision in builtin("nostra-passione-2018").decisions:
        assert decision[:40] in html  # the tests run with the English locale
    sections = {page.model.item(r, 0).text() for r in range(page.model.rowCount())}
    assert {"sdadata", "scoring", "penalties"} <= sections


@pytest.fixture
def italian() -> Iterator[None]:
    """The window's language set to Italian for one test, then put back."""
    before = language()
    set_language("it")
    yield
    set_language(before)


def _marsala_rows(qtbot: QtBot) -> dict[str, tuple[str, str, str]]:
    """The Regolamenti page on marsala-2011: parameter tooltip -> (label, value shown, value's tooltip)."""
    from referee_app.ui.rulesets.page import RulesetsPage

    page = RulesetsPage(None)
    qtbot.addWidget(page)
    page.chooser.setCurrentIndex(page.chooser.findData("marsala-2011"))
    rows = {}
    for r in range(page.model.rowCount()):
        head = page.model.item(r, 0)
        for k in range(head.rowCount()):
            name, value = head.child(k, 0), head.child(k, 1)
            rows[name.toolTip()] = (name.text(), value.text(), value.toolTip())
    return rows


@pytest.mark.usefixtures("italian")
def test_rulesets_page_names_each_parameter_for_the_referee(qtbot: QtBot) -> None:
    """Each parameter row shows its catalogue label; its identifier, as the ruleset file writes it, is in
    the tooltip only."""
    from referee_app.rules.ruleset import builtin

    labels = {tip: label for tip, (label, _, _) in _marsala_rows(qtbot).items()}
    expected = {f"{section}.{key}" for section, values in builtin("marsala-2011").settings().items() for key in values}
    assert set(labels) == {text("it", "rulesets.in_the_file", name) for name in expected}
    assert labels[text("it", "rulesets.in_the_file", "table.sizes_preferred")] == "Dimensioni di tavolo preferite"
    assert not any("_" in label for label in labels.values())


def test_every_identifier_value_of_every_builtin_ruleset_has_a_label() -> None:
    """`discard_excess`, `club_bands`, `three_cannons`: each has a referee's words in both languages."""
    from referee_app.rules.ruleset import BUILTIN_IDS, builtin
    from referee_app.ui.rulesets.page import identifiers, value_label

    words = {word for ruleset_id in BUILTIN_IDS for values in builtin(ruleset_id).settings().values()
             for word in identifiers(list(values.values()))}
    assert {"discard_excess", "first_reinforcement", "three_cannons", "club_bands", "*"} <= words
    before = language()
    try:
        for lang in ("it", "en"):
            set_language(lang)
            unlabelled = sorted(w for w in words if value_label(w) == w or "_" in value_label(w))
            assert unlabelled == [], lang
    finally:
        set_language(before)


@pytest.mark.usefixtures("italian")
def test_rulesets_page_shows_values_in_words_and_the_file_text_in_the_tooltip(qtbot: QtBot) -> None:
    values = {tip: (shown, value_tip) for tip, (_, shown, value_tip) in _marsala_rows(qtbot).items()}
    shown, tip = values[text("it", "rulesets.in_the_file", "sets.values")]
    assert shown.startswith(text("it", "param.value.three_cannons") + ": 8")
    assert '"three_cannons": 8' in tip
    shown, tip = values[text("it", "rulesets.in_the_file", "standings.tie_break")]
    assert text("it", "paper.criterion.best_single") in shown and "best_single" not in shown
    assert '"best_single"' in tip
    assert values[text("it", "rulesets.in_the_file", "cards.hand_limit")][0].isdigit()
    assert not any("_" in v for v, _ in values.values())


def test_a_window_larger_than_its_screen_is_brought_back_onto_it(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "a.db")
    window = build_window(_settings(tmp_path), store)
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    window.setGeometry(area.x() + 300, area.y() + 200, area.width() + 500, area.height() + 400)  # a bigger monitor
    assert not area.contains(window.frameGeometry())
    window.clamp_to_screen()  # what the start does after restoring the saved geometry
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    window.close()
    store.close(backup=False)


def test_pages_are_built_when_first_shown(qtbot: QtBot, tmp_path: Path) -> None:
    from referee_app.ui.window.main_window import PageSlot

    settings = _settings(tmp_path)
    store = Store.open(tmp_path / "a.db")
    window = build_window(settings, store)
    qtbot.addWidget(window)
    slots = [window.tabs.widget(i) for i in range(window.tabs.count())]
    assert all(isinstance(s, PageSlot) for s in slots)
    built = [s.spec.class_name for s in slots if isinstance(s, PageSlot) and s.page is not None]
    assert built == [slots[window.tabs.currentIndex()].spec.class_name]  # only the page on show
    window.context.pageRequested.emit("TablePage")  # type: ignore[attr-defined]
    table = next(s for s in slots if isinstance(s, PageSlot) and s.spec.class_name == "TablePage")
    assert table.page is not None and type(table.page).__name__ == "TablePage"
    assert window.tabs.currentWidget() is table
    window.close()
    store.close(backup=False)


def test_quit_when_ready_prints_ready(tmp_path: Path) -> None:
    """The window's smoke test: an event with a running round, the hall board ready, then exit."""
    import subprocess
    import sys

    from tests.start_helpers import running_round, window_env

    db = tmp_path / "a.db"
    running_round(db)
    done = subprocess.run([sys.executable, "-m", "referee_app", "--db", str(db), "--quit-when-ready"],
                          capture_output=True, text=True, env=window_env(tmp_path), timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["ready"]


@pytest.mark.parametrize(("argv", "window"), [
    (["--db", "a.db", "--lang", "en", "--quit-when-ready"], ("a.db", "en", True)),
    (["--db=a b.db"], ("a b.db", None, False)), ([], (None, None, False))])
def test_the_window_options_are_the_parsers(argv: list[str], window: tuple[object, ...]) -> None:
    """The window's options are read by argparse like every command's (no second reader of argv)."""
    from referee_app.cli.main import parse_args

    args = parse_args(argv)
    assert args.area is None and (args.db, args.lang, args.quit_when_ready) == window


def test_tab_titles_are_the_pages_own(qtbot: QtBot) -> None:
    import importlib

    from referee_app.ui.window.pages import PAGES

    from referee_app.texts import t

    for module_name, class_name, title in PAGES:
        cls = getattr(importlib.import_module(module_name), class_name)
        assert cls.title(cls) == t(title), class_name


def test_closing_the_window_stops_its_timers(qtbot: QtBot, tmp_path: Path) -> None:
    """A closed window's periodic backup would otherwise fire minutes later on a closed store."""
    from PySide6.QtCore import QTimer

    store = Store.open(tmp_path / "a.db")
    window = build_window(_settings(tmp_path), store)
    qtbot.addWidget(window)
    assert any(timer.isActive() for timer in window.findChildren(QTimer))
    window.close()
    assert not any(timer.isActive() for timer in window.findChildren(QTimer))
    store.close(backup=False)


def test_file_menu_dialogs_are_the_registry(qtbot: QtBot, tmp_path: Path) -> None:
    """Each File-menu dialog of ui/window/pages.py is in the menu with its shortcut and opens through its
    module's function; with no event open, the ranking's entries bring the event page forward instead."""
    import importlib

    from referee_app.texts import t
    from referee_app.ui.window.pages import FILE_DIALOGS

    store = Store.open(tmp_path / "a.db")
    window = build_window(_settings(tmp_path), store)
    qtbot.addWidget(window)
    actions = {a.text(): a for a in window.file_menu.actions()}
    for module_name, function_name, key, shortcut in FILE_DIALOGS:
        assert callable(getattr(importlib.import_module(module_name), function_name))
        assert actions[t(key)].shortcut().toString() == shortcut
    window.tabs.setCurrentIndex(window.tabs.count() - 1)
    actions[t("ranking.menu_export")].trigger()
    assert window.tabs.currentWidget().spec.class_name == "EventPage"
    window.close()
    store.close(backup=False)


def test_the_table_dialogs_are_the_registry_and_stay_out_of_the_table_page() -> None:
    """Each dialog a page opens on one table is a function of its module taking (context, table id, parent);
    the table page, built at a start on it and at the first table opened from the hall, imports none of them
    (nor the scoring, the deal procedures or reportlab) until one is opened."""
    import importlib
    import inspect
    import subprocess
    import sys

    from referee_app.ui.window.pages import TABLE_DIALOGS

    for module_name, function_name in TABLE_DIALOGS.values():
        function = getattr(importlib.import_module(module_name), function_name)
        assert list(inspect.signature(function).parameters) == ["context", "table_id", "parent"]
    code = ("import sys\n"
            "import referee_app.ui.table.page\n"
            "watched = [m for m, _ in " + repr(list(TABLE_DIALOGS.values())) + "] + "
            "['referee_app.ops.results', 'referee_app.ops.deals', 'referee_app.ops.printing', 'reportlab']\n"
            "print(','.join(m for m in watched if m in sys.modules))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                          cwd=Path(__file__).resolve().parent.parent)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""


def test_a_settings_lock_left_by_a_killed_run_is_removed_and_a_live_one_kept(tmp_path: Path) -> None:
    """A run killed while it saved its settings leaves their lock behind, empty when the kill came before its
    owner was written: Qt would take it for a live one for 30 s and the next start's first save would wait
    that long on the window's thread. A lock a running program holds stays."""
    import os
    import time

    from PySide6.QtCore import QLockFile

    settings_file = tmp_path / "settings.ini"
    left = tmp_path / "settings.ini.lock"
    left.write_bytes(b"")  # what a kill between the lock's creation and its content leaves
    os.utime(left, (time.time() - 5, time.time() - 5))  # the killed run was a few seconds ago
    settings = _settings(tmp_path)
    assert not left.exists()
    settings.set_current_page(2)
    settings.sync()
    held = QLockFile(str(left))
    assert held.tryLock(0)
    try:
        Settings(QSettings(str(settings_file), QSettings.Format.IniFormat))
        assert left.exists() and held.isLocked()
    finally:
        held.unlock()
    assert _settings(tmp_path).current_page() == 2


def test_the_page_shown_is_on_disk_at_once_for_a_start_after_a_crash(qtbot: QtBot, tmp_path: Path) -> None:
    """A referee on the hall when the program is killed finds the hall again at the next start: the page is
    kept when its tab comes forward, not only at a clean close."""
    store = Store.open(tmp_path / "a.db")
    store.create_event("Torneo", "2026-11-22", "Sala", builtin("marsala-2011"), "123400")
    window = build_window(_settings(tmp_path), store)
    qtbot.addWidget(window)
    window.show()
    window.tabs.setCurrentIndex(3)
    assert _settings(tmp_path).current_page() == 3  # read from the file, the window still open (no close)
    window.tabs.setCurrentIndex(1)
    assert _settings(tmp_path).current_page() == 1
    store.close(backup=False)


def test_a_start_that_changes_no_setting_leaves_the_settings_file_as_it_was(qtbot: QtBot, tmp_path: Path) -> None:
    """QSettings rewrites its file (two flushes to the disk) after any setValue, even of the value it holds;
    the start sets the open event's id every time, so a setter writes only a change."""
    settings_file = tmp_path / "settings.ini"
    store = Store.open(tmp_path / "a.db")
    event = store.create_event("Torneo", "2026-11-22", "Sala", builtin("marsala-2011"), "123400")
    first = build_window(_settings(tmp_path), store)
    qtbot.addWidget(first)
    first.show()
    first.close()
    assert _settings(tmp_path).last_event_id() == event
    written = settings_file.stat().st_ino  # a rewrite replaces the file: a new inode

    again = build_window(_settings(tmp_path), store)  # read back from the file: the ids as text
    qtbot.addWidget(again)
    again.show()
    qtbot.wait(50)  # QSettings saves from the event loop
    assert settings_file.stat().st_ino == written
    again.close()  # (the close keeps the window's geometry, which the offscreen platform moves)

    changed = _settings(tmp_path)
    changed.set_last_event_id(None)
    changed.set_string_list("casistica/recent", ["a", "b"])
    changed.sync()
    assert _settings(tmp_path).last_event_id() is None
    assert _settings(tmp_path).string_list("casistica/recent") == ["a", "b"]
    store.close(backup=False)
