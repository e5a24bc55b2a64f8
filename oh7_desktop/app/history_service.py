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

    def take_notices(self) -> list[str]:
        """The lines to show the player since the last call (a bad file set aside, a failed write)."""
        with self._lock:
            notices, self._notices = self._notices, []
        return notices

    def close(self) -> None:
        """Wait for the worker and close the database."""
        if self._thread is not None:
            self._thread.join()
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
            return int(db.record(entry))
        except (sqlite3.Error, GameError) as err:
            self._failed(err)
            return None

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
        line = " ".join(str(err).split()) or type(err).__name__
        with self._lock:
            self._notices.append(f"{HISTORY_FILE}: the game could not be recorded ({line})")
