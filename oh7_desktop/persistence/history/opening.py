"""Opening the history database safely: WAL, a busy timeout, migrations, and bad files set aside.

:func:`open_history` never raises for a bad file. A damaged, truncated, read-only or
newer-version database is renamed aside with its ``-wal``/``-shm`` companions (never
deleted: ``history.sqlite3.broken``, ``.readonly``, ``.newer``, then ``-2``, ``-3``...) and a
new database takes its place; :attr:`Opened.notice` says so in one line. Only when even a
new database cannot be made (a read-only folder) is the history off for the run.

Two windows share one database: SQLite's locks serialise writers, each connection waits up
to :data:`BUSY_SECONDS` for a lock, and every write is one ``BEGIN IMMEDIATE`` transaction.
"""

from __future__ import annotations

import os
import sqlite3
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from ..atomic import move_aside
from .schema import NewerSchema, migrate

HISTORY_NAME = "history.sqlite3"
BUSY_SECONDS = 10.0
"""How long a connection waits for another process's lock before giving up on a write."""
COMPANIONS = ("-wal", "-shm", "-journal")
"""SQLite's side files: they belong to the database and move aside with it."""


class Unusable(Exception):
    """The file cannot serve as the history; ``suffix`` names where it is moved aside."""

    def __init__(self, reason: str, suffix: str = ".broken") -> None:
        super().__init__(reason)
        self.reason, self.suffix = reason, suffix


@dataclass
class Opened:
    """What :func:`open_history` found: a connection (None if the history is off), and a notice."""

    conn: sqlite3.Connection | None
    path: Path
    notice: str | None = None
    moved_to: Path | None = None


def connect(path: Path) -> sqlite3.Connection:
    """Open ``path`` (created if missing) in WAL mode with a busy timeout and foreign keys on.

    The connection is in autocommit mode: writers open their own ``BEGIN IMMEDIATE``.
    ``check_same_thread`` is off so the app may check the file on a worker thread and use
    it on the main thread; it never uses one connection from two threads at once.
    """
    conn = sqlite3.connect(str(path), timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(BUSY_SECONDS * 1000)}")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise Unusable("cannot be written (read-only)", ".readonly")
        conn.execute("PRAGMA synchronous = FULL")  # a game's commit survives a power cut too
        conn.execute("PRAGMA foreign_keys = ON")
    except BaseException:
        conn.close()
        raise
    return conn


def _marked_read_only(path: Path) -> bool:
    """Whether the player made the file read-only (checked by its mode bits too: root may write anyway)."""
    try:
        mode = path.stat().st_mode
    except OSError:
        return False
    return not os.access(path, os.W_OK) or not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)


def _check(conn: sqlite3.Connection, thorough: bool) -> None:
    """Raise :class:`Unusable` if the database is damaged or newer; migrate it otherwise.

    Without ``thorough``, a damaged file is found only if its first pages are (the header,
    the schema): :func:`damage` looks at every page later.
    """
    if thorough:
        problem = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
        if problem != "ok":
            raise Unusable(f"damaged ({' '.join(str(problem).replace('*', ' ').split())})")
    try:
        migrate(conn)
    except NewerSchema as err:
        raise Unusable(str(err), ".newer") from None
    conn.execute("SELECT count(*) FROM games WHERE id = 0").fetchone()


def _classify(err: sqlite3.DatabaseError) -> Unusable | None:
    """A bad file as :class:`Unusable`; None for a passing problem (a lock held too long)."""
    text = str(err)
    lower = text.lower()
    if "locked" in lower or "busy" in lower:
        return None
    if "readonly" in lower or "read-only" in lower:
        return Unusable("cannot be written (read-only)", ".readonly")
    if "not a database" in lower or "malformed" in lower or "corrupt" in lower:
        return Unusable(f"damaged ({_one_line(err)})")
    if isinstance(err, sqlite3.OperationalError) and "unable to open" in lower:
        return None
    return Unusable(f"unusable ({_one_line(err)})")


