"""The event store: one SQLite file per installation, an append-only hash-chained log per table.

Import `Store` from here; see docs/store.md for the schema, the durability guarantees and the export format.
"""

from referee_app.store.chain import BrokenLink, ChainReport
from referee_app.store.db import default_path
from referee_app.store.errors import (
                                      CorruptDatabaseError,
                                      DatabaseLocked,
                                      NotARefereeDatabase,
                                      NothingToUndo,
                                      SchemaTooNewError,
                                      StoreError,
                                      TableClosed,
                                      WrongPin,
)
from referee_app.store.log import GAME_KINDS
from referee_app.store.records import Action, ActionId, Event, Player, Round, Seat, Table
from referee_app.store.results import ResultVersion
from referee_app.store.store import Store

__all__ = [
                                      "GAME_KINDS",
                                      "Action",
                                      "ActionId",
                                      "BrokenLink",
                                      "ChainReport",
                                      "CorruptDatabaseError",
                                      "DatabaseLocked",
                                      "Event",
                                      "NotARefereeDatabase",
                                      "NothingToUndo",
                                      "Player",
                                      "ResultVersion",
                                      "Round",
                                      "SchemaTooNewError",
                                      "Seat",
                                      "Store",
                                      "StoreError",
                                      "Table",
                                      "TableClosed",
                                      "WrongPin",
                                      "default_path",
]
