"""The casistica search as the window uses it (built-in rulings plus the event's own, found as you type),
named here so that the window depends on the operations layer only."""

from __future__ import annotations

from referee_app.store.casistica_index import CasisticaIndex, Hit

__all__ = ["CasisticaIndex", "Hit"]
