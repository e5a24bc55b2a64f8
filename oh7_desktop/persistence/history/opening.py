"""Opening the history database safely: WAL, a busy timeout, migrations, and bad files set aside.

:func:`open_history` never raises for a bad file. A file proven bad (not an SQLite file,
a damaged page found by SQLite's ``quick_check`` or by a query, a newer version) is renamed
aside with its ``-wal``/``-shm`` companions (never deleted: ``history.sqlite3.broken``,
``.newer``, then ``-2``, ``-3``...) and a new database takes its place, holding the games of
a damaged file that still read back whole (:mod:`.recover`); :attr:`Opened.notice` says so in
one line. A read-only file is read (its statistics shown), not moved. A passing problem (a
full disk, an I/O error, a lock held too long) proves nothing about the file: it stays, the
history is off for the run, and the games wait in ``history-pending/`` (:mod:`.pending`),
recorded at the next opening that can write.

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
from .db import HistoryDB
from .pending import PENDING_DIR, drain, pending_folder
from .recover import recover_games
from .schema import SCHEMA_VERSION, NewerSchema, migrate, schema_version

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


class ReadOnly(sqlite3.OperationalError):
    """The file cannot be written (the player made it read-only): it is read, not moved."""

    def __init__(self) -> None:
        super().__init__("attempt to write a readonly database")


@dataclass
class Opened:
    """What :func:`open_history` found: a connection (None if the history is off), and a notice."""

    conn: sqlite3.Connection | None
    path: Path
    notice: str | None = None
    moved_to: Path | None = None
    read_only: bool = False
    """The file is read, not written: games wait in ``history-pending/`` (:mod:`.pending`)."""
    drained: int = 0
    """How many waiting games were recorded at this opening."""


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
            raise ReadOnly()
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
    """A file proven bad as :class:`Unusable` (SQLite says it is not a database, or damaged);
    None for anything else: a full disk, an I/O error or a lock held too long say nothing about
    the file, which must not be set aside for them."""
    lower = str(err).lower()
    if "not a database" in lower or "malformed" in lower or "corrupt" in lower:
        return Unusable(f"damaged ({_one_line(err)})")
    return None


def _read_only_error(err: sqlite3.Error) -> bool:
    lower = str(err).lower()
    return "readonly" in lower or "read-only" in lower


def try_open(path: Path, *, thorough: bool = True) -> sqlite3.Connection:
    """Open and check ``path``; raise :class:`Unusable` for a bad file, ``sqlite3``/``OSError`` otherwise."""
    if path.exists() and _marked_read_only(path):
        raise ReadOnly()
    conn: sqlite3.Connection | None = None
    try:
        conn = connect(path)
        _check(conn, thorough)
    except sqlite3.DatabaseError as err:
        if conn is not None:
            conn.close()
        if _read_only_error(err):
            raise ReadOnly() from None
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
        opened = Opened(_open_waiting(path, thorough), path)
    except ReadOnly:
        return open_read_only(path, thorough)
    except Unusable as bad:
        opened = _replace_bad(path, bad)
    except (sqlite3.Error, OSError) as err:
        return Opened(None, path, f"{path.name}: cannot be opened ({_one_line(err)}); games are not recorded"
                                  f" now: they wait in {PENDING_DIR}/")
    if opened.conn is not None:
        opened.drained = drain(HistoryDB(opened.conn), pending_folder(path))
    return opened


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
    except (Unusable, ReadOnly, sqlite3.Error, OSError) as err:
        return Opened(None, path, f"{path.name}: {bad.reason} (kept as {moved.name}); a new history cannot be "
                                  f"made ({_one_line(err)}); games are not recorded", moved)
    started = f"{path.name}: {bad.reason}; kept as {moved.name}, a new history is started"
    if bad.suffix != ".broken" or not _is_sqlite(moved):
        return Opened(conn, path, started, moved)
    try:
        saved = recover_games(moved, HistoryDB(conn))
    except sqlite3.Error:
        saved = 0
    held = f"with the {saved} game{'' if saved == 1 else 's'} that could be read" if saved else \
        "(none of its games could be read)"
    return Opened(conn, path, f"{started} {held}", moved)


def _is_sqlite(path: Path) -> bool:
    """Whether ``path`` starts as an SQLite file does (its games may be read back)."""
    try:
        with path.open("rb") as file:
            return file.read(16) == b"SQLite format 3\x00"
    except OSError:
        return False


def open_read_only(path: Path, thorough: bool = True) -> Opened:
    """Read a history that cannot be written (its statistics are shown); games wait in ``history-pending/``."""
    conn: sqlite3.Connection | None = None
    try:
        conn = _connect_read_only(path)
        if thorough:
            problem = conn.execute("PRAGMA quick_check(1)").fetchone()[0]
            if problem != "ok":
                raise sqlite3.DatabaseError(" ".join(str(problem).replace("*", " ").split()))
        version = schema_version(conn)
        if version != SCHEMA_VERSION:
            raise sqlite3.DatabaseError(f"version {version}, this app reads version {SCHEMA_VERSION}")
    except sqlite3.Error as err:
        if conn is not None:
            conn.close()
        return Opened(None, path, f"{path.name}: read-only, and it cannot be read ({_one_line(err)}); games are "
                                  f"not recorded now: they wait in {PENDING_DIR}/", read_only=True)
    return Opened(conn, path, f"{path.name}: read-only: its statistics are shown, new games wait in {PENDING_DIR}/ "
                              f"until it can be written", read_only=True)


def _connect_read_only(path: Path) -> sqlite3.Connection:
    """Open ``path`` for reading only (as immutable if SQLite cannot even make its shared-memory file)."""
    uri = path.resolve().as_uri()
    try:
        return _readable(sqlite3.connect(uri + "?mode=ro", uri=True, timeout=BUSY_SECONDS, isolation_level=None,
                                         check_same_thread=False))
    except sqlite3.OperationalError:
        return _readable(sqlite3.connect(uri + "?immutable=1", uri=True, isolation_level=None,
                                         check_same_thread=False))


def _readable(conn: sqlite3.Connection) -> sqlite3.Connection:
    """``conn`` once it has read the schema (closed if it cannot)."""
    try:
        conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except BaseException:
        conn.close()
        raise
    return conn


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
