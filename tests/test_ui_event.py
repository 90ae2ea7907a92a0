from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QWizard
from pytestqt.qtbot import QtBot

from referee_app.rules.ruleset import BUILTIN_IDS, builtin
from referee_app.store.errors import WrongPin
from referee_app.store.store import Store
from referee_app.ui.context import AppContext
from referee_app.ui.event.page import EventPage
from tests.ui_fixtures import temp_settings, warnings


@pytest.fixture
def context(tmp_path: Path) -> AppContext:
    store = Store.open(tmp_path / "t.db")
    settings = temp_settings(tmp_path)
    yield AppContext(store, settings)
    store.close(backup=False)


def _page(qtbot: QtBot, context: AppContext) -> EventPage:
    page = EventPage(context)
    qtbot.addWidget(page)
    return page


def _fill(wizard: QWizard, name: str = "Torneo di Marsala", pin: str = "246800", again: str = "246800",
          ruleset_row: int = 0, referee: str = "Giulia Bianchi") -> None:
    wizard.details.name.setText(name)
    wizard.details.venue.setText("Marsala")
    wizard.ruleset.choices.setCurrentRow(ruleset_row)
    wizard.pin.pin.setText(pin)
    wizard.pin.pin_again.setText(again)
    wizard.pin.referee.setText(referee)


def _finish(wizard: QWizard) -> None:
    for _ in range(3):
        if wizard.currentPage() is wizard.pin:
            break
        wizard.next()
    wizard.accept()


def test_wizard_offered_on_first_run_creates_and_opens_event(qtbot: QtBot, context: AppContext,
                                                             warnings: list[str]) -> None:
    page = _page(qtbot, context)
    assert not page.current.isVisible() and "No event" in page.hint.text()
    page.show()
    qtbot.waitUntil(lambda: page.wizard is not None and page.wizard.isVisible())
    wizard = page.wizard
    assert wizard is not None
    _fill(wizard, ruleset_row=BUILTIN_IDS.index("nostra-passione-2018"))
    assert builtin("nostra-passione-2018").description[:30] in wizard.ruleset.description.text()
    with qtbot.waitSignal(context.opsChanged, check_params_cb=lambda changes, _initiator: changes.opened):
        _finish(wizard)
    assert warnings == []
    session = context.require_session()
    assert session.event.name == "Torneo di Marsala"
    assert session.event.ruleset_id == "nostra-passione-2018"
    assert context.settings.referee_name() == "Giulia Bianchi"
    assert session.referee == "Giulia Bianchi"
    assert page.name.text() == "Torneo di Marsala"
    assert page.players.text() == "0 of 0"
    assert page.events.count() == 1


def test_wizard_refuses_empty_name_and_bad_pins(qtbot: QtBot, context: AppContext, warnings: list[str]) -> None:
    page = _page(qtbot, context)
    page.new_event()
    wizard = page.wizard
    assert wizard is not None
    _fill(wizard, name="  ")
    wizard.next()
    assert wizard.currentPage() is wizard.details
    assert "cannot be empty" in warnings[-1]
    _fill(wizard, pin="1234", again="1234")
    _finish(wizard)
    assert "at least 6 digits" in warnings[-1]
    assert wizard.pin.pin.text() == ""
    _fill(wizard, pin="123400", again="432100")
    wizard.accept()
    assert "different" in warnings[-1]
    assert context.store.events() == [] and context.session is None
    _fill(wizard)
    wizard.accept()
    assert context.session is not None


def test_wizard_custom_ruleset_file_with_bad_key(qtbot: QtBot, context: AppContext, warnings: list[str],
                                                 tmp_path: Path) -> None:
    data = builtin("raduno").to_dict()
    data["sdadata"]["nonsense"] = 1
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), "utf-8")
    page = _page(qtbot, context)
    page.new_event()
    wizard = page.wizard
    assert wizard is not None
    _fill(wizard)
    wizard.next()
    wizard.ruleset.custom.setChecked(True)
    wizard.ruleset.path.setText(str(bad))
    wizard.next()
    assert wizard.currentPage() is wizard.ruleset
    assert "bad.json" in warnings[-1] and "sdadata" in warnings[-1]
    assert context.store.events() == []


def _with_event(context: AppContext, name: str = "Torneo", date: str = "2026-11-22") -> int:
    event_id = context.store.create_event(name, date, "Trapani", builtin("marsala-2011"), "123400")
    context.store.add_player(event_id, "Anna")
    context.store.add_player(event_id, "Bruno", present=False)
    return event_id


def test_page_shows_event_and_switches(qtbot: QtBot, context: AppContext) -> None:
    first = _with_event(context, "Primo", "2026-01-10")
    second = _with_event(context, "Secondo", "2026-02-10")
    context.open_event(first)
    page = _page(qtbot, context)
    assert page.name.text() == "Primo" and page.players.text() == "1 of 2"
    assert page.events.count() == 2
    page.events.setCurrentRow(0)  # newest first: Secondo
    with qtbot.waitSignal(context.opsChanged, check_params_cb=lambda changes, _initiator: changes.opened):
        page.open_selected()
    assert context.require_session().event_id == second
    assert page.name.text() == "Secondo"
    page.show()
    assert page.wizard is None  # events exist: no wizard offered


def test_export_then_import_into_another_database(qtbot: QtBot, context: AppContext, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch, warnings: list[str]) -> None:
    context.open_event(_with_event(context))
    page = _page(qtbot, context)
    target = tmp_path / "export.rkevent"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page.export_event()
    assert target.exists() and "export.rkevent" in page.status.text()
    with Store.open(tmp_path / "other.db") as other:
        settings = temp_settings(tmp_path, "o.ini")
        other_context = AppContext(other, settings)
        other_page = _page(qtbot, other_context)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
        other_page.import_event()
        assert warnings == []
        assert other_context.require_session().event.name == "Torneo"
        assert other_page.players.text() == "1 of 2"
        other_page.import_event()  # the same event again is refused
        assert "already in this database" in warnings[-1]
        assert len(other.events()) == 1


def test_import_of_a_broken_file_is_refused(qtbot: QtBot, context: AppContext, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch, warnings: list[str]) -> None:
    junk = tmp_path / "junk.rkevent"
    junk.write_bytes(b"not sqlite" * 50)
    page = _page(qtbot, context)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(junk), ""))
    page.import_event()
    assert "cannot be imported" in warnings[-1]
    assert context.store.events() == [] and context.session is None


def test_change_pin(qtbot: QtBot, context: AppContext, warnings: list[str]) -> None:
    context.open_event(_with_event(context))
    page = _page(qtbot, context)
    page.change_pin()
    dialog = page.pin_dialog
    assert dialog is not None
    dialog.old.setText("999900")
    dialog.new.setText("567800")
    dialog.again.setText("567800")
    dialog.accept()
    assert "Wrong head referee PIN" in warnings[-1] and dialog.isVisible()
    dialog.old.setText("123400")
    dialog.new.setText("567800")
    dialog.again.setText("567800")
    dialog.accept()
    assert not dialog.isVisible() and "changed" in page.status.text()
    with pytest.raises(WrongPin):
        context.store.change_pin(context.require_session().event_id, "123400", "000000")


def test_shortcuts_are_registered(qtbot: QtBot, context: AppContext) -> None:
    page = _page(qtbot, context)
    keys = {a.shortcut().toString() for a in page.actions()}
    assert {"Ctrl+N", "Ctrl+E", "Ctrl+I", "Ctrl+O"} <= keys


