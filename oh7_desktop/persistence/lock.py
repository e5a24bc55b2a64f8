"""One process per autosave: a lock held while a game is played, released when the process ends.

Two windows (or a window and a script) on one profile used to write the same autosave in
turn, and a game was lost when one of them finished and deleted it. Now the process that
plays a game holds an exclusive lock on a small file beside its autosave
(``.autosave.json.lock``), and any other process is refused: "This game is open in another
window". The operating system drops the lock when the process ends, however it ends (a
crash, ``kill -9``, a power button), so a lock never outlives its game.

- Linux, macOS, BSD: ``fcntl.flock`` (held per open file: a second lock in the same process
  is refused too, as a second window would be).
- Windows: ``msvcrt.locking`` on the file's first byte.
- A file system that cannot lock (some network drives): the game runs unlocked.

The lock file is left in place when released: removing it would let two processes lock two
different files of the same name. It is empty and hidden.
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path

if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def lock_path(target: Path) -> Path:
    """Return the lock file of ``target`` (``.autosave.json.lock`` beside ``autosave.json``)."""
    return target.with_name(f".{target.name}.lock")


class FileLock:
    """An exclusive, non-blocking lock on ``target``'s lock file, for this process."""

    def __init__(self, target: Path) -> None:
        self.path = lock_path(target)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._fd is not None

    def acquire(self, *, make_folder: bool = True) -> bool:
        """Take the lock if free; return False if another process (or object) holds it.

        True when already held by this object, and when no lock can be taken at all (a file
        system without locks, or no lock file can be made where the autosave is, which then
        cannot be written either and says so itself). ``make_folder=False``: a missing
        folder is left missing (it holds no game to protect) and nothing is locked.
        """
        if self._fd is not None:
            return True
        try:
            if make_folder:
                self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_BINARY", 0), 0o644)
        except OSError:
            return True
        outcome = _try_lock(fd)
        if outcome == "busy":
            os.close(fd)
            return False
        if outcome == "locked":
            self._fd = fd
        else:
            os.close(fd)  # a file system without locks (some network drives): play unlocked
        return True

    def release(self) -> None:
        """Let go of the lock (closing the file would release it too, on every system)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                _unlock(fd)
            except OSError:
                pass  # closing releases it anyway
            os.close(fd)


def _try_lock(fd: int) -> str:
    """Return ``"locked"``, ``"busy"`` (held elsewhere) or ``"unsupported"`` (cannot lock here)."""
    try:
        _lock(fd)
    except OSError as err:
        return "busy" if err.errno in _BUSY else "unsupported"
    return "locked"


_BUSY = {errno.EAGAIN, errno.EWOULDBLOCK, errno.EACCES, getattr(errno, "EDEADLK", errno.EAGAIN)}
"""What a lock held elsewhere is reported as (POSIX: would block; Windows: access denied or deadlock)."""
