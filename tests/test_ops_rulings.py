from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.ops.changes import CASISTICA, Created
from referee_app.ops.rulings import (
    add_event_entry,
    event_entries,
    event_rulings,
    load_event_entries,
    record_ruling,
    remove_event_entry,
    slug_for,
)
from referee_app.ops.session import Session
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store import db as dbmod
from referee_app.store import migrations as mig
from referee_app.rules.casistica_search import CasisticaIndex
from referee_app.store.store import Store
from referee_app.rules.table.actions import Ruling


class Clock:
    def __init__(self) -> None:
        self.now = 1_800_000_000.0

    def __call__(self) -> float:
        return self.now


def _event(store: Store) -> int:
    event = store.create_event("Torneo", "2026-11-22", "Marsala", builtin("marsala-2011"), "123400")
    ids = [store.add_player(event, name) for name in
           ["Anna Rossi", "Bruno", "Carla", "Dario", "Élodie", "Fabio Ødegård", "Gina", "Ugo"]]
    colours = ["rosso", "blu", "giallo", "verde"]
    for number in (1, 2):
        round_id = store.add_round(event, number)
        store.add_table(round_id, 1, list(zip(ids[:4], colours)))
        store.add_table(round_id, 2, list(zip(ids[4:], colours)))
    return event


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    store = Store.open(tmp_path / "t.db")
    s = Session(store, _event(store), referee="Mario", clock=Clock())
    yield s
    store.close(backup=False)


def _table(session: Session, number: int, round_number: int = 2) -> int:
    rnd = next(r for r in session.rounds() if r.number == round_number)
    return session.table_by_number(number, rnd.id).id


def test_ruling_is_logged_and_listed(session: Session) -> None:
    clock: Clock = session.clock  # type: ignore[assignment]
    t2 = _table(session, 2)
    ref = record_ruling(session, t2, Ruling("  Dado in bilico: si ritira  ", ["élodie", "Fabio Ødegård"], ["dice-off-field-or-tilted"]))
    assert ref.table(t2) and ref.rulings and ref.action is not None and ref.action.table_id == t2
    clock.now += 60
    record_ruling(session, _table(session, 1, round_number=1), Ruling("Tempo scaduto", [], []))
    state = session.table_state(t2)
    assert state.rulings[0]["text"] == "Dado in bilico: si ritira"
    assert state.rulings[0]["players"] == ["Élodie", "Fabio Ødegård"]  # stored as seated
    log = event_rulings(session)
    assert [(r.round_number, r.table_number) for r in log] == [(2, 2), (1, 1)]
    first = log[0]
    assert first.referee == "Mario" and first.at == 1_800_000_000.0
    assert first.entries == ("dice-off-field-or-tilted",) and first.players == ("Élodie", "Fabio Ødegård")


def test_undone_ruling_leaves_the_log(session: Session) -> None:
    t1 = _table(session, 1)
    record_ruling(session, t1, Ruling("Ammonizione per ritardo", ["Anna Rossi"], []))
    session.undo(t1)
    assert event_rulings(session) == []
    session.redo(t1)
    assert [r.text for r in event_rulings(session)] == ["Ammonizione per ritardo"]


@pytest.mark.parametrize("text, players, entries, field", [
    ("", [], [], "text"),
    ("   \n ", [], [], "text"),
    ("x" * 2001, [], [], "text"),
    ("ok", ["Élodie"], [], "players[0]"),            # seated at table 2, not at table 1
    ("ok", ["Anna Rossi", "Nessuno"], [], "players[1]"),
    ("ok", [], ["no-such-ruling"], "entries[0]"),
])
def test_bad_ruling_writes_nothing(session: Session, text: str, players: list[str], entries: list[str],
                                   field: str) -> None:
    t1 = _table(session, 1)
    with pytest.raises(InputError) as info:
        record_ruling(session, t1, Ruling(text, players, entries))
    assert info.value.field == field
    assert session.store.actions(t1) == []


def test_unknown_or_foreign_table_is_refused(session: Session, tmp_path: Path) -> None:
    with pytest.raises(InputError) as info:
        record_ruling(session, 9999, Ruling("ok", [], []))
    assert info.value.field == "table"
    with pytest.raises(InputError) as info:
        session.table_by_number(7)
    assert info.value.field == "table" and "round 2 has no table 7" in info.value.message
    other_event = _event(session.store)
    other = Session(session.store, other_event, referee="Mario", clock=Clock())
    with pytest.raises(InputError, match="another event"):
        record_ruling(session, other.table_by_number(1).id, Ruling("ok", [], []))


def test_event_entries_are_stored_indexed_and_citable(session: Session) -> None:
    added = add_event_entry(session, title_it="Telefono al tavolo", text_it="Il telefono resta spento in gioco.",
                            topics=["conduct"], keywords_it=["cellulare, smartphone", " "])
    entry = added.value
    assert added.changes == CASISTICA
    assert entry.id == "event-telefono-al-tavolo" and entry.origin == "event"
    assert entry.title.en == "Telefono al tavolo"  # one language given: it stands for both
    assert entry.rulesets == ("marsala-2011",)
    assert [e.id for e in event_entries(session)] == [entry.id]
    index = CasisticaIndex()
    load_event_entries(session, index)
    assert index.search("telefono", ruleset="marsala-2011", lang="both")[0].id == entry.id
    record_ruling(session, _table(session, 1), Ruling("Telefono spento", ["Bruno"], [entry.id]))
    with pytest.raises(InputError, match="cited by the ruling at table 1"):
        remove_event_entry(session, entry.id)
    assert [e.id for e in event_entries(session)] == [entry.id]


