"""The main window's pages, in tab order: (module, class). Each class takes the AppContext and has
`title()`."""

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
