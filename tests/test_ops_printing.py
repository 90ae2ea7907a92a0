"""The printouts built from a real database: read each PDF back and check names, numbers and totals."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pypdf import PdfReader

from referee_app.ops.deals import generate_deal, logged_deal
from referee_app.ops.printing import (REPORT_KINDS, blank_score_sheets, build_report, event_standings,
                                      print_report, print_round)
from referee_app.ops.session import Session
from referee_app.rules.deal.seeded import random_deal
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from referee_app.rules.table.actions import read_action
from tests.print_data import build_event


def pages(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(str(path)).pages]


def number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}".rstrip("0").rstrip(".")


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    s = build_event(tmp_path / "t.db")
    yield s
    s.store.close(backup=False)


def first_table(session: Session, round_number: int = 1, table_number: int = 1) -> int:
    return session.table_by_number(table_number, session.round_by_number(round_number).id).id


def test_print_round_puts_every_table_in_one_pdf_in_seat_order(session: Session, tmp_path: Path) -> None:
    rnd = session.round_by_number(1)
    text = pages(print_round(session, rnd.id, tmp_path / "round.pdf"))
    assert len(text) == 2
    assert "Tavolo 1" in text[0] and "Tavolo 2" in text[1] and "Pagina 2 di 2" in text[1]
    first = text[0]
    order = [first.index(n) for n in ("Martin Ødegård", "Anna Čitaković", "Bruno Perù", "Carla Rossi")]
    assert order == sorted(order)
    assert "rosso" in first and "verde" in first and "= 164" in first
    assert "Inizio partita: " in first and "Gina Russo" in text[1]


def test_result_sheet_prints_the_confirmed_result_and_the_penalties(session: Session, tmp_path: Path) -> None:
    table_id = first_table(session)
    result = session.store.result(table_id)
    assert result is not None
    text = pages(print_report(session, "result", tmp_path / "r.pdf", "it", table_id=table_id))[0]
    for row in result["ranking"]:
        assert row["name"] in text
        assert number(row["points"]) in text
        assert f" {row['objective_points']} " in text.replace("\n", " ")
    assert result["check"]["total_value"] == 164 and "= 164   ✓" in text
    assert "Bruno Perù: 134 armate sul tabellone oltre il tetto (rilevato): tolte 8, tetto ora 126" in text
    assert "Martin Ødegård: rinforzi in eccesso (3, dichiarato dal giocatore): tolte 3 armate" in text
    assert "Mario Rossi" in text
    assert f"--code {session.store.table_code(table_id)}" in text  # the short code, checked by `db verify`


def test_result_sheet_in_english_and_without_penalties(session: Session, tmp_path: Path) -> None:
    table_id = first_table(session, 1, 2)
    text = pages(print_report(session, "result", tmp_path / "r.pdf", "en", table_id=table_id))[0]
    assert "Table result" in text and "Penalties applied: none" in text and "Objective" in text


def test_no_result_no_sheet(session: Session, tmp_path: Path) -> None:
    table_id = first_table(session, 2, 2)
    with pytest.raises(InputError) as error:
        print_report(session, "result", tmp_path / "r.pdf", table_id=table_id)
    assert error.value.field == "table" and "no confirmed result" in error.value.message
    assert not (tmp_path / "r.pdf").exists() and not (tmp_path / "r.pdf.part").exists()


def test_deal_sheet_lists_every_territory_once_grouped_by_continent(session: Session, tmp_path: Path) -> None:
    table_id = first_table(session)
    deal = logged_deal(session, table_id)
    names = session.seat_names(session.store.table(table_id))
    assert deal.seed == 11
    assert deal.result.hands == random_deal(session.ruleset.deal, session.board, names, 11).hands
    text = pages(print_report(session, "deal", tmp_path / "d.pdf", "it", table_id=table_id))[0]
    for territory in session.board.territories:
        assert territory in text
    for player in names:
        assert f"Territori: {len(deal.result.hands[player])}" in text
    assert "Distribuzione valida" in text and "Seme: 11" in text and "Čita" in text


def test_deal_sheet_reports_skips(session: Session, tmp_path: Path) -> None:
    table_id = first_table(session, 2, 2)
    names = session.seat_names(session.store.table(table_id))
    seed = next(s for s in range(200) if random_deal(session.ruleset.deal, session.board, names, s).skips)
    dealt = generate_deal(session, table_id, seed=seed)
    text = " ".join(pages(print_report(session, "deal", tmp_path / "d.pdf", "en", table_id=table_id))[0].split())
    skip = dealt.skips[0]
    assert f"{skip.card}: skipped {', '.join(skip.skipped)}, goes to {skip.to}" in text


def test_a_new_deal_replaces_the_old_one_in_the_log(session: Session) -> None:
    table_id = first_table(session, 2, 2)
    with pytest.raises(InputError):
        logged_deal(session, table_id)
    generate_deal(session, table_id, seed=1)
    second = generate_deal(session, table_id, seed=2)
    assert logged_deal(session, table_id).result.hands == second.hands
    assert [a.kind for a in session.store.actions(table_id)] == ["deal", "deal"]


def test_a_bad_deal_payload_is_refused_and_nothing_written(session: Session) -> None:
    table_id = first_table(session, 2, 2)
    with pytest.raises(InputError) as error:
        session.record(table_id, read_action("deal", {"seed": 1, "cards": "Cina"}))
    assert error.value.field == "cards" and session.store.actions(table_id) == []


def test_table_list_by_table_then_alphabetical(session: Session, tmp_path: Path) -> None:
    text = pages(print_report(session, "tables", tmp_path / "t.pdf", "it", round_id=session.round_by_number(1).id))
    assert "Tavoli del turno" in text[0] and "Giocatori in ordine alfabetico" in text[1]
    by_table, alphabetical = text
    assert by_table.index("Martin Ødegård") < by_table.index("Anna Čitaković")
    assert alphabetical.index("Anna Čitaković") < alphabetical.index("Bruno Perù") < \
        alphabetical.index("Martin Ødegård")
    assert "Club Čita" in alphabetical


def test_standings_totals_tie_breaks_and_cut_line(session: Session, tmp_path: Path) -> None:
    played: dict[str, list[float]] = {}
    for rnd in session.rounds():
        for table in session.tables(rnd.id):
            result = session.store.result(table.id)
            for row in (result or {}).get("ranking", []):
                played.setdefault(row["name"], []).append(row["points"])
    standings = event_standings(session)
    assert {s.name: s.total for s in standings.standings} == pytest.approx({n: sum(p) for n, p in played.items()})
    text = "\n".join(pages(print_report(session, "standings", tmp_path / "s.pdf", "it")))
    leader = standings.standings[0]
    assert f"\n1\n{leader.name}\n" in text and f"\n{number(leader.total)}\n" in text
    assert "Finale: posti 1-4" in text
    assert "Spareggi: Totale › Miglior punteggio › Secondo punteggio" in text
    code = session.store.event_code(session.event_id)
    assert f"--code {code}" in text.replace("\n", "") and session.store.find_code(code)  # the state printed
    # with one game only, Fabio Neri ranks below every player who played two (marsala: at least 2)
    short = next(s for s in standings.standings if s.name == "Fabio Neri")
    above = standings.standings[short.rank - 2]
    assert above.decided_by == "games_played" and "Partite giocate" in text


def test_log_lists_penalties_warnings_and_rulings_in_time_order(session: Session, tmp_path: Path) -> None:
    text = " ".join(pages(print_report(session, "log", tmp_path / "l.pdf", "en"))[0].split())
    expected = ["Bruno Perù: 134 armies on the board above the cap (spotted): 8 removed, cap now 126",
                "Martin Ødegård: excess reinforcements (3, self-declared): 3 armies removed",
                "Anna Čitaković: dado in bilico: il lancio si ripete", "Warning to Gina Russo: ritardo al tavolo"]
    positions = [text.index(e) for e in expected]
    assert positions == sorted(positions)
    assert "Penalty" in text and "Ruling" in text and "Mario Rossi" in text


def test_blank_sheets_for_a_size(session: Session, tmp_path: Path) -> None:
    sheets = blank_score_sheets(session, 5, "it", session.round_by_number(1).id)
    assert [s.header.table for s in sheets] == [1, 2] and all(s.table_size == 5 and not s.seats for s in sheets)
    text = pages(print_report(session, "score-sheets", tmp_path / "b.pdf", "it", blank=True, size=5))
    assert len(text) == 2 and "Martin Ødegård" not in text[0]
    assert all(f"\n{n} " in text[0] or f"{n}\n" in text[0] for n in "12345")
    with pytest.raises(InputError) as error:
        blank_score_sheets(session, 7)
    assert error.value.field == "size"


def test_blank_sheet_before_any_round(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "e.db")
    event = store.create_event("Raduno", "2026-05-01", "Roma", builtin("raduno"), "123400")
    session = Session(store, event)
    try:
        text = pages(print_report(session, "score-sheets", tmp_path / "b.pdf", "en", blank=True, size=4))
        assert len(text) == 1 and "Score sheet" in text[0] and "Table" not in text[0].split("\n")[0]
        with pytest.raises(InputError) as error:
            build_report(session, "tables")
        assert error.value.field == "round"
        standings = pages(print_report(session, "standings", tmp_path / "s.pdf", "en"))[0]
        assert "no confirmed result" in standings
    finally:
        store.close(backup=False)


@pytest.mark.parametrize(("kind", "options", "field"), [
    ("nonsense", {}, "kind"), ("result", {}, "table"), ("deal", {}, "table"),
    ("tables", {"size": 4}, "size"), ("score-sheets", {"size": 4}, "size"),
])
def test_bad_requests_name_the_field(session: Session, kind: str, options: dict[str, int], field: str) -> None:
    with pytest.raises(InputError) as error:
        build_report(session, kind, **options)  # type: ignore[arg-type]
    assert error.value.field == field


def test_every_kind_in_both_languages(session: Session, tmp_path: Path) -> None:
    table_id = first_table(session)
    for kind in REPORT_KINDS:
        for lang in ("it", "en"):
            path = print_report(session, kind, tmp_path / f"{kind}-{lang}.pdf", lang, table_id=table_id
                                if kind in ("result", "deal") else None)
            assert pages(path) and path.read_bytes().startswith(b"%PDF")
