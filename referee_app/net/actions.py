"""A floor referee's JSON action, checked for shape here and then applied through the same operations the
table page calls (`TableOperations`, `ResultOperations`), so the engine's checks, the log and undo are the
window's. Bad input raises InputError naming the field, exactly as on the command line."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

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
from referee_app.store.records import Table

MAX_TEXT = 500


def table_by_number(session: Session, number: int) -> Table:
    """Table `number` of the current round (the one the hall is playing)."""
    current = session.current_round()
    if current is None:
        raise no_round()
    for table in session.tables(current.id):
        if table.number == number:
            return table
    raise no_table(number, current.number)


def text(data: Mapping[str, Any], key: str, *, required: bool = True) -> str:
    value = data.get(key, "" if not required else None)
    if value is None:
        if key == "player":  # a phone's panel sent before a player was tapped
            raise InputError(key, "missing", code="choose_player")
        raise InputError(key, "missing")
    if not isinstance(value, str):
        raise InputError(key, f"expected text, got {type(value).__name__}")
    if len(value) > MAX_TEXT:
        raise InputError(key, f"at most {MAX_TEXT} characters", code="too_long", limit=str(MAX_TEXT))
    return value


def whole(data: Mapping[str, Any], key: str, default: int | None = None) -> int:
    value = data.get(key, default)
    if value is None:
        raise InputError(key, "missing")
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(key, f"expected a whole number, got {value!r}")
    return value


def flag(data: Mapping[str, Any], key: str) -> bool:
    value = data.get(key, False)
    if not isinstance(value, bool):
        raise InputError(key, f"expected true or false, got {value!r}")
    return value


def names(data: Mapping[str, Any], key: str) -> list[str]:
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or len(value) > 10:
        raise InputError(key, "expected a list of player names")
    return value


def obj(data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = data.get(key)
    if not isinstance(value, Mapping):
        raise InputError(key, "expected a JSON object")
    return value


def _turn_end(ops: TableOperations, a: Mapping[str, Any]) -> Any:
    roll = a.get("roll")
    return ops.turn_end(text(a, "player"), whole(a, "conquered", 0), names(a, "eliminated"),
                        names(a, "excluded"), names(a, "withdrawn"),
                        None if roll is None else whole(a, "roll"), flag(a, "objective"), flag(a, "missed_roll"))


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


def _result(ops: TableOperations, a: Mapping[str, Any], confirm: bool) -> Any:
    results = ResultOperations(ops.session)
    final = final_of(results, ops.table_id, a)
    return results.confirm(ops.table_id, final) if confirm else results.save_final_state(ops.table_id, final)


# action name -> what it does at the table; the PIN actions (corrections of a confirmed result) are not here:
# they stay at the desk.
ACTIONS: dict[str, Callable[[TableOperations, Mapping[str, Any]], Any]] = {
    "start": lambda ops, a: ops.start_clock(),
    "pause": lambda ops, a: ops.pause_clock(),
    "resume": lambda ops, a: ops.resume_clock(),
    "recovery": lambda ops, a: ops.recovery(whole(a, "minutes"), text(a, "reason")),
    "time_expired": lambda ops, a: ops.time_expired(text(a, "player")),
    "turn_end": _turn_end,
    "elimination": lambda ops, a: ops.player_left(text(a, "player"), "eliminated"),
    "withdrawal": lambda ops, a: ops.player_left(text(a, "player"), "withdrawn"),
    "exclusion": lambda ops, a: ops.player_left(text(a, "player"), "excluded"),
    "penalty": lambda ops, a: ops.penalty(text(a, "kind"), text(a, "player"), obj(a, "facts")),
    "ruling": lambda ops, a: ops.ruling(text(a, "text"), names(a, "players"), names(a, "entries")),
    "call_referee": lambda ops, a: ops.referee_call(flag(a, "called") if "called" in a else True),
    "final_state": lambda ops, a: _result(ops, a, confirm=False),
    "confirm_result": lambda ops, a: _result(ops, a, confirm=True),
}
KNOWN = ", ".join(sorted(ACTIONS))


def action_name(action: Mapping[str, Any]) -> str:
    name = action.get("action")
    if not isinstance(name, str) or name not in ACTIONS:
        if isinstance(name, str) and name in ("correct_result", "correction"):
            raise InputError("action", "a confirmed result is corrected at the desk, with the head referee's PIN")
        raise InputError("action", f"unknown action {name!r}; known: {KNOWN}")
    return name


def apply(session: Session, number: int, action: Mapping[str, Any]) -> Written:
    """Apply one action at table `number`; the reply names the log entry written, the changes say what the
    window must refresh."""
    name = action_name(action)
    ops = TableOperations(session, table_by_number(session, number).id)
    changes: Changes = ACTIONS[name](ops, action)
    written = changes.action  # every table action writes one log entry
    assert written is not None
    return Written({"ok": True, "table": number, "action": name, "seq": int(written.seq)}, changes)


def preview(session: Session, number: int, action: Mapping[str, Any], lang: str = "it") -> dict[str, Any]:
    """What a turn end or a penalty would mean, before it is applied (nothing is written)."""
    name = action_name(action)
    ops = TableOperations(session, table_by_number(session, number).id)
    if name == "penalty":
        line: PenaltyLine = ops.preview_penalty(text(action, "kind"), text(action, "player"), obj(action, "facts"))
        return {"player": line.player, "kind": line.kind, "code": line.code, "remove": line.remove, "cap": line.cap,
                "consequence": say(line.consequence, lang), "consequence_key": line.consequence.key,
                "consequence_args": list(line.consequence.args)}
    if name == "turn_end":
        f: TurnForecast = ops.forecast(text(action, "player"), whole(action, "conquered", 0),
                                       names(action, "eliminated"), names(action, "excluded"),
                                       names(action, "withdrawn"), flag(action, "objective"))
        return {"sdadata": f.sdadata, "rolls": f.rolls, "ending_sums": list(f.ending_sums or ()),
                "probability": f.probability_text, "rolled_by": f.rolled_by,
                "no_roll_reason": f.no_roll_reason}
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
