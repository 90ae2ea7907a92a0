"""The organiser's ranking of the players (e.g. the club ranking) and the bands a draw cuts from it.

A ruleset whose draw takes one player per band (Marsala game 1: `club_bands`) needs a band for every player.
Typing 320 bands by hand is not a desk job: the organiser imports the ranking once (a `rank` column in the
player CSV, or a pasted list in order) and the draw cuts it into bands of as many consecutive places as the
round has tables (the engine's `band_labels`), so each table gets one player of each band. Bands set by
hand still win when every player of the round has one. The ranking is an event record: the latest one is
in force, the earlier ones stay as history.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from referee_app.ops.changes import Changes
from referee_app.ops.session import Session
from referee_app.rules.draw.constraints import DrawPlayer, band_labels
from referee_app.rules.errors import InputError
from referee_app.rules.names import fold

RANKING_RECORD = "player_ranking"
_NUMBERED = re.compile(r"^\s*\d+\s*[.)°ºª:\-\t]?\s*")


@dataclass(frozen=True)
class BandCut:
    """The bands a round's draw will use: `source` is "bands" (set by hand), "ranking" or "none"."""
    source: str
    tables: int
    bands: tuple[tuple[str, tuple[str, ...]], ...]  # band label -> player labels, best first
    missing: tuple[str, ...] = ()  # players the draw cannot place in a band


def ranking(session: Session) -> dict[int, int]:
    """Player id -> place in the imported ranking (1 first); empty when none was imported."""
    records = session.store.event_records(session.event_id, RANKING_RECORD)
    ids = records[-1].payload.get("players", []) if records else []
    return {int(pid): place for place, pid in enumerate(ids, start=1)}


_CHANGED = Changes(players=True, rounds=True)


def set_ranking_ids(session: Session, player_ids: Sequence[int]) -> Changes:
    known = {p.id for p in session.players()}
    seen: set[int] = set()
    for place, pid in enumerate(player_ids, start=1):
        if pid not in known:
            raise InputError(f"ranking[{place}]", f"player {pid} is not in this event",
                             code="ranking_unknown_player", name=str(pid))
        if pid in seen:
            raise InputError(f"ranking[{place}]", f"player {pid} is listed twice", code="ranking_twice", name=str(pid))
        seen.add(pid)
    session.store.add_event_record(session.event_id, RANKING_RECORD, {"players": list(player_ids)},
                                   session.referee)
    return _CHANGED


def ranks_from_csv(session: Session, imported: Sequence[tuple[int, int | None]]) -> None:
    """After a CSV import: (player id, rank) of the imported rows; the ranked ones become the ranking (a
    player already ranked keeps his place unless the file ranks him again)."""
    ranked = sorted(((rank, pid) for pid, rank in imported if rank is not None))
    if not ranked:
        return
    current = ranking(session)
    fresh = {pid for _rank, pid in ranked}
    kept = [pid for pid, _place in sorted(current.items(), key=lambda item: item[1]) if pid not in fresh]
    set_ranking_ids(session, [pid for _rank, pid in ranked] + kept)


def names_from_text(text: str) -> list[str]:
    """A pasted ranking: one player a line, best first; a leading place number ("1.", "2)", "3 -") is read
    as decoration, since the order is the ranking."""
    return [_NUMBERED.sub("", line).strip() for line in text.splitlines() if line.strip()]


def set_ranking_from_names(session: Session, names: Iterable[str]) -> Changes:
    """The ranking from names in order (matched ignoring case and accents). Every unknown name and every name
    listed twice is refused with its line, nothing saved."""
    by_name: dict[str, list[int]] = {}
    for player in session.players():
        by_name.setdefault(fold(player.name), []).append(player.id)
    ids: list[int] = []
    problems: list[str] = []
    first_line: dict[str, int] = {}
    for line, name in enumerate(names, start=1):
        key = fold(name)
        if key in first_line:
            problems.append(f"{line}: {name} (= {first_line[key]})")
            continue
        first_line[key] = line
        found = by_name.get(key, [])
        if len(found) != 1:
            problems.append(f"{line}: {name}")
            continue
        ids.append(found[0])
    if problems:
        twice = any("(=" in p for p in problems)
        raise InputError("ranking", f"not a player of this event or listed twice: {'; '.join(problems)}",
                         code="ranking_twice" if twice else "ranking_unknown_player", name="; ".join(problems))
    return set_ranking_ids(session, ids)


def set_bands(session: Session, player_ids: Iterable[int], band: int | None) -> Changes:
    """One band (or none) for a selection of players at once."""
    if band is not None and (isinstance(band, bool) or not isinstance(band, int) or band < 1):
        raise InputError("band", f"the band must be a whole number from 1, got {band!r}", code="band")
    by_id = {p.id: p for p in session.players()}
    chosen = [by_id[pid] for pid in player_ids]  # KeyError: not a player of this event, before any change
    for player in chosen:
        session.store.update_player(player.id, player.name, player.club, player.region, player.team, band)
    return _CHANGED


def cut(players: Sequence[DrawPlayer], tables: int, constraint: str) -> BandCut:
    """The bands the engine will use for these draw players (see `rounds.draw_players`)."""
    if not players or tables < 1:
        return BandCut("none", tables, ())
    source = "bands" if all(p.band is not None for p in players) else \
        "ranking" if any(p.rank is not None for p in players) else "none"
    if source == "none":
        return BandCut("none", tables, (), tuple(p.name for p in players))
    labels = band_labels(players, tables, constraint)
    order = sorted(range(len(players)), key=lambda i: (int(labels[i] or 0), players[i].rank or 0, players[i].name))
    grouped: dict[str, list[str]] = {}
    for i in order:
        grouped.setdefault(labels[i] or "", []).append(players[i].name)
    unranked = tuple(p.name for p in players if source == "ranking" and p.rank is None)
    return BandCut(source, tables, tuple((band, tuple(names)) for band, names in grouped.items()), unranked)


def ranked_names(session: Session, labels: Mapping[int, str]) -> list[str]:
    """The imported ranking as player labels, best first."""
    return [labels[pid] for pid, _ in sorted(ranking(session).items(), key=lambda item: item[1]) if pid in labels]


def uses_bands(session: Session, game: str) -> bool:
    """Whether this game's draw takes one player per band (a plain random draw never asks for bands)."""
    constraints = session.ruleset.draws.constraints_for(game) or ()
    return "club_bands" in constraints or "one_per_band" in constraints
