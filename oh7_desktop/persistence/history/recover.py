"""Recovering the readable games of a damaged history into a new one.

SQLite reads a damaged database up to the damaged pages: a game whose rows are on sound
pages reads back whole, one on a damaged page raises. So each game is read on its own
(its row, seats and rounds), by id, and those read whole are written into the new history
in one transaction; the damaged file itself is never changed (it is read from a copy, so
SQLite's checkpoint on closing does not touch it).
"""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from pathlib import Path

from .db import HistoryDB
from .entry import GameEntry

COMPANION = "-wal"
"""Committed games may still be in the write-ahead log: it is read with the file."""


def recover_games(damaged: Path, target: HistoryDB) -> int:
    """Copy every game of ``damaged`` that reads back whole into ``target``; return how many.

    Never raises for a problem of ``damaged`` (0 games then); raises ``sqlite3.Error`` if
    ``target`` cannot be written.
    """
    try:
        with tempfile.TemporaryDirectory(prefix=".recovering-", dir=damaged.parent) as folder:
            copy = Path(folder) / "history.sqlite3"
            shutil.copyfile(damaged, copy)
            wal = damaged.with_name(damaged.name + COMPANION)
            if wal.exists():
                shutil.copyfile(wal, copy.with_name(copy.name + COMPANION))
            entries = _readable_games(copy)
    except OSError:
        return 0
    target.record_all(entries)
    return len(entries)


def _readable_games(path: Path) -> list[GameEntry]:
    try:
        conn = sqlite3.connect(str(path), isolation_level=None)
    except sqlite3.Error:
        return []
    try:
        source = HistoryDB(conn)
        found = []
        for game_id in _game_ids(conn):
            entry = _game(source, game_id)
            if entry is not None:
                found.append(entry)
        return found
    finally:
        conn.close()


def _game_ids(conn: sqlite3.Connection) -> range:
    """Every id a game may have: up to the largest the file still tells (the table or its counter)."""
    for query in ("SELECT max(id) FROM games", "SELECT max(seq) FROM sqlite_sequence WHERE name = 'games'",
                  "SELECT max(game_id) FROM seats", "SELECT max(game_id) FROM entries"):
        try:
            row = conn.execute(query).fetchone()
        except sqlite3.DatabaseError:
            continue
        if row is not None and row[0] is not None:
            return range(1, int(row[0]) + 1)
    return range(0)


def _game(source: HistoryDB, game_id: int) -> GameEntry | None:
    """The game ``game_id`` read back whole, or None (missing, or on a damaged page)."""
    try:
        stored = source.game(game_id)
        if stored is None:
            return None
        uid, seed = source.conn.execute("SELECT uid, seed FROM games WHERE id = ?", (game_id,)).fetchone()
    except (sqlite3.DatabaseError, ValueError, TypeError):
        return None
    summary = stored.summary
    seats = summary.seats
    if len(seats) != summary.players or len(stored.rounds) != summary.rounds or \
            any(len(r.points) != summary.players for r in stored.rounds):
        return None  # a part of the game was on a damaged page
    colours = {s.name: c for s, c in zip(seats, stored.colours) if s.is_human and c}
    return GameEntry(uid=str(uid), game=summary.game, rules=stored.rules, players=summary.players,
                     seed=seed if isinstance(seed, int) else None, started=summary.started, ended=summary.ended,
                     status=summary.status, seats=seats, rounds=stored.rounds, record=stored.record,
                     undo=summary.undo, colours=colours)
