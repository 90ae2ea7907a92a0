"""One writer per file: a second process (or a second open in this one) is told clearly, nothing breaks."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from referee_app.store import DatabaseLocked, Store
from tests.cli_helpers import ROOT
from tests.store.helpers import make_event

HOLDER = """
import sys
from referee_app.store import Store
store = Store.open(sys.argv[1])
table = store.tables(store.rounds(store.events()[0].id)[0].id)[0].id
store.append(table, "note", {"by": "holder"}, "Anna")
print("ready", flush=True)
sys.stdin.readline()
store.append(table, "note", {"by": "holder, after"}, "Anna")
store.close()
print("closed", flush=True)
"""

OPENER = """
import sys
from referee_app.store import DatabaseLocked, Store
try:
    Store.open(sys.argv[1])
except DatabaseLocked as exc:
    print("locked:", exc)
    sys.exit(3)
print("opened")
"""


def _python(code: str, *args: str, **kw: object) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, text=True,  # type: ignore[call-overload]
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def test_second_process_is_refused_while_the_first_writes(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    with Store.open(path) as store:
        _, _, _, table = make_event(store)
    holder = _python(HOLDER, str(path), stdin=subprocess.PIPE)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
        with pytest.raises(DatabaseLocked) as info:
            Store.open(path)
        assert "già aperto" in str(info.value) and "already open" in str(info.value)
        assert f"pid {holder.pid}" in str(info.value)
        other = _python(OPENER, str(path))
        out, err = other.communicate(timeout=60)
        assert other.returncode == 3, err
        assert out.startswith("locked:")
    finally:
        out, err = holder.communicate("go\n", timeout=60)
    assert holder.returncode == 0, err
    assert out.strip() == "closed"
    with Store.open(path) as store:  # free again, and intact
        assert [a.payload["by"] for a in store.actions(table)] == ["holder", "holder, after"]
        assert store.verify_chain().ok
        assert [r[0] for r in store.db.conn.execute("PRAGMA integrity_check")] == ["ok"]


def test_second_open_in_the_same_process_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "one.db"
    store = Store.open(path)
    try:
        with pytest.raises(DatabaseLocked):
            Store.open(path)
    finally:
        store.close(backup=False)
    Store.open(path).close(backup=False)


def test_lock_of_a_killed_process_does_not_block(tmp_path: Path) -> None:
    path = tmp_path / "killed.db"
    with Store.open(path) as store:
        make_event(store)
    holder = _python(HOLDER, str(path), stdin=subprocess.PIPE)
    assert holder.stdout is not None and holder.stdout.readline().strip() == "ready"
    holder.kill()
    holder.communicate(timeout=60)
    with Store.open(path) as store:
        assert store.verify_chain().ok
