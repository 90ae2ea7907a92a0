"""Idempotency keys: a keyed write is done once, however often it is asked for.

The key, a digest of what was asked and the answer given are written in the transaction of the entries
the write made (`write_keys`, migration 7), and looked up in that same transaction, on the one writer (the
file lock makes it the only one): a repeat arriving while the first is in flight waits its turn on the
writer and then finds the key; a repeat after a restart or a kill -9 finds it on disk. Either way it gets
the first answer back and writes nothing. The same key with a different request is refused (`KeyReused`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from referee_app.store.db import Reader

MAX_KEY = 200


def digest(request: Mapping[str, Any]) -> str:
    """What identifies a request, whatever the order of its fields: SHA-256 of its canonical JSON."""
    text = json.dumps(request, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def kept(db: Reader, key: str) -> tuple[str, dict[str, Any]] | None:
    """(digest, answer) kept for `key`, None when the key is new."""
    row = db.execute("SELECT digest, reply FROM write_keys WHERE key = ?", [key]).fetchone()
    return None if row is None else (str(row[0]), json.loads(row[1]))


def keep(db: Reader, key: str, request_digest: str, reply: Mapping[str, Any], at: str) -> None:
    db.execute("INSERT INTO write_keys (key, digest, reply, at) VALUES (?, ?, ?, ?)",
               [key, request_digest, json.dumps(reply, sort_keys=True, ensure_ascii=False), at])
