"""`pytest.raises(InputError, check=coded)`: a refusal with a stable code (the window says it in its words)."""

from __future__ import annotations


def coded(error: BaseException) -> bool:
    return bool(getattr(error, "code", ""))
