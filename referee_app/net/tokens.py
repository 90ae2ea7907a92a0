"""Floor referees' tokens: the head referee issues one per referee name and can revoke it.

Only a token's SHA-256 is stored (as event records, append-only like everything the referee does), so a
copied database does not hand out working tokens. A revoked token stays known, so the server can answer
403 ("revoked") rather than 401 ("unknown")."""

from __future__ import annotations

import hashlib
import secrets
from dataclasses import dataclass
from typing import Literal

from referee_app.ops.session import Session
from referee_app.rules.errors import InputError

ISSUED = "lan_token"
REVOKED = "lan_token_revoked"
Status = Literal["valid", "revoked", "unknown"]


def digest(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


@dataclass(frozen=True)
class Holder:
    name: str
    status: Status


def _issued(session: Session) -> dict[str, str]:
    """hash -> referee name, every token ever issued for the event."""
    return {str(r.payload["hash"]): str(r.payload["name"])
            for r in session.store.event_records(session.event_id, ISSUED)}


def _revoked(session: Session) -> set[str]:
    return {str(r.payload["hash"]) for r in session.store.event_records(session.event_id, REVOKED)}


def issue(session: Session, name: str) -> str:
    """A new token for `name` (earlier tokens of the same name stay valid until revoked)."""
    clean = " ".join(name.split())
    if not clean or len(clean) > 60:
        raise InputError("name", "give the referee's name (1..60 characters)")
    token = secrets.token_urlsafe(18)
    session.store.add_event_record(session.event_id, ISSUED, {"name": clean, "hash": digest(token)},
                                   session.referee)
    return token


def revoke(session: Session, name: str) -> int:
    """Revoke every valid token of `name`; returns how many."""
    clean = " ".join(name.split())
    revoked = _revoked(session)
    hashes = [h for h, who in _issued(session).items() if who == clean and h not in revoked]
    if not hashes:
        raise InputError("name", f"no valid token for {clean!r}")
    for h in hashes:
        session.store.add_event_record(session.event_id, REVOKED, {"hash": h}, session.referee)
    return len(hashes)


def holders(session: Session) -> list[Holder]:
    """Every referee with a token, once per name: valid if any of his tokens is."""
    revoked = _revoked(session)
    out: dict[str, Status] = {}
    for h, name in _issued(session).items():
        if h not in revoked or name not in out:
            out[name] = "valid" if h not in revoked else "revoked"
    return [Holder(n, s) for n, s in sorted(out.items())]


def check(session: Session, token: str) -> Holder:
    """Who holds `token`: its digest looked up among the event's records (an indexed query that reads only
    that token's records, so a phone's every request costs the same however many tokens were issued)."""
    h = digest(token)
    issued = session.store.event_records_with(session.event_id, ISSUED, "hash", h)
    if not issued:
        return Holder("", "unknown")
    revoked = session.store.event_records_with(session.event_id, REVOKED, "hash", h)
    return Holder(str(issued[-1].payload["name"]), "revoked" if revoked else "valid")
