"""The main window's pages, in tab order: (module, class). Each class takes the AppContext and has
`title()`."""

# (module, class, tab title): the title is the catalogue key of the class's own `title()` text, repeated
# here so a page's module is imported only when its tab is first shown; a test keeps them in step.
PAGES: tuple[tuple[str, str, str], ...] = (
    ("referee_app.ui.pages.event_page", "EventPage", "event.event"),
    ("referee_app.ui.pages.players_page", "PlayersPage", "players.players"),
    ("referee_app.ui.pages.rounds_page", "RoundsPage", "rounds.rounds_key"),
    ("referee_app.ui.hall.tab", "HallTab", "hall.hall"),
    ("referee_app.ui.pages.table_page", "TablePage", "table.table_key"),
    ("referee_app.ui.pages.standings_page", "StandingsPage", "standings.standings"),
    ("referee_app.ui.pages.casistica_page", "CasisticaPage", "casistica.casistica_key"),
    ("referee_app.ui.pages.rulesets_page", "RulesetsPage", "rulesets.rulesets"),
    ("referee_app.ui.lan.page", "NetworkPage", "lan.network"),
)
