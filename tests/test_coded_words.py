"""Every code an operation or the engine raises has words in the window's language: an `InputError` whose
code neither ops/engine_messages.py nor the window's refusals (ui/describe.py) know would show its English
message in the Italian window."""

from __future__ import annotations

import ast

import pytest

from referee_app.ops.engine_messages import EngineMessages
from tests.cli_helpers import ROOT


def _raised_codes() -> dict[str, str]:
    """code -> where: the literal codes of every `InputError(field, message, code=...)` in ops/, rules/, store/."""
    found: dict[str, str] = {}
    for layer in ("ops", "rules", "store"):
        for path in sorted((ROOT / "referee_app" / layer).rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                if not isinstance(node, ast.Call) or getattr(node.func, "id", None) != "InputError":
                    continue
                for keyword in node.keywords:
                    if keyword.arg == "code" and isinstance(keyword.value, ast.Constant):
                        found.setdefault(str(keyword.value.value), f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def _page_codes() -> set[str]:
    """The codes ui/describe.py words itself (its `templates` dict)."""
    tree = ast.parse((ROOT / "referee_app" / "ui" / "describe.py").read_text("utf-8"))
    return {str(key.value) for node in ast.walk(tree) if isinstance(node, ast.Dict)
            for key in node.keys if isinstance(key, ast.Constant)}


def test_every_raised_code_has_words() -> None:
    raised = _raised_codes() | {"undo_moved": "ops/table_ops.py", "redo_moved": "ops/table_ops.py"}
    assert len(raised) > 40
    words = EngineMessages("it")
    missing = {code: where for code, where in raised.items()
               if words.coded(code, {}) is None and code not in _page_codes()}
    assert missing == {}


@pytest.mark.parametrize("code, params, italian", [
    ("round_no_tables", {"round": "2"}, "il turno 2 non ha ancora tavoli"),
    ("swap_same_table", {"a": "Anna", "b": "Bruno"}, "Anna e Bruno siedono allo stesso tavolo"),
    ("ruling_cited", {"id": "ev-1", "table": "3", "round": "2"}, "ev-1 è citata dalla decisione al tavolo 3 del turno 2"),
    ("undo_moved", {"seq": "7", "table": "4"}, "la voce 7 non è più l'ultima da annullare al tavolo 4"),
])
def test_operations_refusals_in_italian(code: str, params: dict[str, str], italian: str) -> None:
    said = EngineMessages("it").coded(code, params)
    assert said is not None and said.startswith(italian)
    assert EngineMessages("en").coded(code, params) != said


def test_a_refused_swap_reads_in_italian_in_the_window_and_in_english_at_the_command_line() -> None:
    from referee_app.ops.rounds import swap_players
    from referee_app.rules.errors import InputError
    from referee_app.texts import set_language
    from referee_app.ui.widgets.input_messages import explain

    with pytest.raises(InputError, check=lambda error: bool(error.code)) as info:
        swap_players(None, "Anna", "Anna")  # type: ignore[arg-type]  # refused before the proposal is read
    assert info.value.message == "choose two different players"  # what the command line prints
    set_language("it")
    try:
        assert explain(info.value).endswith("scegli due giocatori diversi")
    finally:
        set_language("en")
