"""Chain heads anchored outside the file: in every backup, and as short codes on printed sheets.

A chain cannot see its own last entries being deleted (what is left still links), nor a log rewritten and
fully re-hashed. So each backup copy records, in its `chain_anchor` table, the head (seq and hash) of every
table's log at that moment; `verify` then requires every anchored head to still be in the live file, at the
same seq with the same hash. Anchors taken before the latest `restore` belong to the abandoned timeline
and are not compared. The printed codes are the first eight hex digits of a table's head (result sheet) or
of a digest of all of an event's heads (standings sheet); `find_code` says whether the log ever was in
that state, so a sheet printed before a cut no longer finds its code.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

from referee_app.store.chain import BrokenLink, sha256_hex
from referee_app.store.said import Said
from referee_app.store.db import Reader
from referee_app.store import keeper

ANCHORED_BACKUPS = ("auto-*.db", "pre-migration-*.db")
HEADS = ("SELECT e.uuid, r.number, t.number, a.seq, a.hash FROM actions a JOIN tables t ON t.id = a.table_id "
          "JOIN rounds r ON r.id = t.round_id JOIN events e ON e.id = r.event_id "
          "WHERE a.seq = (SELECT MAX(seq) FROM actions WHERE table_id = a.table_id)")


def write_anchor(copy: sqlite3.Connection, taken_at: str) -> None:
    """Record the copy's own chain heads in it (called on the backup copy before it is renamed into place)."""
    has_table = copy.execute("SELECT 1 FROM sqlite_master WHERE name = 'chain_anchor'").fetchone()
    if not has_table:  # a copy of a file from before migration 5: nothing to anchor in
        return
    copy.execute("BEGIN")
    copy.execute("DELETE FROM chain_anchor")
    copy.executemany("INSERT INTO chain_anchor VALUES (?, ?, ?, ?, ?, ?)",
                     [(*row, taken_at) for row in copy.execute(HEADS).fetchall()])
    copy.execute("COMMIT")


Head = tuple[str, int, int, int, str]  # event uuid, round, table, seq, hash


def _sources(folder: Path, db_path: Path | None, since: str) -> Iterator[tuple[str, bool, list[Head]]]:
    """(name, acknowledged, heads taken after `since`) of every place heads were kept: the backups in
    `folder`, and beside the database its last acknowledged heads and its continuous copy (keeper.py)."""
    files = [b for pattern in ANCHORED_BACKUPS for b in sorted(folder.glob(pattern))] if folder.is_dir() else []
    if db_path is not None:

        kept = keeper.kept_heads(db_path)
        if kept is not None and kept[0] > since:
            yield keeper.head_path(db_path).name, True, kept[1]
        copies = keeper.copy_folder(db_path)
        if copies is not None and keeper.copy_path(copies, db_path).is_file():
            files.append(keeper.copy_path(copies, db_path))
    for backup in files:
        try:
            conn = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
            try:
                rows = conn.execute("SELECT event_uuid, round_number, table_number, seq, hash FROM "
                                    "chain_anchor WHERE taken_at > ?", [since]).fetchall()
            finally:
                conn.close()
        except sqlite3.Error:
            continue  # an older or damaged copy has no anchors to offer
        yield backup.name, False, [(str(u), int(r), int(t), int(s), str(h)) for u, r, t, s, h in rows]


def _anchored(folder: Path, db_path: Path | None, since: str) -> dict[tuple[str, int, int], tuple[int, str, str, bool]]:
    """The furthest kept head of each table over every source: {key: (seq, hash, source, acknowledged)}."""
    heads: dict[tuple[str, int, int], tuple[int, str, str, bool]] = {}
    for name, acknowledged, rows in _sources(folder, db_path, since):
        for uuid, rnd, tbl, seq, digest in rows:
            key = (uuid, rnd, tbl)
            if key not in heads or seq > heads[key][0]:
                heads[key] = (seq, digest, name, acknowledged)
    return heads


