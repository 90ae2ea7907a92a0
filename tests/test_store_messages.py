"""The store's faults and its account of a damaged log in the window's language (ops/store_messages.py):
the catalogue's English is exactly the command line's line, its Italian is the store's Italian half (faults)
or a translation with the same facts (a damaged log)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from referee_app.ops.store_messages import fault, said
from referee_app.store import Store, WrongPin
from referee_app.store import errors as e
from referee_app.store.chain import canonical_json, entry_body, entry_hash
from referee_app.store.damage import DamageCheck
from referee_app.store.said import Said
from tests.store.test_faults_tamper import _broken, _played, _tamper

FAULTS = [e.DatabaseLocked("/x/t.db", "pid 12"), e.DatabaseLocked("/x/t.db", ""), e.SchemaTooNewError("/x/t.db", 9, 7),
          e.CorruptDatabaseError("/x/t.db", ["row 3 missing from index"]), e.NotARefereeDatabase("/x/t.db", True),
          e.NotARefereeDatabase("/x/t.db"), e.ReadOnlyFile("/x/t.db"), e.ReadOnlyFolder("/x/t.db", "/x"),
          e.DiskFull("/x/t.db"), e.ReadOnlySession("/x/t.db", "no reason given")]


@pytest.mark.parametrize("exc", FAULTS, ids=lambda exc: type(exc).__name__)
def test_a_fault_is_the_bilingual_line_split_in_its_two_languages(exc: e.StoreError) -> None:
    assert exc.code
    assert f"{fault(exc, 'it')} / {fault(exc, 'en')}" == str(exc)


def test_a_wrong_pin_and_an_uncoded_error() -> None:
    assert fault(WrongPin(), "it").startswith("PIN del capo arbitro errato")
    assert fault(WrongPin(), "en").startswith("Wrong head referee PIN")
    assert fault(ValueError("plain"), "it") == "plain"


def _say(line: str) -> str:
    """The Italian of a coded line, after checking that its English is the command line's."""
    assert isinstance(line, Said)
    assert said(line, "en") == line
    italian = said(line, "it")
    assert italian != line and "entry" not in italian and "table id" not in italian
    return italian


@pytest.mark.parametrize("edit, words", [
    ("UPDATE events SET pin_hash = 'scrypt$256$8$1$00$00'", "PIN del capo arbitro"),
    ("UPDATE seats SET seat = CASE seat WHEN 1 THEN 2 WHEN 2 THEN 1 ELSE seat END + 10; "
     "UPDATE seats SET seat = seat - 10", "i posti"),
    ("DELETE FROM actions WHERE seq = 3", "attesa la voce 3, trovata la voce 4"),
    ("UPDATE actions SET prev_hash = 'x' WHERE seq = 2", "non si collega"),
    ("UPDATE actions SET referee = 'Bruno' WHERE seq = 2", "non corrisponde al suo hash"),
    ("UPDATE actions SET referee = CAST(X'FFFE80' AS TEXT) WHERE seq = 2", "il campo arbitro contiene byte"),
    ("DELETE FROM actions WHERE seq >= 4", "mancano le voci da 4 a"),
], ids=["event-seal", "seats", "order", "link", "hash", "not-text", "cut"])
def test_a_damaged_log_in_italian(tmp_path: Path, edit: str, words: str) -> None:
    path = tmp_path / "torneo.db"
    _played(path)
    _tamper(path, edit)
    broken = _broken(path)
    assert broken
    italian = _say(broken[0])
    assert words in italian, italian


def test_a_check_that_cannot_read_the_file(tmp_path: Path) -> None:
    check = DamageCheck(tmp_path / "missing" / "t.db", tmp_path)
    line = check.verdict()
    assert line is not None
    assert _say(line).startswith("il controllo dei danni non ha potuto leggere il file (")


def test_a_log_rewritten_with_its_hashes_against_the_backups(tmp_path: Path) -> None:
    """An entry changed and its hash recomputed: the chain holds, the head a backup anchored does not."""
    path = tmp_path / "torneo.db"
    _played(path)
    conn = sqlite3.connect(path)
    seq, kind, referee, at, target, prev = conn.execute(
        "SELECT seq, kind, referee, at, target, prev_hash FROM actions ORDER BY seq DESC LIMIT 1").fetchone()
    payload = canonical_json({"rewritten": True})
    digest = entry_hash(prev, entry_body(seq, kind, payload, referee, at, target))
    conn.close()
    _tamper(path, f"UPDATE actions SET payload = '{payload}', hash = '{digest}' WHERE seq = {seq}")
    italian = _say(_broken(path)[0])
    assert f"il registro è stato riscritto: la voce {seq} è diversa da quella della copia" in italian


def _codes(function: str, index: int) -> set[str]:
    """The literal codes the store passes to `function` (`Said(english, code)`, `self.coded(code)`)."""
    import ast

    from tests.cli_helpers import ROOT

    found: set[str] = set()
    for path in (ROOT / "referee_app" / "store").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Call) and len(node.args) > index and (
                    getattr(node.func, "id", None) == function or getattr(node.func, "attr", None) == function):
                argument = node.args[index]
                branches = [argument.body, argument.orelse] if isinstance(argument, ast.IfExp) else [argument]
                found |= {b.value for b in branches if isinstance(b, ast.Constant) and isinstance(b.value, str)}
    return found


def test_every_code_the_store_gives_has_its_words() -> None:
    """A code without a catalogue text would show the English line in the Italian window."""
    from referee_app.texts import known

    said_codes, fault_codes = _codes("Said", 1), _codes("coded", 0)
    assert len(said_codes) >= 14 and len(fault_codes) >= 9
    assert sorted(c for c in said_codes if not known(f"database.said.{c}")) == []
    assert sorted(c for c in fault_codes if not known(f"database.fault.{c}")) == []


def test_the_lock_holder_is_said_in_no_language(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Italian message, English words inside it: 'pid 12994 on vm' ended the Italian lock message in English."""
    import os

    from referee_app.store.lock import FileLock
    from referee_app.store.errors import DatabaseLocked

    first = FileLock(tmp_path / "t.db")
    first.acquire()
    try:
        with open(first.path, encoding="utf-8") as held:
            said = held.read()
        assert said.startswith(f"pid {os.getpid()}, ") and " on " not in said
        assert isinstance(DatabaseLocked(str(tmp_path / "t.db"), said), DatabaseLocked)
    finally:
        first.release()
