"""The statistics of the history kept ready: computed while the menu is idle, kept until the database changes.

Computing the figures of 10,000 games takes about 0.1 s of CPU; the screen should open at
once. :class:`StatsCache` keeps them per filter with the database's version (this
connection's changes, and other connections' commits: ``PRAGMA data_version``), and
:meth:`StatsCache.warm` computes the default filter's on a worker thread with a connection
of its own. The app calls it only while the menu is idle, never during a game: the worker's
Python work would share the interpreter's lock with the game.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import sqlite3

    from oh7_desktop.persistence.history import Filter, Stats

Entry = tuple[tuple[int, int], "Stats", dict[str, list[bool]]]
"""(database version, statistics, each subject's results game by game)."""
SUBJECTS_WARMED = 12


def version(conn: sqlite3.Connection) -> tuple[int, int]:
    """What changes whenever the database does: other connections' commits, and this one's changes."""
    return int(conn.execute("PRAGMA data_version").fetchone()[0]), int(conn.total_changes)


class StatsCache:
    """Statistics and results per filter, valid while the database's version stays the same."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._entries: dict[Filter, Entry] = {}
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None

    def stats(self, conn: sqlite3.Connection, where: Filter) -> Stats:
        """The figures of ``where``: kept ones if still valid, else computed now."""
        from oh7_desktop.persistence.history import compute_stats

        found = self._valid(conn, where)
        if found is not None:
            return found[1]
        current = version(conn)
        stats = compute_stats(conn, where)
        with self._lock:
            self._entries[where] = (current, stats, {})
        return stats

    def results(self, conn: sqlite3.Connection, where: Filter, subject: str) -> list[bool]:
        """A subject's wins game by game under ``where``."""
        from oh7_desktop.persistence.history import timeline

        found = self._valid(conn, where)
        if found is not None and subject in found[2]:
            return list(found[2][subject])
        results = timeline(conn, where, subject)
        if found is not None:
            found[2][subject] = results
        return results

    def _valid(self, conn: sqlite3.Connection, where: Filter) -> Entry | None:
        self.wait()
        with self._lock:
            found = self._entries.get(where)
        return found if found is not None and found[0] == version(conn) else None

    def wait(self) -> None:
        """Wait for the worker (the screen opening just as it computes)."""
        if self._worker is not None:
            self._worker.join()
            self._worker = None

    def clear(self) -> None:
        """Forget everything (the database was replaced)."""
        self.wait()
        with self._lock:
            self._entries.clear()

    def warm(self, conn: sqlite3.Connection) -> None:
        """Compute the default filter's figures on a worker if they are not up to date (never waits)."""
        from oh7_desktop.persistence.history import Filter

        if self._worker is not None and self._worker.is_alive():
            return
        self._worker = None
        current = version(conn)
        with self._lock:
            found = self._entries.get(Filter())
        if found is not None and found[0] == current:
            return
        self._worker = threading.Thread(target=self._work, args=(current,), name="oh7-history-stats", daemon=True)
        self._worker.start()

    def _work(self, current: tuple[int, int]) -> None:
        """With a connection of its own: the default figures and the first subjects' results."""
        import sqlite3

        from oh7_desktop.persistence.history import Filter, compute_stats, timeline
        from oh7_desktop.persistence.history.opening import connect

        where = Filter()
        try:
            conn = connect(self.path)
        except sqlite3.Error:
            return
        try:
            stats = compute_stats(conn, where)
            results = {s.key: timeline(conn, where, s.key) for s in stats.subjects()[:SUBJECTS_WARMED]}
        except sqlite3.Error:
            return  # the screen computes them itself
        finally:
            conn.close()
        with self._lock:
            self._entries[where] = (current, stats, results)
