"""The main window's pages, in tab order: (module, class). Each class takes the AppContext and has
`title()`. A page whose module is missing is skipped, so pages can land one at a time."""

PAGES: tuple[tuple[str, str], ...] = (
    ("referee_app.ui.pages.event_page", "EventPage"),
    ("referee_app.ui.pages.players_page", "PlayersPage"),
    ("referee_app.ui.pages.rounds_page", "RoundsPage"),
    ("referee_app.ui.hall.tab", "HallTab"),
    ("referee_app.ui.pages.table_page", "TablePage"),
    ("referee_app.ui.pages.standings_page", "StandingsPage"),
    ("referee_app.ui.pages.casistica_page", "CasisticaPage"),
    ("referee_app.ui.pages.rulesets_page", "RulesetsPage"),
    ("referee_app.ui.lan.page", "NetworkPage"),
)
