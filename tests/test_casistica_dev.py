"""The casistica's development queries (tests/casistica_dev/queries.json) and the classes of miss fixed with them.

The dev queries were typed like a hurried head referee from the regulations, to check that a change to the
search (a stopword list, a concept, a matching rule) helps queries nobody wrote it for; unlike the held-out set
they may be read while changing the search (docs/casistica.md, *Measuring*). The floor below is the figure
measured when they were last used: a change that loses ground on them must say why.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from referee_app.rules.casistica import load_entries, load_search_terms
from referee_app.rules.casistica_search import CasisticaIndex
from referee_app.rules.casistica_text import query_words

DEV = Path(__file__).parent / "casistica_dev" / "queries.json"
CASES: list[dict[str, Any]] = json.loads(DEV.read_text("utf-8"))["queries"]
FIRST_FLOOR, TOP3_FLOOR = 259, 290   # docs/casistica.md, Measuring


@pytest.fixture(scope="module")
def index() -> CasisticaIndex:
    return CasisticaIndex()


def _ids(index: CasisticaIndex, query: str, **kwargs: Any) -> list[str]:
    return [hit.id for hit in index.search(query, **kwargs)]


def test_dev_queries_name_real_rulings_in_both_languages() -> None:
    ids = {e.id for e in load_entries()}
    assert len(CASES) >= 40
    assert {i for case in CASES for i in case["accept"]} <= ids
    assert {case["lang"] for case in CASES} == {"it", "en"}


def test_dev_queries_keep_their_figure(index: CasisticaIndex) -> None:
    first = top3 = 0
    for case in CASES:
        found = _ids(index, case["query"], ruleset=case["ruleset"], lang=case["lang"], limit=3)
        first += bool(found) and found[0] in case["accept"]
        top3 += bool(set(found) & set(case["accept"]))
    assert first >= FIRST_FLOOR and top3 >= TOP3_FLOOR, (first, top3)


def test_function_words_are_stopwords_but_not_the_concepts() -> None:
    """Auxiliary and modal verb forms, pronouns and prepositions weigh nothing, however rare they are among the
    rulings; a word some concept holds is never one ("off", "more", "quanti")."""
    terms = load_search_terms()
    assert {"poteva", "dovuto", "contro", "hanno", "dell"} <= terms.stopwords["it"]
    assert {"but", "who", "over", "would", "up"} <= terms.stopwords["en"]
    members = {m for group in terms.synonyms for m in group if " " not in m}
    for lang in ("it", "en"):
        assert not members & terms.stopwords[lang], lang
    assert {"quanti", "senza", "dopo", "prima"}.isdisjoint(terms.stopwords["it"])
    assert {"before", "after", "without", "own"}.isdisjoint(terms.stopwords["en"])


def test_a_phrase_is_read_as_a_concept_through_its_words_synonyms(index: CasisticaIndex) -> None:
    """"without announcing" is the concept "without declaring": each word of a concept phrase stands for its
    group, so the phrase's other forms are read as the concept too."""
    vocabulary = index._corpus().vocabulary
    words = vocabulary.query("rolled without announcing the attack", load_search_terms().stopwords["en"])
    assert [w.word for w in words] == ["rolled", "without announcing", "attack"]   # in the order typed
    assert words[1].is_concept and not words[0].is_concept
    assert _ids(index, "rolled without announcing the attack", lang="en")[0] == "roll-without-declaring"


def test_a_stem_reaches_only_near_synonyms(index: CasisticaIndex) -> None:
    """A stem stands for the group members at most a few letters longer than itself, as it does for indexed
    words: "conta" is not "contestazione" (a protest), "with" is not "withdrawal"."""
    vocabulary = index._corpus().vocabulary
    for word, stranger in (("conta", "protest"), ("with", "ritiro")):
        (found,) = vocabulary.query(word, frozenset())
        assert stranger not in found.words, word
    (carri,) = vocabulary.query("carri", frozenset())
    assert {"carro", "armate", "army"} <= carri.words


@pytest.mark.parametrize(("query", "expect"), [
    ("dadi blu armate rosse", "dice-wrong-colour"),                # a colour named is the colour concept
    ("dice landed on the floor", "dice-off-field-or-tilted"),
    ("quante armate sul tabellone", "army-cap-130"),               # the board, colloquially
    ("time is over what now", "time-expired-federal"),
])
def test_colloquial_names_of_the_regulations_concepts(index: CasisticaIndex, query: str, expect: str) -> None:
    assert _ids(index, query, ruleset="marsala-2011", lang="both")[0] == expect


def test_a_word_of_a_group_stands_for_that_group_only(index: CasisticaIndex) -> None:
    """"dice" is the English dice: a group member is not also read as the start of a longer member
    ("dicendo", saying)."""
    vocabulary = index._corpus().vocabulary
    (dice,) = vocabulary.query("dice", frozenset())
    assert {"dadi", "dado"} <= dice.words and not {"detto", "dire"} & dice.words


