"""The history database: record a game in one transaction, list, read back and delete games, profiles.

    opened = open_history(data_dir() / "history.sqlite3")   # never raises for a bad file
    db = HistoryDB(opened.conn)
    db.record(entry_from_record("oh7", record, seats, started=..., ended=...))
    db.games(Filter(kind="all"), limit=50)                    # newest first
    db.game(game_id)                                          # seats, rounds and record

Everything here raises ``sqlite3.Error`` for a database problem; the app's history service
turns those into one line for the player.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

from oh7_desktop.games.interface import RoundResult

from .entry import FINISHED, GameEntry, SeatEntry, parse_utc, utc_text
from .query import Filter
from .schema import tally

PROFILE_COLOURS = ("#e0b040", "#d8584a", "#4a90d8", "#58b068", "#a070d0", "#e08a3c", "#3cb8b0",
                   "#d86aa8", "#8a9a5a", "#7a8ad8")
"""Colours offered for profiles (and given in turn to new ones): clear on the felt and on paper."""


@dataclass(frozen=True)
class Profile:
    """A person's name and colour, kept across games."""

    id: int
    name: str
    colour: str


@dataclass(frozen=True)
class GameSummary:
    """One row of the history list."""

    id: int
    game: str
    mode: str | None
    players: int
    started: datetime
    ended: datetime
    status: str
    bots_only: bool
    undo: bool
    rounds: int
    seats: tuple[SeatEntry, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        """Winning seats (none if abandoned)."""
        return tuple(i for i, seat in enumerate(self.seats) if seat.winner)


@dataclass(frozen=True)
class StoredGame:
    """A game read back whole: its summary, rules, each round by seat, the record and seat colours."""

    summary: GameSummary
    rules: dict[str, Any]
    rounds: tuple[RoundResult, ...]
    record: dict[str, Any]
    colours: tuple[str | None, ...]


def subject_key(seat: SeatEntry, profile_id: int | None) -> str:
    """Who a seat's figures count for: ``p:<profile id>``, ``n:<name>`` or ``l:<bot level>``."""
    if seat.is_human:
        return f"p:{profile_id}" if profile_id is not None else f"n:{seat.name}"
    return f"l:{seat.base_level}"


def name_key(name: str) -> str:
    """How profile names compare (``Chloé`` and ``CHLOÉ`` are one person)."""
    return " ".join(name.split()).casefold()


class HistoryDB:
    """Reads and writes one history database (a connection from :func:`.opening.open_history`)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn

    def close(self) -> None:
        """Close the connection."""
        self.conn.close()

    # -- writing ---------------------------------------------------------------------------

    def record(self, entry: GameEntry) -> int:
        """Write ``entry`` (replacing an earlier row of the same game) in one transaction; return its id.

        A finished game is never replaced by an abandoned copy of itself.
        """
        return self.record_all([entry])[0]

    def record_all(self, entries: Sequence[GameEntry]) -> list[int]:
        """Write every entry as :meth:`record` does, all in one transaction; return their ids."""
        conn = self.conn
        conn.execute("BEGIN IMMEDIATE")
        try:
            ids = [self._replace(entry) for entry in entries]
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return ids

    def _replace(self, entry: GameEntry) -> int:
        row = self.conn.execute("SELECT id, status FROM games WHERE uid = ?", (entry.uid,)).fetchone()
        if row is not None and row[1] == FINISHED and entry.status != FINISHED:
            return int(row[0])
        if row is not None:
            self._remove(int(row[0]))
        game_id = self._insert(entry)
        tally(self.conn, "e.game_id = :game", 1, game=game_id)
        return game_id

    def _insert(self, entry: GameEntry) -> int:
        conn = self.conn
        cursor = conn.execute(
            "INSERT INTO games (uid, game, rules, mode, players, seed, started, ended, status, bots_only, undo,"
            " rounds, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (entry.uid, entry.game, _json(entry.rules), entry.mode, entry.players, entry.seed,
             utc_text(entry.started), utc_text(entry.ended), entry.status, int(entry.bots_only), int(entry.undo),
             len(entry.rounds), _json(entry.record)))
        game_id = int(cursor.lastrowid or 0)
        profiles = {seat.name: self._profile_id(seat.name, entry.colours.get(seat.name))
                    for seat in entry.seats if seat.is_human}
        conn.executemany(
            "INSERT INTO seats (game_id, seat, name, kind, level, profile_id, total, winner)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(game_id, index, seat.name, seat.kind, seat.level, profiles.get(seat.name), seat.total, int(seat.winner))
             for index, seat in enumerate(entry.seats)])
        game_columns = (utc_text(entry.ended), game_id)
        filters = (entry.game, entry.mode, entry.players, entry.status, int(entry.bots_only), int(entry.undo),
                   len(entry.rounds))
        conn.executemany(
            "INSERT INTO entries (ended, game_id, seat, game, mode, players, status, bots_only, undo, rounds, subject,"
            " opponents, total, winner, margin, points, bets, made)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(*game_columns, index, *filters, subject_key(seat, profiles.get(seat.name)), entry.opponents(index),
              seat.total, int(seat.winner), entry.margin(index), *entry.seat_figures(index))
             for index, seat in enumerate(entry.seats)])
        conn.executemany(
            "INSERT INTO rounds (game_id, round, seat, points, total, bet, tricks, made)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", _round_rows(game_id, entry.rounds))
        return game_id

    def _profile_id(self, name: str, colour: str | None) -> int:
        """The profile of ``name``, created (with ``colour`` or the next free one) if new."""
        key = name_key(name)
        row = self.conn.execute("SELECT id, colour FROM profiles WHERE key = ?", (key,)).fetchone()
        if row is not None:
            if colour and colour != row[1]:
                self.conn.execute("UPDATE profiles SET colour = ? WHERE id = ?", (colour, row[0]))
            return int(row[0])
        cursor = self.conn.execute("INSERT INTO profiles (name, key, colour, created) VALUES (?, ?, ?, ?)",
                                   (name, key, colour or self._free_colour(), utc_text(datetime.now(timezone.utc))))
        return int(cursor.lastrowid or 0)

    def _free_colour(self) -> str:
        used = [row[0] for row in self.conn.execute("SELECT colour FROM profiles")]
        return min(PROFILE_COLOURS, key=lambda colour: (used.count(colour), PROFILE_COLOURS.index(colour)))

    def set_profile(self, name: str, colour: str | None = None) -> Profile:
        """Create or recolour the profile called ``name`` (one transaction); return it."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            profile_id = self._profile_id(name, colour)
            self.conn.execute("COMMIT")
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        row = self.conn.execute("SELECT id, name, colour FROM profiles WHERE id = ?", (profile_id,)).fetchone()
        return Profile(int(row[0]), str(row[1]), str(row[2]))

    def delete(self, game_id: int) -> bool:
        """Delete one game (its seats and rounds go with it); return whether it existed."""
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            gone = self._remove(game_id)
            self.conn.execute("COMMIT")
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        return bool(gone)

    def _remove(self, game_id: int) -> int:
        """Take the game out of the tallies, then delete it (its seats, rounds and entries go with it)."""
        tally(self.conn, "e.game_id = :game", -1, game=game_id)
        return int(self.conn.execute("DELETE FROM games WHERE id = ?", (game_id,)).rowcount)

    # -- reading ---------------------------------------------------------------------------

    def profiles(self) -> list[Profile]:
        """Every profile, by name."""
        rows = self.conn.execute("SELECT id, name, colour FROM profiles ORDER BY key").fetchall()
        return [Profile(int(r[0]), str(r[1]), str(r[2])) for r in rows]

    def count(self, where: Filter) -> int:
        """How many games match."""
        condition, values = where.where("e")
        return int(self.conn.execute(f"SELECT count(*) FROM entries e WHERE {condition} AND e.seat = 0",
                                     values).fetchone()[0])

    def games(self, where: Filter, *, limit: int = 100, offset: int = 0) -> list[GameSummary]:
        """Games matching ``where``, newest first."""
        condition, values = where.where()
        rows = self.conn.execute(
            "SELECT g.id, g.game, g.mode, g.players, g.started, g.ended, g.status, g.bots_only, g.undo, g.rounds"
            f" FROM games g WHERE {condition} ORDER BY g.ended DESC, g.id DESC LIMIT ? OFFSET ?",
            [*values, limit, offset]).fetchall()
        seats = self._seats([int(r[0]) for r in rows])
        return [_summary(row, seats.get(int(row[0]), ())) for row in rows]

    def _seats(self, ids: Sequence[int]) -> dict[int, tuple[SeatEntry, ...]]:
        found: dict[int, list[SeatEntry]] = {}
        for start in range(0, len(ids), 500):
            chunk = list(ids[start:start + 500])
            marks = ",".join("?" * len(chunk))
            for row in self.conn.execute(f"SELECT game_id, name, kind, level, total, winner FROM seats"
                                         f" WHERE game_id IN ({marks}) ORDER BY game_id, seat", chunk):
                found.setdefault(int(row[0]), []).append(SeatEntry(row[1], row[2], row[3], int(row[4]), bool(row[5])))
        return {key: tuple(value) for key, value in found.items()}

    def game(self, game_id: int) -> StoredGame | None:
        """One game whole (None if it is not there)."""
        row = self.conn.execute(
            "SELECT g.id, g.game, g.mode, g.players, g.started, g.ended, g.status, g.bots_only, g.undo, g.rounds,"
            " g.rules, g.record FROM games g WHERE g.id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        summary = _summary(row, self._seats([game_id]).get(game_id, ()))
        colours = tuple(r[0] for r in self.conn.execute(
            "SELECT p.colour FROM seats s LEFT JOIN profiles p ON p.id = s.profile_id WHERE s.game_id = ?"
            " ORDER BY s.seat", (game_id,)))
        rows = self.conn.execute("SELECT round, seat, points, total, bet, tricks, made FROM rounds"
                                 " WHERE game_id = ? ORDER BY round, seat", (game_id,)).fetchall()
        return StoredGame(summary, json.loads(row[10]), _rounds(rows, summary.players), json.loads(row[11]), colours)

    def values(self, column: str, where: Filter) -> list[Any]:
        """The distinct values of ``game``, ``mode`` or ``players`` among games matching ``where``."""
        if column not in ("game", "mode", "players"):
            raise ValueError(f"no filter on {column!r}")
        condition, values = where.where("t")  # the tallies hold every game's filters, in a few rows
        rows = self.conn.execute(f"SELECT DISTINCT t.{column} FROM tallies t WHERE {condition} AND t.{column}"
                                 f" != '' ORDER BY t.{column}", values)
        return [row[0] for row in rows]


def _json(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def _round_rows(game_id: int, rounds: Iterable[RoundResult]) -> list[tuple[Any, ...]]:
    rows = []
    for number, result in enumerate(rounds):
        for seat, points in enumerate(result.points):
            bet = None if result.bets is None else result.bets[seat]
            tricks = None if result.tricks is None else result.tricks[seat]
            made = None if result.made is None else int(result.made[seat])
            rows.append((game_id, number, seat, points, result.totals[seat], bet, tricks, made))
    return rows


def _rounds(rows: Sequence[Sequence[Any]], players: int) -> tuple[RoundResult, ...]:
    """Rebuild each round's :class:`RoundResult` from its rows (one per seat)."""
    results = []
    for start in range(0, len(rows), players):
        chunk = rows[start:start + players]
        has_bets = chunk[0][4] is not None
        results.append(RoundResult(
            points=tuple(int(r[2]) for r in chunk), totals=tuple(int(r[3]) for r in chunk),
            bets=tuple(int(r[4]) for r in chunk) if has_bets else None,
            tricks=tuple(int(r[5]) for r in chunk) if chunk[0][5] is not None else None,
            made=tuple(bool(r[6]) for r in chunk) if chunk[0][6] is not None else None))
    return tuple(results)


def _summary(row: Sequence[Any], seats: tuple[SeatEntry, ...]) -> GameSummary:
    return GameSummary(int(row[0]), str(row[1]), row[2], int(row[3]), parse_utc(row[4]), parse_utc(row[5]),
                       str(row[6]), bool(row[7]), bool(row[8]), int(row[9]), seats)
