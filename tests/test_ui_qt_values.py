"""The numbers the hall board uses instead of Qt's `Qt` namespace until the window is ready (ui/widgets/qt_values.py):
each is Qt's own value, and reaching `ready` leaves the namespace unbuilt."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QListView
from pytestqt.qtbot import QtBot

from referee_app.ops.hall import HallOperations
from referee_app.ops.session import Session
from referee_app.store import Store
from referee_app.ui.widgets import qt_values
from referee_app.ui.hall.delegate import elided_right
from tests.start_helpers import report_at_ready, running_round

QT_ENUMS = {
    "DISPLAY_ROLE": Qt.ItemDataRole.DisplayRole,
    "TOOLTIP_ROLE": Qt.ItemDataRole.ToolTipRole,
    "USER_ROLE": Qt.ItemDataRole.UserRole,
    "ALIGN_LEFT": Qt.AlignmentFlag.AlignLeft,
    "ALIGN_RIGHT": Qt.AlignmentFlag.AlignRight,
    "ALIGN_HCENTER": Qt.AlignmentFlag.AlignHCenter,
    "ALIGN_TOP": Qt.AlignmentFlag.AlignTop,
    "ALIGN_VCENTER": Qt.AlignmentFlag.AlignVCenter,
    "ALIGN_CENTER": Qt.AlignmentFlag.AlignCenter,
    "CUSTOM_CONTEXT_MENU": Qt.ContextMenuPolicy.CustomContextMenu,
    "WIDGET_WITH_CHILDREN_SHORTCUT": Qt.ShortcutContext.WidgetWithChildrenShortcut,
}


@pytest.mark.parametrize("name", sorted(QT_ENUMS))
def test_each_number_is_qts_own(name: str) -> None:
    assert getattr(qt_values, name) == QT_ENUMS[name].value


def test_every_number_is_checked() -> None:
    numbers = {n for n in vars(qt_values) if n.isupper()}
    assert numbers == set(QT_ENUMS)


def test_properties_are_written_as_the_enums(qtbot: QtBot) -> None:
    label, view, action = QLabel("x"), QListView(), QAction("x")
    qtbot.addWidget(label)
    qtbot.addWidget(view)
    qt_values.set_qt_property(label, "alignment", qt_values.ALIGN_CENTER)
    qt_values.set_qt_property(view, "contextMenuPolicy", qt_values.CUSTOM_CONTEXT_MENU)
    qt_values.set_qt_property(action, "shortcutContext", qt_values.WIDGET_WITH_CHILDREN_SHORTCUT)
    assert label.alignment() == Qt.AlignmentFlag.AlignCenter
    assert view.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    assert action.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut


def test_an_unknown_property_is_refused(qtbot: QtBot) -> None:
    label = QLabel("x")
    qtbot.addWidget(label)
    with pytest.raises(AttributeError, match="alignmnet"):
        qt_values.set_qt_property(label, "alignmnet", qt_values.ALIGN_CENTER)


@pytest.mark.parametrize("text", ["Tocca a: Ødegård", "Tocca a: Bartolomeo Giandomenico Scarpantoni-Riccò",
                                  "Tempo scaduto · Chiamata arbitro · Contestazione", ""])
@pytest.mark.parametrize("width", [0, 40, 120, 400])
def test_elided_text_is_the_longest_that_fits(qtbot: QtBot, text: str, width: int) -> None:
    metrics = QFontMetrics(QFont())
    shown = elided_right(metrics, text, width)
    if metrics.horizontalAdvance(text) <= width:
        assert shown == text
        return
    assert shown.endswith("…") and text.startswith(shown[:-1])
    kept = len(shown) - 1
    assert kept == 0 or metrics.horizontalAdvance(shown) <= width
    longer = text[:kept + 1].rstrip() + "…"
    assert metrics.horizontalAdvance(longer) > width or longer == shown  # one character more would not fit


def test_ready_does_not_build_the_qt_namespace(tmp_path: Path) -> None:
    """Touching `Qt` anywhere on the way to the hall board costs the start ~20 ms (ui/widgets/qt_values.py)."""
    db = tmp_path / "a.db"
    running_round(db, "Giocatore con un nome lunghissimo {}")
    report_at_ready(db, tmp_path)  # the first start shows the event page, which may; it remembers the hall
    with Store.open(db) as store:  # a write since: the next start folds the logs
        HallOperations(Session(store, store.events()[0].id, referee="Mario")).pause_all()
    cold = report_at_ready(db, tmp_path)
    warm = report_at_ready(db, tmp_path)  # the tiles kept at the last close
    assert not cold["qt_namespace"] and not warm["qt_namespace"]
