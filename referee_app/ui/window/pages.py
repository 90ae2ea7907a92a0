"""Where the window's pages and dialogs live: the tabs in order, the File menu's dialogs and the dialogs a
page opens on one table. Each names its module, imported when the page or dialog is first asked for
(`loaded`), so the window's start imports only what it shows."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from referee_app.ui.context import AppContext

# (module, class, tab title): the title is the catalogue key of the class's own `title()` text, repeated
# here so a page's module is imported only when its tab is first shown; a test keeps them in step. The keys
# are the window's own (`window.tab_*`): the start reads the titles without reading every page's area.
PAGES: tuple[tuple[str, str, str], ...] = (
    ("referee_app.ui.event.page", "EventPage", "window.tab_event"),
    ("referee_app.ui.players.page", "PlayersPage", "window.tab_players"),
    ("referee_app.ui.rounds.page", "RoundsPage", "window.tab_rounds"),
    ("referee_app.ui.hall.page", "HallTab", "window.tab_hall"),
    ("referee_app.ui.table.page", "TablePage", "window.tab_table"),
    ("referee_app.ui.standings.page", "StandingsPage", "window.tab_standings"),
    ("referee_app.ui.casistica.page", "CasisticaPage", "window.tab_casistica"),
    ("referee_app.ui.rulesets.page", "RulesetsPage", "window.tab_rulesets"),
    ("referee_app.ui.lan.page", "NetworkPage", "window.tab_network"),
)

# The File menu's dialogs, in menu order: (module, function, menu text key, shortcut). The function takes the
# AppContext and the window and runs the dialog; its module (and the libraries only it needs: the workbook
# writers, reportlab) is imported when the entry is first chosen, as a page's is when its tab is first shown.
FILE_DIALOGS: tuple[tuple[str, str, str, str], ...] = (
    ("referee_app.ui.printing.dialog", "print_from_menu", "window.print", "Ctrl+Alt+P"),
    ("referee_app.ui.event.circuit_dialog", "show_details", "ranking.menu_details", ""),
    ("referee_app.ui.event.circuit_dialog", "show_export", "ranking.menu_export", "Ctrl+Shift+E"),
)

# The dialogs a page opens on one table, by name: (module, function). The function takes the AppContext, the
# table's id and the parent widget, opens the dialog and returns it. The result entry brings the scoring
# and the deal brings its procedures and printing (reportlab): ~90 ms the table page would otherwise pay
# when it is first shown, at a start on it or at the first table opened from the hall.
TABLE_DIALOGS: dict[str, tuple[str, str]] = {
    "result": ("referee_app.ui.result.dialog", "open_result_dialog"),
    "deal": ("referee_app.ui.deal.dialog", "open_deal_dialog"),
}


def loaded(module_name: str, name: str) -> Any:
    """The class or function `name` of `module_name`, the module imported the first time it is asked for."""
    return getattr(importlib.import_module(module_name), name)


def open_table_dialog(dialog: str, context: AppContext, table_id: int, parent: QWidget | None = None) -> Any:
    """Open the table dialog `dialog` (a key of TABLE_DIALOGS) on table `table_id`; returns what its function
    returns (the dialog, or None where the function refused to open it)."""
    module_name, function_name = TABLE_DIALOGS[dialog]
    return loaded(module_name, function_name)(context, table_id, parent)
