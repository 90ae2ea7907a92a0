"""Undoable player changes. Each command has already run its operation when it is pushed (so a refusal is
shown before anything reaches the stack); afterwards every redo and every undo calls exactly one operation
(`ui/undo.py`)."""

from __future__ import annotations

from referee_app.ops import players_ops as ops
from referee_app.ops.changes import PLAYERS, Changes
from referee_app.ops.players_ops import PlayerDetails
from referee_app.ops.ranking import set_bands
from referee_app.ops.records import Player
from referee_app.ui.context import AppContext
from referee_app.ui.undo import DoneCommand, Report


class _PlayerCommand(DoneCommand):
    def __init__(self, context: AppContext, text: str, report: Report | None) -> None:
        super().__init__(context, text, PLAYERS, report)
        self.session = context.require_session()
        self.changes = PLAYERS  # what the operation run by the constructor changed


class AddPlayerCommand(_PlayerCommand):
    def __init__(self, context: AppContext, details: PlayerDetails, present: bool, text: str,
                 report: Report | None = None) -> None:
        super().__init__(context, text, report)
        created = ops.add_player(self.session, details, present)
        self.player_id, self.changes = created.value, created.changes
        self._removed: Player | None = None

    def forward(self) -> Changes:
        if self._removed is None:
            return PLAYERS
        return ops.restore_player(self.session, self._removed)

    def backward(self) -> Changes:
        self._removed = ops.remove_player(self.session, self.player_id)
        return PLAYERS


class EditPlayerCommand(_PlayerCommand):
    def __init__(self, context: AppContext, player_id: int, details: PlayerDetails, text: str,
                 report: Report | None = None, pin: str | None = None) -> None:
        super().__init__(context, text, report)
        self.player_id = player_id
        self.before = ops.details_of(ops.player(self.session, player_id))
        self.after = details
        self.pin = pin  # given for a rename at a confirmed table: its undo and redo need it too
        self.changes = ops.edit_player(self.session, player_id, details, pin)

    def forward(self) -> Changes:
        return ops.edit_player(self.session, self.player_id, self.after, self.pin)

    def backward(self) -> Changes:
        return ops.edit_player(self.session, self.player_id, self.before, self.pin)


class PresenceCommand(_PlayerCommand):
    def __init__(self, context: AppContext, player_id: int, present: bool, text: str,
                 report: Report | None = None) -> None:
        super().__init__(context, text, report)
        self.player_id = player_id
        self.present = present
        self.before = ops.player(self.session, player_id).present
        self.changes = ops.set_present(self.session, player_id, present)

    def forward(self) -> Changes:
        return ops.set_present(self.session, self.player_id, self.present)

    def backward(self) -> Changes:
        return ops.set_present(self.session, self.player_id, self.before)


class BandsCommand(_PlayerCommand):
    """One band (or none) for a selection of players; undo gives each his band back."""

    def __init__(self, context: AppContext, player_ids: list[int], band: int | None, text: str,
                 report: Report | None = None) -> None:
        super().__init__(context, text, report)
        by_id = {p.id: p for p in self.session.players()}
        self.before = {pid: by_id[pid].band for pid in player_ids}
        self.band = band
        self.changes = set_bands(self.session, list(self.before), band)

    def forward(self) -> Changes:
        return set_bands(self.session, list(self.before), self.band)

    def backward(self) -> Changes:
        changes = PLAYERS
        for band in set(self.before.values()):
            changes = changes | set_bands(self.session, [pid for pid, b in self.before.items() if b == band], band)
        return changes
