"""The history database's schema: ordered, versioned migrations, run when the database is opened.

The version lives in SQLite's ``PRAGMA user_version``. Each entry of :data:`MIGRATIONS` takes
a database at the version before it to its own version, inside the one transaction that
also sets ``user_version``; a migration is never edited once released (a test replays every
earlier version's fixture in ``tests/fixtures/history/``), a change is a new migration.

Version 1 tables::

    profiles  id, name, key (casefolded name, unique), colour ('#rrggbb'), created
    games     id, uid (unique: one row per game even if it is recorded again), game (registry
              name), rules (JSON of rules_to_options), mode, players, seed, started, ended
              (ISO UTC), status ('finished' | 'abandoned'), bots_only, undo (0/1 marks),
              rounds (scored), record (the game record, JSON)
    seats     game_id, seat, name, kind ('human' | 'bot'), level, profile_id, total, winner
    rounds    game_id, round, seat, points, total, bet, tricks, made (NULL where the game
              has no bets)

Version 2 adds what the statistics read, so that 10,000 games take one scan of a compact
table and a sum of a few hundred rows (with v1 they joined games, seats and rounds: 0.7 to
2.7 s on a loaded 2-core machine)::

    entries      one row per seat of each game, in the order games ended: ended, game_id,
                 seat (the key), the game's filters (game, mode, players, status, bots_only,
                 undo, rounds), subject ('p:<profile id>', 'n:<name>' for a person without a
                 profile, 'l:<bot level>'), opponents (the level of every other seat,
                 'people' or 'mixed'), total, winner, margin (its total minus the best other
                 seat's), points (over its rounds), bets (rounds it bet in), made
    tallies      sums of entries by filter cell (game, mode ('' for none), players, status,
                 bots_only, undo), subject and opponents: games, wins, rounds, points, bets,
                 made; kept up to date by every write and delete (:data:`TALLY`)
    bet_tallies  rounds with a bet and bets made, by filter cell, subject and bet value
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Migration:
    """One step of the schema: ``apply`` takes the database from ``version - 1`` to ``version``."""

    version: int
    summary: str
    apply: Callable[[sqlite3.Connection], None]


def _script(sql: str) -> Callable[[sqlite3.Connection], None]:
    """A migration that is only SQL statements (run one by one: executescript would commit)."""
    statements = [part.strip() for part in sql.split(";") if part.strip()]

    def run(conn: sqlite3.Connection) -> None:
        for statement in statements:
            conn.execute(statement)
    return run


V1 = """
CREATE TABLE profiles (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    key TEXT NOT NULL UNIQUE,
    colour TEXT NOT NULL,
    created TEXT NOT NULL
);
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    game TEXT NOT NULL,
    rules TEXT NOT NULL,
    mode TEXT,
    players INTEGER NOT NULL,
    seed INTEGER,
    started TEXT NOT NULL,
    ended TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('finished', 'abandoned')),
    bots_only INTEGER NOT NULL DEFAULT 0,
    undo INTEGER NOT NULL DEFAULT 0,
    rounds INTEGER NOT NULL,
    record TEXT NOT NULL
);
CREATE INDEX games_by_end ON games (ended, id);
CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('human', 'bot')),
    level TEXT,
    profile_id INTEGER REFERENCES profiles (id) ON DELETE SET NULL,
    total INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;
CREATE INDEX seats_by_profile ON seats (profile_id);
CREATE TABLE rounds (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    points INTEGER NOT NULL,
    total INTEGER NOT NULL,
    bet INTEGER,
    tricks INTEGER,
    made INTEGER,
    PRIMARY KEY (game_id, seat, round)
) WITHOUT ROWID
"""

_BASE_LEVEL = "substr({t}.level, 1, instr({t}.level || ':', ':') - 1)"
_LABEL = f"CASE WHEN o.kind = 'human' THEN 'people' ELSE {_BASE_LEVEL.format(t='o')} END"
_OF_SEAT = "WHERE r.game_id = s.game_id AND r.seat = s.seat"
V2 = f"""
CREATE TABLE entries (
    ended TEXT NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    game TEXT NOT NULL,
    mode TEXT,
    players INTEGER NOT NULL,
    status TEXT NOT NULL,
    bots_only INTEGER NOT NULL,
    undo INTEGER NOT NULL,
    rounds INTEGER NOT NULL,
    subject TEXT NOT NULL,
    opponents TEXT NOT NULL,
    total INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    margin INTEGER NOT NULL,
    points INTEGER NOT NULL,
    bets INTEGER NOT NULL,
    made INTEGER NOT NULL,
    PRIMARY KEY (ended, game_id, seat)
) WITHOUT ROWID;
CREATE INDEX entries_by_game ON entries (game_id);
CREATE INDEX entries_by_subject ON entries (subject, ended);
CREATE TABLE tallies (
    game TEXT NOT NULL, mode TEXT NOT NULL, players INTEGER NOT NULL, status TEXT NOT NULL,
    bots_only INTEGER NOT NULL, undo INTEGER NOT NULL, subject TEXT NOT NULL, opponents TEXT NOT NULL,
    games INTEGER NOT NULL, wins INTEGER NOT NULL, rounds INTEGER NOT NULL, points INTEGER NOT NULL,
    bets INTEGER NOT NULL, made INTEGER NOT NULL,
    PRIMARY KEY (game, mode, players, status, bots_only, undo, subject, opponents)
) WITHOUT ROWID;
CREATE TABLE bet_tallies (
    game TEXT NOT NULL, mode TEXT NOT NULL, players INTEGER NOT NULL, status TEXT NOT NULL,
    bots_only INTEGER NOT NULL, undo INTEGER NOT NULL, subject TEXT NOT NULL, bet INTEGER NOT NULL,
    rounds INTEGER NOT NULL, made INTEGER NOT NULL,
    PRIMARY KEY (game, mode, players, status, bots_only, undo, subject, bet)
) WITHOUT ROWID;
INSERT INTO entries SELECT
    g.ended, g.id, s.seat, g.game, g.mode, g.players, g.status, g.bots_only, g.undo, g.rounds,
    CASE WHEN s.kind = 'human' THEN
        (CASE WHEN s.profile_id IS NULL THEN 'n:' || s.name ELSE 'p:' || s.profile_id END)
    ELSE 'l:' || {_BASE_LEVEL.format(t='s')} END,
    (SELECT CASE WHEN count(DISTINCT label) = 1 THEN max(label) ELSE 'mixed' END
     FROM (SELECT {_LABEL} AS label FROM seats o WHERE o.game_id = s.game_id AND o.seat != s.seat)),
    s.total, s.winner,
    s.total - coalesce((SELECT max(o.total) FROM seats o WHERE o.game_id = s.game_id AND o.seat != s.seat), s.total),
    (SELECT coalesce(sum(r.points), 0) FROM rounds r {_OF_SEAT}),
    (SELECT count(r.bet) FROM rounds r {_OF_SEAT}),
    (SELECT coalesce(sum(r.made), 0) FROM rounds r {_OF_SEAT})
