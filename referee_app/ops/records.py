"""The store's row snapshots as the window sees them (frozen values, never cursors), named here so that the
window depends on the operations layer only and never imports the store."""

from __future__ import annotations

from referee_app.store.records import Action, ActionId, Event, Player, Round, Seat, Table

__all__ = ["Action", "ActionId", "Event", "Player", "Round", "Seat", "Table"]
