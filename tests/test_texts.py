"""The text catalogue (referee_app/texts): every key complete in both languages with the same placeholders,
every key the code asks for present, none unused. Keys the code builds from a prefix are listed here one by
one, so a new dynamic key has to be named in this file before the test accepts it."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from referee_app.ops.import_words import LINE_CODES
from referee_app.rules.ruleset import BUILTIN_IDS, builtin
from referee_app.rules.ruleset_texts import choose_when, decisions, description
from referee_app.texts import CatalogueError, entries, fill, known, placeholders, set_language, t, text
from tests.cli_helpers import ROOT

CODE = ROOT / "referee_app"

def _value_identifiers() -> set[str]:
    """Every identifier in the parameter values of the built-in rulesets (`discard_excess`, `club_bands`)."""
    from referee_app.ui.rulesets.page import identifiers
    return {word for ruleset_id in BUILTIN_IDS
            for values in builtin(ruleset_id).settings().values() for word in identifiers(list(values.values()))}


# prefix of an f-string key -> every suffix the code may put after it (and where it comes from)
DYNAMIC: dict[str, set[str]] = {
    # ops/ranking_words.py: a pre-flight item of the ranking export and where it is fixed
    "ranking.check.": {"no_organiser", "no_type", "no_rounds_declared", "more_rounds", "round_unconfirmed",
                       "no_players", "no_round_played", "no_first_or_surname", "no_birth_date", "same_person",
                       "national_id_twice", "standings_tie", "never_played"},
    "ranking.fix.": {"event", "players", "tables", "standings"},
    # reports/labels.label(lang, key) with a computed key: ops/printing.py's titles, phases and cut names
    "paper.": {"score_sheet", "result_sheet", "deal_sheet", "table_list", "standings", "log", "quarterfinal",
               "semifinal", "final"},
    "paper.status_": {"eliminated", "excluded", "withdrawn"},
    "paper.criterion.": {
        "advanced", "all_armies", "armies_inside", "armies_outside", "best_scores", "best_scores_in_order",
        "best_single", "best_single_first", "cards", "die", "elimination", "games_played", "objective_points",
        "objective_points_counted", "outside_points", "outside_points_counted", "phase", "phase_total", "place",
        "points", "reverse_seat", "risiko", "score", "second_best", "seeding", "territories_inside",
        "territories_outside", "total", "unresolved", "parallel_final", "final", "round_by_round"},
    "paper.kind.": {"penalty", "warning", "ruling", "exclusion", "withdrawal", "recovery_minutes", "correction"},
    # reports/wording._t(lang, kind) and the penalty codes' variants
    "paper.log.": {"excess_reinforcement", "army_cap", "army_cap_none", "missed_sdadata_roll_warning",
                   "missed_sdadata_roll_exclusion", "missed_sdadata_roll_none", "free_sanction", "disqualification",
                   "free_sanction_none", "warning", "exclusion", "withdrawal", "recovery_minutes", "correction",
                   "cards_in_hand", "wrong_set_value", "reinforcement_count"},
    # ui/rulesets/page.parameter_label: every parameter of every built-in ruleset has its label
    "param.": {f"{section}.{key}" for ruleset_id in BUILTIN_IDS
               for section, values in builtin(ruleset_id).settings().items() for key in values},
    # ui/rulesets/page.value_label: a ruleset value's identifier, unless a criterion's label serves it
    "param.value.": {"every_game" if word == "*" else word for word in _value_identifiers()}
    - {"advanced", "all_armies", "armies_inside", "armies_outside", "best_scores", "best_single",
       "best_single_first", "cards", "die", "elimination", "objective_points", "objective_points_counted",
       "outside_points", "outside_points_counted", "phase_total", "place", "reverse_seat", "risiko", "score",
       "second_best", "territories_inside", "territories_outside"},
    "colour.": {"rosso", "blu", "giallo", "verde", "nero", "viola"},
    # ui/pages/rulesets_page: the circuit's tournament type of the new formats
    "rulesets.type.": {"raduno_nazionale", "torneo_master", "torneo_open", "campionato_periodico"},
    # ops/import_words.line_text: a bad line of a player list, by its code
    "input.line.": set(LINE_CODES),
    # net/missing.Missing.said: what a phone asked for is not there
    "web.missing_": {"no_event", "no_round", "no_table"},
    # ops/table_phrases.Phrase(key)
    "phrase.": {
        "army_cap", "casistica", "clock_pause", "clock_pause_hall", "clock_resume", "clock_start", "conquered",
        "correction", "deal", "deal_table", "disqualification", "eliminated", "elimination", "excess_reinforcement",
        "excluded", "exclusion", "exclusion_out", "final_state", "free_sanction", "missed_roll",
        "missed_sdadata_roll", "no_army_cap", "no_fixed_penalty", "no_free_sanctions", "no_roll_penalty",
        "nothing_to_remove", "objective", "other", "penalty", "players", "recovery_minutes", "redo",
        "referee_arrived", "referee_called", "remove_cap_lowered", "remove_cap_same", "remove_placed",
        "result_confirmed", "rolled", "ruling", "sanction", "sanction_points", "self_declared", "spotted",
        "time_expired", "turn_end", "under_cap", "undo", "warning", "withdrawal", "withdrawn",
        "cards_in_hand", "wrong_set_value", "reinforcement_count", "counted_within", "counted_remove",
        "counted_no_fixed_penalty", "no_hand_limit", "cards_discard_all", "cards_discard_excess", "cards_discard_one", "cards_must_play",
        "cards_at_limit", "cards_within"},
    # ops/store_messages.py: the store's faults (StoreError.code) and its account of a damaged log (store/said.py)
    "database.fault.": {"locked", "schema_too_new", "damaged", "empty", "not_ours", "read_only_file",
                        "read_only_folder", "disk_full", "read_only_session", "unusable_path"},
    "database.said.": {"table_broken", "table_id_broken", "event_broken", "unreadable", "out_of_order", "unlinked",
                       "changed", "seats_sealed", "event_sealed", "orphan_entry", "results_index", "table_gone", "log_cut", "behind",
                       "log_rewritten", "check_failed", "file_damaged", "key_missing", "key_changed", "key_event_changed",
                       "key_table_gone", "key_log_cut", "key_log_rewritten", "key_seats", "key_record_gone",
                       "key_fake_restore", "key_name", "key_pin_swapped", "key_pin_replaced"},
    "database.column.": {"kind", "payload", "referee", "at", "prev_hash", "hash"},  # store/log.py TEXT_COLUMNS
    # net/pages.py: a table's alerts and a table's or a cut's phase on the phones' pages
    "web.alert_": {"dispute", "referee_called", "result_missing", "time_expired"},
    "web.phase.": {"closing_round", "closing_turn", "confirmed", "ended", "extra_round", "final", "last_round", "not_started", "penultimate_round",
                   "playing", "qualifier", "qualifiers", "quarterfinal", "quarterfinals", "sdadata", "semifinal",
                   "semifinals"},
    # net/referee_pages.py sends every web.referee.* word to the page's script, which reads W.name or W[name]
    "web.referee.": {
        "army_cap", "back", "bad_token", "col_armies_inside", "col_armies_outside", "col_card", "col_cards",
        "col_die", "col_eliminated_order", "col_objective_points", "col_outside_points", "col_territories_inside",
        "col_territories_outside", "confirm_result", "conquered", "decided", "elimination", "excess_reinforcement",
        "free_sanction", "log", "minutes", "missed_sdadata_roll", "need_token", "neutral_points", "next", "no_roll",
        "number", "ok", "pause", "penalty", "preview", "reason", "record", "recovery", "result", "resume",
        "revoked_token", "risiko", "roll", "rolls_on", "ruling", "save", "search", "self_declared", "st_excluded",
        "st_withdrawn", "start", "table", "tables", "time_expired", "title", "token", "too_fast", "turn_end",
        "unreachable", "withdrawal", "sending", "retrying", "gave_up", "cards_in_hand", "wrong_set_value",
        "reinforcement_count", "cards_counted", "set_claimed", "set_bonus", "territories_held", "set_armies",
        "armies_placed", "set_three_cannons", "set_three_infantry", "set_three_cavalry", "set_one_of_each",
        "set_jolly_two_equal", "rank_place", "rank_player", "rank_points", "rank_above_next", "closes_the_game", "no_sdadata"},
    # rules/ruleset_texts.py: built from the built-in rulesets (test_ruleset_keys_follow_the_ruleset_files)
    "ruleset.": set(),
}
# helper -> (index of its key argument, the prefix it puts before it), by the module that defines it
KEY_ARGUMENT = {"referee_app.texts": {"t": (0, ""), "known": (0, ""), "text": (1, "")},
                "referee_app.reports.labels": {"label": (1, "paper.")},
                "referee_app.reports.wording": {"_t": (1, "paper.log.")},
                "referee_app.ops.engine_messages": {"_t": (1, "")}}


def _trees() -> list[tuple[Path, ast.AST]]:
    return [(p, ast.parse(p.read_text("utf-8"))) for p in sorted(CODE.rglob("*.py"))]


def _constants(node: ast.expr) -> list[str] | None:
    """The strings a key argument can be: a literal, either branch of `a if c else b`, or any value of a
    literal dict looked up (`{"ranking": "rounds.x", ...}[source]`); None if computed."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        body, other = _constants(node.body), _constants(node.orelse)
        return None if body is None or other is None else body + other
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Dict):
        values = [_constants(value) for value in node.value.values]
        return None if any(v is None for v in values) else [key for v in values for key in v or []]
    return None


