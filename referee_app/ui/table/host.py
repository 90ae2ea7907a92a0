"""What the table page's panels (turn-end form, penalty calculator) need from the page: the table shown, the
page's action runner (one operation, its undo command, the refresh) and its way of explaining a refusal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from referee_app.ops.changes import Changes
from referee_app.ops.table_ops import TableOperations, TableView
from referee_app.rules.table.actions import TableAct

Operation = Callable[[TableOperations], Changes]
Build = Callable[[], TableAct]  # the action from the panel's widgets: built when run, so a refusal is shown


class TableHost(Protocol):
    @property
    def ops(self) -> TableOperations | None: ...

    @property
    def current(self) -> TableView | None: ...

    def run(self, text: str, build: Build) -> bool:
        """Record the action `build` makes (undoable); on a refusal show why and record nothing."""
        ...

    def explain(self, exc: Exception) -> str: ...
