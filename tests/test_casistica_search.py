"""The casistica look-up: realistic referee queries, accents, prefixes, typos, synonyms, ranking, filters."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee_app.rules.casistica import entry_from_dict, load_entries, load_search_terms
from referee_app.rules.ruleset import BUILTIN_IDS
from referee_app.rules.casistica_search import CasisticaIndex

GOLDEN = Path(__file__).parent / "golden" / "casistica" / "queries.json"
QUERIES: list[dict[str, Any]] = json.loads(GOLDEN.read_text("utf-8"))["queries"]
HALL = [q for q in QUERIES if q.get("hall")]   # how players and referees say it in a noisy hall


@pytest.fixture(scope="module")
def index() -> CasisticaIndex:
    return CasisticaIndex()


def _ids(index: CasisticaIndex, query: str, **kwargs: Any) -> list[str]:
    return [hit.id for hit in index.search(query, **kwargs)]


def test_golden_file_is_big_and_points_at_real_rulings() -> None:
    ids = {e.id for e in load_entries()}
    assert len(QUERIES) >= 30
    assert {q["expect"] for q in QUERIES} <= ids
    assert {q["lang"] for q in QUERIES} == {"it", "en"}


@pytest.mark.parametrize("case", QUERIES, ids=[q["query"] for q in QUERIES])
def test_referee_query_finds_its_ruling_in_the_top_3(index: CasisticaIndex, case: dict[str, Any]) -> None:
    found = _ids(index, case["query"], ruleset=case["ruleset"], lang=case["lang"], limit=3)
    assert case["expect"] in found, found


@pytest.mark.parametrize(("query", "expect"), [
    ("dado bilico", "dice-off-field-or-tilted"),
    ("sdadata dimenticata", "forgotten-sdadata-roll"),
    ("colore dadi sbagliato", "dice-wrong-colour"),
    ("limite 130 armate", "army-cap-130"),
    ("ultima carta 50%", "deal-last-card-swap"),
])
def test_the_obvious_ruling_comes_first(index: CasisticaIndex, query: str, expect: str) -> None:
    assert _ids(index, query)[0] == expect


def test_accents_and_case_do_not_matter(index: CasisticaIndex) -> None:
    assert _ids(index, "PERCHÉ il difensore tirò prima") == _ids(index, "perche il difensore tiro prima")
    assert _ids(index, "Perù Čita") == _ids(index, "peru cita")
    assert "force-majeure-withdrawal" in _ids(index, "FORZA MAGGIORE", limit=2)


def test_prefixes_match(index: CasisticaIndex) -> None:
    assert _ids(index, "bilic")[0] == "dice-off-field-or-tilted"
    assert _ids(index, "guarnig")[0] == "garrison-minimum"
    assert _ids(index, "withdr", lang="en")[0] in {"force-majeure-withdrawal", "withdrawal-protest-expulsion"}


def test_one_typo_is_forgiven(index: CasisticaIndex) -> None:
    assert _ids(index, "dado in bilcio", limit=1) == ["dice-off-field-or-tilted"]   # transposition
    assert _ids(index, "sdadta", limit=3)[0].startswith(("forgotten-sdadata", "sdadata", "anchor", "time"))
    assert "false-risiko" in _ids(index, "riskio falzo", limit=3)                   # two words, one typo each
    assert _ids(index, "guarnigone minima", limit=1) == ["garrison-minimum"]         # deletion


def test_a_word_with_no_near_match_finds_nothing(index: CasisticaIndex) -> None:
    assert index.search("zzzzqqq") == []
    assert index.search("xylofono", lang="en") == []


@pytest.mark.parametrize(("query", "expect"), [
    ("dado storto", "dice-off-field-or-tilted"),        # storto is a synonym of bilico
    ("tank limit", "army-cap-130"),                      # tank -> army, limit -> cap
    ("combinazione dopo i rinforzi", "set-after-reinforcement"),  # combinazione -> tris
    ("dadi finali dimenticati", "forgotten-sdadata-roll"),        # dadi finali -> sdadata
    ("8 cards", "eight-cards-discard"),                  # 8 -> eight
])
def test_synonyms(index: CasisticaIndex, query: str, expect: str) -> None:
    lang = "en" if query in ("tank limit", "8 cards") else "it"
    assert expect in _ids(index, query, lang=lang, limit=3)


def test_synonyms_reach_across_languages(index: CasisticaIndex) -> None:
    """English words find Italian texts through the synonym groups (dice -> dadi, tilted -> bilico)."""
    assert _ids(index, "dice tilted", lang="it", limit=1) == ["dice-off-field-or-tilted"]


def test_current_ruleset_comes_first_among_equal_matches(index: CasisticaIndex) -> None:
    assert _ids(index, "troppe carte", ruleset="raduno")[0] == "eight-cards-discard"
    assert _ids(index, "troppe carte", ruleset="marsala-2011")[0] == "card-limit-seven"
    assert _ids(index, "troppe carte", ruleset="risk-classic")[0] == "five-cards-classic"
    assert _ids(index, "neutrale", ruleset="como-2000")[0] == "como-neutral-territories"
    assert _ids(index, "neutrale", ruleset="risk-classic")[0].startswith("two-player")
    assert _ids(index, "limite armate", ruleset="nostra-passione-2018")[0] == "no-army-cap"


@pytest.mark.parametrize("ruleset", sorted(BUILTIN_IDS))
def test_the_events_rulings_are_never_outranked_by_another_rulesets(index: CasisticaIndex, ruleset: str) -> None:
    """With an event open, every ruling of its ruleset comes before any ruling of another ruleset."""
    for case in QUERIES + HALL:
        hits = index.search(case["query"], ruleset=ruleset, lang="both", limit=100)
        own = [h.entry.applies_to(ruleset) for h in hits]
        assert own == sorted(own, reverse=True), (case["query"], [h.id for h in hits])


@pytest.mark.parametrize(("query", "ruleset", "expect"), [
    ("presidio", "raduno", "garrison-minimum"),                 # not Como's garrison rule
    ("presidio", "como-2000", "como-garrison"),
    ("troppe carte in mano", "marsala-2011", "card-limit-seven"),  # not Raduno's 8-card rule
    ("troppe carte in mano", "raduno", "eight-cards-discard"),
    ("quanti dadi", "nostra-passione-2018", "dice-box-rules"),    # not the federal "always the maximum"
    ("quanti dadi", "marsala-2011", "dice-count-obligation"),
    ("dado bilico", "raduno", "dice-off-field-or-tilted"),
])
def test_the_events_own_ruling_comes_first(index: CasisticaIndex, query: str, ruleset: str, expect: str) -> None:
    assert _ids(index, query, ruleset=ruleset, lang="both")[0] == expect


@pytest.mark.parametrize("case", HALL, ids=[q["query"] for q in HALL])
def test_hall_phrasings_reach_their_ruling_in_the_top_3(index: CasisticaIndex, case: dict[str, Any]) -> None:
    """Declarations as players say them, and everyday English, with or without an event open."""
    for ruleset in (None, "marsala-2011", "raduno"):
        for lang in (case["lang"], "both"):
            found = _ids(index, case["query"], ruleset=ruleset, lang=lang, limit=3)
            assert case["expect"] in found, (ruleset, lang, found)


@pytest.mark.parametrize("common", ["poi", "non", "vuole", "player", "game", "giocatore", "partita"])
@pytest.mark.parametrize(("query", "expect"), [
    ("dado bilico", "dice-off-field-or-tilted"), ("ha detto spostamento", "say-move"),
    ("ritiro forza maggiore", "force-majeure-withdrawal"), ("carta dimenticata", "forgotten-card-draw"),
    ("tris dopo rinforzi", "set-after-reinforcement"), ("army cap 130", "army-cap-130"),
])
def test_common_words_do_not_decide_the_ranking(index: CasisticaIndex, common: str, query: str,
                                                 expect: str) -> None:
    assert _ids(index, query, lang="both")[0] == expect
    assert _ids(index, f"{common} {query} {common}", lang="both")[0] == expect


def test_a_rare_word_outweighs_common_ones(index: CasisticaIndex) -> None:
    """One telling word beats several words that many rulings share."""
    assert _ids(index, "il giocatore poi non vuole tirare la sdadata turno partita dimenticata")[0] == \
        "forgotten-sdadata-roll"


def test_only_ruleset_filters(index: CasisticaIndex) -> None:
    hits = index.search("dadi", ruleset="como-2000", only_ruleset=True, limit=50)
    assert hits and all(h.entry.applies_to("como-2000") for h in hits)


def test_topic_filter(index: CasisticaIndex) -> None:
    hits = index.search("carte", topic="sdadata", limit=50)
    assert all("sdadata" in h.entry.topics for h in hits)
    assert "forgotten-card-draw" not in [h.id for h in hits]
    assert "forgotten-card-draw" in _ids(index, "carte", topic="cards", limit=50)


def test_language_choice(index: CasisticaIndex) -> None:
    assert index.search("lapse", lang="it") == []                 # only the English text says "lapse"
    assert index.search("lapse", lang="en", limit=1)[0].id == "forgotten-sdadata-roll"
    english = index.search("forgot to roll", lang="en", limit=1)[0]
    assert english.lang == "en" and english.title == "Forgotten sdadata roll"
    both = index.search("dado bilico", lang="both", limit=3)
    assert {h.lang for h in both} == {"it"}   # shown in the query's language
    assert {h.lang for h in index.search("die tilted", lang="both", limit=3)} == {"en"}


def test_each_ruling_appears_once_and_limit_holds(index: CasisticaIndex) -> None:
    hits = index.search("dadi carte armate", lang="both", limit=100)
    assert len({h.id for h in hits}) == len(hits)
    assert len(index.search("dadi", limit=4)) == 4
    with pytest.raises(ValueError):
        index.search("dadi", limit=0)


def test_scores_are_best_first(index: CasisticaIndex) -> None:
    for case in QUERIES:
        scores = [h.score for h in index.search(case["query"], ruleset=case["ruleset"], lang=case["lang"])]
        assert scores == sorted(scores, reverse=True), case["query"]


def test_highlights(index: CasisticaIndex) -> None:
    hit = index.search("dado bilico", limit=1, marks=("[", "]"))[0]
    assert hit.title_html == "[Dado] fuori dal campo, sul bordo o in [bilico]"
    assert "[bilico]" in hit.snippet_html and "[storto]" in hit.snippet_html
    long_hit = index.search("ammonizione", limit=1, marks=("<b>", "</b>"))[0]
    assert long_hit.id == "forgotten-sdadata-roll"
    assert "<b>ammonizione</b>" in long_hit.snippet_html and long_hit.snippet_html.startswith("…")
    assert len(long_hit.snippet_html) < len(long_hit.text)


def test_empty_query_lists_rulings_current_ruleset_first(index: CasisticaIndex) -> None:
    hits = index.search("", ruleset="como-2000", limit=100)
    assert len(hits) == len(load_entries())
    como = [h.entry.applies_to("como-2000") for h in hits]
    assert como == sorted(como, reverse=True) and como[0]
    assert [h.id for h in index.search("  ", topic="two-player", limit=100)] == [
        h.id for h in index.search("", topic="two-player", limit=100)]
    assert len(index.search("", topic="two-player", limit=100)) == 3


def test_event_rulings_can_be_added_replaced_and_removed() -> None:
    index = CasisticaIndex()
    ruling = entry_from_dict({
        "id": "event-phone-at-table", "title": {"it": "Telefono al tavolo", "en": "Phone at the table"},
        "text": {"it": "Chi usa il telefono durante la partita riceve un'ammonizione.",
                 "en": "Using a phone during the game earns a warning."},
        "rulesets": ["raduno"], "topics": ["conduct"], "keywords": {"it": ["cellulare"], "en": ["mobile"]},
    }, origin="event")
    assert index.search("cellulare") == []
    index.add_entry(ruling)
    assert [h.id for h in index.search("cellulare")] == ["event-phone-at-table"]
    assert index.search("telefno", limit=1)[0].id == "event-phone-at-table"       # typo against the new word
    assert index.search("cellulare")[0].to_json()["source"] == "event ruling"
    index.add_entry(entry_from_dict({**_as_dict(ruling), "keywords": {"it": ["smartphone"], "en": []}},
                                    origin="event"))
    assert index.search("cellulare") == [] and index.search("smartphone")[0].id == "event-phone-at-table"
    assert index.remove_entry("event-phone-at-table") and not index.remove_entry("event-phone-at-table")
    assert index.search("smartphone") == []
    assert len(index.entries()) == len(load_entries())


def _as_dict(entry: Any) -> dict[str, Any]:
    return {"id": entry.id, "title": {"it": entry.title.it, "en": entry.title.en},
            "text": {"it": entry.text.it, "en": entry.text.en}, "rulesets": list(entry.rulesets),
            "topics": list(entry.topics), "keywords": {"it": list(entry.keywords[0]), "en": list(entry.keywords[1])}}


def _strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


_WORDS = sorted({w for e in load_entries() for w in e.title.it.split() if w.isalpha()})


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3), st.sampled_from(["it", "en", "both"]))
def test_property_accents_case_and_order_of_results(words: list[str], lang: str) -> None:
    index = _shared()
    query = " ".join(words)
    hits = index.search(query, lang=lang, limit=20)  # type: ignore[arg-type]
    assert [h.id for h in hits] == [h.id for h in index.search(_strip_accents(query).upper(), lang=lang,  # type: ignore[arg-type]
                                                               limit=20)]
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)
    if lang != "en":
        assert hits, query  # a word taken from an Italian title always finds something


@pytest.mark.parametrize("lang", ["it", "both"])
def test_a_share_above_full_shows_as_full_and_never_under_the_row_below(lang: str) -> None:
    # "Cinque Armate" matched one ruling beyond its full share (a pair on top of its words): its score was
    # capped before the title tier was added, so it showed 0.999002 above rows showing 0.999534.
    scores = [h.score for h in _shared().search("Cinque Armate", lang=lang, limit=20)]  # type: ignore[arg-type]
    assert scores and scores == sorted(scores, reverse=True)
    assert max(scores) <= 1.0


_INDEX: list[CasisticaIndex] = []


def _shared() -> CasisticaIndex:
    if not _INDEX:
        _INDEX.append(CasisticaIndex())
    return _INDEX[0]


def test_numbers_are_one_token_class_in_both_languages() -> None:
    from referee_app.rules.casistica_text import query_words, tokens
    assert query_words("Tre carri, three armies, 3 carri") == ["3", "carri", "3", "armies", "3", "carri"]
    assert query_words("quarto turno, fourth turn, 4th") == ["4o", "turno", "4o", "turn", "4o"]
    assert tokens("un carro, due dadi").words == ("un", "carro", "2", "dadi")   # articles stay words


@pytest.mark.parametrize(("query", "lang", "expect"), [
    # colloquial concepts reach the ruling ("se ne va": leaving; "kicked out": eliminated)
    ("se ne va a metà partita", "it", "force-majeure-withdrawal"),
    ("kicked out on his second turn", "en", "elimination-before-fourth-turn"),
    # a number asks about its context: the third turn is answered by the fourth-turn ruling
    ("eliminato al terzo turno", "it", "elimination-before-fourth-turn"),
    ("conquista 4 territori sdadata", "it", "sdadata-no-roll-after-conquests"),
])
def test_everyday_words_and_numbers_reach_their_ruling_first(index: CasisticaIndex, query: str, lang: str,
                                                           expect: str) -> None:
    assert _ids(index, query, lang=lang)[0] == expect


def test_a_number_alone_does_not_outweigh_the_telling_word(index: CasisticaIndex) -> None:
    """'130' is in one ruling only, 'sdadata' in several: the sdadata rulings still come first."""
    assert _ids(index, "sdadata 130", lang="it")[0].startswith(("sdadata", "forgotten-sdadata", "anchor"))


def test_stopwords_are_per_language(index: CasisticaIndex) -> None:
    """'via' is an Italian stopword; 'the' is one in English only."""
    assert _ids(index, "via dado bilico", lang="it")[0] == "dice-off-field-or-tilted"
    terms = load_search_terms()
    assert "via" in terms.stopwords["it"] and "via" not in terms.stopwords["en"]


# ---------------------------------------------------------------- the ways a ruling is asked
def _ruling(entry_id: str, title: str, text: str, asked: list[str]) -> Any:
    return entry_from_dict({"id": entry_id, "title": {"it": title, "en": title}, "text": {"it": text, "en": text},
                            "rulesets": ["raduno"], "topics": ["conduct"], "keywords": {"it": [], "en": []},
                            "asked": {"it": asked, "en": []}}, origin="event")


def _small_index() -> CasisticaIndex:
    return CasisticaIndex([
        _ruling("leaving", "Abbandono del tavolo", "Chi lascia la partita senza motivo viene escluso.",
                ["si alza e se ne torna a casa", "molla tutto e sparisce dal tavolo"]),
        _ruling("clock", "Orologio del turno", "Il tempo di ogni giocatore scorre dal suo primo lancio.",
                ["quanto tempo ha per tirare"]),
        _ruling("home", "Casa del circolo", "La sala apre alle nove; chi arriva tardi perde il turno "
                "e chi sparisce senza avvisare viene escluso.", ["dove si gioca"]),
    ])


def test_the_ways_it_is_asked_find_a_ruling_with_none_of_its_words() -> None:
    """'molla' and 'sparisce dal tavolo' are in no ruling's own words, only in how 'leaving' is asked."""
    index = _small_index()
    assert _ids(index, "molla tutto") == ["leaving"]
    assert index.search("molla tutto")[0].title_html == "Abbandono del tavolo"   # nothing of it to highlight