FROM games g JOIN seats s ON s.game_id = g.id
"""

_CELL = "e.game, coalesce(e.mode, ''), e.players, e.status, e.bots_only, e.undo, e.subject"
TALLY = (f"""
INSERT INTO tallies SELECT {_CELL}, e.opponents, :sign * count(*), :sign * sum(e.winner), :sign * sum(e.rounds),
    :sign * sum(e.points), :sign * sum(e.bets), :sign * sum(e.made)
FROM entries e WHERE {{where}} GROUP BY {_CELL}, e.opponents
ON CONFLICT (game, mode, players, status, bots_only, undo, subject, opponents) DO UPDATE SET games = games + excluded.games, wins = wins + excluded.wins,
    rounds = rounds + excluded.rounds, points = points + excluded.points, bets = bets + excluded.bets,
    made = made + excluded.made
""", f"""
INSERT INTO bet_tallies SELECT {_CELL}, r.bet, :sign * count(*), :sign * coalesce(sum(r.made), 0)
FROM entries e JOIN rounds r ON r.game_id = e.game_id AND r.seat = e.seat
WHERE {{where}} AND r.bet IS NOT NULL GROUP BY {_CELL}, r.bet
ON CONFLICT (game, mode, players, status, bots_only, undo, subject, bet) DO UPDATE SET rounds = rounds + excluded.rounds, made = made + excluded.made
""", "DELETE FROM tallies WHERE games = 0", "DELETE FROM bet_tallies WHERE rounds = 0")
"""Add (``sign`` 1) or take away (-1) the entries ``where`` selects to or from the tallies:
after a game is written (``e.game_id = :game``), before it is deleted, and in the migration
(``1``: every game)."""


def tally(conn: sqlite3.Connection, where: str, sign: int, **values: object) -> None:
    """Run :data:`TALLY` for the entries ``where`` selects."""
    for statement in TALLY:
        conn.execute(statement.format(where=where), {"sign": sign, **values})


def _v2(conn: sqlite3.Connection) -> None:
    _script(V2)(conn)
    tally(conn, "1", 1)

MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "profiles, games, seats and rounds", _script(V1)),
    Migration(2, "entries and tallies: each seat's figures, in order and summed, for the statistics", _v2),
)
SCHEMA_VERSION = MIGRATIONS[-1].version
"""The version this program writes; a database with a higher one was made by a newer program."""


class NewerSchema(Exception):
    """The database was made by a newer version of the game (its schema is unknown here)."""

    def __init__(self, version: int) -> None:
        super().__init__(f"made by a newer version of the game (schema {version}, this one knows up to "
                         f"{SCHEMA_VERSION})")
        self.version = version


def schema_version(conn: sqlite3.Connection) -> int:
    """Return the database's schema version (0 for a new, empty database)."""
    row = conn.execute("PRAGMA user_version").fetchone()
    return int(row[0])


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Bring the database up to ``target`` in one transaction; return the version found before.

    Raises :class:`NewerSchema` for a database newer than this program. Two processes
    migrating at once are serialised by ``BEGIN IMMEDIATE``: the second sees the work done.
    """
    found = schema_version(conn)
    if found > SCHEMA_VERSION:
        raise NewerSchema(found)
    if found >= target:
        return found
    conn.execute("BEGIN IMMEDIATE")
    try:
        found = schema_version(conn)  # another process may have migrated while we waited
        for migration in MIGRATIONS:
            if found < migration.version <= target:
                migration.apply(conn)
        if found < target:
            conn.execute(f"PRAGMA user_version = {int(target)}")
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return found
