"""Helpers for the history tests: hand-made games (any points, bets and winners) and checks."""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from oh7_desktop.games.interface import RoundResult
from oh7_desktop.persistence.history import FINISHED, GameEntry, HistoryDB, SeatEntry, game_uid, open_history

DAY0 = datetime(2024, 1, 1, 20, 0, tzinfo=timezone.utc)
Round = tuple[tuple[int, ...], tuple[int, ...] | None, tuple[bool, ...] | None]


def seat(text: str) -> SeatEntry:
    """``"Ann"`` is a person, ``"easy:E1"`` a bot of that level called E1."""
    if ":" in text:
        level, name = text.split(":")
        return SeatEntry(name, "bot", level)
    return SeatEntry(text, "human")


def made_game(day: int, seats: list[str], rounds: list[Round], winners: tuple[int, ...] = (), *,
              game: str = "oh7", mode: str | None = "base", status: str = FINISHED, undo: bool = False) -> GameEntry:
    """A game ended ``day`` days after :data:`DAY0` with these rounds (totals are the sums)."""
    totals = [0] * len(seats)
    results = []
    for points, bets, made in rounds:
        totals = [t + p for t, p in zip(totals, points)]
        results.append(RoundResult(points, tuple(totals), bets, bets and tuple(0 for _ in bets), made))
    people = [seat(s) for s in seats]
    placed = tuple(SeatEntry(p.name, p.kind, p.level, totals[i], i in winners) for i, p in enumerate(people))
    ended = DAY0 + timedelta(days=day)
    rules: dict[str, Any] = {"players": len(seats)} | ({"mode": mode} if mode else {})
    return GameEntry(uid=game_uid(game, day, ended, [p.name for p in people]), game=game, rules=rules,
                     players=len(seats), seed=day, started=ended - timedelta(minutes=20), ended=ended,
                     status=status, seats=placed, rounds=tuple(results), record={"format": "test", "day": day},
                     undo=undo)


def fresh_db(folder: Path, name: str = "history.sqlite3") -> HistoryDB:
    """A new history database in ``folder``."""
    opened = open_history(folder / name)
    assert opened.conn is not None and opened.notice is None, opened.notice
    return HistoryDB(opened.conn)


def tallies_match_entries(conn: sqlite3.Connection) -> bool:
    """Whether the kept tallies equal sums made again from the entries and rounds."""
    cell = "e.game, coalesce(e.mode, ''), e.players, e.status, e.bots_only, e.undo, e.subject"
    fresh = conn.execute(f"SELECT {cell}, e.opponents, count(*), sum(e.winner), sum(e.rounds), sum(e.points),"
                         f" sum(e.bets), sum(e.made) FROM entries e GROUP BY {cell}, e.opponents").fetchall()
    kept = conn.execute("SELECT * FROM tallies").fetchall()
    fresh_bets = conn.execute(f"SELECT {cell}, r.bet, count(*), sum(r.made) FROM entries e JOIN rounds r ON"
                              f" r.game_id = e.game_id AND r.seat = e.seat WHERE r.bet IS NOT NULL"
                              f" GROUP BY {cell}, r.bet").fetchall()
    kept_bets = conn.execute("SELECT * FROM bet_tallies").fetchall()
    return sorted(fresh) == sorted(kept) and sorted(fresh_bets) == sorted(kept_bets)
