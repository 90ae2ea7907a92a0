"""`rules rulesets` and `rules board`."""

from __future__ import annotations

from typing import Any

from referee_app.rules.board import classic_board
from referee_app.rules.ruleset import Ruleset, builtins


def rulesets(_ruleset: Ruleset, _data: dict[str, Any]) -> dict[str, Any]:
    return {"rulesets": [{"id": r.id, "name": r.name, "source": r.source, "description": r.description,
                          "choose_when": r.choose_when, "circuit_type": r.circuit_type,
                          "decisions": list(r.decisions), "parameters": r.parameters()} for r in builtins()]}


def board(_ruleset: Ruleset, _data: dict[str, Any]) -> dict[str, Any]:
    b = classic_board()
    return {
        "id": b.id,
        "territories": [{"name": t.name, "continent": t.continent, "value": t.value,
                         "neighbours": list(t.neighbours)} for t in b.territories.values()],
        "continents": [{"name": c.name, "bonus": c.bonus, "size": c.size, "max_at_deal": c.max_at_deal}
                       for c in b.continents.values()],
    }
