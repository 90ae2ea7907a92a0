"""The casistica package data: valid, complete for the rulings a referee looks up, cited by regulation name and
section, and written in our own words."""

from __future__ import annotations

import copy
import json
import re
import unicodedata
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from referee_app.rules.casistica import (
    ACTIONS, REGULATIONS, TOPICS, CasisticaError, entries_from_dict, entry_from_dict, load_entries,
    load_search_terms, search_terms_from_dict,
)
from referee_app.rules.names import fold
from referee_app.rules.ruleset import BUILTIN_IDS
from tests.cli_helpers import ROOT

# The rulings a referee looks up, item by item, and the rulings that cover each.
SECTION_9 = {
    "deal, last card breaking 50%": ["deal-last-card-swap"],
    "single-army start": ["single-army-start"],
    "wrong number of dice": ["dice-wrong-number"],
    "dice off the field or tilted": ["dice-off-field-or-tilted"],
    "wrong colour dice": ["dice-wrong-colour"],
    "simultaneous rolls": ["dice-simultaneous-roll"],
    "defence rolling first": ["defence-rolls-first"],
    "defence dice hitting attack dice": ["defence-dice-hit-attack-dice"],
    "set after placing reinforcements": ["set-after-reinforcement"],
    "excess reinforcements": ["excess-reinforcements"],
    "army cap": ["army-cap-130"],
    "I play a set vs showing three cards": ["set-declared-vs-shown"],
    "re-positioning reinforcements": ["reposition-reinforcements"],
    "declared attack must be rolled": ["declared-attack-must-roll"],
    "saying attack / move / pass": ["say-attack", "say-move", "say-pass"],
    "attack declared without origin": ["attack-without-origin"],
    "continuing an attack": ["attack-continuation"],
    "rolling without declaring": ["roll-without-declaring"],
    "forgotten card draw": ["forgotten-card-draw"],
    "8+ cards": ["eight-cards-discard"],
    "undeclared RisiKo!": ["undeclared-risiko"],
    "false RisiKo!": ["false-risiko"],
    "force-majeure withdrawal": ["force-majeure-withdrawal"],
    "attacking a neutral territory": ["attack-neutral-territory"],
    "last player eliminated before / during sdadata": ["anchor-eliminated-before-sdadata",
                                                        "anchor-eliminated-during-sdadata"],
    "forgotten sdadata roll": ["forgotten-sdadata-roll"],
    "diplomacy and conduct (003)": ["no-diplomacy", "conduct-pieces-comments", "conduct-aids-other-tables"],
    "official referee powers (000)": ["official-referee-powers"],
    "Como §6-7": ["como-single-army-attack", "como-garrison", "como-conquered-three"],
    "two-player neutral army (classic RISK)": ["two-player-neutral-setup", "two-player-neutral-reinforcements",
                                               "two-player-neutral-turn"],
    "only the official box's armies and dice (Marsala 2011)": ["official-pieces-only"],
    "only the main objective counts (La nostra passione 2018)": ["main-objective-only"],
    "box-rules dice: the attacker chooses, the defender declares first": ["dice-box-rules"],
    "Como forced abandonment and re-occupation (§4-5)": ["como-forced-abandonment"],
    "Como reinforcements and minimum reinforcement (§5.1-5.2)": ["como-minimum-reinforcement"],
}
# A phrase only that regulation's text holds: how the fidelity checks find each regulation among the texts.
REGULATION_MARKERS = {
    "Regolamento Marsala 2011": "egadi di marsala",
    "Regolamento Raduno": "ai raduni",
    "Regolamento La nostra passione 2018": "la nostra passione 2018",
    "Regolamento Editrice Giochi 1997": "1997 editrice giochi",
    "Variante Como (FIRK 2000)": "variante como",
    "Regole RISK classico": "gioco di strategia per 2-6 giocatori",
}
PENALTY_ACTIONS = {"excess-reinforcements": "penalty:excess_reinforcement", "army-cap-130": "penalty:army_cap",
                   "forgotten-sdadata-roll": "penalty:missed_sdadata_roll",
                   "eight-cards-discard": "penalty:cards_in_hand", "deal-last-card-swap": "deal-check"}
RUN = 8  # no ruling may share this many consecutive words with a seed


def _seeds_dir() -> Path:
    for folder in (ROOT, *ROOT.parents):
        if (folder / "shared" / "seeds").is_dir():
            return folder / "shared" / "seeds"
    # The regulation texts are not part of the repository (they are not ours to redistribute): the checks
    # that compare the rulings with them run only where a copy sits above the clone.
    pytest.skip("the regulation texts (a seeds folder above the repository) are not on this machine: "
                "source and no-copy checks need them")


def _words(text: str) -> list[str]:
    stripped = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.findall(r"[^\W_]+", stripped.casefold())


