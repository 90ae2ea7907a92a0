"""The bands the next round's draw will use, as the band set-up shows them (ops/ranking.py cuts them)."""

from __future__ import annotations

from referee_app.ops import rounds
from referee_app.ops.ranking import BandCut, cut
from referee_app.ops.session import Session


def next_round_bands(session: Session) -> BandCut:
    """Bands given by hand, or cut from the imported ranking for the next round's tables; RoundsError when
    some players can be placed and others cannot (it names them)."""
    nxt = rounds.next_round(session)
    tables = len(rounds.planned_sizes(session, nxt))
    try:
        players = rounds.draw_players(session, nxt)
    except rounds.RoundsError as exc:
        if exc.kind == "bands_missing" and len(exc.items) == len(nxt.entrants):
            return BandCut("none", tables, ())
        raise
    return cut(players, tables, "club_bands")