def try_open(path: Path, *, thorough: bool = True) -> sqlite3.Connection:
    """Open and check ``path``; raise :class:`Unusable` for a bad file, ``sqlite3``/``OSError`` otherwise."""
    if path.exists() and _marked_read_only(path):
        raise Unusable("cannot be written (read-only)", ".readonly")
    conn: sqlite3.Connection | None = None
    try:
        conn = connect(path)
        _check(conn, thorough)
    except sqlite3.DatabaseError as err:
        if conn is not None:
            conn.close()
        bad = _classify(err)
        if bad is None:
            raise
        raise bad from None
    except BaseException:
        if conn is not None:
            conn.close()
        raise
    return conn


def set_aside(path: Path, suffix: str) -> Path:
    """Rename the database and its side files aside (never over anything); return the new name."""
    target = move_aside(path, suffix)
    for tail in COMPANIONS:
        side = path.with_name(path.name + tail)
        if side.exists():
            os.replace(side, target.with_name(target.name + tail))
    return target


def open_history(path: Path, *, thorough: bool = True) -> Opened:
    """Open the history at ``path``, replacing a bad file by a new one; never raises for a bad file.

    ``thorough`` runs SQLite's ``quick_check`` (reads every page: run it off the main
    thread for a large history).
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return Opened(_open_waiting(path, thorough), path)
    except Unusable as bad:
        return _replace_bad(path, bad)
    except (sqlite3.Error, OSError) as err:
        return Opened(None, path, f"{path.name}: cannot be opened ({_one_line(err)}); games are not recorded")


def _open_waiting(path: Path, thorough: bool) -> sqlite3.Connection:
    """:func:`try_open`, again while another process holds a lock for up to :data:`BUSY_SECONDS`:
    two windows creating the history at once both switch the new file to WAL, and SQLite
    refuses that switch at once ("database is locked") instead of waiting like a write."""
    deadline = time.monotonic() + BUSY_SECONDS
    while True:
        try:
            return try_open(path, thorough=thorough)
        except sqlite3.OperationalError as err:
            lower = str(err).lower()
            if not ("locked" in lower or "busy" in lower) or time.monotonic() > deadline:
                raise
        time.sleep(0.05)


def _replace_bad(path: Path, bad: Unusable) -> Opened:
    """Move the bad file aside and start a new history; say so in one line."""
    try:
        moved = set_aside(path, bad.suffix)
    except OSError as err:
        return Opened(None, path, f"{path.name}: {bad.reason}, and it cannot be moved aside "
                                  f"({_one_line(err)}); games are not recorded")
    try:
        conn = try_open(path, thorough=False)
    except (Unusable, sqlite3.Error, OSError) as err:
        return Opened(None, path, f"{path.name}: {bad.reason} (kept as {moved.name}); a new history cannot be "
                                  f"made ({_one_line(err)}); games are not recorded", moved)
    return Opened(conn, path, f"{path.name}: {bad.reason}; kept as {moved.name}, a new history is started", moved)


def damage(path: Path) -> str | None:
    """Run SQLite's ``quick_check`` on ``path`` with a connection of its own (it reads every page:
    call it off the game's thread); return the problem in a few words, or None if sound (or
    if it cannot be told now: another process holding a lock too long)."""
    try:
        conn = sqlite3.connect(str(path), timeout=BUSY_SECONDS, check_same_thread=False)
    except sqlite3.Error:
        return None
    try:
        problem = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
    except sqlite3.DatabaseError as err:
        bad = _classify(err)
        return None if bad is None else bad.reason
    finally:
        conn.close()
    return None if problem == "ok" else f"damaged ({' '.join(str(problem).replace('*', ' ').split())})"


def replace_damaged(opened: Opened, reason: str) -> Opened:
    """Close ``opened``'s connection, set its file aside (``.broken``) and start a new history."""
    if opened.conn is not None:
        opened.conn.close()
    return _replace_bad(opened.path, Unusable(reason))


def _one_line(err: BaseException) -> str:
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    return " ".join(str(err).split()) or type(err).__name__
