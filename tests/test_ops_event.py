from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee_app.ops import event_ops
from referee_app.ops.changes import EVENTS
from referee_app.rules.errors import InputError
from referee_app.rules.ruleset import builtin
from referee_app.store.store import Store
from tests.coded import coded


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "t.db")
    yield s
    s.close(backup=False)


def _create(store: Store, **overrides: str) -> int:
    args = {"name": "Torneo di Marsala", "date": "2026-11-22", "venue": "Marsala", "ruleset": "marsala-2011",
            "pin": "246800", "pin_again": "246800", **overrides}
    created = event_ops.create_event(store, **args)  # type: ignore[arg-type]
    assert created.changes == EVENTS  # the list of events changed; nothing is opened
    return created.value


def _refused(store: Store, code: str, field: str, **overrides: str) -> InputError:
    with pytest.raises(InputError, check=coded) as info:
        _create(store, **overrides)
    assert (info.value.code, info.value.field) == (code, field)
    assert store.events() == []
    return info.value


def test_create_and_list(store: Store) -> None:
    first = _create(store)
    second = _create(store, name="Raduno", date="2027-03-01", ruleset="raduno", venue="")
    store.add_player(first, "Anna")
    store.add_player(first, "Bruno", present=False)
    listed = event_ops.list_events(store)
    assert [e.id for e in listed] == [second, first]  # newest date first
    marsala = event_ops.event_summary(store, first)
    assert (marsala.name, marsala.date, marsala.venue, marsala.ruleset_id) == \
        ("Torneo di Marsala", "2026-11-22", "Marsala", "marsala-2011")
    assert marsala.ruleset_name == builtin("marsala-2011").name
    assert (marsala.present, marsala.players) == (1, 2)


def test_name_is_tidied(store: Store) -> None:
    event_id = _create(store, name="  Torneo   di  Trapani ")
    assert store.event(event_id).name == "Torneo di Trapani"


@pytest.mark.parametrize("overrides, code, field", [
    ({"name": "   "}, "required", "name"),
    ({"name": "x" * 201}, "too_long", "name"),
    ({"date": "22/11/2026"}, "date", "date"),
    ({"ruleset": ""}, "required", "ruleset"),
    ({"ruleset": "/nowhere/rules.json"}, "ruleset_missing", "ruleset"),
    ({"pin": "123", "pin_again": "123"}, "pin_digits", "pin"),
    ({"pin": "12a4", "pin_again": "12a4"}, "pin_digits", "pin"),
    ({"pin": "123400", "pin_again": "124300"}, "pin_mismatch", "pin_again"),
])
def test_bad_event_input_writes_nothing(store: Store, overrides: dict[str, str], code: str, field: str) -> None:
    _refused(store, code, field, **overrides)


def test_custom_ruleset_file(store: Store, tmp_path: Path) -> None:
    data = builtin("raduno").to_dict()
    data["id"] = "club-trapani"
    data["name"] = "Club Trapani"
    good = tmp_path / "trapani.json"
    good.write_text(json.dumps(data), "utf-8")
    event_id = _create(store, ruleset=str(good))
    assert store.event(event_id).ruleset_id == "club-trapani"


def test_custom_ruleset_with_bad_key_names_the_key(store: Store, tmp_path: Path) -> None:
    data = builtin("raduno").to_dict()
    data["clock"]["minutes"] = "ninety"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), "utf-8")
    error = _refused(store, "ruleset_invalid", "ruleset", ruleset=str(bad))
    assert error.params["key"].startswith("clock")
    assert error.params["file"] == "bad.json"
    broken = tmp_path / "broken.json"
    broken.write_text("{ not json", "utf-8")
    _refused(store, "ruleset_invalid", "ruleset", ruleset=str(broken))


def test_change_pin(store: Store) -> None:
    event_id = _create(store)
    with pytest.raises(InputError, check=coded) as wrong:
        event_ops.change_pin(store, event_id, "000000", "135790", "135790")
    assert wrong.value.code == "pin_wrong"
    with pytest.raises(InputError, check=coded) as mismatch:
        event_ops.change_pin(store, event_id, "246800", "135790", "975310")
    assert mismatch.value.code == "pin_mismatch"
    event_ops.change_pin(store, event_id, "246800", "135790", "135790")
    with pytest.raises(InputError, check=coded):
        event_ops.change_pin(store, event_id, "246800", "111100", "111100")  # the old PIN no longer works
    event_ops.change_pin(store, event_id, "135790", "246800", "246800")


def test_export_and_import(store: Store, tmp_path: Path) -> None:
    event_id = _create(store)
    store.add_player(event_id, "Ødegård")
    path = event_ops.export_event(store, event_id, tmp_path / "out" / "marsala.refevent")
    with Store.open(tmp_path / "other.db") as other:
        imported = event_ops.import_event(other, path)
        new_id = imported.value
        assert imported.changes == EVENTS and [e.id for e in other.events()] == [new_id]
        assert [p.name for p in other.players(new_id)] == ["Ødegård"]
        with pytest.raises(InputError, check=coded) as again:
            event_ops.import_event(other, path)
        assert again.value.code == "already_imported"
        assert len(other.events()) == 1


def test_import_bad_files(store: Store, tmp_path: Path) -> None:
    with pytest.raises(InputError, check=coded) as missing:
        event_ops.import_event(store, tmp_path / "none.db")
    assert missing.value.code == "file_missing"
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database at all" * 100)
    with pytest.raises(InputError, check=coded) as bad:
        event_ops.import_event(store, junk)
    assert bad.value.code == "import_failed"
    assert store.events() == []


def test_export_needs_a_file_name(store: Store, tmp_path: Path) -> None:
    event_id = _create(store)
    with pytest.raises(InputError, check=coded) as info:
        event_ops.export_event(store, event_id, tmp_path)
    assert info.value.code == "file_required"
