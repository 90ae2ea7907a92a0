"""Opening another event rebinds every page: what each page shows and what its actions write belong to the
event in view, never to the one open when the window started."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from referee_app.ops.changes import OPENED, Changes
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.ui.app import build_window
from referee_app.ui.printing.dialog import PrintDialog
from tests.ui_fixtures import temp_settings

COLOURS = ["rosso", "blu", "giallo", "verde"]


def _event(store: Store, name: str, players: list[str]) -> tuple[int, list[int]]:
    event = store.create_event(name, "2026-11-22", "Marsala", builtin("raduno"), "432100")
    ids = [store.add_player(event, p) for p in players]
    round_id = store.add_round(event, 1)
    tables = [store.add_table(round_id, n + 1, list(zip(ids[n * 4:n * 4 + 4], COLOURS))) for n in range(2)]
    return event, tables


def _page(window: object, class_name: str) -> QWidget:
    page = window.page_named(class_name)  # type: ignore[attr-defined]
    assert page is not None
    return page


def test_every_page_follows_the_event_in_view(qtbot: QtBot, tmp_path: Path) -> None:
    store = Store.open(tmp_path / "two.db")
    first, first_tables = _event(store, "Torneo di Marsala", [f"Anna {i}" for i in range(8)])
    second, second_tables = _event(store, "Raduno di Trapani", [f"Bruno {i}" for i in range(8)])
    settings = temp_settings(tmp_path)
    settings.set_last_event_id(first)
    window = build_window(settings, store)
    qtbot.addWidget(window)
    context = window.context  # type: ignore[attr-defined]
    assert context.require_session().event_id == first
    heard: list[Changes] = []
    context.opsChanged.connect(lambda changes, _initiator: heard.append(changes))
    context.open_event(second)
    QApplication.processEvents()
    assert heard == [OPENED]  # one signal: every page below follows the new event through it

    hall = _page(window, "HallTab")
    hall.board.start_button.click()  # type: ignore[attr-defined]
    assert all(store.actions(t) for t in second_tables)
    assert not any(store.actions(t) for t in first_tables)  # the event open at the start is untouched
    assert [t.table_id for t in hall.board.model.tiles()] == second_tables  # type: ignore[attr-defined]

    table = _page(window, "TablePage")
    assert table.ops is not None and table.ops.table_id in second_tables  # type: ignore[attr-defined]
    assert {c.table_id for c in table._choices} == set(second_tables)  # type: ignore[attr-defined]

    players = _page(window, "PlayersPage")
    model = players.model  # type: ignore[attr-defined]
    assert {model.player(r).name for r in range(model.rowCount())} == {f"Bruno {i}" for i in range(8)}

    rounds = _page(window, "RoundsPage")
    saved = rounds.saved_model  # type: ignore[attr-defined]
    assert {saved.table(r).table_id for r in range(saved.rowCount())} == set(second_tables)

    dialog = PrintDialog(context, window)
    assert dialog.session.event_id == second
    assert {dialog.table.itemData(i) for i in range(dialog.table.count())} - {None} == set(second_tables)
    dialog.close()
    window.close()
    store.close(backup=False)
