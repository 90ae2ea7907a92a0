"""What an operation changed, so the window refreshes exactly that (Anki's `OpChanges`).

Every writing operation returns a `Changes`; the window hands it to its one signal
(`AppContext.changed`) and each page looks at the fields it shows. Two values combine with `|`. An operation
that creates something (a player, a round, an event, an organiser's ruling) returns `Created`: what it made
and its `Changes`, so the window uses the new value instead of reading it back. Opening another event is a
`Changes` too (`OPENED`): every page starts over from the one signal.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Generic, TypeVar

from referee_app.store.records import ActionId


@dataclass(frozen=True)
class Changes:
    tables: frozenset[int] = field(default_factory=frozenset)  # ids of tables whose log or result changed
    all_tables: bool = False   # every table (a player renamed, a round drawn or removed)
    rounds: bool = False       # rounds drawn, removed, reseated
    players: bool = False      # players added, edited, checked in, removed
    standings: bool = False    # a confirmed result or the standings dice changed
    rulings: bool = False      # a ruling given at a table (the event's ruling log)
    casistica: bool = False    # the event's own casistica entries
    event: bool = False        # the event itself: details, the objective deck, another event opened
    opened: bool = False       # another event was opened or created: every page starts over
    action: ActionId | None = None  # the log entry written, when the operation wrote one

    def __or__(self, other: Changes) -> Changes:
        return Changes(tables=self.tables | other.tables, all_tables=self.all_tables or other.all_tables,
                       rounds=self.rounds or other.rounds, players=self.players or other.players,
                       standings=self.standings or other.standings, rulings=self.rulings or other.rulings,
                       casistica=self.casistica or other.casistica, event=self.event or other.event,
                       opened=self.opened or other.opened, action=other.action or self.action)

    def table(self, table_id: int) -> bool:
        """Did table `table_id` change?"""
        return self.all_tables or table_id in self.tables

    @property
    def any_table(self) -> bool:
        return self.all_tables or bool(self.tables)


def table_changed(action: ActionId, *, rulings: bool = False) -> Changes:
    """One entry written to one table's log."""
    return Changes(tables=frozenset({action.table_id}), rulings=rulings, action=action)


def tables_changed(table_ids: set[int] | frozenset[int] | list[int]) -> Changes:
    return Changes(tables=frozenset(table_ids))


T = TypeVar("T")


@dataclass(frozen=True)
class Created(Generic[T]):
    """What a creating operation made (a record, or the id of one) and what making it changed."""
    value: T
    changes: Changes


# The named values the operations return.
PLAYERS = Changes(players=True)  # a player added, removed or restored, a list imported
ROUNDS = Changes(rounds=True, all_tables=True, players=True)  # a round confirmed, restored or removed
CASISTICA = Changes(casistica=True)  # an organiser's ruling added, restored or removed
DECK = Changes(event=True)  # the objective deck loaded or removed
EVENTS = Changes(event=True)  # an event created or imported (the list of events)
EVERYTHING = Changes(all_tables=True, rounds=True, players=True, standings=True, rulings=True, casistica=True,
                     event=True)
OPENED = replace(EVERYTHING, opened=True)  # another event opened: everything is new
