"""What the window shows about a proposed draw: each player's band as the draw counted it, and the pairs who
meet again at a table."""

from __future__ import annotations

from referee_app.rules.draw.constraints import band_labels
from referee_app.rules.draw.search import Draw
def draw_bands(draw: Draw, constraint: str) -> dict[str, str | None]:
    """Each player's band under a band constraint, as the draw counted it (given bands, else ranks)."""
    labels = band_labels(draw.players, len(draw.tables), constraint)
    return {p.name: label for p, label in zip(draw.players, labels, strict=True)}


def met_at_table(draw: Draw, table: int) -> tuple[tuple[str, str], ...]:
    """Pairs at a table (1-based) who already sat together in an earlier round."""
    players = {p.name: p for p in draw.players}
    names = draw.tables[table - 1].players
    return tuple((a, b) for i, a in enumerate(names) for b in names[i + 1:]
                 if b in players[a].opponents or a in players[b].opponents)
