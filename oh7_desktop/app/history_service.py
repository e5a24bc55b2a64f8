"""The app's game history: opened off the main thread, written when a game ends or is left.

Shared as ``services.history``. The database (``history.sqlite3`` in the user data
folder) is opened (header, schema, migrations) on a worker thread started after the menu's
first frame, so the game starts as fast as without it; every page is checked (SQLite's
``quick_check``) on a worker once the menu is idle, or before the first use if that comes
first (a game's end, the statistics screen). A bad file is set aside (:mod:`~oh7_desktop.
persistence.history.opening`) for a new one, and its one-line notice is shown by the app
(stderr when headless). A failed write is one line too; the game always goes on, and waits in
``history-pending/`` to be recorded at the next opening (:mod:`~oh7_desktop.persistence.history.pending`).

What the flow records (:meth:`HistoryService.record_game`): the game's name, its rules, the
seats (their level, or the person's profile), the start (the save's creation) and end, the
record, every round's results, and the marks: abandoned (not over), bots only, undo used.

The statistics screen asks :meth:`HistoryService.stats`, kept ready by
:class:`~oh7_desktop.app.history_cache.StatsCache` while the menu is idle.
"""

from __future__ import annotations

import logging
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from oh7_desktop.app.game_setup import GameSetup
    from oh7_desktop.persistence import SaveFile
    from oh7_desktop.persistence.history import Filter, GameEntry, HistoryDB, Opened, Stats

HISTORY_FILE = "history.sqlite3"
log = logging.getLogger(__name__)


