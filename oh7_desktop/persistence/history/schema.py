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

MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "profiles, games, seats and rounds", _script(V1)),
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
