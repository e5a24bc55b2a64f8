"""Helpers for the history tests: hand-made games (any points, bets and winners) and checks, bad
history files (the spoilers), and games played in the app to their end."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Callable
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

from oh7_desktop.games.interface import RoundResult
from oh7_desktop.persistence.history import (FINISHED, SCHEMA_VERSION, Filter, GameEntry, HistoryDB, SeatEntry, game_uid,
                                             open_history)

from app_support import FakeTable, frames, top

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


def real_history(tmp_path: Path) -> Path:
    """Write a real history of 30 games in ``tmp_path`` and return its path."""
    db = fresh_db(tmp_path, "made.sqlite3")
    for day in range(30):
        db.record(made_game(day, ["Ann", "easy:E"], [((1, 2), (1, 0), (True, False))] * 5, (1,)))
    db.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return tmp_path / "made.sqlite3"


Spoil = Callable[[Path, Path], None]
"""Damages the history file at a path (a scratch folder beside it)."""


def spoil_corrupted(path: Path, tmp_path: Path) -> None:
    """Write a file that is not a database."""
    path.write_bytes(b"this is not a database, it is a shopping list\n" * 200)


def spoil_truncated(path: Path, tmp_path: Path) -> None:
    """Write a real history cut to its first third."""
    data = real_history(tmp_path).read_bytes()
    path.write_bytes(data[: len(data) // 3])


def spoil_damaged_page(path: Path, tmp_path: Path) -> None:
    """Write a real history with two pages zeroed in the middle."""
    data = bytearray(real_history(tmp_path).read_bytes())
    data[4096 * 3: 4096 * 5] = bytes(8192)  # two pages of zeros in the middle of the tables
    path.write_bytes(bytes(data))


def spoil_read_only(path: Path, tmp_path: Path) -> None:
    """Write a real history nobody may write."""
    shutil.copy(real_history(tmp_path), path)
    path.chmod(0o444)


def spoil_newer(path: Path, tmp_path: Path) -> None:
    """Write a real history of a newer schema than this version knows."""
    shutil.copy(real_history(tmp_path), path)
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 5}")
    conn.commit()
    conn.close()


def start_near_the_end(app: Any, left: int = 6, seed: int = 11) -> FakeTable:
    """A new game (You and three medium bots) resumed ``left`` actions before its end, as the
    placeholder table would play it: a finished game in a few frames."""
    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.app.tables.oh7.form import draft_for
    from oh7_desktop.games.oh7 import Phase, Rules, apply, deal_action, legal_actions, new_game, to_record

    setup = draft_for("base", 4, None, 35).to_setup(seed=seed)
    assert isinstance(setup.rules, Rules)
    states = [new_game(setup.rules, setup.seed)]
    while not states[-1].is_over():
        state = states[-1]
        states.append(apply(state, deal_action(state) if state.phase is Phase.DEAL else legal_actions(state)[0])[0])
    app.flow.start(GameSetup("oh7", setup.rules, setup.seed, setup.seats, to_record(states[-1 - left], setup.names)))
    table = top(app)
    assert isinstance(table, FakeTable) and table.state.history, "resumed after its first round"
    return table


def finish_game(app: Any, table: FakeTable) -> None:
    """Run frames until the table's game is over, and a frame more."""
    while not table.finished:
        frames(app, 30)
    frames(app)


def recorded_games(tmp_path: Path, kind: str = "all") -> list[Any]:
    """Return the games the history in ``tmp_path`` holds (none if it has no history yet)."""
    from oh7_desktop.persistence.history import HistoryDB

    path = tmp_path / "data" / "history.sqlite3"
    if not path.exists():
        return []
    conn = sqlite3.connect(path)
    try:
        return HistoryDB(conn).games(Filter(kind=kind), limit=100)
    finally:
        conn.close()
