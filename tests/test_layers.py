"""The engine, the store, the reports and the LAN server never import Qt (the Anki pylib/aqt split)."""

from __future__ import annotations

import subprocess
import sys

from tests.cli_helpers import ROOT


def _modules(package: str) -> list[str]:
    """Every module of `package`, subpackages included, found from the files (importing nothing here)."""
    path = ROOT / package.replace(".", "/")
    if not path.exists():
        return []
    found = []
    for file in sorted(path.rglob("*.py")):
        parts = file.relative_to(ROOT).with_suffix("").parts
        found.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return found


def test_lower_layers_do_not_import_qt() -> None:
    modules = _modules("referee_app.rules") + _modules("referee_app.store") + _modules("referee_app.reports") + \
        _modules("referee_app.net")
    assert {"referee_app.rules.board", "referee_app.rules.table.state", "referee_app.net.server"} <= set(modules)
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
            "print(','.join(bad))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""


def test_rules_imports_neither_sql_nor_reportlab() -> None:
    modules = _modules("referee_app.rules")
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('sqlite3', 'sqlite_utils', 'reportlab')]\n"
            "print(','.join(bad))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""
