"""A floor referee's JSON action, checked for shape here and then applied through the same operations the
table page calls (`TableOperations`, `ResultOperations`), so the engine's checks, the log and undo are the
window's. Bad input raises InputError naming the field, exactly as on the command line."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, get_args

from referee_app.net.desk import Written
from referee_app.net.phrases import say
from referee_app.ops.changes import Changes
from referee_app.ops.results import ResultOperations
from referee_app.ops.result_words import decided_text, tie_warning
from referee_app.texts.numbers import points_text
from referee_app.ops.session import Session
from referee_app.ops.sheet_entry import rows_from_json, sheet_final, sheet_keys
from referee_app.ops.table_ops import PenaltyLine, TableOperations, TurnForecast
from referee_app.net.missing import no_round, no_table
from referee_app.rules.errors import InputError
from referee_app.rules.schema import read_input
from referee_app.rules.sdadata import TurnEvent
from referee_app.rules.table.actions import (ClockPause, ClockResume, ClockStart, Elimination, Exclusion, Penalty,
                                             Recovery, RefereeCall, Ruling, TableAct, TimeExpired, Withdrawal)
from referee_app.store.records import Table


def table_by_number(session: Session, number: int) -> Table:
    """Table `number` of the current round (the one the hall is playing): one indexed query, then the
    session's own knowledge of the table (a phone names its table at every request)."""
    found = session.store.latest_round_table(session.event_id, number)
    if found is None:
        raise no_round()
    current, table_id = found
    if table_id is None:
        raise no_table(number, current.number)
    return session.table(table_id)


def obj(data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = data.get(key)
    if not isinstance(value, Mapping):
        raise InputError(key, "expected a JSON object")
    return value


def sheet_keys_of(results: ResultOperations) -> list[str]:
    """The score sheet's cells for this event, as the desk's sheet mode shows them."""
    return sheet_keys(results.sheet_columns(), results.deck() is not None)


def final_of(results: ResultOperations, table_id: int, a: Mapping[str, Any]) -> Mapping[str, Any]:
    """The final state a result action carries: a score sheet as typed (`sheet`: rows of cells, the neutral
    points, RisiKo!), made final exactly as at the desk, or an engine `final` state as it is."""
    if "sheet" not in a:
        return obj(a, "final")
    players = results.seat_names(table_id)
    keys = sheet_keys_of(results)
    rows, neutral, risiko = rows_from_json(players, keys, obj(a, "sheet"))
    return sheet_final(players, keys, rows, results.statuses(table_id), neutral, risiko)


def _result(ops: TableOperations, a: Mapping[str, Any], confirm: bool) -> Changes:
    results = ResultOperations(ops.session)
    final = final_of(results, ops.table_id, a)
    return results.confirm(ops.table_id, final) if confirm else results.save_final_state(ops.table_id, final)


# a phone's action name -> the table action it carries (rules/table/actions.py); the PIN actions
# (corrections of a confirmed result) are not here: they stay at the desk.
ACTIONS: dict[str, Any] = {
    "start": ClockStart, "pause": ClockPause, "resume": ClockResume, "recovery": Recovery,
    "time_expired": TimeExpired, "turn_end": TurnEvent, "elimination": Elimination, "withdrawal": Withdrawal,
    "exclusion": Exclusion, "penalty": Penalty, "ruling": Ruling, "call_referee": RefereeCall,
}
RESULTS = ("final_state", "confirm_result")  # a score sheet or a final state: ResultOperations
KNOWN = ", ".join(sorted((*ACTIONS, *RESULTS)))
_ENVELOPE = ("action", "request_id")  # what a phone's body carries besides the action's own fields


def action_name(action: Mapping[str, Any]) -> str:
    name = action.get("action")
    if not isinstance(name, str) or name not in (*ACTIONS, *RESULTS):
        if isinstance(name, str) and name in ("correct_result", "correction"):
            raise InputError("action", "a confirmed result is corrected at the desk, with the head referee's PIN")
        raise InputError("action", f"unknown action {name!r}; known: {KNOWN}")
    return name


def table_act(name: str, body: Mapping[str, Any]) -> TableAct:
    """The table action a phone's body carries, read by the one reader (rules/schema.py): InputError naming
    the field. A penalty's `facts` sit beside its kind and player, as in the log; a phone pauses and resumes
    its own table only."""
    fields = {k: v for k, v in body.items() if k not in _ENVELOPE}
    if name == "penalty":
        facts = obj(fields, "facts")
        fields = {**{k: v for k, v in fields.items() if k != "facts"}, **facts}
    act: TableAct = read_input(ACTIONS[name], fields)
    if isinstance(act, (ClockPause, ClockResume)) and act.scope == "hall":
        raise InputError("scope", "a phone pauses and resumes its own table; the hall is paused at the desk")
    return act


def apply(session: Session, number: int, action: Mapping[str, Any]) -> Written:
    """Apply one action at table `number`; the reply names the log entry written, the changes say what the
    window must refresh."""
    name = action_name(action)
    ops = TableOperations(session, table_by_number(session, number).id)
    changes: Changes = _result(ops, action, name == "confirm_result") if name in RESULTS \
        else ops.act(table_act(name, action))
    written = changes.action  # every table action writes one log entry
    assert written is not None
    return Written({"ok": True, "table": number, "action": name, "seq": int(written.seq)}, changes)


def preview(session: Session, number: int, action: Mapping[str, Any], lang: str = "it") -> dict[str, Any]:
    """What a turn end or a penalty would mean, before it is applied (nothing is written)."""
    name = action_name(action)
    ops = TableOperations(session, table_by_number(session, number).id)
    if name == "penalty":
        penalty = table_act(name, action)
        assert isinstance(penalty, get_args(Penalty))
        line: PenaltyLine = ops.preview_penalty(penalty)
        return {"player": line.player, "kind": line.kind, "code": line.code, "remove": line.remove, "cap": line.cap,
                "consequence": say(line.consequence, lang), "consequence_key": line.consequence.key,
                "consequence_args": list(line.consequence.args)}
    if name == "turn_end":
        turn = table_act(name, action)
        assert isinstance(turn, TurnEvent)
        f: TurnForecast = ops.forecast(turn)
        return {"sdadata": f.sdadata, "rolls": f.rolls, "ending_sums": list(f.ending_sums or ()),
                "probability": f.probability_text, "rolled_by": f.rolled_by,
                "no_roll_reason": f.no_roll_reason, "without_sdadata": f.without_sdadata, "closes": f.closes}
    if name in ("final_state", "confirm_result"):
        results = ResultOperations(session)
        checked = results.preview(ops.table_id, final_of(results, ops.table_id, action))
        needs = checked.tie_needs()
        return {"ranking": [{"name": r.name, "place": r.place, "points": r.points, "points_text": points_text(r.points),
                             "decided_by": r.decided_by, "shared_with": list(r.shared_with),
                             "decided": decided_text(r.decided_by, r.shared_with, needs.get(r.name), lang)}
                            for r in checked.result.ranking],
                "unresolved": [list(group) for group in checked.unresolved],
                "ties": [tie_warning(group, need, lang)
                         for group, need in zip(checked.unresolved, checked.score.needs, strict=True)],
                "warnings": list(checked.warnings)}
    raise InputError("action", "only a turn end, a penalty or a result can be previewed")
