"""`rules score`: rank and score one table's final state (docs/cli.md)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from referee_app.rules.board import Board, classic_board
from referee_app.rules.objectives import ObjectiveDeck, deck_from_dict, load_deck
from referee_app.rules.ranking import UNRESOLVED
from referee_app.rules.ruleset import Ruleset
from referee_app.rules.scoring import PlayerScore, score_table
from referee_app.rules.table.parse import table_from_dict


def number(value: Fraction) -> int | float:
    """A whole number as an int, otherwise a float (points are already rounded)."""
    return int(value) if value.denominator == 1 else float(value)


def _deck(raw: Any, board: Board) -> ObjectiveDeck | None:
    """`deck` is an inline object (card name -> territories) or the path of a deck file."""
    if raw is None:
        return None
    if isinstance(raw, str):
        return load_deck(raw, board, "deck")
    return deck_from_dict(raw, board, "deck")


def _row(p: PlayerScore) -> dict[str, Any]:
    m = p.measures
    # The command's contract gives a place shared with the next player no `decided_by` (null), where the
    # engine's one vocabulary says `unresolved`; `unresolved_ties` lists the group either way.
    decided_by = None if p.decided_by == UNRESOLVED else p.decided_by
    return {
        "name": p.name, "place": p.place, "objective_points": m.objective_points,
        "outside_points": m.outside_points, "points": number(p.points), "decided_by": decided_by,
        "seat": p.seat, "status": p.status, "risiko": p.risiko, "score": p.score,
        "objective_value": m.objective_value, "objective_complete": m.objective_complete,
        **{k: m.known(k) for k in ("armies_inside", "armies_outside", "all_armies", "cards", "territories_inside",
                                   "territories_outside")},
        "die": p.die, "shared_with": list(p.shared_with),
    }


def score(ruleset: Ruleset, data: Mapping[str, Any]) -> dict[str, Any]:
    board = classic_board()
    table = table_from_dict(data, board, _deck(data.get("deck"), board))
    result = score_table(table, ruleset.scoring, board)
    return {
        "ruleset": ruleset.id,
        "table_size": table.size,
        "ranking": [_row(p) for p in result.ranking],
        "unresolved_ties": [list(group) for group in result.unresolved],
        "tie_needs": list(result.needs),
        "check": {"total_value": result.check.total_value, "board_total": result.check.board_total,
                  "neutral_points": result.check.neutral_points, "warnings": list(result.check.warnings)},
    }
