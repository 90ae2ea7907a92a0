"""A table's final result: the board at the end entered by the referee, scored by the engine, confirmed once,
corrected afterwards only with the head referee's PIN (docs/rules.md §6; store: confirm_result / correct_result).

The final state is the JSON of `rules score` (docs/cli.md): players in seat order with `objective`, `territories`,
`cards`, `status`, `eliminated_order`, `die`; `neutral`; `risiko`. The confirmed result holds that final state
(names made canonical) and the ranking computed from it, so a result sheet or the standings never re-score.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from referee_app.ops.changes import DECK, Changes, table_changed
from referee_app.ops.confirmed_result import ConfirmedResult, RankingRow, ResultCheck
from referee_app.ops.session import Session
from referee_app.rules.board import Board
from referee_app.rules.errors import InputError, RulesError
from referee_app.rules.final_state import TableFinal
from referee_app.rules.objectives import ObjectiveDeck, deck_from_dict, load_deck
from referee_app.rules.scoring import PlayerScore, TableScore, score_table
from referee_app.rules.schema import read_input
from referee_app.rules.table.actions import FinalState
from referee_app.rules.table.check import CheckWarning
from referee_app.rules.table.parse import table_from_dict
from referee_app.rules.table.sheet import SHEET_FIELDS, sheet_columns
from referee_app.rules.table.state import TableState
from referee_app.store.errors import PinNeeded
from referee_app.store.records import ActionId, Table

DECK_RECORD = "objective_deck"


def _result_changed(action: ActionId) -> Changes:
    """A result confirmed or corrected: its table, the standings and what the next round may draw."""
    return table_changed(action) | Changes(standings=True, rounds=True)


def number(value: Fraction | float) -> int | float:
    """A whole number as an int, otherwise a float (points are already rounded)."""
    value = Fraction(value)
    return int(value) if value.denominator == 1 else float(value)


@dataclass(frozen=True)
class Tally:
    """How far the entry has got, before the engine can check the whole table."""
    assigned: int
    territories: int
    points: int
    board_total: int
    twice: tuple[str, ...]
    by_sheet: bool = False  # from the score sheet's totals: only `points` counts


@dataclass(frozen=True)
class Preview:
    """A scored final state: `result` is what `confirm` stores; `unresolved` ties block confirmation."""
    final: dict[str, Any]
    score: TableScore
    deducted: Mapping[str, float]
    result: ConfirmedResult

    @property
    def unresolved(self) -> tuple[tuple[str, ...], ...]:
        return self.score.unresolved

    @property
    def warnings(self) -> tuple[str, ...]:
        return self.score.check.warnings

    @property
    def notes(self) -> tuple[CheckWarning, ...]:
        """The same warnings with their codes, for the window's language."""
        return self.score.check.notes

    @property
    def can_confirm(self) -> bool:
        return not self.score.unresolved

    def tie_needs(self) -> dict[str, str]:
        """Each player of a tie not broken yet -> the criterion his group still needs (the engine's
        `needs`: a blank sheet column of the chain, else the die)."""
        return {name: need for group, need in zip(self.score.unresolved, self.score.needs, strict=True)
                for name in group}


@dataclass(frozen=True)
class MissingResult:
    round_number: int
    table_id: int
    table_number: int
    players: tuple[str, ...]


def eliminated_in_order(state: TableState) -> list[str]:
    """Eliminated players in the order they left (the log's order)."""
    return [name for name, status in state.left.items() if status == "eliminated"]


def deductions(state: TableState) -> dict[str, float]:
    """Points the official referee deducted per player (free sanctions with points, docs/rules.md §5)."""
    out: dict[str, float] = {}
    for record in state.penalties:
        if record.kind == "free_sanction" and record.code in ("free_sanction", "disqualification"):
            points = float(record.facts.get("points", 0.0) or 0.0)
            if points:
                out[record.player] = out.get(record.player, 0.0) + points
    return out


