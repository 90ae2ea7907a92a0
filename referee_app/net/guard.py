"""The server's guard rails: who may write (Bearer tokens), how often (a token bucket per referee, and one per
address for failed sign-ins), how long a client may take to say what it wants (ConnectionWatch), and what a
client sees of a failure (one line, never a traceback). Every table here is bounded: a client that invents a
new token, or a new connection, per request costs the desk no memory that stays."""

from __future__ import annotations

import asyncio
import time
from collections import Counter, OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from referee_app.net.missing import Missing
from referee_app.ops.engine_messages import EngineMessages
from referee_app.rules.errors import InputError

MAX_BODY = 16 * 1024  # an action is a few hundred bytes; a final state with 42 territories a few KiB
WRITES_PER_SECOND = 3.0
BURST = 10
# A phone sends a request's line and headers in milliseconds and its body right after: a client that takes
# longer is cut off, so slow clients cannot hold the desk's sockets (the classic "slowloris").
HEADER_SECONDS = 10.0
BODY_SECONDS = 10.0
# Open connections from one address: a phone or a TV keeps a few (the page, its event stream, a write).
CONNECTIONS_PER_ADDRESS = 32
# Failed sign-ins (unknown or revoked token) per address: a burst, then one every few seconds: 429 beyond.
AUTH_FAILURES_BURST = 10
AUTH_FAILURES_PER_SECOND = 0.2
TRACKED = 4096  # buckets kept at most per table; the least recently used one goes first


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
    """A token bucket per key (a referee's token, or an address): `burst` at once, then `rate` a second. At
    most `tracked` buckets are kept, the least recently used dropped first (a dropped bucket was full or
    nearly so: it starts again full, which is what a new key gets anyway)."""
    rate: float = WRITES_PER_SECOND
    burst: int = BURST
    clock: Callable[[], float] = time.monotonic
    tracked: int = TRACKED
    _buckets: OrderedDict[str, _Bucket] = field(default_factory=OrderedDict)

    def allow(self, who: str) -> bool:
        """Take one from `who`'s bucket; False when it is empty."""
        bucket = self._refilled(who)
        if bucket.tokens < 1.0:
            return False
        bucket.tokens -= 1.0
        return True

    def empty(self, who: str) -> bool:
        """True when `who` has nothing left (nothing is taken)."""
        return self._refilled(who).tokens < 1.0

    def _refilled(self, who: str) -> _Bucket:
        now = self.clock()
        bucket = self._buckets.get(who)
        if bucket is None:
            bucket = self._buckets[who] = _Bucket(float(self.burst), now)
            while len(self._buckets) > self.tracked:
                self._buckets.popitem(last=False)
        else:
            self._buckets.move_to_end(who)
        bucket.tokens = min(float(self.burst), bucket.tokens + (now - bucket.at) * self.rate)
        bucket.at = now
        return bucket

    @property
    def size(self) -> int:
        """How many buckets are kept (bounded by `tracked`)."""
        return len(self._buckets)


def auth_failures() -> RateLimit:
    """The per-address limit of failed sign-ins (401/403): a referee mistyping is never stopped by it."""
    return RateLimit(rate=AUTH_FAILURES_PER_SECOND, burst=AUTH_FAILURES_BURST)


class ConnectionWatch:
    """Closes a connection that has not sent a whole request line and headers within `seconds` of opening
    or of its previous answer, and any connection beyond `per_address` open ones from one address.
    `Watched` (the protocol each connection gets) tells it when a connection opens and closes; the server's
    first middleware tells it when a request's headers are in (`reading`) and when its answer is done
    (`waiting`)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, seconds: float = HEADER_SECONDS,
                 per_address: int = CONNECTIONS_PER_ADDRESS) -> None:
        self.loop = loop
        self.seconds = seconds
        self.per_address = per_address
        self._timers: dict[asyncio.BaseTransport, asyncio.TimerHandle | None] = {}
        self._open: Counter[str] = Counter()
        self.cut = 0  # connections closed for taking too long or for being one too many (tests, bench)

    @staticmethod
    def _address(transport: asyncio.BaseTransport) -> str:
        peer = transport.get_extra_info("peername")
        return str(peer[0]) if isinstance(peer, tuple) and peer else "?"

    def opened(self, transport: asyncio.BaseTransport) -> None:
        address = self._address(transport)
        self._open[address] += 1
        self._timers[transport] = None
        if self._open[address] > self.per_address:
            self.cut += 1
            transport.close()
            return
        self.waiting(transport)

    def waiting(self, transport: asyncio.BaseTransport) -> None:
        if transport not in self._timers:
            return
        self._cancel(transport)
        self._timers[transport] = self.loop.call_later(self.seconds, self._expire, transport)

    def reading(self, transport: asyncio.BaseTransport | None) -> None:
        if transport is not None and transport in self._timers:
            self._cancel(transport)
            self._timers[transport] = None

    def closed(self, transport: asyncio.BaseTransport) -> None:
        if transport not in self._timers:
            return
        self._cancel(transport)
        del self._timers[transport]
        address = self._address(transport)
        self._open[address] -= 1
        if self._open[address] <= 0:
            del self._open[address]

    def _cancel(self, transport: asyncio.BaseTransport) -> None:
        timer = self._timers.get(transport)
        if timer is not None:
            timer.cancel()

    def _expire(self, transport: asyncio.BaseTransport) -> None:
        self._timers[transport] = None
        self.cut += 1
        transport.close()

    @property
    def size(self) -> int:
        """How many connections are watched (the open ones)."""
        return len(self._timers)


class Watched(asyncio.Protocol):
    """aiohttp's protocol for one connection, with the watch told when it opens and closes."""

    def __init__(self, inner: asyncio.Protocol, watch: ConnectionWatch) -> None:
        self.inner = inner
        self.watch = watch
        self.transport: asyncio.BaseTransport | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport
        self.inner.connection_made(transport)
        self.watch.opened(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if self.transport is not None:
            self.watch.closed(self.transport)
        self.inner.connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()


# What every answer says about itself: never shown inside another site's frame (a page that framed
# /arbitro/3 with a referee signed in would have live buttons under its own), never guessed at as another
# type, and, for the pages, only this server's scripts, styles and connections.
SAFETY_HEADERS = {"X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}
PAGE_POLICY = ("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
               "img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; "
               "form-action 'self'; object-src 'none'")


def add_safety_headers(headers: Any, content_type: str) -> None:
    for name, value in SAFETY_HEADERS.items():
        headers.setdefault(name, value)
    headers.setdefault("Content-Security-Policy", PAGE_POLICY if content_type == "text/html"
                       else "default-src 'none'; frame-ancestors 'none'")
