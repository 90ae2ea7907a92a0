"""The main window's pages, in tab order: (module, class). Each class takes the AppContext and has
`title()`. A page whose module is missing is skipped, so pages can land one at a time."""

# (module, class, tab title): the title is the class's own `title()` text (translated in the class's
# context), repeated here so a page's module is imported only when its tab is first shown; a test keeps them
# in step.
PAGES: tuple[tuple[str, str, str], ...] = (
    ("referee_app.ui.pages.event_page", "EventPage", "&Event"),
    ("referee_app.ui.pages.players_page", "PlayersPage", "&Players"),
    ("referee_app.ui.pages.rounds_page", "RoundsPage", "R&ounds"),
    ("referee_app.ui.hall.tab", "HallTab", "&Hall"),
    ("referee_app.ui.pages.table_page", "TablePage", "&Table"),
    ("referee_app.ui.pages.standings_page", "StandingsPage", "&Standings"),
    ("referee_app.ui.pages.casistica_page", "CasisticaPage", "&Casistica"),
    ("referee_app.ui.pages.rulesets_page", "RulesetsPage", "&Rulesets"),
    ("referee_app.ui.lan.page", "NetworkPage", "&Network"),
)
