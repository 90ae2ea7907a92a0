"""Layers, one direction: the engine, the store, the reports, the LAN server and the operations never
import Qt (the Anki pylib/aqt split); the window never imports the store."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

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


def _qt_imported_by(modules: list[str]) -> list[str]:
    """The Qt modules loaded by importing `modules` in a fresh interpreter."""
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
            "print(','.join(bad))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return [m for m in proc.stdout.strip().split(",") if m]


def test_lower_layers_do_not_import_qt() -> None:
    modules = _modules("referee_app.rules") + _modules("referee_app.store") + _modules("referee_app.reports") + \
        _modules("referee_app.net") + _modules("referee_app.texts")
    assert {"referee_app.texts", "referee_app.rules.board", "referee_app.rules.table.state", "referee_app.net.server"} <= set(modules)
    assert _qt_imported_by(modules) == []


def test_rules_imports_neither_sql_nor_reportlab() -> None:
    modules = _modules("referee_app.rules")
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('sqlite3', 'sqlite_utils', 'reportlab')]\n"
            "print(','.join(bad))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""


def _imports(path: Path) -> Iterator[tuple[int, str]]:
    """Every module a file imports (top level, inside functions and under TYPE_CHECKING alike)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from ((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            yield node.lineno, node.module


# The layers from the bottom up: each imports only those before it (README.md, *Layout*, says the same).
LAYERS = ("rules", "store", "reports", "ops", "net", "ui")
DATA = ("texts", "icons")  # the catalogue and the icons: any layer reads them


def layer_order_violations(root: Path) -> list[str]:
    bad = []
    for rank, layer in enumerate(LAYERS):
        allowed = set(LAYERS[:rank + 1]) | set(DATA)
        for path in sorted((root / "referee_app" / layer).rglob("*.py")):
            for line, name in _imports(path):
                parts = name.split(".")
                if parts[0] == "referee_app" and len(parts) > 1 and parts[1] not in allowed:
                    bad.append(f"{path.relative_to(root)}:{line}: {layer} imports {parts[1]}")
    return bad


def test_each_layer_imports_only_the_layers_below() -> None:
    assert layer_order_violations(ROOT) == []


def test_the_order_check_finds_a_planted_upward_import(tmp_path: Path) -> None:
    planted = tmp_path / "referee_app" / "reports"
    planted.mkdir(parents=True)
    (planted / "bad.py").write_text("from referee_app.ops.session import Session\n", encoding="utf-8")
    assert layer_order_violations(tmp_path) == ["referee_app/reports/bad.py:1: reports imports ops"]


def test_the_readme_lists_the_layers_in_this_order() -> None:
    layout = (ROOT / "README.md").read_text(encoding="utf-8").split("## Layout", 1)[1]
    chain = layout.split(": each imports only those before it", 1)[0]
    named = re.findall(r"`(?:referee_app/)?([a-z]+)`", chain)
    assert tuple(named) == LAYERS


def _store_reaches(path: Path) -> Iterator[tuple[int, str]]:
    """`x.store.method` chains: the window calling the store past the operations."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute) and node.value.attr == "store":
            yield node.lineno, f"store.{node.attr}"


def ui_layer_violations(root: Path) -> list[str]:
    """The window imports the operations and the engine, never the store (nor reaches it through a session)."""
    bad = []
    for path in sorted((root / "referee_app" / "ui").rglob("*.py")):
        where = path.relative_to(root)
        bad += [f"{where}:{line}: imports {name}" for line, name in _imports(path)
                if name == "referee_app.store" or name.startswith("referee_app.store.")]
        bad += [f"{where}:{line}: calls {what}" for line, what in _store_reaches(path)]
    return bad


def test_ui_never_imports_the_store() -> None:
    assert ui_layer_violations(ROOT) == []


def test_the_ui_check_finds_a_planted_store_import(tmp_path: Path) -> None:
    planted = tmp_path / "referee_app" / "ui" / "table"
    planted.mkdir(parents=True)
    (planted / "bad.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                    "    from referee_app.store.store import Store\n"
                                    "def f(session):\n    return session.store.table(1)\n", encoding="utf-8")
    assert ui_layer_violations(tmp_path) == [
        "referee_app/ui/table/bad.py:3: imports referee_app.store.store",
        "referee_app/ui/table/bad.py:5: calls store.table"]


def test_operations_do_not_import_qt() -> None:
    modules = _modules("referee_app.ops")
    assert "referee_app.ops.table_ops" in modules
    assert _qt_imported_by(modules) == []


def test_the_text_catalogue_stands_alone() -> None:
    """Every layer reads its texts from referee_app.texts, so it imports nothing else of the app (nor Qt)."""
    files = sorted((ROOT / "referee_app" / "texts").rglob("*.py"))
    assert files
    bad = [f"{path.relative_to(ROOT)}:{line}: imports {name}" for path in files for line, name in _imports(path)
           if name.startswith("referee_app") and not name.startswith("referee_app.texts")]
    assert bad == []
    assert _qt_imported_by(["referee_app.texts"]) == []
