"""What an operation changed, so the window refreshes exactly that (Anki's `OpChanges`).

Every writing operation returns a `Changes`; the window hands it to its one signal
(`AppContext.changed`) and each page looks at the fields it shows. Two values combine with `|`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
    action: ActionId | None = None  # the log entry written, when the operation wrote one

    def __or__(self, other: Changes) -> Changes:
        return Changes(tables=self.tables | other.tables, all_tables=self.all_tables or other.all_tables,
                       rounds=self.rounds or other.rounds, players=self.players or other.players,
                       standings=self.standings or other.standings, rulings=self.rulings or other.rulings,
                       casistica=self.casistica or other.casistica, event=self.event or other.event,
                       action=other.action or self.action)

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


EVERYTHING = Changes(all_tables=True, rounds=True, players=True, standings=True, rulings=True, casistica=True,
                     event=True)