def test_event_entry_removal_and_reload(session: Session) -> None:
    entry = add_event_entry(session, title_en="Smoking break", text_en="One smoking break per game.").value
    index = CasisticaIndex()
    loaded = load_event_entries(session, index)
    remove_event_entry(session, entry.id)
    assert event_entries(session) == []
    load_event_entries(session, index, previous=[e.id for e in loaded])
    assert entry.id not in {e.id for e in index.entries()}
    with pytest.raises(InputError) as info:
        remove_event_entry(session, entry.id)
    assert info.value.field == "entry_id"


@pytest.mark.parametrize("kwargs, field", [
    ({"title_it": "", "text_it": "testo"}, "title"),
    ({"title_it": "Titolo", "text_it": " "}, "text"),
    ({"title_it": "Titolo", "text_it": "a < b"}, "text.it"),
    ({"title_it": "Titolo", "text_it": "testo", "topics": ["weather"]}, "topics[0]"),
    ({"title_it": "Titolo", "text_it": "testo", "entry_id": "Not A Slug"}, "id"),
    ({"title_it": "Titolo", "text_it": "testo", "entry_id": "dice-off-field-or-tilted"}, "id"),
    ({"title_it": "Titolo", "text_it": "testo", "action": "explode"}, "action"),
])
def test_bad_event_entry_writes_nothing(session: Session, kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(InputError) as info:
        add_event_entry(session, **kwargs)  # type: ignore[arg-type]
    assert info.value.field == field
    assert event_entries(session) == []


def test_duplicate_event_entry_is_refused(session: Session) -> None:
    add_event_entry(session, title_it="Pausa", text_it="Una pausa per partita.")
    with pytest.raises(InputError, match="already has"):
        add_event_entry(session, title_it="Pausa", text_it="Altro testo.")
    assert len(event_entries(session)) == 1


def test_slug_for() -> None:
    assert slug_for("Città: l'Ødegård è qui!") == "event-citta-l-odegard-e-qui"
    assert slug_for("!!!") == "event-ruling"


def test_previous_database_gains_the_event_casistica_table(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    previous = mig.MIGRATIONS[:mig.MIGRATIONS.index(mig.m003_event_casistica)]
    with Store.open(path, migrations=previous) as store:
        event = _event(store)
        assert "event_casistica" not in dbmod.user_tables(store.db.conn)
    with Store.open(path) as store:
        assert dbmod.user_version(store.db.conn) == len(mig.MIGRATIONS)
        session = Session(store, event, referee="Mario", clock=Clock())
        assert event_entries(session) == []
        add_event_entry(session, title_it="Pausa", text_it="Una pausa per partita.")
        assert [e.id for e in event_entries(session)] == ["event-pausa"]
    backups = sorted((tmp_path / "old-backups").glob(f"pre-migration-*-v{len(previous)}-*.db"))
    assert len(backups) == 1
    conn = sqlite3.connect(backups[0])
    assert dbmod.user_version(conn) == len(previous)
    assert "event_casistica" not in dbmod.user_tables(conn)
    conn.close()


def test_removed_event_entry_comes_back_unchanged(session: Session) -> None:
    from referee_app.ops.rulings import restore_event_entry

    entry = add_event_entry(session, title_it="Fumo", title_en="Smoking", text_it="Vietato al tavolo.",
                            text_en="Not at the table.", topics=["conduct", "referee"], keywords_it=["sigaretta"],
                            action="penalty:free_sanction").value
    remove_event_entry(session, entry.id)
    assert restore_event_entry(session, entry) == Created(entry, CASISTICA)
    assert event_entries(session) == [entry]


def test_event_entries_travel_with_an_exported_event(session: Session, tmp_path: Path) -> None:
    add_event_entry(session, title_it="Pausa", text_it="Una pausa per partita.")
    record_ruling(session, _table(session, 1), Ruling("Pausa negata", ["Bruno"], ["event-pausa"]))
    exported = session.store.export_event(session.event_id, tmp_path / "export.db")
    with Store.open(tmp_path / "other.db") as other:
        imported = Session(other, other.import_event(exported), referee="Mario", clock=Clock())
        assert [e.id for e in event_entries(imported)] == ["event-pausa"]
        assert [r.entries for r in event_rulings(imported)] == [("event-pausa",)]


def test_no_ruling_after_a_confirmed_result(session: Session) -> None:
    from referee_app.store.errors import TableClosed

    t1 = _table(session, 1)
    session.store.confirm_result(t1, {"ranking": ["Anna Rossi"]}, "Mario")
    with pytest.raises(TableClosed):
        record_ruling(session, t1, Ruling("Tardi", [], []))
    assert event_rulings(session) == []
