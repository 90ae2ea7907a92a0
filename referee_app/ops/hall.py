"""What the hall board shows for each table: a snapshot computed by the engine, cheap to tick every second."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Alert = Literal["time_expired", "result_missing", "referee_called", "dispute"]
Phase = Literal["not_started", "playing", "penultimate_round", "last_round", "extra_round", "sdadata", "ended",
                "confirmed"]


@dataclass(frozen=True)
class TableTile:
    table_id: int
    number: int
    players: tuple[str, ...]
    phase: Phase = "not_started"
    remaining: float = 0.0
    expires_at: float | None = None
    paused: bool = False
    next_player: str | None = None
    ending_sums: tuple[int, ...] | None = None
    alerts: tuple[Alert, ...] = ()

    def remaining_at(self, now: float) -> float:
        """Seconds left at `now`: counts down only while the clock runs (expires_at is then known)."""
        if self.expires_at is None or self.paused:
            return self.remaining
        return max(0.0, self.expires_at - now)

    def expired_at(self, now: float) -> bool:
        return self.expires_at is not None and not self.paused and now >= self.expires_at


def clock_text(seconds: float) -> str:
    """mm:ss, or h:mm:ss beyond an hour; rounded up so 0:00 shows only when time is really over."""
    whole = int(-(-seconds // 1))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes:02d}:{secs:02d}"
