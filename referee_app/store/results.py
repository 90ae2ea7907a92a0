"""Table results: confirmed once by a referee, changed afterwards only by the head referee (PIN).

A correction is a new `correction` entry whose `target` is the entry it supersedes (the confirmation or the
previous correction), with the new result and the reason; the old value stays in the log for disputes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from referee_app.store.log import RESULT_KINDS
from referee_app.store.records import Action


@dataclass(frozen=True)
class ResultVersion:
    seq: int
    kind: str
    result: dict[str, Any]
    referee: str
    at: str
    reason: str
    superseded_by: int | None


def current_result_entry(actions: Sequence[Action]) -> Action | None:
    entries = [a for a in actions if a.kind in RESULT_KINDS]
    return entries[-1] if entries else None


def history(actions: Sequence[Action]) -> list[ResultVersion]:
    entries = [a for a in actions if a.kind in RESULT_KINDS]
    successor = {a.target: a.seq for a in entries if a.kind == "correction"}
    return [ResultVersion(a.seq, a.kind, a.payload["result"], a.referee, a.at, str(a.payload.get("reason", "")),
                          successor.get(a.seq)) for a in entries]