class HistoryService:
    """The history database of one run (None-safe: with the history off, every call is a no-op)."""

    def __init__(self, folder: Path, *, enabled: bool = True) -> None:
        from oh7_desktop.app.history_cache import StatsCache

        self.path = folder / HISTORY_FILE
        self.pending = folder / "history-pending"
        """Games waiting to be recorded (see :mod:`oh7_desktop.persistence.history.pending`)."""
        self.enabled = enabled
        self._thread: threading.Thread | None = None
        self._opened: Opened | Literal[False] | None = None
        """The ``Opened`` result; False when the history could not open at all; None before."""
        self._db: HistoryDB | None = None
        self._checked = False
        self._check: threading.Thread | None = None
        self._damage: str | None = None
        self._notices: list[str] = []
        self._lock = threading.Lock()
        self.cache = StatsCache(self.path)

    # -- opening ------------------------------------------------------------------------------

    def open_in_background(self) -> None:
        """Start opening the database on a worker thread (once): the header, the schema, migrations."""
        if not self.enabled or self._thread is not None or self._opened is not None:
            return
        self._thread = threading.Thread(target=self._open, name="oh7-history", daemon=True)
        self._thread.start()

    def _open(self) -> None:
        opened: Opened | None
        try:
            from oh7_desktop.persistence.history import open_history

            opened = open_history(self.path, thorough=False)
            notice = opened.notice
        except Exception as err:  # noqa: BLE001 - no sqlite3 in this Python, or worse: the game goes on
            opened = None
            notice = f"{HISTORY_FILE}: the history is off ({' '.join(str(err).split()) or type(err).__name__})"
        with self._lock:
            self._opened = opened if opened is not None else False
            if notice:
                self._notices.append(notice)

    def _opening(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def db(self, *, wait_for_check: bool = True) -> HistoryDB | None:
        """The :class:`~oh7_desktop.persistence.history.HistoryDB`, opened (None if off).

        Waits for the worker if it is still opening. ``wait_for_check``: also have every page
        checked first (0.1 s for 10,000 games, done now if the menu was not idle long enough);
        False when a game is starting (recording the game it replaces, the players' profiles):
        the check then goes on on a worker, and a damaged file is set aside when the menu is
        idle or at the next waiting call (what was written meanwhile stays in the set-aside file).
        """
        if not self.enabled:
            return None
        if self._db is None:
            if self._thread is None and self._opened is None:
                self._open()  # asked before the first frame's hook (tests, tools): open here
            elif self._thread is not None:
                self._thread.join()
            if not self._opened or self._opened.conn is None:
                return None
        if wait_for_check:
            self._finish_check(wait=True)  # a damaged file is replaced by a new one here
        else:
            self._start_check()
        if self._db is None and self._opened and self._opened.conn is not None:
            from oh7_desktop.persistence.history import HistoryDB

            self._db = HistoryDB(self._opened.conn)
        return self._db

    def idle(self) -> None:
        """The menu is idle: check every page of the database on a worker, then keep the default
        statistics ready (never waits: whatever is not finished goes on at the next call)."""
        if not self.enabled or self._opening() or not self._opened or self._opened.conn is None:
            return
        if not self._checked:
            self._start_check()
            if self._check is not None and self._check.is_alive():
                return
            self._finish_check(wait=False)
        db = self.db()
        if db is not None:
            self.cache.warm(db.conn)

    def _start_check(self) -> None:
        """Start checking every page on a worker (once)."""
        if not self._checked and self._check is None:
            self._check = threading.Thread(target=self._look_for_damage, name="oh7-history-check", daemon=True)
            self._check.start()

    def _look_for_damage(self) -> None:
        from oh7_desktop.persistence.history.opening import damage

        self._damage = damage(self.path)

    def _finish_check(self, *, wait: bool) -> None:
        """Apply the page check (on this, the game's thread): a damaged file is set aside for a new one."""
        if self._checked:
            return
        if self._check is None:
            self._look_for_damage()
        elif wait or not self._check.is_alive():
            self._check.join()
        else:
            return
        self._checked = True
        if self._damage is not None and self._opened:  # checked only once the file opened
            from oh7_desktop.persistence.history.opening import replace_damaged

            self._db = None
            self.cache.clear()
            self._opened = replace_damaged(self._opened, self._damage)
            with self._lock:
                self._notices.append(str(self._opened.notice))

    # -- statistics -------------------------------------------------------------------------

    def stats(self, where: Filter) -> Stats | None:
        """The :class:`~oh7_desktop.persistence.history.Stats` of ``where`` (None with the history off)."""
        db = self.db()
        return None if db is None else self.cache.stats(db.conn, where)

    def results(self, where: Filter, subject: str) -> list[bool]:
        """A subject's wins game by game under ``where`` (for the win share chart)."""
        db = self.db()
        return [] if db is None else self.cache.results(db.conn, where, subject)

    def take_notices(self) -> list[str]:
        """The lines to show the player since the last call (a bad file set aside, a failed write)."""
        with self._lock:
            notices, self._notices = self._notices, []
        for line in notices:  # in the log too, for a bug report: the toast is gone in seconds
            log.warning("history: %s", line)
        return notices

    def close(self) -> None:
        """Wait for the workers and close the database."""
        for thread in (self._thread, self._check):
            if thread is not None:
                thread.join()
        self.cache.wait()
        if self._db is not None:
            self._db.close()
        elif self._opened and self._opened.conn is not None:
            self._opened.conn.close()
        self._db = self._opened = None
        self.enabled = False

    # -- writing ------------------------------------------------------------------------------

    def record_game(self, setup: GameSetup | SaveFile, save: SaveFile | None, record: dict[str, object], *, undo: bool = False,
                    starting: bool = False) -> bool:
        """Record a game as it stands (finished if over, else abandoned) in one transaction.

        A game left before its first round was scored is not history: nothing is written.
        ``starting``: a new game is starting (do not wait for the page check, see :meth:`db`).
        When the history cannot take it now (locked too long, read-only, a full disk, off for
        this run), the game waits in ``history-pending/``, recorded at the next opening.
        Returns False only if the game is neither recorded nor waiting (its autosave must stay).
        """
        if not self.enabled:
            return True
        from oh7_desktop.games.interface import GameError
        from oh7_desktop.persistence.history import SeatEntry, entry_from_record

        seats = [SeatEntry(s.name, s.kind, s.level) for s in setup.seats]
        started = save.created if save is not None else datetime.now(timezone.utc)
        try:
            entry = entry_from_record(setup.game, record, seats, started=started, ended=datetime.now(timezone.utc),
                                      undo=undo, token=save.uid if save is not None else None)
        except GameError as err:
            self._failed(err)
            return True  # a record the game refuses is no history: keeping the autosave would not help
        if not entry.rounds:
            return True
        return self._write(entry, self.db(wait_for_check=not starting))

    def _write(self, entry: GameEntry, db: HistoryDB | None) -> bool:
        """Record ``entry`` in ``db``, or have it wait in ``history-pending/``; False if neither could be done."""
        import sqlite3

        from oh7_desktop.persistence.history.pending import drain, queue_entry

        if db is not None:
            try:
                db.record(entry)
                drain(db, self.pending)  # games kept while the history was busy earlier in this run
                return True
            except sqlite3.Error as err:
                reason = " ".join(str(err).split()) or type(err).__name__
        else:
            reason = None  # the history is off for this run: said in one line when it did not open
        try:
            queue_entry(self.pending, entry)
        except OSError as err:
            self._notice(f"the game could not be recorded ({reason or 'the history is off'}), nor kept to be "
                         f"recorded later ({err.strerror or err}): its autosave is kept")
            return False
        if reason is not None:
            self._notice(f"the game waits in {self.pending.name}/ to be recorded when the history can be "
                         f"written ({reason})")
        return True

    def remember_profiles(self, profiles: list[tuple[str, str | None]]) -> None:
        """Create or recolour the profiles of the people about to play (name, colour)."""
        db = self.db(wait_for_check=False)  # a game is starting
        if db is None or (self._opened and self._opened.read_only):
            return  # a read-only history: the profiles come with the games when they are recorded
        import sqlite3

        try:
            for name, colour in profiles:
                db.set_profile(name, colour)
        except sqlite3.Error as err:
            self._failed(err)

    def _failed(self, err: Exception) -> None:
        """Keep one line for the player about a failed write."""
        line = " ".join(str(err).split()) or type(err).__name__
        self._notice(f"the game could not be recorded ({line})")

    def _notice(self, text: str) -> None:
        with self._lock:
            self._notices.append(f"{HISTORY_FILE}: {text}")

