"""The autosave of a game being played: the app calls :meth:`record_action` after every action.

Usage in the app (the engine gives the record with ``to_record(state, names, include_pending=True)``)::

    session = AutosaveSession(store, SaveFile(options=..., seats=..., record=to_record(state, names)))
    session.start()                        # written now: Continue works from the very first card
    ...after every bet card, card played and ? decision:
    session.record_action(to_record(state, names, include_pending=True))
    if session.last_error: show a notice (the game goes on; the next action retries)
    ...when the game ends or the app quits:
    session.flush()

    # Continue:
    save = AutosaveSession(store).resume()   # SaveError (one line) if missing or broken
    state = from_record(save.record)

Every action's autosave is a whole file atomically renamed over the previous one, so after
a crash or a kill the autosave is the latest state but at most the action in flight. Writes
are also made durable against power cuts (fsync; every action with the default
:data:`~.autosave.DURABLE_INTERVAL` of 0), on a worker thread, keeping a durable backup:
see :mod:`.autosave` for the costs and guarantees.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from .errors import SaveError
from .loader import SaveEncoder
from .models import SaveFile
from .store import SaveStore


@dataclass
class WriteStats:
    """What the autosaves cost the game's thread (the disk's own time is off that thread)."""

    writes: int = 0
    skipped: int = 0
    seconds: float = 0.0

    @property
    def per_second(self) -> float:
        """Autosaves per second of the game thread's time spent on them."""
        return self.writes / self.seconds if self.seconds else 0.0


def _snapshot(record: dict[str, Any]) -> dict[str, Any]:
    """The record as submitted: its top level and its list of deals copied (an action adds to
    them), the deals themselves shared, as the engine's records never change them."""
    deals = record.get("deals")
    return {**record, "deals": list(deals)} if isinstance(deals, list) else dict(record)


class AutosaveSession:
    """Keeps the autosave of one game up to date; ``save`` is the latest state submitted."""

    def __init__(self, store: SaveStore, save_meta: SaveFile | None = None) -> None:
        self.store = store
        self.save = save_meta
        self.last_error: str | None = None
        self.stats = WriteStats()
        self._written: dict[str, Any] | None = None
        self._encoder = SaveEncoder()

    def start(self) -> bool:
        """Write the game as it is now (a new game, or a loaded one) as the autosave, at once."""
        if self.save is None:
            raise ValueError("AutosaveSession.start() needs the game's save metadata")
        began = time.perf_counter()
        try:
            self.store.autosave(self.save, encoder=self._encoder)
        except SaveError as err:
            return self._failed(err)
        self._count(began)
        self._written, self.last_error = _snapshot(self.save.record), None
        return True

    def record_action(self, record: dict[str, Any]) -> bool:
        """Autosave the game's record after an action; return False if an autosave failed.

        A record equal to the last one is not written again. A failed write never raises:
        ``last_error`` holds its one-line message for the app to show (it may be the previous
        action's write, reported now), and the next action writes the whole game again.

        The record's deal entries are kept, not copied, and must not be changed afterwards
        (the engine's ``to_record`` and ``RecordWriter`` make new ones): so an action costs
        the deal in play, not the whole game (see :class:`~.loader.SaveEncoder`).
        """
        if self.save is None:
            raise ValueError("AutosaveSession.record_action() before start() or resume()")
        began = time.perf_counter()
        submitted = _snapshot(record)
        if submitted == self._written:  # deals shared with the last record compare at once
            self.stats.skipped += 1
            return self.last_error is None
        save = self.save.touched(submitted)
        error = self.store.autosave_action(self._encoder.encode(save))
        self.save, self._written = save, submitted
        self._count(began)
        if error is not None:
            return self._failed(error)
        self.last_error = None
        return True

    def flush(self) -> bool:
        """Wait for the write in flight and make the autosave durable; return False if that failed."""
        error = self.store.sync()
        if error is not None:
            return self._failed(error)
        return True

    def resume(self) -> SaveFile:
        """Load the autosave to continue it; raise :class:`SaveError` if missing or broken.

        A broken autosave has been moved aside when this raises; the error's message is the
        one line to show (``autosave.json: not valid JSON (line 1, column 14)``).
        """
        result = self.store.load_autosave()
        if result.error is not None:
            raise result.error
        if result.save is None:
            raise SaveError(self.store.autosave_path, "no game to continue")
        self.save = result.save
        self._written = _snapshot(result.save.record)
        return result.save

    def _count(self, began: float) -> None:
        self.stats.seconds += time.perf_counter() - began
        self.stats.writes += 1

    def _failed(self, error: SaveError) -> bool:
        self.last_error = str(error)
        return False