def _helpers(path: Path, tree: ast.AST) -> dict[str, tuple[int, str]]:
    """The catalogue helpers a module calls by name: imported from their module, or its own."""
    module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    helpers = dict(KEY_ARGUMENT.get(module.removesuffix(".__init__"), {}))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module in KEY_ARGUMENT:
            known_here = KEY_ARGUMENT[node.module]
            helpers |= {alias.asname or alias.name: known_here[alias.name] for alias in node.names
                        if alias.name in known_here}
    return helpers


def _literal_keys() -> dict[str, str]:
    """key -> where: every key the code names literally through the catalogue's helpers."""
    found: dict[str, str] = {}
    for path, tree in _trees():
        helpers = _helpers(path, tree)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in helpers):
                continue
            index, prefix = helpers[node.func.id]
            if len(node.args) <= index:
                continue
            for value in _constants(node.args[index]) or []:
                found.setdefault(prefix + value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def _ruleset_keys() -> set[str]:
    keys = set()
    for ruleset_id in BUILTIN_IDS:
        keys.add(f"ruleset.{ruleset_id}.description")
        keys.add(f"ruleset.{ruleset_id}.choose_when")
        keys |= {f"ruleset.{ruleset_id}.decision.{n}" for n in range(1, len(builtin(ruleset_id).decisions) + 1)}
    return keys


def _dynamic_keys() -> set[str]:
    from referee_app.ops.import_words import FIELD_KEYS, LINE_KEYS  # a field's and a bad line's words by code
    from referee_app.ui.window.pages import FILE_DIALOGS  # the File menu's entries

    return ({prefix + suffix for prefix, suffixes in DYNAMIC.items() for suffix in suffixes} | _ruleset_keys()
            | set(FIELD_KEYS.values()) | set(LINE_KEYS.values()) | {key for _, _, key, _ in FILE_DIALOGS})


def test_every_text_has_both_languages_with_the_same_placeholders() -> None:
    bad = [key for key, texts in entries().items()
           if not texts["it"].strip() or not texts["en"].strip()
           or placeholders(texts["it"]) != placeholders(texts["en"])]
    assert bad == []
    assert len(entries()) > 100


def test_every_key_the_code_names_exists() -> None:
    missing = {key: where for key, where in _literal_keys().items() if not known(key)}
    missing |= {key: "tests/test_texts.py DYNAMIC" for key in _dynamic_keys() if not known(key)}
    assert missing == {}


def test_no_key_is_unused() -> None:
    used = set(_literal_keys()) | _dynamic_keys()
    assert sorted(set(entries()) - used) == []


def test_every_computed_key_prefix_is_listed_here() -> None:
    """An f-string key (`f"paper.kind.{kind}"`) in a module that reads the catalogue must start with a prefix
    of DYNAMIC, whose suffixes are listed."""
    areas = {key.split(".")[0] for key in entries()}
    unlisted = []
    for path, tree in _trees():
        if not _helpers(path, tree):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.JoinedStr) and node.values and isinstance(node.values[0], ast.Constant):
                head = str(node.values[0].value)
                if head.split(".")[0] in areas and "." in head and head not in DYNAMIC:
                    unlisted.append(f"{path.relative_to(ROOT)}:{node.lineno}: {head}")
    assert unlisted == []


