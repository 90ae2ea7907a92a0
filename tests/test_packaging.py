"""A plain `pip install .` must carry every data file the app reads through importlib.resources."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

from tests.cli_helpers import ROOT


def test_wheel_contains_package_data(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                           "-w", str(tmp_path), str(ROOT)], capture_output=True, text=True, timeout=300)
    if proc.returncode != 0:
        proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path),
                               str(ROOT)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    wheel = next(tmp_path.glob("referee_app-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "referee_app/rules/data/boards/classic.json" in names
    in_tree = {p.relative_to(ROOT).as_posix() for p in (ROOT / "referee_app").rglob("*")
               if p.is_file() and p.suffix in {".json", ".ttf", ".qm", ".txt"}}
    assert in_tree <= names, sorted(in_tree - names)
