"""The autosave file: crash-safe after every action, durable without slowing the game down.

Two guarantees, two costs. *Crash safety* (the program is killed, crashes or the player
pulls the plug on it) needs only an atomic replace: the kernel keeps what was written, so a
whole temporary file renamed over the autosave is enough, and costs ~0.2 ms. *Durability*
(the machine loses power) needs fsync, which costs 0.3 ms on an idle SSD and 5-15 ms on a
busy or spinning disk: at ``instant`` speed the game makes actions faster than that.

So every action is written atomically, and a write is made *durable* (temporary file
fsynced, renamed, folder fsynced) when the last durable one is at least
:data:`DURABLE_INTERVAL` old: with the default of 0 that is every action, whatever the
speed; a positive interval batches fsyncs on slow disks. Durable writes run on a worker
thread (:mod:`.writer`) so the game never waits for the disk unless the disk is slower
than the game. At most one write is in flight.

The backup (``autosave.bak.json``) is always a durable version: whenever a durable
autosave is replaced it becomes the backup (a hard link, no copy). So after any crash the
autosave is the latest state but for the action in flight, and after a power cut either
the autosave or the backup (at most one interval older) is whole.
"""

from __future__ import annotations

import time
from pathlib import Path

from .atomic import fsync_dir, fsync_file, replace_quickly, write_bytes_atomic
from .errors import SaveError
from .writer import BackgroundWriter

DURABLE_INTERVAL = 0.0
"""Longest time (seconds) the autosave stays without a durable write while actions come.

0: every action is written durably (temporary file fsynced, renamed over the old one,
folder fsynced), as the game promises; the worker thread keeps the loop drawing meanwhile.
A positive value trades durability after a power cut for speed on slow disks."""


class AutosaveFile:
    """Writes ``path`` (the autosave) and keeps ``backup``; used by :class:`~.store.SaveStore`."""

    background = True
    """Whether durable writes run on a worker thread (else on the caller's)."""

    def __init__(self, path: Path, backup: Path) -> None:
        self.path = path
        self.backup = backup
        self._writer = BackgroundWriter(path)
        self._durable_at = float("-inf")
        # Whether the file on disk now was fsynced: only such a version may become the backup.
        # A file found at start was checked when loaded; count it as durable.
        self._current_durable = True

    def write_now(self, payload: bytes) -> None:
        """Write ``payload`` durably on this thread; raise :class:`SaveError` on failure."""
        self.wait()
        self._write(payload, durable=True)
        self._durable_at = time.monotonic()

    def write(self, payload: bytes) -> SaveError | None:
        """Write ``payload`` for an action (see the module docstring); return an earlier failure, if any.

        Waits for a durable write still in flight first (keeping at most one in flight), and
        returns its error or this write's, so the caller reports it and the next action retries.
        """
        error = self.wait()
        now = time.monotonic()
        if now - self._durable_at >= DURABLE_INTERVAL:
            self._durable_at = now
            if not self.background:
                try:
                    self._write(payload, durable=True)
                except SaveError as err:
                    return err
                return error
            return self._writer.submit(lambda: self._write(payload, durable=True)) or error
        try:
            self._write(payload, durable=False)
        except SaveError as err:
            return err
        return error

    def wait(self) -> SaveError | None:
        """Wait for the durable write in flight (if any); return its error, if it failed."""
        return self._writer.wait()

    def sync(self) -> SaveError | None:
        """Make the autosave durable now (game over, app closing); return an error if that failed."""
        error = self.wait()
        try:
            if not self._current_durable:
                fsync_file(self.path)
                fsync_dir(self.path.parent)
                self._current_durable = True
        except OSError as err:
            return SaveError(self.path, f"cannot be written ({err.strerror or err})")
        self._durable_at = time.monotonic()
        return error

    def discard(self) -> None:
        """Remove the autosave and its backup; raise :class:`SaveError` if they cannot be removed."""
        self.wait()  # a write still in flight would bring the file back
        for path in (self.path, self.backup):
            try:
                path.unlink()
            except FileNotFoundError:
                pass
            except OSError as err:
                raise SaveError(path, f"cannot be removed ({err.strerror or err})") from None
        self._current_durable = True

    def _write(self, payload: bytes, *, durable: bool) -> None:
        backup = self.backup if self._current_durable else None
        try:
            if durable:
                write_bytes_atomic(self.path, payload, backup=backup)
            else:
                replace_quickly(self.path, payload, backup=backup)
        except OSError as err:
            raise SaveError(self.path, f"cannot be written ({err.strerror or err})") from None
        self._current_durable = durable