def test_ruleset_keys_follow_the_ruleset_files() -> None:
    """The catalogue's English is the ruleset file's sentence, so the Italian translates what the file says."""
    for ruleset_id in BUILTIN_IDS:
        ruleset = builtin(ruleset_id)
        assert text("en", f"ruleset.{ruleset_id}.description") == ruleset.description
        for n, sentence in enumerate(ruleset.decisions, 1):
            assert text("en", f"ruleset.{ruleset_id}.decision.{n}") == sentence
        assert description(ruleset, "en") == ruleset.description
        assert description(ruleset, "it") != ruleset.description
        assert text("en", f"ruleset.{ruleset_id}.choose_when") == ruleset.choose_when
        assert choose_when(ruleset, "it") != ruleset.choose_when
        assert all(it != en for it, en in zip(decisions(ruleset, "it"), ruleset.decisions))


def test_every_parameter_of_every_builtin_ruleset_has_a_label() -> None:
    """The Rulesets page names a parameter by `param.<section>.<name>`: a new parameter needs its label in
    both languages, not its identifier again."""
    missing = [key for key in sorted("param." + s for s in DYNAMIC["param."]) if not known(key)]
    assert missing == []
    assert len(DYNAMIC["param."]) > 50
    for suffix in DYNAMIC["param."]:
        assert "_" not in text("it", "param." + suffix) and "_" not in text("en", "param." + suffix)


