"""Names of temporary files: unique per process and per write, so concurrent runs never share one.

Two ``oh7`` processes may use the same user folder (two windows, a scripted run beside a
game). With one fixed temporary name, one process truncated and wrote the file the other had
just renamed into place, then found its own temporary file gone ("cannot be written (No such
file or directory)"). Each write now uses ``.<name>.<pid>-<random>.tmp``: a process only
ever writes, renames or removes its own temporary files, so every file on disk stays whole.

A killed process leaves its temporary file behind; :func:`remove_stale` removes those of
processes that are gone (or, where that cannot be known, ones older than an hour).
"""

from __future__ import annotations

import os
import re
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

STALE_SECONDS = 3600.0
"""Age after which a temporary file is removed even if its process may still be alive."""

_PATTERN = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)-[0-9a-f]{8}\.tmp$")


def temporary_path(path: Path) -> Path:
    """Return a fresh temporary file name for a write of ``path``, in the same folder."""
    return path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}.tmp")


@dataclass(frozen=True)
class TempFile:
    """A temporary file found for a target: its path, writer's pid (None: an old fixed name), mtime."""

    path: Path
    pid: int | None
    mtime: float


def temporary_files(path: Path) -> list[TempFile]:
    """Return the temporary files of ``path`` in its folder (any process's), newest first."""
    legacy = f".{path.name}.tmp"
    found = []
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return []
    for entry in entries:
        match = _PATTERN.match(entry.name)
        if entry.name != legacy and (match is None or match["name"] != path.name):
            continue
        try:
            mtime = entry.stat(follow_symlinks=False).st_mtime
        except OSError:
            continue  # removed meanwhile by its writer
        found.append(TempFile(Path(entry.path), int(match["pid"]) if match else None, mtime))
    return sorted(found, key=lambda temp: temp.mtime, reverse=True)


def is_stale(temp: TempFile, *, ours_idle: bool = False, now: float | None = None) -> bool:
    """Whether no process can still be writing ``temp``: its writer is gone, or it is old.

    ``ours_idle``: the caller knows this process has no write of that file in flight (it
    waited for its writer), so this process's own leftovers count as stale too.
    """
    if (now if now is not None else time.time()) - temp.mtime > STALE_SECONDS:
        return True
    if temp.pid is None:
        return False  # an old fixed name may be in use by an older version still running
    if temp.pid == os.getpid():
        return ours_idle
    return not process_alive(temp.pid)


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` exists (always True where that cannot be asked safely)."""
    if os.name == "nt":
        return True  # os.kill(pid, 0) would terminate the process on Windows
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but belongs to someone else
    return True


def remove_stale(path: Path, *, ours_idle: bool = False) -> int:
    """Remove the stale temporary files of ``path`` (see :func:`is_stale`); return how many."""
    removed = 0
    for temp in temporary_files(path):
        if is_stale(temp, ours_idle=ours_idle):
            try:
                os.unlink(temp.path)
                removed += 1
            except OSError:
                pass  # already gone, or not ours to remove: harmless either way
    return removed