def parse_holdings(text: str, board: Board, field: str = "territories") -> dict[str, int]:
    """Typed holdings, e.g. "alaska 3, perù, Cita 2": territories separated by commas or semicolons, each
    optionally followed by its armies (1 when omitted); names matched loosely (`Board.resolve`)."""
    held: dict[str, int] = {}
    for k, part in enumerate(p.strip() for p in text.replace(";", ",").split(",")):
        if not part:
            continue
        words = part.split()
        armies = 1
        if len(words) > 1 and words[-1].lstrip("-").isdigit():
            armies = int(words[-1])
            words = words[:-1]
        name = board.resolve(" ".join(words), f"{field}[{k}]")
        if name in held:
            raise InputError(f"{field}[{k}]", f'"{name}" is listed twice', code="listed_twice", name=name)
        if armies < 1:
            raise InputError(f"{field}[{k}]", f'"{name}" must hold at least 1 army, got '
                                                                     f"{armies}",
                                                                     code="armies_below_1", name=name,
                                                                     armies=str(armies))
        held[name] = armies
    return held


def saved_holdings(held: Any, board: Board) -> dict[str, int]:
    """A saved final state's holdings as the board names them, for showing them again: an entry the board or
    the army count cannot read is left out (the check refuses it when the state is confirmed)."""
    out: dict[str, int] = {}
    for typed, armies in (held or {}).items():
        try:
            out[board.resolve(str(typed))] = int(armies)
        except (RulesError, TypeError, ValueError):
            continue
    return out


def objective_from_text(text: str, deck: ObjectiveDeck | None) -> str | list[str] | None:
    """An objective as typed: a card name (when the event has a deck and the text has no comma) or a list
    of territory names separated by commas; empty text is no objective."""
    text = text.strip()
    if not text:
        return None
    if deck is not None and "," not in text:
        return text
    return [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]


def objective_text(objective: Any) -> str:
    if isinstance(objective, str):
        return objective
    return ", ".join(str(t) for t in objective or ())


def _row(p: PlayerScore, deducted: float, eliminated_order: int | None) -> RankingRow:
    m = p.measures
    points = p.points - Fraction(str(deducted))
    return RankingRow(
        name=p.name, seat=p.seat, place=p.place, points=number(points), table_points=number(p.points),
        deducted=number(Fraction(str(deducted))), objective_points=m.objective_points,
        outside_points=m.outside_points, decided_by=p.decided_by, status=p.status,
        eliminated_order=eliminated_order, risiko=p.risiko, score=p.score, armies_inside=m.armies_inside,
        armies_outside=m.armies_outside, cards=m.cards, territories_inside=m.territories_inside,
        territories_outside=m.territories_outside, objective_value=m.objective_value, die=p.die,
        shared_with=tuple(p.shared_with))


def _canonical(raw: Mapping[str, Any], table: TableFinal) -> dict[str, Any]:
    """The entered final state with canonical territory names (a card name stays as typed); a table from
    the score sheet keeps its totals (`sheet`, `neutral_points`) and no map."""
    players = []
    for entered, player in zip(raw["players"], table.players):
        objective: Any = entered.get("objective")
        if not isinstance(objective, str):
            objective = list(player.objective) or None
        row: dict[str, Any] = {"name": player.name, "objective": objective}
        if player.sheet is not None:
            row.update(sheet={k: player.sheet.get(k) for k in SHEET_FIELDS}, cards=player.sheet.cards)
        else:
            row.update(territories=dict(player.territories), cards=player.cards)
        row.update(status=player.status, eliminated_order=player.eliminated_order, die=player.die)
        players.append(row)
    if table.by_sheet:
        return {"players": players, "neutral_points": table.neutral_points, "risiko": table.risiko}
    return {"players": players, "neutral": dict(table.neutral), "risiko": table.risiko}


