"""The server's guard rails: who may write (Bearer tokens), how often (a token bucket per referee), and
what a client sees of a failure (one line, never a traceback)."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from referee_app.net.missing import Missing
from referee_app.ops.engine_messages import EngineMessages
from referee_app.rules.errors import InputError

MAX_BODY = 16 * 1024  # an action is a few hundred bytes; a final state with 42 territories a few KiB
WRITES_PER_SECOND = 3.0
BURST = 10


def bearer(header: str | None) -> str | None:
    """The token of an `Authorization: Bearer <token>` header, None when absent or of another scheme."""
    if not header:
        return None
    scheme, _, token = header.strip().partition(" ")
    token = token.strip()
    return token if scheme.lower() == "bearer" and token else None


def one_line(message: str) -> str:
    """The command line's error line, without its `error: ` prefix: whitespace folded, nothing else."""
    return " ".join(message.split())[:300]


def said(exc: Exception, lang: str) -> str:
    """The refusal as a sentence for the person holding the phone, in `lang`: the window's wording of the
    engine's code (ops/engine_messages.py), or the command line's English line when the refusal has no code."""
    if isinstance(exc, Missing):
        return exc.said(lang)
    if isinstance(exc, InputError) and exc.code:
        sentence = EngineMessages(lang).coded(exc.code, exc.params)
        if sentence:
            return sentence[:1].upper() + sentence[1:]
    return str(exc)


@dataclass
class _Bucket:
    tokens: float
    at: float


@dataclass
class RateLimit:
    """A token bucket per referee: `burst` writes at once, then `rate` a second."""
    rate: float = WRITES_PER_SECOND
    burst: int = BURST
    clock: Callable[[], float] = time.monotonic
    _buckets: dict[str, _Bucket] = field(default_factory=dict)

    def allow(self, who: str) -> bool:
        now = self.clock()
        bucket = self._buckets.get(who)
        if bucket is None:
            bucket = self._buckets[who] = _Bucket(float(self.burst), now)
        bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) * self.rate)
        bucket.at = now
        if bucket.tokens < 1.0:
            return False
        bucket.tokens -= 1.0
        return True
