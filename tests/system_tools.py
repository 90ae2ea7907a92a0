"""A program of the machine that a test needs (LibreOffice, the desktop-file validators): its path. Where it is
missing the test skips, naming the package to install; under `.ci/run` (CI=true), which installs it, it fails."""

from __future__ import annotations

import os
import shutil

import pytest


def system_tool(package: str, *names: str) -> str:
    for name in names:
        found = shutil.which(name)
        if found is not None:
            return found
    if os.environ.get("CI"):
        pytest.fail(f"CI needs {names[0]}: apt-get install {package} (.ci/run's apt list)", pytrace=False)
    pytest.skip(f"{names[0]} not installed (apt-get install {package})")
