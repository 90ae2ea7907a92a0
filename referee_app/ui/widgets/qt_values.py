"""Values of Qt's `Qt` namespace for the widgets the window shows first (the hall board).

PySide builds every enum of the namespace (93 of them, about 20 ms) the first time any code touches `Qt`,
and most Qt calls taking one of them accept only the enum. Until the window is ready the hall board uses
these numbers instead: as roles and drawing flags, which Qt takes as plain integers, and through Qt's property
system (`set_qt_property`), which converts them. `QAction.setShortcut` builds the namespace too (one of
its overloads takes a key combination), `setShortcuts` does not. tests/test_ui_qt_values.py checks each
number against Qt's enum, and that reaching `ready` leaves the namespace unbuilt.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

# Qt::ItemDataRole
DISPLAY_ROLE = 0
TOOLTIP_ROLE = 3
USER_ROLE = 0x0100

# Qt::AlignmentFlag
ALIGN_LEFT = 0x0001
ALIGN_RIGHT = 0x0002
ALIGN_HCENTER = 0x0004
ALIGN_TOP = 0x0020
ALIGN_VCENTER = 0x0080
ALIGN_CENTER = ALIGN_HCENTER | ALIGN_VCENTER

# Qt::ContextMenuPolicy
CUSTOM_CONTEXT_MENU = 3

# Qt::ShortcutContext
WIDGET_WITH_CHILDREN_SHORTCUT = 3


def set_qt_property(target: QObject, name: str, value: int) -> None:
    """Write an enum-typed Qt property (`alignment`, `contextMenuPolicy`, `shortcutContext`) from its number."""
    if not target.setProperty(name, value):
        raise AttributeError(f"{type(target).__name__} has no Qt property {name!r}")
