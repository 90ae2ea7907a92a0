"""The event standings from every confirmed table result (docs/rules.md §7), with the referee's dice for ties.

Dice for standings ties are event-level records (`standings_dice`, append-only): each record holds the rolls
entered at once, keyed by player name (or team name for a team tie); the latest roll of a name is in force.
Teams come from the players' `team` field when the ruleset scores teams (`standings.teams`, nostra-passione).
"""

from __future__ import annotations

from collections.abc import Mapping

from referee_app.ops.changes import Changes
from referee_app.ops.confirmed_result import ConfirmedResult
from referee_app.ops.results import ResultOperations
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.store.errors import CorruptDatabaseError, PinNeeded
from referee_app.rules.standings import Game, Standings, compute_standings
from referee_app.rules.what_if import WhatIf, what_if

DICE_RECORD = "standings_dice"


class StandingsOperations:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.results = ResultOperations(session)

    def has_teams(self) -> bool:
        return self.session.ruleset.standings.teams is not None

    def games(self) -> list[Game]:
        """One game per confirmed table result, every round: the rankings from the results index and the
        names now at the seats, a query each; read once until the next write (the standings, their what-if
        column and a phone's page ask for them in turn)."""
        return list(self.session.unchanged("standings games", self._read_games))

    def _read_games(self) -> tuple[Game, ...]:
        store, event = self.session.store, self.session.event_id
        holders = store.seat_names(event)
        out = []
        for ranked in store.rankings(event_id=event):
            try:
                result = ConfirmedResult.from_json({"ranking": ranked.rows})
            except InputError as exc:  # the program wrote it whole: a row it cannot read is damage
                raise CorruptDatabaseError(str(store.path), [
                    f"round {ranked.round}, table {ranked.table}: its stored result is unreadable ({exc})"]) from None
            out.append(Game(round=ranked.round, table=ranked.table,
                            results=result.game_results(holders.get(ranked.table_id, {}))))
        return tuple(out)

    def dice(self) -> dict[str, int]:
        """The rolls in force: the latest one entered for each player (by id: a player renamed since keeps
        his roll under his new name) or team; records written before they named ids, by name."""
        records = self.session.store.event_records(self.session.event_id, DICE_RECORD)
        names = self.session.player_names() if records else {}
        dice: dict[str, int] = {}
        for record in records:
            ids = record.payload.get("players", {})
            for key, value in record.payload.get("dice", {}).items():
                player = ids.get(key)
                dice[names.get(player, str(key)) if isinstance(player, int) else str(key)] = int(value)
        return dice

    def teams(self) -> dict[str, str] | None:
        if not self.has_teams():
            return None
        return {p.name: p.team for p in self.session.players() if p.team.strip()}

    def dice_need_pin(self, dice: Mapping[str, int]) -> bool:
        """True when `dice` changes a roll already in force: the standings it decided change, so the head
        referee's PIN is needed (a first roll of a tie is only recorded)."""
        known = self.dice()
        return any(name in known and known[name] != value for name, value in dice.items())

    def set_dice(self, dice: Mapping[str, int], pin: str | None = None) -> Changes:
        """Record the dice the referee had tied players (or teams) roll; each must be 1..6 and name a player
        of the event or a team. Changing a roll in force needs the head referee's `pin` (PinNeeded without
        it, WrongPin for a wrong one). Nothing is written on bad input."""
        if not dice:
            raise InputError("dice", "no die entered", code="die_missing")
        players = {p.name: p.id for p in self.session.players()}
        known = set(players) | set((self.teams() or {}).values())
        clean: dict[str, int] = {}
        for name, value in dice.items():
            field = f"dice.{name}"
            if name not in known:
                raise InputError(field, f'"{name}" is neither a player nor a team of this event',
                                 code="not_player_or_team", name=name)
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                raise InputError(field, f"a die shows 1..6, got {value!r}", code="die_range", value=repr(value))
            clean[name] = value
        if pin is None and self.dice_need_pin(clean):
            raise PinNeeded("pin")
        self.session.store.add_event_record(
            self.session.event_id, DICE_RECORD,
            {"dice": clean, "players": {name: players[name] for name in clean if name in players}},
            self.session.referee, pin)
        return Changes(standings=True, rounds=True)

    def what_if(self) -> dict[str, WhatIf]:
        """The what-if column by player name (docs/standings.md): empty when the ruleset cuts nothing or
        the qualifier rounds are over."""
        ruleset = self.session.ruleset
        return {w.name: w for w in what_if(ruleset.standings, ruleset.scoring, self.games())}

    def standings(self) -> Standings:
        """The standings now; a tie without dice is a shared rank listed in `unresolved_ties`."""
        return compute_standings(self.session.ruleset.standings, self.games(), self.dice(), self.teams())
