"""The hall board as it was last shown, kept in the file for the next start (part of `Store`; see base.py).

Not part of the record: the logs stay the truth. The operations layer (ops/hall.py) shows these tiles at
start-up only when every table's log still ends where it ended when they were kept, and otherwise folds
the logs as always; docs/store.md, *Kept hall tiles*.
"""

from __future__ import annotations

from collections.abc import Sequence

from referee_app.store.base import StoreBase

# (table id, the seq its log ended at, when they were kept, the tile as JSON text)
KeptTile = tuple[int, int, float, str]


class HallTiles(StoreBase):
    def kept_tiles(self, round_id: int) -> list[KeptTile]:
        """The tiles kept for the tables of a round (none when another round's were kept last)."""
        return [(int(r[0]), int(r[1]), float(r[2]), str(r[3])) for r in self.conn.execute(
            "SELECT k.table_id, k.head, k.kept_at, k.tile FROM hall_tiles k JOIN tables t ON t.id = k.table_id "
            "WHERE t.round_id = ?", [round_id])]

    def keep_tiles(self, tiles: Sequence[KeptTile]) -> None:
        """Replace whatever was kept with `tiles`, in one transaction."""
        with self._write():
            self.db.execute("DELETE FROM hall_tiles")
            self.db.table("hall_tiles").insert_all(
                {"table_id": table_id, "head": head, "kept_at": kept_at, "tile": tile}
                for table_id, head, kept_at, tile in tiles)