def test_a_large_number_weighs_as_the_rule_figure_it_names(index: CasisticaIndex) -> None:
    """A small number is a count that weighs as its context; 130 (armies) or 120 (minutes) names one rule."""
    assert _ids(index, "piazza rinforzi oltre quota 130", ruleset="marsala-2011")[0] == "army-cap-130"
    assert _ids(index, "ha tirato 3 dadi", ruleset="marsala-2011")[0] != "como-conquered-three"


@pytest.mark.parametrize(("query", "expect"), [
    ("ritira l'attacco", "attack-cannot-be-cancelled"),       # withdrawing an attack is cancelling it, not leaving
    ("deve andarsene per lavoro", "force-majeure-withdrawal"),  # the verb of leaving in its other forms
    ("took a card he wasn't entitled to", "card-drawn-without-right"),
])
def test_the_words_of_a_concept_in_their_other_forms(index: CasisticaIndex, query: str, expect: str) -> None:
    assert _ids(index, query, ruleset="marsala-2011", lang="both")[0] == expect


def test_the_open_rulesets_own_name_weighs_nothing(index: CasisticaIndex) -> None:
    """With the event's ruleset given, the words naming it ("la nostra passione", "variante como") say nothing
    the ruleset tier does not: the ruling asked for comes first, not the ones that spell the name out."""
    query = "time's up at la nostra passione"
    assert "time-expired-supplementary-round" in _ids(index, query, ruleset="nostra-passione-2018", lang="en", limit=3)
    assert _ids(index, "variante como presidio", ruleset="como-2000")[0] == "como-garrison"
    # a query that is only the name still finds that ruleset's rulings
    assert _ids(index, "como", ruleset="como-2000")[0].startswith("como-")


def test_concept_phrases_keep_their_place_and_pair_with_their_neighbours(index: CasisticaIndex) -> None:
    """A concept phrase stays where it was typed, so it pairs with the word next to it like any word; and a phrase
    that starts with a digit ("2 players") is a concept, not a count held to the weight of its context."""
    vocabulary = index._corpus().vocabulary
    words = vocabulary.query("si scorda di prendere la carta", load_search_terms().stopwords["it"])
    assert [w.word for w in words] == ["scorda", "prendere la carta"]
    (players,) = vocabulary.query("two players", frozenset())
    assert players.is_concept and not players.is_number


@pytest.mark.parametrize(("query", "ruleset", "lang", "expect"), [
    ("l'attaccato si rifiuta di lanciare i dadi", "marsala-2011", "it", "attack-cannot-be-cancelled"),  # refusing
    ("the defender won't roll", "marsala-2011", "en", "attack-cannot-be-cancelled"),
    ("gli mancava un territorio dell'obiettivo", "marsala-2011", "it", "false-risiko"),     # short of the objective
    ("risiko called but one territory missing", "marsala-2011", "en", "false-risiko"),
    ("eliminato al terzo giro", "marsala-2011", "it", "elimination-before-fourth-turn"),     # giro is turno
    ("ha fatto fuori uno al secondo turno", "marsala-2011", "it", "elimination-before-fourth-turn"),
    ("ha messo un carro in più", "marsala-2011", "it", "excess-reinforcements"),           # "in più" is excess
    ("pesca senza aver fatto conquiste", "marsala-2011", "it", "card-drawn-without-right"),  # not conquering
    ("drew a card with no conquest", "marsala-2011", "en", "card-drawn-without-right"),
    ("dice passo e poi attacca", "marsala-2011", "it", "say-pass"),                        # Italian "dice" says
    ("dice on the floor", "marsala-2011", "en", "dice-off-field-or-tilted"),               # English "dice" is dice
    ("oltre centotrenta armate", "marsala-2011", "it", "army-cap-130"),                     # a number in one word
])
def test_everyday_wordings_of_the_regulations_concepts(index: CasisticaIndex, query: str, ruleset: str, lang: str,
                                                       expect: str) -> None:
    assert _ids(index, query, ruleset=ruleset, lang=lang)[0] == expect


def test_number_words_are_digits_up_to_the_figures_of_the_rules() -> None:
    assert query_words("centotrenta armate, novanta minuti, ventotto carri, sixty") == \
        ["130", "armate", "90", "minuti", "28", "carri", "60"]
    assert query_words("un uno una one") == ["un", "uno", "una", "one"]   # articles stay words


def test_a_territory_name_is_a_territory(index: CasisticaIndex) -> None:
    """The board's names are read as "a territory": "attacca la Cina dalla Mongolia" is about attacking, and
    the ruling that names Alaska and Kamchatka is still found by them."""
    vocabulary = index._corpus().vocabulary
    (mongolia,) = vocabulary.query("mongolia", frozenset())
    assert {"territorio", "territory"} <= mongolia.words
    assert _ids(index, "can kamchatka attack alaska", ruleset="marsala-2011", lang="en")[0] == "attack-by-land-or-sea"