def test_a_phrase_of_the_ways_it_is_asked_outweighs_one_word_of_a_rulings_text() -> None:
    """'torna a casa' stands whole in how 'leaving' is asked; 'home' only holds 'casa' in its title."""
    assert _ids(_small_index(), "torna a casa") == ["leaving", "home"]


def test_a_word_shared_with_the_ways_it_is_asked_weighs_less_than_a_rulings_own_word() -> None:
    """'sparisce' and 'tempo' are each in one ruling's text and in the other's asked forms, apart: the ruling that
    says them comes first."""
    index = _small_index()
    assert _ids(index, "sparisce")[0] == "home"
    assert _ids(index, "tempo")[0] == "clock"


def test_the_ways_it_is_asked_are_read_with_numbers_and_stems() -> None:
    index = CasisticaIndex([_ruling("dice", "Numero dei dadi", "Si lanciano sempre i dadi massimi.",
                                    ["ha tirato con due carri soli"]),
                            _ruling("other", "Carri sul tabellone", "I carri restano dove sono.", ["x y"])])
    assert _ids(index, "tira con 2 carri")[0] == "dice"


def test_the_ways_it_is_asked_have_pairs_of_their_own() -> None:
    """A pair is looked up within one way of asking, never across two of them nor into the ruling's text."""
    corpus = _small_index()._corpus()
    leaving = [i for i, row in enumerate(corpus.rows) if row.entry.id == "leaving" and row.lang == "it"]
    assert corpus.asked.together(frozenset({"torna"}), frozenset({"casa"}), ("it",)) == set(leaving)
    assert corpus.asked.together(frozenset({"casa"}), frozenset({"molla"}), ("it",)) == set()   # two forms
    assert corpus.own.together(frozenset({"torna"}), frozenset({"casa"}), ("it",)) == set()


def test_one_way_of_asking_holding_three_query_words_weighs_as_the_rulings_own_words() -> None:
    """'zanzara ombrello trombone' stands in one form of 'told' and apart in the text of 'said': three words
    found in one way of asking weigh in full, and their pairs then put 'told' first; 'one' holds one of them
    in each of three forms, which stays at half weight."""
    index = CasisticaIndex([
        _ruling("said", "Regola del lago", "La zanzara vola sopra il lago. Sotto un grande ombrello aperto dormono "
                "tutti. Alla sera il trombone suona.", ["qualcosa d'altro"]),
        _ruling("told", "Regola del paese", "Niente da dire qui.", ["zanzara ombrello trombone al tavolo"]),
        _ruling("one", "Regola del bosco", "Nessuna parola utile.", ["una zanzara", "un ombrello", "il trombone"]),
    ])
    assert _ids(index, "zanzara ombrello trombone") == ["told", "said", "one"]
