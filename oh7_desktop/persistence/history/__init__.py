"""The history of played games: profiles, games, rounds and statistics in one SQLite database.

    from oh7_desktop.persistence.history import (
        open_history, HistoryDB, entry_from_record, SeatEntry, Filter, compute_stats,
    )

The database (``history.sqlite3`` in the user data folder) is opened by
:func:`open_history`, which sets aside a bad file and starts a new one (:mod:`.opening`);
its schema is migrated in order (:mod:`.schema`); a game is written in one transaction
(:meth:`HistoryDB.record`); the statistics are computed by :mod:`.stats`.
"""

from __future__ import annotations

from .db import PROFILE_COLOURS, GameSummary, HistoryDB, Profile, StoredGame
from .entry import ABANDONED, FINISHED, GameEntry, SeatEntry, entry_from_record, game_uid
from .opening import HISTORY_NAME, Opened, open_history
from .query import KINDS, Filter, FilterError
from .schema import SCHEMA_VERSION
from .stats import BestGame, Stats, SubjectStats, Tally, bets_by_value, compute_stats, timeline

__all__ = [
    "ABANDONED", "FINISHED", "HISTORY_NAME", "KINDS", "PROFILE_COLOURS", "SCHEMA_VERSION", "BestGame", "Filter",
    "FilterError", "GameEntry", "GameSummary", "HistoryDB", "Opened", "Profile", "SeatEntry", "Stats",
    "StoredGame", "SubjectStats", "Tally", "bets_by_value", "compute_stats", "entry_from_record", "game_uid",
    "open_history", "timeline",
]