def test_an_edited_ruleset_sentence_shows_as_written() -> None:
    from dataclasses import replace

    ruleset = builtin("marsala-2011")
    edited = replace(ruleset, description="A new description.", decisions=("A new decision.",))
    assert description(edited, "it") == "A new description."
    assert decisions(edited, "it") == ["A new decision."]


def test_fill_positional_and_named() -> None:
    assert fill("%1 holds %2 (%1)", "Anna", 12) == "Anna holds 12 (Anna)"
    assert fill("%1 and %2", "%2", "x") == "%2 and x"  # one pass: a value is never filled again
    assert fill("%1 and %2", "a") == "a and %2"  # a placeholder without a value stays as written
    assert fill("{player}: {armies} ({who})", player="Bruno", armies=3) == "Bruno: 3 ({who})"
    assert placeholders("%1 of %12 {player}") == {"%1", "%12", "{player}"}


def test_values_go_into_the_call_never_into_the_text_afterwards() -> None:
    """One way to fill a text: `t(key, a, b)`; no code patches a returned text with `.replace("%1", ...)`."""
    patched = [f"{path.relative_to(ROOT)}:{number}" for path in sorted(CODE.rglob("*.py"))
               for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
               if re.search(r"""\.replace\(\s*["']%\d""", line)]
    assert patched == []


def test_language_is_read_at_each_call() -> None:
    try:
        assert set_language("it") == "it"
        assert t("colour.rosso") == "rosso"
        assert set_language("en") == "en"
        assert t("colour.rosso") == "red"
        assert set_language("fr") == "it"  # unknown: Italian first
    finally:
        set_language("en")
    assert text("fr", "colour.blu") == "blu"


def test_files_keep_keys_in_their_area(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A key twice or outside its file's area is refused when the catalogue is read."""
    import referee_app.texts as texts

    folder = tmp_path / "catalogue"
    folder.mkdir()
    (folder / "a.json").write_text(json.dumps({"b.x": {"it": "x", "en": "x"}}), "utf-8")
    monkeypatch.setattr(texts, "CATALOGUE", folder)
    texts.entries.cache_clear()
    texts.area_entries.cache_clear()
    try:
        with pytest.raises(CatalogueError, match="does not start with a"):
            texts.entries()
    finally:
        monkeypatch.undo()
        texts.entries.cache_clear()
        texts.area_entries.cache_clear()
    assert known("colour.rosso")


def test_no_qt_translation_is_left_in_the_window() -> None:
    """The window's texts all come from the catalogue: no `tr(`, `translate(` or Qt translation file left."""
    left = []
    for path in sorted((CODE / "ui").rglob("*.py")):
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1):
            if re.search(r"\.tr\(|\btranslate\(\s*[\"']|QCoreApplication\.translate|QT_TR", line):
                left.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert left == []
    assert not list(CODE.rglob("*.ts")) and not list(CODE.rglob("*.qm"))


def test_every_word_the_referee_script_reads_is_in_the_catalogue() -> None:
    """The phones' referee pages send the `web.referee.` words to their script as `W`; a `W.name` the script
    reads without a key would show "undefined" on the phone."""
    from referee_app.net import referee_js, referee_pages

    script = referee_pages.COMMON_JS + referee_pages.HOME_JS + referee_js.TABLE_JS
    read = set(re.findall(r"\bW\.(\w+)", script))
    assert len(read) > 20
    assert sorted(w for w in read if not known(f"web.referee.{w}")) == []
