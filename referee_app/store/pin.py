"""The head referee's PIN, kept only as a salted scrypt hash: `scrypt$n$r$p$salt_hex$hash_hex`.

A PIN is short, so what protects it is the cost of each guess: scrypt at about a quarter of a second per
try on a laptop (n = 2**16, r = 8, 64 MB; bench/pin.py measures it) and a wait that doubles after each wrong PIN
in a row, counted in the event's database (PinGuard). The cost of NEW hashes can be lowered through
REFEREE_APP_PIN_KDF_LOG2N (the test suite does, to stay fast); that weakens no existing PIN: a stored hash
always carries its own parameters, so every hash keeps verifying at the cost it was made with.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Sequence
from typing import Protocol

from referee_app.rules.errors import InputError
import hashlib
import secrets
import hmac

DEFAULT_LOG2N, _R, _P, _LEN = 16, 8, 1, 32
COST_VARIABLE = "REFEREE_APP_PIN_KDF_LOG2N"
MIN_LENGTH, MAX_LENGTH = 4, 64   # what older events may hold
NEW_MIN_DIGITS = 6               # what a new event or a new PIN needs


def check_new_pin(field: str, pin: object) -> str:
    """A PIN being set: at least six digits (a four-digit PIN falls to a patient guesser)."""
    if not isinstance(pin, str):
        raise InputError(field, "expected the PIN as text")
    if not (pin.isascii() and pin.isdigit() and NEW_MIN_DIGITS <= len(pin) <= MAX_LENGTH):
        raise InputError(field, f"il PIN ha almeno {NEW_MIN_DIGITS} cifre / a PIN has at least "
                                f"{NEW_MIN_DIGITS} digits (at most {MAX_LENGTH}), nothing else")
    return pin


def _log2n() -> int:
    raw = os.environ.get(COST_VARIABLE, "")
    return int(raw) if raw.isdigit() and 4 <= int(raw) <= 20 else DEFAULT_LOG2N


def _scrypt(pin: str, salt: bytes, n: int, r: int, p: int, dklen: int) -> bytes:

    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=dklen,
                          maxmem=256 * r * n + (1 << 20))


def hash_pin(pin: str, log2n: int | None = None) -> str:
    n = 2 ** (log2n if log2n is not None else _log2n())

    salt = secrets.token_bytes(16)
    digest = _scrypt(pin, salt, n, _R, _P, _LEN)
    return f"scrypt${n}${_R}${_P}${salt.hex()}${digest.hex()}"


def new_key_kdf(log2n: int | None = None) -> str:
    """The parameters of a new event key (store/keys.py): `scrypt$n$r$p$salt_hex`, a fresh 16-byte salt, at
    the cost of a new PIN hash. The key itself is never stored: only the PIN it is derived from opens it."""
    n = 2 ** (log2n if log2n is not None else _log2n())
    return f"scrypt${n}${_R}${_P}${secrets.token_bytes(16).hex()}"


def derive_key(pin: str, kdf: str) -> bytes:
    """The 32-byte key `kdf` (from `new_key_kdf`) derives from `pin`: as slow as checking the PIN."""
    scheme, n, r, p, salt = kdf.split("$")
    if scheme != "scrypt":
        raise ValueError(f"unknown key scheme {scheme!r}")
    return _scrypt(pin, bytes.fromhex(salt), int(n), int(r), int(p), _LEN)


def verify_pin(pin: object, stored: str) -> bool:
    if not isinstance(pin, str):
        return False
    scheme, n, r, p, salt, digest = stored.split("$")
    if scheme != "scrypt":
        raise ValueError(f"unknown PIN hash scheme {scheme!r}")
    candidate = _scrypt(pin, bytes.fromhex(salt), int(n), int(r), int(p), len(digest) // 2)

    return hmac.compare_digest(candidate.hex(), digest)


class PinTries(Protocol):
    """Where wrong PINs in a row are counted: `get` gives (failures, time of the last one), 0 and 0.0 if none."""

    def get(self, key: str) -> tuple[int, float]: ...

    def put(self, key: str, failures: int, at: float) -> None: ...


class MemoryTries:
    """The count for one program run: what a damaged or read-only database falls back to."""

    def __init__(self) -> None:
        self._rows: dict[str, tuple[int, float]] = {}

    def get(self, key: str) -> tuple[int, float]:
        return self._rows.get(key, (0, 0.0))

    def put(self, key: str, failures: int, at: float) -> None:
        if failures:
            self._rows[key] = (failures, at)
        else:
            self._rows.pop(key, None)


def tries_key(stored: str) -> str:
    """The count's key: a digest of the stored hash, so the count follows the PIN, not the event's number."""

    return hashlib.sha256(stored.encode("ascii")).hexdigest()[:32]


class PinGuard:
    """Checks PINs and makes each wrong one in a row cost more: `base` seconds after the first, doubling up
    to `cap`. The count lives where `check` is told (the event's database: store/base.py), so it carries
    across program runs: a try made before the last wrong one's wait is over first waits out the rest, and
    a script starting a new process per guess pays the whole build-up. Only the test suite's own fixture
    sets `base` to 0; no environment variable shortens it."""

    def __init__(self, base: float = 1.0, cap: float = 16.0, sleep: Callable[[float], None] = time.sleep,
                 clock: Callable[[], float] = time.time) -> None:
        self.base = base
        self.cap = cap
        self.sleep = sleep
        self.clock = clock
        self.memory = MemoryTries()

    def delay(self, failures: int) -> float:
        return 0.0 if failures <= 0 else min(self.cap, self.base * 2 ** (failures - 1))

    def check(self, pin: object, stored: str, tries: PinTries | None = None) -> bool:
        return self.check_any(pin, [stored], tries)

    def check_any(self, pin: object, stored: Sequence[str], tries: PinTries | None = None) -> bool:
        """True when `pin` matches one of the hashes (a backup may hold several events); counted under
        the last one. The wait comes before the check, so no answer, right or wrong, comes sooner."""
        tries = tries if tries is not None else self.memory
        key = tries_key(stored[-1])
        failures, at = tries.get(key)
        now = self.clock()
        rest = min(at, now) + self.delay(failures) - now  # a clock set back never lengthens the wait
        if rest > 0:
            self.sleep(rest)
        if any(verify_pin(pin, one) for one in stored):
            if failures:
                tries.put(key, 0, self.clock())
            return True
        failures += 1
        tries.put(key, failures, self.clock())
        self.sleep(self.delay(failures))
        return False


GUARD = PinGuard()
