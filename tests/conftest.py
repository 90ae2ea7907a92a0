"""Shared fixtures. Qt runs offscreen so the suite needs no display."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