def check(db: Reader, folder: Path, event_id: int | None = None, db_path: Path | None = None,
          since: str | None = None) -> list[BrokenLink]:
    """Tables whose live log no longer holds the head a backup anchored (cut or rewritten), or that the file
    itself had acknowledged (it is behind: a deleted `-wal`). Heads kept before `since` (default: the latest
    restore record) belong to an abandoned timeline and are not compared."""
    if since is None:
        since = str(db.execute("SELECT COALESCE(MAX(at), '') FROM event_records WHERE kind = 'restore'").fetchone()[0])
    out = []
    for (uuid, rnd, tbl), (seq, digest, backup, acknowledged) in sorted(_anchored(folder, db_path, str(since)).items()):
        live = db.execute("SELECT t.id, e.id FROM tables t JOIN rounds r ON r.id = t.round_id JOIN events e "
                          "ON e.id = r.event_id WHERE e.uuid = ? AND r.number = ? AND t.number = ?",
                          [uuid, rnd, tbl]).fetchone()
        if live is None:
            if event_id is None:
                out.append(BrokenLink(0, seq, 0, Said(f"round {rnd}, table {tbl} of event {uuid} is gone: the "
                                                      f"backup {backup} had {seq} entries", "table_gone",
                                                      round=rnd, table=tbl, event=uuid, backup=backup,
                                                      entries=seq)))
            continue
        if event_id is not None and int(live[1]) != event_id:
            continue
        table_id = int(live[0])
        found = db.execute("SELECT id, hash FROM actions WHERE table_id = ? AND seq = ?", [table_id, seq]).fetchone()
        if found is None:
            last = db.execute("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE table_id = ?", [table_id]).fetchone()[0]
            if acknowledged:
                out.append(BrokenLink(table_id, int(last) + 1, 0, Said(
                    f"the database is behind what it had acknowledged: entries {int(last) + 1} to {seq} are "
                    f"missing ({backup} has their heads; was its -wal file deleted?): take over from the "
                    "continuous copy or restore a backup", "behind", first=int(last) + 1, last=seq, kept=backup)))
                continue
            out.append(BrokenLink(table_id, int(last) + 1, 0, Said(
                f"the log was cut: entries {int(last) + 1} to {seq} are missing (the backup {backup} has them)",
                "log_cut", first=int(last) + 1, last=seq, backup=backup)))
        elif found[1] != digest:
            out.append(BrokenLink(table_id, seq, int(found[0]), Said(
                f"the log was rewritten: entry {seq} differs from the backup {backup}", "log_rewritten",
                seq=seq, backup=backup)))
    return out


def short(digest: str) -> str:
    return f"{digest[:4]}-{digest[4:8]}".upper()


def event_digest(heads: dict[tuple[int, int], str]) -> str:
    text = "\n".join(f"{rnd}|{tbl}|{h}" for (rnd, tbl), h in sorted(heads.items()))
    return sha256_hex(text.encode("utf-8"))


def event_heads(db: Reader, event_id: int) -> dict[tuple[int, int], str]:
    return {(int(r[1]), int(r[2])): str(r[4]) for r in db.execute(
        HEADS + " AND e.id = ?", [event_id]).fetchall()}


def find(db: Reader, code: str) -> str | None:
    """Where the log was in the state a printed code names: a table's entry or an event after an entry."""
    wanted = code.replace("-", "").strip().lower()
    if len(wanted) != 8:
        return None
    heads: dict[int, dict[tuple[int, int], str]] = {}
    for event_id, rnd, tbl, seq, digest in db.execute(
            "SELECT r.event_id, r.number, t.number, a.seq, a.hash FROM actions a JOIN tables t ON t.id = a.table_id "
            "JOIN rounds r ON r.id = t.round_id ORDER BY a.id"):
        where = f"round {rnd}, table {tbl}, entry {seq}"
        if str(digest).startswith(wanted):
            return f"result sheet code of {where}"
        state = heads.setdefault(int(event_id), {})
        state[(int(rnd), int(tbl))] = str(digest)
        if event_digest(state).startswith(wanted):
            return f"standings sheet code of event {event_id} after {where}"
    return None
