"""The autosave of a game being played: the app calls :meth:`record_action` after every action.

Usage in the app (the engine gives the record with ``to_record(state)``)::

    session = AutosaveSession(SaveStore(), SaveFile(options=..., seats=..., record=to_record(state)))
    session.start()                        # Continue works from the very first card
    ...after every bet card, card played and ? decision:
    session.record_action(to_record(state))
    if session.last_error: show a notice (the game goes on; the next action retries)

    # Continue:
    session = AutosaveSession(SaveStore())
    save = session.resume()                # SaveError (one line) if missing or broken
    state = from_record(save.record)

Every write is a whole, fsynced, atomically renamed file, so a crash or a kill at any moment
leaves either the previous autosave or the new one, and at most the action in flight is lost.

The one cost that matters is fsync (0.3 ms on an idle SSD, 5-10 ms on a busy disk). Each
write fsyncs its file before the rename, always; the folder's fsync (which makes the rename
itself survive a power cut) is done at most every :data:`DIR_SYNC_INTERVAL` seconds, and by
:meth:`flush`. At play speed that is every action; in an ``instant`` autoplay it halves the
cost, and a power cut can then undo at most the renames of the last half second (the older
autosave left is whole). A process crash or kill loses nothing more than the action in flight.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from .errors import SaveError
from .models import SaveFile
from .store import SaveStore

DIR_SYNC_INTERVAL = 0.5
"""Seconds between folder fsyncs when actions come faster than that (autoplay)."""


@dataclass
class WriteStats:
    """Counts of the session's autosaves, to show that they stay cheap."""

    writes: int = 0
    skipped: int = 0
    seconds: float = 0.0

    @property
    def per_second(self) -> float:
        """Autosaves per second of writing time."""
        return self.writes / self.seconds if self.seconds else 0.0


class AutosaveSession:
    """Keeps the autosave of one game up to date; ``save`` is the latest state written."""

    def __init__(self, store: SaveStore, save_meta: SaveFile | None = None) -> None:
        self.store = store
        self.save = save_meta
        self.last_error: str | None = None
        self.stats = WriteStats()
        self._written: str | None = None
        self._dir_synced = 0.0

    def start(self) -> bool:
        """Write the game as it is now (a new game, or a loaded one) as the autosave."""
        if self.save is None:
            raise ValueError("AutosaveSession.start() needs the game's save metadata")
        return self._write(self.save, json.dumps(self.save.record, separators=(",", ":")))

    def record_action(self, record: dict[str, Any]) -> bool:
        """Autosave the game's record after an action; return whether it was written.

        A record equal to the last one written is not written again. A failed write never
        raises: ``last_error`` holds its one-line message for the app to show, and the
        next action tries again.
        """
        if self.save is None:
            raise ValueError("AutosaveSession.record_action() before start() or resume()")
        # Compared as text: the app may reuse and mutate one dict between calls.
        text = json.dumps(record, separators=(",", ":"))
        if text == self._written:
            self.stats.skipped += 1
            return True
        return self._write(self.save.touched(json.loads(text)), text)

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
        self._written = json.dumps(result.save.record, separators=(",", ":"))
        return result.save

    def flush(self) -> None:
        """Make the latest autosave durable now (call when a game ends or the app quits)."""
        self.store.sync()
        self._dir_synced = time.monotonic()

    def _write(self, save: SaveFile, text: str) -> bool:
        began = time.perf_counter()
        now = time.monotonic()
        sync_dir = now - self._dir_synced >= DIR_SYNC_INTERVAL
        try:
            self.store.autosave(save, sync_dir=sync_dir)
            if sync_dir:
                self._dir_synced = now
        except SaveError as err:
            self.last_error = str(err)
            return False
        self.stats.seconds += time.perf_counter() - began
        self.stats.writes += 1
        self.save, self._written, self.last_error = save, text, None
        return True
