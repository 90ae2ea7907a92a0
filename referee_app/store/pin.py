"""The head referee's PIN, kept only as a salted scrypt hash: `scrypt$n$r$p$salt_hex$hash_hex`."""

from __future__ import annotations

import hashlib
import hmac
import secrets

from referee_app.rules.errors import InputError

_N, _R, _P, _LEN = 2 ** 14, 8, 1, 32
MIN_LENGTH, MAX_LENGTH = 4, 64


def check_pin(field: str, pin: object) -> str:
    if not isinstance(pin, str):
        raise InputError(field, "expected the PIN as text")
    if not MIN_LENGTH <= len(pin) <= MAX_LENGTH or pin.strip() != pin:
        raise InputError(field, f"a PIN has {MIN_LENGTH} to {MAX_LENGTH} characters, no leading/trailing spaces")
    return pin


def hash_pin(pin: str) -> str:
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(pin.encode("utf-8"), salt=salt, n=_N, r=_R, p=_P, dklen=_LEN)
    return f"scrypt${_N}${_R}${_P}${salt.hex()}${digest.hex()}"


def verify_pin(pin: object, stored: str) -> bool:
    if not isinstance(pin, str):
        return False
    scheme, n, r, p, salt, digest = stored.split("$")
    if scheme != "scrypt":
        raise ValueError(f"unknown PIN hash scheme {scheme!r}")
    candidate = hashlib.scrypt(pin.encode("utf-8"), salt=bytes.fromhex(salt), n=int(n), r=int(r), p=int(p),
                               dklen=len(digest) // 2)
    return hmac.compare_digest(candidate.hex(), digest)
