"""Crash-safe file writes: the old file or the new one is always whole on disk, never a mix.

A write goes to a temporary file in the same folder (so the final rename never crosses
file systems), is flushed and fsynced, then renamed over the target with ``os.replace``
(atomic on POSIX and Windows); the folder is fsynced so the rename itself survives a
power cut. With ``backup``, the previous file is first hard-linked (copied where links are
not supported) to the backup name, so there is always a complete previous version too.
"""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path
from typing import Any


def write_json_atomic(path: Path, data: Any, *, backup: Path | None = None) -> None:
    """Write ``data`` as UTF-8 JSON to ``path`` atomically; keep the old file as ``backup`` if given."""
    write_text_atomic(path, pretty_json(data), backup=backup)


def pretty_json(data: Any) -> str:
    """Return ``data`` as indented JSON with lists of plain values on one line (hands, bets, plays)."""
    return _pretty(data, "\n") + "\n"


def _pretty(value: Any, pad: str) -> str:
    if isinstance(value, dict) and value:
        inner = pad + " "
        items = (f"{inner}{_encode(key)}: {_pretty(item, inner)}" for key, item in value.items())
        return "{" + ",".join(items) + pad + "}"
    if isinstance(value, list) and any(isinstance(item, (list, dict)) for item in value):
        inner = pad + " "
        return "[" + ",".join(f"{inner}{_pretty(item, inner)}" for item in value) + pad + "]"
    return _encode(value)


_encode = json.JSONEncoder(ensure_ascii=False, allow_nan=False).encode


def write_text_atomic(path: Path, text: str, *, backup: Path | None = None) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically; keep the old file as ``backup`` if given."""
    write_bytes_atomic(path, text.encode("utf-8"), backup=backup)


def write_bytes_atomic(path: Path, payload: bytes, *, backup: Path | None = None, sync_dir: bool = True) -> None:
    """Write ``payload`` to ``path`` atomically; keep the old file as ``backup`` if given.

    ``sync_dir=False`` skips the folder's fsync: the file is still whole (old or new) after
    any crash, but after a power cut the rename itself may be undone, leaving the previous
    version. The autosave uses it to batch folder syncs (see :class:`.session.AutosaveSession`).
    """
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    # A fixed name: a file left by a killed process is simply overwritten by the next write.
    tmp = folder / f".{path.name}.tmp"
    try:
        with open(tmp, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        if backup is not None and path.exists():
            _keep_backup(path, backup)
        _replace(tmp, path)
    except BaseException:
        # A failed write must leave no stray temporary file behind (the target is intact).
        _remove_quietly(tmp)
        raise
    if sync_dir:
        fsync_dir(folder)


def _keep_backup(path: Path, backup: Path) -> None:
    """Make ``backup`` a complete copy of ``path`` atomically (hard link, or copy + fsync)."""
    staging = backup.parent / f".{backup.name}.tmp"
    _remove_quietly(staging)
    try:
        os.link(path, staging)
    except OSError:
        # File systems without hard links (FAT, some network drives): copy instead.
        shutil.copyfile(path, staging)
        with open(staging, "rb+") as handle:
            os.fsync(handle.fileno())
    _replace(staging, backup)


def _replace(source: Path, target: Path) -> None:
    """``os.replace``, retried briefly on Windows, where a virus scanner or indexer may hold the file."""
    attempts = 10 if os.name == "nt" else 1
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(0.02)


def fsync_dir(folder: Path) -> None:
    """Flush a folder's entries (renames) to disk; a no-op where folders cannot be opened (Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # Some file systems refuse fsync on folders; the data itself is already synced.
    finally:
        os.close(fd)


def _remove_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass


def move_aside(path: Path, suffix: str = ".broken") -> Path:
    """Rename ``path`` to ``<name><suffix>`` (then ``-2``, ``-3``...) without overwriting anything."""
    n = 1
    while True:
        target = path.with_name(f"{path.name}{suffix}" + ("" if n == 1 else f"-{n}"))
        if not target.exists():
            try:
                # os.link refuses to overwrite, so a target created meanwhile is never lost.
                os.link(path, target)
            except FileExistsError:
                n += 1
                continue
            except OSError:
                os.replace(path, target)
                return target
            os.unlink(path)
            fsync_dir(path.parent)
            return target
        n += 1
