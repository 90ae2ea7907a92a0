"""Undoable player changes. Each command has already run its operation when it is pushed (so a refusal is
shown before anything reaches the stack); afterwards every redo and every undo calls exactly one operation."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from referee_app.ops import players_ops as ops
from referee_app.ops.players_ops import PlayerDetails
from referee_app.ops.records import Player
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError

Report = Callable[[Exception | None], None]  # called after every redo/undo: None, or the refusal


class _PlayerCommand(QUndoCommand):
    def __init__(self, session: Session, text: str, report: Report) -> None:
        super().__init__(text)
        self.session = session
        self.report = report
        self._first = True

    def redo(self) -> None:
        if self._first:  # the operation ran before the push
            self._first = False
            return
        self._run(self.apply)

    def undo(self) -> None:
        self._run(self.revert)

    def _run(self, step: Callable[[], None]) -> None:
        try:
            step()
        except InputError as exc:
            self.setObsolete(True)  # the stack drops a command that can no longer be replayed
            self.report(exc)
            return
        self.report(None)

    def apply(self) -> None:
        raise NotImplementedError

    def revert(self) -> None:
        raise NotImplementedError


class AddPlayerCommand(_PlayerCommand):
    def __init__(self, session: Session, details: PlayerDetails, present: bool, text: str, report: Report) -> None:
        super().__init__(session, text, report)
        self.player_id = ops.add_player(session, details, present)
        self._removed: Player | None = None

    def apply(self) -> None:
        if self._removed is not None:
            ops.restore_player(self.session, self._removed)

    def revert(self) -> None:
        self._removed = ops.remove_player(self.session, self.player_id)


class EditPlayerCommand(_PlayerCommand):
    def __init__(self, session: Session, player_id: int, details: PlayerDetails, text: str,
                 report: Report) -> None:
        super().__init__(session, text, report)
        self.player_id = player_id
        self.before = ops.details_of(ops.player(session, player_id))
        self.after = details
        ops.edit_player(session, player_id, details)

    def apply(self) -> None:
        ops.edit_player(self.session, self.player_id, self.after)

    def revert(self) -> None:
        ops.edit_player(self.session, self.player_id, self.before)


class PresenceCommand(_PlayerCommand):
    def __init__(self, session: Session, player_id: int, present: bool, text: str, report: Report) -> None:
        super().__init__(session, text, report)
        self.player_id = player_id
        self.present = present
        self.before = ops.player(session, player_id).present
        ops.set_present(session, player_id, present)

    def apply(self) -> None:
        ops.set_present(self.session, self.player_id, self.present)

    def revert(self) -> None:
        ops.set_present(self.session, self.player_id, self.before)
