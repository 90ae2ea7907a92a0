"""The engine, the store, the reports and the LAN server never import Qt (the Anki pylib/aqt split)."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

from tests.cli_helpers import ROOT


def _modules(package: str) -> list[str]:
    path = ROOT / package.replace(".", "/")
    if not path.exists():
        return []
    return [package] + [f"{package}.{m.name}" for m in pkgutil.walk_packages([str(path)]) if not m.ispkg] + \
        [f"{package}.{m.name}" for m in pkgutil.walk_packages([str(path)]) if m.ispkg]


def test_lower_layers_do_not_import_qt() -> None:
    modules = _modules("referee_app.rules") + _modules("referee_app.store") + _modules("referee_app.reports") + \
        _modules("referee_app.net")
    assert "referee_app.rules.board" in modules and "referee_app.net.server" in modules
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