def test_pair_postings_agree_with_each_rows_pairs(index: CasisticaIndex) -> None:
    """The pair look-up built with the index finds exactly the rows whose own pairs hold the query's pair."""
    corpus = index._corpus()
    for first, second in [({"detto"}, {"spostamento"}), ({"#", "3"}, {"territori", "territorio"}),
                          ({"forza"}, {"maggiore"}), ({"carta"}, {"dimenticata", "#"})]:
        expected = {i for i, row in enumerate(corpus.rows) if row.lang in ("it", "en")
                    and any(not row.follows[a].isdisjoint(second) for a in first & row.follows.keys())}
        assert corpus.own.together(frozenset(first), frozenset(second), ("it", "en")) == expected
        assert expected   # each pair occurs somewhere


@pytest.mark.parametrize(("query", "ruleset", "lang", "expect"), [
    ("a parità di punti al tavolo chi è primo", "marsala-2011", "it", "federal-table-and-tournament-points"),  # a tie
    ("tied on points at the table", "marsala-2011", "en", "federal-table-and-tournament-points"),
    ("due giocatori parlano tra loro durante la partita", "marsala-2011", "it", "no-diplomacy"),     # talking
    ("lascia sguarnito un territorio apposta", "nostra-passione-2018", "it", "conduct-nostra-passione"),
    ("quante armate a testa in quattro", "marsala-2011", "it", "initial-armies"),                    # "a testa"
    ("attacca senza dire da quale territorio", "marsala-2011", "it", "attack-without-origin"),      # the origin
    ("arriva a 130 armate", "marsala-2011", "it", "army-cap-130"),                                  # reaching it
    ("fino a quando si possono spostare i rinforzi", "marsala-2011", "it", "reposition-reinforcements"),  # until
    ("can he still rearrange reinforcements before attacking", "marsala-2011", "en", "reposition-reinforcements"),
    ("attack across the sea", "marsala-2011", "en", "attack-by-land-or-sea"),                       # not "seat"
])
def test_more_everyday_wordings(index: CasisticaIndex, query: str, ruleset: str, lang: str, expect: str) -> None:
    assert _ids(index, query, ruleset=ruleset, lang=lang)[0] == expect


def test_a_short_indexed_word_is_not_a_prefix_and_a_turn_number_is_its_ordinal(index: CasisticaIndex) -> None:
    vocabulary = index._corpus().vocabulary
    (sea,) = vocabulary.query("sea", frozenset())
    assert "sea" in sea.words and not {"seat", "seats"} & sea.words
    assert query_words("eliminato al turno 2, wiped out on turn three") == \
        ["eliminato", "al", "2o", "turno", "wiped", "out", "on", "3o", "turn"]


def test_typos_members_and_apostrophes(index: CasisticaIndex) -> None:
    """A corrected typo stands for the forms of the word it became ("contiuna" -> "continua", so "continuare");
    a group member reaches its own endings only ("clock" never "clockwise"); an English "'s" goes."""
    vocabulary = index._corpus().vocabulary
    (typo,) = vocabulary.query("contiuna", frozenset())
    assert {"continua", "continuare"} <= typo.words
    (time,) = vocabulary.query("time", frozenset())
    assert "clockwise" not in time.words and "tempo" in time.words
    (cancel,) = vocabulary.query("annullare", frozenset())
    assert {"annullabile", "cancelling"} <= cancel.words
    assert query_words("time's up, the attacker’s dice") == ["time", "up", "the", "attacker", "dice"]
    assert _ids(index, "time's up", ruleset="nostra-passione-2018", lang="en")[0] == "time-expired-supplementary-round"


def test_a_variants_own_ruling_outranks_a_general_one_it_nearly_ties_with(index: CasisticaIndex) -> None:
    """At a table playing a variant (the box rules, RISK, Como), the variant's own ruling wins a near tie with a
    ruling of the federal rules that the variant also plays; at a federal table nothing changes."""
    assert _ids(index, "quanti dadi può tirare il difensore", ruleset="editrice-1997")[0] == "dice-box-rules"
    assert _ids(index, "defender rolls how many dice", ruleset="risk-classic", lang="en")[0] == "classic-dice"
    federal = _ids(index, "quanti dadi può tirare il difensore", ruleset="marsala-2011")
    assert "dice-box-rules" not in federal and "classic-dice" not in federal
    hit = index.search("defender rolls how many dice", ruleset="risk-classic", lang="en")[0]
    assert 2 < hit.score <= 3   # the share shown stays within the ruleset tier


@pytest.mark.parametrize(("query", "lang", "expect"), [
    ("ha fatto due volte lo spostamento nello stesso turno", "it", "garrison-minimum"),   # how many times a turn
    ("he played his cards after reinforcing", "en", "set-after-reinforcement"),            # playing cards: a set
    ("gioca le carte dopo aver piazzato i rinforzi", "it", "set-after-reinforcement"),
])
def test_times_a_turn_and_playing_cards(index: CasisticaIndex, query: str, lang: str, expect: str) -> None:
    assert _ids(index, query, ruleset="marsala-2011", lang=lang)[0] == expect
