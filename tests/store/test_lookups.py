"""The store's one-row look-ups a phone's every request makes: its table by number in the latest round, and
its token's records by the token's digest."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from referee_app.rules.errors import InputError
from referee_app.store import Store
from tests.store.helpers import make_event


@pytest.fixture()
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "t.db")
    yield s
    s.close(backup=False)


def test_the_table_by_number_is_looked_for_in_the_latest_round_only(store: Store) -> None:
    event, players, first_round, table = make_event(store)
    assert store.latest_round_table(event, 1) == (store.rounds(event)[0], table)
    assert store.latest_round_table(event, 2) == (store.rounds(event)[0], None)
    second = store.add_round(event, 2)
    assert store.latest_round_table(event, 1) == (store.rounds(event)[1], None), "round 1's table is not round 2's"
    again = store.add_table(second, 1, [(p, c) for p, c in zip(players, ["rosso", "blu", "giallo", "verde"])])
    assert store.latest_round_table(event, 1) == (store.rounds(event)[1], again) and again != table
    other = store.create_event("Altro", "2026-11-23", "Trapani", store.event(event).ruleset(), "123400")
    assert store.latest_round_table(other, 1) is None, "no round drawn yet"
    assert first_round != second


def test_records_are_found_by_one_payload_field(store: Store) -> None:
    event = make_event(store)[0]
    for n in range(30):
        store.add_event_record(event, "lan_token", {"name": f"Arbitro {n}", "hash": f"h{n}"}, "capo")
    store.add_event_record(event, "lan_token_revoked", {"hash": "h7"}, "capo")
    found = store.event_records_with(event, "lan_token", "hash", "h7")
    assert [(r.kind, r.payload) for r in found] == [("lan_token", {"name": "Arbitro 7", "hash": "h7"})]
    assert [r.payload for r in store.event_records_with(event, "lan_token_revoked", "hash", "h7")] == [{"hash": "h7"}]
    assert store.event_records_with(event, "lan_token_revoked", "hash", "h8") == []
    assert store.event_records_with(event, "lan_token", "hash", "h70") == []
    with pytest.raises(InputError):
        store.event_records_with(event, "lan_token", "hash') OR 1=1 --", "x")
