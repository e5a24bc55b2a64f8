"""Export the history to CSV for spreadsheets: one row per seat of each game, oldest first.

Columns: ``game_id, ended, game, mode, players, status, bots_only, undo, rounds, seat,
name, kind, level, total, winner, points, bets, made`` (``ended`` in UTC, ISO 8601; ``bets``
and ``made`` are 0 for games without bets).
"""

from __future__ import annotations

import csv
import sqlite3
from typing import TextIO

from .query import Filter

COLUMNS = ("game_id", "ended", "game", "mode", "players", "status", "bots_only", "undo", "rounds", "seat", "name",
           "kind", "level", "total", "winner", "points", "bets", "made")
_ROWS = """
SELECT e.game_id, e.ended, e.game, e.mode, e.players, e.status, e.bots_only, e.undo, e.rounds, e.seat, s.name,
       s.kind, s.level, e.total, e.winner, e.points, e.bets, e.made
FROM entries e JOIN seats s ON s.game_id = e.game_id AND s.seat = e.seat
WHERE {where} ORDER BY e.ended, e.game_id, e.seat
"""


def export_csv(conn: sqlite3.Connection, where: Filter, out: TextIO) -> int:
    """Write the games ``where`` selects to ``out`` as CSV; return the number of rows (seats)."""
    condition, values = where.where("e")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    count = 0
    for row in conn.execute(_ROWS.format(where=condition), values):
        writer.writerow(["" if value is None else value for value in row])
        count += 1
    return count
