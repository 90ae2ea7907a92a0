"""The head referee's PIN, kept only as a salted scrypt hash: `scrypt$n$r$p$salt_hex$hash_hex`.

A PIN is short, so what protects it is the cost of each guess: scrypt at about a quarter of a second per
try on a laptop (n = 2**16, r = 8, 64 MB; bench/pin.py measures it) and a wait that doubles after each wrong PIN
in a row. The cost of NEW hashes can be lowered through REFEREE_APP_PIN_KDF_LOG2N (the test suite does,
to stay fast); a stored hash always carries its own parameters, so every hash keeps verifying.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from referee_app.rules.errors import InputError

DEFAULT_LOG2N, _R, _P, _LEN = 16, 8, 1, 32
COST_VARIABLE = "REFEREE_APP_PIN_KDF_LOG2N"
DELAY_VARIABLE = "REFEREE_APP_PIN_DELAY"
MIN_LENGTH, MAX_LENGTH = 4, 64   # what older events may hold
NEW_MIN_DIGITS = 6               # what a new event or a new PIN needs


def check_pin(field: str, pin: object) -> str:
    """A PIN typed to unlock something: any stored PIN's shape (older events have 4 characters)."""
    if not isinstance(pin, str):
        raise InputError(field, "expected the PIN as text")
    if not MIN_LENGTH <= len(pin) <= MAX_LENGTH or pin.strip() != pin:
        raise InputError(field, f"a PIN has {MIN_LENGTH} to {MAX_LENGTH} characters, no leading/trailing spaces")
    return pin


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
    # hashlib, hmac and secrets (OpenSSL behind them) load with the first PIN, not with every start.
    import hashlib

    return hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=n, r=r, p=p, dklen=dklen,
                          maxmem=256 * r * n + (1 << 20))


def hash_pin(pin: str, log2n: int | None = None) -> str:
    n = 2 ** (log2n if log2n is not None else _log2n())
    import secrets

    salt = secrets.token_bytes(16)
    digest = _scrypt(pin, salt, n, _R, _P, _LEN)
    return f"scrypt${n}${_R}${_P}${salt.hex()}${digest.hex()}"


def verify_pin(pin: object, stored: str) -> bool:
    if not isinstance(pin, str):
        return False
    scheme, n, r, p, salt, digest = stored.split("$")
    if scheme != "scrypt":
        raise ValueError(f"unknown PIN hash scheme {scheme!r}")
    candidate = _scrypt(pin, bytes.fromhex(salt), int(n), int(r), int(p), len(digest) // 2)
    import hmac

    return hmac.compare_digest(candidate.hex(), digest)


class PinGuard:
    """Checks PINs and makes each wrong one in a row cost more: `base` seconds after the first, doubling
    up to `cap` (per stored hash, for this program run; the KDF cost bounds guesses across runs)."""

    def __init__(self, base: float | None = None, cap: float = 16.0,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        self._base = base
        self.cap = cap
        self.sleep = sleep
        self._failures: dict[str, int] = {}

    @property
    def base(self) -> float:
        if self._base is not None:
            return self._base
        try:
            return max(0.0, float(os.environ.get(DELAY_VARIABLE, "1.0")))
        except ValueError:
            return 1.0

    def delay(self, failures: int) -> float:
        return 0.0 if failures <= 0 else min(self.cap, self.base * 2 ** (failures - 1))

    def check(self, pin: object, stored: str) -> bool:
        if verify_pin(pin, stored):
            self._failures.pop(stored, None)
            return True
        failures = self._failures.get(stored, 0) + 1
        self._failures[stored] = failures
        self.sleep(self.delay(failures))
        return False


GUARD = PinGuard()