class ResultOperations:
    """Enter, preview, confirm and correct one table's result through the session."""

    def __init__(self, session: Session) -> None:
        self.session = session

    # ---- the objective deck of the event (optional) --------------------------------------------------------
    def deck(self) -> ObjectiveDeck | None:
        """The event's objective deck, read again only after a write."""
        return self.session.unchanged("objective_deck", self._read_deck)

    def _read_deck(self) -> ObjectiveDeck | None:
        records = self.session.store.event_records(self.session.event_id, DECK_RECORD)
        if not records or not records[-1].payload.get("cards"):
            return None
        return deck_from_dict(records[-1].payload["cards"], self.session.board)

    def deck_needs_pin(self) -> bool:
        """True once a table's result is confirmed: results were checked against the deck in force, so
        changing it needs the head referee's PIN."""
        return bool(self.session.store.rankings(event_id=self.session.event_id))

    def set_deck(self, cards: Mapping[str, Any] | None, pin: str | None = None) -> Changes:
        """Load the event's objective deck (card name -> territories); None removes it. After a confirmed
        result only with the head referee's `pin` (PinNeeded without it)."""
        if cards is not None:
            deck = deck_from_dict(cards, self.session.board)
            cards = {name: list(territories) for name, territories in deck.cards.items()}
        if pin is None and self.deck_needs_pin():
            raise PinNeeded("pin")
        self.session.store.add_event_record(self.session.event_id, DECK_RECORD, {"cards": cards},
                                            self.session.referee, pin)
        return DECK

    def load_deck_file(self, path: str | Path, pin: str | None = None) -> ObjectiveDeck:
        """Read, check and load a deck file (docs/scoring.md) as the event's deck; errors name the `file`."""
        deck = load_deck(path, self.session.board, "file")
        self.set_deck({name: list(territories) for name, territories in deck.cards.items()}, pin)
        return deck

    def deck_cards(self) -> dict[str, list[str]] | None:
        """The loaded deck as plain data (what `set_deck` takes back, e.g. to undo a change)."""
        deck = self.deck()
        return None if deck is None else {name: list(t) for name, t in deck.cards.items()}

    def sheet_columns(self) -> tuple[str, ...]:
        """The score sheet's columns this event's ruleset asks (rules/table/sheet.py)."""
        return sheet_columns(self.session.ruleset.scoring)

    def statuses(self, table_id: int) -> list[str]:
        """Each seat's status as the table's log knows it (excluded and withdrawn players stay so)."""
        state = self.session.table_state(table_id)
        return [state.status(name) for name in self.seat_names(table_id)]

    # ---- reading --------------------------------------------------------------------------------------------
    def table(self, table_id: int) -> Table:
        return self.session.table(table_id)

    def seat_names(self, table_id: int) -> tuple[str, ...]:
        self.table(table_id)  # refuses another event's table
        return self.session.table_state(table_id).players

    def result(self, table_id: int) -> ConfirmedResult | None:
        return confirmed_result(self.session, table_id)

    def history(self, table_id: int) -> list[ResultVersion]:
        """Every version of the table's result, the confirmation first, each correction after it."""
        return [ResultVersion(v.seq, v.kind, ConfirmedResult.from_json(v.result), v.referee, v.at, v.reason,
                              v.superseded_by) for v in self.session.store.result_history(table_id)]

    def draft(self, table_id: int) -> dict[str, Any]:
        """Where the entry starts: the confirmed result, else the last logged final state, else the seats
        with the statuses, elimination order and RisiKo! player the table's log already knows."""
        names = self.seat_names(table_id)
        confirmed = self.result(table_id)
        if confirmed is not None and confirmed.final_state:
            return copy.deepcopy(dict(confirmed.final_state))
        state = self.session.table_state(table_id)
        if state.final is not None and isinstance(state.final.get("players"), list):
            return {k: copy.deepcopy(v) for k, v in state.final.items() if k != "at"}
        order = {name: k for k, name in enumerate(eliminated_in_order(state), start=1)}
        players: list[dict[str, Any]] = [
            {"name": name, "objective": None, "territories": {}, "cards": 0, "status": state.status(name),
             "eliminated_order": order.get(name), "die": None} for name in names]
        return {"players": players, "neutral": {}, "risiko": state.ended_by_objective}

    # ---- the desk's typing, kept on disk until confirmed or discarded (not a log entry: store/drafts.py) ----
    def typed(self, table_id: int) -> dict[str, Any] | None:
        """What the desk typed for the table and did not confirm (as the window puts it back), or None; a
        confirmed table has none."""
        self.table(table_id)  # refuses another event's table
        if self.session.store.result(table_id) is not None:
            return None
        return self.session.store.result_draft(table_id)

    def keep_typed(self, table_id: int, typed: Mapping[str, Any]) -> None:
        """Keep what is typed now for the table (replacing what was kept), so a close or a crash keeps it; once
        the file is closed (the program ending) there is nothing to keep it in."""
        if not self.session.store.is_open:
            return
        self.table(table_id)
        self.session.store.keep_result_draft(table_id, typed)

    def drop_typed(self, table_id: int) -> None:
        """Forget the table's typing (discarded, or in the table's log now)."""
        if not self.session.store.is_open:
            return
        self.table(table_id)
        self.session.store.drop_result_draft(table_id)

    def missing(self, round_id: int | None = None) -> list[MissingResult]:
        """Tables of the event (or of one round) without a confirmed result, by round and table."""
        names = self.session.player_names()
        out = []
        for rnd in self.session.rounds():
            if round_id is not None and rnd.id != round_id:
                continue
            for table in self.session.tables(rnd.id):
                if self.session.store.result(table.id) is None:  # presence only: nothing to parse
                    out.append(MissingResult(rnd.number, table.id, table.number,
                                             self.session.seat_names(table, names)))
        return out

    # ---- checking and scoring -------------------------------------------------------------------------------
    def tally(self, final: Mapping[str, Any]) -> Tally:
        """Territories assigned so far and their points, and names given twice; unknown names are skipped
        (the engine names them when scoring)."""
        board = self.session.board
        if "neutral_points" in final:
            def whole(value: Any) -> int:
                return value if isinstance(value, int) and not isinstance(value, bool) else 0
            points = whole(final.get("neutral_points")) + sum(
                whole((p.get("sheet") or {}).get(k)) for p in final.get("players") or [] if isinstance(p, Mapping)
                for k in ("objective_points", "outside_points"))
            return Tally(0, len(board.territories), points, board.total_value(), (), by_sheet=True)
        seen: dict[str, int] = {}
        holdings = [p.get("territories") or {} for p in final.get("players") or [] if isinstance(p, Mapping)]
        holdings.append(final.get("neutral") or {})
        for held in holdings:
            for typed in held:
                try:
                    name = board.resolve(str(typed))
                except RulesError:
                    continue
                seen[name] = seen.get(name, 0) + 1
        return Tally(assigned=len(seen), territories=len(board.territories),
                     points=sum(board.value(t) for t in seen), board_total=board.total_value(),
                     twice=tuple(t for t in board.territories if seen.get(t, 0) > 1))

    def preview(self, table_id: int, final: Mapping[str, Any], seats: tuple[str, ...] | None = None) -> Preview:
        """Check and score the final state; InputError (naming the field) when it cannot stand. `seats`: the
        table's seat names when the caller already has them (a preview per keystroke need not read all the
        event's players each time)."""
        names = seats if seats is not None else self.seat_names(table_id)
        raw_players = final.get("players")
        if not isinstance(raw_players, list) or [p.get("name") if isinstance(p, Mapping) else None
                                                 for p in raw_players] != list(names):
            raise InputError("players", f"list the players of this table in seat order: {', '.join(names)}")
        board = self.session.board
        table = table_from_dict(final, board, self.deck())
        state = self.session.table_state(table_id)
        score = score_table(table, self.session.ruleset.scoring, board)
        deducted = deductions(state)
        canonical = _canonical(final, table)
        orders = {p.name: p.eliminated_order for p in table.players}
        info = self.table(table_id)
        rnd = self.session.table_round(table_id)
        result = ConfirmedResult(
            round=rnd.number, table=info.number, ruleset=self.session.ruleset.id, table_size=table.size,
            final_state=canonical,
            ranking=tuple(_row(p, deducted.get(p.name, 0.0), orders[p.name]) for p in score.ranking),
            unresolved_ties=tuple(tuple(group) for group in score.unresolved),
            check=ResultCheck(score.check.total_value, score.check.board_total, score.check.neutral_points,
                              tuple(score.check.warnings)))
        return Preview(canonical, score, deducted, result)

    def _confirmable(self, table_id: int, final: Mapping[str, Any]) -> Preview:
        preview = self.preview(table_id, final)
        if preview.unresolved:
            groups = "; ".join(" = ".join(group) for group in preview.unresolved)
            if set(preview.score.needs) == {"die"}:
                raise InputError("players.die", f"tie not broken ({groups}): enter the die each of them rolled",
                                 code="tie_die", groups=groups)
            needs = ", ".join(preview.score.needs)
            raise InputError("players.die", f"tie not broken ({groups}): fill in {needs}",
                             code="tie_needs", groups=groups, needs=needs)
        return preview

    # ---- writing --------------------------------------------------------------------------------------------
    def save_final_state(self, table_id: int, final: Mapping[str, Any]) -> Changes:
        """Log the checked final state (`final_state`) without confirming it."""
        preview = self.preview(table_id, final)
        # the store drops the desk's draft in the entry's transaction (store/table_log.py)
        return table_changed(self.session.record(table_id, final_state(preview.final)))

    def confirm(self, table_id: int, final: Mapping[str, Any]) -> Changes:
        """Log the final state and confirm the result; refused while a tie needs dice. Not undoable: only a
        correction with the head referee's PIN changes it afterwards."""
        preview = self._confirmable(table_id, final)
        state = self.session.table_state(table_id)
        logged = None if state.final is None else {k: v for k, v in state.final.items() if k != "at"}
        return _result_changed(self.session.confirm(table_id, preview.result.to_json(),
                                                    None if logged == preview.final else final_state(preview.final)))

    def correct(self, table_id: int, final: Mapping[str, Any], pin: str, reason: str) -> Changes:
        """Replace the confirmed result (head referee's PIN and a reason); the old one stays in the history."""
        preview = self._confirmable(table_id, final)
        if not reason.strip():
            raise InputError("reason", "a correction needs its reason", code="correction_reason")
        return _result_changed(self.session.correct(table_id, preview.result.to_json(), pin, reason))


def final_state(final: Mapping[str, Any]) -> FinalState:
    """The logged action of a checked final state."""
    return read_input(FinalState, final)


def confirmed_result(session: Session, table_id: int) -> ConfirmedResult | None:
    """The table's result in force (the latest correction, else the confirmation), typed; None if none."""
    stored = session.store.result(table_id)
    return None if stored is None else ConfirmedResult.from_json(stored)


@dataclass(frozen=True)
class ResultVersion:
    """One version of a table's result: the confirmation or a correction (with its reason)."""
    seq: int
    kind: str
    result: ConfirmedResult
    referee: str
    at: str
    reason: str
    superseded_by: int | None


def seat_holders(table: Table, names: Mapping[int, str]) -> dict[int, str]:
    """{seat: the name `names` gives the player at that seat now}. A result freezes the names of the day, but
    a player renamed later is still the one at that seat, so rankings follow the player, not the text (a swap
    of two names must not swap their places); rows without a seat (older results) keep their name."""
    return {s.seat: names[s.player_id] for s in table.seats if s.player_id in names}