def _runs(words: list[str]) -> set[tuple[str, ...]]:
    return {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


def _raw() -> dict[str, Any]:
    text = resources.files("referee_app.rules.data.casistica").joinpath("entries.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def test_builtin_data_loads_with_unique_ids() -> None:
    entries = load_entries()
    assert 40 <= len(entries) <= 150
    assert len({e.id for e in entries}) == len(entries)
    assert {t for e in entries for t in e.topics} <= TOPICS
    assert {e.action for e in entries if e.action} <= ACTIONS


@pytest.mark.parametrize("item", sorted(SECTION_9))
def test_every_section_9_topic_has_its_ruling(item: str) -> None:
    ids = {e.id for e in load_entries()}
    missing = [i for i in SECTION_9[item] if i not in ids]
    assert not missing, f"{item}: no ruling {missing}"


def test_every_builtin_ruleset_has_rulings() -> None:
    covered = {r for e in load_entries() for r in e.rulesets}
    assert covered == set(BUILTIN_IDS)


def test_penalty_rulings_lead_to_their_app_action() -> None:
    by_id = {e.id: e for e in load_entries()}
    assert {i: by_id[i].action for i in PENALTY_ACTIONS} == PENALTY_ACTIONS


def _regulation_texts() -> dict[str, set[str]]:
    """Each regulation's words, found by the phrase only its text holds."""
    texts = [p.read_text("utf-8") for p in sorted(_seeds_dir().glob("*.txt"))]
    found: dict[str, set[str]] = {}
    for name, marker in REGULATION_MARKERS.items():
        holding = [t for t in texts if marker in t.casefold()]
        assert len(holding) == 1, (name, len(holding))
        found[name] = set(_words(holding[0]))
    return found


def _in_text(word: str, words: set[str]) -> bool:
    """The word occurs, or occurs with one letter missing (a regulation's own typo: "comporamento")."""
    return word in words or any(word[:i] + word[i + 1:] in words for i in range(len(word)))


def test_every_source_names_a_regulation_and_one_of_its_sections() -> None:
    assert set(REGULATION_MARKERS) == REGULATIONS
    texts = _regulation_texts()
    for entry in load_entries():
        assert entry.sources, entry.id
        for source in entry.sources:
            missing = [w for w in _words(source.section) if len(w) >= 4 and not _in_text(w, texts[source.regulation])]
            assert not missing, (entry.id, source.regulation, source.section, missing)
        assert entry.source.startswith(f"{entry.sources[0].regulation}, {entry.sources[0].section}")
        assert not re.search(r"\.txt|seed|\b00[0-4]\b", entry.source), entry.source


def test_every_ruling_says_how_it_is_asked_at_the_desk() -> None:
    """4-8 short Italian forms and 2-4 English ones per built-in ruling, none of them a copy of its title or
    one of its keywords (those are matched already), none repeated."""
    for entry in load_entries():
        it, en = entry.asked
        assert 4 <= len(it) <= 8 and 2 <= len(en) <= 4, entry.id
        own = {fold(t) for t in (entry.title.it, entry.title.en, *entry.keywords[0], *entry.keywords[1])}
        for form in (*it, *en):
            assert 2 <= len(form.split()) <= 16 and fold(form) not in own, (entry.id, form)
        assert len({fold(f) for f in (*it, *en)}) == len(it) + len(en), entry.id


def test_no_ruling_copies_eight_words_of_a_seed() -> None:
    seed_runs: set[tuple[str, ...]] = set()
    for path in _seeds_dir().glob("*.txt"):
        seed_runs |= _runs(_words(path.read_text("utf-8")))
    assert len(seed_runs) > 10_000  # the seeds were really read
    copied = []
    for entry in load_entries():
        for text in (entry.title.it, entry.title.en, entry.text.it, entry.text.en, *entry.keywords[0],
                     *entry.asked[0]):
            copied += [(entry.id, " ".join(run)) for run in _runs(_words(text)) & seed_runs]
    assert not copied


def test_the_copy_check_catches_a_copied_sentence() -> None:
    seed = next(t for t in (p.read_text("utf-8") for p in _seeds_dir().glob("*.txt")) if "egadi di marsala" in t.casefold())
    sentence = " ".join(_words(seed)[5000:5012])
    seed_runs = _runs(_words(seed))
    assert _runs(_words(sentence)) & seed_runs


def test_search_terms_load() -> None:
    terms = load_search_terms()
    assert any("bilico" in g and "storto" in g for g in terms.synonyms)
    assert any("sdadata" in g and "dadi finali" in g for g in terms.synonyms)
    assert "il" in terms.stopwords["it"] and "the" in terms.stopwords["en"] and "the" not in terms.stopwords["it"]


# ---------------------------------------------------------------- validation: every bad-input path
def _entry() -> dict[str, Any]:
    return copy.deepcopy(_raw()["entries"][0])


@pytest.mark.parametrize(("change", "key"), [
    (lambda e: e.pop("id"), "entry.id"),
    (lambda e: e.update(id="Bad Id"), "entry.id"),
    (lambda e: e.update(extra=1), "entry.extra"),
    (lambda e: e["title"].pop("en"), "entry.title.en"),
    (lambda e: e["title"].update(it=""), "entry.title.it"),
    (lambda e: e["text"].update(it="a <b>bold</b> claim"), "entry.text.it"),
    (lambda e: e["text"].update(en=7), "entry.text.en"),
    (lambda e: e.update(sources=[]), "entry.sources"),
    (lambda e: e.update(sources="003"), "entry.sources"),
    (lambda e: e["sources"][0].update(regulation="003.txt"), "entry.sources[0].regulation"),
    (lambda e: e["sources"][0].pop("regulation"), "entry.sources[0].regulation"),
    (lambda e: e["sources"][0].pop("section"), "entry.sources[0].section"),
    (lambda e: e.update(rulesets=[]), "entry.rulesets"),
    (lambda e: e.update(rulesets=["marsala-2012"]), "entry.rulesets[0]"),
    (lambda e: e.update(rulesets=["raduno", "raduno"]), "entry.rulesets"),
    (lambda e: e.update(topics=["weather"]), "entry.topics[0]"),
    (lambda e: e["keywords"].update(it="dadi"), "entry.keywords.it"),
    (lambda e: e["keywords"].pop("it"), "entry.keywords.it"),
    (lambda e: e.update(asked={"it": ["ha tirato con 4"]}), "entry.asked.en"),
    (lambda e: e.update(asked={"it": "ha tirato con 4", "en": []}), "entry.asked.it"),
    (lambda e: e.update(asked={"it": [], "en": ["rolled <b>4</b>"]}), "entry.asked.en[0]"),
    (lambda e: e.update(action="penalty:unknown"), "entry.action"),
    (lambda e: e.update(title="x"), "entry.title"),
])
def test_bad_entry_names_the_key(change: Any, key: str) -> None:
    data = _entry()
    change(data)
    with pytest.raises(CasisticaError) as info:
        entry_from_dict(data)
    assert info.value.key == key


def test_event_rulings_may_skip_sources_and_name_custom_rulesets() -> None:
    data = _entry()
    data.pop("sources")
    data["rulesets"] = ["my-club-2026"]
    entry = entry_from_dict(data, origin="event")
    assert entry.origin == "event" and entry.source == "event ruling"


def test_bad_file_shapes() -> None:
    raw = _raw()
    with pytest.raises(CasisticaError, match="duplicate id"):
        entries_from_dict({"version": 1, "entries": [raw["entries"][0], raw["entries"][0]]})
    with pytest.raises(CasisticaError, match="version"):
        entries_from_dict({"version": 2, "entries": raw["entries"]})
    with pytest.raises(CasisticaError, match="entries"):
        entries_from_dict({"version": 1, "entries": []})
    with pytest.raises(CasisticaError, match="synonym group"):
        search_terms_from_dict({"synonyms": [["solo"]], "stopwords": {"it": [], "en": []}})
    with pytest.raises(CasisticaError, match="stopwords.en"):
        search_terms_from_dict({"synonyms": [], "stopwords": {"it": []}})
    with pytest.raises(CasisticaError, match="senses.it.dice"):   # a sense names a word of some group
        search_terms_from_dict({"synonyms": [["dado", "dice"]], "stopwords": {"it": [], "en": []},
                                "senses": {"it": {"dice": "dire"}}})
    terms = search_terms_from_dict({"synonyms": [["dire", "detto"]], "stopwords": {"it": [], "en": []},
                                    "senses": {"it": {"Dice": "Dire"}}})
    assert terms.senses == {"it": {"dice": "dire"}}


def test_the_coverage_table_names_real_rulings_and_the_como_extension_holds() -> None:
    """docs/casistica-coverage.md checks each regulation statement by statement against the rulings: every
    ruling it names exists, and every federal ruling it says was extended to the Variante Como lists it."""
    by_id = {e.id: e for e in load_entries()}
    text = (ROOT / "docs" / "casistica-coverage.md").read_text("utf-8")
    named = set(re.findall(r"`([a-z0-9]+(?:-[a-z0-9]+)+)`", text)) - set(BUILTIN_IDS)
    assert len(named) > 60
    assert not named - set(by_id), sorted(named - set(by_id))
    extended = text[text.index("**Extended** to `como-2000`"):text.index("*Not extended*")]
    como = set(re.findall(r"`([a-z0-9]+(?:-[a-z0-9]+)+)`", extended)) - set(BUILTIN_IDS)
    assert len(como) == 18
    assert all("como-2000" in by_id[i].rulesets for i in como), sorted(i for i in como if "como-2000" not in by_id[i].rulesets)
