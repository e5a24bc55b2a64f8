"""The app's game history: opened off the main thread, written when a game ends or is left.

Shared as ``services.extras["history"]``. The database (``history.sqlite3`` in the user data
folder) is opened and checked (``quick_check``, migrations) on a worker thread started
after the menu's first frame, so the game starts as fast as without it; whatever needs it
later waits for that thread. A bad file is set aside by :func:`~oh7_desktop.persistence.
history.open_history`, and its one-line notice is shown by the app (stderr when headless).
A failed write is one line too; the game always goes on.

What the flow records (:meth:`HistoryService.record_game`): the game's name, its rules, the
seats (their level, or the person's profile), the start (the save's creation) and end, the
record, every round's results, and the marks: abandoned (not over), bots only, undo used.

The statistics screen asks :meth:`HistoryService.stats`: the figures of the default filters
are computed on the worker thread as soon as the history is open and again after each game
is recorded, so the screen opens at once even with 10,000 games; they are kept until the
database changes (this window's writes, or another window's: ``PRAGMA data_version``).
"""

from __future__ import annotations

import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

HISTORY_FILE = "history.sqlite3"


class HistoryService:
    """The history database of one run (None-safe: with the history off, every call is a no-op)."""

    def __init__(self, folder: Path, *, enabled: bool = True) -> None:
        self.path = folder / HISTORY_FILE
        self.enabled = enabled
        self._thread: threading.Thread | None = None
        self._opened: Any = None
        self._db: Any = None
        self._notices: list[str] = []
        self._lock = threading.Lock()
        self._cache: dict[Any, tuple[tuple[int, int], Any, dict[str, list[bool]]]] = {}
        """Filter -> (database version, statistics, each subject's results in order)."""
        self._warming: threading.Thread | None = None

    # -- opening ------------------------------------------------------------------------------

    def open_in_background(self) -> None:
        """Start opening and checking the database on a worker thread (once)."""
        if not self.enabled or self._thread is not None or self._opened is not None:
            return
        self._thread = threading.Thread(target=self._open, name="oh7-history", daemon=True)
        self._thread.start()

    def _open(self) -> None:
        try:
            from oh7_desktop.persistence.history import open_history

            opened: Any = open_history(self.path, thorough=True)
            notice = opened.notice
        except Exception as err:  # noqa: BLE001 - no sqlite3 in this Python, or worse: the game goes on
            opened = None
            notice = f"{HISTORY_FILE}: the history is off ({' '.join(str(err).split()) or type(err).__name__})"
        with self._lock:
            self._opened = opened if opened is not None else False
            if notice:
                self._notices.append(notice)
        if opened is not None and opened.conn is not None:
            self._warm(opened.conn, _version(opened.conn))

    def db(self) -> Any:
        """The :class:`~oh7_desktop.persistence.history.HistoryDB` (None if the history is off)."""
        if not self.enabled:
            return None
        if self._db is not None:
            return self._db
        if self._thread is None and self._opened is None:
            self._open()  # asked before the first frame's hook (tests, tools): open here
        elif self._thread is not None:
            self._thread.join()
        if not self._opened:
            return None
        from oh7_desktop.persistence.history import HistoryDB

        if self._opened and self._opened.conn is not None:
            self._db = HistoryDB(self._opened.conn)
        return self._db

    # -- statistics -------------------------------------------------------------------------

    def stats(self, where: Any) -> Any:
        """The :class:`~oh7_desktop.persistence.history.Stats` of ``where`` (None with the history off)."""
        found = self._cached(where)
        if found is not None:
            return found[1]
        db = self.db()
        if db is None:
            return None
        from oh7_desktop.persistence.history import compute_stats

        version = _version(db.conn)
        stats = compute_stats(db.conn, where)
        with self._lock:
            self._cache[where] = (version, stats, {})
        return stats

    def results(self, where: Any, subject: str) -> list[bool]:
        """A subject's wins game by game under ``where`` (for the win share chart)."""
        found = self._cached(where)
        if found is not None and subject in found[2]:
            return list(found[2][subject])
        db = self.db()
        if db is None:
            return []
        from oh7_desktop.persistence.history import timeline

        results = timeline(db.conn, where, subject)
        if found is not None:
            found[2][subject] = results
        return results

    def _cached(self, where: Any) -> Any:
        """The cache entry of ``where`` if the database has not changed since it was made."""
        db = self.db()
        if self._warming is not None:
            self._warming.join()
            self._warming = None
        if db is None:
            return None
        with self._lock:
            found = self._cache.get(where)
        return found if found is not None and found[0] == _version(db.conn) else None

    def _warm(self, conn: Any, version: tuple[int, int]) -> None:
        """Compute the default statistics and every subject's results with ``conn`` (on a worker)."""
        import sqlite3

        from oh7_desktop.persistence.history import Filter, compute_stats, timeline

        where = Filter()
        try:
            stats = compute_stats(conn, where)
            results = {s.key: timeline(conn, where, s.key) for s in stats.subjects()[:12]}
        except sqlite3.Error:
            return  # the screen computes them itself
        with self._lock:
            self._cache[where] = (version, stats, results)

    def _warm_after_write(self) -> None:
        """After a game is recorded: the default statistics again, off the main thread."""
        db = self.db()
        if db is None or self._warming is not None:
            return
        version = _version(db.conn)

        def work() -> None:
            import sqlite3

            from oh7_desktop.persistence.history.opening import connect

            try:
                conn = connect(self.path)
            except sqlite3.Error:
                return
            try:
                self._warm(conn, version)
            finally:
                conn.close()
        self._warming = threading.Thread(target=work, name="oh7-history-stats", daemon=True)
        self._warming.start()

    def take_notices(self) -> list[str]:
        """The lines to show the player since the last call (a bad file set aside, a failed write)."""
        with self._lock:
            notices, self._notices = self._notices, []
        return notices

    def close(self) -> None:
        """Wait for the workers and close the database."""
        for thread in (self._thread, self._warming):
            if thread is not None:
                thread.join()
        if self._db is not None:
            self._db.close()
        elif self._opened and self._opened.conn is not None:
            self._opened.conn.close()
        self._db = self._opened = None
        self.enabled = False

    # -- writing ------------------------------------------------------------------------------

    def record_game(self, setup: Any, save: Any, record: dict[str, Any], *, undo: bool = False) -> int | None:
        """Record a game as it stands (finished if over, else abandoned) in one transaction.

        A game left before its first round was scored is not history: nothing is written.
        Returns the game's id in the database, or None.
        """
        db = self.db()
        if db is None:
            return None
        import sqlite3

        from oh7_desktop.games.interface import GameError
        from oh7_desktop.persistence.history import SeatEntry, entry_from_record

        seats = [SeatEntry(s.name, s.kind, s.level) for s in setup.seats]
        started = getattr(save, "created", None) or datetime.now(timezone.utc)
        try:
            entry = entry_from_record(getattr(setup, "game", "oh7"), record, seats, started=started,
                                      ended=datetime.now(timezone.utc), undo=undo)
            if not entry.rounds:
                return None
            game_id = int(db.record(entry))
        except (sqlite3.Error, GameError) as err:
            self._failed(err)
            return None
        self._warm_after_write()
        return game_id

    def remember_profiles(self, profiles: list[tuple[str, str | None]]) -> None:
        """Create or recolour the profiles of the people about to play (name, colour)."""
        db = self.db()
        if db is None:
            return
        import sqlite3

        try:
            for name, colour in profiles:
                db.set_profile(name, colour)
        except sqlite3.Error as err:
            self._failed(err)

    def _failed(self, err: Exception) -> None:
        """Keep one line for the player about a failed write."""
        line = " ".join(str(err).split()) or type(err).__name__
        with self._lock:
            self._notices.append(f"{HISTORY_FILE}: the game could not be recorded ({line})")


def _version(conn: Any) -> tuple[int, int]:
    """What changes whenever the database does: other connections' commits, and this one's changes."""
    return int(conn.execute("PRAGMA data_version").fetchone()[0]), int(conn.total_changes)
