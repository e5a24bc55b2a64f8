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

from .tempnames import temporary_path

__all__ = ["fsync_dir", "fsync_file", "move_aside", "pretty_json", "replace_quickly",
           "write_bytes_atomic", "write_json_atomic", "write_text_atomic"]


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


def write_bytes_atomic(
    path: Path, payload: bytes, *, backup: Path | None = None, durable: bool = True
) -> None:
    """Write ``payload`` to ``path`` atomically; keep the old file as ``backup`` if given.

    ``durable=False`` skips both fsyncs: the file is still whole (old or new) whatever
    happens to the program, since the kernel keeps what was written, but a power cut or a
    system crash may lose it. The autosave uses it between durable writes (see :mod:`.autosave`).
    """
    folder = path.parent
    # Unique to this process and write: another process using the same folder never touches it.
    tmp = temporary_path(path)
    try:
        _write_file(tmp, payload, durable=durable)
        if backup is not None:
            _keep_backup(path, backup)
        _replace(tmp, path)
    except BaseException:
        # A failed write must leave no stray temporary file behind (the target is intact).
        _remove_quietly(tmp)
        raise
    if durable:
        fsync_dir(folder)


def replace_quickly(path: Path, payload: bytes, *, backup: Path | None = None) -> None:
    """Replace ``path`` with ``payload`` whole, without fsync and without making ext4 flush.

    Renaming over an existing file makes ext4 write the new data out at once (its
    ``auto_da_alloc`` safety), which costs milliseconds on a busy disk. So on POSIX the old
    file is first unlinked (after being linked as ``backup`` if given), then the complete
    temporary file renamed into the free name. A crash between the two leaves no ``path``
    but a complete temporary file ``.<name>.<pid>-<random>.tmp``, which
    :meth:`~.store.SaveStore.load_autosave` restores. Nothing here survives a power cut: see :mod:`.autosave`.
    """
    if os.name == "nt":
        write_bytes_atomic(path, payload, backup=backup, durable=False)
        return
    tmp = temporary_path(path)
    try:
        _write_file(tmp, payload, durable=False)
        if backup is not None:
            _remove_quietly(backup)
            try:
                os.link(path, backup)
            except (FileNotFoundError, FileExistsError):
                pass  # no previous file, or another process just made the backup: both fine
        _remove_quietly(path)
        os.rename(tmp, path)
    except BaseException:
        # Once the old file is gone, the complete temporary file is the autosave: keep it.
        if path.exists():
            _remove_quietly(tmp)
        raise


def _write_file(path: Path, payload: bytes, *, durable: bool) -> None:
    """Create (or truncate) ``path`` with ``payload``; create its folder only if missing."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags, 0o644)
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, flags, 0o644)
    try:
        view = memoryview(payload)
        while view:
            view = view[os.write(fd, view) :]
        if durable:
            os.fsync(fd)
    finally:
        os.close(fd)


def _keep_backup(path: Path, backup: Path) -> None:
    """Make ``backup`` a complete copy of ``path`` (if it exists) atomically: hard link, or copy."""
    staging = temporary_path(backup)  # unique: concurrent processes never share it
    try:
        os.link(path, staging)
    except FileNotFoundError:
        return  # no previous file: nothing to keep
    except OSError:
        # File systems without hard links (FAT, some network drives): copy instead.
        shutil.copyfile(path, staging)
        with open(staging, "rb+") as handle:
            os.fsync(handle.fileno())
    try:
        _replace(staging, backup)
    finally:
        # rename() between two links of one file does nothing and keeps both names: this
        # happens when another process has just made the same backup. The name is ours alone.
        _remove_quietly(staging)


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


def fsync_file(path: Path) -> None:
    """Flush a file's data to disk (a no-op if it is missing)."""
    try:
        with open(path, "rb+") as handle:
            os.fsync(handle.fileno())
    except FileNotFoundError:
        pass


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
