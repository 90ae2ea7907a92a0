"""What the casistica page remembers between runs: the referee's bookmarks and his last searches."""

from __future__ import annotations

from referee_app.ui.window.settings import Settings

RECENT_KEY = "casistica/recent"
BOOKMARKS_KEY = "casistica/bookmarks"
MAX_RECENT = 10


class SearchMemory:
    def __init__(self, settings: Settings) -> None:
        self.settings = settings

    def bookmarks(self) -> list[str]:
        return self.settings.string_list(BOOKMARKS_KEY)

    def toggle_bookmark(self, entry_id: str) -> list[str]:
        """Bookmark the ruling, or take its bookmark away; the bookmarks after it, newest first."""
        ids = self.bookmarks()
        if entry_id in ids:
            ids.remove(entry_id)
        else:
            ids.insert(0, entry_id)
        self.settings.set_string_list(BOOKMARKS_KEY, ids)
        return ids

    def recent(self) -> list[str]:
        return self.settings.string_list(RECENT_KEY)

    def remember(self, query: str) -> bool:
        """Put a search first among the recent ones (at most MAX_RECENT); False for an empty one."""
        query = " ".join(query.split())
        if not query:
            return False
        recent = [query] + [q for q in self.recent() if q != query]
        self.settings.set_string_list(RECENT_KEY, recent[:MAX_RECENT])
        return True
