"""What every page shares: the open store, the session on the current event, settings, the undo stack,
and the one signal that tells pages what an operation changed (opening another event included)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoStack

from referee_app.ops.changes import OPENED, Changes
from referee_app.ops.database import Database, event_ids
from referee_app.ops.game_clock import GameClock
from referee_app.ops.session import Session
from referee_app.texts import t
from referee_app.ui.window.settings import Settings


class AppContext(QObject):
    # A Changes (ops/changes.py): what an operation changed, or `OPENED` for another event; pages refresh that.
    # The second argument is the operation's initiator (ui/operation.py), or None.
    opsChanged = Signal(object, object)
    pageRequested = Signal(str)  # a page class name: the main window brings that tab forward
    tableRequested = Signal(int)  # a table id: the table page shows it (and is brought forward)
    actionRequested = Signal(str)  # an app action of the casistica, e.g. "penalty:army_cap"

    def __init__(self, store: Database, settings: Settings, clock: Callable[[], float] | None = None,
                 parent: QObject | None = None, undo_stack: QUndoStack | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.settings = settings
        # One game clock for the whole run, steady whatever the wall clock does (ops.game_clock).
        self.clock = clock if clock is not None else GameClock(store.latest_time())
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self.session: Session | None = None
        # questions the desk has answered for the event open now (asked once, not at each of 80 tables)
        self.answered: set[str] = set()
        self.table_in_view: int | None = None  # the table page's table: other pages' table questions start on it
        last = settings.last_event_id()
        known = event_ids(store)
        if last in known:
            self.open_event(last)
        elif known:
            self.open_event(known[-1])

    @property
    def referee(self) -> str:
        return self.settings.referee_name() or "arbitro"

    def open_event(self, event_id: int) -> None:
        self.session = Session(self.store, event_id, referee=self.referee, clock=self.clock)
        self.settings.set_last_event_id(event_id)
        self.undo_stack.clear()
        self.answered = set()
        self.changed(OPENED)

    def require_session(self) -> Session:
        if self.session is None:
            raise LookupError("no event is open")
        return self.session

    def heading(self) -> str:
        """The open event and its current round, as the window's title and every page name them."""
        session = self.session
        if session is None:
            return ""
        current = session.current_round()
        name = session.event.name
        return t("window.event_round", name, current.number) if current is not None else name

    def changed(self, changes: Changes, initiator: object = None) -> None:
        """Every page hears what an operation changed, and who ran it, through this one signal."""
        self.opsChanged.emit(changes, initiator)
